// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/sessions/sessionevent.h"
#include "models/types.h"

namespace kandesk::bench {

// One turn of a plausible transcript in ten stored events, as TaskRunner records them: the prompt,
// agent text in chunks, a tool call and its result, more text, the turn's end.
QList<Message> turnMessages(const QString &sessionId, int turn);
constexpr int kMessagesPerTurn = 10;

struct Populated {
    QStringList taskIds;
    QStringList sessionIds;
};

// Fills the database of a Kandesk home through the stores (a transaction per store): `tasks` tasks
// on the board of the default workspace spread over its columns, one session each, and
// `turnsPerSession` turns of transcript in each of the first `sessionsWithTranscript` sessions.
Expected<Populated> populateHome(const QString &home, int tasks, int sessionsWithTranscript, int turnsPerSession);

} // namespace kandesk::bench
