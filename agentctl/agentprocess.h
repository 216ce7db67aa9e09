// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "agentctl/acp/linesplitter.h"
#include "stderrring.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

class QProcess;
class QTimer;

namespace kandesk::agentctl {

// One agent process: structured argv (no shell), its own process group, stdout split into lines
// (a line over kMaxLineBytes is dropped), stderr kept in a bounded ring. stop() closes stdin,
// sends SIGTERM to the group and SIGKILL after the grace period; whatever is left of the group
// when the leader exits is killed too.
class AgentProcess final : public QObject
{
    Q_OBJECT
public:
    struct Spec {
        QStringList argv;
        QProcessEnvironment environment;
        QString workingDirectory;
    };

    static constexpr qsizetype kMaxLineBytes = 32 * 1024 * 1024;

    explicit AgentProcess(QObject *parent = nullptr);
    ~AgentProcess() override;

    // Returns an empty string on success, otherwise why the agent could not start.
    QString start(const Spec &spec);
    void stop(int graceMs);
    void write(const QByteArray &data);

    bool isRunning() const;
    qint64 pid() const { return m_pgid; }
    QString stderrText() const { return m_stderr.text(); }
    QStringList stderrTail(int maxLines, qsizetype maxLineChars) const { return m_stderr.tail(maxLines, maxLineChars); }

Q_SIGNALS:
    void lineReceived(const QByteArray &line);
    // A line over kMaxLineBytes was dropped; start is its first bytes.
    void oversizedLineDropped(const QByteArray &start);
    // requested is true when stop() asked for the exit.
    void exited(int exitCode, bool crashed, bool requested);

private:
    void readStdout();
    void onFinished(int exitCode, int exitStatus);
    void killGroup(int sig);

    QProcess *m_process = nullptr;
    QTimer *m_killTimer = nullptr;
    StderrRing m_stderr;
    LineSplitter m_stdout { kMaxLineBytes };
    qint64 m_pgid = 0;
    bool m_stopRequested = false;
};

} // namespace kandesk::agentctl
