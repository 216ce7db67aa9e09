// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessionevent.h"

#include <QList>

#include <limits>
#include <optional>

namespace kandesk {

class MessageStore;

// A stretch of a session's stored transcript, oldest first, made of whole turns so that its rows
// aggregate the same way as when the transcript was read in one piece.
struct TranscriptPage {
    QList<SessionEvent> events;
    qint64 oldestId = 0; // where the next older page ends
    bool hasOlder = false;
};

// How many stored events a transcript view reads at a time: the newest page when it opens a
// session, one more for each "Show earlier messages".
inline constexpr int kTranscriptPageEvents = 2'000;

// The newest events stored before beforeId, at most about limit of them (a single turn larger than
// limit comes whole). Blocking: run it off the GUI thread.
TranscriptPage readTranscriptPage(MessageStore &messages, const QString &sessionId,
                                  qint64 beforeId = std::numeric_limits<qint64>::max(), int limit = kTranscriptPageEvents);

// The last prompt of events that the agent never answered (nothing of the agent came after it,
// only errors or notices): a retry sends it again. Empty when the last prompt was answered;
// nullopt when the events hold no prompt at all.
std::optional<QString> unansweredPrompt(const QList<SessionEvent> &events);

} // namespace kandesk
