// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "boardfixture.h"
#include "application/workflows/workflowlibrary.h"
#include "models/items/roles.h"
#include "models/items/stepfilterproxy.h"
#include "models/items/taskmodel.h"
#include "ui/board/boardcolumnview.h"
#include "ui/board/taskboardview.h"
#include "ui/board/taskcarddelegate.h"
#include "ui/board/tasksearchproxy.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QDragEnterEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QComboBox>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::testing;

namespace {

const QString kBacklog = QStringLiteral("backlog");
const QString kInProgress = QStringLiteral("in-progress");
const QString kReview = QStringLiteral("review");
const QString kDone = QStringLiteral("done");

struct Seeded {
    QString login; // Backlog, first
    QString darkMode; // Backlog, second
    QString docs; // Backlog, third
    QString sync; // In Progress, running
};

Seeded seedBoard(BoardFixture &fx)
{
    fx.addRepository(QStringLiteral("kandesk"));
    const QString claude = fx.addProfile(QStringLiteral("Claude"), QStringLiteral("claude-acp")).id;
    const QString codex = fx.addProfile(QStringLiteral("Codex"), QStringLiteral("codex-acp")).id;
    Seeded s;
    s.login = fx.addTask(QStringLiteral("Fix the flaky login test"), kBacklog, claude, {}, 0, {},
                    QStringLiteral("The login test fails one run in five on CI."))
                  .id;
    s.darkMode = fx.addTask(QStringLiteral("Add a dark mode toggle to the settings dialog"), kBacklog).id;
    s.docs = fx.addTask(QStringLiteral("Document the release process"), kBacklog, codex).id;
    s.sync = fx.addTask(QStringLiteral("Port the sync engine to asynchronous I/O"), kInProgress, claude,
                   QStringLiteral("feature/sync-async-1a2b"), 7, SessionState::Running)
                 .id;
    fx.addTask(QStringLiteral("Upgrade to Qt 6.8"), kInProgress, codex, QStringLiteral("feature/qt-6-8-77c1"), 0,
        SessionState::Starting);
    fx.addTask(QStringLiteral("Investigate the memory leak in the Markdown parser"), kInProgress, claude,
        QStringLiteral("feature/parser-leak-9f3e"), 2, SessionState::Running, {}, true); // waits on a permission
    fx.addTask(QStringLiteral("Refactor the settings dialog into pages"), kReview, claude,
        QStringLiteral("feature/settings-pages-5d0a"), 12, SessionState::WaitingForInput); // its turn is over
    fx.addTask(QStringLiteral("Speed up the CI cache"), kReview, codex, QStringLiteral("feature/ci-cache-c3e9"), 1,
        SessionState::Failed);
    fx.addTask(QStringLiteral("Update the changelog for 0.3"), kDone, claude, QStringLiteral("feature/changelog-0-3"),
        3, SessionState::Completed);
    fx.addTask(QStringLiteral("Remove the legacy importer"), kDone, codex, QStringLiteral("feature/legacy-import-81fe"),
        0, SessionState::Cancelled);
    return s;
}

int count(const TaskBoardView &board, int column)
{
    return board.column(column)->model()->rowCount();
}

QString countLabel(const TaskBoardView &board, int column)
{
    return board.column(column)->parentWidget()->findChild<QLabel *>(QStringLiteral("columnCount"))->text();
}

// Delivers a drag of the task onto the column's viewport at the row's top edge (or below the last card),
// the way a mouse drag ends: enter, move, drop.
bool dropOnto(BoardColumnView *view, const QString &taskId, int row)
{
    QWidget *viewport = view->viewport();
    const int rows = view->model()->rowCount();
    QPoint pos(viewport->width() / 2, viewport->height() - 2);
    if (row < rows)
        pos.setY(view->visualRect(view->model()->index(row, 0)).top() + 2);
    std::unique_ptr<QMimeData> mime(TaskBoardView::mimeDataForTasks({ taskId }));
    QDragEnterEvent enter(pos, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(pos, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    QDropEvent drop(pos, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &drop);
    return drop.isAccepted();
}

// Runs a move (action returns whether it was taken) and waits until the board has written it.
template<typename Action>
bool settled(TaskBoardView &board, Action action)
{
    QSignalSpy finished(&board, &TaskBoardView::moveFinished);
    if (!action())
        return false;
    return !finished.isEmpty() || finished.wait(10000);
}

void saveArtifact(QWidget *widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

} // namespace

class TestTaskBoard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStringLiteral("Fusion"));
    }

