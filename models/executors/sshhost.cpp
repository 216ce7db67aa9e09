// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshhost.h"

#include "executorname.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SshHostWords".
struct SshHostWords {
    Q_DECLARE_TR_FUNCTIONS(SshHostWords)
};


enum class HostFile { Identity, KnownHosts };

QString pathProblem(HostFile which, const QString &path)
{
    const bool identity = which == HostFile::Identity;
    if (path.isEmpty())
        return {};
    if (hasControlCharacter(path))
        return identity ? SshHostWords::tr("the identity file path has a control character (a line break?)")
                        : SshHostWords::tr("the known-hosts file path has a control character (a line break?)");
    if (!QDir::isAbsolutePath(path))
        return (identity ? SshHostWords::tr("the identity file must be an absolute path, got \"%1\"")
                         : SshHostWords::tr("the known-hosts file must be an absolute path, got \"%1\""))
            .arg(path);
    return {};
}

} // namespace

QString SshHost::effectiveKnownHostsFile() const
{
    return knownHostsFile.isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh/known_hosts")) : knownHostsFile;
}

QString sshHostProblem(const SshHost &host)
{
    // Letters, digits, dots, dashes and underscores (names), colons and % (IPv6 literals and zones).
    static const QRegularExpression hostPattern(QStringLiteral("^[A-Za-z0-9._:%-]+$"));
    static const QRegularExpression userPattern(QStringLiteral("^[A-Za-z0-9._][A-Za-z0-9._-]*$"));
    if (host.host.isEmpty())
        return SshHostWords::tr("the host is missing (a name like build.example.org or an address)");
    if (host.host.contains(QLatin1Char('@')))
        return SshHostWords::tr("the host \"%1\" has an @: give the user separately (--user)").arg(host.host);
    if (host.host.startsWith(QLatin1Char('-')))
        return SshHostWords::tr("the host \"%1\" starts with a dash (ssh would read it as an option)").arg(host.host);
    if (!hostPattern.match(host.host).hasMatch())
        return SshHostWords::tr("the host \"%1\" has characters a host name or address cannot have").arg(host.host);
    if (host.port < 1 || host.port > 65535)
        return SshHostWords::tr("the port must be a number from 1 to 65535, got %1").arg(host.port);
    if (!host.user.isEmpty() && host.user.startsWith(QLatin1Char('-')))
        return SshHostWords::tr("the user \"%1\" starts with a dash (ssh would read it as an option)").arg(host.user);
    if (!host.user.isEmpty() && (!userPattern.match(host.user).hasMatch() || host.user.size() > 64))
        return SshHostWords::tr("the user \"%1\" is not a user name (letters, digits, . _ -)").arg(host.user);
    if (QString problem = pathProblem(HostFile::Identity, host.identityFile); !problem.isEmpty())
        return problem;
    if (QString problem = pathProblem(HostFile::KnownHosts, host.knownHostsFile); !problem.isEmpty())
        return problem;
    if (hasControlCharacter(host.remoteDir))
        return SshHostWords::tr("the remote directory has a control character (a line break?)");
    if (!host.remoteDir.isEmpty() && !host.remoteDir.startsWith(QLatin1Char('/'))
        && host.remoteDir != QLatin1String("~") && !host.remoteDir.startsWith(QLatin1String("~/")))
        return SshHostWords::tr("the remote directory must be absolute or start with ~/ (the remote home), got \"%1\"")
            .arg(host.remoteDir);
    return {};
}

namespace {

enum class FileKind { Identity, KnownHosts };

Expected<QString> readableFile(const QString &given, FileKind kind)
{
    const QFileInfo info(QDir::current().absoluteFilePath(QDir::fromNativeSeparators(given)));
    if (!info.exists() && kind == FileKind::KnownHosts)
        return Error{SshHostWords::tr("no file at %1 (make it with the host's key, e.g. ssh-keyscan -p PORT HOST > FILE after "
                                     "checking its fingerprint, or leave it out to use ~/.ssh/known_hosts)")
                         .arg(info.absoluteFilePath())};
    if (!info.exists())
        return Error{SshHostWords::tr("no file at %1").arg(info.absoluteFilePath())};
    if (!info.isFile())
        return Error{SshHostWords::tr("%1 is not a file").arg(info.absoluteFilePath())};
    if (!info.isReadable())
        return Error{SshHostWords::tr("%1 cannot be read (permissions)").arg(info.absoluteFilePath())};
    return QDir::cleanPath(info.absoluteFilePath());
}

} // namespace

Expected<QString> sshIdentityFile(const QString &given)
{
    auto file = readableFile(given, FileKind::Identity);
    if (file && file->endsWith(QLatin1String(".pub")))
        return Error{SshHostWords::tr("%1 is a public key; give the private key (the same name without .pub)").arg(*file)};
    return file;
}

Expected<QString> sshKnownHostsFile(const QString &given)
{
    return readableFile(given, FileKind::KnownHosts);
}

QString sshDestination(const SshHost &host)
{
    QString text = host.user.isEmpty() ? host.host : host.user + QLatin1Char('@') + host.host;
    if (host.port != 22)
        text += QStringLiteral(":%1").arg(host.port);
    return text;
}

} // namespace kandesk

namespace kandesk::ssh {

QString describeHostKeyScan(const SshHost &host, const HostKeyScan &scan)
{
    const QString keys = scan.fingerprints.join(QLatin1Char('\n'));
    switch (scan.trust) {
    case HostKeyScan::Trust::Known:
        return SshHostWords::tr("The host key of %1 is already trusted (in %2):\n%3").arg(sshDestination(host), scan.knownHostsFile, keys);
    case HostKeyScan::Trust::Changed:
        return SshHostWords::tr("The host key of %1 has CHANGED since it was accepted; connections stay refused "
                              "(someone may be impersonating the host). It offers now:\n%2").arg(sshDestination(host), keys);
    case HostKeyScan::Trust::Unknown:
        break;
    }
    return SshHostWords::tr("%1 is not known yet. Compare these fingerprints with the ones its administrator gives you "
                          "before accepting:\n%2").arg(sshDestination(host), keys);
}

} // namespace kandesk::ssh
