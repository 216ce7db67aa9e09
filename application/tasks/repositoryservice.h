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

// Adding a repository to a workspace, one rule for the window's picker, the new-task dialog and
// `kandesk run --repo`: any folder inside a git repository names the repository's top level,
// named after its folder, with its default branch (origin's HEAD branch, else the checked-out
// branch, else "main"); a repository the workspace already has is that row, not a second one.
// git runs on the service's own pool; the future returns at once. The service outlives its work
// (its destructor waits).
class RepositoryService final
{
public:
    explicit RepositoryService(Stores &stores);
    ~RepositoryService();
    RepositoryService(const RepositoryService &) = delete;
    RepositoryService &operator=(const RepositoryService &) = delete;

    QFuture<Expected<AddedRepository>> add(const QString &workspaceId, const QString &folder);

private:
    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
