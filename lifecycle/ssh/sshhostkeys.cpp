// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshhostkeys.h"

#include "sshfailure.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSet>

namespace kandesk::ssh {

namespace {

// The words this file says to users, translated in the context "SshHostKeysWords".
struct SshHostKeysWords {
    Q_DECLARE_TR_FUNCTIONS(SshHostKeysWords)
};

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString error;
};

Run run(const QString &program, const QStringList &arguments, const QByteArray &input, int timeoutMs)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(timeoutMs))
        return { -1, {}, SshHostKeysWords::tr("%1 could not start (is OpenSSH's client installed?)").arg(program) };
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        return { -1, {}, SshHostKeysWords::tr("%1 did not finish within %2 s").arg(program).arg(timeoutMs / 1000) };
    }
    return { process.exitCode(), process.readAllStandardOutput(), QString::fromLocal8Bit(process.readAllStandardError()).trimmed() };
}

// How known_hosts names the host: "host" on port 22, else "[host]:port".
QString hostPattern(const SshHost &host)
{
    return host.port == 22 ? host.host : QStringLiteral("[%1]:%2").arg(host.host).arg(host.port);
}

// "type base64" of a known_hosts or keyscan line (markers and host names left out).
QString keyBlob(const QString &line)
{
    QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!fields.isEmpty() && fields.first().startsWith(QLatin1Char('@')))
        fields.removeFirst();
    return fields.size() >= 3 ? fields.at(1) + QLatin1Char(' ') + fields.at(2) : QString();
}

} // namespace

Expected<HostKeyScan> scanHostKeys(const SshHost &host, int timeoutSeconds)
{
    if (const QString problem = sshHostProblem(host); !problem.isEmpty())
        return Error { problem };
    const int timeoutMs = (timeoutSeconds + 5) * 1000;
    const Run scanned = run(QStringLiteral("ssh-keyscan"),
        { QStringLiteral("-p"), QString::number(host.port), QStringLiteral("-T"), QString::number(timeoutSeconds), QStringLiteral("--"), host.host },
        {}, timeoutMs);
    if (!scanned.error.isEmpty() && scanned.exitCode == -1)
        return Error { scanned.error };
    HostKeyScan scan;
    scan.knownHostsFile = host.effectiveKnownHostsFile();
    for (const QByteArray &line : scanned.out.split('\n')) {
        const QString text = QString::fromUtf8(line).trimmed();
        if (!text.isEmpty() && !text.startsWith(QLatin1Char('#')) && !keyBlob(text).isEmpty())
            scan.knownHostsLines.append(text);
    }
    if (scan.knownHostsLines.isEmpty())
        return Error { SshHostKeysWords::tr(
            "%1 did not show its host key: is the host reachable and an SSH server listening on port %2?")
                           .arg(host.host)
                           .arg(host.port) };
    const Run printed = run(QStringLiteral("ssh-keygen"), { QStringLiteral("-l"), QStringLiteral("-f"), QStringLiteral("-") },
        scan.knownHostsLines.join(QLatin1Char('\n')).toUtf8() + '\n', timeoutMs);
    if (printed.exitCode != 0)
        return Error { SshHostKeysWords::tr("ssh-keygen could not read the host's keys: %1").arg(printed.error) };
    for (const QByteArray &line : printed.out.split('\n')) {
        if (!line.trimmed().isEmpty())
            scan.fingerprints.append(QString::fromUtf8(line).trimmed());
    }

    if (QFileInfo::exists(scan.knownHostsFile)) {
        const Run found = run(QStringLiteral("ssh-keygen"), { QStringLiteral("-F"), hostPattern(host), QStringLiteral("-f"), scan.knownHostsFile }, {}, timeoutMs);
        QSet<QString> known;
        for (const QByteArray &line : found.out.split('\n')) {
            const QString text = QString::fromUtf8(line).trimmed();
            if (!text.isEmpty() && !text.startsWith(QLatin1Char('#')) && !keyBlob(text).isEmpty())
                known.insert(keyBlob(text));
        }
        if (!known.isEmpty()) {
            scan.trust = HostKeyScan::Trust::Changed;
            for (const QString &line : std::as_const(scan.knownHostsLines)) {
                if (known.contains(keyBlob(line)))
                    scan.trust = HostKeyScan::Trust::Known;
            }
        }
    }
    return scan;
}

Status acceptHostKeys(const SshHost &host, const HostKeyScan &scan)
{
    switch (scan.trust) {
    case HostKeyScan::Trust::Known:
        return {};
    case HostKeyScan::Trust::Changed:
        return Error { SshHostKeysWords::tr(
            "the host key of %1 changed since it was accepted: it stays refused. If the host was "
            "reinstalled, check the new fingerprint with its administrator and remove the old key "
            "(ssh-keygen -R '%2' -f %3) before accepting again")
                           .arg(sshDestination(host), hostPattern(host), scan.knownHostsFile) };
    case HostKeyScan::Trust::Unknown:
        break;
    }
    if (scan.knownHostsLines.isEmpty())
        return Error { SshHostKeysWords::tr("there is no host key to accept: look at the host's fingerprint first") };
    const QString file = scan.knownHostsFile.isEmpty() ? host.effectiveKnownHostsFile() : scan.knownHostsFile;
    const QString folder = QFileInfo(file).absolutePath();
    if (!QDir().mkpath(folder))
        return Error { SshHostKeysWords::tr("the folder %1 could not be made for the known-hosts file").arg(folder) };
    QFile out(file);
    const bool existed = out.exists();
    if (!out.open(QIODevice::Append | QIODevice::Text))
        return Error {
            SshHostKeysWords::tr("the known-hosts file %1 could not be written: %2").arg(file, out.errorString())
        };
    if (!existed)
        out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QByteArray text;
    if (existed && out.size() > 0) {
        QFile check(file);
        if (check.open(QIODevice::ReadOnly) && check.seek(check.size() - 1) && check.read(1) != "\n")
            text += '\n';
    }
    for (const QString &line : scan.knownHostsLines)
        text += line.toUtf8() + '\n';
    if (out.write(text) != text.size() || !out.flush())
        return Error {
            SshHostKeysWords::tr("the known-hosts file %1 could not be written: %2").arg(file, out.errorString())
        };
    return {};
}

} // namespace kandesk::ssh
