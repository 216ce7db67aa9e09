// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositoryservice.h"

#include "application/stores.h"
#include "lifecycle/git/gitworktrees.h"
#include "models/stores/repositorystore.h"

#include <QFileInfo>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

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

QFuture<Expected<AddedRepository>> RepositoryService::add(const QString &workspaceId, const QString &folder)
{
    return QtConcurrent::run(m_pool.get(), [this, workspaceId, folder]() -> Expected<AddedRepository> {
        auto topLevel = git::validateRepository(folder);
        if (!topLevel)
            return Error{topLevel.error()};
        auto known = m_stores.repositories().list(workspaceId);
        if (!known)
            return Error{known.error()};
        const QString wanted = QFileInfo(*topLevel).canonicalFilePath();
        for (const Repository &row : std::as_const(*known)) {
            if (row.path == *topLevel || QFileInfo(row.path).canonicalFilePath() == wanted)
                return AddedRepository{row, true};
        }
        Repository repository;
        repository.workspaceId = workspaceId;
        repository.name = QFileInfo(*topLevel).fileName();
        repository.path = *topLevel;
        repository.defaultBranch = git::defaultBranch(*topLevel);
        auto stored = m_stores.repositories().findOrAdd(repository);
        if (!stored)
            return Error{stored.error()};
        return AddedRepository{*stored, false};
    });
}

} // namespace kandesk
