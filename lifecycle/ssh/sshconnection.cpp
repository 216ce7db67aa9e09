// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshconnection.h"

#include "lifecycle/ssh/processexitwatch.h"
#include "models/backgroundpool.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProcess>
#include <QRegularExpression>
#include <QtConcurrent>
#include <QTcpServer>

#include <csignal>

namespace kandesk::ssh {

namespace {

// The words this file says to users, translated in the context "SshConnectionWords".
struct SshConnectionWords {
    Q_DECLARE_TR_FUNCTIONS(SshConnectionWords)
};

const QString kSsh = QStringLiteral("ssh");

// The sha256 of a file, hex; empty when it cannot be read. Runs on a pool thread.
QString fileSha256(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return {};
    return QString::fromLatin1(hash.result().toHex());
}

// The first word of `sha256sum` output when it is a hash.
QString hashFrom(const QByteArray &output)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9a-f]{64})\\s"));
    const QRegularExpressionMatch match = pattern.match(QString::fromLatin1(output));
    return match.hasMatch() ? match.captured(1) : QString();
}

QString parentOf(const QString &remotePath)
{
    const qsizetype slash = remotePath.lastIndexOf(QLatin1Char('/'));
    if (slash < 0)
        return QStringLiteral(".");
    return slash == 0 ? QStringLiteral("/") : remotePath.left(slash);
}

quint16 freeLocalPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

} // namespace

QString commandFailure(const SshResult &result, const QString &what)
{
    if (result.exitCode == 255 && !result.failure.message.isEmpty())
        return result.failure.message;
    const QString err = QString::fromLocal8Bit(result.err).trimmed();
    return err.isEmpty() ? SshConnectionWords::tr("%1 failed (exit code %2)").arg(what).arg(result.exitCode)
                         : SshConnectionWords::tr("%1 failed: %2").arg(what, err);
}

SshConnection::SshConnection(SshHost host, QObject *parent)
    : QObject(parent)
    , m_host(std::move(host))
    // Short: a Unix socket's path has room for about 100 bytes.
    , m_controlDir(std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("kssh-XXXXXX"))))
{
    qRegisterMetaType<SshFailure>();
}

SshConnection::~SshConnection()
{
    if (m_opening)
        m_opening->kill();
    if (m_open && m_masterPid > 0)
        ::kill(static_cast<pid_t>(m_masterPid), SIGTERM); // the master removes its socket and exits
}

QString SshConnection::controlPath() const
{
    return QDir(m_controlDir->path()).filePath(QStringLiteral("m"));
}

QString SshConnection::shellQuote(const QString &word)
{
    if (word == QLatin1String("~"))
        return word;
    if (word.startsWith(QLatin1String("~/")))
        return QStringLiteral("~/") + shellQuote(word.mid(2));
    if (word.isEmpty())
        return QStringLiteral("''");
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./=:,+@%-]+$"));
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QStringList SshConnection::baseArguments() const
{
    return clientArguments(m_host, controlPath());
}

QStringList SshConnection::clientArguments(const SshHost &host, const QString &controlPath)
{
    QStringList arguments{QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                          QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=yes"),
                          QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=") + host.effectiveKnownHostsFile(),
                          QStringLiteral("-o"), QStringLiteral("ControlPath=") + controlPath,
                          QStringLiteral("-o"), QStringLiteral("ConnectTimeout=15"),
                          QStringLiteral("-o"), QStringLiteral("ServerAliveInterval=15"),
                          QStringLiteral("-o"), QStringLiteral("ServerAliveCountMax=3"),
                          QStringLiteral("-p"), QString::number(host.port)};
    if (!host.user.isEmpty())
        arguments << QStringLiteral("-l") << host.user;
    if (!host.identityFile.isEmpty())
        arguments << QStringLiteral("-i") << host.identityFile << QStringLiteral("-o") << QStringLiteral("IdentitiesOnly=yes");
    return arguments;
}

