// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// Kandesk stops while an agent runs on an SSH host; the remote agentctl (started detached) runs
// on. The next Kandesk on the same home reconnects at start, forwards the ports again and takes the
// session back: the next prompt goes to the same remote agentctl. When that agentctl is gone too,
// the session becomes resumable and resuming it starts a new agentctl on the same remote worktree.
// Real parts: the sshd fixture as the remote, the portable agentctl, the stub agent, a real home.
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/ssh/sshmetadata.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/kandeskcli.h"
#include "support/runnerwaits.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>

using namespace kandesk;
using namespace kandesk::test;

namespace {

constexpr int kTurnTimeout = 180'000;

// One Kandesk home: its database and stores, a stub agent profile, an ssh executor on the fixture
// and a task of a repository there.
struct Home {
    QString path;
    std::unique_ptr<Database> database;
    std::unique_ptr<Stores> stores;
    QString taskId;

    QString open(const QString &at)
    {
        path = at;
        QDir().mkpath(path);
        database = std::make_unique<Database>(databasePath(path));
        if (auto opened = database->open(); !opened)
            return opened.error();
        stores = std::make_unique<Stores>(*database, path, QStringLiteral("KandeskSshReattachTest"));
        stores->vault().setBackend(SecretBackendKind::File);
        return {};
    }

    QString prepare(const SshServer &server, const QString &sourceParent, const QString &description)
    {
        auto workspace = stores->workspaces().create(QStringLiteral("Test"));
        if (!workspace)
            return workspace.error();
        AgentProfile profile;
        profile.id = QStringLiteral("stub-profile");
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        if (auto saved = stores->profiles().saveAgentProfile(profile); !saved)
            return saved.error();
        auto executor = stores->sshExecutors().add(
            QStringLiteral("Remote box"), hostOf(server, server.remoteHome() + QStringLiteral("/kd")));
        if (!executor)
            return executor.error();
        Repository repository;
        repository.workspaceId = workspace->id;
        repository.name = QStringLiteral("app");
        repository.path = makeSourceRepository(sourceParent, false);
        repository.defaultBranch = QStringLiteral("main");
        auto added = stores->repositories().add(repository);
        if (!added)
            return added.error();
        Task task;
        task.workspaceId = workspace->id;
        task.title = QStringLiteral("Remote task");
        task.description = description;
        task.agentProfileId = profile.id;
        task.executorProfileId = executor->id;
        task.repositories = { TaskRepository { added->id, QStringLiteral("main"), 0 } };
        auto created = stores->tasks().create(task);
        if (!created)
            return created.error();
        taskId = created->id;
        return {};
    }

    Expected<std::unique_ptr<TaskRunnerRuntime>> startRuntime()
    {
        TaskRunnerRuntimeConfig config;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        return TaskRunnerRuntime::create(*stores, config);
    }
};

qint64 remotePidOf(const ExecutionPtr &execution)
{
    return execution ? execution->instance.metadata.value(QString(sshmeta::kRemotePid)).toLongLong() : 0;
}

// What a killed Kandesk leaves: the runtime goes without stopping what runs (no stop reaches the
// remote agentctl), as when the process is killed.
void dropLikeAKill(std::unique_ptr<TaskRunnerRuntime> &runtime, const QString &sessionId)
{
    if (const ExecutionPtr execution = runtime->controller().executions().bySessionId(sessionId))
        runtime->controller().removeExecution(execution->id);
    runtime->runner().flush();
    runtime.reset();
}

} // namespace

