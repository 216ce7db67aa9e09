// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "lifecyclecontroller.h"

#include "lifecycle/agentctl/agentctlclient.h"
#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/launch/envcomposer.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/launch/mcpservers.h"
#include "lifecycle/launch/prepare.h"
#include "lifecycle/launch/recoveryguard.h"
#include "lifecycle/launch/workspaceadmission.h"
#include "lifecycle/ports/owneradmission.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/ports/sessionreader.h"
#include "lifecycle/ports/workspaceinfoprovider.h"

#include <QElapsedTimer>
#include <QPromise>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <future>

namespace kandesk {

using namespace std::chrono_literals;

namespace {

bool shouldPrepareEnvironment(const LaunchRequest &request)
{
    if (request.acpSessionId.isEmpty())
        return true;
    // A native ACP resume reuses the prepared workspace, but a worktree resume re-enters preparation
    // so that a missing branch can be reported.
    return request.useWorktree && !request.repositoryPath.isEmpty();
}

QString newExecutionId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QVariantMap launchMetadata(const LaunchRequest &request, const ResolvedWorkspace &workspace,
                           const QMap<QString, ContributionDestination> &destinations)
{
    QVariantMap metadata = request.metadata;
    auto setIfAny = [&metadata](const QString &key, const QString &value) {
        if (!value.isEmpty())
            metadata.insert(key, value);
    };
    setIfAny(MetadataKeys::TaskDescription, request.taskDescription);
    setIfAny(QStringLiteral("session_id"), request.sessionId);
    setIfAny(QStringLiteral("main_repo_git_dir"), workspace.mainRepoGitDir);
    setIfAny(QStringLiteral("worktree_id"), workspace.worktreeId);
    setIfAny(QStringLiteral("worktree_branch"), workspace.worktreeBranch);
    setIfAny(QStringLiteral("repository_path"), request.repositoryPath);
    setIfAny(QStringLiteral("setup_script"), request.setupScript);
    setIfAny(QStringLiteral("base_branch"), request.baseBranch);
    setIfAny(MetadataKeys::ManagedGoCache, request.managedGoCachePath);
    QVariantMap baseBranches;
    for (const RepoLaunchSpec &spec : request.repoSpecs()) {
        if (!spec.baseBranch.isEmpty() && !repositoryWorkspaceKey(spec).isEmpty())
            baseBranches.insert(repositoryWorkspaceKey(spec), spec.baseBranch);
    }
    if (!request.baseBranch.isEmpty() && !baseBranches.contains(QString()))
        baseBranches.insert(QString(), request.baseBranch);
    if (!baseBranches.isEmpty())
        metadata.insert(QStringLiteral("base_branches"), baseBranches);
    QVariantMap targets;
    for (auto it = destinations.cbegin(); it != destinations.cend(); ++it)
        targets.insert(it.key(), it->targetRepository.remoteUrl);
    if (!targets.isEmpty())
        metadata.insert(QStringLiteral("contribution_destinations"), targets);
    return metadata;
}

} // namespace

// The shared work of one session key: the leader runs it, followers wait for its result. The work
// is cancelled once every caller has given up; it commits the callers still waiting when it registers.
struct LifecycleController::Flight {
    std::promise<ExecutionOutcome> promise;
    std::shared_future<ExecutionOutcome> future = promise.get_future().share();
    mutable QMutex mutex;
    QList<CallerPtr> callers;

