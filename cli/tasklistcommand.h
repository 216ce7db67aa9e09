// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task list [--json] [--archived] [--data-dir DIR]`: the board's tasks of every workspace,
// with their column and their newest session's state. arguments[0] is the program.
int taskListCommand(const QStringList &arguments);

} // namespace kandesk::cli
