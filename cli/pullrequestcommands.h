// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "cli/shipcommands.h"

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

// The lines `kandesk task --help` adds for them.
QString pullRequestCommandsUsage();

} // namespace kandesk::cli
