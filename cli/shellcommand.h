// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// kandesk task shell ID [--json]: the task's shell in its workspace, in this terminal (or, with
// --json, where that is and what would run there).
int taskShellCommand(const QStringList &arguments);

} // namespace kandesk::cli
