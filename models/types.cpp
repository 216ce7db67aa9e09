// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "types.h"

#include <array>
#include <utility>

namespace kandesk {

namespace {

constexpr std::array<std::pair<SessionState, const char *>, 7> kStateNames{{
    {SessionState::Created, "CREATED"},
    {SessionState::Starting, "STARTING"},
    {SessionState::Running, "RUNNING"},
    {SessionState::WaitingForInput, "WAITING_FOR_INPUT"},
    {SessionState::Completed, "COMPLETED"},
    {SessionState::Failed, "FAILED"},
    {SessionState::Cancelled, "CANCELLED"},
}};

} // namespace

QString sessionStateName(SessionState state)
{
    for (const auto &[value, name] : kStateNames) {
        if (value == state)
            return QString::fromLatin1(name);
    }
    return {};
}

std::optional<SessionState> sessionStateFromName(const QString &name)
{
    for (const auto &[value, stored] : kStateNames) {
        if (name == QLatin1String(stored))
            return value;
    }
    return std::nullopt;
}

bool isTerminal(SessionState state)
{
    return state == SessionState::Completed || state == SessionState::Failed || state == SessionState::Cancelled;
}

bool isTerminalSessionState(SessionState state)
{
    return isTerminal(state);
}

QString mcpTransportName(AgentProfile::McpServer::Transport transport)
{
    switch (transport) {
    case AgentProfile::McpServer::Transport::Http:
        return QStringLiteral("http");
    case AgentProfile::McpServer::Transport::Sse:
        return QStringLiteral("sse");
    case AgentProfile::McpServer::Transport::Stdio:
        break;
    }
    return QStringLiteral("stdio");
}

std::optional<AgentProfile::McpServer::Transport> mcpTransportFromName(const QString &name)
{
    using Transport = AgentProfile::McpServer::Transport;
    for (Transport transport : {Transport::Stdio, Transport::Http, Transport::Sse}) {
        if (name.compare(mcpTransportName(transport), Qt::CaseInsensitive) == 0)
            return transport;
    }
    return std::nullopt;
}

} // namespace kandesk
