// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "mcpservers.h"

#include "lifecycle/ports/secretstore.h"
#include "models/agents/profilevalidation.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "McpServersWords".
struct McpServersWords {
    Q_DECLARE_TR_FUNCTIONS(McpServersWords)
};

Expected<QList<ResolvedMcpServer::NamedValue>> reveal(const QList<AgentProfile::EnvVar> &values, SecretStore *secrets,
                                                     const QString &what)
{
    QList<ResolvedMcpServer::NamedValue> result;
    for (const AgentProfile::EnvVar &value : values) {
        if (value.secretRef.isEmpty()) {
            result.append({value.name, value.value});
            continue;
        }
        if (!secrets)
            return Error::failed(McpServersWords::tr("%1 %2 refers to secret \"%3\" but no secret store is configured")
                                     .arg(what, value.name, value.secretRef));
        auto revealed = secrets->reveal(value.secretRef);
        if (!revealed)
            return Error::failed(McpServersWords::tr("%1 %2 refers to secret \"%3\", which is unavailable: %4")
                                     .arg(what, value.name, value.secretRef, revealed.error()));
        result.append({value.name, revealed.value()});
    }
    return result;
}

} // namespace

Expected<QList<ResolvedMcpServer>> resolveMcpServers(const AgentProfile &profile, SecretStore *secrets)
{
    QList<ResolvedMcpServer> resolved;
    for (int row = 0; row < profile.mcpServers.size(); ++row) {
        const AgentProfile::McpServer &server = profile.mcpServers.at(row);
        const QString lead = server.name.trimmed().isEmpty()
            ? McpServersWords::tr("MCP server %1 of profile \"%2\"").arg(row + 1).arg(profile.name)
            : McpServersWords::tr("MCP server \"%1\" of profile \"%2\"").arg(server.name, profile.name);
        if (const QString problem = mcpServerProblem(profile.mcpServers, row); !problem.isEmpty())
            return Error::failed(QStringLiteral("%1: %2").arg(lead, problem));
        ResolvedMcpServer out;
        out.name = server.name;
        out.transport = server.transport;
        if (server.transport == AgentProfile::McpServer::Transport::Stdio) {
            out.command = server.command.trimmed();
            out.args = server.args;
            auto env = reveal(server.env, secrets, QStringLiteral("variable"));
            if (!env)
                return env.failure().wrapped(lead);
            out.env = env.value();
        } else {
            out.url = server.url.trimmed();
            auto headers = reveal(server.headers, secrets, QStringLiteral("header"));
            if (!headers)
                return headers.failure().wrapped(lead);
            out.headers = headers.value();
        }
        resolved.append(out);
    }
    return resolved;
}

} // namespace kandesk
