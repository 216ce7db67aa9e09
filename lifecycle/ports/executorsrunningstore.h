// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QString>
#include <QVariantMap>

#include <optional>

namespace kandesk {

enum class ExecutorRunningStatus { Starting, Ready, Running, Stopped, Failed };

// Mirrors one executors_running row: the durable record that a runtime exists for a session.
struct ExecutorRunningRecord {
    QString sessionId;
    QString taskId;
    QString executionId;
    QString executorType;
    QString runtime;
    QString executionProfileId;
    ExecutorRunningStatus status = ExecutorRunningStatus::Starting;
    bool resumable = false;
    QString resumeToken;
    QString agentctlUrl;
    int agentctlPort = 0;
    qint64 pid = 0;
    QString workspacePath;
    QString acpSessionId;
    QVariantMap metadata;
    QDateTime updatedAt;

    // A row that can bring the session back later: repair it instead of deleting it.
    bool isResumable() const { return resumable || !resumeToken.isEmpty() || !acpSessionId.isEmpty(); }
};

class ExecutorsRunningStore
{
public:
    virtual ~ExecutorsRunningStore() = default;
    // nullopt when the session has no row.
    virtual Expected<std::optional<ExecutorRunningRecord>> bySessionId(const QString &sessionId) = 0;
    virtual Status upsert(const ExecutorRunningRecord &record) = 0;
    virtual Status removeBySessionId(const QString &sessionId) = 0;
    // Marks the row stopped (the runtime is gone) while keeping what is needed to resume.
    virtual Status markStopped(const QString &sessionId) = 0;
};

} // namespace kandesk
