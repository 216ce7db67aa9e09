// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/sshhost.h"
#include "models/expected.h"

#include <QStringList>

namespace kandesk::ssh {

// Removes worktrees an SSH executor made on host (<remote dir>/worktrees/<execution>): each is
// taken out of its repository mirror (`git worktree remove`, then `worktree prune`) and its folder
// deleted; the branch stays in the mirror with its commits, the checkpoints of checkpointsOfTask
// (when given) do not. A worktree with uncommitted work is
// kept and named in the error unless discardUncommitted; one that is already gone is fine; a path
// that is not under a "worktrees" folder is refused. Yields the worktrees removed. Opens a control
// connection of its own. Blocking: pool threads only.
Expected<QStringList> removeRemoteWorktrees(const SshHost &host, const QStringList &worktrees, bool discardUncommitted,
    const QString &checkpointsOfTask = {}, int timeoutMs = 60'000);

} // namespace kandesk::ssh
