// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QStringList>

namespace kandesk::cli {

// Review and ship from the command line (application/review/taskshipping.h does the work), each with
// --json and --data-dir DIR:
//   task commit ID -m MSG [--all]          task merge ID [--squash | --merge-commit]
//   task push ID                           task pr ID [--title T] [--body B] [--draft]
//   task finish ID [--remove-worktree [--force]]    task open ID [--editor | --terminal]
// Keyed by command name, for the task dispatcher.
using TaskCommandFunction = int (*)(const QStringList &arguments);
QHash<QString, TaskCommandFunction> shipCommands();

// The lines `kandesk task --help` adds for them.
QString shipCommandsUsage();

} // namespace kandesk::cli
