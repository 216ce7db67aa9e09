// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/agentexecution.h"
#include "models/types.h"

#include <QHash>
#include <QMutex>

#include <memory>

namespace kandesk {

class AgentctlNetwork;
class AgentSessions;
class Database;
class ExecutorRegistry;
class LifecycleController;
class SecretStore;

// Whether a registered execution belongs to no running Kandesk: its runtime outlives Kandesk (the
// registration names the Kandesk that started it, kOwnerPidKey) and that process is gone, or is
// this one before a restart of its runtime. Such an execution is taken back at start; one another
// running Kandesk drives is left to it.
bool outlivedItsKandesk(const ExecutorRunning &registration);
// Whether the Kandesk process that started the registered runtime still runs (this one included);
// false when the registration names none.
bool ownerStillRuns(const ExecutorRunning &registration);

// Takes back an execution whose agentctl still answered at start-up (RecoveryReport::live): its
// bearer token comes from the secret store, the execution is registered with the controller again
// and its agent stream reopened, so the session can be watched and driven as before.
// Blocking: pool threads only.
Expected<ExecutionPtr> reattachExecution(const ExecutorRunning &registration, LifecycleController &controller,
                                        AgentSessions &agents, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network);

// Finds again, at start, the runtimes that outlived a killed Kandesk (containers, detached remote
// agentctls), whatever their kind. probe() is the recovery's liveness probe: such a registration is
// found through its backend (ExecutorBackend::reattachInstance, which may reconnect and move its
// port; the registration is then stored again with where it now listens); any other is asked on
// loopback as before. take() then hands over what was found, for the runner to adopt while the
// recovering sessions still refuse launches. Blocking: the recovery's pool thread.
class StartupReattach final
{
public:
    struct Found {
        QList<ExecutorRunning> reattached; // as stored again, in the order of the live list
        QStringList failures;              // "<session>: why" for the ones not found again
    };

    StartupReattach(std::shared_ptr<ExecutorRegistry> backends, Database &database,
                    std::shared_ptr<AgentctlNetwork> network);

    bool probe(const ExecutorRunning &registration);
    Found take(const QList<ExecutorRunning> &live);

private:
    std::shared_ptr<ExecutorRegistry> m_backends;
    Database &m_database;
    std::shared_ptr<AgentctlNetwork> m_network;
    QMutex m_mutex;
    QHash<QString, ExecutorRunning> m_found; // by execution id
    QStringList m_failures;
};

} // namespace kandesk
