// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/repositoryqueries.h"
#include "models/types.h"

namespace kandesk {

class Database;

// The repositories of a workspace. Safe to call from any thread.
class RepositoryStore final : public RepositoryQueries
{
public:
    explicit RepositoryStore(Database &database) : m_database(database) {}

    Expected<QList<Repository>> list(const QString &workspaceId) const override;
    Expected<Repository> get(const QString &id) const override;
    // Adds the repository; an empty id gets a fresh one. A path already in the workspace is refused.
    Expected<Repository> add(Repository repository);
    // The workspace's repository at repository.path (compared as canonical paths), else repository
    // added. One transaction: processes adding the same folder at once all get the same row.
    Expected<Repository> findOrAdd(Repository repository);
    Status update(const Repository &repository);
    Status remove(const QString &id);

private:
    Database &m_database;
};

} // namespace kandesk
