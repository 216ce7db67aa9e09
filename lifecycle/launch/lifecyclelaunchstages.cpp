// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A workspace-only execution and its promotion, and the environment an execution gets (the stages of
// one launch are in launchstages.cpp).
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/launch/envcomposer.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/launchstagehelpers.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/launch/mcpservers.h"
#include "lifecycle/launch/prepare.h"
#include "lifecycle/launch/recoveryguard.h"
#include "lifecycle/launch/workspaceadmission.h"
#include "lifecycle/ports/owneradmission.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/ports/sessionreader.h"
#include "lifecycle/ports/workspaceinfoprovider.h"
#include "lifecyclecontroller.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace kandesk {

// The words this file says to users, translated in the context "LifecycleLaunchStagesWords".
namespace {
struct LifecycleLaunchStagesWords {
    Q_DECLARE_TR_FUNCTIONS(LifecycleLaunchStagesWords)
};
} // namespace

using namespace std::chrono_literals;

ExecutionOutcome LifecycleController::ensureBlocking(const QString &sessionId, const std::optional<WorkspaceInfo> &knownInfo,
                                                    const CallerPtr &caller)
{
    if (m_deps.recovery) {
        if (auto allowed = m_deps.recovery->checkLaunchAllowed(sessionId); !allowed)
            return allowed.failure();
    }
    return runCoalesced(sessionId, caller, [this, &sessionId, &knownInfo](const CancelToken &token) -> ExecutionOutcome {
        if (ExecutionPtr existing = m_store.bySessionId(sessionId))
            return existing;
        // A workspace-only restore of an archived or missing task is refused before anything is made.
        if (auto admitted = ensureTaskAdmitsWorkspace(sessionId); !admitted)
            return admitted.failure();
        auto lease = acquireActivity(ActivityKind::ExecutionPreparing, token);
        if (!lease)
            return lease.failure();
        if (knownInfo)
            return createWorkspaceExecution(*knownInfo, token);
        if (!m_deps.workspaceInfo)
            return Error::failed(
                LifecycleLaunchStagesWords::tr("no workspace information is available for session \"%1\"")
                    .arg(sessionId));
        auto info = m_deps.workspaceInfo->workspaceInfoForSession(QString(), sessionId);
        if (!info)
            return info.failure();
        return createWorkspaceExecution(info.value(), token);
    });
}

ExecutionOutcome LifecycleController::createWorkspaceExecution(const WorkspaceInfo &info, const CancelToken &cancel)
{
    if (cancel.cancelled())
        return cancelledError(info.sessionId, LifecycleLaunchStagesWords::tr("workspace restore"));
    if (!m_deps.executors)
        return Error::failed(
            LifecycleLaunchStagesWords::tr("no runtime configured: no executor backends are registered"));
    auto backend = m_deps.executors->backendForExecutorType(info.executorType);
    if (!backend)
        return backend.failure();
    ExecutorCreateRequest create;
    create.instanceId = launchstage::newExecutionId();
    create.executorType = info.executorType;
    create.taskId = info.taskId;
    create.sessionId = info.sessionId;
    create.taskEnvironmentId = info.taskEnvironmentId;
    create.workspacePath = backend.value()->requiresCloneUrl() ? QString() : info.workspacePath;
    create.agentId = info.agentId;
    auto instance = backend.value()->createInstance(create);
    if (!instance)
        return instance.failure().wrapped(LifecycleLaunchStagesWords::tr("failed to create execution"));

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
        return registered.failure();
    return execution;
}

