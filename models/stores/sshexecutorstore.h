// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/sshhost.h"
#include "models/expected.h"
#include "models/queries/executorqueries.h"
#include "models/types.h"

#include <QHash>

#include <optional>

namespace kandesk {

class Database;

// The executor profiles that run over SSH. Any thread.
class SshExecutorStore final : public SshExecutorQueries
{
public:
    explicit SshExecutorStore(Database &database) : m_database(database) {}

    // Adds an executor profile of type ssh named name, with its host; refuses a bad name or host
    // (sshHostProblem) and a name another executor profile has (case does not count). An empty
    // remoteDir becomes kDefaultRemoteDir. Returns the profile as stored.
    Expected<ExecutorProfile> add(const QString &name, SshHost host);
    // Renames an ssh profile and replaces its host (the same checks as add; the name may stay).
    Status update(const QString &profileId, const QString &name, SshHost host);
    Expected<QHash<QString, SshHost>> hosts() const override;
    Expected<std::optional<SshHost>> host(const QString &profileId) const override;
    Expected<std::optional<ExecutorProfile>> profileNamed(const QString &name) const override;

private:
    Database &m_database;
};

} // namespace kandesk
