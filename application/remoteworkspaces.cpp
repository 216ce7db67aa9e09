// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "remoteworkspaces.h"

#include "application/stores.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/secretvault.h"
#include "models/stores/executorsrunningtable.h"

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

RemoteWorkspaceLookup registeredRemoteWorkspaceLookup(Stores &stores)
{
    auto network = std::make_shared<AgentctlNetwork>();
    return [&stores, network](const QString &sessionId) -> std::optional<WorkspaceEndpoint> {
        const auto found = stores.executorsRunning().find(sessionId);
        if (!found || !found->has_value())
            return std::nullopt;
        const ExecutorRunning &row = **found;
        if (row.runtime != RuntimeNames::Ssh || !executionIsUp(row) || row.agentctlUrl.isEmpty())
            return std::nullopt;
        WorkspaceEndpoint endpoint;
        endpoint.network = network;
        endpoint.agentctlUrl = QUrl(row.agentctlUrl);
        endpoint.instanceId = row.executionId;
        const auto token = stores.vault().readBlocking(MetadataKeys::runtimeSecretId(row.executionId, MetadataKeys::AuthTokenSecret));
        if (token)
            endpoint.authToken = *token;
        endpoint.timeoutMs = 30'000;
        return endpoint;
    };
}

} // namespace kandesk
