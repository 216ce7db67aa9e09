// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitcommit.h"

#include <QCoreApplication>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "GitCommitWords".
struct GitCommitWords {
    Q_DECLARE_TR_FUNCTIONS(GitCommitWords)
};

QString configValue(const QString &checkout, const QString &key, const char *environmentOverride)
{
    const QString fromEnvironment = qEnvironmentVariable(environmentOverride).trimmed();
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    auto output = runGit(checkout, { QStringLiteral("config"), QStringLiteral("--get"), key });
    return output && output->exitCode == 0 ? output->standardOutput.trimmed() : QString();
}

} // namespace

Identity committerIdentity(const QString &checkout)
{
    return { configValue(checkout, QStringLiteral("user.name"), "GIT_AUTHOR_NAME"),
        configValue(checkout, QStringLiteral("user.email"), "GIT_AUTHOR_EMAIL") };
}

QString missingIdentityMessage()
{
    return GitCommitWords::tr(
        "git does not know who you are: set user.name and user.email "
        "(git config --global user.name \"Your Name\"; git config --global user.email you@example.com)");
}

Expected<CommitResult> commitStaged(const QString &checkout, const QString &message, bool stageAll)
{
    CommitResult result;
    if (message.trimmed().isEmpty())
        return Error { GitCommitWords::tr("The commit message is empty") };
    if (!committerIdentity(checkout).isComplete()) {
        result.outcome = CommitResult::Outcome::NoIdentity;
        result.message = missingIdentityMessage();
        return result;
    }
    if (stageAll) {
        if (auto added = runGitChecked(checkout, { QStringLiteral("add"), QStringLiteral("--all") }); !added)
            return Error { added.error() };
    }
    auto staged = runGit(checkout, { QStringLiteral("diff"), QStringLiteral("--cached"), QStringLiteral("--quiet") });
    if (!staged)
        return Error { staged.error() };
    if (staged->exitCode == 0) {
        auto status = runGitChecked(checkout, { QStringLiteral("status"), QStringLiteral("--porcelain") });
        if (!status)
            return Error { status.error() };
        result.unstagedFiles = int(status->split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
        result.outcome
            = result.unstagedFiles > 0 ? CommitResult::Outcome::NothingStaged : CommitResult::Outcome::NothingToCommit;
        result.message = result.unstagedFiles > 0
            ? GitCommitWords::tr("Nothing is staged (%n changed file(s) are not): stage them all to commit them",
                nullptr, result.unstagedFiles)
            : GitCommitWords::tr("Nothing to commit: the worktree has no changes");
        return result;
    }
    auto committed = runGitChecked(checkout,
        { QStringLiteral("commit"), QStringLiteral("--quiet"), QStringLiteral("--cleanup=whitespace"),
            QStringLiteral("-m"), message });
    if (!committed)
        return Error { committed.error() };
    auto head = runGitChecked(checkout, { QStringLiteral("rev-parse"), QStringLiteral("HEAD") });
    if (!head)
        return Error { head.error() };
    result.commit = head->trimmed();
    result.message
        = GitCommitWords::tr("Committed %1: %2").arg(result.commit.left(8), message.section(QLatin1Char('\n'), 0, 0));
    return result;
}

} // namespace kandesk::git
