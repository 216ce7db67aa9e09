// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitmerge.h"

#include "gitcommit.h"
#include "mergeprobe.h"

#include <QCoreApplication>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "GitMergeWords".
struct GitMergeWords {
    Q_DECLARE_TR_FUNCTIONS(GitMergeWords)
};

Expected<QString> revision(const QString &repository, const QString &branch)
{
    auto output = runGit(repository,
        { QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("--quiet"),
            QStringLiteral("refs/heads/") + branch + QStringLiteral("^{commit}") });
    if (!output)
        return Error { output.error() };
    if (output->exitCode != 0)
        return Error { GitMergeWords::tr("Branch \"%1\" not found in %2").arg(branch, repository) };
    return output->standardOutput.trimmed();
}

Expected<bool> isAncestor(const QString &repository, const QString &ancestor, const QString &descendant)
{
    auto output
        = runGit(repository, { QStringLiteral("merge-base"), QStringLiteral("--is-ancestor"), ancestor, descendant });
    if (!output)
        return Error { output.error() };
    if (output->exitCode > 1)
        return Error { GitMergeWords::tr("git merge-base failed: %1").arg(output->standardError.trimmed()) };
    return output->exitCode == 0;
}

Expected<QString> treeOf(const QString &repository, const QString &commit)
{
    auto tree = runGitChecked(repository, { QStringLiteral("rev-parse"), commit + QStringLiteral("^{tree}") });
    if (!tree)
        return Error { tree.error() };
    return tree->trimmed();
}

} // namespace

QString mergeModeName(MergeMode mode)
{
    return mode == MergeMode::Squash ? QStringLiteral("squash") : QStringLiteral("merge");
}

MergeMode mergeModeFromName(const QString &name)
{
    return name.trimmed().compare(QLatin1String("squash"), Qt::CaseInsensitive) == 0 ? MergeMode::Squash
                                                                                     : MergeMode::MergeCommit;
}

QString checkoutOfBranch(const QString &repositoryPath, const QString &branch)
{
    auto output
        = runGit(repositoryPath, { QStringLiteral("worktree"), QStringLiteral("list"), QStringLiteral("--porcelain") });
    if (!output || output->exitCode != 0)
        return {};
    QString path;
    const QStringList lines = output->standardOutput.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("worktree ")))
            path = line.mid(9);
        else if (line == QLatin1String("branch refs/heads/") + branch)
            return path;
    }
    return {};
}

Expected<bool> wouldChangeBase(const QString &repositoryPath, const QString &branch, const QString &baseBranch)
{
    auto base = revision(repositoryPath, baseBranch);
    auto tip = revision(repositoryPath, branch);
    if (!base || !tip)
        return Error { base ? tip.error() : base.error() };
    auto contained = isAncestor(repositoryPath, *tip, *base);
    if (!contained || *contained)
        return contained ? Expected<bool>(false) : Expected<bool>(Error { contained.error() });
    auto merged = mergeTrees(repositoryPath, *base, *tip);
    if (!merged)
        return Error { merged.error() };
    if (!merged->conflictedFiles.isEmpty())
        return true;
    auto baseTree = treeOf(repositoryPath, *base);
    if (!baseTree)
        return Error { baseTree.error() };
    return merged->tree != *baseTree;
}

