// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launch/launchtypes.h"

#include <QFuture>
#include <QThreadPool>

#include <functional>

namespace kandesk {

class LifecycleController;

// What a start asks of the pipeline.
struct PipelineRequest {
    LaunchRequest launch;
    AgentStartOptions agent;
    // True once the start should end. Asked by the launch at each phase (before it registers, the
    // launch rolls back) and between the stages after it.
    std::function<bool()> stopRequested;
    // Called on the pipeline's thread once the runtime is registered, before the agent starts.
    std::function<void(const ExecutionPtr &)> registered;
};

// What became of it: the registered execution, or why there is none; with one, its agent's start.
// An execution whose agent did not start still runs: stopping it is the caller's.
struct PipelineResult {
    Expected<ExecutionPtr> execution;
    Expected<AgentStarted> agent;
};

// The start of an agent, one stage after another on one thread of its own pool: the launch's
// stages (admit, profile, workspace, environment, prepare, runtime, register), then agentctl
// configures and starts the agent, then its ACP session opens and takes the first prompt. No stage
// waits on another pool, and none calls back into the one that called it.
class LaunchPipeline final
{
public:
    LaunchPipeline(LifecycleController &controller, AgentSessions &sessions);
    ~LaunchPipeline();

    QFuture<PipelineResult> run(PipelineRequest request);
    // The agent's stage alone, for an execution launched before.
    QFuture<Expected<AgentStarted>> startAgent(const ExecutionPtr &execution, const AgentStartOptions &options);

private:
    PipelineResult runBlocking(const PipelineRequest &request);
    // Started, else the failure in the user's words (details["failure"]: the AgentFailure).
    Expected<AgentStarted> startAgentBlocking(const ExecutionPtr &execution, const AgentStartOptions &options);
    Expected<AgentStarted> startAgentOnce(const ExecutionPtr &execution, const AgentStartOptions &options, QString &step,
                                          QJsonArray &authMethods);

    LifecycleController &m_controller;
    AgentSessions &m_sessions;
    QThreadPool m_pool;
};

} // namespace kandesk
