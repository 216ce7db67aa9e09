// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// One event from agentctl's agent stream into Kandesk: JSON made into a SessionEvent (with the
// failure of an error in the user's words), then its JSON form, its stored form and back.
#include "lifecycle/agentctl/agentevent.h"
#include "lifecycle/agentctl/agentfailuredescription.h"
#include "models/sessions/sessionevent.h"
#include "models/stores/messagestore.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

using namespace kandesk;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!document.isObject())
        return 0;
    AgentFailureContext context;
    context.agentName = QStringLiteral("Fuzzed agent");
    context.step = QStringLiteral("prompt");
    const SessionEvent event = agentEventFromWire(document.object(), context);
    const SessionEvent again = SessionEvent::fromJson(event.toJson());
    const QString stored = MessageStore::payloadOf(again);
    const SessionEvent read = SessionEvent::fromJson(QJsonDocument::fromJson(stored.toUtf8()).object(), again.kind);
    (void)read.text.size();
    return 0;
}
