// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// What the front ends get from the application layer instead of making it themselves: the stores
// (with and without a runtime), a running session's workspace (git status from the real agentctl
// of a real session, diffs read off the caller's thread), a session's stored history and recovery
// at start.
#include "application/sessions/sessionhistory.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/workspacewatch.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/workspacestream.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"

#include <QDir>
#include <QJsonArray>
#include <QMutex>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace kandesk;

namespace {

constexpr int kTimeout = 30'000;

// The paths of a git_status event's files.
QStringList changedPaths(const QJsonObject &status)
{
    QStringList paths;
    const QJsonArray files = status.value(QStringLiteral("files")).toArray();
    for (const QJsonValue &file : files)
        paths.append(file.toObject().value(QStringLiteral("path")).toString());
    return paths;
}

// Whether the spy (WorkspaceWatch::gitStatus) heard a status of sessionId listing path.
bool reported(const QSignalSpy &spy, const QString &sessionId, const QString &path)
{
    for (const QList<QVariant> &args : spy) {
        if (args.at(0).toString() == sessionId && changedPaths(args.at(1).toJsonObject()).contains(path))
            return true;
    }
    return false;
}

} // namespace

class TestApplicationDoor : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    QString m_workspaceId;
    int m_tasks = 0;

    template<typename T> T waitFor(QFuture<T> future, int timeoutMs = 60'000)
    {
        return test::waitForFuture(std::move(future), timeoutMs);
    }

    // A task of a fresh repository whose description is the stub agent's script.
    QString makeTask(const QString &description)
    {
        const QString n = QString::number(++m_tasks);
        Repository repository;
        repository.workspaceId = m_workspaceId;
        repository.name = QStringLiteral("app");
        repository.path = test::makeGitRepository(m_home.filePath(QStringLiteral("src-%1/app").arg(n)),
            { { QStringLiteral("login.cpp"), "int retries = 3;\n" } });
        repository.defaultBranch = QStringLiteral("main");
        auto added = m_stores->repositories().add(repository);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        Task task;
        task.workspaceId = m_workspaceId;
        task.title = QStringLiteral("Task ") + n;
        task.description = description;
        task.agentProfileId = QStringLiteral("stub-profile");
        task.repositories = { TaskRepository { added->id, QStringLiteral("main"), 0 } };
        auto created = m_stores->tasks().create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

    Expected<std::unique_ptr<TaskRunnerRuntime>> startRuntime()
    {
        TaskRunnerRuntimeConfig config;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        return TaskRunnerRuntime::create(*m_stores, config);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_home.path(), QStringLiteral("KandeskDoorTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);
        auto workspace = m_stores->workspaces().create(QStringLiteral("Test"));
        QVERIFY2(workspace.ok(), qPrintable(workspace.error()));
        m_workspaceId = workspace->id;
        AgentProfile profile;
        profile.id = QStringLiteral("stub-profile");
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        QVERIFY(m_stores->profiles().saveAgentProfile(profile).ok());
    }

    void cleanupTestCase()
    {
        m_stores.reset();
        m_database.reset();
    }

    // `kandesk task list`, `profile` and `secret` read and write without a runtime: the stores of a
    // database are one of each, the same every time, readable through a const Stores.
    void storesServeWithoutARuntime()
    {
        Stores stores(*m_database, m_home.path(), QStringLiteral("KandeskDoorTest"));
        const Stores &readOnly = stores;
        QCOMPARE(&readOnly.tasks(), static_cast<const TaskQueries *>(&stores.tasks())); // one store, read or written
        QCOMPARE(&stores.database(), m_database.get());
        QCOMPARE(stores.home(), m_home.path());

        QVERIFY(stores.settings().setValue(QStringLiteral("door/test"), QStringLiteral("yes")).ok());
        stores.vault().setBackend(SecretBackendKind::File);
        QVERIFY(stores.vault().writeBlocking(QStringLiteral("DOOR_TOKEN"), QStringLiteral("s3cret")).ok());

        // Another set over the same database (another command) reads what this one wrote.
        const Stores &reader = *m_stores;
        QCOMPARE(reader.settings().value(QStringLiteral("door/test")).value(), QStringLiteral("yes"));
        QVERIFY(reader.workspaces().get(m_workspaceId).ok());
        QVERIFY(reader.profiles().agentProfile(QStringLiteral("stub-profile")).ok());
        QCOMPARE(m_stores->vault().readBlocking(QStringLiteral("DOOR_TOKEN")).value(), QStringLiteral("s3cret"));
    }

    // A shown session's stored side through SessionHistory: pages of whole turns, its last
    // preparation, and what a retry sends (the unanswered prompt, else the task's first prompt).
    void theSessionHistoryReadsWhatAViewShows()
    {
        Task task;
        task.workspaceId = m_workspaceId;
        task.title = QStringLiteral("History");
        task.description = QStringLiteral("Describe the module.");
        auto created = m_stores->tasks().create(task);
        QVERIFY(created.ok());
        TaskSession session;
        session.taskId = created->id;
        auto made = m_stores->sessions().create(session);
        QVERIFY(made.ok());
        SessionHistory history(*m_stores);
        // Nothing stored yet: a retry starts with the task's first prompt.
        RetryRead read = kandesk::test::waitForFuture(history.retry(made->id));
        QVERIFY(read.page.events.isEmpty());
        QCOMPARE(read.prompt, QStringLiteral("Describe the module."));
        QVERIFY(!kandesk::test::waitForFuture(history.lastPrepare(made->id)).value().has_value());

        Message prompt;
        prompt.sessionId = made->id;
        prompt.turn = 1;
        prompt.event = SessionEvent::make(SessionEvent::Kind::UserPrompt, QStringLiteral("Explain the parser"));
        QVERIFY(m_stores->messages().append(prompt).ok());
        const TranscriptPage page = kandesk::test::waitForFuture(history.page(made->id));
        QCOMPARE(page.events.size(), 1);
        QVERIFY(!page.hasOlder);
        // The agent never answered it: a retry sends it again.
        read = kandesk::test::waitForFuture(history.retry(made->id));
        QCOMPARE(read.prompt, QStringLiteral("Explain the parser"));
        QCOMPARE(read.page.events.size(), 1);
    }

    // The runtime made over the stores uses them (and their home) instead of making its own.
    void theRuntimeUsesTheStoresItIsGiven()
    {
        auto runtime = startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        QCOMPARE(&runtime.value()->stores(), m_stores.get());
        QCOMPARE(runtime.value()->homeDir(), m_home.path());
        // It seeds the built-in executor profiles through them.
        QVERIFY(m_stores->profiles().executorProfile(QStringLiteral("worktree")).ok());
    }

    // A running session's workspace, asked for by session id: the application opens agentctl's
    // workspace stream and hands on its git status; diffs come back on a future; a resumed
    // session (a new execution, a new agentctl) is followed again.
    void aRunningSessionsWorkspaceReachesTheWatch()
    {
        auto created = startRuntime();
        QVERIFY2(created.ok(), qPrintable(created.error()));
        TaskRunnerRuntime &runtime = *created.value();
        TaskRunner &runner = runtime.runner();
        WorkspaceWatch &workspaces = runtime.workspaces();
        QSignalSpy statuses(&workspaces, &WorkspaceWatch::gitStatus);
        QSignalSpy failures(&workspaces, &WorkspaceWatch::watchFailed);

        const QString taskId = makeTask(QStringLiteral("stream 1"));
        QVERIFY(workspaces.watch(QStringLiteral("no-such-session")).isEmpty());
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto started = waitFor(runner.startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const QString sessionId = started.value();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);

        runner.flush(); // the session row has its workspace
        const QString workspace = workspaces.watch(sessionId);
        QCOMPARE(workspace, m_stores->sessions().get(sessionId)->workspacePath);
        QVERIFY(QDir(workspace).exists());
        QVERIFY(workspaces.isWatching(sessionId));
        QCOMPARE(workspaces.watch(sessionId), workspace); // the same execution: nothing more opens

        // What an agent would do: change a file and add one.
        test::writeTestFile(QDir(workspace).filePath(QStringLiteral("login.cpp")), "int retries = 5;\n");
        test::writeTestFile(QDir(workspace).filePath(QStringLiteral("notes.md")), "# Why five\n");
        QTRY_VERIFY_WITH_TIMEOUT(reported(statuses, sessionId, QStringLiteral("notes.md"))
                && reported(statuses, sessionId, QStringLiteral("login.cpp")),
            kTimeout);
        QVERIFY(failures.isEmpty());

        // Unwatched: nothing more of it arrives, while a workspace stream of the test's own to the
        // same agentctl does report the change.
        workspaces.unwatch(sessionId);
        QVERIFY(!workspaces.isWatching(sessionId));
        statuses.clear();
        struct Seen {
            QMutex mutex;
            QStringList paths;
        };
        auto seen = std::make_shared<Seen>(); // filled on the network thread
        const ExecutionPtr execution = runtime.controller().executions().get(runner.executionId(sessionId));
        QVERIFY(execution);
        const auto control = makeWorkspaceStream(runtime.network(), execution->instance, [seen](const QJsonObject &event) {
            const QMutexLocker lock(&seen->mutex);
            seen->paths += changedPaths(event);
        });
        QVERIFY(bool(control->open()));
        test::writeTestFile(QDir(workspace).filePath(QStringLiteral("later.md")), "# later\n");
        QTRY_VERIFY_WITH_TIMEOUT(([&seen] {
            const QMutexLocker lock(&seen->mutex);
            return seen->paths.contains(QStringLiteral("later.md"));
        }()),
            kTimeout);
        control->close();
        QCoreApplication::processEvents(); // anything the watch still had queued
        QVERIFY(!reported(statuses, sessionId, QStringLiteral("later.md")));

        // Watched again, then stopped and resumed: the new execution's agentctl reports.
        QCOMPARE(workspaces.watch(sessionId), workspace);
        QVERIFY(waitFor(runner.stop(sessionId)).ok());
        QVERIFY(workspaces.watch(sessionId).isEmpty()); // nothing runs for it
        QVERIFY(!workspaces.isWatching(sessionId));
        // (the stream asked for just before the stop may have failed to open while its agentctl
        // went away; nothing of it is reported once the watch is over)
        failures.clear();
        auto resumed = waitFor(runner.resume(sessionId, QStringLiteral("stream 1")));
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kTimeout);
        statuses.clear();
        QCOMPARE(workspaces.watch(sessionId), workspace);
        test::writeTestFile(QDir(workspace).filePath(QStringLiteral("resumed.md")), "# again\n");
        QTRY_VERIFY_WITH_TIMEOUT(reported(statuses, sessionId, QStringLiteral("resumed.md")), kTimeout);
        QVERIFY(failures.isEmpty());

        QVERIFY(waitFor(runner.stop(sessionId)).ok());
        QTRY_COMPARE(runtime.processes().runningCount(), 0);
        runner.flush();
    }

    // Recovery at start goes through the runtime: a session left running by a Kandesk that died
    // (its agentctl answers no more) becomes resumable with an "interrupted" note; the runtime
    // runs it once and waits for it before it goes.
    void startupRecoveryThroughTheRuntimeInterruptsADeadSession()
    {
        const QString taskId = makeTask(QStringLiteral("stream 1"));
        TaskSession session;
        session.taskId = taskId;
        session.state = SessionState::Running;
        session.agentProfileId = QStringLiteral("stub-profile");
        session.workspacePath = m_home.filePath(QStringLiteral("src-gone"));
        auto stored = m_stores->sessions().create(session);
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        ExecutorRunning dead;
        dead.sessionId = stored->id;
        dead.taskId = taskId;
        dead.executionId = QStringLiteral("exec-dead");
        dead.executorType = QStringLiteral("local");
        dead.runtime = QStringLiteral("standalone");
        dead.status = QStringLiteral("running");
        dead.agentctlUrl = QStringLiteral("http://127.0.0.1:1");
        QVERIFY(m_stores->executorsRunning().upsert(dead).ok());

        auto created = startRuntime();
        QVERIFY2(created.ok(), qPrintable(created.error()));
        auto recovering = created.value()->recoverAtStartup();
        const Expected<StartupRecovery> recovered = waitFor(recovering, kTimeout);
        QVERIFY2(recovered.ok(), qPrintable(recovered.error()));
        QVERIFY(recovered->report.interruptedSessions.contains(stored->id));
        QVERIFY(recovered->report.live.isEmpty());
        const auto after = m_stores->sessions().get(stored->id);
        QCOMPARE(after->state, SessionState::WaitingForInput);
        QVERIFY2(after->errorMessage.startsWith(QLatin1String("interrupted")), qPrintable(after->errorMessage));
        QVERIFY((*m_stores->executorsRunning().find(stored->id))->resumable);

        // Once per runtime: asking again yields the same recovery, not a second one.
        auto again = created.value()->recoverAtStartup();
        QVERIFY(again.isFinished());
        QCOMPARE(again.result().value().report.interruptedSessions, recovered->report.interruptedSessions);
        created.value().reset();
    }
};

QTEST_MAIN(TestApplicationDoor)
#include "tst_applicationdoor.moc"
