// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// What the reference launch path does beyond its own scenarios: a caller that gives up before
// registration rolls the launch back, guards refuse launches (recovery, archived tasks, run owners),
// stops have a bounded wait, launches wait for maintenance. The pauses and faults here cannot be
// provoked on demand with the real parts, hence the fakes.

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/recoveryguard.h"
#include "lifecycle/ports/owneradmission.h"
#include "lifecycle/preparers/worktreepreparer.h"
#include "lifecyclefakes.h"
#include "support/gitrepository.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace kandesk;
using namespace kandesk::test;
using namespace std::chrono_literals;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

LaunchRequest sessionLaunch(const QString &sessionId)
{
    LaunchRequest request;
    request.taskId = s("task-") + sessionId;
    request.sessionId = sessionId;
    request.agentProfileId = s("profile-1");
    request.isEphemeral = true;
    return request;
}

// Holds the profile read until the test opens the gate.
class GatedProfiles final : public ProfileResolver
{
public:
    Expected<AgentProfile> resolveProfile(const QString &profileId) override
    {
        entered = true;
        gate.wait();
        AgentProfile profile = FixedProfileResolver::defaultInfo();
        profile.id = profileId;
        return profile;
    }
    std::atomic_bool entered = false;
    Gate gate;
};

// Holds preparation until the test opens the gate.
class GatedPreparer final : public EnvPreparer
{
public:
    QString name() const override { return s("gated"); }
    EnvPrepareResult prepare(const EnvPrepareRequest &request, const PrepareProgressCallback &) override
    {
        entered = true;
        if (gated)
            gate.wait();
        EnvPrepareResult result;
        result.success = true;
        result.workspacePath = request.workspacePath;
        return result;
    }
    bool gated = true;
    std::atomic_bool entered = false;
    Gate gate;
};

// An executors_running table whose first write waits for the test: the launch is registering.
class GatedRunningStore final : public ExecutorsRunningStore
{
public:
    Expected<std::optional<ExecutorRunning>> bySessionId(const QString &) override
    {
        std::lock_guard lock(m_mutex);
        return m_row;
    }
    Status upsert(const ExecutorRunning &record) override
    {
        if (gated) {
            entered = true;
            gate.wait();
        }
        std::lock_guard lock(m_mutex);
        m_row = record;
        return upsertError.isEmpty() ? Status() : Status(Error{upsertError});
    }
    Status removeBySessionId(const QString &) override
    {
        std::lock_guard lock(m_mutex);
        m_row.reset();
        return {};
    }
    Status markStopped(const QString &) override
    {
        std::lock_guard lock(m_mutex);
        if (m_row)
            m_row->status = ExecutorRunningStatus::Stopped;
        return {};
    }
    std::optional<ExecutorRunning> row()
    {
        std::lock_guard lock(m_mutex);
        return m_row;
    }
    bool gated = true;
    QString upsertError;
    std::atomic_bool entered = false;
    Gate gate;

private:
    std::mutex m_mutex;
    std::optional<ExecutorRunning> m_row;
};

// A run that admits its launches until it is told to stop.
class SwitchableAdmission final : public OwnerAdmission
{
public:
    Status admitExecution(const ExecutionOwner &owner) override
    {
        asked.fetch_add(1);
        lastRunId = owner.runId;
        if (!admit)
            return Error::failed(QStringLiteral("run %1 has ended").arg(owner.runId));
        return {};
    }
    std::atomic_bool admit = true;
    std::atomic_int asked = 0;
    QString lastRunId;
};

// Its first stop hangs until the test opens the gate; later stops succeed at once.
class StuckStopBackend final : public ExecutorBackend
{
public:
    QString name() const override { return RuntimeNames::Standalone; }
    Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &request) override
    {
        ExecutorInstance instance;
        instance.instanceId = request.instanceId;
        instance.runtimeName = name();
        return instance;
    }
    Status stopInstance(const ExecutorInstance &, bool) override
    {
        if (stops.fetch_add(1) == 0)
            gate.wait();
        return {};
    }
    std::atomic_int stops = 0;
    Gate gate;
};

