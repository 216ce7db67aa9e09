// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/sessions/sessionevent.h"

namespace kandesk {

class Database;

// The transcript of every session: agent events in arrival order. An id returned by append() or
// appendBatch() is committed ("acknowledged"): it survives the process being killed. Any thread.
class MessageStore final
{
public:
    explicit MessageStore(Database &database) : m_database(database) {}

    // Stores one event and returns its id once committed. An invalid createdAt means now.
    Expected<qint64> append(const Message &message);
    // Stores the events in one transaction (one prepared statement) and returns their ids in order;
    // either all are stored or none.
    Expected<QList<qint64>> appendBatch(const QList<Message> &messages);

    // Up to limit events of the session with an id greater than afterId, oldest first.
    Expected<QList<Message>> pageAfter(const QString &sessionId, qint64 afterId, int limit);
    // Up to limit events with an id smaller than beforeId (the newest of them), oldest first.
    Expected<QList<Message>> pageBefore(const QString &sessionId, qint64 beforeId, int limit);
    Expected<qint64> count(const QString &sessionId);
    // The newest event's id, 0 when the session has none.
    Expected<qint64> lastId(const QString &sessionId);
    // The highest turn number stored for the session, 0 when it has none (the next prompt is +1).
    Expected<int> lastTurn(const QString &sessionId);

    // The payload column of an event: its JSON without its kind (the kind column), compact.
    static QString payloadOf(const SessionEvent &event);

private:
    Database &m_database;
};

} // namespace kandesk
