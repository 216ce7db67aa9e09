// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <functional>

namespace kandesk::agentctl {

class JsonRpcConnection;

// ACP's elicitations, the client side: an agent's elicitation/create (a form built from a schema,
// or a URL to visit) becomes event elicitation_request until a front end answers it with
// agent.elicitation.respond; agentctl answers "cancel" itself when the turn ends or is cancelled,
// when the agent withdraws the request ($/cancel_request) or exits. A URL elicitation the user
// accepted stays known until the agent's elicitation/complete. Every end is event
// elicitation_closed (see wire.h), so every front end watching the session closes its form.
class AcpElicitations final
{
public:
    using EmitEvent = std::function<void(QJsonObject event, const QString &sessionId)>;

    AcpElicitations(JsonRpcConnection *rpc, EmitEvent emitEvent);

    void create(const QJsonValue &id, const QJsonObject &params, const QString &sessionId);
    // elicitation/complete: the agent says a URL elicitation is done.
    void complete(const QJsonObject &params);
    // agent.elicitation.respond {pending_id, action: accept|decline|cancel, content?}: an error
    // sentence, or empty when the agent was answered.
    QString respond(const QJsonObject &payload);
    // Answers every open request "cancel" with reason (its session's turn ended); the agent is
    // not written to when it has ended.
    void cancelAll(const QString &reason, bool agentEnded = false);
    // The agent withdrew request id: answered "cancel". False when no elicitation waits for it.
    bool withdraw(const QJsonValue &id);

private:
    struct Pending {
        QJsonValue rpcId; // null once answered (a URL elicitation waiting for its completion)
        QString sessionId;
        QString elicitationId;
    };
    void answer(const QString &pendingId, const QString &action, const QJsonObject &content, const QString &reason,
        bool agentEnded = false);
    void closed(const QString &pendingId, const Pending &pending, const QString &action, const QString &reason);

    JsonRpcConnection *m_rpc = nullptr;
    EmitEvent m_emitEvent;
    QHash<QString, Pending> m_pending;
    qint64 m_next = 1;
};

} // namespace kandesk::agentctl