void SshConnection::open()
{
    if (m_open || m_opening)
        return;
    if (!m_controlDir->isValid()) {
        Q_EMIT failed({ SshFailure::Kind::Other,
            SshConnectionWords::tr("cannot make a private folder for the SSH control socket in %1")
                .arg(QDir::tempPath()) });
        return;
    }
    m_opening = new QProcess(this);
    m_opening->setProgram(kSsh);
    // -f: into the background once logged in, so this process ends then (its exit code is the answer).
    m_opening->setArguments(baseArguments()
                            + QStringList{QStringLiteral("-M"), QStringLiteral("-f"), QStringLiteral("-N"), QStringLiteral("-o"),
                                          QStringLiteral("ControlPersist=yes"), QStringLiteral("--"), m_host.host});
    m_opening->setStandardInputFile(QProcess::nullDevice());
    m_opening->setStandardOutputFile(QProcess::nullDevice());
    connect(m_opening, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        m_opening->deleteLater();
        m_opening = nullptr;
        Q_EMIT failed(
            { SshFailure::Kind::Other, SshConnectionWords::tr("cannot run ssh: is the OpenSSH client installed?") });
    });
    connect(m_opening, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        const QByteArray err = m_opening->readAllStandardError();
        m_opening->deleteLater();
        m_opening = nullptr;
        if (status != QProcess::NormalExit || exitCode != 0) {
            Q_EMIT failed(classifySshFailure(err, m_host));
            return;
        }
        // The master's process id, so that it can be ended without waiting when this object goes.
        startSsh(baseArguments() + QStringList{QStringLiteral("-O"), QStringLiteral("check"), QStringLiteral("--"), m_host.host},
                 this,
                 [this](const SshResult &check) {
                     static const QRegularExpression pid(QStringLiteral("pid=(\\d+)"));
                     const QRegularExpressionMatch match = pid.match(QString::fromLocal8Bit(check.err + check.out));
                     if (!check.ok() || !match.hasMatch()) {
                         Q_EMIT failed({ SshFailure::Kind::ConnectionLost,
                             SshConnectionWords::tr("The connection to %1 ended as soon as it was made: %2")
                                 .arg(sshDestination(m_host), QString::fromLocal8Bit(check.err.trimmed())) });
                         return;
                     }
                     m_masterPid = match.captured(1).toLongLong();
                     m_open = true;
                     watchMaster();
                     Q_EMIT opened();
                 },
                 {}, {});
    });
    m_opening->start();
}

void SshConnection::watchMaster()
{
    // The master runs detached (-f): no process signal of ours tells of its end.
    delete m_watch;
    m_watch = new ProcessExitWatch(m_masterPid, this);
    connect(m_watch, &ProcessExitWatch::exited, this, [this] {
        if (!m_open)
            return;
        m_open = false;
        m_masterPid = 0;
        Q_EMIT lost(); // forwards() still lists what the master forwarded
    });
}

void SshConnection::close()
{
    if (m_opening) {
        m_opening->kill();
        m_opening->deleteLater();
        m_opening = nullptr;
    }
    delete m_watch;
    m_watch = nullptr;
    m_forwards.clear();
    if (!m_open) {
        QMetaObject::invokeMethod(this, &SshConnection::closed, Qt::QueuedConnection);
        return;
    }
    m_open = false;
    startSsh(baseArguments() + QStringList{QStringLiteral("-O"), QStringLiteral("exit"), QStringLiteral("--"), m_host.host}, this,
             [this](const SshResult &) {
                 m_masterPid = 0;
                 Q_EMIT closed();
             },
             {}, {});
}

void SshConnection::run(const QStringList &argv, QObject *context, std::function<void(const SshResult &)> done,
                        const QByteArray &input)
{
    QStringList words;
    words.reserve(argv.size());
    for (const QString &word : argv)
        words.append(shellQuote(word));
    runShell(words.join(QLatin1Char(' ')), context, std::move(done), {}, input);
}

