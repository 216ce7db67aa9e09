// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace kandesk {

// A prompt written while the session's agent was busy: it goes to the agent when a turn ends.
struct QueuedPrompt {
    QString id;
    QString sessionId;
    QString text;
    QDateTime createdAt;
};

// Reading the prompts queued for sessions (QueuedPromptStore implements it).
class QueuedPromptQueries
{
public:
    virtual ~QueuedPromptQueries() = default;

    // The session's queue, first to be sent first.
    virtual Expected<QList<QueuedPrompt>> forSession(const QString &sessionId) const = 0;
};

} // namespace kandesk
