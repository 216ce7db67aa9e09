// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk run --repo PATH [options] "prompt"`: runs one task as the window would and streams its
// prepare steps and agent events. arguments[0] is the program; the verb is already removed.
// Needs a running QCoreApplication instance (not yet exec'd).
int runCommand(const QStringList &arguments);

// `kandesk task resume ID "prompt" [--auto-approve] [--json] [--force] [--data-dir DIR]`: continues
// the task's newest session (its workspace, its ACP session where the agent can load it) with the
// prompt, through the same TaskRunner path, output and exit codes as `kandesk run`.
int taskResumeCommand(const QStringList &arguments);

} // namespace kandesk::cli
