// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A real OpenSSH server standing for a remote host: Debian's sshd on 127.0.0.1 on a free port, run
// as the current user (UsePAM no, StrictModes no), with its own host key, user key,
// authorized_keys, sshd_config, known_hosts and client config in a scratch folder. Nothing of the
// user's ~/.ssh is read or written, and the user's ~/.bashrc is not run for each command: bash runs
// it for a command that sshd starts (Debian builds it so), and a workstation's rc (a `pyenv init`
// there took 3 s a command) is no part of the remote it stands for; SHLVL=1 makes bash take itself
// for a nested shell, as a remote account's rc that returns early for non-interactive shells would
// (Debian's skeleton .bashrc does). Works as root too (sshd then needs /run/sshd, which the
// package's service would create; the fixture creates it the same way).
//
//   SshServer server;
//   if (const QString why = server.start(); !why.isEmpty()) QFAIL(qPrintable(why));
//   ssh -F server.clientConfig() server.hostAlias() true

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>

#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace kandesk::test {

class SshServer final
{
public:
    static QString sshdPath() { return QStringLiteral("/usr/sbin/sshd"); }

    // Why the SSH tests cannot run here, or empty when they can.
    static QString unavailableReason()
    {
        if (!QFileInfo(sshdPath()).isExecutable())
            return QStringLiteral("no OpenSSH server at /usr/sbin/sshd: run packaging/setup-test-deps.sh (installs openssh-server)");
        for (const char *tool : {"ssh", "ssh-keygen"}) {
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                return QStringLiteral("%1 is not installed (openssh-client)").arg(QLatin1String(tool));
        }
        return {};
    }

    SshServer() = default;
    SshServer(const SshServer &) = delete;
    SshServer &operator=(const SshServer &) = delete;
    ~SshServer() { stop(); }

