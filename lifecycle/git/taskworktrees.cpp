// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskworktrees.h"

#include "worktreenaming.h"

#include <QDir>
#include <QFileInfo>

namespace kandesk::git {

Expected<TaskWorktrees> findTaskWorktrees(const QString &tasksRoot, const QString &taskTitle, const QString &taskId)
{
    TaskWorktrees task;
    const QDir taskDir(QDir(tasksRoot).filePath(taskDirectoryName(taskTitle, taskId)));
    if (!taskDir.exists())
        return task;
    const QString madeForTask = branchNameFromTemplate({}, taskTitle, taskId);
    const QStringList folders = taskDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &folder : folders) {
        Worktree worktree;
        worktree.path = taskDir.filePath(folder);
        auto common = runGitChecked(worktree.path, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"),
                                                    QStringLiteral("--git-common-dir")});
        if (!common)
            continue; // not a worktree (left-over files); not ours to judge
        worktree.repositoryPath = QFileInfo(common->trimmed()).absolutePath();
        auto branch = runGitChecked(worktree.path, {QStringLiteral("branch"), QStringLiteral("--show-current")});
        worktree.branch = branch ? branch->trimmed() : QString();
        worktree.createdBranch = worktree.branch == madeForTask || worktree.branch.startsWith(madeForTask + QLatin1Char('-'));
        auto dirty = hasUncommittedChanges(worktree.path);
        if (!dirty)
            return Error{dirty.error()};
        if (*dirty)
            task.dirtyPaths.append(worktree.path);
        task.worktrees.append(worktree);
    }
    return task;
}

Status deleteTaskWorktrees(const TaskWorktrees &task, bool discardUncommitted)
{
    if (!task.dirtyPaths.isEmpty() && !discardUncommitted) {
        return Error{QStringLiteral("uncommitted changes would be lost in %1; confirm to delete them")
                         .arg(task.dirtyPaths.join(QStringLiteral(", ")))};
    }
    for (const Worktree &worktree : task.worktrees) {
        const Status removed = removeWorktree(worktree, discardUncommitted ? DirtyWorktree::Discard : DirtyWorktree::Refuse,
                                              worktree.createdBranch);
        if (!removed)
            return removed;
    }
    return {};
}

} // namespace kandesk::git
