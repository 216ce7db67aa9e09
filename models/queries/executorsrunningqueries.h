// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <optional>

namespace kandesk {

// Reading the durable registration of running executions (ExecutorsRunningTable implements it).
class ExecutorsRunningQueries
{
public:
    virtual ~ExecutorsRunningQueries() = default;

    // The session's row, or an error naming the session when none is registered.
    virtual Expected<ExecutorRunning> get(const QString &sessionId) const = 0;
    // The session's row, or std::nullopt when none is registered.
    virtual Expected<std::optional<ExecutorRunning>> find(const QString &sessionId) const = 0;
    virtual Expected<bool> exists(const QString &sessionId) const = 0;
    virtual Expected<QList<ExecutorRunning>> list() const = 0;
    virtual Expected<QList<ExecutorRunning>> listForTask(const QString &taskId) const = 0;
};

} // namespace kandesk
