// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/sessions/sessionevent.h"

namespace kandesk {

// Reading sessions' transcripts (MessageStore implements it).
class TranscriptQueries
{
public:
    virtual ~TranscriptQueries() = default;

    // Up to limit events of the session with an id greater than afterId, oldest first.
    virtual Expected<QList<Message>> pageAfter(const QString &sessionId, qint64 afterId, int limit) const = 0;
    // Up to limit events with an id smaller than beforeId (the newest of them), oldest first.
    virtual Expected<QList<Message>> pageBefore(const QString &sessionId, qint64 beforeId, int limit) const = 0;
    virtual Expected<qint64> count(const QString &sessionId) const = 0;
    // The newest event's id, 0 when the session has none.
    virtual Expected<qint64> lastId(const QString &sessionId) const = 0;
    // The highest turn number stored for the session, 0 when it has none (the next prompt is +1).
    virtual Expected<int> lastTurn(const QString &sessionId) const = 0;
};

} // namespace kandesk
