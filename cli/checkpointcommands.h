// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk task checkpoints ID [--json]`: the checkpoints kept before the task's agent turns.
int taskCheckpointsCommand(const QStringList &arguments);
// `kandesk task rewind ID --turn N [--yes] [--json]`: what restoring the workspace to before the
// task's turn N would change; with --yes, the restore (the door's TaskCheckpoints).
int taskRewindCommand(const QStringList &arguments);

} // namespace kandesk::cli
