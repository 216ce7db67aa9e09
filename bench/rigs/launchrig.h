// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launchpipeline.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/stores/sshexecutorstore.h"

#include <optional>

#include <QElapsedTimer>
#include <QFuture>
#include <QHash>
#include <QJsonObject>
#include <QTemporaryDir>

#include <atomic>
#include <memory>

namespace kandesk {
class AgentctlNetwork;
class AgentctlProcessHost;
class ExecutorRegistry;
class NpmAgentLauncher;
class StandaloneBackend;
} // namespace kandesk

namespace kandesk::bench {

// One launch followed from LifecycleController::launch to the first prompt's complete event.
struct LaunchRun {
    QString sessionId;
    QString executorType;
    QString prompt;
    QElapsedTimer clock;
    QFuture<PipelineResult> pipeline; // the launch and the agent's start, as the runner runs them
    ExecutionPtr execution;
    std::atomic<double> launchedMs = 0; // the launch registered (workspace, agentctl, instance), on the pipeline's thread
    double startedMs = 0;      // the pipeline finished (configure, stream, initialize, session, prompt)
    double firstChunkMs = -1;  // the first message_chunk event arrived on the GUI thread
    double firstTextMs = -1;   // the first message_chunk event with text arrived on the GUI thread
    double lastChunkMs = -1;
    double completedMs = -1;   // the complete event arrived on the GUI thread
    qint64 chunks = 0;
    QList<PrepareStep> steps;  // the prepare log of the launch (preparer and runtime steps)
    AgentStarted::Timings agentTimings;
    QString error;

    bool done() const { return completedMs >= 0 || !error.isEmpty(); }
    // Where the time went, in ms per step (the prepare log's steps, then the agent start's phases).
    QJsonObject breakdown() const;
};

class RigProfiles;

// A LifecycleController and AgentSessions wired to agentctl and the stub ACP agent, with a git
// repository to work in, in a temporary home. GUI thread. A launch may name a profile of its own
// (another agent, its environment); without one it runs the stub.
class LaunchRig final : public QObject
{
public:
    LaunchRig();
    ~LaunchRig() override;

    // Runs launches of executor type ssh on host too (call before setUp; agentctl goes there as
    // the portable bundle next to the built agentctl).
    void enableSsh(const SshHost &host) { m_sshHost = host; }
    // Keeps an agentctl started ahead of need while launches run, as the app does (call before setUp).
    void keepSpareAgentctl() { m_keepSpare = true; }
    // Waits until a spare agentctl is ready for the next launch.
    bool waitForSpare(int timeoutMs);
    // Other agents the launches' profiles may name, and what starts the npm ones (call before setUp).
    void addAgent(const AgentDefinition &agent) { m_extraAgents.append(agent); }
    void useNpmAgents(std::shared_ptr<const NpmAgentLauncher> launcher) { m_npmAgents = std::move(launcher); }
    QString setUp(); // empty when ready, else why not
    // profile: the agent profile of this launch (empty agentId: the stub's).
    std::shared_ptr<LaunchRun> begin(const QString &executorType, const QString &prompt, const AgentProfile &profile = {});
    LaunchRequest benchRequest(const QString &executorType, const AgentProfile &profile = {});
    // Advances a run: starts the agent once the launch finished. Call from the event loop.
    void advance(LaunchRun &run);
    // Runs the launches to their complete events (or failures), advancing them meanwhile.
    bool finish(const QList<std::shared_ptr<LaunchRun>> &runs, int timeoutMs = 120'000);
    // Ends the runs' executions (agent and agentctl) and waits for them to go.
    void stopAll(const QList<std::shared_ptr<LaunchRun>> &runs);
    // One launch of executorType to its first prompt's complete event, then stopped: the run, or
    // why it failed or did not complete within timeoutMs (in *error).
    std::shared_ptr<LaunchRun> runOne(const QString &executorType, const QString &prompt, int timeoutMs, QString *error,
                                      const AgentProfile &profile = {});

    // Launches (workspace, agentctl, instance) without starting the agent; null on failure (error set).
    ExecutionPtr launchOnly(const QString &executorType, QString *error);
    void stopExecution(const ExecutionPtr &execution);

    LifecycleController &controller() { return *m_controller; }
    const QString &repository() const { return m_repo; }

private:
    QTemporaryDir m_home;
    QString m_repo;
    std::shared_ptr<AgentctlProcessHost> m_processes;
    std::shared_ptr<AgentctlNetwork> m_network;
    std::shared_ptr<ExecutorRegistry> m_executors;
    std::unique_ptr<LifecycleController> m_controller;
    std::unique_ptr<AgentSessions> m_agents;
    std::unique_ptr<LaunchPipeline> m_pipeline;
    QHash<QString, std::weak_ptr<LaunchRun>> m_runs; // by session id
    int m_next = 0;
    std::optional<SshHost> m_sshHost;
    bool m_keepSpare = false;
    std::shared_ptr<StandaloneBackend> m_standalone;
    QList<AgentDefinition> m_extraAgents;
    std::shared_ptr<const NpmAgentLauncher> m_npmAgents;
    std::shared_ptr<RigProfiles> m_profiles;
};

// The median of each part of the runs' breakdowns (LaunchRun::breakdown).
QJsonObject medianBreakdown(const QList<QJsonObject> &breakdowns);

} // namespace kandesk::bench
