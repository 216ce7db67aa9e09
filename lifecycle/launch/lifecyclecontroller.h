// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/activitycoordinator.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/executionstore.h"
#include "lifecycle/launch/workspaceresolver.h"
#include "lifecycle/ports/workspaceinfoprovider.h"
#include "models/agents/agentregistry.h"
#include "models/sessions/preparestep.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QJsonObject>
#include <QObject>
#include <QReadWriteLock>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>

namespace kandesk {

class SecretStore;
class SessionReader;
class TaskCleanupState;
class ExecutorsRunningStore;
class ProfileResolver;
class CredentialProvider;
class ManagedGoCacheProvider;
class WorkspaceInfoProvider;
class ExecutorRegistry;
class AgentctlClient;
class PreparerRegistry;
class NpmAgentLauncher;
class OwnerAdmission;
class RecoveryGuard;

// Everything the controller talks to. Null ports are skipped (no persistence, no admission checks…).
struct LifecycleDependencies {
    // Read by launches on pool threads: after construction, add agents through the controller.
    std::shared_ptr<AgentRegistry> agents = std::make_shared<AgentRegistry>();
    std::shared_ptr<ExecutorRegistry> executors;
    std::shared_ptr<PreparerRegistry> preparers;
    std::shared_ptr<ProfileResolver> profiles;
    std::shared_ptr<SecretStore> secrets;
    std::shared_ptr<SessionReader> sessions;
    std::shared_ptr<TaskCleanupState> taskCleanup;
    std::shared_ptr<ExecutorsRunningStore> executorsRunning;
    std::shared_ptr<CredentialProvider> credentials;
    std::shared_ptr<WorkspaceInfoProvider> workspaceInfo;
    std::shared_ptr<ManagedGoCacheProvider> goCache;
    std::shared_ptr<ActivityCoordinator> activity;
    // Sessions under recovery: a launch for one is refused at once.
    std::shared_ptr<RecoveryGuard> recovery;
    // Admits run-owned launches (LaunchRequest::owner); without it they are refused.
    std::shared_ptr<OwnerAdmission> ownerAdmission;
    QString homeDir; // <home>/tasks/… and <home>/quick-chat/… live here
    // Starts built-in npm agents from the packages Kandesk installed; null: through npx.
    std::shared_ptr<const NpmAgentLauncher> npmAgents;
    // How long a registered runtime's agentctl may take to answer its health check.
    std::chrono::milliseconds agentctlReadyTimeout = std::chrono::seconds(30);
    // How long stopping a runtime may take before the stop counts as failed (and is retried).
    std::chrono::milliseconds stopTimeout = std::chrono::seconds(5);
    // How long a launch waits for running maintenance to end before it is refused.
    std::chrono::milliseconds maintenanceWait = std::chrono::seconds(30);
};

using ExecutionOutcome = Expected<ExecutionPtr>;

// The launch pipeline. Public entry points return at once; the work runs on the controller's
// QThreadPool. Concurrent launch/ensure calls for one session share one execution; each caller's
// deadline ends only its own wait. A caller gives up by its deadline or by cancelling its future;
// when every caller of a launch has given up before it registers, the launch stops at its next
// phase and rolls back what it made (no execution registered, no runtime left running).
// Results reach the controller's thread through queued signals.
// Call the entry points from the controller's thread; the "blocking building blocks" run on pool
// threads (tests call them directly).
class LifecycleController final : public QObject
{
    Q_OBJECT
public:
    using Deadline = std::chrono::milliseconds;

    explicit LifecycleController(LifecycleDependencies dependencies, QObject *parent = nullptr);
    ~LifecycleController() override;

    // Launches (or promotes) the execution of request.sessionId. A zero deadline waits as long as it takes.
    QFuture<ExecutionOutcome> launch(const LaunchRequest &request, Deadline deadline = Deadline::zero());
    // The session's execution, restoring a workspace-only one (no agent) from the workspace info if needed.
    QFuture<ExecutionOutcome> ensureExecution(const QString &sessionId, Deadline deadline = Deadline::zero());
    QFuture<ExecutionOutcome> ensureExecutionForEnvironment(const QString &taskEnvironmentId,
                                                            Deadline deadline = Deadline::zero());
    // Configures agentctl with the execution's argv and env, then starts the agent; yields the boot command.
    QFuture<Expected<QString>> configureAndStartAgent(const ExecutionPtr &execution, const QString &approvalPolicy);

