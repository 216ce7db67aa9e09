// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ssh/sshconnection.h"

#include <QHash>
#include <QMutex>

#include <optional>

class QThread;

namespace kandesk::ssh {

// SshConnections kept open on a thread of their own (one control connection per host, reused by
// every launch on it), and blocking calls to them for pool threads: each call hands the work to
// that thread and waits for its answer or its deadline. Never call these from the thread that owns
// this object's connections (the worker), nor from the GUI thread.
class SshWorker final
{
public:
    SshWorker();
    ~SshWorker(); // closes every control connection (remote processes started detached go on)
    SshWorker(const SshWorker &) = delete;
    SshWorker &operator=(const SshWorker &) = delete;

    // The open connection for key (opened, or reopened when its host changed or it was lost);
    // the failure when it cannot be opened.
    std::optional<SshFailure> open(const QString &key, const SshHost &host, int timeoutMs);
    // Forgets (and closes) the connection for key.
    void drop(const QString &key);
    // Runs a shell command line on key's host (see SshConnection::runShell).
    SshResult run(const QString &key, const QString &commandLine, const QByteArray &input, int timeoutMs);
    // Uploads unless the remote hash agrees; error empty on success.
    QString upload(const QString &key, const QString &localFile, const QString &remotePath, const QString &localSha256,
        bool *uploaded, int timeoutMs);
    // A local port forwarded to remotePort on the host's loopback; 0 and *error on failure.
    quint16 forward(const QString &key, quint16 remotePort, QString *error, int timeoutMs);
    QString cancelForward(const QString &key, quint16 localPort, quint16 remotePort, int timeoutMs);
    // What git runs as ssh to reach key's host over its control connection (empty: not open).
    QString sshCommandLine(const QString &key);

private:
    template<typename Result, typename Start> std::optional<Result> call(Start start, int timeoutMs);
    SshConnection *connection(const QString &key) const; // on the worker thread only

    QThread *m_thread = nullptr;
    QObject *m_context = nullptr; // lives on m_thread; parent of the connections
    QHash<QString, SshConnection *> m_connections; // touched on the worker thread only
};

} // namespace kandesk::ssh
