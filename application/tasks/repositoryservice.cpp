// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositoryservice.h"

#include "application/stores.h"
#include "lifecycle/git/gitworktrees.h"
#include "models/stores/repositorystore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QThreadPool>
#include <QtConcurrent>

#include <optional>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "RepositoryService".
struct RepositoryServiceWords {
    Q_DECLARE_TR_FUNCTIONS(RepositoryService)
};

} // namespace

RepositoryService::RepositoryService(Stores &stores)
    : m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-repositories"));
    m_pool->setMaxThreadCount(1);
}

RepositoryService::~RepositoryService()
{
    m_pool->waitForDone();
}

namespace {

// The rule: the folder's repository, at its top level, named after its folder, on its default
// branch; what repository already names is kept. The row the workspace has for it, if any.
struct Resolved {
    Repository repository;
    std::optional<Repository> known;
};

Expected<Resolved> resolve(const RepositoryStore &store, Repository repository)
{
    auto topLevel = git::validateRepository(repository.path);
    if (!topLevel)
        return Error{topLevel.error()};
    repository.path = *topLevel;
    if (repository.name.trimmed().isEmpty())
        repository.name = QFileInfo(*topLevel).fileName();
    if (repository.defaultBranch.trimmed().isEmpty())
        repository.defaultBranch = git::defaultBranch(*topLevel);
    auto rows = store.list(repository.workspaceId);
    if (!rows)
        return Error{rows.error()};
    const QString wanted = QFileInfo(*topLevel).canonicalFilePath();
    for (const Repository &row : std::as_const(*rows)) {
        if (row.path == *topLevel || QFileInfo(row.path).canonicalFilePath() == wanted)
            return Resolved{repository, row};
    }
    return Resolved{repository, std::nullopt};
}

} // namespace

Expected<AddedRepository> addRepositoryNow(Stores &stores, const QString &workspaceId, const QString &folder)
{
    Repository wanted;
    wanted.workspaceId = workspaceId;
    wanted.path = folder;
    auto resolved = resolve(stores.repositories(), wanted);
    if (!resolved)
        return Error{resolved.error()};
    if (resolved->known)
        return AddedRepository{*resolved->known, true};
    auto stored = stores.repositories().findOrAdd(resolved->repository);
    if (!stored)
        return Error{stored.error()};
    return AddedRepository{*stored, false};
}

QFuture<Expected<AddedRepository>> RepositoryService::add(const QString &workspaceId, const QString &folder)
{
    return QtConcurrent::run(m_pool.get(), [this, workspaceId, folder] { return addRepositoryNow(m_stores, workspaceId, folder); });
}

QFuture<Expected<Repository>> RepositoryService::save(const Repository &repository)
{
    return QtConcurrent::run(m_pool.get(), [this, repository]() -> Expected<Repository> {
        RepositoryStore &store = m_stores.repositories();
        if (!repository.id.isEmpty()) {
            auto stored = store.get(repository.id);
            if (!stored)
                return Error{stored.error()};
            Repository changed = repository;
            if (changed.path != stored->path) {
                // A new folder follows the rule of an added one: its top level, and not another row's.
                auto resolved = resolve(store, changed);
                if (!resolved)
                    return Error{resolved.error()};
                if (resolved->known && resolved->known->id != changed.id)
                    return Error {
                        RepositoryServiceWords::tr("the workspace has this repository already, as “%1”").arg(resolved->known->name)
                    };
                changed.path = resolved->repository.path;
                changed.defaultBranch = resolved->repository.defaultBranch;
            }
            if (const Status updated = store.update(changed); !updated)
                return Error{updated.error()};
            return changed;
        }
        auto resolved = resolve(store, repository);
        if (!resolved)
            return Error{resolved.error()};
        if (resolved->known)
            return Error { RepositoryServiceWords::tr("the workspace has this repository already, as “%1”").arg(resolved->known->name) };
        return store.add(resolved->repository);
    });
}

} // namespace kandesk