    ExecutionStore &executions() { return m_store; }
    // The backends by runtime name (shared with the launches; safe from any thread).
    std::shared_ptr<ExecutorRegistry> executorRegistry() const { return m_deps.executors; }
    // Adds agents while launches may be running (the registry in the dependencies is shared with them).
    Status addCustomAgent(const QString &id, const QString &displayName, const QString &commandLine);
    Status registerAgent(const AgentDefinition &agent);
    // Per-run variables for the next agent start (never a snapshot of profile env).
    Status setExecutionEnv(const QString &executionId, const EnvMap &env);
    // Forgets an execution and ends its activity.
    void removeExecution(const QString &executionId);
    // The same for a runtime stopped on purpose: its executors_running row is released too
    // (kept as stopped while resumable), so the next start does not call the session interrupted.
    void releaseStoppedExecution(const QString &executionId);
    // The value of the runtime secret whose id is in metadata[metadataKey]; empty if unavailable.
    QString revealRuntimeSecret(const QVariantMap &metadata, const QString &metadataKey) const;
    // How many callers share the in-flight work of a session (0: none in flight).
    int coalescedCallerCount(const QString &sessionId) const;
    // Stops a runtime, waiting at most stopTimeout: a stop that takes longer counts as failed (it goes
    // on in the background; asking again retries it). force: tear down what does not stop cleanly.
    Status stopInstanceWithin(const std::shared_ptr<ExecutorBackend> &backend, const ExecutorInstance &instance,
                                    bool force);

    // --- Blocking building blocks (pool threads; public for tests) ---
    // launch() on the calling thread: one stage after another (admit, profile, workspace,
    // environment, prepare, runtime, register). stopRequested plays the cancelled future: asked at
    // each phase, it rolls the launch back until the launch registered.
    ExecutionOutcome launchBlocking(const LaunchRequest &request, std::function<bool()> stopRequested);
    Expected<EnvMap> buildEnvForExecution(const QString &executionId, const LaunchRequest &request,
                                         const AgentDefinition *agent, const AgentProfile *profile) const;
    // What starts a profile's agent outside any task's run (a session list, a logout): the argv a
    // launch would run, without a resume, and the variables it would get. A profile's own command
    // is registered as its custom agent first, as a launch does.
    struct ProfileAgentCommand {
        QStringList argv;
        EnvMap environment;
    };
    Expected<ProfileAgentCommand> profileAgentCommand(const AgentProfile &profile);
    Status prepareManagedGoCacheEnvironment(LaunchRequest &request) const;
    // nullopt when no preparer applies (none registered, or no repository).
    // An empty onProgress publishes prepareProgress signals.
    std::optional<EnvPrepareResult> runEnvironmentPreparer(const LaunchRequest &request, const QString &workspacePath,
                                                           const PrepareProgressCallback &onProgress);
    ResolvedWorkspace resolveWorkspace(const LaunchRequest &request) const;
    // Re-reads the session (before and after the task-cleanup check) and refuses terminal sessions
    // (unless workspaceOnly) and tasks being cleaned up.
    Status ensureSessionStillActive(const QString &sessionId, bool workspaceOnly = false) const;
    Expected<QString> configureAndStartAgentBlocking(const ExecutionPtr &execution, const QString &approvalPolicy);
    // The execution's agent start ended (started or failed): tells its backend (agentStartEnded).
    void agentStartEnded(const ExecutionPtr &execution) const;
    // Why its agent ended, where its backend knows more than the exit (ExecutorBackend::whyItEnded).
    QString whyItEnded(const ExecutionPtr &execution) const;
    // Stops the runtime of a registered execution, then gives up in-memory and durable ownership;
    // a failed stop keeps both and is retried after 100 ms, 500 ms and 2 s.
    void rollbackRegisteredLaunchWithRetry(const std::shared_ptr<ExecutorBackend> &backend,
                                           const ExecutorInstance &instance, const ExecutionPtr &execution,
                                           bool taskCleanupActive, const QString &reason);

    // Adds a step of the agent's start (after the runtime's) to the execution's prepare log.
    void reportAgentStartStep(const ExecutionPtr &execution, const PrepareStep &step);
    // A launch is refused while its session is under recovery or its run owner does not admit it.
    Status admitLaunch(const LaunchRequest &request) const;
    // The run-owner part of admitLaunch (nothing for task-owned launches).
    Status admitLaunchOwner(const LaunchRequest &request) const;

Q_SIGNALS:
    void prepareProgress(const kandesk::PrepareProgressEvent &event);
    void prepareCompleted(const kandesk::PrepareCompletedEvent &event);
    // The runtime exists and is registered; agentctl is starting (the agent is not started yet).
    void executionStarted(const QString &executionId, const QString &sessionId);
    void executionFailed(const QString &sessionId, const QString &message);
    // The execution's agentctl answers its health check: the agent can be configured and started.
    void agentctlReady(const QString &executionId);
    void agentctlFailed(const QString &executionId, const QString &message);


private:
    struct Flight;
    template<typename T>
    struct Waiter;
    struct RollbackJob;
    // The stages of one launch (launchstages.cpp): admit, profile, workspace, environment, prepare,
    // runtime, register.
    struct LaunchStages;
    // One caller of launch/ensure: gone once its deadline passed or its future was cancelled;
    // committed once the work registers for it (its deadline can no longer fail it).
    struct Caller {
        std::function<bool()> gone;
        std::function<bool()> commit;
        std::function<bool()> cancelled; // its future was cancelled (also after the commit)
    };
    using CallerPtr = std::shared_ptr<Caller>;
    // What the shared work of a launch asks of its callers.
    struct CancelToken {
        // Every caller has given up.
        std::function<bool()> cancelled = [] { return false; };
        // Commits the callers still waiting; false when none is left (the work must roll back).
        std::function<bool()> commit = [] { return true; };
    };