    void join(const CallerPtr &caller)
    {
        QMutexLocker lock(&mutex);
        callers.append(caller);
    }
    int size() const
    {
        QMutexLocker lock(&mutex);
        return int(callers.size());
    }
    bool allGone() const
    {
        QMutexLocker lock(&mutex);
        return std::all_of(callers.cbegin(), callers.cend(), [](const CallerPtr &c) { return c->gone(); });
    }
    bool commit()
    {
        QMutexLocker lock(&mutex);
        bool any = false;
        for (const CallerPtr &caller : std::as_const(callers))
            any = caller->commit() || any;
        return any;
    }
};

// One caller's view of a result: settled once, by the work, or by the caller's deadline while the
// work has not committed to it yet. A cancelled future counts as a caller that gave up.
template<typename T>
struct LifecycleController::Waiter {
    enum State { Waiting, Committed, Settled };
    QPromise<T> promise;
    std::atomic_int state = Waiting;
    Waiter() { promise.start(); }
    // The caller's deadline: fails the wait unless the work committed to this caller.
    void giveUp(const T &value)
    {
        int expected = Waiting;
        if (!state.compare_exchange_strong(expected, Settled))
            return;
        promise.addResult(value);
        promise.finish();
    }
    bool commit()
    {
        if (promise.isCanceled()) {
            int expected = Waiting;
            state.compare_exchange_strong(expected, Settled);
        }
        int expected = Waiting;
        return state.compare_exchange_strong(expected, Committed) || expected == Committed;
    }
    bool gone() const
    {
        const int current = state.load();
        return current == Settled || (current == Waiting && promise.isCanceled());
    }
    void settle(const T &value)
    {
        if (state.exchange(Settled) == Settled)
            return;
        promise.addResult(value);
        promise.finish();
    }
};

LifecycleController::LifecycleController(LifecycleDependencies dependencies, QObject *parent)
    : QObject(parent), m_deps(std::move(dependencies)), m_workspaces(m_deps.homeDir)
{
    if (!m_deps.agents)
        m_deps.agents = std::make_shared<AgentRegistry>();
    // Followers block a pool thread while they wait for a shared result, so leave room for them.
    m_pool.setMaxThreadCount(std::max(16, QThread::idealThreadCount() * 4));
    m_pool.setObjectName(QStringLiteral("kandesk-lifecycle"));
}

LifecycleController::~LifecycleController()
{
    m_stopping = true;
    // Pool tasks may be waiting on agentctl answers; closing the clients lets them return.
    for (const ExecutionPtr &execution : m_store.list()) {
        if (auto client = execution->agentctl())
            client->close();
    }
    {
        QMutexLocker lock(&m_inFlightMutex);
        for (const std::weak_ptr<AgentctlClient> &weak : std::as_const(m_inFlightClients)) {
            if (auto client = weak.lock())
                client->close();
        }
    }
    m_pool.waitForDone();
    m_stopPool.waitForDone();
}

void LifecycleController::post(std::function<void()> work)
{
    QMetaObject::invokeMethod(this, std::move(work), Qt::QueuedConnection);
}

template<typename T>
QFuture<T> LifecycleController::startCaller(Deadline deadline, const QString &what,
                                            std::function<T(const CallerPtr &)> work)
{
    auto waiter = std::make_shared<Waiter<T>>();
    QFuture<T> future = waiter->promise.future();
    // A caller that cancels its future gives up too: the work notices at its next phase, rolls back
    // what it made, and only then finishes the (cancelled) future, so nothing of it runs any more.
    if (deadline > Deadline::zero()) {
        auto arm = [this, waiter, deadline, what] {
            QTimer::singleShot(deadline, this, [waiter, what] {
                waiter->giveUp(T(LaunchError::of(LaunchErrorKind::DeadlineExceeded,
                                                 what + QStringLiteral(": deadline exceeded (shared work goes on)"))));
            });
        };
        if (QThread::currentThread() == thread())
            arm();
        else
            post(arm);
    }
    auto caller = std::make_shared<Caller>(Caller{[waiter] { return waiter->gone(); }, [waiter] { return waiter->commit(); },
                                                  [waiter] { return waiter->promise.isCanceled(); }});
    m_pool.start([waiter, caller, work = std::move(work)] {
        const T result = work(caller);
        waiter->settle(result);
    });
    return future;
}

LifecycleController::CancelToken LifecycleController::tokenFor(const CallerPtr &caller)
{
    CancelToken token;
    if (caller) {
        token.cancelled = [caller] { return caller->gone(); };
        token.commit = [caller] { return caller->commit(); };
    }
    return token;
}

namespace {

LaunchError cancelledError(const QString &sessionId, const QString &phase)
{
    return LaunchError::of(LaunchErrorKind::Cancelled,
                           QStringLiteral("the launch of session \"%1\" was cancelled during %2: its caller stopped waiting")
                               .arg(sessionId, phase));
}

} // namespace

LaunchStatus LifecycleController::admitLaunch(const LaunchRequest &request) const
{
    if (m_deps.recovery) {
        if (auto allowed = m_deps.recovery->checkLaunchAllowed(request.sessionId); !allowed)
            return allowed;
    }
    return admitLaunchOwner(request);
}

LaunchStatus LifecycleController::admitLaunchOwner(const LaunchRequest &request) const
{
    if (request.owner.kind != ExecutionOwner::Kind::Run)
        return {};
    if (!m_deps.ownerAdmission)
        return LaunchError::of(LaunchErrorKind::NotAdmitted,
                               QStringLiteral("run \"%1\" owns this launch but nothing admits run-owned executions")
                                   .arg(request.owner.runId));
    ExecutionOwner owner = request.owner;
    if (owner.taskId.isEmpty())
        owner.taskId = request.taskId;
    if (owner.sessionId.isEmpty())
        owner.sessionId = request.sessionId;
    if (auto admitted = m_deps.ownerAdmission->admitExecution(owner); !admitted) {
        LaunchError error = admitted.launchError().wrapped(QStringLiteral("run \"%1\" did not admit the launch").arg(owner.runId));
        error.kind = LaunchErrorKind::NotAdmitted;
        return error;
    }
    return {};
}

QFuture<ExecutionOutcome> LifecycleController::launch(const LaunchRequest &request, Deadline deadline)
{
    return startCaller<ExecutionOutcome>(
        deadline, QStringLiteral("launch of session \"%1\"").arg(request.sessionId),
        [this, request](const CallerPtr &caller) {
            ExecutionOutcome result = launchBlocking(request, caller);
            if (result && request.sessionId.isEmpty() && caller->cancelled()) {
                // Cancelled right after it registered: its only caller will never use it.
                const ExecutionPtr execution = result.value();
                const auto backend = m_deps.executors ? m_deps.executors->backend(execution->runtimeName) : nullptr;
                rollbackRegisteredLaunch(backend, execution->instance, execution, false, true,
                                         QStringLiteral("the caller cancelled as the launch registered"));
                result = cancelledError(request.sessionId, QStringLiteral("registration"));
            }
            if (!result && result.errorKind() != LaunchErrorKind::DeadlineExceeded
                && result.errorKind() != LaunchErrorKind::Cancelled) {
                qCWarning(lcLifecycle).noquote() << "launch of session" << request.sessionId << "failed:" << result.error();
                const QString sessionId = request.sessionId;
                const QString message = result.error();
                post([this, sessionId, message] { Q_EMIT executionFailed(sessionId, message); });
            }
            return result;
        });
}

QFuture<ExecutionOutcome> LifecycleController::ensureExecution(const QString &sessionId, Deadline deadline)
{
    return startCaller<ExecutionOutcome>(deadline, QStringLiteral("ensure execution of session \"%1\"").arg(sessionId),
                                         [this, sessionId](const CallerPtr &caller) {
                                             return ensureBlocking(sessionId, std::nullopt, caller);
                                         });
}

QFuture<ExecutionOutcome> LifecycleController::ensureExecutionForEnvironment(const QString &taskEnvironmentId,
                                                                             Deadline deadline)
{
    return startCaller<ExecutionOutcome>(
        deadline, QStringLiteral("ensure execution of environment \"%1\"").arg(taskEnvironmentId),
        [this, taskEnvironmentId](const CallerPtr &caller) -> ExecutionOutcome {
            if (!m_deps.workspaceInfo)
                return LaunchError::failed(QStringLiteral("no workspace information is available for environment \"%1\"")
                                               .arg(taskEnvironmentId));
            auto info = m_deps.workspaceInfo->workspaceInfoForEnvironment(taskEnvironmentId);
            if (!info)
                return info.launchError();
            if (info->sessionId.isEmpty())
                return LaunchError::failed(QStringLiteral("environment \"%1\" has no session").arg(taskEnvironmentId));
            return ensureBlocking(info->sessionId, info.value(), caller);
        });
}

QFuture<Outcome<QString>> LifecycleController::configureAndStartAgent(const ExecutionPtr &execution,
                                                                      const QString &approvalPolicy)
{
    return startCaller<Outcome<QString>>(Deadline::zero(), QStringLiteral("start agent"),
                                         [this, execution, approvalPolicy](const CallerPtr &) {
                                             return configureAndStartAgentBlocking(execution, approvalPolicy);
                                         });
}

ExecutionOutcome LifecycleController::runCoalesced(const QString &key, const CallerPtr &caller,
                                                  const std::function<ExecutionOutcome(const CancelToken &)> &work)
{
    std::shared_ptr<Flight> flight;
    bool leader = false;
    {
        QMutexLocker lock(&m_flightsMutex);
        flight = m_flights.value(key);
        if (!flight) {
            flight = std::make_shared<Flight>();
            m_flights.insert(key, flight);
            leader = true;
        }
        if (caller)
            flight->join(caller);
    }
    if (!leader)
        return flight->future.get();
    CancelToken token;
    token.cancelled = [flight] { return flight->size() > 0 && flight->allGone(); };
    token.commit = [flight] { return flight->size() == 0 || flight->commit(); };
    ExecutionOutcome result = work(token);
    {
        QMutexLocker lock(&m_flightsMutex);
        m_flights.remove(key);
    }
    flight->promise.set_value(result);
    return result;
}

int LifecycleController::coalescedCallerCount(const QString &sessionId) const
{
    QMutexLocker lock(&m_flightsMutex);
    auto flight = m_flights.value(sessionId);
    return flight ? std::max(1, flight->size()) : 0;
}

Outcome<ActivityCoordinator::LeasePtr> LifecycleController::acquireActivity(ActivityKind kind, const CancelToken &cancel) const
{
    if (!m_deps.activity)
        return ActivityCoordinator::LeasePtr();
    return m_deps.activity->acquireActivity(kind, m_deps.maintenanceWait, cancel.cancelled);
}

Outcome<ActivityCoordinator::LeasePtr> LifecycleController::acquireActivity(ActivityKind kind) const
{
    return acquireActivity(kind, CancelToken());
}

void LifecycleController::markAgentStartPending(const ExecutionPtr &execution, ActivityCoordinator::LeasePtr lease)
{
    execution->setStatus(AgentStatus::Starting);
    ActivityCoordinator::LeasePtr previous;
    QMutexLocker lock(&m_leasesMutex);
    previous = std::exchange(m_executionLeases[execution->id], std::move(lease));
}

ExecutionOutcome LifecycleController::launchBlocking(const LaunchRequest &request, const CallerPtr &caller)
{
    // Refused before any lease or coalescing, so a guarded session never holds launch state.
    if (auto admitted = admitLaunch(request); !admitted)
        return admitted.launchError();
    if (request.sessionId.isEmpty()) {
        const CancelToken token = tokenFor(caller);
        auto lease = acquireActivity(ActivityKind::ExecutionStarting, token);
        if (!lease)
            return lease.launchError();
        ExecutionOutcome result = launchInternal(request, token);
        if (result && request.startAgent)
            markAgentStartPending(result.value(), lease.value());
        return result;
    }

    ExecutionOutcome shared = runCoalesced(request.sessionId, caller, [this, &request](const CancelToken &token) -> ExecutionOutcome {
        auto lease = acquireActivity(ActivityKind::ExecutionStarting, token);
        if (!lease)
            return lease.launchError();
        if (lease.value())
            lease.value()->setKind(ActivityKind::ExecutionPreparing);
        return launchInternal(request, token);
    });
    if (!shared)
        return shared;
    if (caller && caller->gone())
        return LaunchError::of(LaunchErrorKind::DeadlineExceeded, QStringLiteral("the caller stopped waiting"));
    ExecutionPtr execution = shared.value();
    // A workspace-only execution (from an ensure call) is promoted in place so the agent can start
    // on the existing agentctl instance.
    if (!execution->hasAgentCommand()) {
        if (auto promoted = promoteWorkspaceExecution(execution, request, caller); !promoted)
            return promoted.launchError();
    }
    if (request.startAgent) {
        auto lease = acquireActivity(ActivityKind::ExecutionPreparing);
        if (!lease)
            return lease.launchError();
        markAgentStartPending(execution, lease.value());
    }
    return execution;
}

Outcome<std::pair<QString, std::optional<AgentProfile>>>
LifecycleController::resolveAgentProfile(const LaunchRequest &request) const
{
    const QString profileId = executionProfileId(request);
    using Result = std::pair<QString, std::optional<AgentProfile>>;
    if (!m_deps.profiles) {
        qCWarning(lcLifecycle) << "no profile resolver configured; using profile id" << profileId << "as agent type";
        return Result(profileId, std::nullopt);
    }
    auto info = m_deps.profiles->resolveProfile(profileId);
    if (!info)
        return info.launchError().wrapped(QStringLiteral("failed to resolve agent profile"));
    AgentProfile profile = info.value();
    // A concrete execution profile is authoritative; only legacy routes overlay their fields.
    if (!hasConcreteRouteExecutionProfile(request))
        applyRouteOverrideToProfile(profile, request);
    return Result(profile.agentId, profile);
}

Outcome<AgentDefinition> LifecycleController::findEnabledAgent(const QString &agentName) const
{
    QReadLocker lock(&m_agentsLock);
    const AgentDefinition *agent = m_deps.agents->find(agentName);
    if (!agent)
        return LaunchError::failed(QStringLiteral("agent type \"%1\" not found in registry").arg(agentName));
    if (!agent->enabled)
        return LaunchError::failed(QStringLiteral("agent type \"%1\" is disabled").arg(agentName));
    return *agent; // a copy: the registry may change while the launch runs
}

Status LifecycleController::addCustomAgent(const QString &id, const QString &displayName, const QString &commandLine)
{
    QWriteLocker lock(&m_agentsLock);
    return m_deps.agents->addCustomAgent(id, displayName, commandLine);
}

Status LifecycleController::registerAgent(const AgentDefinition &agent)
{
    QWriteLocker lock(&m_agentsLock);
    return m_deps.agents->registerAgent(agent);
}

ExecutionOutcome LifecycleController::launchInternal(LaunchRequest request, const CancelToken &cancel)
{
    if (cancel.cancelled())
        return cancelledError(request.sessionId, QStringLiteral("admission"));
    auto resolved = resolveAgentProfile(request);
    if (!resolved)
        return resolved.launchError();
    const std::optional<AgentProfile> profile = resolved->second;
    const AgentProfile *profileInfo = profile ? &*profile : nullptr;
    auto agent = findEnabledAgent(resolved->first);
    if (!agent)
        return agent.launchError();
    if (auto cache = prepareManagedGoCacheEnvironment(request); !cache)
        return cache.launchError();

    if (!request.sessionId.isEmpty()) {
        if (ExecutionPtr existing = m_store.bySessionId(request.sessionId)) {
            if (!existing->hasAgentCommand())
                return existing; // workspace-only: the caller promotes it
            return LaunchError::of(LaunchErrorKind::AgentAlreadyRunning,
                                   QStringLiteral("session \"%1\" already has an agent running (execution %2)")
                                       .arg(request.sessionId, existing->id));
        }
    }

    std::shared_ptr<ExecutorBackend> backend;
    QString backendError = QStringLiteral("no runtime configured: no executor backends are registered");
    if (m_deps.executors) {
        auto found = m_deps.executors->backendForExecutorType(request.executorType);
        if (found)
            backend = found.value();
        else
            backendError = found.error();
    }
    ResolvedWorkspace workspace = resolveWorkspace(request);
    if (cancel.cancelled())
        return cancelledError(request.sessionId, QStringLiteral("workspace resolution"));
    // Before anything is linked or started in it, the workspace must be the selected repository's.
    if (auto admitted = validateLaunchWorkspaceAdmission(request, workspace.path); !admitted)
        return admitted.launchError();

    const QString taskId = request.taskId;
    const QString sessionId = request.sessionId;
    PrepareProgressRecorder recorder([this, taskId, sessionId](const PrepareStep &step, int index, int total) {
        PrepareProgressEvent event{taskId, sessionId, step, index, total};
        post([this, event] { Q_EMIT prepareProgress(event); });
    });
    auto fail = [&](const LaunchError &error, const std::optional<EnvPrepareResult> &result) {
        publishPrepareCompleted(request, result, recorder, workspace.path, &error);
        return ExecutionOutcome(error);
    };

    // Compose everything before preparation so setup scripts see the same env as the agent.
    LaunchRequest prepared = request;
    prepared.workspacePath = workspace.path;
    if (auto merged = mergeRouteOverrideEnv(prepared); !merged)
        return fail(merged.launchError(), std::nullopt);
    const QString executionId = newExecutionId();
    auto env = buildEnvForExecution(executionId, prepared, &agent.value(), profileInfo);
    if (!env)
        return fail(env.launchError().wrapped(QStringLiteral("build launch environment")), std::nullopt);
    prepared.env = env.value();
    prepared.environmentDefinitions.clear();
    prepared.environmentResolutionRequired = false;
    // A broken MCP server definition fails the launch here, before anything runs.
    QList<ResolvedMcpServer> mcpServers;
    if (profileInfo) {
        auto resolvedMcp = resolveMcpServers(*profileInfo, m_deps.secrets.get());
        if (!resolvedMcp)
            return fail(resolvedMcp.launchError(), std::nullopt);
        mcpServers = resolvedMcp.value();
    }
    if (cancel.cancelled())
        return fail(cancelledError(request.sessionId, QStringLiteral("environment composition")), std::nullopt);

    const bool prepare = shouldPrepareEnvironment(request);
    std::optional<EnvPrepareResult> prepResult;
    if (prepare)
        prepResult = runEnvironmentPreparer(prepared, workspace.path, recorder.callback(0));
    if (prepResult) {
        recorder.merge(prepResult->steps);
        if (!prepResult->success)
            return fail(LaunchError::failed(QStringLiteral("environment preparation failed: ") + prepResult->errorMessage),
                        prepResult);
        // The preparer owns the final location of worktree-backed workspaces.
        if (!prepResult->workspacePath.isEmpty())
            workspace.path = prepResult->workspacePath;
        if (!prepResult->mainRepoGitDir.isEmpty())
            workspace.mainRepoGitDir = prepResult->mainRepoGitDir;
        if (!prepResult->worktreeId.isEmpty())
            workspace.worktreeId = prepResult->worktreeId;
        if (!prepResult->worktreeBranch.isEmpty())
            workspace.worktreeBranch = prepResult->worktreeBranch;
        prepared.workspacePath = workspace.path;
    }
    if (cancel.cancelled())
        return fail(cancelledError(request.sessionId, QStringLiteral("environment preparation")), prepResult);
    if (!backend)
        return fail(LaunchError::failed(backendError), prepResult);
    auto destinations = collectContributionDestinations(prepared);
    if (!destinations)
        return fail(destinations.launchError(), prepResult);

    ExecutorCreateRequest create;
    create.instanceId = executionId;
    create.executorType = prepared.executorType;
    create.taskId = prepared.taskId;
    create.taskTitle = prepared.taskTitle;
    create.sessionId = prepared.sessionId;
    create.taskEnvironmentId = prepared.taskEnvironmentId;
    create.agentProfileId = executionProfileId(prepared);
    create.officeAgentProfileId = prepared.agentProfileId;
    create.workspacePath = backend->requiresCloneUrl() ? QString() : prepared.workspacePath;
    create.env = prepared.env;
    create.autoApprovePermissions = profileInfo && profileInfo->autoApprove;
    create.metadata = launchMetadata(prepared, workspace, destinations.value());
    // A runtime elsewhere (a remote host) checks that the agent's program is there before it starts.
    if (backend->requiresCloneUrl()) {
        auto early = buildAgentCommand(request, profileInfo, agent.value(), m_deps.npmAgents.get());
        if (early && !early->args.isEmpty())
            create.metadata.insert(QStringLiteral("agent_program"), early->args.constFirst());
    }
    create.agentId = agent->id;
    create.previousExecutionId = prepared.previousExecutionId;
    create.mcpProviders = prepared.mcpProviders;
    if (prepare)
        create.onProgress = recorder.callback(recorder.size());

    auto instance = backend->createInstance(create);
    if (!instance)
        return fail(instance.launchError().wrapped(QStringLiteral("failed to create execution")), prepResult);
    if (cancel.cancelled()) {
        // Not registered: stop the runtime directly.
        auto orphan = std::make_shared<AgentExecution>();
        orphan->id = executionId;
        orphan->sessionId = request.sessionId;
        orphan->setAgentctl(instance->client);
        rollbackLaunchExecution(backend, instance.value(), orphan, QStringLiteral("the caller stopped waiting"));
        return fail(cancelledError(request.sessionId, QStringLiteral("runtime creation")), prepResult);
    }
    if (workspace.path.isEmpty())
        workspace.path = instance->workspacePath; // a runtime that owns its file system says where it made it
    if (prepResult)
        prepResult->steps = recorder.steps();
    publishPrepareCompleted(request, prepResult, recorder, workspace.path, nullptr);

    auto execution = std::make_shared<AgentExecution>();
    execution->id = executionId;
    execution->taskId = request.taskId;
    execution->sessionId = request.sessionId;
    execution->workspaceId = request.workspaceId;
    execution->agentProfileId = executionProfileId(request);
    execution->officeAgentProfileId = request.agentProfileId;
    execution->executorType = request.executorType;
    execution->runtimeName = backend->name();
    execution->workspacePath = instance->workspacePath.isEmpty() ? prepared.workspacePath : instance->workspacePath;
    execution->taskEnvironmentId = request.taskEnvironmentId;
    execution->owner = request.owner;
    if (execution->owner.taskId.isEmpty())
        execution->owner.taskId = request.taskId;
    if (execution->owner.sessionId.isEmpty())
        execution->owner.sessionId = request.sessionId;
    execution->instance = instance.value();
    execution->setAgentctl(instance->client);
    execution->setAcpSessionId(request.acpSessionId);
    execution->setResumedSession(!request.previousExecutionId.isEmpty());
    execution->setRuntimeEnvironment(prepared.env);
    if (profileInfo)
        execution->setMcpServers(mcpServers);
    if (prepResult)
        execution->setPrepareResult(*prepResult);
    for (auto it = create.metadata.cbegin(); it != create.metadata.cend(); ++it)
        execution->setMetadataValue(it.key(), it.value());

    auto commands = buildAgentCommand(request, profileInfo, agent.value(), m_deps.npmAgents.get());
    if (!commands) {
        // Not registered yet: stop the runtime directly so it does not leak, and fail closed.
        rollbackLaunchExecution(backend, instance.value(), execution, QStringLiteral("command construction failed"));
        return commands.launchError();
    }
    execution->setCommands(commands.value());

    if (auto registered = registerExecution(execution, backend, instance.value(), false, cancel); !registered)
        return registered.launchError();
    qCDebug(lcLifecycle) << "execution" << executionId << "created for session" << request.sessionId;
    return execution;
}

ExecutionOutcome LifecycleController::ensureBlocking(const QString &sessionId, const std::optional<WorkspaceInfo> &knownInfo,
                                                    const CallerPtr &caller)
{
    if (m_deps.recovery) {
        if (auto allowed = m_deps.recovery->checkLaunchAllowed(sessionId); !allowed)
            return allowed.launchError();
    }
    return runCoalesced(sessionId, caller, [this, &sessionId, &knownInfo](const CancelToken &token) -> ExecutionOutcome {
        if (ExecutionPtr existing = m_store.bySessionId(sessionId))
            return existing;
        // A workspace-only restore of an archived or missing task is refused before anything is made.
        if (auto admitted = ensureTaskAdmitsWorkspace(sessionId); !admitted)
            return admitted.launchError();
        auto lease = acquireActivity(ActivityKind::ExecutionPreparing, token);
        if (!lease)
            return lease.launchError();
        if (knownInfo)
            return createWorkspaceExecution(*knownInfo, token);
        if (!m_deps.workspaceInfo)
            return LaunchError::failed(QStringLiteral("no workspace information is available for session \"%1\"").arg(sessionId));
        auto info = m_deps.workspaceInfo->workspaceInfoForSession(QString(), sessionId);
        if (!info)
            return info.launchError();
        return createWorkspaceExecution(info.value(), token);
    });
}

ExecutionOutcome LifecycleController::createWorkspaceExecution(const WorkspaceInfo &info, const CancelToken &cancel)
{
    if (cancel.cancelled())
        return cancelledError(info.sessionId, QStringLiteral("workspace restore"));
    if (!m_deps.executors)
        return LaunchError::failed(QStringLiteral("no runtime configured: no executor backends are registered"));
    auto backend = m_deps.executors->backendForExecutorType(info.executorType);
    if (!backend)
        return backend.launchError();
    ExecutorCreateRequest create;
    create.instanceId = newExecutionId();
    create.executorType = info.executorType;
    create.taskId = info.taskId;
    create.sessionId = info.sessionId;
    create.taskEnvironmentId = info.taskEnvironmentId;
    create.workspacePath = backend.value()->requiresCloneUrl() ? QString() : info.workspacePath;
    create.agentId = info.agentId;
    auto instance = backend.value()->createInstance(create);
    if (!instance)
        return instance.launchError().wrapped(QStringLiteral("failed to create execution"));

    auto execution = std::make_shared<AgentExecution>();
    execution->id = create.instanceId;
    execution->taskId = info.taskId;
    execution->sessionId = info.sessionId;
    execution->taskEnvironmentId = info.taskEnvironmentId;
    execution->executorType = info.executorType;
    execution->runtimeName = backend.value()->name();
    execution->workspacePath = instance->workspacePath.isEmpty() ? info.workspacePath : instance->workspacePath;
    execution->instance = instance.value();
    execution->setAgentctl(instance->client);
    if (auto registered = registerExecution(execution, backend.value(), instance.value(), true, cancel); !registered)
        return registered.launchError();
    return execution;
}

LaunchStatus LifecycleController::promoteWorkspaceExecution(const ExecutionPtr &execution, const LaunchRequest &request,
                                                            const CallerPtr &caller)
{
    ExecutionOutcome promoted = runCoalesced(request.sessionId, caller, [this, &execution, &request](const CancelToken &token) -> ExecutionOutcome {
        if (token.cancelled())
            return cancelledError(request.sessionId, QStringLiteral("promotion"));
        if (auto active = ensureSessionStillActive(request.sessionId); !active)
            return active.launchError();
        auto lease = acquireActivity(ActivityKind::ExecutionPreparing, token);
        if (!lease)
            return lease.launchError();
        if (!request.mcpProviders.isEmpty()) {
            auto client = execution->agentctl();
            if (!client)
                return LaunchError::failed(
                    QStringLiteral("execution %1 has no agentctl client for MCP provider promotion").arg(execution->id));
            if (auto applied = client->setMcpProviders(request.mcpProviders); !applied)
                return applied.launchError().wrapped(QStringLiteral("set MCP providers during workspace execution promotion"));
        }
        if (execution->hasAgentCommand())
            return execution; // a peer promoted it while we waited
        auto resolved = resolveAgentProfile(request);
        if (!resolved)
            return resolved.launchError();
        auto agent = findEnabledAgent(resolved->first);
        if (!agent)
            return agent.launchError();
        const AgentProfile *profileInfo = resolved->second ? &*resolved->second : nullptr;
        auto commands = buildAgentCommand(request, profileInfo, agent.value(), m_deps.npmAgents.get());
        if (!commands)
            return commands.launchError();
        // Resolved before anything of the promotion is applied, so a broken definition leaves the
        // execution workspace-only, as it was.
        std::optional<QList<ResolvedMcpServer>> mcpServers;
        if (profileInfo) {
            auto resolvedMcp = resolveMcpServers(*profileInfo, m_deps.secrets.get());
            if (!resolvedMcp)
                return resolvedMcp.launchError().wrapped(QStringLiteral("resolve MCP servers during workspace execution promotion"));
            mcpServers = resolvedMcp.value();
        }
        if (auto active = ensureSessionStillActive(request.sessionId); !active)
            return active.launchError();
        execution->setCommands(commands.value());
        if (mcpServers)
            execution->setMcpServers(*mcpServers);
        if (!request.acpSessionId.isEmpty() && execution->acpSessionId().isEmpty())
            execution->setAcpSessionId(request.acpSessionId);
        if (!request.previousExecutionId.isEmpty())
            execution->setResumedSession(true);
        if (auto persisted = persistExecutorRunning(execution); !persisted)
            qCWarning(lcLifecycle).noquote() << "promoted execution" << execution->id << "not persisted:" << persisted.error();
        qCInfo(lcLifecycle) << "promoted workspace-only execution" << execution->id << "of session" << request.sessionId;
        return execution;
    });
    if (!promoted)
        return promoted.launchError();
    return {};
}

void LifecycleController::reportAgentStartStep(const ExecutionPtr &execution, const PrepareStep &step)
{
    const std::optional<EnvPrepareResult> prepared = execution->prepareResult();
    const int index = prepared ? int(prepared->steps.size()) : 0;
    PrepareProgressEvent event{execution->taskId, execution->sessionId, step, index, index + 1};
    post([this, event] { Q_EMIT prepareProgress(event); });
}

void LifecycleController::releaseStoppedExecution(const QString &executionId)
{
    if (const ExecutionPtr execution = m_store.get(executionId))
        releaseDurableOwnership(execution, false);
    removeExecution(executionId);
}

void LifecycleController::removeExecution(const QString &executionId)
{
    m_store.remove(executionId);
    ActivityCoordinator::LeasePtr lease;
    QMutexLocker lock(&m_leasesMutex);
    lease = m_executionLeases.take(executionId);
}

LaunchStatus LifecycleController::setExecutionEnv(const QString &executionId, const EnvMap &env)
{
    ExecutionPtr execution = m_store.get(executionId);
    if (!execution)
        return LaunchError::failed(QStringLiteral("execution \"%1\" not found").arg(executionId));
    execution->setMetadataValue(MetadataKeys::RuntimeEnv, envToVariant(env));
    return {};
}

Outcome<EnvMap> LifecycleController::buildEnvForExecution(const QString &executionId, const LaunchRequest &request,
                                                          const AgentDefinition *agent,
                                                          const AgentProfile *profile) const
{
    const EnvComposer composer(m_deps.secrets.get(), m_deps.profiles.get(), m_deps.credentials.get());
    return composer.compose(executionId, request, agent, profile);
}

LaunchStatus LifecycleController::prepareManagedGoCacheEnvironment(LaunchRequest &request) const
{
    if (!m_deps.goCache || !isLocalExecutorType(request.executorType))
        return {};
    auto env = m_deps.goCache->executionEnvironment();
    if (!env)
        return env.launchError().wrapped(QStringLiteral("prepare the managed Go build cache"));
    const QString path = env->value(EnvKeys::GoCache);
    if (path.isEmpty())
        return {};
    request.env.insert(EnvKeys::GoCache, path);
    request.managedGoCachePath = path;
    request.metadata.insert(MetadataKeys::ManagedGoCache, path);
    return {};
}

std::optional<EnvPrepareResult> LifecycleController::runEnvironmentPreparer(const LaunchRequest &request,
                                                                            const QString &workspacePath,
                                                                            const PrepareProgressCallback &onProgress)
{
    if (!m_deps.preparers)
        return std::nullopt;
    auto preparer = m_deps.preparers->preparerFor(request.executorType);
    if (!preparer)
        return std::nullopt;
    if (request.repositoryPath.isEmpty()) {
        qCDebug(lcLifecycle) << "skipping preparer" << preparer->name() << ": no repository";
        return std::nullopt;
    }
    PrepareProgressCallback progress = onProgress;
    if (!progress) {
        const QString taskId = request.taskId;
        const QString sessionId = request.sessionId;
        progress = [this, taskId, sessionId](const PrepareStep &step, int index, int total) {
            PrepareProgressEvent event{taskId, sessionId, step, index, total};
            post([this, event] { Q_EMIT prepareProgress(event); });
        };
    }
    QElapsedTimer timer;
    timer.start();
    EnvPrepareResult result = preparer->prepare(buildEnvPrepareRequest(request, workspacePath,
                                                                       runtimeForExecutorType(request.executorType)),
                                                progress);
    if (result.durationMs == 0)
        result.durationMs = timer.elapsed();
    if (!result.success)
        qCWarning(lcLifecycle).noquote() << "environment preparation by" << preparer->name() << "failed:" << result.errorMessage;
    return result;
}

ResolvedWorkspace LifecycleController::resolveWorkspace(const LaunchRequest &request) const
{
    bool runtimeOwnsWorkspace = false;
    if (m_deps.executors) {
        if (auto backend = m_deps.executors->backendForExecutorType(request.executorType))
            runtimeOwnsWorkspace = backend.value()->requiresCloneUrl();
    }
    return m_workspaces.resolve(request, runtimeOwnsWorkspace, m_deps.workspaceInfo.get());
}

void LifecycleController::publishPrepareCompleted(const LaunchRequest &request,
                                                  const std::optional<EnvPrepareResult> &result,
                                                  const PrepareProgressRecorder &recorder,
                                                  const QString &workspacePath, const LaunchError *error)
{
    if (!shouldPrepareEnvironment(request))
        return; // a resumed session did not prepare anything
    PrepareCompletedEvent event;
    event.taskId = request.taskId;
    event.sessionId = request.sessionId;
    event.success = error == nullptr;
    event.workspacePath = workspacePath;
    event.steps = recorder.steps();
    if (event.steps.isEmpty() && result)
        event.steps = result->steps;
    if (result) {
        event.durationMs = result->durationMs;
        if (event.workspacePath.isEmpty())
            event.workspacePath = result->workspacePath;
    }
    // The runtime's own steps (an SSH host's connect, upload, start) come after the preparer's,
    // and a runtime without a preparer has no other time: the steps' span covers them all.
    QDateTime first;
    QDateTime last;
    for (const PrepareStep &step : std::as_const(event.steps)) {
        if (step.startedAt.isValid() && (!first.isValid() || step.startedAt < first))
            first = step.startedAt;
        if (step.endedAt.isValid() && (!last.isValid() || step.endedAt > last))
            last = step.endedAt;
    }
    if (first.isValid() && last.isValid())
        event.durationMs = qMax(event.durationMs, first.msecsTo(last));
    if (error)
        event.errorMessage = error->message;
    post([this, event] { Q_EMIT prepareCompleted(event); });
}

} // namespace kandesk
