// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "mcpwire.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "McpWireWords".
struct McpWireWords {
    Q_DECLARE_TR_FUNCTIONS(McpWireWords)
};

QJsonArray namedValues(const QList<ResolvedMcpServer::NamedValue> &values)
{
    QJsonArray array;
    for (const ResolvedMcpServer::NamedValue &value : values)
        array.append(QJsonObject{{QStringLiteral("name"), value.first}, {QStringLiteral("value"), value.second}});
    return array;
}

QJsonObject acpForm(const ResolvedMcpServer &server)
{
    if (server.transport == ResolvedMcpServer::Transport::Stdio)
        return {{QStringLiteral("name"), server.name},
                {QStringLiteral("command"), server.command},
                {QStringLiteral("args"), QJsonArray::fromStringList(server.args)},
                {QStringLiteral("env"), namedValues(server.env)}};
    return {{QStringLiteral("type"), mcpTransportName(server.transport)},
            {QStringLiteral("name"), server.name},
            {QStringLiteral("url"), server.url},
            {QStringLiteral("headers"), namedValues(server.headers)}};
}

} // namespace

McpCapabilities McpCapabilities::fromInitializeAnswer(const QJsonObject &answer)
{
    const QJsonObject mcp = answer.value(QStringLiteral("agent_capabilities")).toObject().value(QStringLiteral("mcpCapabilities")).toObject();
    return {mcp.value(QStringLiteral("http")).toBool(), mcp.value(QStringLiteral("sse")).toBool()};
}

bool McpCapabilities::accepts(ResolvedMcpServer::Transport transport) const
{
    switch (transport) {
    case ResolvedMcpServer::Transport::Http:
        return http;
    case ResolvedMcpServer::Transport::Sse:
        return sse;
    case ResolvedMcpServer::Transport::Stdio:
        break;
    }
    return true;
}

McpSelection selectMcpServers(const QList<ResolvedMcpServer> &servers, const McpCapabilities &capabilities)
{
    McpSelection selection;
    for (const ResolvedMcpServer &server : servers) {
        if (capabilities.accepts(server.transport)) {
            selection.servers.append(acpForm(server));
            continue;
        }
        QStringList takes{QStringLiteral("stdio")};
        if (capabilities.http)
            takes.append(QStringLiteral("http"));
        if (capabilities.sse)
            takes.append(QStringLiteral("sse"));
        selection.refused.append(
            McpWireWords::tr("The MCP server “%1” was not given to the agent: it takes no %2 MCP servers (only %3).")
                .arg(server.name, mcpTransportName(server.transport), takes.join(QStringLiteral(", "))));
    }
    return selection;
}

} // namespace kandesk
