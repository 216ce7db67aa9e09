// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The window's board follows what another process does to the same home: tasks created, changed
// and deleted by another connection and by the real `kandesk task delete` show up without a reload;
// a card moved by the real `kandesk task move` has its step run by the window.
#include "application/stores.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/repositoryservice.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/storeadapters.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/items/roles.h"
#include "models/items/taskmodel.h"
#include "models/secretvault.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"
#include "support/sdkagent.h"
#include "ui/board/importsessiondialog.h"
#include "ui/board/repositorypicker.h"
#include "ui/mainwindow.h"
#include "ui/task/checkpointsdialog.h"
#include "ui/task/preparelogpanel.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"
#include "ui/workbench.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeWidget>

#include <limits>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

Database &opened(Database &database)
{
    if (const Status status = database.open(); !status)
        qFatal("the database: %s", qPrintable(status.error()));
    return database;
}

// The window over a home, made as the app makes it: database, stores, runtime, workbench.
struct WindowOnHome {
    Database database;
    Stores stores;
    std::unique_ptr<TaskRunnerRuntime> runtime;
    const AgentRegistry agents;
    MainWindow window;
    std::unique_ptr<Workbench> workbench;

    explicit WindowOnHome(const QString &home)
        : database(databasePath(home))
        , stores(opened(database), home)
    {
        TaskRunnerRuntimeConfig config;
        config.homeDir = home;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        config.secrets = std::make_shared<VaultSecretStore>(stores.vault());
        auto made = TaskRunnerRuntime::create(stores, config);
        if (!made)
            qFatal("the runtime: %s", qPrintable(made.error()));
        runtime = std::move(made).value();
        workbench = std::make_unique<Workbench>(Workbench::Services{stores, *runtime, agents}, window);
        window.show();
    }
    ~WindowOnHome()
    {
        workbench.reset(); // the views before the runtime, the runtime before the stores
        runtime.reset();
    }
};

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QStringList rowTexts(QAbstractItemModel *model, int role)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        texts.append(model->index(row, 0).data(role).toString());
    return texts;
}

// A scratch folder holding a git repository (src) and the path of a home beside it.
struct ScratchRepository {
    QTemporaryDir dir;
    QString repo = test::makeGitRepository(dir.filePath(QStringLiteral("src")));
    QString home = dir.filePath(QStringLiteral("home"));
};

} // namespace

class TestWorkbenchLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theBoardShowsChangesOfOtherProcesses()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        WindowOnHome shown(home.path());
        Workbench &workbench = *shown.workbench;
        QCOMPARE(workbench.tasks().rowCount(), 0);

        // Another connection, as `kandesk run` in another process has.
        Database other(home.filePath(QStringLiteral("kandesk.db")));
        QVERIFY(other.open().ok());
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("from the command line");
        const auto created = TaskStore(other).create(task);
        QVERIFY(created.ok());
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().rowCount(), 1, 10'000);
        QCOMPARE(workbench.tasks().index(0, 0).data(TaskTitleRole).toString(), QStringLiteral("from the command line"));

        TaskSession session;
        session.taskId = created->id;
        session.state = SessionState::Running;
        QVERIFY(SessionStore(other).create(session).ok());
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().index(0, 0).data(TaskSessionStateRole).toString(), QStringLiteral("RUNNING"), 10'000);

        // The real binary deletes it; the card goes.
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KANDESK_SECRET_BACKEND"), QStringLiteral("file"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(KANDESK_APP_PATH), {QStringLiteral("task"), QStringLiteral("delete"), created->id,
                                                         QStringLiteral("--data-dir"), home.path()});
        QVERIFY(process.waitForStarted());
        // The window's event loop keeps running while the other process writes.
        QTRY_VERIFY_WITH_TIMEOUT(process.state() == QProcess::NotRunning, 30'000);
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().rowCount(), 0, 10'000);
    }

    // Deleting from the window does what `kandesk task delete` does (tst_clitasks): a run another
    // process owns is stopped first; the dialog names the commits nowhere else; the deleted
    // branch's last commit stays reachable.
    void deletingFromTheWindowStopsAnotherProcessesRunAndKeepsItsCommits()
    {
        const ScratchRepository scratch;
        QVERIFY(scratch.dir.isValid());
        const QString &repo = scratch.repo, &home = scratch.home;
        QProcess run;
        run.setProcessEnvironment(cliEnvironment());
        run.start(kandeskApp(), {s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"),
                                 s("'" KANDESK_STUBAGENT_PATH "'"), s("slow")});
        QVERIFY(run.waitForStarted());
        run.closeWriteChannel();
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += run.readAllStandardOutput()).contains("tick"), 30'000);
        const QString taskId = QJsonDocument::fromJson(seen.left(seen.indexOf('\n'))).object().value(s("task_id")).toString();
        const QJsonObject shown = runCli({s("task"), s("show"), taskId, s("--json"), s("--data-dir"), home})
                                      .json().value(s("sessions")).toArray().at(0).toObject();
        const QString worktree = shown.value(s("worktree_path")).toString();
        const QString branch = shown.value(s("branch")).toString();
        writeTestFile(QDir(worktree).filePath(s("feature.txt")), "done\n");
        QVERIFY(git::runGitChecked(worktree, {s("add"), s("feature.txt")}).ok());
        QVERIFY(git::runGitChecked(worktree, {s("commit"), s("-q"), s("-m"), s("Add the feature")}).ok());
        const QString committed = git::runGitChecked(worktree, {s("rev-parse"), s("HEAD")}).value().trimmed();

        WindowOnHome onHome(home);
        Workbench &workbench = *onHome.workbench;
        Database &database = onHome.database;
        onHome.window.resize(1000, 700);
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().rowCount(), 1, 10'000);

        QString asked;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, &answer, [&answer, &asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            answer.stop();
            asked = box->text();
            const QString artifacts = QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR);
            QDir().mkpath(artifacts);
            box->grab().save(QDir(artifacts).filePath(QStringLiteral("task-delete-dialog.png")));
            box->findChild<QPushButton *>(QStringLiteral("deleteTaskButton"))->click();
        });
        answer.start();
        workbench.deleteTask(taskId);
        QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 30'000);
        QVERIFY2(asked.contains(s("1 commit on ") + branch) && asked.contains(s("Add the feature")), qPrintable(asked));

        QTRY_VERIFY_WITH_TIMEOUT(!TaskStore(database).get(taskId).ok(), 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(run.state() == QProcess::NotRunning, 60'000);
        QVERIFY(run.exitCode() != 0);
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
        QVERIFY(!QFileInfo::exists(worktree));
        QCOMPARE(git::runGitChecked(repo, {s("rev-parse"), s("refs/kandesk/deleted/") + taskId + s("/") + branch + s("^")}).value().trimmed(),
                 committed);
        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().rowCount(), 0, 10'000);
    }

    // One rule for a repository, whoever adds it: the window's picker and `kandesk run --repo` on a
    // folder inside a repository checked out on a feature branch, whose origin's HEAD is main, both
    // keep its top level with main as its default branch.
    void aRepositoryAddedFromTheWindowOrTheCommandLineIsTheSame()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString repo = makeGitRepository(dir.filePath(s("src")));
        const QString bare = dir.filePath(s("origin.git"));
        QVERIFY(git::runGitChecked(dir.path(), {s("init"), s("-q"), s("--bare"), s("-b"), s("main"), bare}).ok());
        QVERIFY(git::runGitChecked(repo, {s("remote"), s("add"), s("origin"), bare}).ok());
        QVERIFY(git::runGitChecked(repo, {s("push"), s("-q"), s("origin"), s("main")}).ok());
        QVERIFY(git::runGitChecked(repo, {s("remote"), s("set-head"), s("origin"), s("main")}).ok());
        QVERIFY(git::runGitChecked(repo, {s("checkout"), s("-q"), s("-b"), s("feature")}).ok());
        const QString inside = QDir(repo).filePath(s("docs"));
        QVERIFY(QDir().mkpath(inside));

        // The window's way.
        const QString windowHome = dir.filePath(s("window-home"));
        QVERIFY(QDir().mkpath(windowHome));
        Database windowDatabase(databasePath(windowHome));
        QVERIFY(windowDatabase.open().ok());
        Stores windowStores(windowDatabase, windowHome);
        RepositoryService adding(windowStores);
        RepositoryPicker picker(adding, s("default"));
        QSignalSpy added(&picker, &RepositoryPicker::added);
        picker.add(inside);
        QVERIFY(added.wait(30'000));
        const auto fromWindow = added.at(0).at(0).value<Repository>();

        // The command line's way, on a home of its own.
        const QString cliHome = dir.filePath(s("cli-home"));
        const CliRun run = runCli({s("run"), s("--json"), s("--repo"), inside, s("--data-dir"), cliHome, s("--agent-command"),
                                   s("'" KANDESK_STUBAGENT_PATH "'"), s("stream 1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        Database cliDatabase(databasePath(cliHome));
        QVERIFY(cliDatabase.open().ok());
        const QString cliWorkspace = run.first(s("task_created")).value(s("task_id")).toString().isEmpty()
            ? QString()
            : TaskStore(cliDatabase).get(run.first(s("task_created")).value(s("task_id")).toString())->workspaceId;
        const auto fromCli = RepositoryStore(cliDatabase).list(cliWorkspace);
        QVERIFY2(fromCli.ok() && fromCli->size() == 1, qPrintable(fromCli.error()));

        QCOMPARE(fromWindow.path, repo);
        QCOMPARE(fromCli->constFirst().path, fromWindow.path);
        QCOMPARE(fromWindow.name, s("src"));
        QCOMPARE(fromCli->constFirst().name, fromWindow.name);
        QCOMPARE(fromWindow.defaultBranch, s("main"));
        QCOMPARE(fromCli->constFirst().defaultBranch, fromWindow.defaultBranch);
        QCOMPARE(run.first(s("task_created")).value(s("repository")).toString(), repo);

        // Adding it again is the same row, said so.
        picker.add(repo);
        QVERIFY(added.wait(30'000));
        QCOMPARE(added.at(1).at(0).value<Repository>().id, fromWindow.id);
        QVERIFY(added.at(1).at(1).toBool());
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(cliHome), QStringList{}, 15'000);
    }

    // A card moved on the command line without --run (`kandesk task move ID "In Progress"`) has its
    // step run by the open window: In Progress asks the task's agent for another turn, once.
    void aCardMovedOnTheCommandLineRunsItsStepInTheWindow()
    {
        const ScratchRepository scratch;
        QVERIFY(scratch.dir.isValid());
        const QString &repo = scratch.repo, &home = scratch.home;
        const CliRun run = runCli({s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"),
                                   s("'" KANDESK_STUBAGENT_PATH "'"), s("stream 1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString taskId = run.first(s("task_created")).value(s("task_id")).toString();
        QVERIFY(!taskId.isEmpty());

        WindowOnHome onHome(home);
        onHome.workbench->recoverAtStartup(); // as the app does: the workflow runs once sessions are recovered
        Database &database = onHome.database;
        QTRY_COMPARE_WITH_TIMEOUT(onHome.workbench->tasks().rowCount(), 1, 10'000);
        const auto prompts = [&database, &taskId] {
            int count = 0;
            for (const TaskSession &session : SessionStore(database).listForTask(taskId).value()) {
                for (const Message &message : MessageStore(database).pageBefore(session.id, std::numeric_limits<qint64>::max(), 1000).value())
                    count += message.event.kind == SessionEvent::Kind::UserPrompt ? 1 : 0;
            }
            return count;
        };
        QCOMPARE(prompts(), 1);

        const CliRun moved = runCli({s("task"), s("move"), taskId, s("In Progress"), s("--data-dir"), home});
        QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
        QVERIFY2(moved.out.contains(s("runs in the Kandesk window")), qPrintable(moved.out));
        QTRY_COMPARE_WITH_TIMEOUT(prompts(), 2, 60'000);
        QTRY_COMPARE_WITH_TIMEOUT(SessionStore(database).latestForTask(taskId).value().state, SessionState::WaitingForInput, 60'000);
        QCOMPARE(prompts(), 2); // once
    }

    // Task ▸ Restore Checkpoint…: the checkpoint kept before a run's turn, what restoring it would
    // change, and the restore, from the window.
    void aTurnIsUndoneFromTheWindow()
    {
        const ScratchRepository scratch;
        QVERIFY(scratch.dir.isValid());
        const CliRun run = runCli({s("run"), s("--json"), s("--repo"), scratch.repo, s("--data-dir"), scratch.home, s("--agent-command"),
                                   s("'" KANDESK_STUBAGENT_PATH "'"), s("fs made-by-agent.txt")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString taskId = run.first(s("task_created")).value(s("task_id")).toString();
        WindowOnHome onHome(scratch.home);
        const QString worktree = SessionStore(onHome.database).latestForTask(taskId)->workspacePath;
        QVERIFY(QFile::exists(worktree + s("/made-by-agent.txt")));

        bool restored = false;
        QString shown;
        QTimer act;
        act.setInterval(20);
        connect(&act, &QTimer::timeout, &act, [&] {
            auto *dialog = qobject_cast<CheckpointsDialog *>(QApplication::activeModalWidget());
            if (!dialog || !dialog->restoreButton()->isEnabled())
                return;
            act.stop();
            shown = dialog->preview()->toPlainText();
            dialog->resize(720, 460);
            QVERIFY(dialog->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/restore-checkpoint.png")));
            restored = true;
            dialog->restoreButton()->click();
        });
        act.start();
        onHome.workbench->openCheckpoints(taskId, s("fs made-by-agent.txt"));
        QVERIFY(restored);
        QVERIFY2(shown.contains(s("D made-by-agent.txt")), qPrintable(shown));
        QVERIFY(!QFile::exists(worktree + s("/made-by-agent.txt")));
        QVERIFY2(onHome.window.statusBar()->currentMessage().startsWith(s("Restored to before turn 1: 1 file put back")),
                 qPrintable(onHome.window.statusBar()->currentMessage()));
    }

    // File ▸ Import Agent Session…: a session started in the agent's own CLI, picked from the
    // agent's list, becomes a task on the board whose transcript shows its history, the agent
    // waiting for the next prompt.
    void aSessionOfTheAgentsOwnIsBroughtInFromTheWindow()
    {
        const QString node = QStandardPaths::findExecutable(s("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run (install nodejs to run these tests)");
        const ScratchRepository scratch;
        QVERIFY(scratch.dir.isValid());
        const QString state = scratch.dir.filePath(s("agent-state"));
        QVERIFY(QDir().mkpath(state));
        QVERIFY(test::writeSdk2Session(state, s("cli-7"), scratch.repo, s("Sort the imports"), s("2026-12-02T09:00:00.000Z"),
                                       {{s("sort them"), s("echo: sort them")}}));
        QVERIFY(QDir().mkpath(scratch.home));
        {
            Database database(databasePath(scratch.home));
            QVERIFY(database.open().ok());
            AgentProfile profile;
            profile.name = s("Test agent");
            profile.agentId = s("sdk2-test-agent");
            profile.customCommand = test::sdk2AgentCommand(node, state);
            QVERIFY(ProfileStore(database).saveAgentProfile(profile).ok());
        }
        WindowOnHome onHome(scratch.home);
        onHome.window.resize(1000, 700);
        Workbench &workbench = *onHome.workbench;

        bool picked = false;
        QTimer pick;
        pick.setInterval(20);
        connect(&pick, &QTimer::timeout, &pick, [&pick, &picked] {
            auto *dialog = qobject_cast<ImportSessionDialog *>(QApplication::activeModalWidget());
            auto *list = dialog ? dialog->findChild<QTreeWidget *>(s("importSessionList")) : nullptr;
            if (!list || list->topLevelItemCount() == 0)
                return;
            pick.stop();
            picked = true;
            dialog->findChild<QPushButton *>(s("importSessionImport"))->click();
        });
        pick.start();
        onHome.window.action(MainWindow::Action::ImportSession)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(picked, 30'000);

        QTRY_COMPARE_WITH_TIMEOUT(workbench.tasks().rowCount(), 1, 30'000);
        const QString taskId = workbench.tasks().index(0, 0).data(TaskIdRole).toString();
        QTRY_COMPARE_WITH_TIMEOUT(workbench.taskView()->taskId(), taskId, 30'000);
        QVERIFY(!onHome.window.isShowingBoard());
        TranscriptItemsModel *transcript = workbench.taskView()->sessionPanel()->model();
        const auto shown = [transcript] { return rowTexts(transcript, transcript::TextRole).join(QLatin1Char(' ')); };
        QTRY_VERIFY2_WITH_TIMEOUT(shown().contains(s("sort them")) && shown().contains(s("echo: sort them")), qPrintable(shown()), 30'000);
        QVERIFY(test::sdk2AgentCalls(state).contains(s("session/load cli-7")));
        // Nothing was prepared (the session's folder is used as it is): the Prepare tab does not
        // wait for a preparation that never comes.
        auto *tabs = workbench.taskView()->findChild<QTabWidget *>();
        QTRY_VERIFY_WITH_TIMEOUT(tabs->currentWidget() != workbench.taskView()->prepareLog(), 10'000);
        QVERIFY(onHome.window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/import-session-task.png")));
    }
};

QTEST_MAIN(TestWorkbenchLive)
#include "tst_workbenchlive.moc"
