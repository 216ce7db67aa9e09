// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "acpelicitations.h"

#include "acpjson.h"
#include "jsonrpcconnection.h"

#include "agentctl/api/wire.h"
#include "agentctl/logging.h"

#include <QJsonArray>

namespace kandesk::agentctl {

using namespace acpjson;

namespace {

bool isKnownMode(const QString &mode)
{
    return mode == wire::elicitation::kForm || mode == wire::elicitation::kUrl;
}

} // namespace

AcpElicitations::AcpElicitations(JsonRpcConnection *rpc, EmitEvent emitEvent)
    : m_rpc(rpc)
    , m_emitEvent(std::move(emitEvent))
{
}

void AcpElicitations::create(const QJsonValue &id, const QJsonObject &params, const QString &sessionId)
{
    const QString mode = params.value(key("mode")).toString();
    if (!isKnownMode(mode)) {
        // ACP: a client that does not know a mode must not show it as one it knows.
        qCInfo(lcAgentctl) << "declined an elicitation of an unknown mode" << mode;
        m_rpc->respond(id, QJsonObject { { key("action"), QStringLiteral("decline") } });
        return;
    }
    const QString pendingId = QStringLiteral("elicit-%1").arg(m_next++);
    const QString elicitationId = params.value(key("elicitationId")).toString();
    m_pending.insert(pendingId, Pending { id, sessionId, elicitationId });
    QJsonObject event { { key("type"), wire::event::kElicitationRequest }, { key("pending_id"), pendingId },
        { key("mode"), mode }, { key("message"), params.value(key("message")).toString() } };
    copyIfPresent(params, "requestedSchema", event, "requested_schema");
    copyIfPresent(params, "url", event, "url");
    copyIfPresent(params, "elicitationId", event, "elicitation_id");
    copyIfPresent(params, "toolCallId", event, "tool_call_id");
    copyMeta({ params }, event);
    m_emitEvent(event, sessionId);
}

void AcpElicitations::complete(const QJsonObject &params)
{
    const QString elicitationId = params.value(key("elicitationId")).toString();
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (elicitationId.isEmpty() || it->elicitationId != elicitationId)
            continue;
        const Pending pending = *it;
        const QString pendingId = it.key();
        m_pending.erase(it);
        // Done before the user acted on it: the request is answered, the form closes as complete.
        if (!pending.rpcId.isNull())
            m_rpc->respond(pending.rpcId, QJsonObject { { key("action"), QStringLiteral("cancel") } });
        closed(pendingId, pending, wire::elicitation::kComplete, {});
        return;
    }
    qCDebug(lcAgentctl) << "the agent completed an elicitation nobody waits for:" << elicitationId;
}

QString AcpElicitations::respond(const QJsonObject &payload)
{
    const QString pendingId = payload.value(key("pending_id")).toString();
    const auto it = m_pending.constFind(pendingId);
    if (it == m_pending.constEnd() || it->rpcId.isNull())
        return QStringLiteral("no open elicitation with id \"%1\"").arg(pendingId);
    const QString action = payload.value(key("action")).toString();
    if (action != wire::elicitation::kAccept && action != wire::elicitation::kDecline
        && action != wire::elicitation::kCancel)
        return QStringLiteral("agent.elicitation.respond needs action accept, decline or cancel");
    const QJsonValue content = payload.value(key("content"));
    if (!content.isUndefined() && !content.isNull() && !content.isObject())
        return QStringLiteral("the content of an elicitation answer is a JSON object of field values");
    answer(pendingId, action, content.toObject(), {});
    return {};
}

void AcpElicitations::cancelAll(const QString &reason, bool agentEnded)
{
    const QStringList ids = m_pending.keys();
    for (const QString &pendingId : ids) {
        const auto it = m_pending.constFind(pendingId);
        if (it == m_pending.constEnd())
            continue;
        if (it->rpcId.isNull()) {
            // An accepted URL elicitation: nothing to answer, and the completion will not come.
            const Pending pending = *it;
            m_pending.erase(it);
            closed(pendingId, pending, wire::elicitation::kCancel, reason);
            continue;
        }
        answer(pendingId, wire::elicitation::kCancel, {}, reason, agentEnded);
    }
}

bool AcpElicitations::withdraw(const QJsonValue &id)
{
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        if (it->rpcId.isNull() || it->rpcId != id)
            continue;
        const QString pendingId = it.key(); // answer() forgets it
        answer(pendingId, wire::elicitation::kCancel, {}, QStringLiteral("the agent withdrew the request"));
        return true;
    }
    return false;
}

void AcpElicitations::answer(const QString &pendingId, const QString &action, const QJsonObject &content,
    const QString &reason, bool agentEnded)
{
    Pending pending = m_pending.value(pendingId);
    QJsonObject result { { key("action"), action } };
    if (action == wire::elicitation::kAccept && !content.isEmpty())
        result.insert(key("content"), content);
    if (!agentEnded)
        m_rpc->respond(pending.rpcId, result);
    // An accepted URL elicitation waits for the agent's elicitation/complete (the front end that
    // accepted it says so).
    if (action == wire::elicitation::kAccept && !pending.elicitationId.isEmpty()) {
        m_pending[pendingId].rpcId = QJsonValue::Null;
        return;
    }
    m_pending.remove(pendingId);
    closed(pendingId, pending, action, reason);
}

void AcpElicitations::closed(const QString &pendingId, const Pending &pending, const QString &action, const QString &reason)
{
    QJsonObject event { { key("type"), wire::event::kElicitationClosed }, { key("pending_id"), pendingId },
        { key("action"), action } };
    if (!reason.isEmpty())
        event.insert(key("reason"), reason);
    m_emitEvent(event, pending.sessionId);
}

} // namespace kandesk::agentctl