class TestSshReattach : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_homes = 0;

    QString freshDir(const QString &name) { return m_dir.filePath(name + QString::number(++m_homes)); }

    // A first Kandesk runs one turn on the remote and is killed; yields the session, its remote
    // agentctl pid and worktree.
    void runFirstTurnAndKill(
        Home &home, std::unique_ptr<TaskRunnerRuntime> &runtime, QString *sessionId, qint64 *pid, QString *workspace)
    {
        TaskRunner &runner = runtime->runner();
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const Expected<QString> started = waitForFuture(runner.startTask(home.taskId), kTurnTimeout);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        *sessionId = started.value();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTurnTimeout);
        const ExecutionPtr execution = runtime->controller().executions().bySessionId(*sessionId);
        QVERIFY(execution);
        *pid = remotePidOf(execution);
        *workspace = execution->workspacePath;
        QVERIFY(*pid > 0);
        // The registration holds what reattaching needs (and no secret).
        auto row = ExecutorsRunningTable(*home.database).get(*sessionId);
        QVERIFY2(row.ok(), qPrintable(row.error()));
        QVERIFY2(row->metadataJson.contains(QLatin1String("ssh_remote_pid")), qPrintable(row->metadataJson));
        QVERIFY(row->metadataJson.contains(QLatin1String("ssh_control_path")));
        QVERIFY(!row->metadataJson.contains(execution->instance.authToken));
        dropLikeAKill(runtime, *sessionId);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = SshServer::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    // The remote agentctl outlived Kandesk: the next one takes it back at start and prompts it.
    void aLiveRemoteAgentctlIsTakenBack()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        Home home;
        QString problem = home.open(freshDir(QStringLiteral("home")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = home.prepare(server, freshDir(QStringLiteral("src")), QStringLiteral("stream 2"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        auto first = home.startRuntime();
        QVERIFY2(first.ok(), qPrintable(first.error()));
        std::unique_ptr<TaskRunnerRuntime> runtime = std::move(first.value());
        QString sessionId;
        QString workspace;
        qint64 pid = 0;
        runFirstTurnAndKill(home, runtime, &sessionId, &pid, &workspace);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(remoteSessionProcesses(server, pid).contains(QLatin1String("agentctl")),
            "the detached agentctl runs on without Kandesk");

        auto second = home.startRuntime();
        QVERIFY2(second.ok(), qPrintable(second.error()));
        runtime = std::move(second.value());
        const Expected<StartupRecovery> recovered = waitForFuture(runtime->recoverAtStartup(), kTurnTimeout);
        QVERIFY2(recovered.ok(), qPrintable(recovered.error()));
        QCOMPARE(recovered->report.live.size(), 1);
        QCOMPARE(recovered->report.live.constFirst().sessionId, sessionId);
        QVERIFY(!recovered->report.interruptedSessions.contains(sessionId));
        QCOMPARE(recovered->reattachedSessions, QStringList { sessionId }); // counted like a container's
        TaskRunner &runner = runtime->runner();
        QVERIFY(runner.isRunning(sessionId));
        const ExecutionPtr taken = runtime->controller().executions().bySessionId(sessionId);
        QCOMPARE(remotePidOf(taken), pid);
        QCOMPARE(taken->workspacePath, workspace);

        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const Status prompted = waitForFuture(runner.prompt(sessionId, QStringLiteral("stream 1")), kTurnTimeout);
        QVERIFY2(prompted.ok(), qPrintable(prompted.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTurnTimeout);
        QCOMPARE(storedState(runner, *home.database, sessionId), SessionState::WaitingForInput);

        // Stopping it from the new Kandesk ends the remote agentctl the old one started.
        const Status stopped = waitForFuture(runner.stop(sessionId), kTurnTimeout);
        // (on a loaded machine the stop may outlast the user's bounded wait; it goes on and ends)
        QVERIFY2(stopped.ok() || stopped.error().contains(QLatin1String("did not finish within")), qPrintable(stopped.error()));
        QTRY_COMPARE_WITH_TIMEOUT(remoteSessionProcesses(server, pid), QStringLiteral("gone"), 30'000);
        runtime.reset();
        QCOMPARE(processesUnder(server.remoteHome()), QStringList {});
    }

    // The remote agentctl is gone as well: the session is resumable and goes on in its worktree.
    void aGoneRemoteAgentctlIsReplacedOnTheSameWorktree()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        Home home;
        QString problem = home.open(freshDir(QStringLiteral("home")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = home.prepare(server, freshDir(QStringLiteral("src")), QStringLiteral("stream 1"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        auto first = home.startRuntime();
        QVERIFY2(first.ok(), qPrintable(first.error()));
        std::unique_ptr<TaskRunnerRuntime> runtime = std::move(first.value());
        QString sessionId;
        QString workspace;
        qint64 pid = 0;
        runFirstTurnAndKill(home, runtime, &sessionId, &pid, &workspace);
        if (QTest::currentTestFailed())
            return;
        // Work of the first turn, and the remote agentctl dies with its agent.
        QCOMPARE(server.ssh({ QStringLiteral("echo kept > '%1/notes.md'").arg(workspace) }).exitCode, 0);
        QCOMPARE(server.ssh({ QStringLiteral("pkill -KILL -s %1; true").arg(pid) }).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(remoteSessionProcesses(server, pid), QStringLiteral("gone"), 10'000);

        auto second = home.startRuntime();
        QVERIFY2(second.ok(), qPrintable(second.error()));
        runtime = std::move(second.value());
        const Expected<StartupRecovery> recovered = waitForFuture(runtime->recoverAtStartup(), kTurnTimeout);
        QVERIFY2(recovered.ok(), qPrintable(recovered.error()));
        QVERIFY(recovered->report.live.isEmpty());
        QVERIFY(recovered->report.interruptedSessions.contains(sessionId));
        QVERIFY2(recovered->reattachFailures.join(QLatin1Char('\n')).contains(QLatin1String("is no longer running")),
            qPrintable(recovered->reattachFailures.join(QLatin1Char('\n'))));

        TaskRunner &runner = runtime->runner();
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const Expected<QString> resumed
            = waitForFuture(runner.resume(sessionId, QStringLiteral("stream 1")), kTurnTimeout);
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTurnTimeout);
        const ExecutionPtr again = runtime->controller().executions().bySessionId(sessionId);
        QVERIFY(again);
        QCOMPARE(again->workspacePath, workspace); // the same worktree, with the first turn's work
        const qint64 newPid = remotePidOf(again);
        QVERIFY(newPid > 0 && newPid != pid);
        QCOMPARE(server.ssh({ QStringLiteral("cat '%1/notes.md'").arg(workspace) }).out.trimmed(), QByteArray("kept"));

        const Status stopped = waitForFuture(runner.stop(sessionId), kTurnTimeout);
        // (on a loaded machine the stop may outlast the user's bounded wait; it goes on and ends)
        QVERIFY2(stopped.ok() || stopped.error().contains(QLatin1String("did not finish within")), qPrintable(stopped.error()));
        QTRY_COMPARE_WITH_TIMEOUT(remoteSessionProcesses(server, newPid), QStringLiteral("gone"), 30'000);
        runtime.reset();
        QCOMPARE(processesUnder(server.remoteHome()), QStringList {});
    }

    // The control master is killed mid-session: the session hears "reconnecting" and
    // "reconnected", the forwards come back on the same local ports and the next prompt works.
    void aLostConnectionIsMadeAgain()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        Home home;
        QString problem = home.open(freshDir(QStringLiteral("home")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = home.prepare(server, freshDir(QStringLiteral("src")), QStringLiteral("stream 1"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        auto created = home.startRuntime();
        QVERIFY2(created.ok(), qPrintable(created.error()));
        std::unique_ptr<TaskRunnerRuntime> runtime = std::move(created.value());
        TaskRunner &runner = runtime->runner();
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        QSignalSpy events(&runner, &TaskRunner::agentEvent);
        const Expected<QString> started = waitForFuture(runner.startTask(home.taskId), kTurnTimeout);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const QString sessionId = started.value();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTurnTimeout);
        const ExecutionPtr execution = runtime->controller().executions().bySessionId(sessionId);
        QVERIFY(execution);
        const qint64 masterPid = execution->instance.metadata.value(QString(sshmeta::kMasterPid)).toLongLong();
        QVERIFY(masterPid > 0);

        QCOMPARE(::kill(static_cast<pid_t>(masterPid), SIGKILL), 0); // the ssh client this test's Kandesk started
        const auto noticed = [&events](const QString &start) {
            return std::any_of(events.cbegin(), events.cend(), [&start](const QList<QVariant> &args) {
                const SessionEvent event = args.at(2).value<SessionEvent>();
                return event.kind == SessionEvent::Kind::LaunchNotice && event.text.startsWith(start);
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(noticed(QStringLiteral("Reconnecting to ")), 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(noticed(QStringLiteral("Reconnected to ")), 60'000);
        QVERIFY(runner.isRunning(sessionId));

        const Status prompted = waitForFuture(runner.prompt(sessionId, QStringLiteral("stream 2")), kTurnTimeout);
        QVERIFY2(prompted.ok(), qPrintable(prompted.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kTurnTimeout);
        // The notices are in the transcript as well.
        bool stored = false;
        for (const Message &message : storedTranscript(runner, *home.database, sessionId))
            stored = stored || message.event.text.startsWith(QLatin1String("Reconnected to "));
        QVERIFY(stored);

        const qint64 pid = remotePidOf(execution);
        const Status stopped = waitForFuture(runner.stop(sessionId), kTurnTimeout);
        // (on a loaded machine the stop may outlast the user's bounded wait; it goes on and ends)
        QVERIFY2(stopped.ok() || stopped.error().contains(QLatin1String("did not finish within")), qPrintable(stopped.error()));
        QTRY_COMPARE_WITH_TIMEOUT(remoteSessionProcesses(server, pid), QStringLiteral("gone"), 30'000);
        runtime.reset();
        QCOMPARE(processesUnder(server.remoteHome()), QStringList {});
    }
};

QTEST_MAIN(TestSshReattach)
#include "tst_sshreattach.moc"