    ExecutionOutcome launchBlocking(const LaunchRequest &request, const CallerPtr &caller);
    // launchBlocking, then what a caller that gave up as it registered leaves behind goes, and a failure is said.
    ExecutionOutcome launchForCaller(const LaunchRequest &request, const CallerPtr &caller);
    // The error of a launch whose every caller gave up during phase.
    static Error cancelledError(const QString &sessionId, const QString &phase);
    ExecutionOutcome launchInternal(LaunchRequest request, const CancelToken &cancel);
    ExecutionOutcome ensureBlocking(const QString &sessionId, const std::optional<WorkspaceInfo> &knownInfo,
                                    const CallerPtr &caller);
    ExecutionOutcome createWorkspaceExecution(const WorkspaceInfo &info, const CancelToken &cancel);
    Status promoteWorkspaceExecution(const ExecutionPtr &execution, const LaunchRequest &request,
                                           const CallerPtr &caller);
    ExecutionOutcome runCoalesced(const QString &key, const CallerPtr &caller,
                                  const std::function<ExecutionOutcome(const CancelToken &)> &work);
    static CancelToken tokenFor(const CallerPtr &caller);
    Status ensureTaskAdmitsWorkspace(const QString &sessionId) const;

    Expected<std::pair<QString, std::optional<AgentProfile>>> resolveAgentProfile(const LaunchRequest &request) const;
    Expected<AgentDefinition> findEnabledAgent(const QString &agentName) const;
    Status registerExecution(const ExecutionPtr &execution, const std::shared_ptr<ExecutorBackend> &backend,
                                   const ExecutorInstance &instance, bool workspaceOnly, const CancelToken &cancel);
    Status persistExecutorRunning(const ExecutionPtr &execution);
    Status persistRuntimeSecrets(const ExecutionPtr &execution);
    void rollbackLaunchExecution(const std::shared_ptr<ExecutorBackend> &backend, const ExecutorInstance &instance,
                                 const ExecutionPtr &execution, const QString &reason);
    void rollbackRegisteredLaunch(const std::shared_ptr<ExecutorBackend> &backend, const ExecutorInstance &instance,
                                  const ExecutionPtr &execution, bool taskCleanupActive, bool discardDurable,
                                  const QString &reason);
    Status stopRegisteredRuntime(const RollbackJob &job);
    void finishRegisteredRollback(const RollbackJob &job);
    void scheduleRollbackRetry(const std::shared_ptr<RollbackJob> &job, int attempt);
    void releaseDurableOwnership(const ExecutionPtr &execution, bool discardExactRow);
    void pollAgentctlReadiness(const ExecutionPtr &execution, std::shared_ptr<const QElapsedTimer> since,
                               std::chrono::milliseconds nextDelay);

    Expected<ActivityCoordinator::LeasePtr> acquireActivity(ActivityKind kind, const CancelToken &cancel) const;
    Expected<ActivityCoordinator::LeasePtr> acquireActivity(ActivityKind kind) const;
    void markAgentStartPending(const ExecutionPtr &execution, ActivityCoordinator::LeasePtr lease);
    void publishPrepareCompleted(const LaunchRequest &request, const std::optional<EnvPrepareResult> &result,
                                 const PrepareProgressRecorder &recorder, const QString &workspacePath,
                                 const Error *error);
    void post(std::function<void()> work);
    template<typename T>
    QFuture<T> startCaller(Deadline deadline, const QString &what, std::function<T(const CallerPtr &)> work);

    LifecycleDependencies m_deps;
    mutable QReadWriteLock m_agentsLock;
    WorkspaceResolver m_workspaces;
    ExecutionStore m_store;
    QThreadPool m_pool;
    QThreadPool m_stopPool; // runtime stops, waited for at most stopTimeout
    std::atomic_bool m_stopping = false;

    mutable QMutex m_flightsMutex;
    QHash<QString, std::shared_ptr<Flight>> m_flights;
    QMutex m_inFlightMutex;
    QHash<AgentctlClient *, std::weak_ptr<AgentctlClient>> m_inFlightClients; // health checks under way
    QMutex m_leasesMutex;
    QHash<QString, ActivityCoordinator::LeasePtr> m_executionLeases;
};

} // namespace kandesk
