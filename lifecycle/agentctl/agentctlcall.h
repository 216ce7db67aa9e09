// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ports/launchvalues.h"
#include "models/expected.h"

#include <QJsonObject>
#include <QStringList>

namespace kandesk {

// One action asked of an agent outside any task's run: `agentctl call` (agentctl/api/wire.h)
// starts the agent in workingDirectory, initializes it, asks, and stops it.
struct AgentCall {
    enum class Action { Initialize, ListSessions, DeleteSession, Logout };
    QStringList agentArgv;
    EnvMap environment; // on top of this process's environment
    QString workingDirectory;
    Action action = Action::Initialize;
    QJsonObject payload; // the action's, as wire.h says (session_id, cwd, cursor)
    int timeoutMs = 30'000;
};

struct AgentCallAnswer {
    QJsonObject initialize; // agent.initialize's answer: the agent's capabilities and info
    QJsonObject result;     // the action's
};

// The agent's answer, or why there is none: the agent's refusal or exit (details: rpc_error,
// agent_exit, stderr as agentctl reported them), agentctl missing, or the time running out.
// Blocking: pool threads.
Expected<AgentCallAnswer> callAgentOnce(const QString &agentctlPath, const AgentCall &call);

// The agent refused for want of a sign-in (ACP's "authentication required").
bool agentWantsSignIn(const Error &failure);

} // namespace kandesk
