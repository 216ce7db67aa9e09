// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentsessionstoforget.h"

#include "lifecycle/launch/launchtypes.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"

namespace kandesk {

namespace {

bool ranOnThisMachine(const ProfileStore &profiles, const TaskSession &session)
{
    if (session.executorProfileId.isEmpty())
        return true; // the default: a worktree here
    auto executor = profiles.executorProfile(session.executorProfileId);
    return executor && (executor->executorType == ExecutorTypes::Local || executor->executorType == ExecutorTypes::Worktree);
}

bool agentDeletesSessions(const MessageStore &messages, const QString &sessionId)
{
    auto capabilities = messages.lastOfKind(sessionId, SessionEvent::Kind::AgentCapabilities);
    if (!capabilities || !capabilities->has_value())
        return false;
    const QJsonObject agent = (*capabilities)->event.capabilities.value(QStringLiteral("data")).toObject();
    return agent.value(QStringLiteral("sessionCapabilities")).toObject().value(QStringLiteral("delete")).isObject();
}

} // namespace

Expected<QList<AgentSessionToForget>> agentSessionsToForget(Database &database, const QString &taskId)
{
    auto sessions = SessionStore(database).listForTask(taskId);
    if (!sessions)
        return Error { sessions.error() };
    const ProfileStore profiles(database);
    const MessageStore messages(database);
    QList<AgentSessionToForget> forget;
    for (const TaskSession &session : std::as_const(*sessions)) {
        if (session.acpSessionId.isEmpty() || session.agentProfileId.isEmpty() || !ranOnThisMachine(profiles, session))
            continue;
        if (agentDeletesSessions(messages, session.id))
            forget.append({ session.agentProfileId, session.acpSessionId });
    }
    return forget;
}

} // namespace kandesk
