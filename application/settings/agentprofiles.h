// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class AgentRegistry;
class Stores;

// Agent profiles (how an agent runs), one set of rules for Settings ▸ Agent profiles, `kandesk
// profile` and `kandesk run`: read, checked and saved, removed, on the service's own thread (in the
// order asked). The futures return at once; the service outlives its work (its destructor waits).
class AgentProfiles final
{
public:
    // registry: the agents a profile may run (built-in and custom), read on the caller's thread;
    // without one, the agent of a profile is not checked.
    explicit AgentProfiles(Stores &stores, const AgentRegistry *registry = nullptr);
    ~AgentProfiles();
    AgentProfiles(const AgentProfiles &) = delete;
    AgentProfiles &operator=(const AgentProfiles &) = delete;

    QFuture<Expected<QList<AgentProfile>>> list();
    QFuture<Expected<AgentProfile>> find(const QString &id);
    // Refuses what `problem` finds; an empty id gets a fresh one. Yields the profile as stored.
    QFuture<Expected<AgentProfile>> save(const AgentProfile &profile);
    QFuture<Status> remove(const QString &id);

    // Why the profile cannot be saved, empty when it can: the checks of `agentProfileProblem`, and an
    // agent version or npx only for a built-in npm agent run by its package.
    QString problem(const AgentProfile &profile) const;

private:
    Stores &m_stores;
    const AgentRegistry *m_registry = nullptr;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
