// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "launchpipeline.h"

#include "lifecycle/agentctl/agentfailuredescription.h"
#include "lifecycle/agentctl/managedruntimeretry.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "LaunchPipelineWords".
struct LaunchPipelineWords {
    Q_DECLARE_TR_FUNCTIONS(LaunchPipelineWords)
};
Error stoppedError()
{
    return Error::failed(QStringLiteral("stopped"));
}
} // namespace

LaunchPipeline::LaunchPipeline(LifecycleController &controller, AgentSessions &sessions)
    : m_controller(controller), m_sessions(sessions)
{
    m_pool.setObjectName(QStringLiteral("kandesk-launch-pipeline"));
    m_pool.setMaxThreadCount(8);
}

LaunchPipeline::~LaunchPipeline()
{
    m_pool.waitForDone();
}

QFuture<PipelineResult> LaunchPipeline::run(PipelineRequest request)
{
    return QtConcurrent::run(&m_pool, [this, request = std::move(request)] { return runBlocking(request); });
}

QFuture<Expected<AgentStarted>> LaunchPipeline::startAgent(const ExecutionPtr &execution, const AgentStartOptions &options)
{
    return QtConcurrent::run(&m_pool, [this, execution, options] { return startAgentBlocking(execution, options); });
}

PipelineResult LaunchPipeline::runBlocking(const PipelineRequest &request)
{
    PipelineResult result;
    result.execution = m_controller.launchBlocking(request.launch, request.stopRequested);
    if (!result.execution)
        return result;
    if (request.registered)
        request.registered(result.execution.value());
    if (request.stopRequested && request.stopRequested()) {
        result.agent = stoppedError();
        return result;
    }
    result.agent = startAgentBlocking(result.execution.value(), request.agent);
    return result;
}

Expected<AgentStarted> LaunchPipeline::startAgentBlocking(const ExecutionPtr &execution, const AgentStartOptions &options)
{
    m_sessions.beginStart(execution->id, options.failureContext);
    QString step;
    QJsonArray authMethods;
    Expected<AgentStarted> started = startAgentOnce(execution, options, step, authMethods);
    if (!started && !m_sessions.startAborted(execution->id)
        && isManagedRuntimeResolutionFailure(execution->commands(), started.failure())) {
        // Cached npm metadata could not resolve the managed runtime's package: once more, fresh.
        PrepareStep retry = PrepareStep::begin(LaunchPipelineWords::tr("Retry agent start with fresh npm metadata"),
            withFreshNpmMetadata(execution->commands()).initial());
        retry.warning = LaunchPipelineWords::tr(
            "The agent's npm package could not be resolved from the npm cache; retrying once online.");
        retry.warningDetail = started.error();
        m_controller.reportAgentStartStep(execution, retry);
        qCInfo(lcLifecycle).noquote() << "execution" << execution->id << "retries its managed runtime with fresh npm metadata:"
                                      << started.error();
        m_sessions.restartStart(execution, options.failureContext);
        execution->setCommands(withFreshNpmMetadata(execution->commands()));
        authMethods = {};
        started = startAgentOnce(execution, options, step, authMethods);
        if (started)
            retry.succeed();
        else
            retry.fail(started.error());
        m_controller.reportAgentStartStep(execution, retry);
    }
    const bool aborted = m_sessions.endStart(execution->id);
    m_controller.agentStartEnded(execution);
    if (started)
        return started;
    // Said once, in the user's words, for every front end: what failed, its last output, what to do.
    AgentFailure failure;
    if (aborted) {
        failure.kind = AgentFailure::Kind::Stopped;
        failure.agentName = options.failureContext.agentName;
        failure.step = step;
        failure.message
            = LaunchPipelineWords::tr("The start was stopped before %1 was ready.")
                  .arg(failure.agentName.isEmpty() ? LaunchPipelineWords::tr("the agent") : failure.agentName);
        failure.advice.append(LaunchPipelineWords::tr("Send a prompt or retry to start it again."));
    } else {
        AgentFailureContext context = options.failureContext;
        context.step = step;
        context.authMethods = authMethods;
        if (isLocalExecutorType(execution->executorType))
            context.agentArgv = execution->commands().args;
        failure = describeStartFailure(context, started.failure());
    }
    Error error = Error::failed(failure.message);
    error.details = {{QStringLiteral("failure"), failure.toJson()}};
    return error;
}

Expected<AgentStarted> LaunchPipeline::startAgentOnce(const ExecutionPtr &execution, const AgentStartOptions &options,
                                                      QString &step, QJsonArray &authMethods)
{
    QElapsedTimer clock;
    clock.start();
    step = QStringLiteral("start");
    auto boot = m_controller.configureAndStartAgentBlocking(execution, options.approvalPolicy);
    if (!boot)
        return boot.failure();
    const double configureAndStartMs = double(clock.nsecsElapsed()) / 1e6;
    if (m_sessions.startAborted(execution->id))
        return stoppedError();
    auto started = m_sessions.openSessionBlocking(execution, options, step, authMethods);
    if (started) {
        started->bootCommand = boot.value();
        started->timings.configureAndStart = configureAndStartMs;
    }
    return started;
}

} // namespace kandesk
