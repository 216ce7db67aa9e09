// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/transcriptqueries.h"
#include "models/sessions/sessionevent.h"

#include <optional>

namespace kandesk {

class Database;

// The transcript of every session: agent events in arrival order. An id returned by append() or
// appendBatch() is committed ("acknowledged"): it survives the process being killed. Any thread.
class MessageStore final : public TranscriptQueries
{
public:
    explicit MessageStore(Database &database) : m_database(database) {}

    // Stores one event and returns its id once committed. An invalid createdAt means now.
    Expected<qint64> append(const Message &message);
    // Stores the events in one transaction (one prepared statement) and returns their ids in order;
    // either all are stored or none.
    Expected<QList<qint64>> appendBatch(const QList<Message> &messages);

    Expected<QList<Message>> pageAfter(const QString &sessionId, qint64 afterId, int limit) const override;
    Expected<QList<Message>> pageBefore(const QString &sessionId, qint64 beforeId, int limit) const override;
    Expected<qint64> count(const QString &sessionId) const override;
    Expected<qint64> lastId(const QString &sessionId) const override;
    Expected<int> lastTurn(const QString &sessionId) const override;
    // The session's newest event of kind (nullopt when it has none).
    Expected<std::optional<Message>> lastOfKind(const QString &sessionId, SessionEvent::Kind kind) const;
    // The first event of that kind in the session's turn (its prompt, say).
    Expected<std::optional<Message>> firstOfKindInTurn(const QString &sessionId, int turn, SessionEvent::Kind kind) const;

    // The payload column of an event: its JSON without its kind (the kind column), compact.
    static QString payloadOf(const SessionEvent &event);

private:
    Database &m_database;
};

} // namespace kandesk
