// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;

struct AddedRepository {
    Repository repository;
    bool alreadyThere = false; // the workspace had it: the row it had
};

// Adding a repository to a workspace, one rule for the window's picker, the new-task dialog,
// Settings ▸ Repositories and `kandesk run --repo`: any folder inside a git repository names the repository's top level,
// named after its folder, with its default branch (origin's HEAD branch, else the checked-out
// branch, else "main"); a repository the workspace already has is that row, not a second one.
// git runs on the service's own pool; the future returns at once. The service outlives its work
// (its destructor waits).
// The same rule on the calling thread (blocking: git and the database; another door's pool).
Expected<AddedRepository> addRepositoryNow(Stores &stores, const QString &workspaceId, const QString &folder);

class RepositoryService final
{
public:
    explicit RepositoryService(Stores &stores);
    ~RepositoryService();
    RepositoryService(const RepositoryService &) = delete;
    RepositoryService &operator=(const RepositoryService &) = delete;

    QFuture<Expected<AddedRepository>> add(const QString &workspaceId, const QString &folder);
    // A repository as edited in Settings. A new one (no id) is added by the same rule — its path
    // becomes the repository's top level, an empty name its folder's, an empty branch the default
    // branch — keeping what was filled in; one the workspace has already is refused. Else its row is
    // replaced. Yields it as stored.
    QFuture<Expected<Repository>> save(const Repository &repository);

private:
    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
