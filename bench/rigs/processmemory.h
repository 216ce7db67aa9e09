// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <sys/types.h>

namespace kandesk::bench {

// A process's proportional set size (each shared page counted a share per process mapping it, so
// sums over processes add up to what the machine spends), from /proc/PID/smaps_rollup, in KiB; -1
// when the process is gone.
qint64 processPssKiB(pid_t pid);

// What Kandesk costs the machine, by kind of process: this process (the window), its agentctl
// sidecars, and everything those started (the agents and their children).
struct KandeskMemory {
    qint64 windowKiB = 0;
    qint64 agentctlKiB = 0;
    qint64 agentKiB = 0;
    int agentctls = 0;
    int agentProcesses = 0;
    qint64 kandeskKiB() const { return windowKiB + agentctlKiB; }
    qint64 totalKiB() const { return windowKiB + agentctlKiB + agentKiB; }
    static KandeskMemory now();
};

} // namespace kandesk::bench
