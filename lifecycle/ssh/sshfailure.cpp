// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshfailure.h"

#include <QCoreApplication>
#include <QList>

namespace kandesk::ssh {

namespace {

// The words this file says to users, translated in the context "SshFailureWords".
struct SshFailureWords {
    Q_DECLARE_TR_FUNCTIONS(SshFailureWords)
};

// The last line ssh wrote that says something (it ends with the reason).
QString lastErrorLine(const QByteArray &standardError)
{
    const QList<QByteArray> lines = standardError.trimmed().split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QByteArray line = it->trimmed();
        if (!line.isEmpty())
            return QString::fromLocal8Bit(line);
    }
    return {};
}

} // namespace

SshFailure classifySshFailure(const QByteArray &standardError, const SshHost &host)
{
    const QString where = sshDestination(host);
    const QString knownHosts = host.effectiveKnownHostsFile();
    const QString hostKeyName = host.port == 22 ? host.host : QStringLiteral("[%1]:%2").arg(host.host).arg(host.port);
    auto says = [&standardError](const char *text) { return standardError.contains(text); };
    if (says("REMOTE HOST IDENTIFICATION HAS CHANGED") || says("Host key for") || says("has changed and you have requested strict checking"))
        return { SshFailure::Kind::HostKeyChanged,
            SshFailureWords::tr(
                "The host key of %1 has changed since it was trusted, so Kandesk refused to connect (someone may be "
                "impersonating the host). If the host was reinstalled, remove its old key (ssh-keygen -R '%2' -f %3) "
                "and accept the new one after checking its fingerprint.")
                .arg(host.host, hostKeyName, knownHosts) };
    if (says("Host key verification failed") || says("host key is known for"))
        return { SshFailure::Kind::HostKeyUnknown,
            SshFailureWords::tr(
                "%1 is not a known host: its key is not in %2, and host keys are checked strictly. Check the "
                "host's fingerprint, then add its key (ssh-keyscan -p %3 %4 >> %2).")
                .arg(host.host, knownHosts)
                .arg(host.port)
                .arg(host.host) };
    if (says("Permission denied") || says("Too many authentication failures"))
        return { SshFailure::Kind::AuthenticationRefused,
            SshFailureWords::tr("%1 refused the login%2 with %3. Check that the public key is in the remote user's "
                                "~/.ssh/authorized_keys.")
                .arg(host.host, host.user.isEmpty() ? QString() : SshFailureWords::tr(" of %1").arg(host.user),
                    host.identityFile.isEmpty() ? SshFailureWords::tr("your ssh-agent's keys and ssh's default keys")
                                                : SshFailureWords::tr("the key %1").arg(host.identityFile)) };
    for (const char *unreachable : {"Connection refused", "Connection timed out", "No route to host", "Network is unreachable",
                                    "Could not resolve hostname", "Name or service not known", "Connection closed by",
                                    "Connection reset"}) {
        if (says(unreachable))
            return { SshFailure::Kind::Unreachable,
                SshFailureWords::tr("Cannot reach %1 (%2).").arg(where, QString::fromLatin1(unreachable).toLower()) };
    }
    if (says("Control socket connect") || says("mux_client"))
        return { SshFailure::Kind::ConnectionLost, SshFailureWords::tr("The connection to %1 was lost.").arg(where) };
    const QString line = lastErrorLine(standardError);
    return { SshFailure::Kind::Other,
        line.isEmpty() ? SshFailureWords::tr("ssh to %1 failed without saying why.").arg(where)
                       : SshFailureWords::tr("ssh to %1 failed: %2").arg(where, line) };
}

} // namespace kandesk::ssh
