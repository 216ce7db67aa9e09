// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The window, clicked through as a user would, with everything real underneath: SQLite, git,
// agentctl and the ACP SDK's example agent.
#include "application/admission/systempressure.h"
#include "application/review/commitmessage.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/repositoryservice.h"
#include "application/workspacewatch.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/storeadapters.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/items/roles.h"
#include "models/items/taskmodel.h"
#include "models/secretvault.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/sdkagent.h"
#include "support/shipfixture.h"
#include "support/testhome.h"
#include "ui/board/repositorypicker.h"
#include "ui/board/taskremovalflow.h"
#include "ui/board/taskboardview.h"
#include "ui/board/workspaceswitcher.h"
#include "ui/mainwindow.h"
#include "ui/review/changesview.h"
#include "ui/review/reviewdiffview.h"
#include "ui/review/shipbar.h"
#include "ui/review/shipdialogs.h"
#include "ui/task/composerwidget.h"
#include "ui/task/preparelogpanel.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/terminal/terminalpanel.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"
#include "ui/task/transcriptview.h"
#include "ui/workbench.h"

#include <QAction>
#include <QApplication>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QListView>
#include <QFileInfo>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::gitOut;
using kandesk::test::hermeticGit;
using kandesk::test::ShipFixture;
using kandesk::test::TestHome;
using kandesk::test::writeTestFile;
using kandesk::test::quickSdkAgentCommand;
using kandesk::test::sdkAgentScript;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    kandesk::test::writeTestFile(path, content);
}

QString makeRepository(const QString &dir)
{
    return kandesk::test::makeGitRepository(dir, {{QStringLiteral("config.json"), "{\"database\": {\"host\": \"old-host\"}}\n"}});
}

QPushButton *visibleButton(QWidget *root, const QString &text)
{
    const auto buttons = root->findChildren<QPushButton *>();
    for (QPushButton *button : buttons) {
        if (button->isVisible() && button->isEnabled() && button->text().contains(text))
            return button; // an answered request's buttons are disabled, then gone
    }
    return nullptr;
}

// A machine under no pressure, whatever this one is doing.
class CalmMachine final : public PressureSource
{
public:
    Expected<SystemPressure> read() const override { return SystemPressure { 0, 0, 8LL << 30, 16LL << 30 }; }
};

QStringList rowTexts(QAbstractItemModel *model, int role)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        texts.append(model->index(row, 0).data(role).toString());
    return texts;
}

} // namespace

