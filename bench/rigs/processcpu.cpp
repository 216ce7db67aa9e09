// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "processcpu.h"

#include <QDir>
#include <QFile>

#include <unistd.h>

namespace kandesk::bench {

namespace {

// The fields of /proc/PID/stat after the command name (which may hold spaces and parentheses).
QList<QByteArray> statFields(pid_t pid, QByteArray *comm = nullptr)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray line = file.readAll();
    const qsizetype open = line.indexOf('(');
    const qsizetype close = line.lastIndexOf(')');
    if (open < 0 || close < open)
        return {};
    if (comm)
        *comm = line.mid(open + 1, close - open - 1);
    return line.mid(close + 2).split(' ');
}

} // namespace

double cpuTickMs()
{
    static const double tick = 1000.0 / double(sysconf(_SC_CLK_TCK));
    return tick;
}

double processCpuMs(pid_t pid)
{
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    const QList<QByteArray> fields = statFields(pid);
    if (fields.size() < 13)
        return -1;
    return double(fields.at(11).toLongLong() + fields.at(12).toLongLong()) * cpuTickMs();
}

qint64 mainThreadSwitches(pid_t pid)
{
    QFile file(QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    qint64 switches = 0;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("voluntary_ctxt_switches:") || line.startsWith("nonvoluntary_ctxt_switches:"))
            switches += line.mid(line.indexOf(':') + 1).trimmed().toLongLong();
    }
    return switches;
}

namespace {

// The direct children of parent, with name when one is given.
QList<pid_t> childrenOf(pid_t parent, const char *name)
{
    QList<pid_t> out;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool numeric = false;
        const pid_t pid = pid_t(entry.toInt(&numeric));
        if (!numeric)
            continue;
        QByteArray comm;
        const QList<QByteArray> fields = statFields(pid, &comm);
        if (fields.size() > 1 && fields.at(1).toInt() == parent && (!name || comm == name))
            out.append(pid);
    }
    return out;
}

} // namespace

QList<pid_t> childProcessesNamed(const char *name)
{
    return childrenOf(getpid(), name);
}

QList<pid_t> childProcessesOf(pid_t parent)
{
    return childrenOf(parent, nullptr);
}

KandeskCpu KandeskCpu::now()
{
    KandeskCpu sample;
    sample.guiMs = processCpuMs(getpid());
    sample.guiWakeups = mainThreadSwitches(getpid());
    const QList<pid_t> sidecars = childProcessesNamed("agentctl");
    for (const pid_t pid : sidecars) {
        const double ms = processCpuMs(pid);
        const qint64 wakeups = mainThreadSwitches(pid);
        if (ms >= 0 && wakeups >= 0) {
            sample.agentctlMs += ms;
            sample.agentctlWakeups += wakeups;
            sample.m_sidecars.insert(pid, {ms, wakeups});
            ++sample.agentctls;
        }
    }
    return sample;
}

KandeskCpu KandeskCpu::operator-(const KandeskCpu &earlier) const
{
    KandeskCpu delta;
    delta.guiMs = guiMs - earlier.guiMs;
    delta.guiWakeups = guiWakeups - earlier.guiWakeups;
    for (auto it = m_sidecars.cbegin(); it != m_sidecars.cend(); ++it) {
        const Sidecar before = earlier.m_sidecars.value(it.key());
        delta.agentctlMs += it.value().ms - before.ms;
        delta.agentctlWakeups += it.value().wakeups - before.wakeups;
    }
    delta.agentctls = agentctls;
    return delta;
}

} // namespace kandesk::bench