// The workspace a resumed session recorded (set by the test once it knows it).
class FakeWorkspaceInfoSlot final : public WorkspaceInfoProvider
{
public:
    Expected<WorkspaceInfo> workspaceInfoForSession(const QString &taskId, const QString &sessionId) override
    {
        WorkspaceInfo info;
        info.taskId = taskId;
        info.sessionId = sessionId;
        info.workspacePath = path;
        return info;
    }
    Expected<WorkspaceInfo> workspaceInfoForEnvironment(const QString &) override { return Error::failed(s("none")); }
    QString path;
};

LifecycleDependencies worktreeDependencies(const QString &home, std::shared_ptr<WorkspaceInfoProvider> sessions)
{
    LifecycleDependencies deps;
    deps.homeDir = home;
    deps.executors = std::make_shared<ExecutorRegistry>();
    deps.executors->registerBackend(std::make_shared<FakeBackend>());
    deps.preparers = std::make_shared<PreparerRegistry>();
    deps.preparers->registerPreparer(ExecutorTypes::Worktree, std::make_shared<WorktreePreparer>(home));
    deps.profiles = std::make_shared<FixedProfileResolver>();
    deps.workspaceInfo = std::move(sessions);
    return deps;
}

LaunchRequest worktreeLaunch(const QString &repository, const QString &sessionId)
{
    LaunchRequest request = sessionLaunch(sessionId);
    request.isEphemeral = false;
    request.taskTitle = s("Fix the build");
    request.executorType = ExecutorTypes::Worktree;
    request.useWorktree = true;
    request.repositoryPath = repository;
    request.repoName = s("app");
    request.baseBranch = s("main");
    return request;
}

// A secret store whose first write waits for the test: the launch has committed to its callers.
class GatedSecrets final : public SecretStore
{
public:
    Expected<QString> reveal(const QString &id) override { return m_inner.reveal(id); }
    Status put(const QString &id, const QString &name, const QString &value) override
    {
        entered = true;
        gate.wait();
        return m_inner.put(id, name, value);
    }
    Status remove(const QString &id) override { return m_inner.remove(id); }
    std::atomic_bool entered = false;
    Gate gate;

private:
    InMemorySecretStore m_inner;
};

enum class Phase { ProfileResolution, Preparation, RuntimeCreation, Registration };
enum class GiveUp { Deadline, Cancel };

} // namespace

Q_DECLARE_METATYPE(Phase)
Q_DECLARE_METATYPE(GiveUp)