Expected<MergeResult> mergeIntoBase(const MergeRequest &request)
{
    const QString &repository = request.repositoryPath;
    MergeResult result;
    auto base = revision(repository, request.baseBranch);
    if (!base)
        return Error { base.error() };
    auto tip = revision(repository, request.branch);
    if (!tip)
        return Error { tip.error() };

    result.checkoutPath = checkoutOfBranch(repository, request.baseBranch);
    if (!result.checkoutPath.isEmpty()) {
        auto status = runGitChecked(result.checkoutPath,
            { QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--untracked-files=no") });
        if (!status)
            return Error { status.error() };
        if (!status->trimmed().isEmpty()) {
            result.outcome = MergeResult::Outcome::DirtyCheckout;
            result.message = GitMergeWords::tr(
                "%1 is checked out in %2 with uncommitted changes; commit or stash them there first "
                "(nothing was merged)")
                                 .arg(request.baseBranch, result.checkoutPath);
            return result;
        }
    }

    auto upToDate = isAncestor(repository, *tip, *base);
    if (!upToDate)
        return Error { upToDate.error() };
    if (*upToDate) {
        result.commit = *base;
        result.message
            = GitMergeWords::tr("%1 already contains %2; nothing to merge").arg(request.baseBranch, request.branch);
        return result;
    }

    QString newTip;
    auto fastForward = isAncestor(repository, *base, *tip);
    if (!fastForward)
        return Error { fastForward.error() };
    if (*fastForward) {
        newTip = *tip;
        result.outcome = MergeResult::Outcome::FastForward;
    } else {
        auto merged = mergeTrees(repository, *base, *tip);
        if (!merged)
            return Error { merged.error() };
        if (!merged->conflictedFiles.isEmpty()) {
            result.outcome = MergeResult::Outcome::Conflict;
            result.conflictedFiles = merged->conflictedFiles;
            result.message
                = GitMergeWords::tr(
                    "%1 conflicts with %2 in %n file(s): %3. Nothing was changed; resolve it on the task "
                    "branch (e.g. ask the agent to merge %2 into it) and merge again.",
                    nullptr, int(merged->conflictedFiles.size()))
                      .arg(request.branch, request.baseBranch, merged->conflictedFiles.join(QStringLiteral(", ")));
            return result;
        }
        if (!committerIdentity(repository).isComplete())
            return Error { missingIdentityMessage() };
        QStringList arguments { QStringLiteral("commit-tree"), merged->tree, QStringLiteral("-p"), *base };
        if (request.mode == MergeMode::Squash) {
            arguments << QStringLiteral("-m")
                      << (request.squashMessage.trimmed().isEmpty()
                                 ? QStringLiteral("%1 (squashed)").arg(request.branch)
                                 : request.squashMessage);
            result.outcome = MergeResult::Outcome::Squashed;
        } else {
            arguments << QStringLiteral("-p") << *tip << QStringLiteral("-m")
                      << QStringLiteral("Merge branch '%1' into %2").arg(request.branch, request.baseBranch);
            result.outcome = MergeResult::Outcome::MergeCommit;
        }
        auto commit = runGitChecked(repository, arguments);
        if (!commit)
            return Error { commit.error() };
        newTip = commit->trimmed();
    }

    // The base moves in one step: through its clean checkout (tree and ref together), else the ref
    // alone, and only if nobody moved it meanwhile.
    if (!result.checkoutPath.isEmpty()) {
        auto moved = runGitChecked(result.checkoutPath,
            { QStringLiteral("merge"), QStringLiteral("--ff-only"), QStringLiteral("--quiet"), newTip });
        if (!moved)
            return Error { GitMergeWords::tr("Could not update %1 in %2 (nothing was merged): %3")
                               .arg(request.baseBranch, result.checkoutPath, moved.error()) };
    } else {
        auto moved = runGitChecked(repository,
            { QStringLiteral("update-ref"), QStringLiteral("-m"),
                QStringLiteral("kandesk: merge %1").arg(request.branch),
                QStringLiteral("refs/heads/") + request.baseBranch, newTip, *base });
        if (!moved)
            return Error { moved.error() };
    }
    result.commit = newTip;
    // One whole sentence for each way, so that a translation can put the verb where its language wants it.
    const QString done = result.outcome == MergeResult::Outcome::FastForward
        ? GitMergeWords::tr("%1 fast-forwarded into %2 (now at %3)")
        : result.outcome == MergeResult::Outcome::Squashed
        ? GitMergeWords::tr("%1 squashed into %2 (now at %3)")
        : GitMergeWords::tr("%1 merged with a merge commit into %2 (now at %3)");
    result.message = done.arg(request.branch, request.baseBranch, newTip.left(8));
    return result;
}

} // namespace kandesk::git
