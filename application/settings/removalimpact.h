// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;

// What Settings can delete.
enum class SettingsItem { Repository, AgentProfile, ExecutorProfile, Secret, CustomAgent };

// What deleting it takes with it: the tasks that use it (a repository, an agent or executor
// profile) and the agent profiles that use it (a secret in their environment, a custom agent they
// start).
struct RemovalImpact {
    int taskCount = 0;
    QStringList profileNames;
};

// The question Settings asks before a delete, answered off the GUI thread. The service outlives
// its work (its destructor waits).
class RemovalImpacts final
{
public:
    explicit RemovalImpacts(const Stores &stores);
    ~RemovalImpacts();
    RemovalImpacts(const RemovalImpacts &) = delete;
    RemovalImpacts &operator=(const RemovalImpacts &) = delete;

    QFuture<Expected<RemovalImpact>> of(SettingsItem item, const QString &id);

private:
    const Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
