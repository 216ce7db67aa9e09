// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QStringList>

namespace kandesk {

class Database;

// Removes the containers left of a task that runs in a Docker executor (labelled kandesk.task=<id>,
// running or stopped): when it is deleted. They hold no work of their own (the worktree is
// bind-mounted from this machine). Nothing to do, and no engine asked, for a task of another
// executor. Yields the names removed, or why the engine could not. Blocking: pool threads only.
Expected<QStringList> removeTaskContainers(Database &database, const Task &task);

// The same for one session's containers (labelled kandesk.session=<id>): when the session ends.
Expected<QStringList> removeSessionContainers(Database &database, const Task &task, const QString &sessionId);

// The containers of the task's sessions that no running Kandesk drives (left by a killed one, or
// stopped): when the task finishes. A session this or another Kandesk still runs keeps its own.
Expected<QStringList> removeLeftoverTaskContainers(Database &database, const Task &task);

} // namespace kandesk
