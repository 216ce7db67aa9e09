// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h" // SessionState, sessionStateName, isTerminalSessionState

#include <QString>

namespace kandesk {

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
