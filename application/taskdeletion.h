// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/taskworktrees.h"
#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

class ActivityCoordinator;
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

// Marks the task's clean-up as started, durably, before what runs for it is stopped: a launch of
// the task still under way (in this process or another) then rolls back at registration instead of
// registering a runtime for a task being deleted. deleteTask() clears the mark when it fails.
Status beginTaskDeletion(Database &database, const QString &taskId);
// Clears the mark of a deletion that did not go ahead.
Status abandonTaskDeletion(Database &database, const QString &taskId);

// Removes the worktrees (when removeWorktrees; uncommitted work only with discardUncommitted, else
// nothing is removed and the error names it), the emptied task folder and the task's row.
// Yields the removed worktree paths. With an activity coordinator, the worktree removal runs as
// maintenance: it waits for the launches under way to end (and launches wait for it).
Expected<QStringList> deleteTask(Database &database, const TaskDeletionPlan &plan, bool removeWorktrees, bool discardUncommitted,
                                 ActivityCoordinator *activity = nullptr);

} // namespace kandesk
