// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The window when an agent fails to start, with everything real underneath (SQLite, git, agentctl
// and the scripted stub agent): the task says why and offers a way out, and after the cause is
// fixed and Kandesk restarted, Send, Task ▸ Start Agent or Retry complete a turn. An agent that
// asks for its terminal sign-in gets it in the task's terminal, and the start goes on after it.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "models/agents/agentregistry.h"
#include "models/items/roles.h"
#include "models/items/taskmodel.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "support/sdkagent.h"
#include "support/gitrepository.h"
#include "support/processprobe.h"
#include "support/runnerwaits.h"
#include "support/terminaltext.h"
#include "support/testhome.h"
#include "application/terminals/terminal.h"
#include "ui/task/terminal/terminalpanel.h"
#include "ui/task/terminal/terminalview.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/task/composerwidget.h"
#include "ui/task/preparelogpanel.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"
#include "ui/workbench.h"

#include <QAction>
#include <QClipboard>
#include <QDialog>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::TestHome;

namespace {

constexpr int kTimeout = 30'000;

QList<transcript::ItemKind> kinds(const TranscriptItemsModel *model)
{
    QList<transcript::ItemKind> out;
    for (int row = 0; row < model->rowCount(); ++row)
        out.append(transcript::ItemKind(model->index(row).data(transcript::KindRole).toInt()));
    return out;
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

// Processes whose command line mentions marker (the test's home): the probe for leftovers.
int processesMentioning(const QString &marker)
{
    int count = 0;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        bool number = false;
        pid.toLongLong(&number);
        if (!number)
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        if (cmdline.readAll().contains(marker.toUtf8()) && kandesk::test::processAlive(pid.toLongLong()))
            ++count;
    }
    return count;
}

// The home of one scenario: a repository, an agent profile (unless told, the stub agent, which
// fails while faults lists exit-at-start) and a task of both.
struct FailingAgentHome {
    TestHome home;
    QString faults = home.filePath(QStringLiteral("faults"));
    QString taskId;

    bool prepare(const QString &description, const QString &agentCommand = {})
    {
        if (!home.dir.isValid() || !home.open())
            return false;
        kandesk::test::writeTestFile(faults, "exit-at-start\n");
        const QString repo = kandesk::test::makeGitRepository(home.filePath(QStringLiteral("src/app")));
        Repository repository;
        repository.workspaceId = QStringLiteral("default");
        repository.name = QStringLiteral("app");
        repository.path = repo;
        repository.defaultBranch = QStringLiteral("main");
        auto added = RepositoryStore(home.database).add(repository);
        AgentProfile profile;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = agentCommand.isEmpty() ? QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --faults '%1'").arg(faults)
                                                       : agentCommand;
        auto saved = ProfileStore(home.database).saveAgentProfile(profile);
        if (!added || !saved)
            return false;
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Fix the flaky login test");
        task.description = description;
        task.agentProfileId = saved->id;
        task.repositories = { { added->id, QStringLiteral("main"), 0 } };
        auto created = TaskStore(home.database).create(task);
        if (!created)
            return false;
        taskId = created->id;
        return true;
    }
};

struct Window {
    const AgentRegistry agents;
    MainWindow window;
    std::unique_ptr<Workbench> workbench;

    Window(TestHome &home, TaskRunnerRuntime &runtime)
        : workbench(
            std::make_unique<Workbench>(Workbench::Services { home.stores, runtime, agents }, window))
    {
        window.resize(1200, 760);
        window.show();
    }

    SessionPanel *panel() const { return workbench->taskView()->sessionPanel(); }
    TranscriptItemsModel *transcript() const { return panel()->model(); }
};

} // namespace

