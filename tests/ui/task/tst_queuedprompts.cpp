// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The queued prompts under a session's transcript: the list on its own (keyboard edit, reorder,
// delete, send now), then with a real agent (agentctl and the stub): prompts written while its
// turn runs are queued in the database, changed with the keyboard, shown in a screenshot, and sent
// in the queue's order when the turn ends.
#include "application/promptqueue.h"
#include "application/taskrunner.h"
#include "models/agents/agentregistry.h"
#include "models/items/taskmodel.h"
#include "models/stores/profilestore.h"
#include "models/stores/queuedpromptstore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/stubrecord.h"
#include "support/testhome.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/promptqueuecontroller.h"
#include "ui/task/composerwidget.h"
#include "ui/task/queuedpromptspanel.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/workbench.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::recordedPrompts;

namespace {

constexpr int kTimeout = 30'000;

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QueuedPrompt prompt(const char *id, const char *text)
{
    QueuedPrompt p;
    p.id = s(id);
    p.sessionId = s("session");
    p.text = s(text);
    return p;
}

QStringList storedTexts(QueuedPromptStore &store, const QString &sessionId)
{
    QStringList texts;
    if (auto prompts = store.forSession(sessionId)) {
        for (const QueuedPrompt &p : *prompts)
            texts.append(p.text);
    }
    return texts;
}

QStringList promptsOf(const TranscriptItemsModel *model)
{
    QStringList out;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (transcript::ItemKind(model->index(row).data(transcript::KindRole).toInt())
            == transcript::ItemKind::UserPrompt)
            out.append(model->index(row).data(transcript::TextRole).toString());
    }
    return out;
}

// F2 on the list's current row, replace the text, Enter.
void editCurrent(QListWidget *list, const QString &text)
{
    QTest::keyClick(list, Qt::Key_F2);
    QLineEdit *editor = nullptr;
    QTRY_VERIFY((editor = qobject_cast<QLineEdit *>(QApplication::focusWidget())) != nullptr);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
}

// A task in the board's workspace whose first turn waits until the file gate exists; the stub
// agent records every prompt in record.
QString gatedTask(test::TestHome &home, const QString &record, const QString &gate)
{
    AgentProfile profile;
    profile.id = s("recording-stub");
    profile.name = s("Recording stub");
    profile.agentId = s("stub");
    profile.customCommand = s("'" KANDESK_STUBAGENT_PATH "' --record '%1'").arg(record);
    if (!home.stores.profiles().saveAgentProfile(profile))
        return {};
    Repository repository;
    repository.workspaceId = s("default");
    repository.name = s("app");
    repository.path = test::makeGitRepository(home.filePath(s("src/app")), { { s("a.txt"), "a\n" } });
    repository.defaultBranch = s("main");
    auto added = home.stores.repositories().add(repository);
    if (!added)
        return {};
    Task task;
    task.workspaceId = s("default");
    task.title = s("Queue prompts");
    task.description = s("gate ") + gate;
    task.agentProfileId = profile.id;
    task.repositories = { TaskRepository { added->id, s("main"), 0 } };
    auto created = home.stores.tasks().create(task);
    return created ? created->id : QString();
}

} // namespace