void SshConnection::runShell(const QString &commandLine, QObject *context, std::function<void(const SshResult &)> done,
                             const QString &inputFile, const QByteArray &input)
{
    if (!m_open) {
        SshResult result;
        result.failure = { SshFailure::Kind::ConnectionLost,
            SshConnectionWords::tr("Not connected to %1.").arg(sshDestination(m_host)) };
        QMetaObject::invokeMethod(
            context ? context : this, [done = std::move(done), result] { done(result); }, Qt::QueuedConnection);
        return;
    }
    // ControlMaster=no: use the control connection, never become a master of its own.
    startSsh(baseArguments()
                 + QStringList{QStringLiteral("-o"), QStringLiteral("ControlMaster=no"), QStringLiteral("-T"),
                               QStringLiteral("--"), m_host.host, commandLine},
             context, std::move(done), inputFile, input);
}

void SshConnection::startSsh(const QStringList &arguments, QObject *context, std::function<void(const SshResult &)> done,
                             const QString &inputFile, const QByteArray &input)
{
    auto *process = new QProcess(this);
    process->setProgram(kSsh);
    process->setArguments(arguments);
    if (!inputFile.isEmpty())
        process->setStandardInputFile(inputFile);
    else if (input.isEmpty())
        process->setStandardInputFile(QProcess::nullDevice());
    QPointer<QObject> guard(context);
    const bool hasContext = context != nullptr;
    auto finish = [this, process, guard, hasContext, done](SshResult result) {
        process->deleteLater();
        if (result.exitCode == 255 || result.exitCode < 0)
            result.failure = classifySshFailure(result.err, m_host);
        if (hasContext && !guard)
            return;
        done(result);
    };
    connect(process, &QProcess::errorOccurred, this, [process, finish](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        SshResult result;
        result.err = SshConnectionWords::tr("cannot run ssh: %1").arg(process->errorString()).toLocal8Bit();
        finish(result);
    });
    connect(process, &QProcess::finished, this, [process, finish](int exitCode, QProcess::ExitStatus status) {
        SshResult result;
        result.exitCode = status == QProcess::NormalExit ? exitCode : -1;
        result.out = process->readAllStandardOutput();
        result.err = process->readAllStandardError();
        finish(result);
    });
    process->start();
    if (inputFile.isEmpty() && !input.isEmpty()) {
        process->write(input);
        process->closeWriteChannel();
    }
}

void SshConnection::upload(const QString &localFile, const QString &remotePath, QObject *context,
                           std::function<void(bool uploaded, const QString &error)> done, const QString &localSha256)
{
    QPointer<QObject> guard(context);
    auto deliver = [guard, done](bool uploaded, const QString &error) {
        if (guard)
            done(uploaded, error);
    };
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, localFile, remotePath, deliver] {
        const QString localHash = watcher->result();
        watcher->deleteLater();
        if (localHash.isEmpty()) {
            deliver(false, SshConnectionWords::tr("cannot read %1 to upload it").arg(localFile));
            return;
        }
        const QString hashCommand = QStringLiteral("sha256sum -- %1 2>/dev/null || true").arg(shellQuote(remotePath));
        runShell(hashCommand, this, [this, localFile, remotePath, localHash, hashCommand, deliver](const SshResult &before) {
            if (before.exitCode == 255) {
                deliver(false, before.failure.message);
                return;
            }
            if (hashFrom(before.out) == localHash) {
                deliver(false, {});
                return;
            }
            const QString temporary = remotePath + QStringLiteral(".part");
            QString command = QStringLiteral("mkdir -p -- %1 && cat > %2").arg(shellQuote(parentOf(remotePath)), shellQuote(temporary));
            if (QFileInfo(localFile).isExecutable())
                command += QStringLiteral(" && chmod 0755 -- %1").arg(shellQuote(temporary));
            command += QStringLiteral(" && mv -f -- %1 %2").arg(shellQuote(temporary), shellQuote(remotePath));
            runShell(
                command, this,
                [this, remotePath, localHash, hashCommand, deliver](const SshResult &copied) {
                    if (!copied.ok()) {
                        deliver(false,
                            copied.exitCode == 255
                                ? copied.failure.message
                                : SshConnectionWords::tr("the upload to %1 failed: %2")
                                      .arg(remotePath, QString::fromLocal8Bit(copied.err.trimmed())));
                        return;
                    }
                    runShell(hashCommand, this, [remotePath, localHash, deliver](const SshResult &after) {
                        const QString remoteHash = hashFrom(after.out);
                        if (remoteHash == localHash)
                            deliver(true, {});
                        else if (remoteHash.isEmpty())
                            deliver(false,
                                SshConnectionWords::tr(
                                    "cannot check the uploaded %1: the remote has no sha256sum (coreutils)")
                                    .arg(remotePath));
                        else
                            deliver(false,
                                SshConnectionWords::tr(
                                    "the uploaded %1 differs from the local file (sha256 %2, expected %3)")
                                    .arg(remotePath, remoteHash, localHash));
                    });
                },
                localFile);
        });
    });
    if (localSha256.isEmpty())
        watcher->setFuture(QtConcurrent::run(&backgroundPool(), fileSha256, localFile));
    else
        watcher->setFuture(QtFuture::makeReadyFuture(localSha256.toLower()));
}

