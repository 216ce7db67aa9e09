// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The stages of one launch once it is admitted and coalesced, one function each, in order: admit,
// profile, workspace, environment, prepare, runtime, register. A stage that fails ends the launch;
// from the environment on, its failure is published as the prepare's end.
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/launchstagehelpers.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/launch/mcpservers.h"
#include "lifecycle/launch/prepare.h"
#include "lifecycle/launch/workspaceadmission.h"
#include "lifecyclecontroller.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "LaunchStagesWords".
struct LaunchStagesWords {
    Q_DECLARE_TR_FUNCTIONS(LaunchStagesWords)
};

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

struct LifecycleController::LaunchStages {
    LaunchStages(LifecycleController &owner, LaunchRequest launch, const CancelToken &token)
        : controller(owner), request(std::move(launch)), cancel(token)
    {
    }

    LifecycleController &controller;
    LaunchRequest request;
    const CancelToken &cancel;

    std::optional<AgentProfile> profile;
    const AgentProfile *profileInfo = nullptr;
    std::optional<AgentDefinition> agent;
    ExecutionPtr existing; // the session's workspace-only execution, which the caller promotes
    std::shared_ptr<ExecutorBackend> backend;
    QString backendError = LaunchStagesWords::tr("no runtime configured: no executor backends are registered");
    ResolvedWorkspace workspace;
    std::optional<PrepareProgressRecorder> recorder;
    LaunchRequest prepared;
    QString executionId;
    QList<ResolvedMcpServer> mcpServers;
    bool prepare = false;
    std::optional<EnvPrepareResult> prepResult;
    ExecutorCreateRequest create;
    std::optional<ExecutorInstance> instance;

    ExecutionOutcome run();
    Status admit();
    Status resolveProfile();
    Status resolveWorkspace();
    Status composeEnvironment();
    Status prepareWorkspace();
    Status createRuntime();
    ExecutionOutcome registerExecution();
    // The launch's end as its prepare log says it, once the log has begun.
    Error publishFailure(const Error &error);
};

ExecutionOutcome LifecycleController::launchInternal(LaunchRequest request, const CancelToken &cancel)
{
    LaunchStages stages(*this, std::move(request), cancel);
    return stages.run();
}

ExecutionOutcome LifecycleController::LaunchStages::run()
{
    for (Status (LaunchStages::*stage)() : {&LaunchStages::admit, &LaunchStages::resolveProfile, &LaunchStages::resolveWorkspace}) {
        if (Status done = (this->*stage)(); !done)
            return done.failure();
        if (existing)
            return existing;
    }
    for (Status (LaunchStages::*stage)() : {&LaunchStages::composeEnvironment, &LaunchStages::prepareWorkspace, &LaunchStages::createRuntime}) {
        if (Status done = (this->*stage)(); !done)
            return publishFailure(done.failure());
    }
    return registerExecution();
}

Error LifecycleController::LaunchStages::publishFailure(const Error &error)
{
    controller.publishPrepareCompleted(request, prepResult, *recorder, workspace.path, &error);
    return error;
}

Status LifecycleController::LaunchStages::admit()
{
    if (cancel.cancelled())
        return cancelledError(request.sessionId, QStringLiteral("admission"));
    return {};
}

Status LifecycleController::LaunchStages::resolveProfile()
{
    auto resolved = controller.resolveAgentProfile(request);
    if (!resolved)
        return resolved.failure();
    profile = resolved->second;
    profileInfo = profile ? &*profile : nullptr;
    auto found = controller.findEnabledAgent(resolved->first);
    if (!found)
        return found.failure();
    agent = found.value();
    if (auto cache = controller.prepareManagedGoCacheEnvironment(request); !cache)
        return cache;
    if (!request.sessionId.isEmpty()) {
        if (ExecutionPtr running = controller.m_store.bySessionId(request.sessionId)) {
            if (running->hasAgentCommand())
                return Error::of(ErrorKind::AgentAlreadyRunning,
                    LaunchStagesWords::tr("session \"%1\" already has an agent running (execution %2)")
                        .arg(request.sessionId, running->id));
            existing = running;
        }
    }
    return {};
}

