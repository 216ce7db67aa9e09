// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h" // SessionState, sessionStateName, isTerminalSessionState

#include <QString>

#include <optional>

namespace kandesk {

// The lifecycle's view of a task session row.
struct SessionRecord {
    QString id;
    QString taskId;
    SessionState state = SessionState::Created;
    QString acpSessionId;
};

// What a workspace-only restore checks of the session's task.
struct TaskAdmissionRecord {
    QString id;
    bool archived = false;
};

// Reads sessions for the launch admission checks (before and after registration).
class SessionReader
{
public:
    virtual ~SessionReader() = default;
    // The session, or an error when it does not exist or cannot be read.
    virtual Expected<SessionRecord> taskSession(const QString &sessionId) = 0;
    // Whether task() answers; a reader that does not know tasks leaves the task check off.
    virtual bool readsTasks() const { return false; }
    // The task, nullopt when it does not exist.
    virtual Expected<std::optional<TaskAdmissionRecord>> task(const QString &taskId)
    {
        Q_UNUSED(taskId);
        return std::optional<TaskAdmissionRecord>();
    }
};

} // namespace kandesk
