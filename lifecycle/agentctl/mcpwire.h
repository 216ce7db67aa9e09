// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/mcpservers.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace kandesk {

// The MCP transports an agent takes besides stdio (which every ACP agent takes), as its initialize
// answer says in agentCapabilities.mcpCapabilities.
struct McpCapabilities {
    bool http = false;
    bool sse = false;

    static McpCapabilities fromInitializeAnswer(const QJsonObject &answer);
    bool accepts(ResolvedMcpServer::Transport transport) const;
};

// What a session/new or session/load is sent: the servers the agent takes, in ACP's form
// ({name, command, args, env: [{name, value}]} for stdio; {type, name, url, headers: [{name, value}]}
// for http and sse), and for each one it cannot take a sentence saying so (it is not sent).
struct McpSelection {
    QJsonArray servers;
    QStringList refused;
};

McpSelection selectMcpServers(const QList<ResolvedMcpServer> &servers, const McpCapabilities &capabilities);

} // namespace kandesk
