// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspacestream.h"

#include "agentctl/api/wire.h"
#include "lifecycle/launch/executorbackend.h"

namespace kandesk {

WorkspaceEventKind workspaceEventKind(const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == wire::event::kGitStatus)
        return WorkspaceEventKind::GitStatus;
    if (type == wire::event::kFileChange)
        return WorkspaceEventKind::FileChange;
    return WorkspaceEventKind::Other;
}

std::shared_ptr<AgentStream> makeWorkspaceStream(
    std::shared_ptr<AgentctlNetwork> network, const ExecutorInstance &instance, AgentStream::EventHandler onEvent)
{
    return std::make_shared<AgentStream>(std::move(network), instance.agentctlUrl, instance.authToken,
        instance.instanceId, std::move(onEvent), QString(wire::route::kWorkspaceStream));
}

} // namespace kandesk
