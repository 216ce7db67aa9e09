// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ssh/sshconnection.h"

#include <QHash>
#include <QMutex>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace kandesk {
class EventLoopThread;
}

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
    // The control socket and master pid of key's open connection (empty and 0 when not open).
    std::pair<QString, qint64> controlInfo(const QString &key);

    // A control master that goes away (killed, or dropped by the network) is replaced: reconnected
    // with backoff (attempts tries, firstDelayMs doubling), its forwards made again on the same
    // local ports, so what used them (agent streams) reconnects through them. Calls made meanwhile
    // wait for the outcome. notice(key, text) tells of it in words: "Reconnecting to …",
    // "Reconnected to …", or why it gave up. Called on the worker's thread.
    using Notice = std::function<void(const QString &key, const QString &text)>;
    void setNotice(Notice notice);
    void setReconnectPolicy(int attempts, int firstDelayMs);

private:
    template<typename Result, typename Start> std::optional<Result> call(Start start, int timeoutMs);
    SshConnection *connection(const QString &key) const; // on the worker thread only
    // Worker thread only: use(connection) now, or once key's reconnect ended (nullptr: it failed).
    void whenReady(const QString &key, std::function<void(SshConnection *)> use);
    void watch(const QString &key, SshConnection *connection);
    void reconnect(const QString &key, const SshHost &host, const QHash<quint16, quint16> &forwards, int attempt);
    void finishReconnect(const QString &key, SshConnection *made);
    void notify(const QString &key, const QString &text);

    std::unique_ptr<EventLoopThread> m_thread;
    QObject *m_context = nullptr; // m_thread's; parent of the connections
    QHash<QString, SshConnection *> m_connections; // touched on the worker thread only
    QHash<QString, QList<std::function<void(SshConnection *)>>> m_waiting; // keys reconnecting; worker thread
    QMutex m_noticeMutex;
    Notice m_notice;
    std::atomic_int m_reconnectAttempts = 5;
    std::atomic_int m_reconnectFirstDelayMs = 500;
};

} // namespace kandesk::ssh
