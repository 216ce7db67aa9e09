// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "textchunk.h"

#include "agentctl/api/wire.h"

namespace kandesk::agentctl {

bool TextChunk::continues(const TextChunk &previous) const
{
    return reasoning == previous.reasoning && sessionId == previous.sessionId && role == previous.role
        && protocolMessageId == previous.protocolMessageId;
}

QJsonObject TextChunk::toEvent() const
{
    QJsonObject event;
    if (reasoning) {
        event = { { QStringLiteral("type"), wire::event::kReasoning }, { QStringLiteral("reasoning_text"), text } };
    } else {
        event = { { QStringLiteral("type"), wire::event::kMessageChunk }, { QStringLiteral("text"), text },
            { QStringLiteral("role"), role } };
    }
    if (!protocolMessageId.isUndefined() && !protocolMessageId.isNull())
        event.insert(QStringLiteral("protocol_message_id"), protocolMessageId);
    event.insert(QStringLiteral("session_id"), sessionId);
    return event;
}

} // namespace kandesk::agentctl
