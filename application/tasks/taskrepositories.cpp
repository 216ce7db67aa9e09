// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskrepositories.h"

#include "lifecycle/git/gitworktrees.h"
#include "models/stores/repositorystore.h"

#include <QDir>

namespace kandesk {

TaskRepositoryMatch matchTaskRepository(Database &database, const Task &task, const QString &repositoryPath)
{
    TaskRepositoryMatch match;
    const QString wanted = QDir(repositoryPath).canonicalPath();
    RepositoryStore repositories(database);
    for (const TaskRepository &repository : task.repositories) {
        auto row = repositories.get(repository.repositoryId);
        if (!row || QDir(row->path).canonicalPath() != wanted)
            continue;
        match.repositoryId = row->id;
        match.baseBranch = repository.baseBranch.isEmpty() ? row->defaultBranch : repository.baseBranch;
        break;
    }
    if (match.baseBranch.isEmpty())
        match.baseBranch = git::defaultBranch(repositoryPath);
    return match;
}

} // namespace kandesk
