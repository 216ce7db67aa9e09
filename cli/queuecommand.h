// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task queue ID "prompt" [--json]`: queues a prompt for the task's newest session; the
// process that runs the session (the window, `kandesk run`, `task resume`) sends it when its turn
// ends. `kandesk task queue ID --list [--json]`: the session's queue, next first.
int taskQueueCommand(const QStringList &arguments);

} // namespace kandesk::cli
