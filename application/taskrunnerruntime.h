// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/outcome.h"

#include <QString>

#include <memory>

namespace kandesk {

class AgentSessions;
class AgentctlNetwork;
class AgentctlProcessHost;
class Database;
class ExecutorRegistry;
class ExecutorsRunningTable;
class ProfileStore;
class RepositoryStore;
class SessionStore;
class LifecycleController;
class SecretStore;
class TaskRunner;

// How the window and `kandesk run` compose the local runtime.
struct TaskRunnerRuntimeConfig {
    QString homeDir;
    QString agentctlPath;                 // empty: locateAgentctl() (KANDESK_AGENTCTL overrides)
    std::shared_ptr<SecretStore> secrets; // null: profiles that reference secrets fail closed
};

// Everything a TaskRunner needs on this machine: the agentctl process host and network, the
// standalone backend, the worktree and local preparers (repository settings from the store), the
// store adapters, the LifecycleController, AgentSessions and the runner itself. Create and use it
// on the GUI (main) thread; it must go before the Database it was made with.
class TaskRunnerRuntime final
{
public:
    static Outcome<std::unique_ptr<TaskRunnerRuntime>> create(Database &database, const TaskRunnerRuntimeConfig &config);
    ~TaskRunnerRuntime();
    TaskRunnerRuntime(const TaskRunnerRuntime &) = delete;
    TaskRunnerRuntime &operator=(const TaskRunnerRuntime &) = delete;

    TaskRunner &runner() { return *m_runner; }
    LifecycleController &controller() { return *m_controller; }
    AgentSessions &agents() { return *m_agents; }
    AgentctlProcessHost &processes() { return *m_processes; }
    std::shared_ptr<AgentctlNetwork> network() const { return m_network; }
    const QString &agentctlPath() const { return m_agentctlPath; }

private:
    TaskRunnerRuntime() = default;

    QString m_agentctlPath;
    // Read by the store adapters on pool threads: they outlive the controller.
    std::unique_ptr<SessionStore> m_sessions;
    std::unique_ptr<ExecutorsRunningTable> m_executorsRunning;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<RepositoryStore> m_repositories;
    std::shared_ptr<AgentctlProcessHost> m_processes;
    std::shared_ptr<AgentctlNetwork> m_network;
    std::shared_ptr<ExecutorRegistry> m_executors;
    std::unique_ptr<LifecycleController> m_controller;
    std::unique_ptr<AgentSessions> m_agents;
    std::unique_ptr<TaskRunner> m_runner;
};

} // namespace kandesk
