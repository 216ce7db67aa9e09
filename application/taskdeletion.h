// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/taskworktrees.h"
#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

class Database;

// Deleting a task, the same from the window and `kandesk task delete`: first what it would lose
// (its worktrees, and the files of uncommitted work in them, for the user to confirm), then the
// deletion itself. Both run git: call them on a pool thread, never on the GUI thread. Stopping
// what still runs for the task is the caller's (its runner, or the process that owns the run).
struct TaskDeletionPlan {
    Task task;
    git::TaskWorktrees worktrees;
    QStringList uncommittedFiles; // absolute paths of uncommitted work in the worktrees
};

Expected<TaskDeletionPlan> planTaskDeletion(Database &database, const QString &home, const QString &taskId);

// Removes the worktrees (when removeWorktrees; uncommitted work only with discardUncommitted, else
// nothing is removed and the error names it), the emptied task folder and the task's row.
// Yields the removed worktree paths.
Expected<QStringList> deleteTask(Database &database, const TaskDeletionPlan &plan, bool removeWorktrees, bool discardUncommitted);

} // namespace kandesk
