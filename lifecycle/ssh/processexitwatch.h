// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;
class QTimer;

namespace kandesk::ssh {

// Tells when a process that is not our child (a detached ssh control master) ends: through a pidfd
// that becomes readable at its exit, so nothing polls; where the kernel has no pidfd_open (before
// Linux 5.3, or a seccomp filter refusing it), by looking at its pid twice a second.
class ProcessExitWatch final : public QObject
{
    Q_OBJECT
public:
    ProcessExitWatch(qint64 pid, QObject *parent);
    ~ProcessExitWatch() override;

    // Whether the process is gone (a zombie nobody reaped yet counts as gone).
    static bool gone(qint64 pid);

Q_SIGNALS:
    void exited(); // once, queued when the process was already gone

private:
    void notify();

    qint64 m_pid = 0;
    int m_pidfd = -1;
    QSocketNotifier *m_notifier = nullptr;
    QTimer *m_poll = nullptr;
    bool m_told = false;
};

} // namespace kandesk::ssh
