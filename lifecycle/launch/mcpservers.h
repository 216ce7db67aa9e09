// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace kandesk {

class SecretStore;

// An agent profile's MCP server as the agent gets it: checked, with every secret revealed. Held in
// memory by the execution only, never stored or logged.
struct ResolvedMcpServer {
    using Transport = AgentProfile::McpServer::Transport;
    using NamedValue = QPair<QString, QString>;
    QString name;
    Transport transport = Transport::Stdio;
    QString command;
    QStringList args;
    QList<NamedValue> env;
    QString url;
    QList<NamedValue> headers;
    bool operator==(const ResolvedMcpServer &) const = default;
};

// The profile's MCP servers, resolved for one launch. Fails closed on the first broken definition
// (no name, no command, a URL that is not http(s), a malformed variable or header, a secret that
// cannot be revealed) with a message that names the server and the profile, never a secret's value.
Expected<QList<ResolvedMcpServer>> resolveMcpServers(const AgentProfile &profile, SecretStore *secrets);

} // namespace kandesk
