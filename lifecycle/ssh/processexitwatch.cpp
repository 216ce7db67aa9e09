// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "processexitwatch.h"

#include <QFile>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <sys/syscall.h>
#include <unistd.h>

namespace kandesk::ssh {

ProcessExitWatch::ProcessExitWatch(qint64 pid, QObject *parent)
    : QObject(parent)
    , m_pid(pid)
{
#ifdef SYS_pidfd_open
    m_pidfd = static_cast<int>(::syscall(SYS_pidfd_open, static_cast<pid_t>(pid), 0));
#endif
    if (m_pidfd >= 0) {
        m_notifier = new QSocketNotifier(m_pidfd, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &ProcessExitWatch::notify);
    } else {
        m_poll = new QTimer(this);
        m_poll->setInterval(500);
        connect(m_poll, &QTimer::timeout, this, [this] {
            if (gone(m_pid))
                notify();
        });
        m_poll->start();
    }
    // It may have ended before the pidfd was opened (or pid names no process at all).
    if (gone(pid))
        QMetaObject::invokeMethod(this, &ProcessExitWatch::notify, Qt::QueuedConnection);
}

ProcessExitWatch::~ProcessExitWatch()
{
    delete m_notifier;
    if (m_pidfd >= 0)
        ::close(m_pidfd);
}

void ProcessExitWatch::notify()
{
    if (m_told)
        return;
    m_told = true;
    if (m_notifier)
        m_notifier->setEnabled(false);
    if (m_poll)
        m_poll->stop();
    Q_EMIT exited();
}

bool ProcessExitWatch::gone(qint64 pid)
{
    if (pid <= 0)
        return true;
    if (::kill(static_cast<pid_t>(pid), 0) != 0)
        return errno == ESRCH;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype end = line.lastIndexOf(')');
    return end > 0 && line.mid(end + 2, 1) == "Z";
}

} // namespace kandesk::ssh
