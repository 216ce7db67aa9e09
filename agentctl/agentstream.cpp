// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentstream.h"

#include "timestamp.h"

#include "agentctl/acp/acpclient.h"
#include "agentctl/api/wire.h"
#include "eventstream.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {


} // namespace

void dispatchAgentRequest(AcpClient &acp, QWebSocket *socket, const QString &message, const QJsonObject &notReady)
{
    QJsonParseError parseError;
    const QJsonObject request = QJsonDocument::fromJson(message.toUtf8(), &parseError).object();
    const QJsonValue idValue = request.value("id"_L1);
    const QString id = idValue.isDouble() ? QString::number(idValue.toInteger()) : idValue.toString();
    const QString action = request.value("action"_L1).toString();
    const QJsonObject payload = request.value("payload"_L1).toObject();

    const QPointer<QWebSocket> client(socket);
    auto reply = [client, id, action](bool ok, const QJsonObject &answer) {
        if (!client)
            return;
        EventStream::send(client,
            QJsonObject { { "id"_L1, id }, { "type"_L1, ok ? wire::envelope::kResponse : wire::envelope::kError },
                { "action"_L1, action }, { "payload"_L1, answer }, { "timestamp"_L1, wireTimestamp() } });
    };
    if (parseError.error != QJsonParseError::NoError || action.isEmpty()) {
        reply(false,
            QJsonObject { { "error"_L1, QStringLiteral("expected a JSON request {id, type, action, payload}") } });
        return;
    }
    if (!notReady.isEmpty()) {
        reply(false, notReady);
        return;
    }
    if (!dispatchAgentAction(acp, action, payload, reply))
        reply(false, QJsonObject { { "error"_L1, QStringLiteral("unknown action \"%1\"").arg(action) } });
}

bool dispatchAgentAction(AcpClient &acp, const QString &action, const QJsonObject &payload, const AcpClient::Reply &reply)
{
    if (action == wire::action::kInitialize)
        acp.initialize(payload, reply);
    else if (action == wire::action::kSessionNew)
        acp.newSession(payload, reply);
    else if (action == wire::action::kSessionLoad)
        acp.loadSession(payload, reply);
    else if (action == wire::action::kSessionList)
        acp.listSessions(payload, reply);
    else if (action == wire::action::kSessionClose)
        acp.closeSession(payload, reply);
    else if (action == wire::action::kSessionDelete)
        acp.deleteSession(payload, reply);
    else if (action == wire::action::kLogout)
        acp.logout(payload, reply);
    else if (action == wire::action::kPrompt)
        acp.prompt(payload, reply);
    else if (action == wire::action::kCancel)
        acp.cancel(payload, reply);
    else if (action == wire::action::kPermissionsRespond)
        acp.respondPermission(payload, reply);
    else if (action == wire::action::kElicitationRespond)
        acp.respondElicitation(payload, reply);
    else if (action == wire::action::kSessionSetMode)
        acp.setMode(payload, reply);
    else if (action == wire::action::kSessionSetModel)
        acp.setModel(payload, reply);
    else if (action == wire::action::kSessionSetConfigOption)
        acp.setConfigOption(payload, reply);
    else
        return false;
    return true;
}

} // namespace kandesk::agentctl