Status LifecycleController::promoteWorkspaceExecution(const ExecutionPtr &execution, const LaunchRequest &request,
                                                            const CallerPtr &caller)
{
    ExecutionOutcome promoted = runCoalesced(request.sessionId, caller, [this, &execution, &request](const CancelToken &token) -> ExecutionOutcome {
        if (token.cancelled())
            return cancelledError(request.sessionId, QStringLiteral("promotion"));
        if (auto active = ensureSessionStillActive(request.sessionId); !active)
            return active.failure();
        auto lease = acquireActivity(ActivityKind::ExecutionPreparing, token);
        if (!lease)
            return lease.failure();
        if (!request.mcpProviders.isEmpty()) {
            auto client = execution->agentctl();
            if (!client)
                return Error::failed(
                    LifecycleLaunchStagesWords::tr("execution %1 has no agentctl client for MCP provider promotion")
                        .arg(execution->id));
            if (auto applied = client->setMcpProviders(request.mcpProviders); !applied)
                return applied.failure().wrapped(
                    LifecycleLaunchStagesWords::tr("set MCP providers during workspace execution promotion"));
        }
        if (execution->hasAgentCommand())
            return execution; // a peer promoted it while we waited
        auto resolved = resolveAgentProfile(request);
        if (!resolved)
            return resolved.failure();
        auto agent = findEnabledAgent(resolved->first);
        if (!agent)
            return agent.failure();
        const AgentProfile *profileInfo = resolved->second ? &*resolved->second : nullptr;
        auto commands = buildAgentCommand(request, profileInfo, agent.value(), m_deps.npmAgents.get());
        if (!commands)
            return commands.failure();
        // Resolved before anything of the promotion is applied, so a broken definition leaves the
        // execution workspace-only, as it was.
        std::optional<QList<ResolvedMcpServer>> mcpServers;
        if (profileInfo) {
            auto resolvedMcp = resolveMcpServers(*profileInfo, m_deps.secrets.get());
            if (!resolvedMcp)
                return resolvedMcp.failure().wrapped(
                    LifecycleLaunchStagesWords::tr("resolve MCP servers during workspace execution promotion"));
            mcpServers = resolvedMcp.value();
        }
        if (auto active = ensureSessionStillActive(request.sessionId); !active)
            return active.failure();
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
        return promoted.failure();
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

Status LifecycleController::setExecutionEnv(const QString &executionId, const EnvMap &env)
{
    ExecutionPtr execution = m_store.get(executionId);
    if (!execution)
        return Error::failed(LifecycleLaunchStagesWords::tr("execution \"%1\" not found").arg(executionId));
    execution->setMetadataValue(MetadataKeys::RuntimeEnv, envToVariant(env));
    return {};
}

Expected<EnvMap> LifecycleController::buildEnvForExecution(const QString &executionId, const LaunchRequest &request,
                                                          const AgentDefinition *agent,
                                                          const AgentProfile *profile) const
{
    const EnvComposer composer(m_deps.secrets.get(), m_deps.profiles.get(), m_deps.credentials.get());
    return composer.compose(executionId, request, agent, profile);
}

Expected<LifecycleController::ProfileAgentCommand> LifecycleController::profileAgentCommand(const AgentProfile &profile)
{
    if (!profile.customCommand.trimmed().isEmpty()) {
        if (auto added = addCustomAgent(profile.agentId, profile.name, profile.customCommand); !added)
            return added.failure();
    }
    auto agent = findEnabledAgent(profile.agentId);
    if (!agent)
        return agent.failure();
    LaunchRequest request;
    request.agentProfileId = profile.id;
    auto commands = buildAgentCommand(request, &profile, agent.value(), m_deps.npmAgents.get());
    if (!commands)
        return commands.failure();
    auto env = buildEnvForExecution({}, request, &agent.value(), &profile);
    if (!env)
        return env.failure();
    return ProfileAgentCommand { commands->args, env.value() };
}

Status LifecycleController::prepareManagedGoCacheEnvironment(LaunchRequest &request) const
{
    if (!m_deps.goCache || !isLocalExecutorType(request.executorType))
        return {};
    auto env = m_deps.goCache->executionEnvironment();
    if (!env)
        return env.failure().wrapped(LifecycleLaunchStagesWords::tr("prepare the managed Go build cache"));
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
                                                  const QString &workspacePath, const Error *error)
{
    if (!launchstage::shouldPrepareEnvironment(request))
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
