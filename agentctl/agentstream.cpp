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

namespace kandesk::agentctl {

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}


} // namespace

void dispatchAgentRequest(AcpClient &acp, QWebSocket *socket, const QString &message, const QJsonObject &notReady)
{
    QJsonParseError parseError;
    const QJsonObject request = QJsonDocument::fromJson(message.toUtf8(), &parseError).object();
    const QJsonValue idValue = request.value(key("id"));
    const QString id = idValue.isDouble() ? QString::number(idValue.toInteger()) : idValue.toString();
    const QString action = request.value(key("action")).toString();
    const QJsonObject payload = request.value(key("payload")).toObject();

    const QPointer<QWebSocket> client(socket);
    auto reply = [client, id, action](bool ok, const QJsonObject &answer) {
        if (!client)
            return;
        EventStream::send(client,
            QJsonObject { { key("id"), id }, { key("type"), ok ? wire::envelope::kResponse : wire::envelope::kError },
                { key("action"), action }, { key("payload"), answer }, { key("timestamp"), wireTimestamp() } });
    };
    if (parseError.error != QJsonParseError::NoError || action.isEmpty()) {
        reply(false,
            QJsonObject { { key("error"), QStringLiteral("expected a JSON request {id, type, action, payload}") } });
        return;
    }
    if (!notReady.isEmpty()) {
        reply(false, notReady);
        return;
    }
    if (!dispatchAgentAction(acp, action, payload, reply))
        reply(false, QJsonObject { { key("error"), QStringLiteral("unknown action \"%1\"").arg(action) } });
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
