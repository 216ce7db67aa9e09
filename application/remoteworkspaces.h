// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/workspaceapi.h"

#include <functional>
#include <memory>
#include <optional>

namespace kandesk {

class AgentctlNetwork;
class LifecycleController;

// Where a session's workspace is read when it is not on this machine: the endpoint of the agentctl
// of its live execution whose backend says the workspace is elsewhere (an SSH host, a remote
// engine); nothing for a local workspace or a session without a live execution. Safe from any thread.
using RemoteWorkspaceLookup = std::function<std::optional<WorkspaceEndpoint>(const QString &sessionId)>;

// The lookup over the controller's live executions (both must outlive it).
RemoteWorkspaceLookup remoteWorkspaceLookup(LifecycleController &controller, std::shared_ptr<AgentctlNetwork> network);

} // namespace kandesk
