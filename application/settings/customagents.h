// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kandesk {

class AgentRegistry;
class SettingsQueries;
class SettingsStore;

// A user-defined ACP agent started by a command line. Kept as a JSON array in SettingsStore under
// kCustomAgentsKey: [{"id", "name", "command"}]. The settings dialog and `kandesk profile` share
// these functions.
struct CustomAgent {
    QString id;
    QString name;
    QString commandLine;
    bool operator==(const CustomAgent &) const = default;
};

inline constexpr const char kCustomAgentsKey[] = "custom_agents";

Expected<QList<CustomAgent>> loadCustomAgents(const SettingsQueries &settings);
Status saveCustomAgents(SettingsStore &settings, const QList<CustomAgent> &agents);

// Empty when commandLine can start an agent, else why not (unclosed quote, empty, starts with a flag).
QString customAgentCommandProblem(const QString &commandLine);

// The id given to a new custom agent that runs commandLine: "custom-<program>-<8 hex digits of the
// command's SHA-1>", so two commands never share an agent (and one profile's command never
// rewrites another's). Should that id name another command already (in agents, or in takenIds such
// as the built-in agents), "-2", "-3"… is appended.
QString customAgentIdFor(const QString &commandLine, const QList<CustomAgent> &agents, const QStringList &takenIds = {});

// Whether the agent's id is one customAgentIdFor gave it (not one a user chose).
bool hasDerivedCustomAgentId(const CustomAgent &agent);

// A profile's own command (`kandesk profile add/edit --agent-command`).
struct CustomAgentRequest {
    QString commandLine;
    QString id;   // chosen by the user; empty: an agent running the command is shared, else one is made
    QString name; // empty: the agent's name stays, a new one is named by its id
};

// Picks the custom agent of profile profileId for request and updates agents: an agent with the
// chosen id is added or changed, unless other profiles run it with another command (refused: never
// rewrite another profile's agent); without a chosen id an agent running the very command (and
// name) is shared, else a new one gets customAgentIdFor. The agent the profile leaves is removed
// when its id was derived and no other profile uses it. builtInIds are never custom agents' ids.
// Returns the agent's id, or why not (a sentence naming the clash).
Expected<QString> assignCustomAgent(QList<CustomAgent> &agents, const CustomAgentRequest &request, const QString &profileId,
                                    const QList<AgentProfile> &profiles, const QStringList &builtInIds = {});

// Empty when saving wanted changes no other agent: its id is free or already runs its command.
// Else what the id names now, e.g. `"custom-sh" runs "sh a.sh" (profile "A")`: for the Settings
// page, where an agent is changed only after it was selected.
QString customAgentIdTaken(const QList<CustomAgent> &agents, const CustomAgent &wanted, const QList<AgentProfile> &profiles);

// Adds each custom agent to the registry; returns the agents that could not be added with the reason.
QStringList registerCustomAgents(AgentRegistry &registry, const QList<CustomAgent> &agents);

} // namespace kandesk
