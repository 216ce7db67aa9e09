// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFile>
#include <QList>
#include <QString>

#include <csignal>
#include <sys/types.h>

namespace kandesk::test {

// True while the process runs: a zombie waiting for whoever reaps orphans (which in a container
// may never come) counts as gone.
inline bool processAlive(qint64 pid)
{
    if (::kill(static_cast<pid_t>(pid), 0) != 0)
        return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.size() > close + 2 && text.at(close + 2) != 'Z' && text.at(close + 2) != 'X';
}

// The process's nice value (its main thread's), or -100 when it cannot be read.
inline int niceOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -100;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' '); // from field 3, the state
    bool ok = false;
    const int nice = fields.value(19 - 3).toInt(&ok);
    return ok ? nice : -100;
}

} // namespace kandesk::test
