// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/profilequeries.h"
#include "models/types.h"

namespace kandesk {

class Database;

// Agent profiles (how to run an agent) and executor profiles (where to run it). Any thread.
// Environment variables that refer to a secret are stored as the reference only.
class ProfileStore final : public ProfileQueries
{
public:
    explicit ProfileStore(Database &database) : m_database(database) {}

    Expected<QList<AgentProfile>> agentProfiles() const override;
    Expected<AgentProfile> agentProfile(const QString &id) const override;
    // Inserts or replaces by id; an empty id gets a fresh one. Returns the profile as stored.
    Expected<AgentProfile> saveAgentProfile(AgentProfile profile);
    Status removeAgentProfile(const QString &id);

    Expected<QList<ExecutorProfile>> executorProfiles() const override;
    Expected<ExecutorProfile> executorProfile(const QString &id) const override;
    Expected<ExecutorProfile> saveExecutorProfile(ExecutorProfile profile);
    Status removeExecutorProfile(const QString &id);
    // The "Worktree" and "Local" profiles (ids "worktree" and "local") exist from the first launch on,
    // so their settings (branch template, files to copy) can be edited like any other profile.
    Status ensureBuiltInExecutorProfiles();

private:
    Database &m_database;
};

} // namespace kandesk
