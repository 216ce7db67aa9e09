// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/agentexecution.h"

#include <QHash>
#include <QMutex>

namespace kandesk {

// The in-process registry of live executions: at most one per session. Thread-safe.
class ExecutionStore
{
public:
    // Fails when the id is taken or the session already has an execution (a lost race).
    Status add(const ExecutionPtr &execution);
    ExecutionPtr get(const QString &executionId) const;
    ExecutionPtr bySessionId(const QString &sessionId) const;
    // Removes the execution; returns it (null if it was not there).
    ExecutionPtr remove(const QString &executionId);
    QList<ExecutionPtr> list() const;

private:
    mutable QMutex m_mutex;
    QHash<QString, ExecutionPtr> m_byId;
    QHash<QString, QString> m_idBySession;
};

} // namespace kandesk
