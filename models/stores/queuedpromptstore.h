// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/queuedpromptqueries.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace kandesk {

class Database;

// The prompts queued for sessions, in the order they will be sent. Several processes may use the
// same queue (the window runs the session, `kandesk task queue` adds to it). Safe from any thread.
class QueuedPromptStore final : public QueuedPromptQueries
{
public:
    explicit QueuedPromptStore(Database &database)
        : m_database(database)
    { }

    // Appends text (refused when blank) to the session's queue; yields it as stored.
    Expected<QueuedPrompt> add(const QString &sessionId, const QString &text);
    Expected<QList<QueuedPrompt>> forSession(const QString &sessionId) const override;
    // Removes and yields the first prompt of the queue (nothing when it is empty). With id, that
    // prompt instead of the first (nothing when it is no longer queued).
    Expected<std::optional<QueuedPrompt>> take(const QString &sessionId, const QString &id = {});
    // Puts a prompt that could not be sent back at the front of its session's queue.
    Status putBack(const QueuedPrompt &prompt);
    Status setText(const QString &id, const QString &text);
    // Moves the prompt to index (0 is sent first) within its session's queue.
    Status move(const QString &id, int index);
    Status remove(const QString &id);

private:
    Database &m_database;
};

} // namespace kandesk
