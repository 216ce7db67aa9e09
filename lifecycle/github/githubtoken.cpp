// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubtoken.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>

namespace kandesk::github {

// The words this file says to users, translated in the context "GitHubTokenWords".
namespace {
struct GitHubTokenWords {
    Q_DECLARE_TR_FUNCTIONS(GitHubTokenWords)
};
} // namespace

Expected<QString> ghAuthToken(const QString &host)
{
    const QString gh = QStandardPaths::findExecutable(QStringLiteral("gh"));
    if (gh.isEmpty())
        return Error { GitHubTokenWords::tr("the GitHub CLI (gh) is not installed") };
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GH_PROMPT_DISABLED"), QStringLiteral("1"));
    process.setProcessEnvironment(env);
    process.start(gh, { QStringLiteral("auth"), QStringLiteral("token"), QStringLiteral("--hostname"), host });
    if (!process.waitForFinished(15'000)) {
        process.kill();
        process.waitForFinished();
        return Error { GitHubTokenWords::tr("gh auth token did not answer") };
    }
    const QString token = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || token.isEmpty())
        return Error { GitHubTokenWords::tr("gh is not signed in to %1").arg(host) };
    return token;
}

QString noTokenAdvice(const QString &host)
{
    return GitHubTokenWords::tr("No GitHub token for %1: store one as the secret GITHUB_TOKEN (Settings → Secrets, or "
                                "kandesk secret set GITHUB_TOKEN), or sign in with the GitHub CLI (gh auth login)")
        .arg(host);
}

} // namespace kandesk::github
