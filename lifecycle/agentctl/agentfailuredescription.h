// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/agents/agentfailure.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace kandesk {

struct Error;

// What the failure is about: which agent, at which start step.
struct AgentFailureContext {
    QString agentName;
    QStringList keyVariables; // a built-in agent's AgentDefinition::keyVariables
    QString step;
    QJsonArray authMethods; // the agent's initialize answer, when it got that far
    QStringList agentArgv;  // the agent's command on this machine (empty elsewhere): what a terminal sign-in runs again
    int startTimeoutSeconds = 0;
};

// Builds the failure of a start step from the error its request gave (details as Error
// carries them: agent_exit, rpc_error, timed_out).
AgentFailure describeStartFailure(const AgentFailureContext &context, const Error &error);
// Builds the failure of a turn from the agent stream's `error` event.
AgentFailure describeTurnFailure(const AgentFailureContext &context, const QJsonObject &errorEvent);

} // namespace kandesk
