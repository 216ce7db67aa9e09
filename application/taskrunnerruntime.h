// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/startuprecovery.h"
#include "models/datahome.h"
#include "models/expected.h"

#include <QFuture>
#include <QString>

#include <memory>

namespace kandesk {

class PressureSource;

class ActivityCoordinator;
class AgentSessions;
class AgentctlNetwork;
class AgentctlProcessHost;
class Database;
class ExecutorRegistry;
class LifecycleController;
class ProfileAgentCalls;
class PromptQueue;
class RecoveryGuard;
class SecretStore;
class SshExecutorBackend;
class StandaloneBackend;
class Stores;
class TaskRunner;
class WorkspaceWatch;

// How the window and `kandesk run` compose the local runtime.
struct TaskRunnerRuntimeConfig {
    QString homeDir;                      // made over Stores: empty is the stores' home
    QString agentctlPath;                 // empty: locateAgentctl() (KANDESK_AGENTCTL overrides)
    // null: made over Stores, the stores' vault; made over a bare Database, profiles that
    // reference secrets fail closed.
    std::shared_ptr<SecretStore> secrets;
    // While sessions run, keep an agentctl started ahead of the next launch (the window); a front
    // end that runs one session and ends (the CLI) would only pay for it.
    bool keepSpareAgentctl = true;
    // Starts wait for room (application/admission/: the most agents at once, memory pressure) when
    // given: the window and `kandesk run` give the machine's (ProcPressureSource), tests one they
    // control. Null: every start goes at once.
    std::shared_ptr<const PressureSource> admissionPressure = nullptr;
};

// Everything a TaskRunner needs on this machine: the agentctl process host and network, the
// standalone backend, the worktree and local preparers (repository settings from the store), the
// store adapters, the LifecycleController, AgentSessions and the runner itself; the watch on the
// workspaces of running sessions; recovery at start. The front ends reach all of it through
// runner(), workspaces(), stores() and recoverAtStartup(). Create and use it on the GUI (main)
// thread; it must go before the Stores and the Database it was made with.
class TaskRunnerRuntime final
{
public:
    // Over the stores the front end was handed (the window, `kandesk run`): one of each store.
    static Expected<std::unique_ptr<TaskRunnerRuntime>> create(Stores &stores, const TaskRunnerRuntimeConfig &config = {});
    // Over a bare database: the runtime makes its own Stores (config.homeDir is required).
    static Expected<std::unique_ptr<TaskRunnerRuntime>> create(Database &database, const TaskRunnerRuntimeConfig &config);
    ~TaskRunnerRuntime();
    TaskRunnerRuntime(const TaskRunnerRuntime &) = delete;
    TaskRunnerRuntime &operator=(const TaskRunnerRuntime &) = delete;

    TaskRunner &runner() { return *m_runner; }
    // The prompts queued for sessions, sent as their turns end (application/promptqueue.h).
    PromptQueue &queue() { return *m_queue; }
    Stores &stores() { return *m_stores; }
    // The workspaces of running sessions (git status, file changes) by session id.
    WorkspaceWatch &workspaces() { return *m_workspaces; }
    // What Kandesk asks of an agent outside a task's run: its sessions, a sign-out, a session's deletion.
    ProfileAgentCalls &agentCalls() { return *m_agentCalls; }
    // What Kandesk does once at start, off the GUI thread (lifecycle/startuprecovery.h): sessions
    // whose agentctl is gone become resumable ("interrupted"), live ones are reported, quick chats
    // idle for a week are swept; executions that outlived the Kandesk that started them (a task's
    // container still running after Kandesk was killed) are taken back, their sessions waiting for
    // the next prompt, or, when that fails, made resumable. Once per runtime (a second call yields
    // the first's future); the runtime waits for it before it goes.
    QFuture<Expected<StartupRecovery>> recoverAtStartup();
    // Maintenance (worktree clean-up, recovery) and launches exclude each other through it: hand it
    // to deleteTask() so a deletion's worktree removal waits for the launches under way.
    const std::shared_ptr<ActivityCoordinator> &activity() const { return m_activity; }

    LifecycleController &controller() { return *m_controller; }
    AgentSessions &agents() { return *m_agents; }
    AgentctlProcessHost &processes() { return *m_processes; }
    std::shared_ptr<AgentctlNetwork> network() const { return m_network; }
    const QString &agentctlPath() const { return m_agentctlPath; }
    // The process id of the agentctl started ahead of need, ready for the next launch; 0 while none is.
    qint64 spareAgentctlPid() const;
    const QString &homeDir() const { return m_homeDir; }
    // Where the managed npm agents are kept (ManagedNpmAgents' and AgentInstalls' home).
    const QString &agentsHome() const { return m_layout.cache; }

private:
    TaskRunnerRuntime() = default;
    // Adopts the executions the recovery found again; one that cannot be adopted is stopped and its
    // session made resumable. Blocking.
    void takeBack(const QList<ExecutorRunning> &found, StartupRecovery &recovered);
    static Expected<std::unique_ptr<TaskRunnerRuntime>> build(std::unique_ptr<TaskRunnerRuntime> runtime, Stores &stores,
                                                             const TaskRunnerRuntimeConfig &config);

    QString m_agentctlPath;
    QString m_homeDir;
    HomeLayout m_layout;
    // Read by the store adapters on pool threads: they outlive the controller.
    std::unique_ptr<Stores> m_ownStores; // made over a bare database
    Stores *m_stores = nullptr;
    std::shared_ptr<AgentctlProcessHost> m_processes;
    std::shared_ptr<AgentctlNetwork> m_network;
    std::shared_ptr<ExecutorRegistry> m_executors;
    std::shared_ptr<SshExecutorBackend> m_ssh;
    std::shared_ptr<StandaloneBackend> m_standalone;
    std::shared_ptr<ActivityCoordinator> m_activity;
    std::shared_ptr<RecoveryGuard> m_recovery;
    std::unique_ptr<LifecycleController> m_controller;
    std::unique_ptr<AgentSessions> m_agents;
    std::unique_ptr<TaskRunner> m_runner;
    std::unique_ptr<PromptQueue> m_queue;
    std::unique_ptr<WorkspaceWatch> m_workspaces;
    std::unique_ptr<ProfileAgentCalls> m_agentCalls;
    std::shared_ptr<SecretStore> m_secrets;
    QFuture<Expected<StartupRecovery>> m_startupRecovery;
};

} // namespace kandesk
