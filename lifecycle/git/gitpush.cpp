// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitpush.h"

#include <QCoreApplication>

namespace kandesk::git {

// The words this file says to users, translated in the context "GitPushWords".
namespace {
struct GitPushWords {
    Q_DECLARE_TR_FUNCTIONS(GitPushWords)
};
} // namespace

QString describePushFailure(const QString &remote, const QString &branch, const QString &gitMessage)
{
    const QString text = gitMessage.trimmed();
    auto has = [&text](const char *needle) { return text.contains(QLatin1String(needle), Qt::CaseInsensitive); };
    QString plain;
    if (has("does not appear to be a git repository") || has("No such remote") || has("No configured push destination"))
        plain = GitPushWords::tr("The repository has no remote named %1 (or it cannot be reached)").arg(remote);
    else if (has("Authentication failed") || has("could not read Username") || has("Permission denied") || has("403"))
        plain
            = GitPushWords::tr("%1 refused git's credentials; sign in with git (a credential helper, an SSH key or gh "
                               "auth login) and push again")
                  .arg(remote);
    else if (has("[rejected]") || has("non-fast-forward") || has("fetch first"))
        plain
            = GitPushWords::tr("%1 has commits on %2 that the task branch lacks; bring them into the task branch first")
                  .arg(remote, branch);
    else if (has("Could not resolve host") || has("unable to access") || has("Connection refused") || has("timed out"))
        plain = GitPushWords::tr("Could not reach %1").arg(remote);
    else
        plain = GitPushWords::tr("Pushing %1 to %2 failed").arg(branch, remote);
    return text.isEmpty()
        ? plain
        : plain + QStringLiteral(" (git: ") + text.section(QLatin1Char('\n'), -3).simplified() + QLatin1Char(')');
}

Expected<QString> remoteUrl(const QString &checkout, const QString &remote)
{
    auto output = runGit(checkout, { QStringLiteral("remote"), QStringLiteral("get-url"), remote });
    if (!output)
        return Error { output.error() };
    if (output->exitCode != 0 || output->standardOutput.trimmed().isEmpty())
        return Error { GitPushWords::tr("The repository has no remote named %1").arg(remote) };
    return output->standardOutput.trimmed();
}

Status pushBranch(const QString &checkout, const QString &branch, const QString &remote)
{
    if (branch.isEmpty())
        return Error { GitPushWords::tr("No branch to push") };
    if (auto url = remoteUrl(checkout, remote); !url)
        return Error { url.error() };
    auto output = runGit(
        checkout, { QStringLiteral("push"), QStringLiteral("--porcelain"), QStringLiteral("-u"), remote, branch });
    if (!output)
        return Error { output.error() };
    if (output->exitCode != 0)
        return Error { describePushFailure(remote, branch, output->standardError + output->standardOutput) };
    return {};
}

Status deleteRemoteBranch(const QString &checkout, const QString &branch, const QString &remote)
{
    if (branch.isEmpty())
        return Error { GitPushWords::tr("No branch to delete") };
    auto output = runGit(checkout, { QStringLiteral("push"), QStringLiteral("--porcelain"), remote,
                                       QStringLiteral("--delete"), QStringLiteral("refs/heads/") + branch });
    if (!output)
        return Error { output.error() };
    const QString said = output->standardError + output->standardOutput;
    if (output->exitCode != 0 && !said.contains(QLatin1String("remote ref does not exist")))
        return Error { describePushFailure(remote, branch, said) };
    return {};
}

} // namespace kandesk::git
