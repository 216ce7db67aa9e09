// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "corewait.h"

#include <QByteArray>
#include <QDir>
#include <QFile>

#include <algorithm>

namespace kandesk {

namespace {

QByteArray readProcFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Adds the core waits of pid's threads to *total and returns the pids of its children.
QList<qint64> addThreadWaits(qint64 pid, qint64 *total)
{
    QList<qint64> children;
    const QString taskDir = QStringLiteral("/proc/%1/task").arg(pid);
    const QStringList threads = QDir(taskDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &thread : threads) {
        // schedstat: time on a core, time waiting on a run queue (ns), timeslices.
        const QList<QByteArray> fields = readProcFile(taskDir + QLatin1Char('/') + thread + QStringLiteral("/schedstat")).split(' ');
        if (fields.size() >= 2)
            *total += fields.at(1).toLongLong();
        const QList<QByteArray> childPids = readProcFile(taskDir + QLatin1Char('/') + thread + QStringLiteral("/children")).split(' ');
        for (const QByteArray &child : childPids) {
            bool isPid = false;
            const qint64 childPid = child.trimmed().toLongLong(&isPid);
            if (isPid && childPid > 0)
                children.append(childPid);
        }
    }
    return children;
}

} // namespace

qint64 processTreeCoreWaitNs(qint64 rootPid)
{
    if (rootPid <= 0)
        return 0;
    qint64 total = 0;
    QList<qint64> pending{rootPid};
    for (int visited = 0; !pending.isEmpty() && visited < 256; ++visited) // a bound against pid reuse loops
        pending.append(addThreadWaits(pending.takeFirst(), &total));
    return total;
}

CoreWaitDeadline::CoreWaitDeadline(int timeoutMs, WaitedNs waitedNs, Clock::time_point start)
    : m_start(start)
    , m_timeout(std::chrono::milliseconds(std::max(timeoutMs, 0)))
    , m_deadline(start + m_timeout)
    , m_waitedNs(std::move(waitedNs))
    , m_waitedAtStartNs(m_waitedNs ? m_waitedNs() : 0)
{
}

bool CoreWaitDeadline::stretch()
{
    if (!m_waitedNs)
        return false;
    // Threads of one tree can wait at once, so the sum may run ahead of the clock: the cap bounds it.
    m_coreWaitNs = std::max<qint64>(m_waitedNs() - m_waitedAtStartNs, 0);
    const Clock::time_point stretched
        = std::min(m_start + m_timeout + std::chrono::nanoseconds(m_coreWaitNs), m_start + m_timeout * kMaxStretch);
    if (stretched <= m_deadline)
        return false;
    m_deadline = stretched;
    return true;
}

} // namespace kandesk
