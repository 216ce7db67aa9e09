// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kandesk {

class AgentRegistry;
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

Expected<QList<CustomAgent>> loadCustomAgents(SettingsStore &settings);
Status saveCustomAgents(SettingsStore &settings, const QList<CustomAgent> &agents);

// Empty when commandLine can start an agent, else why not (unclosed quote, empty, starts with a flag).
QString customAgentCommandProblem(const QString &commandLine);

// Adds each custom agent to the registry; returns the agents that could not be added with the reason.
QStringList registerCustomAgents(AgentRegistry &registry, const QList<CustomAgent> &agents);

} // namespace kandesk
