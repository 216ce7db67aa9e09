// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

namespace kandesk {

class Database;

// The task's repository that a checkout belongs to, and the base branch the task started from
// there: the task's, else the repository row's default, else git's (origin's HEAD, the checked-out
// branch, "main"). repositoryId is empty when no repository row of the task has that path.
struct TaskRepositoryMatch {
    QString repositoryId;
    QString baseBranch;
};

// Blocking (reads rows, may ask git): pool threads only.
TaskRepositoryMatch matchTaskRepository(Database &database, const Task &task, const QString &repositoryPath);

} // namespace kandesk