    // Makes the keys and configuration and starts sshd; returns an error, or empty on success.
    QString start()
    {
        if (!m_dir.isValid())
            return QStringLiteral("cannot make a scratch folder for sshd");
        if (const QString why = unavailableReason(); !why.isEmpty())
            return why;
        if (::geteuid() == 0 && !QFileInfo::exists(QStringLiteral("/run/sshd"))) {
            // sshd started by root separates privileges into this (empty, root-owned) folder.
            if (!QDir().mkpath(QStringLiteral("/run/sshd")))
                return QStringLiteral("sshd run as root needs /run/sshd and it cannot be created");
            QFile::setPermissions(QStringLiteral("/run/sshd"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                      | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
        }
        QDir().mkpath(remoteHome());
        if (QString error = makeKey(hostKeyPath()); !error.isEmpty())
            return error;
        if (QString error = makeKey(identityFile()); !error.isEmpty())
            return error;
        if (!QFile::copy(identityFile() + QStringLiteral(".pub"), path(QStringLiteral("authorized_keys"))))
            return QStringLiteral("cannot write authorized_keys");
        // A taken port (another test picked the same one between our probe and sshd's bind) is retried.
        QString error;
        for (int attempt = 0; attempt < 5; ++attempt) {
            m_port = freePort();
            if (m_port == 0)
                return QStringLiteral("no free loopback port for sshd");
            error = launch();
            if (error.isEmpty())
                return writeClientFiles();
        }
        return error;
    }

    // Gives the server a new host key (as if the remote host was reinstalled) and restarts it on
    // the same port; known_hosts keeps the old key, so a strict client must refuse it.
    QString rotateHostKey()
    {
        stop();
        QFile::remove(hostKeyPath());
        QFile::remove(hostKeyPath() + QStringLiteral(".pub"));
        if (QString error = makeKey(hostKeyPath()); !error.isEmpty())
            return error;
        return launch();
    }

    // Takes the user key out of authorized_keys: the next login is refused (authentication).
    bool revokeUserKey() const
    {
        QFile file(path(QStringLiteral("authorized_keys")));
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate);
    }

    // Runs every later remote command with a PATH of this machine's programs except names (as if
    // the remote host had no such package): authorized_keys forces a command that sets that PATH
    // and then runs what the client asked for. Returns an error, or empty.
    QString hideCommands(const QStringList &names) const
    {
        const QString bin = path(QStringLiteral("restricted-bin"));
        if (!QDir().mkpath(bin))
            return QStringLiteral("cannot make %1").arg(bin);
        for (const char *folder : {"/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"}) {
            const QDir dir{QString::fromLatin1(folder)};
            const QStringList programs = dir.entryList(QDir::Files | QDir::Executable | QDir::NoDotAndDotDot);
            for (const QString &program : programs) {
                const QString link = QDir(bin).filePath(program);
                if (names.contains(program) || program.startsWith(QLatin1String("git-")) || QFileInfo::exists(link))
                    continue;
                QFile::link(dir.filePath(program), link);
            }
        }
        QFile keys(path(QStringLiteral("authorized_keys")));
        if (!keys.open(QIODevice::ReadOnly))
            return QStringLiteral("cannot read authorized_keys");
        const QByteArray key = keys.readAll().trimmed();
        keys.close();
        const QByteArray forced = "command=\"PATH=" + bin.toLocal8Bit()
            + "; export PATH; eval \\\"$SSH_ORIGINAL_COMMAND\\\"\" ";
        if (!keys.open(QIODevice::WriteOnly | QIODevice::Truncate) || keys.write(forced + key + '\n') < 0)
            return QStringLiteral("cannot write authorized_keys");
        return {};
    }

    // Ends sshd and every session it started (they share its process group).
    void stop()
    {
        if (m_sshd.state() == QProcess::NotRunning)
            return;
        ::kill(-static_cast<pid_t>(m_sshd.processId()), SIGTERM);
        if (!m_sshd.waitForFinished(10000)) {
            ::kill(-static_cast<pid_t>(m_sshd.processId()), SIGKILL);
            m_sshd.waitForFinished(5000);
        }
    }

    QString dir() const { return m_dir.path(); }
    // A folder standing for the remote side's disk (a remote base directory lives here).
    QString remoteHome() const { return path(QStringLiteral("remote")); }
    QString hostAlias() const { return QStringLiteral("kandesk-test-remote"); }
    QString host() const { return QStringLiteral("127.0.0.1"); }
    quint16 port() const { return m_port; }
    QString user() const { return m_user; }
    QString identityFile() const { return path(QStringLiteral("id_ed25519")); }
    QString knownHostsFile() const { return path(QStringLiteral("known_hosts")); }
    QString clientConfig() const { return path(QStringLiteral("ssh_config")); }
    // What sshd has logged so far (its reasons for refusing a login are here).
    QString log()
    {
        m_log += m_sshd.readAll();
        return QString::fromLocal8Bit(m_log);
    }

    // ssh -F <clientConfig> <hostAlias> <command…>, with its exit code, stdout and stderr.
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Result ssh(const QStringList &remoteCommand, const QStringList &extraOptions = {}) const
    {
        QProcess process;
        process.setProgram(QStringLiteral("ssh"));
        process.setArguments(QStringList {QStringLiteral("-F"), clientConfig()} + extraOptions
                             + QStringList {hostAlias()} + remoteCommand);
        process.setStandardInputFile(QProcess::nullDevice());
        process.start();
        Result result;
        if (!process.waitForFinished(30000)) {
            process.kill();
            process.waitForFinished();
            result.err = "ssh did not finish within 30 s";
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }

private:
    QString path(const QString &name) const { return QDir(m_dir.path()).filePath(name); }
    QString hostKeyPath() const { return path(QStringLiteral("ssh_host_ed25519_key")); }

    static quint16 freePort()
    {
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, 0))
            return 0;
        return probe.serverPort();
    }

