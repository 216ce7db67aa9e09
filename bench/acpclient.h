// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

namespace kandesk {
struct AgentDefinition;
}

namespace kandesk::bench {

// The npm agent the launch benchmarks start: the ACP SDK's example agent
// (@agentclientprotocol/sdk@kAcpSdkVersion, dist/examples/agent.js), which streams text and tool
// calls and asks one permission per turn, with its simulated model pauses, and needs no network.
extern const QString kAcpSdkVersion;
AgentDefinition acpSdkExampleAgent();

struct AcpRunTimes {
    double startMs = 0; // the spawn to session/new's answer
    double turnMs = -1; // the prompt to its answer (-1: no prompt)
    double initializeMs = 0; // the spawn to initialize's answer
    double firstTextMs = -1; // the spawn to the first agent_message_chunk with text (-1: none)
};

// One agent to speak ACP to over its stdio.
struct AcpSpawn {
    QStringList argv;
    QString workDir;
    QString prompt;             // empty: no turn
    QHash<QString, QString> env; // on top of this process's environment
    QJsonObject clientCapabilities;
    int nice = -1; // none when negative
    int timeoutMs = 300'000;
};

// Spawns the agent in a process group of its own and speaks ACP over its stdio: initialize,
// session/new, then, with a prompt, one turn whose permission requests are allowed (other requests
// of the agent are answered "method not found"). The group is killed at the end.
Expected<AcpRunTimes> runAcpAgent(const AcpSpawn &spawn);
Expected<AcpRunTimes> runAcpAgent(const QStringList &argv, const QString &workDir, const QString &prompt = {}, int nice = -1,
                                  int timeoutMs = 300'000);

} // namespace kandesk::bench
