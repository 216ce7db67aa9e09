// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/executorsrunningqueries.h"
#include "models/types.h"

#include <optional>

namespace kandesk {

class Database;

// The executors_running table: the lifecycle's durable registration of running executions (one
// row per session), written when an execution registers, read at start to recover or reattach.
// (Named "Table" so it does not collide with the lifecycle's ExecutorsRunningStore port, which an
// adapter implements on top of this class.) Safe from any thread.
// Whether the row's execution is up: starting, ready or running (not stopped, failed, interrupted).
bool executionIsUp(const ExecutorRunning &row);

class ExecutorsRunningTable final : public ExecutorsRunningQueries
{
public:
    explicit ExecutorsRunningTable(Database &database) : m_database(database) {}

    // Inserts or replaces the session's row (updated_at is set to now).
    Status upsert(const ExecutorRunning &row);
    Expected<ExecutorRunning> get(const QString &sessionId) const override;
    Expected<std::optional<ExecutorRunning>> find(const QString &sessionId) const override;
    Expected<bool> exists(const QString &sessionId) const override;
    Expected<QList<ExecutorRunning>> list() const override;
    Expected<QList<ExecutorRunning>> listForTask(const QString &taskId) const override;
    Status setStatus(const QString &sessionId, const QString &status);
    // The runtime is gone: status stopped, the row (and what resuming needs) stays.
    Status markStopped(const QString &sessionId);
    // The execution is gone but its session can be resumed: the row stays, marked resumable.
    Status markResumable(const QString &sessionId, const QString &status = QString(ExecutorRunningStatus::Interrupted));
    // Removes the row; removing a row that does not exist is not an error.
    Status remove(const QString &sessionId);

private:
    Database &m_database;
};

} // namespace kandesk