class TestWorkbench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aTaskFromBoardToReview()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK example agent cannot run here");
        if (!QFile::exists(sdkAgentScript()))
            QSKIP("the ACP SDK is not installed (packaging/setup-test-deps.sh installs it)");

        TestHome home;
        Database &database = home.database;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        window.resize(1400, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(workbench.board()->isShowingEmptyState());

        // Add a repository (as the folder picker would), then a profile and a task.
        const QString repo = makeRepository(home.filePath(QStringLiteral("src/app")));
        RepositoryService adding(home.stores);
        RepositoryPicker adder(adding, QStringLiteral("default"));
        QSignalSpy added(&adder, &RepositoryPicker::added);
        adder.add(repo);
        QVERIFY(added.wait(10'000));
        const auto repository = added.at(0).at(0).value<Repository>();
        QCOMPARE(repository.defaultBranch, QStringLiteral("main"));
        QVERIFY(workbench.board()->reloadRepositories().ok());
        QVERIFY(!workbench.board()->isShowingEmptyState());

        ProfileStore profiles(database);
        AgentProfile profile;
        profile.name = QStringLiteral("SDK example");
        profile.agentId = QStringLiteral("sdk-example");
        profile.customCommand = quickSdkAgentCommand(node);
        auto savedProfile = profiles.saveAgentProfile(profile);
        QVERIFY(savedProfile.ok());
        QVERIFY(workbench.board()->reloadAgentNames().ok());
        TaskStore tasks(database);
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Point the app at the new database host");
        task.description = QStringLiteral("Please improve the configuration.");
        task.agentProfileId = savedProfile->id;
        task.repositories = {{repository.id, QStringLiteral("main"), 0}};
        auto created = tasks.create(task);
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QVERIFY(workbench.tasks().refreshTask(created->id).ok());
        QVERIFY(workbench.board()->selectTask(created->id));
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workbench-board.png")));

        // Drag it to In Progress (the board's drop path): the agent starts and the task view opens.
        QVERIFY(workbench.board()->moveTask(created->id, QStringLiteral("in-progress")));
        QTRY_VERIFY(!window.isShowingBoard()); // once the move is written
        QTRY_COMPARE(window.runningAgents(), 1);
        TaskView *view = workbench.taskView();
        auto *steps = view->findChild<QListView *>(QStringLiteral("prepareSteps"));
        QVERIFY(steps);
        QTRY_VERIFY_WITH_TIMEOUT(rowTexts(steps->model(), Qt::DisplayRole).contains(QStringLiteral("Create agent instance")), 30'000);
        QCOMPARE(rowTexts(steps->model(), Qt::DisplayRole),
                 (QStringList{QStringLiteral("Validate repository"), QStringLiteral("Create worktree"),
                              QStringLiteral("Start agentctl"), QStringLiteral("Create agent instance")}));

        // The agent's words stream in; its permission request shows the agent's own buttons.
        TranscriptItemsModel *transcript = view->sessionPanel()->model();
        QTRY_VERIFY_WITH_TIMEOUT(rowTexts(transcript, transcript::TextRole).join(QLatin1Char(' ')).contains(QStringLiteral("I'll help you with that")), 30'000);
        QPushButton *allow = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((allow = visibleButton(view, QStringLiteral("Allow this change"))) != nullptr, 30'000);
        // The card and the header say the agent waits on the user, here and in the database.
        const auto activity = [&] { return workbench.tasks().index(workbench.tasks().rowOf(created->id)).data(TaskActivityRole).toString(); };
        QTRY_COMPARE(activity(), QStringLiteral("NEEDS_INPUT"));
        QVERIFY2(view->sessionPanel()->statusText().contains(QStringLiteral("Waiting for your answer")),
                 qPrintable(view->sessionPanel()->statusText()));
        QTRY_VERIFY(SessionStore(database).latestGlanceForTask(created->id).value()->awaitingPermission);
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workbench-task-midturn.png")));
        QTest::mouseClick(allow, Qt::LeftButton);
        QTRY_VERIFY(activity() != QStringLiteral("NEEDS_INPUT"));

        // The turn ends: the card moves to Review, idle.
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().data(workbench.tasks().index(workbench.tasks().rowOf(created->id)), TaskStepIdRole).toString(),
                                  QStringLiteral("review"), 30'000);
        QTRY_COMPARE(activity(), QStringLiteral("IDLE"));
        QTRY_VERIFY(!SessionStore(database).latestGlanceForTask(created->id).value()->awaitingPermission);

        // What the agent changed shows in Review (the SDK's example agent only pretends to edit, so
        // the test makes the edit it asked permission for).
        QString worktreePath;
        const QStringList taskDirs = QDir(home.filePath(QStringLiteral("tasks"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(taskDirs.size(), 1);
        worktreePath = home.filePath(QStringLiteral("tasks/") + taskDirs.constFirst() + QStringLiteral("/app"));
        writeFile(worktreePath + QStringLiteral("/config.json"), "{\"database\": {\"host\": \"new-host\"}}\n");
        QCOMPARE(view->currentTabName(), QStringLiteral("review"));
        QTRY_COMPARE_WITH_TIMEOUT(view->review()->shownDiff().fileCount(), 1, 30'000);
        QVERIFY(view->review()->selectFile(QStringLiteral("config.json")));
        ReviewDiffView *diff = view->review()->diffView();
        QTRY_COMPARE(diff->path(), QStringLiteral("config.json"));
        QStringList rows;
        for (int row = 0; row < diff->rowCount(); ++row)
            rows.append(diff->rowText(row));
        QVERIFY2(rows.join(QLatin1Char('\n')).contains(QStringLiteral("{\"database\": {\"host\": \"new-host\"}}")), qPrintable(rows.join(QLatin1Char('\n'))));
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workbench-task-review.png")));

        QTRY_COMPARE(window.runningAgents(), 0);
        auto *sessions = view->findChild<QComboBox *>(QStringLiteral("sessionPicker"));
        QVERIFY(sessions);
        QCOMPARE(sessions->count(), 1);
        QVERIFY2(sessions->currentText().startsWith(QStringLiteral("Session 1 · today")), qPrintable(sessions->currentText()));
        QVERIFY2(sessions->currentText().endsWith(QStringLiteral("Idle")), qPrintable(sessions->currentText()));

        // Prepare's end is announced before its execution is registered, so a window that asks
        // at once may find nothing to follow: the next turn's start takes the workspace up again.
        WorkspaceWatch &workspaces = runtime.value()->workspaces();
        const QString sessionId = view->sessionId();
        workspaces.unwatch(sessionId);
        ComposerWidget *composer = view->sessionPanel()->composer();
        composer->editor()->setPlainText(QStringLiteral("Check the port as well."));
        QPushButton *send = nullptr;
        QTRY_VERIFY((send = visibleButton(composer, QStringLiteral("Send"))) != nullptr);
        QTest::mouseClick(send, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(rowTexts(transcript, transcript::TextRole).contains(QStringLiteral("Check the port as well.")), 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(workspaces.isWatching(sessionId), 30'000);
        writeFile(worktreePath + QStringLiteral("/NOTES.md"), "Ask about the port too.\n");
        QTRY_COMPARE_WITH_TIMEOUT(view->review()->shownDiff().fileCount(), 2, 30'000);
        QTRY_VERIFY_WITH_TIMEOUT((allow = visibleButton(view, QStringLiteral("Allow this change"))) != nullptr, 30'000);
        QTest::mouseClick(allow, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(window.runningAgents(), 0, 30'000);
        runtime.value()->runner().flush();

        // Another task shown, then this one again: its Prepare tab shows the launch from the store.
        Task other = task;
        other.title = QStringLiteral("Something else");
        auto otherCreated = tasks.create(other);
        QVERIFY(otherCreated.ok());
        QVERIFY(workbench.tasks().refreshTask(otherCreated->id).ok());
        workbench.openTask(otherCreated->id);
        QCOMPARE(steps->model()->rowCount(), 0);
        workbench.openTask(created->id);
        QTRY_COMPARE(rowTexts(steps->model(), Qt::DisplayRole),
                     (QStringList{QStringLiteral("Validate repository"), QStringLiteral("Create worktree"),
                                  QStringLiteral("Start agentctl"), QStringLiteral("Create agent instance")}));
        const QString headline = view->findChild<PrepareLogPanel *>()->headline();
        QVERIFY2(headline.startsWith(QStringLiteral("Last launch, today ")) && headline.contains(QStringLiteral("workspace ready in")),
                 qPrintable(headline));

        // "Ask the Agent for a Message": the SDK agent asks its permission before it answers. The
        // modal dialog shows the question (the transcript is behind it), the answer lets the turn
        // end and the agent's words fill the message. The question Kandesk sent for the user shows
        // in the transcript as it goes, not only once the task is opened again.
        auto *shipBar = window.findChild<ShipBar *>();
        QVERIFY(shipBar);
        bool answered = false;
        QString message;
        connect(shipBar, &ShipBar::dialogShown, this, [&](QDialog *dialog) {
            auto *commit = qobject_cast<CommitDialog *>(dialog);
            if (!commit)
                return;
            QTimer::singleShot(0, commit, [&, commit] {
                commit->findChild<QPushButton *>(QStringLiteral("askAgentForMessage"))->click();
                QPushButton *option = nullptr;
                QTRY_VERIFY_WITH_TIMEOUT((option = visibleButton(commit, QStringLiteral("Allow this change"))) != nullptr, 30'000);
                QVERIFY2(option->text().startsWith(QStringLiteral("&1")), qPrintable(option->text()));
                QVERIFY(rowTexts(transcript, transcript::TextRole).contains(commitMessagePrompt()));
                QVERIFY(commit->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/commit-dialog-permission.png")));
                QTest::mouseClick(option, Qt::LeftButton);
                answered = true;
                QTRY_VERIFY_WITH_TIMEOUT(commit->message() != QStringLiteral("Point the app at the new database host"), 30'000);
                message = commit->message();
                QVERIFY(commit->findChild<QWidget *>(QStringLiteral("agentPermission"))->isHidden());
                QVERIFY(commit->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/commit-dialog-permission-answered.png")));
                commit->reject();
            });
        });
        shipBar->commit();
        QVERIFY(answered);
        QVERIFY2(!message.isEmpty(), qPrintable(message));
        QTRY_COMPARE_WITH_TIMEOUT(window.runningAgents(), 0, 30'000);
    }

    void aLongTranscriptOpensAtItsEndAndReadsBackToTheStart()
    {
        TestHome home;
        Database &database = home.database;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));

        // 60 stored turns of 100 events each: a prompt, 98 chunks of one answer and the turn's end.
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("A long conversation");
        auto created = TaskStore(database).create(task);
        QVERIFY(created.ok());
        TaskSession session;
        session.taskId = created->id;
        session.state = SessionState::WaitingForInput;
        auto stored = SessionStore(database).create(session);
        QVERIFY(stored.ok());
        QList<Message> messages;
        QList<SessionEvent> events;
        auto add = [&](int turn, const QJsonObject &event) {
            Message message;
            message.sessionId = stored->id;
            message.turn = turn;
            message.event = SessionEvent::fromJson(event);
            messages.append(message);
            events.append(message.event);
        };
        constexpr int turns = 60;
        for (int turn = 1; turn <= turns; ++turn) {
            add(turn, {{QStringLiteral("type"), QStringLiteral("user_prompt")}, {QStringLiteral("text"), QStringLiteral("question %1").arg(turn)}});
            for (int piece = 0; piece < 98; ++piece)
                add(turn, {{QStringLiteral("type"), QStringLiteral("message_chunk")}, {QStringLiteral("text"), QStringLiteral("%1 ").arg(piece)}});
            add(turn, {{QStringLiteral("type"), QStringLiteral("complete")}});
        }
        QVERIFY(MessageStore(database).appendBatch(messages).ok());
        TranscriptItemsModel whole;
        whole.appendEvents(events);

        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        workbench.openTask(created->id);
        SessionPanel *panel = workbench.taskView()->sessionPanel();
        QTRY_VERIFY(panel->model()->rowCount() > 0);
        QVERIFY(panel->model()->rowCount() < whole.rowCount());
        QVERIFY(panel->isEarlierAvailable());
        QCOMPARE(panel->model()->index(panel->model()->rowCount() - 1).data(transcript::KindRole),
                 whole.index(whole.rowCount() - 1).data(transcript::KindRole));

        auto *earlier = panel->findChild<QPushButton *>(QStringLiteral("showEarlier"));
        QVERIFY(earlier);
        int pages = 1;
        while (panel->isEarlierAvailable()) {
            const int before = panel->model()->rowCount();
            QTRY_VERIFY(earlier->isEnabled());
            earlier->click();
            QTRY_VERIFY(panel->model()->rowCount() > before);
            QVERIFY(++pages < 20);
        }
        QVERIFY(pages > 2);
        QCOMPARE(panel->model()->rowCount(), whole.rowCount());
        for (int row = 0; row < whole.rowCount(); ++row)
            QCOMPARE(panel->model()->index(row).data(transcript::TextRole), whole.index(row).data(transcript::TextRole));
    }

    // Deleting asks first (what it would lose is found off the GUI thread), then the task goes.
    // The worktree side (uncommitted work named, refused or discarded) is tst_clitasks', the
    // same application code.
    // Two tasks whose branches change the same lines: the radar marks both cards, and Review lists the
    // other task's branch, the file and the place, each side's line.
    void tasksOnTheSameLinesShowTheirConflict()
    {
        TestHome home;
        hermeticGit(home.path());
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        const QString repo = kandesk::test::makeGitRepository(
            home.filePath(QStringLiteral("src/app")), { { QStringLiteral("login.ts"), "export const user = 'guest';\n" } });
        AgentProfile profile;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("sdk-example");
        profile.customCommand = QStringLiteral("true");
        auto first = home.addTask(QStringLiteral("Add login"), {}, profile, repo);
        QVERIFY2(first.ok(), qPrintable(first.error()));
        Task second = *first;
        second.id.clear();
        second.title = QStringLiteral("Add guest mode");
        auto other = home.stores.tasks().create(second);
        QVERIFY2(other.ok(), qPrintable(other.error()));
        for (const auto &[task, line] : { std::pair { *first, QByteArrayLiteral("export const user = login();\n") },
                 std::pair { *other, QByteArrayLiteral("export const user = guestMode();\n") } }) {
            git::WorktreeSpec spec;
            spec.repositoryPath = repo;
            spec.baseBranch = QStringLiteral("main");
            spec.taskId = task.id;
            spec.taskTitle = task.title;
            spec.tasksRoot = home.filePath(QStringLiteral("tasks"));
            auto made = git::createWorktree(spec);
            QVERIFY2(made.ok(), qPrintable(made.error()));
            writeFile(made->path + QStringLiteral("/login.ts"), line);
            gitOut(made->path, { QStringLiteral("commit"), QStringLiteral("-qam"), task.title });
            QVERIFY(home.stores.tasks().setBranch(task.id, made->branch).ok());
            TaskSession ran;
            ran.taskId = task.id;
            ran.state = SessionState::Completed;
            auto session = home.stores.sessions().create(ran);
            QVERIFY2(session.ok(), qPrintable(session.error()));
            QVERIFY(home.stores.sessions().setWorkspace(session->id, made->path, made->branch).ok());
        }

        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        window.resize(1400, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        TaskModel &model = workbench.tasks();
        auto conflictOf = [&model](const QString &taskId) {
            return model.index(model.rowOf(taskId), 0).data(TaskConflictRole).toString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(conflictOf(first->id), QStringLiteral("⚠ Conflicts with “Add guest mode” in login.ts"), 30'000);
        QTRY_COMPARE(conflictOf(other->id), QStringLiteral("⚠ Conflicts with “Add login” in login.ts"));
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/board-conflict.png")));

        workbench.openTask(first->id);
        TaskView *view = workbench.taskView();
        view->findChild<QTabWidget *>()->setCurrentWidget(view->review());
        auto *panel = view->review()->findChild<QTreeWidget *>(QStringLiteral("conflictsPanel"));
        QVERIFY(panel);
        QTRY_VERIFY(panel->isVisible());
        QCOMPARE(panel->topLevelItemCount(), 1);
        QTreeWidgetItem *withOther = panel->topLevelItem(0);
        QVERIFY2(withOther->text(0).contains(QStringLiteral("“Add guest mode”")), qPrintable(withOther->text(0)));
        QCOMPARE(withOther->child(0)->text(0), QStringLiteral("login.ts"));
        QCOMPARE(withOther->child(0)->child(0)->text(0),
            QStringLiteral("line 1: this task “export const user = login();”, the other “export const user = guestMode();”"));
        QTRY_COMPARE_WITH_TIMEOUT(view->review()->shownDiff().fileCount(), 1, 30'000);
        panel->setCurrentItem(withOther->child(0));
        Q_EMIT panel->itemActivated(withOther->child(0), 0);
        QTRY_COMPARE(view->review()->diffView()->path(), QStringLiteral("login.ts"));
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/review-conflicts.png")));
    }

    // With room for one agent, a second start waits: its card and the status bar say so, its menu
    // offers Start Now, which lets it go.
    void aStartThatWaitsForRoomSaysSoOnItsCard()
    {
        TestHome home;
        auto runtime = home.startRuntime(std::make_shared<CalmMachine>());
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        QVERIFY(home.stores.settings().setValue(QStringLiteral("max_running_agents"), QStringLiteral("1")).ok());
        const QString repo = makeRepository(home.filePath(QStringLiteral("src/app")));
        AgentProfile profile;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        auto first = home.addTask(QStringLiteral("Refactor the parser"), QStringLiteral("stream 1"), profile, repo);
        QVERIFY2(first.ok(), qPrintable(first.error()));
        Task next = *first;
        next.id.clear();
        next.title = QStringLiteral("Write the migration");
        auto second = home.stores.tasks().create(next);
        QVERIFY2(second.ok(), qPrintable(second.error()));

        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        window.resize(1400, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        TaskModel &model = workbench.tasks();
        auto waitOf = [&model](const QString &taskId) { return model.index(model.rowOf(taskId), 0).data(TaskWaitRole).toString(); };
        TaskStartOptions local;
        local.executorType = QStringLiteral("local");
        QVERIFY(kandesk::test::waitForFuture(runtime.value()->runner().startTask(first->id, local)).ok());
        auto waiting = runtime.value()->runner().startTask(second->id, local);
        QTRY_COMPARE_WITH_TIMEOUT(waitOf(second->id), QStringLiteral("◷ Waiting to start: 1 of 1 agents running"), 30'000);
        QTRY_VERIFY(window.findChild<QLabel *>(QStringLiteral("agentsRunning"))->text().contains(QStringLiteral("1 start waits for room")));
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/board-admission-queue.png")));

        Q_EMIT workbench.board()->startNowRequested(second->id);
        const auto started = kandesk::test::waitForFuture(waiting);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE(waitOf(second->id), QString());
        QTRY_VERIFY(!window.findChild<QLabel *>(QStringLiteral("agentsRunning"))->text().contains(QStringLiteral("waits")));
        for (const QString &sessionId : { *started, SessionStore(home.database).listForTask(first->id)->constFirst().id })
            QVERIFY(kandesk::test::waitForFuture(runtime.value()->runner().stop(sessionId, SessionState::Completed)).ok());
    }

    void deletingATaskAsksFirstThenRemovesIt()
    {
        TestHome home;
        Database &database = home.database;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Throwaway");
        auto created = TaskStore(database).create(task);
        QVERIFY(created.ok());

        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        window.show();
        QString asked;
        auto answer = [&asked](bool deleteIt) {
            // The question is window-modal: answer it from the event loop once it shows.
            auto *timer = new QTimer;
            timer->setInterval(20);
            QObject::connect(timer, &QTimer::timeout, timer, [timer, deleteIt, &asked] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                asked = box->text();
                QVERIFY(box->defaultButton() == box->button(QMessageBox::Cancel)); // Enter keeps the task
                if (deleteIt)
                    box->findChild<QPushButton *>(QStringLiteral("deleteTaskButton"))->click();
                else
                    box->button(QMessageBox::Cancel)->click();
                timer->deleteLater();
            });
            timer->start();
        };
        answer(false);
        workbench.deleteTask(created->id);
        QTRY_VERIFY(!asked.isEmpty());
        QVERIFY2(asked.contains(QStringLiteral("will be removed")), qPrintable(asked));
        QVERIFY(TaskStore(database).get(created->id).ok()); // Cancel keeps it

        asked.clear();
        answer(true);
        workbench.deleteTask(created->id);
        QTRY_VERIFY(!asked.isEmpty());
        QTRY_VERIFY(!TaskStore(database).get(created->id).ok());
        QTRY_VERIFY(workbench.tasks().rowOf(created->id) < 0);
    }

    // Archive takes a task off the board at once when nothing would be lost; Show: Archived lists it,
    // and Ctrl+Shift+A on it puts it back.
    void archivingATaskTakesItOffTheBoardAndBack()
    {
        TestHome home;
        Database &database = home.database;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Finished research");
        auto created = TaskStore(database).create(task);
        QVERIFY(created.ok());

        const AgentRegistry agents;
        MainWindow window;
        window.resize(1100, 700);
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *board = window.findChild<TaskBoardView *>();
        QVERIFY(board);
        QTRY_VERIFY(workbench.tasks().rowOf(created->id) >= 0);

        QSignalSpy finished(workbench.removal(), &TaskRemovalFlow::archiveFinished);
        workbench.removal()->archiveTask(created->id);
        QVERIFY(finished.wait(20000));
        QVERIFY(finished.constLast().at(1).toBool());
        QVERIFY(TaskStore(database).get(created->id)->archived);
        QTRY_VERIFY(workbench.tasks().rowOf(created->id) < 0);

        auto *show = window.findChild<QComboBox *>(QStringLiteral("boardStateFilter"));
        QVERIFY(show);
        show->setCurrentIndex(show->findText(QStringLiteral("Archived")));
        QTRY_VERIFY(workbench.tasks().rowOf(created->id) >= 0);
        QVERIFY(board->selectTask(created->id));
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/board-archived.png")));

        window.action(MainWindow::Action::ArchiveTask)->trigger();
        QVERIFY(finished.wait(20000));
        QVERIFY(finished.constLast().at(1).toBool());
        QVERIFY(!TaskStore(database).get(created->id)->archived);
        QTRY_VERIFY(!board->selectTask(created->id)); // not archived: not under Show: Archived
        show->setCurrentIndex(0);
        QTRY_VERIFY(board->selectTask(created->id));
    }

    // Archive asks first when the worktree holds uncommitted files, naming them (Cancel the default);
    // Cancel keeps the task, "Archive and Lose It" archives it and its branch stays.
    void archivingATaskWithUncommittedWorkAsksFirst()
    {
        static QTemporaryDir scratch; // git's configuration, for the rest of the process
        QVERIFY(scratch.isValid());
        hermeticGit(scratch.path());
        const ShipFixture fixture(scratch.filePath(QStringLiteral("archive")), QStringLiteral("Half-done refactor"));
        writeTestFile(QDir(fixture.worktree).filePath(QStringLiteral("notes.txt")), "not committed\n");
        fixture.stores->vault().setBackend(SecretBackendKind::File);
        TaskRunnerRuntimeConfig config;
        config.homeDir = fixture.home;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        config.secrets = std::make_shared<VaultSecretStore>(fixture.stores->vault());
        auto runtime = TaskRunnerRuntime::create(*fixture.stores, config);
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));

        const AgentRegistry agents;
        MainWindow window;
        window.resize(1100, 700);
        Workbench workbench({*fixture.stores, *runtime.value(), agents}, window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(workbench.tasks().rowOf(fixture.taskId) >= 0);
        QSignalSpy finished(workbench.removal(), &TaskRemovalFlow::archiveFinished);

        workbench.removal()->archiveTask(fixture.taskId);
        QTRY_VERIFY(workbench.removal()->archiveQuestion() && workbench.removal()->archiveQuestion()->isVisible());
        QMessageBox *question = workbench.removal()->archiveQuestion();
        QCOMPARE(question->defaultButton(), question->button(QMessageBox::Cancel));
        QVERIFY2(question->informativeText().contains(QStringLiteral("notes.txt")), qPrintable(question->informativeText()));
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(question->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/archive-question.png")));
        question->button(QMessageBox::Cancel)->click();
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY(!finished.constLast().at(1).toBool());
        QVERIFY(!fixture.stores->tasks().get(fixture.taskId)->archived);
        QVERIFY(QFileInfo::exists(QDir(fixture.worktree).filePath(QStringLiteral("notes.txt"))));

        workbench.removal()->archiveTask(fixture.taskId);
        QTRY_VERIFY(workbench.removal()->archiveQuestion() && workbench.removal()->archiveQuestion()->isVisible());
        workbench.removal()->archiveQuestion()->findChild<QPushButton *>(QStringLiteral("archiveAnyway"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
        QVERIFY(finished.constLast().at(1).toBool());
        QVERIFY(fixture.stores->tasks().get(fixture.taskId)->archived);
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        QVERIFY(!gitOut(fixture.repository, {QStringLiteral("branch"), QStringLiteral("--list"), fixture.branch}).isEmpty());
    }

    void theTaskMenuWorksFromTheKeyboard()
    {
        TestHome home;
        Database &database = home.database;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Keyboard only");
        auto created = TaskStore(database).create(task);
        QVERIFY(created.ok());
        TaskSession session;
        session.taskId = created->id;
        session.state = SessionState::WaitingForInput;
        auto stored = SessionStore(database).create(session);
        QVERIFY(stored.ok());

        const AgentRegistry agents;
        MainWindow window;
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(workbench.board()->selectTask(created->id));

        // Ctrl+L opens the selected task with the prompt box focused.
        QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
        QVERIFY(!window.isShowingBoard());
        ComposerWidget *composer = workbench.taskView()->sessionPanel()->composer();
        QTRY_VERIFY(composer->editor()->hasFocus());

        // Cancel and Stop reach the shown session from anywhere in the window, once each.
        composer->setTurnRunning(true);
        composer->setAgentAlive(true);
        QSignalSpy cancelled(workbench.taskView(), &TaskView::cancelRequested);
        QSignalSpy stopped(workbench.taskView(), &TaskView::stopRequested);
        QTest::keyClick(composer->editor(), Qt::Key_Period, Qt::ControlModifier);
        workbench.taskView()->sessionPanel()->view()->setFocus();
        QTest::keyClick(workbench.taskView()->sessionPanel()->view(), Qt::Key_Period, Qt::ControlModifier);
        QCOMPARE(cancelled.size(), 2);
        QCOMPARE(cancelled.at(0).at(0).toString(), stored->id);
        QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(stopped.size(), 1);
        composer->setTurnRunning(false);

        // Alt+Left goes back to the board.
        QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
        QVERIFY(window.isShowingBoard());
        // Ctrl+` from the board: the selected task's Terminal tab (this task never ran: it says so).
        QTest::keyClick(&window, Qt::Key_QuoteLeft, Qt::ControlModifier);
        QVERIFY(!window.isShowingBoard());
        QCOMPARE(workbench.taskView()->currentTabName(), QStringLiteral("terminal"));
        QTRY_VERIFY2(workbench.taskView()->terminalPanel()->statusText().contains(QStringLiteral("has no workspace on this machine yet")),
                     qPrintable(workbench.taskView()->terminalPanel()->statusText()));
        QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
        for (const MainWindow::Action action : {MainWindow::Action::WritePrompt, MainWindow::Action::CancelTurn, MainWindow::Action::StopAgent,
                                                MainWindow::Action::Terminal, MainWindow::Action::NewTerminal})
            QVERIFY2(window.action(action)->toolTip().contains(QLatin1Char('(')), qPrintable(window.action(action)->toolTip()));
    }

    void workspacesSwitchAndAreRemembered()
    {
        TestHome home;
        Database &database = home.database;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        const AgentRegistry agents;
        TaskStore tasks(database);
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Only in the default workspace");
        QVERIFY(tasks.create(task).ok());

        QString secondId;
        {
            MainWindow window;
            Workbench workbench({home.stores, *runtime.value(), agents}, window);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QCOMPARE(workbench.workspaceId(), QStringLiteral("default"));
            QCOMPARE(workbench.tasks().rowCount(), 1);
            WorkspaceSwitcher *switcher = workbench.workspaceSwitcher();
            QCOMPARE(switcher->count(), 1);
            QCOMPARE(window.windowTitle(), QStringLiteral("Default — Kandesk"));

            const Expected<QString> created = switcher->create(QStringLiteral("Client work"));
            QVERIFY2(created.ok(), qPrintable(created.error()));
            secondId = *created;
            QCOMPARE(switcher->count(), 2);
            // Chosen with the keyboard: Switch Workspace focuses the picker; arrows and Enter pick.
            window.action(MainWindow::Action::SwitchWorkspace)->trigger();
            QTRY_VERIFY(switcher->view()->isVisible());
            QSignalSpy chosen(switcher, &WorkspaceSwitcher::workspaceChosen);
            QTest::keyClick(switcher->view(), Qt::Key_Down);
            QTest::keyClick(switcher->view(), Qt::Key_Return);
            QTRY_COMPARE(chosen.count(), 1);
            QCOMPARE(workbench.workspaceId(), secondId);
            QCOMPARE(workbench.tasks().rowCount(), 0);
            QVERIFY(workbench.board()->isShowingEmptyState());
            QCOMPARE(window.windowTitle(), QStringLiteral("Client work — Kandesk"));
            QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workbench-second-workspace.png")));

            // Its workflow has step ids of its own; the runner moves a card at a turn's end
            // (tst_taskrunner) and the board follows what it says changed.
            Task clientTask;
            clientTask.workspaceId = secondId;
            clientTask.title = QStringLiteral("A task of the client");
            auto clientCreated = tasks.create(clientTask);
            QVERIFY(clientCreated.ok());
            QVERIFY(workbench.tasks().refreshTask(clientCreated->id).ok());
            const auto clientSteps = WorkspaceStore(database).agentSteps(secondId);
            QVERIFY(clientSteps.ok());
            QVERIFY(tasks.move(clientCreated->id, clientSteps->review, -1).ok());
            QSignalSpy reread(&workbench.tasks(), &TaskModel::taskRefreshed);
            Q_EMIT runtime.value()->runner().taskChanged(clientCreated->id);
            QVERIFY(reread.wait()); // read off the GUI thread
            const int row = workbench.tasks().rowOf(clientCreated->id);
            QVERIFY(row >= 0);
            QCOMPARE(workbench.tasks().taskAt(row).workflowStepId, clientSteps->review);
        }

        // The next start opens where the user left off.
        MainWindow window;
        Workbench workbench({home.stores, *runtime.value(), agents}, window);
        QCOMPARE(workbench.workspaceId(), secondId);
        QCOMPARE(workbench.workspaceSwitcher()->currentWorkspaceId(), secondId);
        workbench.switchWorkspace(QStringLiteral("default"));
        QCOMPARE(workbench.tasks().rowCount(), 1);
    }
};

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
