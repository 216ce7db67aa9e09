// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

class Database;

// The lifecycle's durable registration of running executions (one row per session): written
// when an execution registers, read at start to recover or reattach. Safe from any thread.
class ExecutorsRunningStore final
{
public:
    explicit ExecutorsRunningStore(Database &database) : m_database(database) {}

    // Inserts or replaces the session's row (updated_at is set to now).
    Status upsert(const ExecutorRunning &row);
    // The session's row, or an error naming the session when none is registered.
    Expected<ExecutorRunning> get(const QString &sessionId);
    Expected<bool> exists(const QString &sessionId);
    Expected<QList<ExecutorRunning>> list();
    Expected<QList<ExecutorRunning>> listForTask(const QString &taskId);
    Status setStatus(const QString &sessionId, const QString &status);
    // The execution is gone but its session can be resumed: the row stays, marked resumable.
    Status markResumable(const QString &sessionId, const QString &status = QStringLiteral("interrupted"));
    // Removes the row; removing a row that does not exist is not an error.
    Status remove(const QString &sessionId);

private:
    Database &m_database;
};

} // namespace kandesk
