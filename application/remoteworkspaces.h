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
class Stores;

// Where a session's workspace is read when it is not on this machine: the endpoint of the agentctl
// of its live execution whose backend says the workspace is elsewhere (an SSH host, a remote
// engine); nothing for a local workspace or a session without a live execution. Safe from any thread.
using RemoteWorkspaceLookup = std::function<std::optional<WorkspaceEndpoint>(const QString &sessionId)>;

// The lookup over the controller's live executions (both must outlive it).
RemoteWorkspaceLookup remoteWorkspaceLookup(LifecycleController &controller, std::shared_ptr<AgentctlNetwork> network);

// The lookup for a process that runs no executions itself (the command line): the session's row in
// executors_running, written by the Kandesk that runs it, when it is an SSH execution that is up,
// with the agentctl URL recorded there (a port that Kandesk forwards) and its token from the vault.
// Whether it answers is up to the read. The stores must outlive it; the caller's thread only.
RemoteWorkspaceLookup registeredRemoteWorkspaceLookup(Stores &stores);

} // namespace kandesk
