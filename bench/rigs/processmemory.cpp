// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "processmemory.h"

#include "processcpu.h"

#include <QFile>

#include <unistd.h>

namespace kandesk::bench {

qint64 processPssKiB(pid_t pid)
{
    QFile file(QStringLiteral("/proc/%1/smaps_rollup").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("Pss:")) // "Pss:   1234 kB"
            return line.mid(4).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

KandeskMemory KandeskMemory::now()
{
    KandeskMemory sample;
    sample.windowKiB = qMax<qint64>(0, processPssKiB(getpid()));
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
