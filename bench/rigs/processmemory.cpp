// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "processmemory.h"

#include "processcpu.h"

#include <QFile>

#include <algorithm>
#include <initializer_list>

#include <unistd.h>

namespace kandesk::bench {

namespace {

// The sum of the /proc/PID/smaps_rollup fields named (each "Name:   1234 kB"); -1 when unreadable.
qint64 rollupKiB(pid_t pid, std::initializer_list<QByteArrayView> fields)
{
    QFile file(QStringLiteral("/proc/%1/smaps_rollup").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    qint64 sum = -1;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon < 0 || std::find(fields.begin(), fields.end(), QByteArrayView(line).first(colon)) == fields.end())
            continue;
        sum = qMax<qint64>(sum, 0) + line.mid(colon + 1).trimmed().split(' ').constFirst().toLongLong();
    }
    return sum;
}

} // namespace

qint64 processPssKiB(pid_t pid)
{
    return rollupKiB(pid, {"Pss"});
}

qint64 processUssKiB(pid_t pid)
{
    return rollupKiB(pid, {"Private_Clean", "Private_Dirty"});
}

KandeskMemory KandeskMemory::now()
{
    KandeskMemory sample;
    sample.windowKiB = qMax<qint64>(0, processPssKiB(getpid()));
    sample.windowPrivateKiB = qMax<qint64>(0, processUssKiB(getpid()));
    const QList<pid_t> sidecars = childProcessesNamed("agentctl");
    for (const pid_t sidecar : sidecars) {
        const qint64 kib = processPssKiB(sidecar);
        if (kib < 0)
            continue;
        sample.agentctlKiB += kib;
        ++sample.agentctls;
        QList<pid_t> below = childProcessesOf(sidecar);
        while (!below.isEmpty()) {
            const pid_t pid = below.takeLast();
            if (const qint64 agentKib = processPssKiB(pid); agentKib >= 0) {
                sample.agentKiB += agentKib;
                ++sample.agentProcesses;
            }
            below.append(childProcessesOf(pid));
        }
    }
    return sample;
}

} // namespace kandesk::bench
