// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "remoteworkspaces.h"

#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclecontroller.h"

namespace kandesk {

RemoteWorkspaceLookup remoteWorkspaceLookup(LifecycleController &controller, std::shared_ptr<AgentctlNetwork> network)
{
    return [&controller, network](const QString &sessionId) -> std::optional<WorkspaceEndpoint> {
        const ExecutionPtr execution = controller.executions().bySessionId(sessionId);
        if (!execution)
            return std::nullopt;
        const std::shared_ptr<ExecutorRegistry> registry = controller.executorRegistry();
        const std::shared_ptr<ExecutorBackend> backend = registry ? registry->backend(execution->runtimeName) : nullptr;
        if (!backend || backend->workspaceIsLocal())
            return std::nullopt;
        return WorkspaceEndpoint::of(network, execution->instance);
    };
}

} // namespace kandesk
