// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskchanges.h"

#include "stores.h"

#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/git/reviewactions.h"
#include "lifecycle/git/reviewdiff.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QDir>
#include <QFileInfo>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

void readInto(RepositoryDiff &repository, git::DiffScope scope, int largeFileLines)
{
    auto diff = git::reviewDiff(repository.worktreePath, {scope, repository.baseBranch, largeFileLines});
    if (diff)
        repository.diff = std::move(*diff);
    else
        repository.error = diff.error();
    repository.diff.scope = scope;
}

// The folder the task's newest session with a workspace works in.
Expected<QString> taskWorkspace(const Stores &stores, const QString &taskId)
{
    auto sessions = stores.sessions().listForTask(taskId);
    if (!sessions)
        return Error{sessions.error()};
    for (auto it = sessions->crbegin(); it != sessions->crend(); ++it) {
        if (!it->workspacePath.isEmpty())
            return it->workspacePath;
    }
    return Error{QStringLiteral("the task has no workspace yet: start it first")};
}

} // namespace

int TaskDiff::fileCount() const
{
    int count = 0;
    for (const RepositoryDiff &repository : repositories)
        count += int(repository.diff.files.size());
    return count;
}

int TaskDiff::additions() const
{
    int sum = 0;
    for (const RepositoryDiff &repository : repositories)
        sum += repository.diff.additions();
    return sum;
}

int TaskDiff::deletions() const
{
    int sum = 0;
    for (const RepositoryDiff &repository : repositories)
        sum += repository.diff.deletions();
    return sum;
}

TaskChanges::TaskChanges(const Stores &stores, QThreadPool *pool)
    : m_stores(stores)
    , m_pool(pool ? pool : QThreadPool::globalInstance())
{
}

Expected<TaskDiff> TaskChanges::diff(const QString &taskId, git::DiffScope scope) const
{
    return taskDiff(m_stores, taskId, scope, m_largeFileLines);
}

Expected<TaskDiff> TaskChanges::taskDiff(const Stores &stores, const QString &taskId, git::DiffScope scope, int largeFileLines)
{
    auto task = stores.tasks().get(taskId);
    if (!task)
        return Error{task.error()};
    auto workspace = taskWorkspace(stores, taskId);
    if (!workspace)
        return Error{workspace.error()};

    TaskDiff result{taskId, scope, {}};
    const bool several = task->repositories.size() > 1;
    for (const TaskRepository &taskRepository : std::as_const(task->repositories)) {
        RepositoryDiff repository;
        repository.repositoryId = taskRepository.repositoryId;
        auto stored = stores.repositories().get(taskRepository.repositoryId);
        if (!stored) {
            repository.error = stored.error();
            result.repositories.append(repository);
            continue;
        }
        const QString folder = QFileInfo(stored->path).fileName();
        repository.name = stored->name.isEmpty() ? folder : stored->name;
        // A task of several repositories keeps one worktree per repository under its folder.
        repository.worktreePath = several ? QDir(*workspace).filePath(folder) : *workspace;
        repository.baseBranch = !taskRepository.baseBranch.isEmpty() ? taskRepository.baseBranch
            : !stored->defaultBranch.isEmpty()                          ? stored->defaultBranch
                                                                        : git::defaultBranch(stored->path);
        if (!QFileInfo(repository.worktreePath).isDir())
            repository.error = QStringLiteral("the worktree %1 is gone").arg(repository.worktreePath);
        else
            readInto(repository, scope, largeFileLines);
        result.repositories.append(repository);
    }
    if (task->repositories.isEmpty()) {
        // A scratch workspace: there is no base branch, only the work since its last commit.
        RepositoryDiff repository;
        repository.name = QFileInfo(*workspace).fileName();
        repository.worktreePath = *workspace;
        readInto(repository, git::DiffScope::Uncommitted, largeFileLines);
        result.repositories.append(repository);
    }
    return result;
}

QFuture<Expected<TaskDiff>> TaskChanges::readDiff(const QString &taskId, git::DiffScope scope) const
{
    // Copies, not this: the view that asked may go (and its door with it) before git is done.
    return QtConcurrent::run(m_pool, [&stores = m_stores, taskId, scope, lines = m_largeFileLines] {
        return taskDiff(stores, taskId, scope, lines);
    });
}

QFuture<Expected<TaskDiff>> TaskChanges::readWorktreeDiff(const QString &worktree, const QString &baseBranch,
                                                         git::DiffScope scope) const
{
    const int lines = m_largeFileLines;
    return QtConcurrent::run(m_pool, [worktree, baseBranch, scope, lines]() -> Expected<TaskDiff> {
        RepositoryDiff repository;
        repository.name = QFileInfo(worktree).fileName();
        repository.worktreePath = worktree;
        repository.baseBranch = baseBranch;
        readInto(repository, scope, lines);
        return TaskDiff{{}, scope, {repository}};
    });
}

QFuture<Expected<git::FileChange>> TaskChanges::loadFile(const git::ReviewDiff &diff, const git::FileChange &file) const
{
    return QtConcurrent::run(m_pool, [diff, file] {
        return git::loadFileChange(diff.worktree, {diff.scope, diff.baseBranch, 0}, file);
    });
}

QFuture<Expected<git::DiscardUndo>> TaskChanges::discard(const git::ReviewDiff &diff, const git::FileChange &file, int hunk) const
{
    return QtConcurrent::run(m_pool, [diff, file, hunk] {
        return hunk < 0 ? git::discardFile(diff, file) : git::discardHunk(diff, file, hunk);
    });
}

QFuture<Status> TaskChanges::undo(const git::DiscardUndo &undo) const
{
    return QtConcurrent::run(m_pool, [undo] { return git::undoDiscard(undo); });
}

QFuture<Status> TaskChanges::stage(const git::ReviewDiff &diff, const git::FileChange &file, int hunk) const
{
    return QtConcurrent::run(m_pool, [worktree = diff.worktree, file, hunk] {
        return hunk < 0 ? git::stageFile(worktree, file) : git::stageHunk(worktree, file, hunk);
    });
}

QFuture<Status> TaskChanges::unstage(const git::ReviewDiff &diff, const git::FileChange &file, int hunk) const
{
    return QtConcurrent::run(m_pool, [worktree = diff.worktree, file, hunk] {
        return hunk < 0 ? git::unstageFile(worktree, file) : git::unstageHunk(worktree, file, hunk);
    });
}

} // namespace kandesk
