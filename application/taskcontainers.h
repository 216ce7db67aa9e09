// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QStringList>

namespace kandesk {

class Database;

// Removes the containers left of a task that runs in a Docker executor (labelled kandesk.task=<id>,
// running or stopped): when it is deleted, also those holding a copy of the worktree on a remote
// engine (the task's work goes with the task). Nothing to do, and no engine asked, for a task of another
// executor. Yields the names removed, or why the engine could not. Blocking: pool threads only.
Expected<QStringList> removeTaskContainers(Database &database, const Task &task);

// The same for one session's containers (labelled kandesk.session=<id>): when the session ends. A
// container holding the worktree's copy on a remote engine is kept (stopped): it is the task's work.
Expected<QStringList> removeSessionContainers(Database &database, const Task &task, const QString &sessionId);

// The containers of the task's sessions that no running Kandesk drives (left by a killed one, or
// stopped, copies of the worktree included): when the task finishes. A session this or another
// Kandesk still runs keeps its own.
Expected<QStringList> removeLeftoverTaskContainers(Database &database, const Task &task);

} // namespace kandesk
