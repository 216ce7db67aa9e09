// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "agentctl/acp/acpclient.h"

#include <QJsonObject>
#include <QString>

class QWebSocket;

namespace kandesk::agentctl {

// Answers one request envelope {id, type, action, payload} from the agent stream: hands it to the
// ACP client, or refuses it with the payload notReady when that is not empty. The answer, with the
// same id and action, goes back to socket only (if it is still open by then); events go to every client.
void dispatchAgentRequest(AcpClient &acp, QWebSocket *socket, const QString &message, const QJsonObject &notReady);

// Hands action to the ACP client, which answers through reply; false for an action it does not know.
bool dispatchAgentAction(AcpClient &acp, const QString &action, const QJsonObject &payload, const AcpClient::Reply &reply);

} // namespace kandesk::agentctl