void SshConnection::forward(quint16 remotePort, QObject *context,
                            std::function<void(quint16 localPort, const QString &error)> done, quint16 wantedPort)
{
    QPointer<QObject> guard(context);
    const quint16 localPort = wantedPort ? wantedPort : freeLocalPort();
    if (localPort == 0 || !m_open) {
        const QString error = !m_open
            ? SshConnectionWords::tr("Not connected to %1.").arg(sshDestination(m_host))
            : SshConnectionWords::tr("no free local port to forward to %1").arg(sshDestination(m_host));
        QMetaObject::invokeMethod(
            this, [guard, done, error] { if (guard) done(0, error); }, Qt::QueuedConnection);
        return;
    }
    const QString spec = QStringLiteral("127.0.0.1:%1:127.0.0.1:%2").arg(localPort).arg(remotePort);
    startSsh(baseArguments()
                 + QStringList{QStringLiteral("-O"), QStringLiteral("forward"), QStringLiteral("-L"), spec, QStringLiteral("--"),
                               m_host.host},
             context,
             [this, localPort, remotePort, done](const SshResult &result) {
                 if (result.ok()) {
                     m_forwards.insert(localPort, remotePort);
                     done(localPort, {});
                 } else {
                     done(0,
                         SshConnectionWords::tr("cannot forward local port %1 to port %2 on %3: %4")
                             .arg(localPort)
                             .arg(remotePort)
                             .arg(sshDestination(m_host), QString::fromLocal8Bit(result.err.trimmed())));
                 }
             },
             {}, {});
}

void SshConnection::cancelForward(quint16 localPort, quint16 remotePort, QObject *context,
                                  std::function<void(const QString &error)> done)
{
    const QString spec = QStringLiteral("127.0.0.1:%1:127.0.0.1:%2").arg(localPort).arg(remotePort);
    m_forwards.remove(localPort);
    if (!m_open) {
        QPointer<QObject> guard(context);
        QMetaObject::invokeMethod(
            this, [guard, done] { if (guard) done({}); }, Qt::QueuedConnection); // gone with the connection
        return;
    }
    startSsh(baseArguments()
                 + QStringList{QStringLiteral("-O"), QStringLiteral("cancel"), QStringLiteral("-L"), spec, QStringLiteral("--"),
                               m_host.host},
             context,
             [done](const SshResult &result) {
                 done(result.ok() ? QString() : QString::fromLocal8Bit(result.err.trimmed()));
             },
             {}, {});
}

QString SshConnection::sshCommandLine() const
{
    QStringList words{kSsh};
    const QStringList arguments = baseArguments() + QStringList{QStringLiteral("-o"), QStringLiteral("ControlMaster=no")};
    for (const QString &argument : arguments)
        words.append(shellQuote(argument));
    return words.join(QLatin1Char(' '));
}

} // namespace kandesk::ssh
