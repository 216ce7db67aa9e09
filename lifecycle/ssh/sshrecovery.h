// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/agentexecution.h"
#include "models/types.h"

#include <QHash>
#include <QMutex>

#include <functional>
#include <memory>

namespace kandesk {

class AgentSessions;
class AgentctlNetwork;
class Database;
class LifecycleController;
class SecretStore;
class SshExecutorBackend;

// Brings SSH executions back when Kandesk starts again. Their agentctl was started detached on the
// remote and outlives Kandesk, but the local end of its port forward does not: the start-up probe
// of an ssh registration reconnects to the host, forwards the ports again and answers whether the
// remote agentctl still runs (its registration then carries the new local URL); reattach() takes
// the live ones back into the controller with their agent streams. One that is gone is left to the
// recovery: its session becomes resumable, and resuming it starts a new agentctl on its worktree.
// Blocking: pool threads (the recovery's).
class SshStartupReattach final
{
public:
    SshStartupReattach(std::shared_ptr<SshExecutorBackend> backend, Database &database);

    // The liveness probe for a registration of runtime "ssh".
    bool probe(const ExecutorRunning &registration);
    // Registers the live ssh executions again and reopens their agent streams; adopted() hears of
    // each one taken back. A session that cannot be taken back becomes resumable ("interrupted").
    void reattach(const QList<ExecutorRunning> &live, LifecycleController &controller, AgentSessions &agents,
        SecretStore &secrets, const std::shared_ptr<AgentctlNetwork> &network,
        const std::function<void(const ExecutionPtr &)> &adopted);

private:
    std::shared_ptr<SshExecutorBackend> m_backend;
    Database &m_database;
    QMutex m_mutex;
    QHash<QString, ExecutorRunning> m_reconnected; // by execution id, with the new local URL
};

} // namespace kandesk
