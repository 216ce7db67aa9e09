// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshrepositorymirror.h"

#include "models/executors/sshhost.h"
#include "sshworker.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>

namespace kandesk {

// The words this file says to users, translated in the context "SshRepositoryMirrorWords".
namespace {
struct SshRepositoryMirrorWords {
    Q_DECLARE_TR_FUNCTIONS(SshRepositoryMirrorWords)
};
} // namespace

using ssh::commandFailure;
using ssh::SshConnection;
using ssh::SshResult;

namespace {

// A local git command, run to its end (a pool thread: blocking is fine here).
struct LocalGit {
    int exitCode = -1;
    QString out;
    QString err;
};

LocalGit runLocalGit(
    const QString &repository, const QStringList &arguments, const QProcessEnvironment &environment, int timeoutMs)
{
    QProcess git;
    git.setProgram(QStringLiteral("git"));
    git.setArguments(QStringList { QStringLiteral("-C"), repository } + arguments);
    git.setProcessEnvironment(environment);
    git.setStandardInputFile(QProcess::nullDevice());
    git.start();
    LocalGit result;
    if (!git.waitForStarted(10'000)) {
        result.err = SshRepositoryMirrorWords::tr("cannot run git: %1").arg(git.errorString());
        return result;
    }
    if (!git.waitForFinished(timeoutMs)) {
        git.kill();
        git.waitForFinished(2'000);
        result.err = SshRepositoryMirrorWords::tr("git %1 did not finish within %2 s")
                         .arg(arguments.value(0))
                         .arg(timeoutMs / 1000);
        return result;
    }
    result.exitCode = git.exitStatus() == QProcess::NormalExit ? git.exitCode() : -1;
    result.out = QString::fromLocal8Bit(git.readAllStandardOutput()).trimmed();
    result.err = QString::fromLocal8Bit(git.readAllStandardError()).trimmed();
    return result;
}

// A folder name for a repository on the remote: its name and a hash of where it is here.
QString mirrorName(const QString &repositoryPath)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    QString name = QFileInfo(repositoryPath).fileName();
    name.replace(unsafe, QStringLiteral("_"));
    if (name.isEmpty() || name.startsWith(QLatin1Char('.')))
        name.prepend(QStringLiteral("repo"));
    const QByteArray hash
        = QCryptographicHash::hash(repositoryPath.toUtf8(), QCryptographicHash::Sha1).toHex().left(10);
    return name + QLatin1Char('-') + QString::fromLatin1(hash) + QStringLiteral(".git");
}

} // namespace

RemoteMirror mirrorRepository(ssh::SshWorker &worker, const QString &key, const SshHost &host, const QString &remoteDir,
    const QString &repository, const QString &baseBranch, int timeoutMs)
{
    RemoteMirror mirror;
    mirror.baseBranch = baseBranch;
    auto failed = [&mirror](const QString &error) {
        mirror.error = error;
        return mirror;
    };
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (mirror.baseBranch.isEmpty()) {
        const LocalGit head = runLocalGit(repository,
            { QStringLiteral("symbolic-ref"), QStringLiteral("--short"), QStringLiteral("HEAD") }, environment,
            timeoutMs);
        if (head.exitCode != 0 || head.out.isEmpty())
            return failed(
                SshRepositoryMirrorWords::tr("cannot tell the base branch of %1: %2").arg(repository, head.err));
        mirror.baseBranch = head.out;
    }
    mirror.path = remoteDir + QStringLiteral("/repos/") + mirrorName(repository);
    const QString refspec = QStringLiteral("+refs/heads/%1:refs/heads/%1").arg(mirror.baseBranch);
    // One round trip: the mirror is made when missing (exit 97 when it cannot be), then fetched into.
    const QString makeMirror
        = QStringLiteral("{ test -d %1 || git init --bare --quiet %1 || exit 97; }").arg(SshConnection::shellQuote(mirror.path));
    constexpr int kMirrorFailed = 97;
    const LocalGit url = runLocalGit(repository,
        { QStringLiteral("remote"), QStringLiteral("get-url"), QStringLiteral("origin") }, environment, timeoutMs);
    const bool hasUrl = url.exitCode == 0 && !url.out.isEmpty();
    const SshResult fetched = worker.run(key,
        hasUrl ? makeMirror
                + QStringLiteral(" && git -C %1 fetch --quiet %2 %3").arg(SshConnection::shellQuote(mirror.path), SshConnection::shellQuote(url.out), SshConnection::shellQuote(refspec))
               : makeMirror,
        {}, timeoutMs);
    if (fetched.exitCode == 255 || fetched.exitCode == kMirrorFailed || (!hasUrl && !fetched.ok()))
        return failed(
            commandFailure(fetched, SshRepositoryMirrorWords::tr("making the repository mirror on the remote")));
    if (hasUrl && fetched.ok()) {
        mirror.done = SshRepositoryMirrorWords::tr("fetched %1 from %2").arg(mirror.baseBranch, url.out);
        return mirror;
    }
    if (hasUrl)
        mirror.warning
            = SshRepositoryMirrorWords::tr("%1 cannot fetch from %2 (%3): pushed %4 from this machine instead")
                  .arg(sshDestination(host), url.out, QString::fromLocal8Bit(fetched.err).trimmed().left(300),
                      mirror.baseBranch);
    // Pushed over the control connection into the mirror.
    QProcessEnvironment pushEnvironment = environment;
    const QString sshCommand = worker.sshCommandLine(key);
    if (sshCommand.isEmpty())
        return failed(SshRepositoryMirrorWords::tr("the connection to %1 was lost").arg(sshDestination(host)));
    pushEnvironment.insert(QStringLiteral("GIT_SSH_COMMAND"), sshCommand);
    pushEnvironment.insert(QStringLiteral("GIT_SSH_VARIANT"), QStringLiteral("ssh"));
    const QString pushUrl = QStringLiteral("ssh://%1:%2%3").arg(host.host).arg(host.port).arg(mirror.path);
    const LocalGit pushed = runLocalGit(repository,
        { QStringLiteral("push"), QStringLiteral("--quiet"), pushUrl, refspec }, pushEnvironment, timeoutMs);
    if (pushed.exitCode != 0)
        return failed(SshRepositoryMirrorWords::tr("cannot push %1 to %2: %3")
                          .arg(mirror.baseBranch, sshDestination(host), pushed.err));
    mirror.done = SshRepositoryMirrorWords::tr("pushed %1 to %2").arg(mirror.baseBranch, mirror.path);
    return mirror;
}

} // namespace kandesk