    void searchProxyIsAWellBehavedModel()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        const Seeded s = seedBoard(fx);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskSearchProxy search;
        QAbstractItemModelTester searchTester(&search, QAbstractItemModelTester::FailureReportingMode::QtTest);
        search.setSourceModel(&model);
        StepFilterProxy column;
        QAbstractItemModelTester columnTester(&column, QAbstractItemModelTester::FailureReportingMode::QtTest);
        column.setSourceModel(&search);
        column.setStepId(kBacklog);
        QVERIFY(model.setWorkspace(fx.workspaceId));
        QCOMPARE(search.rowCount(), 10);
        QCOMPARE(column.rowCount(), 3);
        search.setSearchText(QStringLiteral("LOGIN"));
        QCOMPARE(search.rowCount(), 1);
        QCOMPARE(column.rowCount(), 1);
        // Every word must match, in the title, the description or the branch.
        search.setSearchText(QStringLiteral("flaky five"));
        QCOMPARE(search.rowCount(), 1);
        search.setSearchText(QStringLiteral("parser-leak"));
        QCOMPARE(search.rowCount(), 1);
        search.setSearchText(QStringLiteral("flaky nowhere"));
        QCOMPARE(search.rowCount(), 0);
        search.setSearchText({});
        QCOMPARE(search.rowCount(), 10);
        QVERIFY(fx.tasks->move(s.login, kDone, 99));
        QVERIFY(model.refreshTask(s.login));
        QCOMPARE(column.rowCount(), 2);
    }

    void cardStatesHaveWordsAndGlyphs_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("text");
        QTest::newRow("none") << QString() << QStringLiteral("Not started");
        QTest::newRow("not started") << QStringLiteral("NOT_STARTED") << QStringLiteral("Not started");
        QTest::newRow("starting") << QStringLiteral("STARTING") << QStringLiteral("Starting");
        QTest::newRow("running") << QStringLiteral("RUNNING") << QStringLiteral("Running");
        QTest::newRow("input") << QStringLiteral("NEEDS_INPUT") << QStringLiteral("Needs input");
        QTest::newRow("idle") << QStringLiteral("IDLE") << QStringLiteral("Idle");
        QTest::newRow("done") << QStringLiteral("DONE") << QStringLiteral("Done");
        QTest::newRow("failed") << QStringLiteral("FAILED") << QStringLiteral("Failed");
        QTest::newRow("cancelled") << QStringLiteral("CANCELLED") << QStringLiteral("Cancelled");
    }

    void cardStatesHaveWordsAndGlyphs()
    {
        QFETCH(QString, state);
        QFETCH(QString, text);
        for (const bool dark : { false, true }) {
            const CardStateLook look = cardStateLook(state, dark);
            QCOMPARE(look.text, text);
            QVERIFY(!look.glyph.isEmpty());
        }
    }

    void showsTheEmptyStateUntilThereIsARepository()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        board.resize(1100, 640);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QVERIFY(board.isShowingEmptyState());
        QSignalSpy addRepository(&board, &TaskBoardView::addRepositoryRequested);
        auto *button = board.findChild<QPushButton *>(QStringLiteral("addRepositoryButton"));
        QVERIFY(button && button->isVisible());
        saveArtifact(&board, QStringLiteral("board-empty.png"));
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(addRepository.count(), 1);
        fx.addRepository(QStringLiteral("kandesk"));
        QVERIFY(board.reloadRepositories());
        QVERIFY(!board.isShowingEmptyState());
        QCOMPARE(board.columnCount(), 4);
    }

    void showsColumnsWithCounts()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        seedBoard(fx);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        QVERIFY(!board.isShowingEmptyState());
        QCOMPARE(board.columnCount(), 4);
        const QStringList names = { QStringLiteral("Backlog"), QStringLiteral("In Progress"), QStringLiteral("Review"),
            QStringLiteral("Done") };
        const QList<int> counts = { 3, 3, 2, 2 };
        for (int i = 0; i < 4; ++i) {
            const auto *title = board.column(i)->parentWidget()->findChild<QLabel *>(QStringLiteral("columnTitle"));
            QCOMPARE(title->text(), names.at(i));
            QCOMPARE(count(board, i), counts.at(i));
            QCOMPARE(countLabel(board, i), QString::number(counts.at(i)));
        }
        // Cards are in position order and show the agent profile's name.
        QCOMPARE(board.column(0)->model()->index(0, 0).data(TaskTitleRole).toString(),
            QStringLiteral("Fix the flaky login test"));
        auto *delegate = qobject_cast<TaskCardDelegate *>(board.column(0)->itemDelegate());
        QVERIFY(delegate);
        QCOMPARE(delegate->agentLabel(board.column(0)->model()->index(0, 0).data(TaskAgentProfileIdRole).toString()),
            QStringLiteral("Claude"));
        QCOMPARE(delegate->agentLabel(QString()), QStringLiteral("No agent"));
    }

    void draggingToInProgressPersistsAndStartsOnce()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        const Seeded s = seedBoard(fx);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        board.resize(1200, 700);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QSignalSpy entered(&board, &TaskBoardView::stepEntered);
        QSignalSpy moved(&board, &TaskBoardView::taskMoved);

        // Between the first and the second In Progress card: its workflow hears where it came from.
        QVERIFY(settled(board, [&] { return dropOnto(board.column(1), s.login, 1); }));
        QCOMPARE(fx.tasks->get(s.login)->workflowStepId, kInProgress);
        QCOMPARE(entered.count(), 1);
        QCOMPARE(entered.first().first().toString(), s.login);
        QCOMPARE(entered.first().at(1).toString(), kBacklog);
        QCOMPARE(moved.count(), 1);
        QCOMPARE(count(board, 0), 2);
        QCOMPARE(count(board, 1), 4);
        QCOMPARE(countLabel(board, 1), QStringLiteral("4"));
        QCOMPARE(board.column(1)->model()->index(1, 0).data(TaskIdRole).toString(), s.login);
        QCOMPARE(board.currentTaskId(), s.login);

        // Reordering inside In Progress persists the position and enters no step again.
        QVERIFY(settled(board, [&] { return dropOnto(board.column(1), s.login, 0); }));
        QCOMPARE(board.column(1)->model()->index(0, 0).data(TaskIdRole).toString(), s.login);
        QCOMPARE(entered.count(), 1);
        // A reload from the database shows the same order.
        QVERIFY(model.reload());
        QCOMPARE(board.column(1)->model()->index(0, 0).data(TaskIdRole).toString(), s.login);

        // Every step change is told, whatever the step does with it.
        QVERIFY(settled(board, [&] { return dropOnto(board.column(2), s.sync, 2); }));
        QCOMPARE(fx.tasks->get(s.sync)->workflowStepId, kReview);
        QVERIFY(settled(board, [&] { return dropOnto(board.column(1), s.sync, 4); }));
        QCOMPARE(entered.count(), 3);
        QCOMPARE(entered.constLast().at(1).toString(), kReview);

        // Other payloads are refused.
        QMimeData text;
        text.setText(QStringLiteral("hello"));
        QDragEnterEvent enter(QPoint(5, 5), Qt::MoveAction, &text, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(board.column(3)->viewport(), &enter);
        QVERIFY(!enter.isAccepted());
    }

    void manyDropsBetweenTheSameNeighboursKeepTheOrder()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        fx.addRepository(QStringLiteral("kandesk"));
        QStringList ids;
        for (int i = 0; i < 40; ++i)
            ids.append(fx.addTask(QStringLiteral("Task %1").arg(i), kBacklog).id);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        const QAbstractItemModel *backlog = board.column(0)->model();
        // Each time the last card goes between the first and the second: the gap halves every time.
        for (int i = 0; i < 38; ++i) {
            const QString last = backlog->index(39, 0).data(TaskIdRole).toString();
            QVERIFY(settled(board, [&] { return board.moveTask(last, kBacklog, 1); }));
            QCOMPARE(backlog->index(1, 0).data(TaskIdRole).toString(), last);
        }
        // The order survives a reload from the database.
        QStringList shown;
        for (int r = 0; r < 40; ++r)
            shown.append(backlog->index(r, 0).data(TaskIdRole).toString());
        QVERIFY(model.reload());
        for (int r = 0; r < 40; ++r)
            QCOMPARE(backlog->index(r, 0).data(TaskIdRole).toString(), shown.at(r));
        QCOMPARE(shown.first(), ids.first());
        // The column was numbered afresh on the way: no two neighbours are closer than the renumbering limit allows.
        for (int r = 1; r < 40; ++r) {
            const double gap = backlog->index(r, 0).data(TaskPositionRole).toDouble()
                - backlog->index(r - 1, 0).data(TaskPositionRole).toDouble();
            QVERIFY2(gap > 1e-7, qPrintable(QString::number(gap)));
        }
    }

    void keyboardMovesPersist()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        const Seeded s = seedBoard(fx);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        board.resize(1200, 700);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&board));
        QSignalSpy entered(&board, &TaskBoardView::stepEntered);
        QSignalSpy activated(&board, &TaskBoardView::taskActivated);
        QSignalSpy deletion(&board, &TaskBoardView::deleteRequested);
        QSignalSpy done(&board, &TaskBoardView::movedToDone);

        QVERIFY(board.selectTask(s.darkMode));
        QVERIFY(settled(board, [&] { QTest::keyClick(board.column(0), Qt::Key_Right, Qt::ControlModifier); return true; }));
        QCOMPARE(fx.tasks->get(s.darkMode)->workflowStepId, kInProgress);
        QCOMPARE(entered.count(), 1);
        QCOMPARE(board.currentTaskId(), s.darkMode);
        QVERIFY(board.column(1)->hasFocus());
        // At the end of In Progress; Ctrl+Up moves it one place up, persisted.
        QCOMPARE(board.column(1)->model()->index(3, 0).data(TaskIdRole).toString(), s.darkMode);
        QVERIFY(settled(board, [&] { QTest::keyClick(board.column(1), Qt::Key_Up, Qt::ControlModifier); return true; }));
        QCOMPARE(board.column(1)->model()->index(2, 0).data(TaskIdRole).toString(), s.darkMode);
        QVERIFY(model.reload());
        QCOMPARE(board.column(1)->model()->index(2, 0).data(TaskIdRole).toString(), s.darkMode);
        QVERIFY(board.selectTask(s.darkMode));
        QVERIFY(settled(board, [&] { QTest::keyClick(board.column(1), Qt::Key_Down, Qt::ControlModifier); return true; }));
        QCOMPARE(board.column(1)->model()->index(3, 0).data(TaskIdRole).toString(), s.darkMode);
        // Ctrl+Left back to Backlog, at its end.
        QVERIFY(settled(board, [&] { QTest::keyClick(board.column(1), Qt::Key_Left, Qt::ControlModifier); return true; }));
        QCOMPARE(fx.tasks->get(s.darkMode)->workflowStepId, kBacklog);
        QCOMPARE(board.column(0)->model()->index(2, 0).data(TaskIdRole).toString(), s.darkMode);
        QCOMPARE(entered.count(), 2);
        QCOMPARE(entered.constLast().at(1).toString(), kInProgress);
        // Ctrl+Left at the first column stays.
        QTest::keyClick(board.column(0), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(fx.tasks->get(s.darkMode)->workflowStepId, kBacklog);
        QCOMPARE(done.count(), 0);

        QTest::keyClick(board.column(0), Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toString(), s.darkMode);
        QTest::keyClick(board.column(0), Qt::Key_Delete);
        QCOMPARE(deletion.count(), 1);
        QCOMPARE(deletion.first().first().toString(), s.darkMode);

        // Into the workflow's Done: said once, for its issue.
        for (int column = 0; column < 3; ++column)
            QVERIFY(settled(board, [&] { QTest::keyClick(board.column(column), Qt::Key_Right, Qt::ControlModifier); return true; }));
        QCOMPARE(done.count(), 1);
        QCOMPARE(done.first().first().toString(), s.darkMode);
    }

    void contextMenuOffersTheMovesWithTheirShortcuts()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        const Seeded s = seedBoard(fx);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        board.resize(1200, 700);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QSignalSpy start(&board, &TaskBoardView::startRequested);
        QSignalSpy entered(&board, &TaskBoardView::stepEntered);
        QStringList seen;
        QTimer::singleShot(0, &board, [&seen] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            QAction *review = nullptr;
            for (QAction *action : menu->actions()) {
                seen.append(action->text() + QLatin1Char('|') + action->shortcut().toString());
                if (action->menu()) {
                    for (QAction *step : action->menu()->actions()) {
                        seen.append(step->text() + QLatin1Char('|') + step->shortcut().toString());
                        if (step->text() == QLatin1String("Review"))
                            review = step;
                    }
                }
            }
            if (review)
                review->trigger();
            menu->close();
        });
        const BoardColumnView *backlog = board.column(0);
        board.showContextMenu(
            s.login, backlog->viewport()->mapToGlobal(backlog->visualRect(backlog->model()->index(0, 0)).center()));
        QVERIFY2(seen.contains(QStringLiteral("Open|Return")), qPrintable(seen.join(QLatin1Char(','))));
        QVERIFY(seen.contains(QStringLiteral("Delete…|Del")));
        QVERIFY(seen.contains(QStringLiteral("In Progress|Ctrl+Right")));
        QVERIFY(seen.contains(QStringLiteral("Move Up|Ctrl+Up")));
        QTRY_COMPARE(fx.tasks->get(s.login)->workflowStepId, kReview);
        QTRY_COMPARE(entered.count(), 1);
        QCOMPARE(start.count(), 0);
    }

    // A workspace with several workflows shows one at a time, chosen above the columns, each step
    // with its colour; the choice is told so the window can remember it.
    void aWorkspaceWithSeveralWorkflowsShowsTheChosenOne()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        seedBoard(fx);
        WorkflowLibrary library(*fx.stores);
        QVERIFY(library.addTemplate(QStringLiteral("Plan & Build")).result().ok());
        const Workflow plan = library.find(QStringLiteral("Plan & Build")).result().value();
        fx.addTask(QStringLiteral("Plan the search index"), plan.steps.at(1).id, {}, QStringLiteral("feature/search-index-4e1d"), 0,
            SessionState::WaitingForInput);
        fx.addTask(QStringLiteral("Implement the CSV export"), plan.steps.at(2).id, {}, QStringLiteral("feature/csv-export-0b7a"), 3,
            SessionState::Running);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        board.resize(1400, 700);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));

        auto *chooser = board.findChild<QComboBox *>(QStringLiteral("boardWorkflow"));
        QVERIFY(chooser && chooser->isVisible());
        QCOMPARE(chooser->count(), 2);
        QCOMPARE(chooser->currentText(), QStringLiteral("Kanban"));
        QCOMPARE(board.columnCount(), 4);

        QSignalSpy chosen(&board, &TaskBoardView::workflowChosen);
        chooser->setCurrentIndex(1);
        Q_EMIT chooser->activated(1);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().at(1).toString(), plan.id);
        QCOMPARE(board.workflowId(), plan.id);
        QCOMPARE(board.columnCount(), 5);
        QCOMPARE(board.steps().at(1).name, QStringLiteral("Plan"));
        QCOMPARE(count(board, 1), 1);
        QCOMPARE(count(board, 2), 1);
        QTRY_VERIFY(board.column(4)->isVisible()); // new columns show once the event loop runs
        saveArtifact(&board, QStringLiteral("board-plan-and-build.png"));

        // Edit Workflow… (and its shortcut) asks for the editor on the workflow shown.
        QSignalSpy edit(&board, &TaskBoardView::editWorkflowRequested);
        auto *editButton = board.findChild<QToolButton *>(QStringLiteral("editWorkflow"));
        QVERIFY(editButton && editButton->isVisible());
        editButton->click();
        board.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&board));
        board.column(0)->setFocus();
        QTest::keyClick(board.column(0), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(edit.count(), 2);
        QCOMPARE(edit.first().at(0).toString(), plan.id);
        QCOMPARE(edit.first().at(1).toString(), QString());

        // Shown again later (the window passes the remembered choice).
        TaskBoardView again(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(again.setWorkspace(fx.workspaceId, plan.id));
        QCOMPARE(again.columnCount(), 5);
        // One that is gone meanwhile: the first.
        QVERIFY(again.setWorkspace(fx.workspaceId, QStringLiteral("gone")).ok());
        QCOMPARE(again.steps().constFirst().name, QStringLiteral("Backlog"));
    }

    // A card says what its task waits for: unfinished dependencies, its place in a step's queue,
    // its subtasks' progress; a dependency that goes Done takes its line away.
    void aCardSaysWhatItsTaskWaitsFor()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        const Seeded s = seedBoard(fx);
        const QString changelog = fx.addTask(QStringLiteral("Write the 0.4 changelog"), kDone).id;
        Task guide = fx.addTask(QStringLiteral("Write the migration guide"), kBacklog);
        guide.dependsOn = {s.docs, changelog};
        QVERIFY(fx.tasks->update(guide).ok());
        const QString release = fx.addTask(QStringLiteral("Release 0.4"), kBacklog).id;
        for (const QString &id : {changelog, s.docs}) {
            Task subtask = fx.tasks->get(id).value();
            subtask.parentTaskId = release;
            QVERIFY(fx.tasks->update(subtask).ok());
        }
        const QString bench = fx.addTask(QStringLiteral("Benchmark the board with 500 cards"), kInProgress).id;
        const QString profile = fx.addTask(QStringLiteral("Profile the cold start"), kInProgress).id;
        // Queued in this order (in one millisecond or not: a tie goes by board order).
        QVERIFY(fx.tasks->setQueued(bench, true).ok());
        QVERIFY(fx.tasks->setQueued(profile, true).ok());

        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        const auto waitOf = [&](const QString &id) { return model.data(model.index(model.rowOf(id)), TaskWaitRole).toString(); };
        QCOMPARE(waitOf(guide.id), QStringLiteral("◷ Waits for “Document the release process”"));
        QCOMPARE(waitOf(release), QStringLiteral("1 of 2 subtasks done"));
        QCOMPARE(waitOf(bench), QStringLiteral("◷ Queued · first in line"));
        QCOMPARE(waitOf(profile), QStringLiteral("◷ Queued · #2 in line"));
        QCOMPARE(waitOf(s.login), QString());

        board.resize(1400, 760);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        saveArtifact(&board, QStringLiteral("board-waiting-cards.png"));

        // The dependency is done: the guide waits no more, the release counts two of two.
        QSignalSpy waitChanged(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(settled(board, [&] { return board.moveTasks({s.docs}, kDone); }));
        QTRY_COMPARE(waitOf(guide.id), QString());
        QCOMPARE(waitOf(release), QStringLiteral("2 of 2 subtasks done"));
        QVERIFY(!waitChanged.isEmpty());
    }

    void searchFiltersEveryColumn()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        seedBoard(fx);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        QVERIFY(board.setWorkspace(fx.workspaceId));
        board.resize(1200, 700);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&board));

        board.column(0)->setFocus();
        QTest::keyClick(board.column(0), Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(board.searchField()->hasFocus());
        QTest::keyClicks(board.searchField(), QStringLiteral("settings"));
        QCOMPARE(count(board, 0), 1); // the dark mode toggle "…settings dialog"
        QCOMPARE(count(board, 1), 0);
        QCOMPARE(count(board, 2), 1); // "Refactor the settings dialog into pages"
        QCOMPARE(count(board, 3), 0);
        QCOMPARE(countLabel(board, 2), QStringLiteral("1"));
        board.searchField()->clear();
        QTest::keyClicks(board.searchField(), QStringLiteral("feature/ci"));
        QCOMPARE(count(board, 2), 1);
        QCOMPARE(count(board, 0), 0);
        QTest::keyClick(board.searchField(), Qt::Key_Escape);
        QCOMPARE(board.searchField()->text(), QString());
        QCOMPARE(count(board, 0), 3);
        // A search that hides every card says so.
        auto *noMatch = board.findChild<QLabel *>(QStringLiteral("boardNoMatch"));
        QVERIFY(noMatch && !noMatch->isVisible());
        QTest::keyClicks(board.searchField(), QStringLiteral("no such card"));
        QVERIFY(noMatch->isVisible());
        QVERIFY2(noMatch->text().contains(QStringLiteral("“no such card”")), qPrintable(noMatch->text()));
        saveArtifact(&board, QStringLiteral("board-no-match.png"));
        QTest::keyClick(board.searchField(), Qt::Key_Escape);
        QVERIFY(!noMatch->isVisible());
        QCOMPARE(countLabel(board, 0), QStringLiteral("3"));

        // The state filter narrows every column to the agents in that state.
        auto *filter = board.findChild<QComboBox *>(QStringLiteral("boardStateFilter"));
        QVERIFY(filter);
        auto show = [&](const QString &text) {
            filter->setCurrentIndex(filter->findText(text));
            return QList<int>{count(board, 0), count(board, 1), count(board, 2), count(board, 3)};
        };
        QCOMPARE(show(QStringLiteral("Needs input")), (QList<int>{0, 1, 0, 0}));
        QCOMPARE(show(QStringLiteral("Working")), (QList<int>{0, 2, 0, 0}));
        QCOMPARE(show(QStringLiteral("Idle")), (QList<int>{0, 0, 1, 0}));
        QCOMPARE(show(QStringLiteral("Failed")), (QList<int>{0, 0, 1, 0}));
        QCOMPARE(show(QStringLiteral("Not started")), (QList<int>{3, 0, 0, 0}));
        QCOMPARE(countLabel(board, 0), QStringLiteral("3"));
        // Search and filter combine.
        QTest::keyClicks(board.searchField(), QStringLiteral("login"));
        QCOMPARE(count(board, 0), 1);
        board.searchField()->clear();
        QCOMPARE(show(QStringLiteral("All tasks")), (QList<int>{3, 3, 2, 2}));
    }

    void screenshots_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void screenshots()
    {
        QFETCH(bool, dark);
        BoardFixture fx;
        QVERIFY(fx.open());
        const Seeded s = seedBoard(fx);
        TaskModel model(*fx.tasks, *fx.sessions);
        TaskBoardView board(model, { *fx.moves, std::as_const(*fx.stores).workflows(), *fx.repositories, *fx.profiles });
        if (dark)
            board.setPalette(darkPalette());
        QVERIFY(board.setWorkspace(fx.workspaceId));
        board.resize(1280, 720);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QVERIFY(board.selectTask(s.sync));
        saveArtifact(&board, dark ? QStringLiteral("board-dark.png") : QStringLiteral("board-light.png"));
    }
};

QTEST_MAIN(TestTaskBoard)
#include "tst_taskboard.moc"
