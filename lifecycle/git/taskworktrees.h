// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitworktrees.h"

#include <QDateTime>

namespace kandesk::git {

// What deleting a task would remove: its worktrees under <tasksRoot>/<taskDir>/, and which of them
// hold uncommitted work (the user must confirm before those go).
struct TaskWorktrees {
    QList<Worktree> worktrees;
    QStringList dirtyPaths;
};

Expected<TaskWorktrees> findTaskWorktrees(const QString &tasksRoot, const QString &taskTitle, const QString &taskId);

// A deleted branch's last commit, still reachable: ref (refs/kandesk/deleted/<task id>/<branch>)
// names a bookkeeping commit made at the deletion, whose parent is that last commit and whose
// message says what was deleted; old ones go with pruneDeletedBranches().
struct KeptBranch {
    QString repositoryPath;
    QString branch;
    QString commit; // the branch's last commit, full hash
    QString ref;
    QDateTime deletedAt;
};

inline constexpr QLatin1StringView kDeletedBranchesRefs{"refs/kandesk/deleted/"};
inline constexpr int kDeletedBranchDays = 30;

// Removes the task's worktrees and the branches made for them, each branch's last commit kept
// under refs/kandesk/deleted/<taskId>/<branch> (note: a line for the bookkeeping commit's message).
// Without discardUncommitted, a task with uncommitted work is refused as a whole, naming the
// folders, and nothing is removed.
Expected<QList<KeptBranch>> deleteTaskWorktrees(const TaskWorktrees &task, bool discardUncommitted,
                                                const QString &taskId = {}, const QString &note = {});

// The branches kept for a deleted task in one repository, newest first.
Expected<QList<KeptBranch>> keptBranches(const QString &repositoryPath, const QString &taskId);
// Brings a kept branch back: the branch at its kept commit (one already there must be at that
// commit), checked out in a new worktree at worktreePath; the kept ref goes.
Expected<Worktree> restoreKeptBranch(const KeptBranch &kept, const QString &worktreePath);
// The message of the bookkeeping commit a kept branch's ref names.
Expected<QString> keptBranchMessage(const KeptBranch &kept);
// Forgets kept branches older than kDeletedBranchDays (their commits become garbage for git gc).
// Yields how many went.
Expected<int> pruneDeletedBranches(const QString &repositoryPath, const QDateTime &now);

} // namespace kandesk::git
