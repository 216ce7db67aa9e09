// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Source repositories for the SSH executor tests: a working repository whose origin is a bare
// repository on this disk (which the "remote", the same machine behind the sshd fixture, can
// fetch from), or one without any remote (its base branch must be pushed over ssh).

#include "lifecycle/git/gitcommand.h"
#include "models/stores/sshexecutorstore.h"
#include "support/sshserver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kandesk::test {

inline void gitOrDie(const QString &directory, const QStringList &arguments)
{
    auto out = git::runGitChecked(directory, arguments);
    if (!out)
        qFatal("git %s: %s", qPrintable(arguments.join(QLatin1Char(' '))), qPrintable(out.error()));
}

// <parent>/app with one commit on main (README.md); with an origin at <parent>/origin.git when asked.
inline QString makeSourceRepository(const QString &parent, bool withOrigin)
{
    const QString repo = QDir(parent).filePath(QStringLiteral("app"));
    QDir().mkpath(repo);
    gitOrDie(repo, { QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main") });
    gitOrDie(repo, { QStringLiteral("config"), QStringLiteral("user.email"), QStringLiteral("t@kandesk.invalid") });
    gitOrDie(repo, { QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("T") });
    QFile file(repo + QStringLiteral("/README.md"));
    if (!file.open(QIODevice::WriteOnly) || file.write("# app\n") < 0)
        qFatal("cannot write README");
    file.close();
    gitOrDie(repo, { QStringLiteral("add"), QStringLiteral(".") });
    gitOrDie(repo, { QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("initial") });
    if (withOrigin) {
        const QString origin = QDir(parent).filePath(QStringLiteral("origin.git"));
        gitOrDie(parent, { QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("--bare"), origin });
        gitOrDie(repo, { QStringLiteral("remote"), QStringLiteral("add"), QStringLiteral("origin"), origin });
        gitOrDie(
            repo, { QStringLiteral("push"), QStringLiteral("-q"), QStringLiteral("origin"), QStringLiteral("main") });
    }
    return QFileInfo(repo).canonicalFilePath();
}

inline SshHost hostOf(const SshServer &server, const QString &remoteDir)
{
    SshHost host;
    host.host = server.host();
    host.port = server.port();
    host.user = server.user();
    host.identityFile = server.identityFile();
    host.knownHostsFile = server.knownHostsFile();
    host.remoteDir = remoteDir;
    return host;
}

// The processes of the session led by pid on the "remote" (a detached agentctl leads its own
// session; its agents share it), as `pgrep` over ssh sees them; "gone" when pid itself is gone too.
inline QString remoteSessionProcesses(const SshServer &server, qint64 pid)
{
    const SshServer::Result found
        = server.ssh({ QStringLiteral("pgrep -a -s %1; kill -0 %1 2>/dev/null || echo gone").arg(pid) });
    return QString::fromLocal8Bit(found.out).trimmed();
}

} // namespace kandesk::test
