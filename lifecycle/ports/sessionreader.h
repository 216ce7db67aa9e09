// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

enum class SessionState { Created, Starting, Running, WaitingForInput, Completed, Failed, Cancelled };

// CREATED, STARTING, … as stored and as shown in messages.
QString sessionStateName(SessionState state);
bool isTerminalSessionState(SessionState state);

// The lifecycle's view of a task session row.
struct SessionRecord {
    QString id;
    QString taskId;
    SessionState state = SessionState::Created;
    QString acpSessionId;
};

// Reads sessions for the launch admission checks (before and after registration).
class SessionReader
{
public:
    virtual ~SessionReader() = default;
    // The session, or an error when it does not exist or cannot be read.
    virtual Expected<SessionRecord> taskSession(const QString &sessionId) = 0;
};

} // namespace kandesk