class TestQueuedPrompts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The list alone: hidden when empty; F2 edits, Alt+Up/Down move, Delete removes, Send now asks.
    void theListIsWorkedWithTheKeyboard()
    {
        QWidget window; // the panel hides itself when empty: it is never a window of its own
        QueuedPromptsPanel panel(&window);
        window.resize(600, 160);
        panel.resize(600, 160);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QSignalSpy edited(&panel, &QueuedPromptsPanel::editRequested);
        QSignalSpy moved(&panel, &QueuedPromptsPanel::moveRequested);
        QSignalSpy removed(&panel, &QueuedPromptsPanel::removeRequested);
        QSignalSpy sendNow(&panel, &QueuedPromptsPanel::sendNowRequested);

        panel.setPrompts({});
        QVERIFY(panel.isHidden());
        panel.setPrompts({ prompt("a", "Add tests"), prompt("b", "Fix the build"), prompt("c", "Write the docs") });
        QVERIFY(panel.isVisible());
        QListWidget *list = panel.list();
        list->setFocus();
        QCOMPARE(list->currentRow(), 0);

        QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier); // "Fix the build" goes last
        QCOMPARE(panel.texts(), (QStringList { s("Add tests"), s("Write the docs"), s("Fix the build") }));
        QCOMPARE(moved.size(), 1);
        QCOMPARE(moved.at(0).at(0).toString(), s("b"));
        QCOMPARE(moved.at(0).at(1).toInt(), 2);
        QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier); // already last: nothing
        QCOMPARE(moved.size(), 1);
        QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(moved.at(1).at(1).toInt(), 1);

        editCurrent(list, s("Fix the build first"));
        QTRY_COMPARE(edited.size(), 1);
        QCOMPARE(edited.at(0).at(0).toString(), s("b"));
        QCOMPARE(edited.at(0).at(1).toString(), s("Fix the build first"));
        list->setFocus();

        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(0).toString(), s("b"));
        QCOMPARE(panel.texts(), (QStringList { s("Add tests"), s("Write the docs") }));

        list->setCurrentRow(1);
        QTest::mouseClick(panel.findChild<QPushButton *>(s("queuedPromptSendNow")), Qt::LeftButton);
        QCOMPARE(sendNow.size(), 1);
        QCOMPARE(sendNow.at(0).at(0).toString(), s("c"));
    }

    // With a real agent whose turn waits: prompts written meanwhile are queued in the database,
    // reordered, edited and deleted with the keyboard, and go to the agent in that order at the end.
    void promptsWrittenDuringATurnAreQueuedAndSentAtItsEnd()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        const QString record = home.filePath(s("prompts.jsonl"));
        const QString gate = home.filePath(s("gate"));
        const QString taskId = gatedTask(home, record, gate);
        QVERIFY(!taskId.isEmpty());

        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        PromptQueue &queue = runtime.value()->queue();
        auto started = test::waitForFuture(runner.startTask(taskId), kTimeout);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const QString sessionId = started.value();
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(record).size(), 1, kTimeout); // the turn waits at the gate

        SessionPanel panel;
        PromptQueueController controller(queue, &panel);
        connect(&panel, &SessionPanel::promptQueued, &controller,
            [&controller, sessionId](const QString &text) { controller.queuePrompt(sessionId, text); });
        // As the window shows a session: its events, the prompts the queue sends among them.
        connect(runner.sessionEvents(sessionId), &SessionEventSource::eventArrived, panel.model(), &TranscriptItemsModel::appendEvent);
        panel.setTitle(s("Queue"));
        panel.setSessionState(SessionState::Running, {}, true);
        controller.showSession(sessionId);
        panel.resize(720, 520);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&panel));

        QPlainTextEdit *editor = panel.composer()->editor();
        auto *send = panel.composer()->findChild<QPushButton *>(s("composerSend"));
        editor->setFocus();
        QTest::keyClicks(editor, s("Add a test for the parser"));
        QCOMPARE(send->text(), s("Queue"));
        QVERIFY(send->isEnabled());
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(panel.composer()->text(), QString());
        QTest::keyClicks(editor, s("Then update the changelog"));
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        QueuedPromptsPanel *queued = panel.queuedPrompts();
        QTRY_COMPARE_WITH_TIMEOUT(queued->texts(),
            (QStringList { s("Add a test for the parser"), s("Then update the changelog") }), kTimeout);
        QVERIFY(queued->isVisible());
        QCOMPARE(storedTexts(home.stores.queuedPrompts(), sessionId), queued->texts());

        QDir().mkpath(s(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(panel.grab().save(s(KANDESK_TEST_ARTIFACTS_DIR "/queued-prompts.png")));

        // Keyboard: the changelog first, its text edited; a third prompt queued, then deleted.
        QListWidget *list = queued->list();
        list->setFocus();
        list->setCurrentRow(1);
        QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(storedTexts(home.stores.queuedPrompts(), sessionId),
            (QStringList { s("Then update the changelog"), s("Add a test for the parser") }), kTimeout);
        QCOMPARE(list->currentRow(), 0);
        editCurrent(list, s("Update the changelog first"));
        QTRY_COMPARE_WITH_TIMEOUT(storedTexts(home.stores.queuedPrompts(), sessionId),
            (QStringList { s("Update the changelog first"), s("Add a test for the parser") }), kTimeout);
        editor->setFocus();
        QTest::keyClicks(editor, s("Never mind this one"));
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(queued->texts().size(), 3, kTimeout);
        list->setFocus();
        list->setCurrentRow(2);
        QTest::keyClick(list, Qt::Key_Delete);
        QTRY_COMPARE_WITH_TIMEOUT(storedTexts(home.stores.queuedPrompts(), sessionId),
            (QStringList { s("Update the changelog first"), s("Add a test for the parser") }), kTimeout);
        QVERIFY(panel.grab().save(s(KANDESK_TEST_ARTIFACTS_DIR "/queued-prompts-edited.png")));

        QSignalSpy drained(&queue, &PromptQueue::drained);
        QFile open(gate);
        QVERIFY(open.open(QIODevice::WriteOnly));
        open.close();
        QTRY_COMPARE_WITH_TIMEOUT(drained.size(), 1, kTimeout);
        QCOMPARE(recordedPrompts(record),
            (QStringList { s("gate ") + gate, s("Update the changelog first"), s("Add a test for the parser") }));
        QTRY_VERIFY_WITH_TIMEOUT(queued->isHidden(), kTimeout);
        QCOMPARE(promptsOf(panel.model()),
            (QStringList { s("Update the changelog first"), s("Add a test for the parser") }));
        QVERIFY(test::waitForFuture(runner.stop(sessionId), kTimeout).ok());
    }

    // The window: the task view's composer queues for the session it shows, a prompt another
    // process queues shows up in the list, and both go to the agent when its turn ends.
    void theWindowQueuesForTheShownSession()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        const QString record = home.filePath(s("prompts.jsonl"));
        const QString gate = home.filePath(s("gate"));
        const QString taskId = gatedTask(home, record, gate);
        QVERIFY(!taskId.isEmpty());
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({ home.stores, *runtime.value(), agents }, window);
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(workbench.tasks().refreshTask(taskId).ok());
        QVERIFY(workbench.board()->moveTask(taskId, s("in-progress")));
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(record).size(), 1, kTimeout); // the turn waits at the gate
        SessionPanel *panel = workbench.taskView()->sessionPanel();
        QTRY_COMPARE_WITH_TIMEOUT(panel->sessionState(), std::optional(SessionState::Running), kTimeout);
        const QString sessionId = workbench.taskView()->sessionId();
        QVERIFY(!sessionId.isEmpty());

        panel->composer()->setText(s("Run the linter too"));
        QTest::mouseClick(panel->composer()->findChild<QPushButton *>(s("composerSend")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->queuedPrompts()->texts(), QStringList { s("Run the linter too") }, kTimeout);
        Database other(home.filePath(s("kandesk.db"))); // as `kandesk task queue` in another process
        QVERIFY(other.open().ok());
        QVERIFY(QueuedPromptStore(other).add(sessionId, s("Queued from the command line")).ok());
        QTRY_COMPARE_WITH_TIMEOUT(panel->queuedPrompts()->texts(),
            (QStringList { s("Run the linter too"), s("Queued from the command line") }), kTimeout);
        QDir().mkpath(s(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(window.grab().save(s(KANDESK_TEST_ARTIFACTS_DIR "/queued-prompts-window.png")));

        QFile open(gate);
        QVERIFY(open.open(QIODevice::WriteOnly));
        open.close();
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(record),
            (QStringList { s("gate ") + gate, s("Run the linter too"), s("Queued from the command line") }), kTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(panel->queuedPrompts()->isHidden(), kTimeout);
        QTRY_COMPARE_WITH_TIMEOUT(promptsOf(panel->model()).mid(1),
            (QStringList { s("Run the linter too"), s("Queued from the command line") }), kTimeout);
        QVERIFY(test::waitForFuture(runtime.value()->runner().stop(sessionId), kTimeout).ok());
    }
};

QTEST_MAIN(TestQueuedPrompts)
#include "tst_queuedprompts.moc"
