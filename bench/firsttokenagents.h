// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/agents/agentregistry.h"

#include <QHash>

#include <functional>

namespace kandesk::bench {

// A real ACP agent from npm, pinned, and what it needs to talk to the model stand-in instead of
// its vendor's API and to stay off the network, in a fresh HOME per run.
struct StandInAgent {
    QString name; // as the benchmark's JSON names it
    AgentDefinition definition;
    QString version;
    // The variables of a run in home against the stand-in at standInUrl (http://127.0.0.1:PORT).
    std::function<QHash<QString, QString>(const QString &home, const QString &standInUrl)> environment;
    // Writes the files the agent needs in a fresh home; empty when done, else why not.
    std::function<QString(const QString &home, const QString &standInUrl)> seedHome;
};

// claude-agent-acp, gemini-cli (--acp) and codex-acp.
QList<StandInAgent> standInAgents();

// What every run's HOME needs whatever the agent: HOME and the XDG folders inside it.
QHash<QString, QString> homeEnvironment(const QString &home);

} // namespace kandesk::bench
