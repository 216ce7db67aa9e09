// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QHash>
#include <QMutex>
#include <QString>

namespace kandesk {

// What one task's processes (its agentctl, the agent and all they start) may use together.
struct TaskLimits {
    qint64 memoryBytes = 0; // 0: no limit
    int cpuPercent = 0;     // of one core; 0: no limit
    bool any() const { return memoryBytes > 0 || cpuPercent > 0; }
    QString describe() const; // "memory 512 MiB, CPU 50% of a core"
};

// Per-task limits: a cgroup kandesk-<instance> under this process's own, in the v1 memory and cpu
// hierarchies, or in the v2 tree when this process's cgroup hands the memory controller down
// (cgroup.subtree_control) — where this process may make one (root, or a delegated subtree); else,
// on a desktop whose user systemd answers, a transient scope kandesk-<instance>.scope asked of it
// (StartTransientUnit through busctl: MemoryMax, CPUQuotaPerSecUSec). The task's agentctl is moved
// in before it starts the agent, which inherits it. Blocking (file writes, busctl): pool threads.
class TaskCgroups final
{
public:
    struct Roots {
        QString memory; // the folder the task cgroups are made in (v2: both controllers)
        QString cpu;    // v1's cpu hierarchy; empty on v2 or without one
        bool v2 = false;
        // Scopes of the user's systemd instead (memory: where the v2 tree is mounted, to read a
        // scope's memory.events).
        bool systemdScopes = false;
    };
    // This machine's roots, or why there are none (in plain words).
    static Expected<Roots> detect();
    // The user's systemd, when it answers (busctl on PATH); v2Mount: where the v2 tree is mounted.
    static Expected<Roots> detectSystemdScopes(const QString &v2Mount);

    explicit TaskCgroups(Roots roots)
        : m_roots(std::move(roots))
    { }
    const Roots &roots() const { return m_roots; }

    Status place(const QString &instanceId, qint64 pid, const TaskLimits &limits) const;
    // How often the kernel killed a process of the instance for going over its memory limit.
    int oomKills(const QString &instanceId) const;
    // Removes the instance's cgroups (once its processes ended; left alone while some remain).
    void release(const QString &instanceId) const;

private:
    Status placeInScope(const QString &instanceId, qint64 pid, const TaskLimits &limits) const;

    Roots m_roots;
    mutable QMutex m_mutex;
    mutable QHash<QString, QString> m_scopeGroups; // instance → its scope's cgroup under the v2 mount
};

} // namespace kandesk
