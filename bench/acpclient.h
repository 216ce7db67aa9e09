// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

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
};

// Spawns argv in workDir at nice (none when negative) and speaks ACP over its stdio: initialize,
// session/new, then, with a prompt, one turn whose permission requests are allowed.
Expected<AcpRunTimes> runAcpAgent(const QStringList &argv, const QString &workDir, const QString &prompt = {}, int nice = -1,
                                  int timeoutMs = 300'000);

} // namespace kandesk::bench
