// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h" // ExecutorRunning, ExecutorRunningStatus

#include <QString>

#include <optional>

namespace kandesk {

// The durable record that a runtime exists for a session: one executors_running row
// (models' ExecutorRunning, read and written as it is stored).
class ExecutorsRunningStore
{
public:
    virtual ~ExecutorsRunningStore() = default;
    // nullopt when the session has no row.
    virtual Expected<std::optional<ExecutorRunning>> bySessionId(const QString &sessionId) = 0;
    virtual Status upsert(const ExecutorRunning &record) = 0;
    virtual Status removeBySessionId(const QString &sessionId) = 0;
    // Marks the row stopped (the runtime is gone) while keeping what is needed to resume.
    virtual Status markStopped(const QString &sessionId) = 0;
};

} // namespace kandesk
