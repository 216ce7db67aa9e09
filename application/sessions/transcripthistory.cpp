// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcripthistory.h"

#include "models/stores/messagestore.h"

namespace kandesk {

TranscriptPage readTranscriptPage(MessageStore &messages, const QString &sessionId, qint64 beforeId, int limit)
{
    TranscriptPage page;
    // One more than asked tells whether anything older remains.
    auto stored = messages.pageBefore(sessionId, beforeId, limit + 1);
    if (!stored || stored->isEmpty())
        return page;
    QList<Message> rows = std::move(stored.value());
    page.hasOlder = rows.size() > limit;
    if (page.hasOlder) {
        rows.removeFirst();
        // The oldest turn may be cut: leave it whole for the next page, unless it is all there is.
        const int cutTurn = rows.constFirst().turn;
        qsizetype firstWhole = 0;
        while (firstWhole < rows.size() && rows.at(firstWhole).turn == cutTurn)
            ++firstWhole;
        if (firstWhole < rows.size())
            rows.remove(0, firstWhole);
    }
    page.oldestId = rows.constFirst().id;
    page.events.reserve(rows.size());
    for (Message &message : rows)
        page.events.append(std::move(message.event));
    return page;
}

std::optional<QString> unansweredPrompt(const QList<SessionEvent> &events)
{
    using Kind = SessionEvent::Kind;
    for (auto it = events.crbegin(); it != events.crend(); ++it) {
        switch (it->kind) {
        case Kind::UserPrompt:
            return it->text;
        case Kind::MessageChunk:
        case Kind::Reasoning:
        case Kind::ToolCall:
        case Kind::ToolUpdate:
        case Kind::Plan:
        case Kind::PermissionRequest:
        case Kind::Complete:
            return QString(); // the agent answered it
        default:
            break;
        }
    }
    return std::nullopt;
}

} // namespace kandesk