    static QString makeKey(const QString &file)
    {
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                                    QStringLiteral("-N"), QString(), QStringLiteral("-C"),
                                                    QStringLiteral("kandesk-test"), QStringLiteral("-f"), file});
        if (!keygen.waitForFinished(30000) || keygen.exitStatus() != QProcess::NormalExit || keygen.exitCode() != 0)
            return QStringLiteral("ssh-keygen failed: %1").arg(QString::fromLocal8Bit(keygen.readAllStandardError()));
        return {};
    }

    QString writeConfigFile(const QString &name, const QStringList &lines) const
    {
        QFile file(path(name));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n') < 0)
            return QStringLiteral("cannot write %1").arg(file.fileName());
        return {};
    }

    // Starts sshd on m_port and waits for "Server listening"; an error when it does not get there.
    QString launch()
    {
        const QString config = QStringLiteral("sshd_config");
        if (QString error = writeConfigFile(config, {
                QStringLiteral("ListenAddress 127.0.0.1:%1").arg(m_port),
                QStringLiteral("HostKey %1").arg(hostKeyPath()),
                QStringLiteral("PidFile %1").arg(path(QStringLiteral("sshd.pid"))),
                QStringLiteral("AuthorizedKeysFile %1").arg(path(QStringLiteral("authorized_keys"))),
                QStringLiteral("AllowUsers %1").arg(m_user),
                QStringLiteral("UsePAM no"),
                QStringLiteral("StrictModes no"),
                QStringLiteral("PubkeyAuthentication yes"),
                QStringLiteral("PasswordAuthentication no"),
                QStringLiteral("KbdInteractiveAuthentication no"),
                QStringLiteral("PermitRootLogin prohibit-password"),
                QStringLiteral("AllowTcpForwarding local"),
                QStringLiteral("X11Forwarding no"),
                QStringLiteral("PrintMotd no"),
                QStringLiteral("Subsystem sftp internal-sftp"),
                QStringLiteral("SetEnv SHLVL=1"),
                QStringLiteral("LogLevel INFO"),
            });
            !error.isEmpty())
            return error;
        m_log.clear();
        m_sshd.setProgram(sshdPath());
        m_sshd.setArguments({QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), path(config)});
        m_sshd.setProcessChannelMode(QProcess::MergedChannels);
        m_sshd.setStandardInputFile(QProcess::nullDevice());
        m_sshd.setChildProcessModifier([] { ::setsid(); });
        m_sshd.start();
        if (!m_sshd.waitForStarted(10000))
            return QStringLiteral("cannot start %1: %2").arg(sshdPath(), m_sshd.errorString());
        while (!m_log.contains("Server listening on")) {
            if (!m_sshd.waitForReadyRead(10000)) {
                m_log += m_sshd.readAll();
                stop();
                return QStringLiteral("sshd did not start listening on 127.0.0.1:%1: %2").arg(m_port).arg(log());
            }
            m_log += m_sshd.readAll();
        }
        return {};
    }

    QString writeClientFiles() const
    {
        QFile hostKey(hostKeyPath() + QStringLiteral(".pub"));
        if (!hostKey.open(QIODevice::ReadOnly))
            return QStringLiteral("cannot read the host key");
        const QList<QByteArray> fields = hostKey.readAll().trimmed().split(' ');
        if (fields.size() < 2)
            return QStringLiteral("the host public key is malformed");
        const QString entry = QStringLiteral("[127.0.0.1]:%1 %2 %3")
                                  .arg(m_port)
                                  .arg(QString::fromLatin1(fields.at(0)), QString::fromLatin1(fields.at(1)));
        if (QString error = writeConfigFile(QStringLiteral("known_hosts"), {entry}); !error.isEmpty())
            return error;
        return writeConfigFile(QStringLiteral("ssh_config"), {
            QStringLiteral("Host %1").arg(hostAlias()),
            QStringLiteral("    HostName 127.0.0.1"),
            QStringLiteral("    Port %1").arg(m_port),
            QStringLiteral("    User %1").arg(m_user),
            QStringLiteral("    IdentityFile %1").arg(identityFile()),
            QStringLiteral("    IdentitiesOnly yes"),
            QStringLiteral("    IdentityAgent none"),
            QStringLiteral("    UserKnownHostsFile %1").arg(knownHostsFile()),
            QStringLiteral("    GlobalKnownHostsFile /dev/null"),
            QStringLiteral("    StrictHostKeyChecking yes"),
            QStringLiteral("    CheckHostIP no"),
            QStringLiteral("    BatchMode yes"),
            QStringLiteral("    LogLevel ERROR"),
        });
    }

    static QString currentUser()
    {
        const passwd *entry = ::getpwuid(::geteuid());
        return entry != nullptr ? QString::fromLocal8Bit(entry->pw_name) : QString();
    }

    QTemporaryDir m_dir;
    QProcess m_sshd;
    QByteArray m_log;
    QString m_user = currentUser();
    quint16 m_port = 0;
};

} // namespace kandesk::test

// For a test's initTestCase (QtTest): skips the test where this machine has no OpenSSH server,
// fails it where sshd cannot start, and turns on QStandardPaths' test mode.
#define KANDESK_START_SSH_SERVER(server)                                                                         \
    do {                                                                                                         \
        if (const QString why = kandesk::test::SshServer::unavailableReason(); !why.isEmpty())                  \
            QSKIP(qPrintable(why));                                                                              \
        QStandardPaths::setTestModeEnabled(true);                                                                \
        const QString startError = (server).start();                                                             \
        QVERIFY2(startError.isEmpty(), qPrintable(startError));                                                  \
    } while (false)
