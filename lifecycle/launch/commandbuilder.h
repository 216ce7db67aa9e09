// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"
#include "models/agents/agentregistry.h"
#include "models/types.h" // AgentProfile::CliFlag


namespace kandesk {

class NpmAgentLauncher;

// The argv that starts an agent and, for one-shot agents, the argv that continues its session.
// The display strings join the tokens with spaces; the argv lists are what agentctl executes.
struct AgentCommands {
    QStringList args;
    QStringList continueArgs;

    QString initial() const { return args.join(QLatin1Char(' ')); }
    QString continueLine() const { return continueArgs.join(QLatin1Char(' ')); }
};

// Builds the agent command for a launch:
//   [command prefix] base argv [model flag] [resume flag + ACP session] [profile cli flags] [legacy route flags]
// - cli flags are best effort: a flag that cannot be tokenised is dropped with a warning;
// - the command prefix is launcher policy and fails closed;
// - --resume is only used when the agent can recover and the request carries an ACP session id;
// - a built-in npm agent starts from the package Kandesk installed (npmAgents: node and its entry,
//   at the profile's pinned version, else the agent's pin, else the newest installed); a profile that
//   chose npx, or no npmAgents, runs it through npx; not installed or not fitting the node: an error;
// The built argv is validated: the executable must be neither blank nor a flag.
Expected<AgentCommands> buildAgentCommand(const LaunchRequest &request, const AgentProfile *profile,
                                         const AgentDefinition &agent, const NpmAgentLauncher *npmAgents);

// Checks that argv starts with a usable executable.
Status validateCommandArgv(const QStringList &argv);

// Tokenises the enabled cli flags; a malformed entry is dropped (with a warning) and reported in dropped.
QStringList resolveCliFlagTokens(const QList<AgentProfile::CliFlag> &flags, QStringList *dropped = nullptr);

} // namespace kandesk
