// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace kandesk::agentctl {

// How an agent process ended on its own, as the wire reports it (agent_exit in wire.h).
struct AgentExit {
    int exitCode = 0;
    bool crashed = false; // then exitCode is the signal number (QProcess on Unix), 0 if unknown
    QStringList stderrTail;

    QString message() const;
    QJsonObject toJson() const;
    // {error: message, agent_exit}: what requests get once the agent has ended.
    QJsonObject errorPayload() const;
};

// "SIGKILL" for 9; empty when the number names no signal.
QString signalName(int signal);

} // namespace kandesk::agentctl
