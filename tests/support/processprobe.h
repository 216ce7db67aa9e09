// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFile>
#include <QString>

#include <csignal>
#include <sys/types.h>

namespace kandesk::test {

// True when the process no longer runs: gone, or a zombie waiting for whoever reaps orphans
// (which in a container may never come).
inline bool processGone(qint64 pid)
{
    if (::kill(static_cast<pid_t>(pid), 0) != 0)
        return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype afterName = line.lastIndexOf(')');
    return afterName >= 0 && line.size() > afterName + 2 && line.at(afterName + 2) == 'Z';
}

} // namespace kandesk::test
