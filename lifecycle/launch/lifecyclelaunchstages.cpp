// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The stages of one launch once it is admitted and coalesced (launchInternal: profile, workspace,
// environment, prepare, runtime, registration), a workspace-only execution and its promotion, and
// the environment an execution gets.
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
#include <QThread>
#include <QUuid>

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
