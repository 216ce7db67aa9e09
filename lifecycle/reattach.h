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

// The metadata key under which a runtime that outlives Kandesk (a container) names the process id
// of the Kandesk that started it.
inline constexpr char kOwnerPidKey[] = "kandesk_pid";

// Whether a registered execution that still answers belongs to no running Kandesk: a container
// whose Kandesk was killed (or this process, before a restart of its runtime). Such an execution
// is taken back at start; one another Kandesk process still drives is left to it.
bool outlivedItsKandesk(const ExecutorRunning &registration);
// Whether the Kandesk process that started the registered runtime still runs (this one included);
// false when the registration names none.
bool ownerStillRuns(const ExecutorRunning &registration);

// Takes back an execution whose agentctl still answered at start-up (RecoveryReport::live): its
// bearer token comes from the secret store, the execution is registered with the controller again
// and its agent stream reopened, so the session can be watched and driven as before.
// Blocking: pool threads only.
Outcome<ExecutionPtr> reattachExecution(const ExecutorRunning &registration, LifecycleController &controller,
                                        AgentSessions &agents, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network);

} // namespace kandesk
