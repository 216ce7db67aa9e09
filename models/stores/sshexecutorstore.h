// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/sshhost.h"
#include "models/expected.h"
#include "models/stores/executorprofilerow.h"
#include "models/types.h"

#include <QHash>

#include <optional>

namespace kandesk {

class Database;

// The executor profiles that run over SSH. Any thread.
class SshExecutorStore final
{
public:
    explicit SshExecutorStore(Database &database) : m_database(database) {}

    // Adds an executor profile of type ssh named name, with its host; refuses a bad name or host
    // (sshHostProblem) and a name another executor profile has (case does not count). An empty
    // remoteDir becomes kDefaultRemoteDir. Returns the profile as stored.
    Expected<ExecutorProfile> add(const QString &name, SshHost host);
    // Renames an ssh profile and replaces its host (the same checks as add; the name may stay).
    Status update(const QString &profileId, const QString &name, SshHost host);
    // The host of every ssh profile, by profile id.
    Expected<QHash<QString, SshHost>> hosts() const;
    // The host of one profile; nothing when it has none (not an ssh profile, or no such profile).
    Expected<std::optional<SshHost>> host(const QString &profileId) const;
    // The executor profile (of any type) named name: the exact name first, else the only one whose
    // name matches ignoring case; nothing when none does.
    Expected<std::optional<ExecutorProfile>> profileNamed(const QString &name) const;

private:
    Database &m_database;
};

} // namespace kandesk
