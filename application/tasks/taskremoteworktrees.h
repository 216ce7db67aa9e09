// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QStringList>

namespace kandesk {

class Database;

// Removes the worktrees a task's sessions worked in on SSH hosts (the sessions whose executor
// profile is an ssh one): when the task is deleted, or finished with its worktree removed. Their
// branches stay in the host's mirror; with forgetCheckpoints the task's checkpoints there go.
// Uncommitted work there keeps its worktree and is named in the error unless discardUncommitted.
// Nothing to do, and no host asked, for a task that ran only here. Stopping what runs is the caller's. Yields the remote paths removed. Blocking: pool threads.
Expected<QStringList> removeTaskRemoteWorktrees(Database &database, const Task &task, bool discardUncommitted,
                                                bool forgetCheckpoints = false);

} // namespace kandesk
