// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

class QSocketNotifier;
class QTimer;

namespace kandesk {

namespace ssh {
class ProcessExitWatch;
}

struct PtySize {
    int columns = 80;
    int rows = 24;
};

// A program on a pseudo-terminal of its own, leading a session of its own: a shell in a task's
// workspace, or any command that wants a terminal. Its output is read where this object lives,
// in chunks, never blocking that thread. When it ends, or is stopped, every process still in its
// session is hung up and then killed: no shell, job or pager outlives its terminal.
class PtyProcess final : public QObject
{
    Q_OBJECT
public:
    explicit PtyProcess(QObject *parent = nullptr);
    // Kills what is left of the session at once.
    ~PtyProcess() override;

    // argv[0] is looked for on the environment's PATH. Empty on success, else why not, in words.
    QString start(const QStringList &argv, const QString &workingDirectory, const QProcessEnvironment &environment,
                  PtySize size);
    // Sent as is (the terminal's keys, a paste); what the terminal cannot take yet waits in order.
    void write(const QByteArray &bytes);
    // The kernel tells the terminal's foreground process group (SIGWINCH).
    void resize(PtySize size);
    // SIGHUP to every process of the session, SIGKILL to those left after gracePeriodMs.
    void stop(int gracePeriodMs = 1000);

    qint64 pid() const { return m_pid; }
    bool isRunning() const { return m_pid > 0 && !m_finished; }
    // The terminal's session: the processes whose session id is the program's pid (itself included).
    static QList<qint64> sessionMembers(qint64 sessionId);

Q_SIGNALS:
    void output(const QByteArray &bytes);
    // Once, after the last output: exitCode, or the signal that ended it (crashed).
    void finished(int exitCodeOrSignal, bool crashed);

private:
    void readAvailable(int budget);
    void flushWrites();
    void programExited();
    void closeMaster();
    void hangUpSession(int signal);

    qint64 m_pid = 0;
    int m_master = -1;
    bool m_finished = false;
    QByteArray m_pendingWrites;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    ssh::ProcessExitWatch *m_exitWatch = nullptr;
    QTimer *m_killTimer = nullptr;
};

} // namespace kandesk
