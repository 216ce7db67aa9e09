// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ssh/sshfailure.h"
#include "models/executors/sshhost.h"

#include <QObject>
#include <QPointer>
#include <QHash>
#include <QTemporaryDir>

#include <functional>
#include <memory>

class QProcess;

namespace kandesk::ssh {

class ProcessExitWatch;

// One remote command's end: ssh's exit code (255: ssh itself failed, see failure), its output.
struct SshResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    SshFailure failure; // meaningful when exitCode is 255 or the command could not start
    bool ok() const { return exitCode == 0; }
};

// What a failed remote command says: ssh's own failure in plain words, else its standard error.
QString commandFailure(const SshResult &result, const QString &what);

// One OpenSSH control connection to a host (`ssh -M -S <socket> -o ControlPersist=yes -f -N`, host
// keys checked strictly against the profile's known_hosts, BatchMode: never a prompt), and what runs
// over it: remote commands, uploads that skip a file whose remote sha256 is already the local one,
// and local port forwards to the remote's loopback. Everything is asynchronous (QProcess signals);
// nothing waits on the calling thread, which needs an event loop. Results arrive on that thread
// through the callbacks, not after context is destroyed. The system's ssh client does the work: no
// transport of our own, the user's ssh-agent works where the profile names no key.
class SshConnection final : public QObject
{
    Q_OBJECT

public:
    explicit SshConnection(SshHost host, QObject *parent = nullptr);
    ~SshConnection() override; // ends the control connection (ssh -O exit), without waiting

    const SshHost &host() const { return m_host; }
    bool isOpen() const { return m_open; }
    // The control master's process id once open (0 before).
    qint64 masterPid() const { return m_masterPid; }
    // The control socket (in a private temporary folder of this connection).
    QString controlPath() const;

    // Opens the control connection; opened() or failed() follows.
    void open();
    // Ends it (forwards and running commands with it); closed() follows.
    void close();

    // Runs argv on the remote (each word quoted for the remote shell; "~/" at the start of a word
    // is the remote home). input, when given, is the command's standard input.
    void run(const QStringList &argv, QObject *context, std::function<void(const SshResult &)> done,
             const QByteArray &input = {});
    // Runs a remote shell command line as it is (the caller quoted it: see shellQuote).
    void runShell(const QString &commandLine, QObject *context, std::function<void(const SshResult &)> done,
                  const QString &inputFile = {}, const QByteArray &input = {});

    // Copies localFile to remotePath (parent folders made) unless the remote file's sha256 is
    // already the local one; verifies the copy's hash. done(uploaded, error): error empty on success.
    // localSha256: the local file's hash when known (the portable bundle records it), else computed
    // on a pool thread.
    void upload(const QString &localFile, const QString &remotePath, QObject *context,
                std::function<void(bool uploaded, const QString &error)> done, const QString &localSha256 = {});

    // Forwards a free local loopback port (localPort when given: the same one again after a
    // reconnect) to remotePort on the remote's loopback over the control connection (ssh -O forward
    // -L). done(localPort, error): localPort 0 on failure.
    void forward(quint16 remotePort, QObject *context, std::function<void(quint16 localPort, const QString &error)> done,
                 quint16 localPort = 0);
    // The forwards made and not cancelled: local port → remote port.
    const QHash<quint16, quint16> &forwards() const { return m_forwards; }

    // Ends a forward made by forward(); done(error): empty on success.
    void cancelForward(quint16 localPort, quint16 remotePort, QObject *context, std::function<void(const QString &error)> done);

    // The ssh program and options that reach the host over this control connection, for a tool
    // that runs ssh itself (git's GIT_SSH_COMMAND), each word quoted for a shell.
    QString sshCommandLine() const;

    // A word quoted for a POSIX shell; "~" and "~/…" keep the tilde outside the quotes.
    static QString shellQuote(const QString &word);
    // The options every ssh client of a connection to host takes (batch mode, the profile's known
    // hosts, key, port and user), through the control socket at controlPath.
    static QStringList clientArguments(const SshHost &host, const QString &controlPath);

Q_SIGNALS:
    void opened();
    void failed(const kandesk::ssh::SshFailure &failure);
    void closed();
    // The control master went away while open (killed, or the network dropped it): isOpen() is
    // false from now on; its forwards are gone with it (forwards() still lists them, to make again).
    void lost();

private:
    QStringList baseArguments() const;
    QString hostArgument() const;
    void startSsh(const QStringList &arguments, QObject *context, std::function<void(const SshResult &)> done,
                  const QString &inputFile, const QByteArray &input);

    SshHost m_host;
    std::unique_ptr<QTemporaryDir> m_controlDir;
    QProcess *m_opening = nullptr;
    void watchMaster();

    qint64 m_masterPid = 0;
    bool m_open = false;
    QHash<quint16, quint16> m_forwards;
    ProcessExitWatch *m_watch = nullptr;
};

} // namespace kandesk::ssh

Q_DECLARE_METATYPE(kandesk::ssh::SshFailure)
