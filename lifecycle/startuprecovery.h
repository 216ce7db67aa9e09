// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/stores/sessionrecovery.h"

#include <QFuture>

#include <chrono>
#include <functional>
#include <memory>

namespace kandesk {

class ActivityCoordinator;
class AgentctlNetwork;
class Database;
class RecoveryGuard;

// Keeps recovery and launches apart: recovery runs as maintenance (after the launches under way
// end; launches wait for it), and the sessions it recovers refuse launches until it is done.
struct RecoveryExclusion {
    std::shared_ptr<ActivityCoordinator> activity;
    std::shared_ptr<RecoveryGuard> guard;
    std::chrono::milliseconds maintenanceWait = std::chrono::minutes(5);
};

// Whether a registered execution's agentctl still answers /health on loopback.
SessionRecovery::LivenessProbe agentctlLivenessProbe(std::shared_ptr<AgentctlNetwork> network, int timeoutMs = 1'000);

struct StartupRecovery {
    RecoveryReport report;
    QStringList sweptQuickChats;
    // Sessions of report.live whose runtime outlived the Kandesk that started it (a container, a
    // remote agentctl) and that were taken back; and those that could not be, now resumable, with
    // the reason ("<session>: why").
    QStringList reattachedSessions;
    QStringList reattachFailures;
};

// What the application adds to the recovery at start: a probe that can find runtimes outliving
// Kandesk again (StartupReattach::probe), and what it does with the live executions while the
// recovering sessions still refuse launches (adopt them, filling in what it took back).
struct RecoveryHooks {
    SessionRecovery::LivenessProbe probe; // empty: agentctlLivenessProbe
    std::function<void(StartupRecovery &)> afterRecovery;
};

// What Kandesk does once at start, off the GUI thread: executions whose agentctl is gone become
// resumable sessions (never lost), live ones are reported for reattachment, and quick chats idle
// for a week are swept with their folders.
QFuture<Expected<StartupRecovery>> recoverAtStartup(Database &database, const QString &dataHome,
                                                    std::shared_ptr<AgentctlNetwork> network,
                                                    RecoveryExclusion exclusion = {}, RecoveryHooks hooks = {});

} // namespace kandesk
