// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "cli/shipcommands.h"

namespace kandesk {
class Stores;
struct Task;
} // namespace kandesk

namespace kandesk::cli {

// After the pull request, from the command line (application/review/pullrequestchecks.h does the
// work), each with --json and --data-dir DIR:
//   task checks ID [--watch [--interval S]]   the pull request's checks; exit 1 when one fails
//   task sync ID [--rebase | --merge] | --continue | --abort | --status
//                                             the branch updated from its base; exit 1 on a conflict
// Keyed by command name, for the task dispatcher.
QHash<QString, TaskCommandFunction> pullRequestCommands();

// `kandesk task pr ID merge [--squash | --rebase | --merge-commit] [--delete-branch]
// [--remove-worktree] [--json]` (arguments without the word "merge"): through GitHub's API, then
// Done. `task pr` hands it on.
int pullRequestMergeCommand(const QStringList &arguments);

// `kandesk task pr ID comments [--send [--auto-approve] [--force]] [--reply TEXT] [--json]`: what
// reviewers wrote on the pull request, brought in beside the task's own comments and listed; --send
// hands the unsent ones to the agent, --reply answers those it was sent and resolves their threads.
int pullRequestCommentsCommand(const QStringList &arguments);

// A read that found the task's pull request merged on GitHub while the task still had it open: the
// task follows to Done, as the window moves it (what Done does is left to the window's workflow).
void followMergedPullRequest(Stores &stores, const Task &task, const QString &stateNow, bool json);

// The lines `kandesk task --help` adds for them.
QString pullRequestCommandsUsage();

} // namespace kandesk::cli
