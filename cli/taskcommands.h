// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task show ID [--json] [--data-dir DIR]`: the task, its sessions (state, resumable or
// not, agent, worktree, branch) and each session's transcript so far. Executions whose process is
// gone are first recovered (they become resumable, "interrupted").
int taskShowCommand(const QStringList &arguments);

// `kandesk task stop ID [--json] [--data-dir DIR]`: stops the task's live executions, in this or
// another Kandesk process; the sessions stay resumable.
int taskStopCommand(const QStringList &arguments);

// `kandesk task delete ID [--with-worktree [--force]] [--json] [--data-dir DIR]`: stops what runs
// (another process's too), then removes the task with its sessions and transcripts; with
// --with-worktree also its worktrees and the branches made for them (each branch's last commit
// kept 30 days), refused when uncommitted work or commits on no other branch and not pushed would
// be lost, unless --force.
int taskDeleteCommand(const QStringList &arguments);
// `kandesk task restore ID [--json] [--data-dir DIR]`: a deleted task back, with its kept branches
// in new worktrees.
int taskRestoreCommand(const QStringList &arguments);
// `kandesk task archive ID [--force] [--json] [--data-dir DIR]`: stops what runs (another process's
// too), removes the task's worktrees and keeps its branches and transcripts, the task archived (off
// the board, listed by `task list --archived`); refused when uncommitted files would be lost, unless
// --force. `kandesk task unarchive ID`: back on the board (its next start makes its worktrees again).
int taskArchiveCommand(const QStringList &arguments);
int taskUnarchiveCommand(const QStringList &arguments);

} // namespace kandesk::cli
