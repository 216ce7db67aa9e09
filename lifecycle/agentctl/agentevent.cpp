// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentevent.h"

#include "agentctl/api/wire.h"
#include "agentfailuredescription.h"
#include "agentstream.h"

namespace kandesk {

SessionEvent agentEventFromWire(const QJsonObject &received, const AgentFailureContext &context)
{
    SessionEvent event = SessionEvent::fromJson(received);
    if (event.kind == SessionEvent::Kind::Error && event.failure.isEmpty()) {
        const AgentFailure failure = describeTurnFailure(context, received);
        event.text = failure.message;
        event.failure = failure.toJson();
        event.agentGone = received.value(AgentStream::kStreamLostKey).toBool() || received.contains(wire::failure::kAgentExit);
    }
    return event;
}

} // namespace kandesk
