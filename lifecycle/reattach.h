// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/agentexecution.h"
#include "models/types.h"

#include <memory>

namespace kandesk {

class AgentctlNetwork;
class AgentSessions;
class LifecycleController;
class SecretStore;

// Takes back an execution whose agentctl still answered at start-up (RecoveryReport::live): its
// bearer token comes from the secret store, the execution is registered with the controller again
// and its agent stream reopened, so the session can be watched and driven as before.
// Blocking: pool threads only.
Outcome<ExecutionPtr> reattachExecution(const ExecutorRunning &registration, LifecycleController &controller,
                                        AgentSessions &agents, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network);

} // namespace kandesk
