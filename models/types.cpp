// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "types.h"

#include "models/workflows/workflowevents.h"

#include <algorithm>
#include <array>
#include <utility>

namespace kandesk {

bool WorkflowStep::startsAgent() const
{
    const QList<WorkflowAction> entering = events.value(workflow::trigger::OnEnter);
    return std::any_of(entering.cbegin(), entering.cend(),
                       [](const WorkflowAction &action) { return action.type == workflow::action::AutoStartAgent; });
}

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

TaskActivity taskActivity(const std::optional<SessionGlance> &session, bool inDoneStep)
{
    // An agent at work (or waiting on the user) says so wherever the card is; otherwise the Done
    // column says the task is done, whatever its last session did.
    if (session && session->state == SessionState::Running)
        return session->awaitingPermission ? TaskActivity::NeedsInput : TaskActivity::Running;
    if (session && session->state == SessionState::Starting)
        return TaskActivity::Starting;
    if (inDoneStep)
        return TaskActivity::Done;
    if (!session)
        return TaskActivity::NotStarted;
    switch (session->state) {
    case SessionState::Created:
        return TaskActivity::NotStarted;
    case SessionState::WaitingForInput:
        return TaskActivity::Idle;
    case SessionState::Completed:
        return TaskActivity::Done;
    case SessionState::Failed:
        return TaskActivity::Failed;
    case SessionState::Cancelled:
        return TaskActivity::Cancelled;
    case SessionState::Starting:
    case SessionState::Running:
        break;
    }
    return TaskActivity::Running;
}

QString taskActivityName(TaskActivity activity)
{
    switch (activity) {
    case TaskActivity::NotStarted:
        return QStringLiteral("NOT_STARTED");
    case TaskActivity::Starting:
        return QStringLiteral("STARTING");
    case TaskActivity::Running:
        return QStringLiteral("RUNNING");
    case TaskActivity::NeedsInput:
        return QStringLiteral("NEEDS_INPUT");
    case TaskActivity::Idle:
        return QStringLiteral("IDLE");
    case TaskActivity::Failed:
        return QStringLiteral("FAILED");
    case TaskActivity::Cancelled:
        return QStringLiteral("CANCELLED");
    case TaskActivity::Done:
        return QStringLiteral("DONE");
    }
    return QStringLiteral("NOT_STARTED");
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