class TestWorkbenchFailures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    }

    void aFailedStartIsRetriedAfterARestart_data()
    {
        QTest::addColumn<QString>("way");
        QTest::newRow("send a prompt") << QStringLiteral("send");
        QTest::newRow("Task > Start Agent") << QStringLiteral("start");
        QTest::newRow("Retry") << QStringLiteral("retry");
    }

    void aFailedStartIsRetriedAfterARestart()
    {
        QFETCH(QString, way);
        FailingAgentHome scenario;
        QVERIFY(scenario.prepare(QStringLiteral("stream 2")));
        TestHome &home = scenario.home;
        QString sessionId;
        {
            auto runtime = home.startRuntime();
            QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
            Window ui(home, *runtime.value());
            QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
            // Moved to In Progress, the card starts its agent (the board's way to start it).
            QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, QStringLiteral("in-progress")));
            QTRY_VERIFY(!ui.window.isShowingBoard()); // once the move is written

            // It fails: the view says so with the reason and offers Retry; nothing says "working".
            QTRY_VERIFY2_WITH_TIMEOUT(ui.panel()->sessionState() == std::optional(SessionState::Failed),
                qPrintable(ui.panel()->statusText() + QStringLiteral(" | ") + ui.panel()->noticeText()
                    + QStringLiteral(" | ") + ui.workbench->taskView()->prepareLog()->headline() + QStringLiteral(" | ")
                    + ui.window.statusBar()->currentMessage()),
                kTimeout);
            sessionId = ui.workbench->taskView()->sessionId();
            QVERIFY(!sessionId.isEmpty());
            QVERIFY2(ui.panel()->statusText().contains(QStringLiteral("Failed")), qPrintable(ui.panel()->statusText()));
            QVERIFY(!ui.panel()->statusText().contains(QStringLiteral("working")));
            QVERIFY(!ui.panel()->noticeText().isEmpty());
            QCOMPARE(ui.panel()->noticeAction(), QStringLiteral("&Retry"));
            QVERIFY(!ui.panel()->composer()->turnRunning());
            QVERIFY(ui.workbench->taskView()->prepareLog()->headline() != QStringLiteral("Starting…"));
            // The first prompt is in the transcript even though the agent never answered it.
            QCOMPARE(promptsOf(ui.transcript()), QStringList { QStringLiteral("stream 2") });
            if (way == QLatin1String("send")) {
                QVERIFY(
                    ui.window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workbench-failed-start.png")));
            }
            QTRY_COMPARE(runtime.value()->processes().runningCount(), 0);
            QTRY_COMPARE(processesMentioning(home.path()), 0);
            runtime.value()->runner().flush();
        }
        auto stored = SessionStore(home.database).get(sessionId);
        QVERIFY(stored.ok());
        QCOMPARE(stored->state, SessionState::Failed);

        // The cause is fixed and Kandesk starts again (start-up recovery, a new runtime and window).
        QVERIFY(QFile::remove(scenario.faults));
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        auto recovered = runtime.value()->recoverAtStartup();
        recovered.waitForFinished();
        QVERIFY(recovered.result().ok());
        Window ui(home, *runtime.value());
        ui.workbench->openTask(scenario.taskId);
        QCOMPARE(ui.workbench->taskView()->sessionId(), sessionId);
        QCOMPARE(ui.panel()->sessionState(), std::optional(SessionState::Failed));
        QCOMPARE(ui.panel()->noticeAction(), QStringLiteral("&Retry"));
        QVERIFY(!ui.panel()->statusText().contains(QStringLiteral("working")));
        QVERIFY(ui.workbench->taskView()->prepareLog()->headline() != QStringLiteral("Starting…"));
        QTRY_COMPARE(promptsOf(ui.transcript()), QStringList { QStringLiteral("stream 2") });

        // Retry (and Start, which retries) sends the prompt the agent never answered again: one copy
        // in the transcript, shown and stored. A prompt of the user's own is a second one.
        QStringList expectedPrompts { QStringLiteral("stream 2") };
        if (way == QLatin1String("send")) {
            ComposerWidget *composer = ui.panel()->composer();
            composer->setText(QStringLiteral("stream 3"));
            auto *send = composer->findChild<QPushButton *>(QStringLiteral("composerSend"));
            QVERIFY(send && send->isEnabled());
            QTest::mouseClick(send, Qt::LeftButton);
            expectedPrompts.append(QStringLiteral("stream 3"));
        } else if (way == QLatin1String("start")) {
            ui.window.action(MainWindow::Action::StartTask)->trigger();
        } else {
            auto *retry = ui.panel()->findChild<QPushButton *>(QStringLiteral("sessionNoticeAction"));
            QVERIFY(retry && retry->isVisible());
            QTest::mouseClick(retry, Qt::LeftButton);
        }

        // The same session starts again in its workspace and completes a turn.
        QTRY_VERIFY_WITH_TIMEOUT(kinds(ui.transcript()).contains(transcript::ItemKind::TurnEnded), kTimeout);
        QCOMPARE(ui.workbench->taskView()->sessionId(), sessionId);
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);
        QVERIFY2(ui.panel()->statusText().contains(QStringLiteral("Waiting")), qPrintable(ui.panel()->statusText()));
        QVERIFY(ui.panel()->noticeText().isEmpty());
        QCOMPARE(promptsOf(ui.transcript()), expectedPrompts);
        QTRY_COMPARE(SessionStore(home.database).state(sessionId).value(), SessionState::WaitingForInput);
        QCOMPARE(SessionStore(home.database).listForTask(scenario.taskId).value().size(), 1);

        TaskRunner &runner = runtime.value()->runner();
        QStringList storedPrompts;
        for (const Message &message : kandesk::test::storedTranscript(runner, home.database, sessionId)) {
            if (message.event.kind == SessionEvent::Kind::UserPrompt)
                storedPrompts.append(message.event.text);
        }
        QCOMPARE(storedPrompts, expectedPrompts);
        QVERIFY(runner.isRunning(sessionId));
        auto stopped = runner.stop(sessionId);
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        QVERIFY2(stopped.result().ok(), qPrintable(stopped.result().error()));
        QTRY_COMPARE(runtime.value()->processes().runningCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(processesMentioning(home.path()), 0, kTimeout);
        runner.flush();
    }

    // The SDK 2.4 test agent refuses a session until signed in and offers its terminal sign-in
    // (ACP's auth method of type terminal): the card's Sign In runs it in the task's Terminal tab,
    // the user answers it there, and when it exits 0 the start goes on and the turn completes.
    void aTerminalSignInRunsInTheTaskTerminalAndStartsAgain()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run");
        FailingAgentHome scenario;
        const QString state = scenario.home.filePath(QStringLiteral("agent-state"));
        QVERIFY(scenario.prepare(QStringLiteral("hello after signing in"),
                                 test::sdk2AgentCommand(node, state, { QStringLiteral("SDK2AGENT_SIGN_IN=1") })));
        TestHome &home = scenario.home;
        const QString taskId = scenario.taskId;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(taskId, QStringLiteral("in-progress")));
        QTRY_VERIFY_WITH_TIMEOUT(ui.panel()->sessionState() == std::optional(SessionState::Failed), kTimeout);
        QPushButton *signIn = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((signIn = ui.panel()->findChild<QPushButton *>(QStringLiteral("failureAction"))), kTimeout);
        QCOMPARE(signIn->text(), QStringLiteral("Sign In: Test agent sign-in…"));
        QVERIFY2(signIn->toolTip().contains(QStringLiteral("--sign-in")), qPrintable(signIn->toolTip()));
        QTest::mouseClick(signIn, Qt::LeftButton);

        TerminalPanel *terminals = ui.workbench->taskView()->terminalPanel();
        QTRY_COMPARE(ui.workbench->taskView()->currentTabName(), QStringLiteral("terminal"));
        QTRY_VERIFY_WITH_TIMEOUT(terminals->currentView(), kTimeout);
        Terminal *terminal = terminals->currentView()->terminal();
        QTRY_VERIFY_WITH_TIMEOUT(kandesk::test::screenText(*terminal).contains(QStringLiteral("Press Enter to sign in")), kTimeout);
        QVERIFY(ui.window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/terminal-sign-in.png")));
        terminal->sendKey(TerminalKey::Enter);

        // Signed in (with the method's own variable), the same session starts again and answers.
        QTRY_VERIFY_WITH_TIMEOUT(terminal->isFinished(), kTimeout);
        QCOMPARE(terminal->exitCode(), 0);
        QFile mark(state + QStringLiteral("/signed-in"));
        QVERIFY(mark.open(QIODevice::ReadOnly));
        QCOMPARE(mark.readAll(), QByteArray("terminal"));
        QTRY_VERIFY_WITH_TIMEOUT(kinds(ui.transcript()).contains(transcript::ItemKind::TurnEnded), kTimeout);
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);
        QCOMPARE(SessionStore(home.database).listForTask(taskId).value().size(), 1);
        const QString sessionId = ui.workbench->taskView()->sessionId();
        TaskRunner &runner = runtime.value()->runner();
        auto stopped = runner.stop(sessionId);
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        QTRY_COMPARE(runtime.value()->processes().runningCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(processesMentioning(home.path()), 0, kTimeout);
        runner.flush();
    }

    void theFirstPromptOfAStartedTaskIsInItsTranscript()
    {
        FailingAgentHome scenario;
        QVERIFY(scenario.prepare(QStringLiteral("stream 2")));
        QVERIFY(QFile::remove(scenario.faults));
        TestHome &home = scenario.home;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, QStringLiteral("in-progress")));

        QTRY_VERIFY_WITH_TIMEOUT(kinds(ui.transcript()).contains(transcript::ItemKind::TurnEnded), kTimeout);
        const QList<transcript::ItemKind> seen = kinds(ui.transcript());
        QCOMPARE(seen.constFirst(), transcript::ItemKind::UserPrompt);
        QCOMPARE(promptsOf(ui.transcript()), QStringList { QStringLiteral("stream 2") });
        QVERIFY(seen.contains(transcript::ItemKind::AgentText));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);

        // Opened again from the store, it reads the same.
        const QString sessionId = ui.workbench->taskView()->sessionId();
        runtime.value()->runner().flush();
        ui.window.showBoard();
        ui.workbench->openTask(scenario.taskId);
        QTRY_VERIFY(kinds(ui.transcript()).contains(transcript::ItemKind::TurnEnded));
        QCOMPARE(promptsOf(ui.transcript()), QStringList { QStringLiteral("stream 2") });

        auto stopped = runtime.value()->runner().stop(sessionId);
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        QTRY_COMPARE(runtime.value()->processes().runningCount(), 0);
        runtime.value()->runner().flush();
    }

    // Kandesk starts after one that died while an agent worked: the window asks the runtime for
    // start-up recovery and says what it found; the card no longer claims the agent runs.
    void theWindowSaysWhatStartUpRecoveryFound()
    {
        TestHome home;
        QVERIFY(home.open().ok());
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Left running");
        const auto created = home.stores.tasks().create(task);
        QVERIFY(created.ok());
        TaskSession session;
        session.taskId = created->id;
        session.state = SessionState::Running;
        session.workspacePath = home.filePath(QStringLiteral("gone"));
        const auto stored = home.stores.sessions().create(session);
        QVERIFY(stored.ok());
        ExecutorRunning dead;
        dead.sessionId = stored->id;
        dead.taskId = created->id;
        dead.executionId = QStringLiteral("exec-dead");
        dead.executorType = QStringLiteral("local");
        dead.runtime = QStringLiteral("standalone");
        dead.status = QStringLiteral("running");
        dead.agentctlUrl = QStringLiteral("http://127.0.0.1:1");
        QVERIFY(home.stores.executorsRunning().upsert(dead).ok());

        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(created->id).ok());
        ui.workbench->recoverAtStartup();
        QTRY_COMPARE_WITH_TIMEOUT(ui.window.statusBar()->currentMessage(), QStringLiteral("1 interrupted session can be resumed"), kTimeout);
        QCOMPARE(home.stores.sessions().state(stored->id).value(), SessionState::WaitingForInput);
        const int row = ui.workbench->tasks().rowOf(created->id);
        QVERIFY(row >= 0);
        QTRY_COMPARE_WITH_TIMEOUT(ui.workbench->tasks().index(row, 0).data(TaskSessionStateRole).toString(),
                                  QStringLiteral("WAITING_FOR_INPUT"), kTimeout);
    }

    // The note a crash left is shown at the next start: its text, Copy to the clipboard, and the
    // window's own Report a Bug.
    void theNoteOfALastCrashIsShown()
    {
        TestHome home;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(home, *runtime.value());
        const QString note = QStringLiteral("Kandesk 0.1.0 (Qt 6.4.2, pid 7)\nStopped by SIGSEGV (a bad memory access) at 1764576000\n");
        ui.workbench->showCrashNote(note);
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = ui.window.findChild<QDialog *>(QStringLiteral("crashNoteDialog"))) && dialog->isVisible());
        QCOMPARE(dialog->findChild<QPlainTextEdit *>(QStringLiteral("crashNote"))->toPlainText(), note);
        dialog->findChild<QPushButton *>(QStringLiteral("copyCrashNote"))->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), note);
        QSignalSpy reported(ui.window.action(MainWindow::Action::ReportBug), &QAction::triggered);
        dialog->findChild<QPushButton *>(QStringLiteral("reportCrash"))->click();
        QCOMPARE(reported.size(), 1);
        QVERIFY(dialog->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/crash-note.png")));
        dialog->reject();
    }

    void theComposerKeepsOneDraftPerTask()
    {
        TestHome home;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskStore tasks(home.database);
        Task first;
        first.workspaceId = QStringLiteral("default");
        first.title = QStringLiteral("First");
        Task second = first;
        second.title = QStringLiteral("Second");
        const auto a = tasks.create(first);
        const auto b = tasks.create(second);
        QVERIFY(a.ok() && b.ok());
        Window ui(home, *runtime.value());
        QPlainTextEdit *editor = ui.panel()->composer()->editor();

        ui.workbench->openTask(a->id);
        QVERIFY(editor->toPlainText().isEmpty());
        QTest::keyClicks(editor, QStringLiteral("half a thought for the first"));
        ui.workbench->openTask(b->id);
        QCOMPARE(editor->toPlainText(), QString());
        QTest::keyClicks(editor, QStringLiteral("for the second"));
        ui.workbench->openTask(a->id);
        QCOMPARE(editor->toPlainText(), QStringLiteral("half a thought for the first"));
        ui.workbench->openTask(b->id);
        QCOMPARE(editor->toPlainText(), QStringLiteral("for the second"));
        // Emptied in one task, it stays empty there and the other keeps its own.
        editor->clear();
        ui.workbench->openTask(a->id);
        QCOMPARE(editor->toPlainText(), QStringLiteral("half a thought for the first"));
        ui.workbench->openTask(b->id);
        QCOMPARE(editor->toPlainText(), QString());
    }
};

QTEST_MAIN(TestWorkbenchFailures)
#include "tst_workbenchfailures.moc"
