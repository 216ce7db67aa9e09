// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <optional>

namespace kandesk {

// What the bookkeeping commit of a deleted task's kept branch says about the task (its message,
// lifecycle/git/taskworktrees.h), so that `kandesk task restore` can make the task again: its id,
// title, description, workspace, step, repositories and profiles as one JSON line.
QString deletedTaskNote(const Task &task);
// The task of such a message; nullopt when the message carries none.
std::optional<Task> taskFromDeletedNote(const QString &message);

} // namespace kandesk
