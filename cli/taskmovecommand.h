// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task move ID STEP [--before ID] [--json] [--data-dir DIR]`: moves the task to a step of
// its board (by name or id), at its end or in front of another task, through the application's
// TaskMoves, the rule the board's drag and drop follows.
int taskMoveCommand(const QStringList &arguments);

} // namespace kandesk::cli
