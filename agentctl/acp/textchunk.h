// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace kandesk::agentctl {

// A plain-text chunk of an agent's message or reasoning as it leaves the ACP client: strings, not
// yet a wire event, so that chunks written together can be joined before any JSON is built.
struct TextChunk {
    bool reasoning = false; // else a message chunk
    QString sessionId;
    QString role; // a message chunk's: "assistant" or "user"
    QJsonValue protocolMessageId; // undefined when the agent gave none
    QString text;

    // Same kind, session, role and ACP message: this chunk carries on where previous stopped.
    bool continues(const TextChunk &previous) const;
    // The wire event (message_chunk or reasoning) without its timestamp.
    QJsonObject toEvent() const;
};

} // namespace kandesk::agentctl