Status LifecycleController::LaunchStages::resolveWorkspace()
{
    if (controller.m_deps.executors) {
        auto found = controller.m_deps.executors->backendForExecutorType(request.executorType);
        if (found)
            backend = found.value();
        else
            backendError = found.error();
    }
    workspace = controller.resolveWorkspace(request);
    if (cancel.cancelled())
        return cancelledError(request.sessionId, LaunchStagesWords::tr("workspace resolution"));
    // Before anything is linked or started in it, the workspace must be the selected repository's.
    if (auto admitted = validateLaunchWorkspaceAdmission(request, workspace.path); !admitted)
        return admitted;
    const QString taskId = request.taskId;
    const QString sessionId = request.sessionId;
    LifecycleController *self = &controller;
    recorder.emplace([self, taskId, sessionId](const PrepareStep &step, int index, int total) {
        PrepareProgressEvent event{taskId, sessionId, step, index, total};
        self->post([self, event] { Q_EMIT self->prepareProgress(event); });
    });
    return {};
}

Status LifecycleController::LaunchStages::composeEnvironment()
{
    // Everything is composed before preparation, so setup scripts see the same env as the agent.
    prepared = request;
    prepared.workspacePath = workspace.path;
    if (auto merged = mergeRouteOverrideEnv(prepared); !merged)
        return merged;
    executionId = launchstage::newExecutionId();
    auto env = controller.buildEnvForExecution(executionId, prepared, &*agent, profileInfo);
    if (!env)
        return env.failure().wrapped(LaunchStagesWords::tr("build launch environment"));
    prepared.env = env.value();
    prepared.environmentDefinitions.clear();
    prepared.environmentResolutionRequired = false;
    // A broken MCP server definition fails the launch here, before anything runs.
    if (profileInfo) {
        auto resolvedMcp = resolveMcpServers(*profileInfo, controller.m_deps.secrets.get());
        if (!resolvedMcp)
            return resolvedMcp.failure();
        mcpServers = resolvedMcp.value();
    }
    if (cancel.cancelled())
        return cancelledError(request.sessionId, LaunchStagesWords::tr("environment composition"));
    return {};
}

Status LifecycleController::LaunchStages::prepareWorkspace()
{
    prepare = launchstage::shouldPrepareEnvironment(request);
    if (prepare)
        prepResult = controller.runEnvironmentPreparer(prepared, workspace.path, recorder->callback(0));
    if (prepResult) {
        recorder->merge(prepResult->steps);
        if (!prepResult->success)
            return Error::failed(
                LaunchStagesWords::tr("environment preparation failed: %1").arg(prepResult->errorMessage));
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
        return cancelledError(request.sessionId, LaunchStagesWords::tr("environment preparation"));
    return {};
}

Status LifecycleController::LaunchStages::createRuntime()
{
    if (!backend)
        return Error::failed(backendError);
    auto destinations = collectContributionDestinations(prepared);
    if (!destinations)
        return destinations.failure();

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
        auto early = buildAgentCommand(request, profileInfo, *agent, controller.m_deps.npmAgents.get());
        if (early && !early->args.isEmpty())
            create.metadata.insert(QStringLiteral("agent_program"), early->args.constFirst());
    }
    create.agentId = agent->id;
    create.previousExecutionId = prepared.previousExecutionId;
    create.mcpProviders = prepared.mcpProviders;
    if (prepare)
        create.onProgress = recorder->callback(recorder->size());

    auto created = backend->createInstance(create);
    if (!created)
        return created.failure().wrapped(LaunchStagesWords::tr("failed to create execution"));
    instance = created.value();
    if (cancel.cancelled()) {
        // Not registered: stop the runtime directly.
        auto orphan = std::make_shared<AgentExecution>();
        orphan->id = executionId;
        orphan->sessionId = request.sessionId;
        orphan->setAgentctl(instance->client);
        controller.rollbackLaunchExecution(backend, *instance, orphan, QStringLiteral("the caller stopped waiting"));
        return cancelledError(request.sessionId, LaunchStagesWords::tr("runtime creation"));
    }
    if (workspace.path.isEmpty())
        workspace.path = instance->workspacePath; // a runtime that owns its file system says where it made it
    if (prepResult)
        prepResult->steps = recorder->steps();
    controller.publishPrepareCompleted(request, prepResult, *recorder, workspace.path, nullptr);
    return {};
}

ExecutionOutcome LifecycleController::LaunchStages::registerExecution()
{
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
    execution->instance = *instance;
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

    auto commands = buildAgentCommand(request, profileInfo, *agent, controller.m_deps.npmAgents.get());
    if (!commands) {
        // Not registered yet: stop the runtime directly so it does not leak, and fail closed.
        controller.rollbackLaunchExecution(backend, *instance, execution, QStringLiteral("command construction failed"));
        return commands.failure();
    }
    execution->setCommands(commands.value());

    if (auto registered = controller.registerExecution(execution, backend, *instance, false, cancel); !registered)
        return registered.failure();
    qCDebug(lcLifecycle) << "execution" << executionId << "created for session" << request.sessionId;
    return execution;
}

} // namespace kandesk
