// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

// Whether a task's resources (worktrees, runtimes) are being cleaned up; a launch must not register
// a runtime for a task whose cleanup has started.
class TaskCleanupState
{
public:
    virtual ~TaskCleanupState() = default;
    virtual Expected<bool> hasActiveTaskCleanup(const QString &taskId) = 0;
};

} // namespace kandesk