class TestLaunchGuards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cancelledLaunchLeavesNothingRegisteredOrRunning_data()
    {
        QTest::addColumn<Phase>("phase");
        QTest::addColumn<GiveUp>("giveUp");
        const std::pair<const char *, Phase> phases[] = {{"profile", Phase::ProfileResolution},
                                                         {"preparation", Phase::Preparation},
                                                         {"runtime", Phase::RuntimeCreation},
                                                         {"registration", Phase::Registration}};
        for (const auto &[name, phase] : phases) {
            QTest::addRow("%s-deadline", name) << phase << GiveUp::Deadline;
            QTest::addRow("%s-cancel", name) << phase << GiveUp::Cancel;
        }
    }

    // A caller that gives up (deadline passed, window closed, Ctrl+C) at any phase before
    // registration: the launch rolls back; nothing is registered, durable or left running.
    void cancelledLaunchLeavesNothingRegisteredOrRunning()
    {
        QFETCH(Phase, phase);
        QFETCH(GiveUp, giveUp);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        LifecycleDependencies deps;
        deps.homeDir = home.path();
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.preparers = std::make_shared<PreparerRegistry>();
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        auto profiles = std::make_shared<GatedProfiles>();
        if (phase == Phase::ProfileResolution)
            deps.profiles = profiles;
        else
            deps.profiles = std::make_shared<FixedProfileResolver>();
        auto preparer = std::make_shared<GatedPreparer>();
        preparer->gated = phase == Phase::Preparation;
        deps.preparers->registerPreparer(ExecutorTypes::Local, preparer);
        auto running = std::make_shared<GatedRunningStore>();
        running->gated = phase == Phase::Registration;
        deps.executorsRunning = running;
        auto secrets = std::make_shared<InMemorySecretStore>();
        deps.secrets = secrets;
        backend->authToken = s("token");
        if (phase == Phase::RuntimeCreation)
            backend->barrier = std::make_shared<Gate>();

        LifecycleController controller(deps);
        QSignalSpy started(&controller, &LifecycleController::executionStarted);
        QSignalSpy failed(&controller, &LifecycleController::executionFailed);
        LaunchRequest request = sessionLaunch(s("session-cancelled"));
        request.isEphemeral = false;
        request.executorType = ExecutorTypes::Local;
        request.repositoryPath = kandesk::test::makeGitRepository(home.filePath(s("repo")));
        request.workspacePath = request.repositoryPath;

        auto openGates = [&] {
            profiles->gate.open();
            preparer->gate.open();
            running->gate.open();
            if (backend->barrier)
                backend->barrier->open();
        };
        auto releaseOnExit = qScopeGuard(openGates);
        // A deadline may pass before the launch reaches the phase (it then stops earlier); a
        // cancelled future is given up once the launch is there.
        auto future = controller.launch(request, giveUp == GiveUp::Deadline ? 20ms : LifecycleController::Deadline::zero());
        auto reached = [&] {
            switch (phase) {
            case Phase::ProfileResolution:
                return profiles->entered.load();
            case Phase::Preparation:
                return preparer->entered.load();
            case Phase::RuntimeCreation:
                return backend->entered.load();
            case Phase::Registration:
                return running->entered.load();
            }
            return false;
        };
        if (giveUp == GiveUp::Cancel) {
            QTRY_VERIFY_WITH_TIMEOUT(reached(), 10000);
            future.cancel();
            QVERIFY(!future.isFinished()); // the launch finishes once it has rolled back
            openGates();
            QVERIFY(waitFor(future));
            QVERIFY(future.isCanceled());
            QCOMPARE(future.resultCount(), 0);
        } else {
            QVERIFY(waitFor(future));
            QCOMPARE(future.result().errorKind(), ErrorKind::DeadlineExceeded);
        }

        openGates();
        QTRY_COMPARE_WITH_TIMEOUT(controller.coalescedCallerCount(request.sessionId), 0, 10000);
        QVERIFY(controller.executions().list().isEmpty());
        QCOMPARE(backend->stopCount.load(), backend->createCount.load()); // whatever was made was stopped
        QVERIFY2(!running->row(), "no executors_running row may be left behind");
        QCOMPARE(secrets->size(), 0);
        QCoreApplication::processEvents();
        QCOMPARE(started.count(), 0);
        QCOMPARE(failed.count(), 0); // the caller gave up: nothing to report to anyone
    }

    // A launch without a session has a single caller: giving up rolls it back the same way.
    void cancelledLaunchWithoutSessionIsRolledBack()
    {
        QTemporaryDir home;
        LifecycleDependencies deps;
        deps.homeDir = home.path();
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<FakeBackend>();
        backend->barrier = std::make_shared<Gate>();
        deps.executors->registerBackend(backend);
        LifecycleController controller(deps);
        auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });
        LaunchRequest request = sessionLaunch(QString());
        request.taskId = s("task-sessionless");
        request.workspacePath = home.path();
        request.isEphemeral = false;
        auto future = controller.launch(request, 1ms);
        QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 10000);
        QVERIFY(waitFor(future));
        QCOMPARE(future.result().errorKind(), ErrorKind::DeadlineExceeded);
        backend->barrier->open();
        QTRY_COMPARE_WITH_TIMEOUT(backend->stopCount.load(), 1, 10000);
        QVERIFY(controller.executions().list().isEmpty());
    }

    // A single caller that cancels just after the launch committed to it (registration under way)
    // gets the registered execution rolled back too: nobody will use it.
    void launchCancelledAsItRegistersIsRolledBack()
    {
        QTemporaryDir home;
        LifecycleDependencies deps;
        deps.homeDir = home.path();
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<FakeBackend>();
        backend->authToken = s("token");
        deps.executors->registerBackend(backend);
        auto secrets = std::make_shared<GatedSecrets>();
        deps.secrets = secrets;
        LifecycleController controller(deps);
        auto releaseOnExit = qScopeGuard([&] { secrets->gate.open(); });
        LaunchRequest request = sessionLaunch(QString());
        request.taskId = s("task-late-cancel");
        request.workspacePath = home.path();
        request.isEphemeral = false;
        auto future = controller.launch(request);
        QTRY_VERIFY_WITH_TIMEOUT(secrets->entered.load(), 10000);
        future.cancel();
        secrets->gate.open();
        QVERIFY(waitFor(future));
        QVERIFY(future.isCanceled());
        QTRY_COMPARE_WITH_TIMEOUT(backend->stopCount.load(), 1, 10000);
        QVERIFY(controller.executions().list().isEmpty());
    }

    // A session under recovery: the launch is refused at once, before any lease or coalescing.
    void launchForRecoveringSessionIsRefusedAtOnce()
    {
        QTemporaryDir home;
        LifecycleDependencies deps;
        deps.homeDir = home.path();
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        deps.recovery = std::make_shared<RecoveryGuard>();
        deps.activity = std::make_shared<ActivityCoordinator>();
        LifecycleController controller(deps);
        auto hold = deps.recovery->hold({s("session-recovering")});
        auto refused = controller.launch(sessionLaunch(s("session-recovering")));
        QVERIFY(waitFor(refused));
        QCOMPARE(refused.result().errorKind(), ErrorKind::SessionRecovering);
        QVERIFY2(refused.result().error().contains(s("being recovered")), qPrintable(refused.result().error()));
        QCOMPARE(backend->createCount.load(), 0);
        QCOMPARE(deps.activity->activeCount(), 0);
        auto ensured = controller.ensureExecution(s("session-recovering"));
        QVERIFY(waitFor(ensured));
        QCOMPARE(ensured.result().errorKind(), ErrorKind::SessionRecovering);
        // Other sessions are not held up.
        auto other = controller.launch(sessionLaunch(s("session-other")));
        QVERIFY(waitFor(other));
        QVERIFY2(other.result().ok(), qPrintable(other.result().error()));
        hold.reset();
        auto after = controller.launch(sessionLaunch(s("session-recovering")));
        QVERIFY(waitFor(after));
        QVERIFY2(after.result().ok(), qPrintable(after.result().error()));
    }

    void workspaceRestoreVerifiesTheTask_data()
    {
        QTest::addColumn<bool>("archived");
        QTest::addColumn<bool>("exists");
        QTest::addColumn<QString>("expected");
        QTest::newRow("archived") << true << true << s("is archived");
        QTest::newRow("missing") << false << false << s("not found");
        QTest::newRow("live") << false << true << QString();
    }

    // A workspace-only restore checks that the session's task exists and is not archived.
    void workspaceRestoreVerifiesTheTask()
    {
        QFETCH(bool, archived);
        QFETCH(bool, exists);
        QFETCH(QString, expected);
        LifecycleDependencies deps;
        deps.executors = std::make_shared<ExecutorRegistry>();
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        auto sessions = std::make_shared<InMemorySessions>();
        sessions->setSession({s("session-restore"), s("task-restore"), SessionState::Completed, {}});
        sessions->setTask({exists ? s("task-restore") : s("task-unrelated"), archived});
        deps.sessions = sessions;
        deps.taskCleanup = sessions;
        WorkspaceInfo info;
        info.taskId = s("task-restore");
        info.sessionId = s("session-restore");
        info.workspacePath = s("/tmp/restore");
        deps.workspaceInfo = std::make_shared<FakeWorkspaceInfo>(QList<WorkspaceInfo>{info});
        LifecycleController controller(deps);
        auto future = controller.ensureExecution(s("session-restore"));
        QVERIFY(waitFor(future));
        if (expected.isEmpty()) {
            QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
            return;
        }
        QVERIFY(!future.result().ok());
        QVERIFY2(future.result().error().contains(expected), qPrintable(future.result().error()));
        QCOMPARE(backend->createCount.load(), 0);
        QVERIFY(controller.executions().list().isEmpty());
    }

    // A run-owned launch needs its owner's admission before anything is made and again at
    // registration; a run that ends meanwhile gets its runtime rolled back.
    void runOwnedLaunchIsAdmittedByItsOwner()
    {
        LifecycleDependencies deps;
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        QTemporaryDir home;
        deps.homeDir = home.path();
        LaunchRequest request = sessionLaunch(s("session-run"));
        request.owner.kind = ExecutionOwner::Kind::Run;
        request.owner.runId = s("run-7");
        request.owner.attempt = 2;
        {
            LifecycleController noProvider(deps);
            auto refused = noProvider.launch(request);
            QVERIFY(waitFor(refused));
            QCOMPARE(refused.result().errorKind(), ErrorKind::NotAdmitted);
            QVERIFY2(refused.result().error().contains(s("run-7")), qPrintable(refused.result().error()));
            QCOMPARE(backend->createCount.load(), 0);
        }
        auto admission = std::make_shared<SwitchableAdmission>();
        deps.ownerAdmission = admission;
        LifecycleController controller(deps);
        admission->admit = false;
        auto refused = controller.launch(request);
        QVERIFY(waitFor(refused));
        QCOMPARE(refused.result().errorKind(), ErrorKind::NotAdmitted);
        QVERIFY2(refused.result().error().contains(s("has ended")), qPrintable(refused.result().error()));
        QCOMPARE(backend->createCount.load(), 0);

        admission->admit = true;
        backend->barrier = std::make_shared<Gate>();
        auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });
        auto revoked = controller.launch(request);
        QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 10000);
        admission->admit = false; // the run ends while its runtime is created
        backend->barrier->open();
        QVERIFY(waitFor(revoked));
        QCOMPARE(revoked.result().errorKind(), ErrorKind::NotAdmitted);
        QCOMPARE(backend->stopCount.load(), 1);
        QVERIFY(controller.executions().list().isEmpty());

        admission->admit = true;
        auto admitted = controller.launch(request);
        QVERIFY(waitFor(admitted));
        QVERIFY2(admitted.result().ok(), qPrintable(admitted.result().error()));
        QCOMPARE(admitted.result().value()->owner.runId, s("run-7"));
        QCOMPARE(admission->lastRunId, s("run-7"));
        QCOMPARE(admitted.result().value()->owner.sessionId, s("session-run"));
    }

    // A stop that does not finish within its bounded wait counts as failed: the registration keeps
    // ownership and the stop is retried until it succeeds.
    void stuckStopCountsAsFailedAndIsRetried()
    {
        LifecycleDependencies deps;
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<StuckStopBackend>();
        deps.executors->registerBackend(backend);
        auto running = std::make_shared<GatedRunningStore>();
        running->gated = false;
        running->upsertError = s("disk full");
        deps.executorsRunning = running;
        deps.stopTimeout = 50ms;
        QTemporaryDir home;
        deps.homeDir = home.path();
        LifecycleController controller(deps);
        auto releaseOnExit = qScopeGuard([&] { backend->gate.open(); });
        auto future = controller.launch(sessionLaunch(s("session-stuck-stop")));
        QVERIFY(waitFor(future));
        QVERIFY(!future.result().ok());
        QVERIFY2(future.result().error().contains(s("disk full")), qPrintable(future.result().error()));
        QTRY_VERIFY_WITH_TIMEOUT(backend->stops.load() >= 2, 10000); // the retry asked again
        QTRY_VERIFY_WITH_TIMEOUT(controller.executions().list().isEmpty(), 10000);
    }

    // The user's Stop waits for the runtime no longer than a rollback does: a stuck stop is reported
    // as failed with the execution still registered, and asking again stops it.
    void stuckUserStopIsBoundedAndCanBeAskedAgain()
    {
        LifecycleDependencies deps;
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<StuckStopBackend>();
        deps.executors->registerBackend(backend);
        deps.stopTimeout = 50ms;
        QTemporaryDir home;
        deps.homeDir = home.path();
        LifecycleController controller(deps);
        auto releaseOnExit = qScopeGuard([&] { backend->gate.open(); });
        auto launched = controller.launch(sessionLaunch(s("session-user-stop")));
        QVERIFY(waitFor(launched));
        QVERIFY2(launched.result().ok(), qPrintable(launched.result().error()));
        const QString executionId = launched.result().value()->id;

        AgentSessions agents(controller, deps.executors, std::make_shared<AgentctlNetwork>());
        auto stuck = agents.stop(executionId);
        QVERIFY(waitFor(stuck));
        QVERIFY(!stuck.result().ok());
        QVERIFY2(stuck.result().error().contains(s("did not finish within 50 ms")), qPrintable(stuck.result().error()));
        QVERIFY(controller.executions().get(executionId));

        backend->gate.open();
        auto again = agents.stop(executionId);
        QVERIFY(waitFor(again));
        QVERIFY2(again.result().ok(), qPrintable(again.result().error()));
        QVERIFY(!controller.executions().get(executionId));
    }

    // The user's Stop while another stop of the same execution runs (the one an agent's exit asked
    // for) waits for that one and shares its outcome: the runtime is stopped once, nobody fails,
    // and each caller can chain on its own future.
    void aSecondStopSharesTheFirstOnesOutcome()
    {
        LifecycleDependencies deps;
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<StuckStopBackend>();
        deps.executors->registerBackend(backend);
        QTemporaryDir home;
        deps.homeDir = home.path();
        LifecycleController controller(deps);
        auto releaseOnExit = qScopeGuard([&] { backend->gate.open(); });
        auto launched = controller.launch(sessionLaunch(s("session-two-stops")));
        QVERIFY(waitFor(launched));
        QVERIFY2(launched.result().ok(), qPrintable(launched.result().error()));
        const QString executionId = launched.result().value()->id;

        AgentSessions agents(controller, deps.executors, std::make_shared<AgentctlNetwork>());
        auto first = agents.stop(executionId);
        auto second = agents.stop(executionId);
        // Each caller's future is its own: a continuation of one does not replace the other's.
        std::atomic_int continued = 0;
        auto firstContinued = first.then(QtFuture::Launch::Sync, [&continued](const Status &) { ++continued; });
        auto secondContinued = second.then(QtFuture::Launch::Sync, [&continued](const Status &) { ++continued; });
        QTRY_COMPARE(backend->stops.load(), 1);
        backend->gate.open();
        QVERIFY(waitFor(first));
        QVERIFY(waitFor(second));
        QVERIFY(waitFor(firstContinued));
        QVERIFY(waitFor(secondContinued));
        QCOMPARE(continued.load(), 2);
        QVERIFY2(first.result().ok(), qPrintable(first.result().error()));
        QVERIFY2(second.result().ok(), qPrintable(second.result().error()));
        QCOMPARE(backend->stops.load(), 1);
        QVERIFY(!controller.executions().get(executionId));
    }

    // Local executors and worktree resumes: a workspace that is a checkout of another repository
    // is refused before anything is prepared or started; a worktree of the same repository is fine.
    void foreignWorktreeIsRefused()
    {
        QTemporaryDir home;
        const QString mine = kandesk::test::makeGitRepository(home.filePath(s("mine")));
        const QString other = kandesk::test::makeGitRepository(home.filePath(s("other")));
        const QString foreign = home.filePath(s("foreign-worktree"));
        const QString own = home.filePath(s("own-worktree"));
        QVERIFY(git::runGitChecked(other, {s("worktree"), s("add"), s("-q"), s("-b"), s("elsewhere"), foreign}).ok());
        QVERIFY(git::runGitChecked(mine, {s("worktree"), s("add"), s("-q"), s("-b"), s("here"), own}).ok());

        LifecycleDependencies deps;
        deps.homeDir = home.path();
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        WorkspaceInfo info;
        info.taskId = s("task-resume-foreign");
        info.sessionId = s("session-resume-foreign");
        info.workspacePath = foreign;
        deps.workspaceInfo = std::make_shared<FakeWorkspaceInfo>(QList<WorkspaceInfo>{info});
        LifecycleController controller(deps);

        LaunchRequest local = sessionLaunch(s("session-local-foreign"));
        local.isEphemeral = false;
        local.executorType = ExecutorTypes::Local;
        local.repositoryPath = mine;
        local.repoName = s("mine");
        local.workspacePath = foreign;
        auto refused = controller.launch(local);
        QVERIFY(waitFor(refused));
        QVERIFY(!refused.result().ok());
        QVERIFY2(refused.result().error().contains(s("belongs to another repository")), qPrintable(refused.result().error()));
        QVERIFY2(refused.result().error().contains(s("\"mine\"")), qPrintable(refused.result().error()));

        LaunchRequest resume = sessionLaunch(s("session-resume-foreign"));
        resume.taskId = info.taskId;
        resume.isEphemeral = false;
        resume.executorType = ExecutorTypes::Worktree;
        resume.useWorktree = true;
        resume.repositoryPath = mine;
        resume.acpSessionId = s("acp-foreign");
        auto refusedResume = controller.launch(resume);
        QVERIFY(waitFor(refusedResume));
        QVERIFY2(refusedResume.result().error().contains(s("belongs to another repository")),
                 qPrintable(refusedResume.result().error()));
        QCOMPARE(backend->createCount.load(), 0);

        local.sessionId = s("session-local-own");
        local.workspacePath = own;
        auto admitted = controller.launch(local);
        QVERIFY(waitFor(admitted));
        QVERIFY2(admitted.result().ok(), qPrintable(admitted.result().error()));
    }

    // A resumed worktree session whose worktree was removed gets it back from the task's branch.
    void deletedWorktreeIsRecreatedOnResume()
    {
        QTemporaryDir home;
        const QString repository = kandesk::test::makeGitRepository(home.filePath(s("app")));
        auto sessions = std::make_shared<FakeWorkspaceInfoSlot>();
        LifecycleController controller(worktreeDependencies(home.path(), sessions));
        LaunchRequest request = worktreeLaunch(repository, s("session-recreate"));
        auto fresh = controller.launch(request);
        QVERIFY(waitFor(fresh));
        QVERIFY2(fresh.result().ok(), qPrintable(fresh.result().error()));
        const QString path = fresh.result().value()->workspacePath;
        const QString branch = git::runGitChecked(path, {s("branch"), s("--show-current")}).value().trimmed();
        QVERIFY(!branch.isEmpty());
        controller.removeExecution(fresh.result().value()->id);
        QVERIFY(git::runGitChecked(repository, {s("worktree"), s("remove"), s("--force"), path}).ok());
        QVERIFY(!QFileInfo::exists(path));

        sessions->path = path;
        request.acpSessionId = s("acp-recreate");
        PrepareEvents events;
        events.attach(controller, this);
        auto resumed = controller.launch(request);
        QVERIFY(waitFor(resumed));
        QVERIFY2(resumed.result().ok(), qPrintable(resumed.result().error()));
        QCOMPARE(resumed.result().value()->workspacePath, path);
        QCOMPARE(git::runGitChecked(path, {s("branch"), s("--show-current")}).value().trimmed(), branch);
        QTRY_COMPARE(events.completed.size(), 1);
        QVERIFY(hasStep(events.completed.constFirst().steps, s("Recreate worktree")));
    }

    // ...and one whose branch was deleted too is told so, with the way out, before anything starts.
    void deletedBranchOnResumeIsReportedWithTheWayOut()
    {
        QTemporaryDir home;
        const QString repository = kandesk::test::makeGitRepository(home.filePath(s("app")));
        auto sessions = std::make_shared<FakeWorkspaceInfoSlot>();
        auto deps = worktreeDependencies(home.path(), sessions);
        auto backend = std::dynamic_pointer_cast<FakeBackend>(deps.executors->backend(RuntimeNames::Standalone));
        LifecycleController controller(deps);
        LaunchRequest request = worktreeLaunch(repository, s("session-branch-gone"));
        auto fresh = controller.launch(request);
        QVERIFY(waitFor(fresh));
        QVERIFY2(fresh.result().ok(), qPrintable(fresh.result().error()));
        const QString path = fresh.result().value()->workspacePath;
        const QString branch = git::runGitChecked(path, {s("branch"), s("--show-current")}).value().trimmed();
        controller.removeExecution(fresh.result().value()->id);
        QVERIFY(git::runGitChecked(repository, {s("worktree"), s("remove"), s("--force"), path}).ok());
        QVERIFY(git::runGitChecked(repository, {s("branch"), s("-D"), branch}).ok());

        sessions->path = path;
        request.acpSessionId = s("acp-branch-gone");
        const int created = backend->createCount.load();
        auto resumed = controller.launch(request);
        QVERIFY(waitFor(resumed));
        QVERIFY(!resumed.result().ok());
        QVERIFY2(resumed.result().error().contains(s("was deleted")), qPrintable(resumed.result().error()));
        QVERIFY2(resumed.result().error().contains(branch), qPrintable(resumed.result().error()));
        QVERIFY2(resumed.result().error().contains(s("Start a new session")), qPrintable(resumed.result().error()));
        QCOMPARE(backend->createCount.load(), created);
        QVERIFY(!QFileInfo::exists(path));
    }

    // A launch waits for running maintenance (asking it to yield) and goes on when it ends.
    void launchWaitsForMaintenanceToEnd()
    {
        QTemporaryDir home;
        LifecycleDependencies deps;
        deps.homeDir = home.path();
        deps.executors = std::make_shared<ExecutorRegistry>();
        deps.profiles = std::make_shared<FixedProfileResolver>();
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        deps.activity = std::make_shared<ActivityCoordinator>();
        LifecycleController controller(deps);
        auto maintenance = deps.activity->tryAcquireMaintenance();
        QVERIFY2(maintenance.ok(), qPrintable(maintenance.error()));
        auto launch = controller.launch(sessionLaunch(s("session-after-maintenance")));
        QTRY_VERIFY_WITH_TIMEOUT(maintenance.value()->yieldRequested(), 10000);
        QVERIFY(!launch.isFinished());
        QCOMPARE(backend->createCount.load(), 0);
        maintenance = Expected<ActivityCoordinator::LeasePtr>(Error::failed(s("released")));
        QVERIFY(waitFor(launch));
        QVERIFY2(launch.result().ok(), qPrintable(launch.result().error()));
    }
};

QTEST_GUILESS_MAIN(TestLaunchGuards)
#include "tst_launchguards.moc"
