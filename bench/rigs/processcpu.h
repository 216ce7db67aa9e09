// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>

#include <sys/types.h>

namespace kandesk::bench {

// CPU time (user + system, all threads, exited ones included) of a process, from /proc/PID/stat,
// in ms; -1 when the process is gone. The kernel counts it in clock ticks (kCpuTickMs each).
double processCpuMs(pid_t pid);
double cpuTickMs();
// Context switches (voluntary and not) of the process's main thread; -1 when it is gone.
qint64 mainThreadSwitches(pid_t pid);

// This process's direct children whose command name is name (agentctl sidecars).
QList<pid_t> childProcessesNamed(const char *name);
// Every direct child of parent, whatever its name.
QList<pid_t> childProcessesOf(pid_t parent);

// Kandesk's own CPU time: this process (the window) plus its agentctl sidecars, sampled together.
// A difference counts a sidecar started in between whole; one that exited in between is lost, so
// take the later sample before stopping sessions.
struct KandeskCpu {
    double guiMs = 0;
    double agentctlMs = 0;
    int agentctls = 0;
    // Context switches of the main threads (their event loops): how often they woke up.
    qint64 guiWakeups = 0;
    qint64 agentctlWakeups = 0;
    double totalMs() const { return guiMs + agentctlMs; }
    static KandeskCpu now();
    KandeskCpu operator-(const KandeskCpu &earlier) const;

private:
    struct Sidecar {
        double ms = 0;
        qint64 wakeups = 0;
    };
    QHash<pid_t, Sidecar> m_sidecars;
};

} // namespace kandesk::bench
