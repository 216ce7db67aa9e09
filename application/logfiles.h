// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QFile>
#include <QFuture>
#include <QMutex>
#include <QString>

namespace kandesk {

// The window's log on disk: lines appended to path, kept under maxBytes by rotation (path.1 is the
// newest older file, path.<keep> the oldest; older ones go). Safe from any thread.
class RotatingLogFile final
{
public:
    RotatingLogFile(QString path, qint64 maxBytes, int keep);
    ~RotatingLogFile();
    RotatingLogFile(const RotatingLogFile &) = delete;
    RotatingLogFile &operator=(const RotatingLogFile &) = delete;

    void append(const QString &line);
    QString path() const { return m_path; }

private:
    void rotate();

    QString m_path;
    qint64 m_maxBytes;
    int m_keep;
    QMutex m_mutex;
    QFile m_file;
};

// The log line as it is, or a placeholder when it might carry a secret (a token, a key, a password, an authorization).
QString withheldIfSecret(const QString &line);

// Every message Qt's logging prints goes to file too (after whatever printed it before, stderr).
// The file must outlive the installation; uninstallLogFile() puts the earlier handler back.
void installLogFile(RotatingLogFile *file);
void uninstallLogFile();

// The agentctl logs of a home's logs folder (agentctl-*.log, one per launch) pruned: those older
// than maxAgeDays, then the oldest while all of them together exceed maxTotalBytes. Yields how
// many went. Blocking: a pool thread.
int pruneAgentctlLogs(const QString &folder, const QDateTime &now, int maxAgeDays = 14, qint64 maxTotalBytes = 64 * 1024 * 1024);
// The same with the defaults, on a pool thread (the window's start does not wait for it).
QFuture<int> pruneAgentctlLogsLater(const QString &folder);

} // namespace kandesk
