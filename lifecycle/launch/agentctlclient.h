// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"

namespace kandesk {

// What POST /api/v1/agent/configure sends: the structured argv is what agentctl executes.
struct AgentConfiguration {
    QString command;
    QStringList args;
    QString continueCommand;
    QStringList continueArgs;
    EnvMap env;
    QString approvalPolicy;
};

// The calls a launch makes on one agentctl instance. Blocking: call from pool threads only.
class AgentctlClient
{
public:
    virtual ~AgentctlClient() = default;
    virtual Status health() = 0;
    virtual Status configureAgent(const AgentConfiguration &configuration) = 0;
    // Starts the agent process; returns the full command agentctl ran (may be empty).
    virtual Expected<QString> start() = 0;
    virtual Status setMcpProviders(const QStringList &providers) = 0;
    // Releases connections; further calls fail.
    virtual void close() = 0;
};

} // namespace kandesk
