// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QList>
#include <QStringList>

namespace kandesk {

// An agent Kandesk knows how to start: a built-in ACP agent (an npm package Kandesk installs and
// starts with node, lifecycle/npmagents/; or through npx where a profile says so) or a user-defined
// one given by a command line.
struct AgentDefinition {
    QString id;
    QString displayName;
    QString npmPackage;     // empty for agents that are not npm packages
    QString pinnedVersion;  // empty: whatever npx resolves
    QString npmEntry;       // a file of the package to start instead of its bin (e.g. dist/examples/agent.js)
    QStringList extraArgs;  // arguments after the executable or package, e.g. "--acp"
    QStringList customArgv; // user-defined agents: the whole command
    bool canRecover = true; // supports resuming an ACP session (--resume / session/load)
    QString resumeFlag;      // e.g. "--resume": passed with the ACP session id when resuming; empty: session/load only
    QStringList requiredEnv; // variables the agent cannot authenticate without
    QStringList keyVariables; // variables the agent reads an API key from (said when it wants a login)
    QStringList continueArgs; // appended to the argv to continue the latest session, if any
    QStringList continueCommand; // one-shot agents: the whole argv that continues a session (e.g. amp threads continue)
    // The engines.node its current releases declare, for before one is installed (an installed
    // version's own engines.node is what installs and launches check). Empty: any Node.js.
    QString enginesNode;
    QString modelFlag = QStringLiteral("--model");
    bool enabled = true;

    bool isCustom() const { return !customArgv.isEmpty(); }
    // The argv that starts the agent, before profile flags, prefix and model are applied.
    QStringList defaultArgv() const;
    // The argv that runs the npm package through npx (a profile's choice instead of the package
    // Kandesk installed) at the given version; empty version: the pinned version, else whatever
    // npx has cached. Empty for agents without a package.
    QStringList npxArgv(const QString &version = {}) const;
};

class AgentRegistry final
{
public:
    // The built-in ACP agents.
    AgentRegistry();

    const QList<AgentDefinition> &agents() const { return m_agents; }
    const AgentDefinition *find(const QString &id) const;

    // Adds a user-defined ACP agent started by commandLine (shell-like quoting, no expansion), or
    // gives the custom agent of that id its edited name and command. A built-in id is refused.
    Status addCustomAgent(const QString &id, const QString &displayName, const QString &commandLine);
    // Adds a fully described agent; only the id is checked here, the launch validates the argv it builds.
    Status registerAgent(AgentDefinition agent);

private:
    QList<AgentDefinition> m_agents;
};

} // namespace kandesk
