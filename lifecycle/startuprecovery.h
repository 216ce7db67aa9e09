// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessionrecovery.h"

#include <QFuture>

#include <memory>

namespace kandesk {

class AgentctlNetwork;
class Database;

// Whether a registered execution's agentctl still answers /health on loopback.
SessionRecovery::LivenessProbe agentctlLivenessProbe(std::shared_ptr<AgentctlNetwork> network, int timeoutMs = 1'000);

struct StartupRecovery {
    RecoveryReport report;
    QStringList sweptQuickChats;
};

// What Kandesk does once at start, off the GUI thread: executions whose agentctl is gone become
// resumable sessions (never lost), live ones are reported for reattachment, and quick chats idle
// for a week are swept with their folders.
QFuture<Expected<StartupRecovery>> recoverAtStartup(Database &database, const QString &dataHome,
                                                    std::shared_ptr<AgentctlNetwork> network);

} // namespace kandesk
