// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitworktrees.h"

namespace kandesk::git {

// What deleting a task would remove: its worktrees under <tasksRoot>/<taskDir>/, and which of them
// hold uncommitted work (the user must confirm before those go).
struct TaskWorktrees {
    QList<Worktree> worktrees;
    QStringList dirtyPaths;
};

Expected<TaskWorktrees> findTaskWorktrees(const QString &tasksRoot, const QString &taskTitle, const QString &taskId);

// Removes the task's worktrees and the branches made for them. Without discardUncommitted, a task
// with uncommitted work is refused as a whole, naming the folders, and nothing is removed.
Status deleteTaskWorktrees(const TaskWorktrees &task, bool discardUncommitted);

} // namespace kandesk::git
