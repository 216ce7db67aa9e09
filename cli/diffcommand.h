// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task diff ID [--base|--uncommitted] [--json] [--data-dir DIR]`: the task's changes per
// repository, against its base branch (the default: every commit of the task plus uncommitted
// work) or uncommitted only; text as a unified diff, --json as one object with files and hunks.
int taskDiffCommand(const QStringList &arguments);

} // namespace kandesk::cli
