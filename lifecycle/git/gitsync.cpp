// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitsync.h"

#include "lifecycle/git/gitcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "GitSyncWords".
struct GitSyncWords {
    Q_DECLARE_TR_FUNCTIONS(GitSyncWords)
};

QString beforeRef(const QString &branch)
{
    return QStringLiteral("refs/kandesk/sync-before/") + branch;
}

// Git's plain markers whatever the user set, and no editor: the message is git's own.
const QStringList kQuiet { QStringLiteral("-c"), QStringLiteral("merge.conflictStyle=merge"), QStringLiteral("-c"),
    QStringLiteral("core.editor=true"), QStringLiteral("-c"), QStringLiteral("rebase.autoStash=false") };

Expected<GitOutput> quietGit(const QString &worktree, const QStringList &arguments)
{
    return runGit(worktree, kQuiet + arguments);
}

bool gitPathExists(const QString &worktree, const QString &name)
{
    auto path = runGitChecked(worktree, { QStringLiteral("rev-parse"), QStringLiteral("--git-path"), name });
    if (!path)
        return false;
    return QFileInfo::exists(QDir(worktree).absoluteFilePath(path->trimmed()));
}

QStringList unmergedFiles(const QString &worktree)
{
    auto listed = runGitChecked(
        worktree, { QStringLiteral("diff"), QStringLiteral("--name-only"), QStringLiteral("--diff-filter=U") });
    return listed ? listed->split(QLatin1Char('\n'), Qt::SkipEmptyParts) : QStringList {};
}

void forgetBefore(const QString &worktree, const QString &branch)
{
    // A ref that stays only lets a later abort find nothing under way.
    (void)runGit(worktree, { QStringLiteral("update-ref"), QStringLiteral("-d"), beforeRef(branch) });
}

Expected<SyncOutcome> outcomeAfter(const QString &worktree, const QString &branch, const Expected<GitOutput> &ran)
{
    if (!ran)
        return ran.failure();
    SyncOutcome outcome;
    outcome.before = resolveCommit(worktree, beforeRef(branch));
    auto state = syncState(worktree);
    if (!state)
        return state.failure();
    if (state->inProgress) {
        outcome.kind = SyncOutcome::Kind::Conflict;
        outcome.conflictedFiles = state->conflictedFiles;
        if (outcome.conflictedFiles.isEmpty())
            return Error(
                GitSyncWords::tr("git stopped: %1").arg(QString(ran->standardError + ran->standardOutput).trimmed()));
        return outcome;
    }
    if (ran->exitCode != 0)
        return Error(GitSyncWords::tr("git could not update the branch: %1")
                         .arg(QString(ran->standardError + ran->standardOutput).trimmed()));
    outcome.after = resolveCommit(worktree, QStringLiteral("HEAD"));
    outcome.kind = outcome.after == outcome.before ? SyncOutcome::Kind::UpToDate : SyncOutcome::Kind::Updated;
    forgetBefore(worktree, branch); // done: nothing left to abort
    return outcome;
}

} // namespace

QString syncModeName(SyncMode mode)
{
    return mode == SyncMode::Merge ? QStringLiteral("merge") : QStringLiteral("rebase");
}

SyncMode syncModeFromName(const QString &name)
{
    return name == QLatin1String("merge") ? SyncMode::Merge : SyncMode::Rebase;
}

Expected<Divergence> divergence(const QString &worktree, const QString &baseRef)
{
    auto counted = runGitChecked(worktree,
        { QStringLiteral("rev-list"), QStringLiteral("--left-right"), QStringLiteral("--count"),
            QStringLiteral("HEAD...") + baseRef });
    if (!counted)
        return counted.failure();
    const QStringList parts = counted->simplified().split(QLatin1Char(' '));
    if (parts.size() != 2)
        return Error(GitSyncWords::tr("git rev-list said “%1”").arg(counted->trimmed()));
    return Divergence { parts.at(0).toInt(), parts.at(1).toInt() };
}

QString newestBase(const QString &worktree, const QString &baseBranch)
{
    const QString remote = QStringLiteral("origin/") + baseBranch;
    const QString local = resolveCommit(worktree, QStringLiteral("refs/heads/") + baseBranch);
    const QString remoteCommit = resolveCommit(worktree, QStringLiteral("refs/remotes/") + remote);
    if (remoteCommit.isEmpty() || remoteCommit == local)
        return baseBranch;
    if (local.isEmpty())
        return remote;
    auto ancestor = runGit(worktree, { QStringLiteral("merge-base"), QStringLiteral("--is-ancestor"), local, remoteCommit });
    return ancestor && ancestor->exitCode == 0 ? remote : baseBranch;
}

Expected<SyncState> syncState(const QString &worktree)
{
    SyncState state;
    if (gitPathExists(worktree, QStringLiteral("rebase-merge")) || gitPathExists(worktree, QStringLiteral("rebase-apply"))) {
        state.inProgress = true;
        state.mode = SyncMode::Rebase;
    } else if (gitPathExists(worktree, QStringLiteral("MERGE_HEAD"))) {
        state.inProgress = true;
        state.mode = SyncMode::Merge;
    }
    if (state.inProgress)
        state.conflictedFiles = unmergedFiles(worktree);
    return state;
}

QString branchBeingRebased(const QString &worktree)
{
    for (const QString &name : { QStringLiteral("rebase-merge/head-name"), QStringLiteral("rebase-apply/head-name") }) {
        auto path = runGitChecked(worktree, { QStringLiteral("rev-parse"), QStringLiteral("--git-path"), name });
        if (!path)
            continue;
        QFile file(QDir(worktree).absoluteFilePath(path->trimmed()));
        if (file.open(QIODevice::ReadOnly)) {
            const QString ref = QString::fromUtf8(file.readAll()).trimmed();
            if (ref.startsWith(QLatin1String("refs/heads/")))
                return ref.mid(int(qstrlen("refs/heads/")));
        }
    }
    return {};
}

Expected<SyncOutcome> startSync(const QString &worktree, const QString &branch, const QString &baseRef, SyncMode mode)
{
    auto state = syncState(worktree);
    if (!state)
        return state.failure();
    if (state->inProgress)
        return Error(GitSyncWords::tr("A %1 is already under way in %2: continue or abort it first")
                         .arg(syncModeName(state->mode), worktree));
    auto dirty = runGitChecked(worktree, { QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--untracked-files=no") });
    if (!dirty)
        return dirty.failure();
    if (!dirty->trimmed().isEmpty())
        return Error(
            GitSyncWords::tr("The worktree has uncommitted changes: commit them first, then update from the base"));
    const QString head = resolveCommit(worktree, QStringLiteral("HEAD"));
    if (Status kept = runGitChecked(worktree, { QStringLiteral("update-ref"), beforeRef(branch), head }).ok()
            ? Status::success()
            : Status(Error(GitSyncWords::tr("could not remember the branch's commit")));
        !kept)
        return kept.failure();
    const Expected<GitOutput> ran = mode == SyncMode::Rebase
        ? quietGit(worktree, { QStringLiteral("rebase"), baseRef })
        : quietGit(worktree, { QStringLiteral("merge"), QStringLiteral("--no-edit"), baseRef });
    return outcomeAfter(worktree, branch, ran);
}

QStringList filesWithConflictMarkers(const QString &worktree, const QStringList &files)
{
    QStringList marked;
    for (const QString &file : files) {
        QFile read(QDir(worktree).filePath(file));
        if (!read.open(QIODevice::ReadOnly))
            continue; // deleted: resolved by removing it
        while (!read.atEnd()) {
            const QByteArray line = read.readLine();
            if (line.startsWith("<<<<<<< ") || line.startsWith(">>>>>>> ") || line == "=======\n"
                || line == "=======\r\n" || line == "=======") {
                marked.append(file);
                break;
            }
        }
    }
    return marked;
}

Expected<SyncOutcome> continueSync(const QString &worktree, const QString &branch)
{
    auto state = syncState(worktree);
    if (!state)
        return state.failure();
    if (!state->inProgress)
        return Error(GitSyncWords::tr("No rebase or merge is under way in %1").arg(worktree));
    const QStringList marked = filesWithConflictMarkers(worktree, state->conflictedFiles);
    if (!marked.isEmpty())
        return Error(GitSyncWords::tr("Still conflicted: %1 keeps conflict markers (<<<<<<<, =======, >>>>>>>). "
                                      "Resolve them, or abort.")
                         .arg(marked.join(QStringLiteral(", "))));
    if (!state->conflictedFiles.isEmpty()) {
        if (auto added = runGitChecked(worktree, QStringList { QStringLiteral("add"), QStringLiteral("-A"), QStringLiteral("--") }
                    + state->conflictedFiles);
            !added)
            return added.failure();
    }
    const Expected<GitOutput> ran = state->mode == SyncMode::Rebase
        ? quietGit(worktree, { QStringLiteral("rebase"), QStringLiteral("--continue") })
        : quietGit(worktree, { QStringLiteral("commit"), QStringLiteral("--no-edit") });
    return outcomeAfter(worktree, branch, ran);
}

Status abortSync(const QString &worktree, const QString &branch)
{
    auto state = syncState(worktree);
    if (!state)
        return state.failure();
    const QString before = resolveCommit(worktree, beforeRef(branch));
    if (!state->inProgress)
        return Error(GitSyncWords::tr("No update from the base is under way in %1: nothing to abort").arg(worktree));
    if (before.isEmpty())
        return Error(GitSyncWords::tr("The %1 under way in %2 was not started by Kandesk: finish or abort it with git")
                         .arg(syncModeName(state->mode), worktree));
    auto stopped = quietGit(worktree,
        { state->mode == SyncMode::Rebase ? QStringLiteral("rebase") : QStringLiteral("merge"), QStringLiteral("--abort") });
    if (!stopped)
        return stopped.failure();
    // Exactly where it was, whatever the abort left.
    if (resolveCommit(worktree, QStringLiteral("HEAD")) != before) {
        if (auto reset = runGitChecked(worktree, { QStringLiteral("reset"), QStringLiteral("--hard"), before }); !reset)
            return reset.failure();
    }
    forgetBefore(worktree, branch);
    return Status::success();
}

Expected<bool> pushIfPushedBefore(const QString &worktree, const QString &branch)
{
    const QString remoteRef = QStringLiteral("refs/remotes/origin/") + branch;
    const QString remoteCommit = resolveCommit(worktree, remoteRef);
    if (remoteCommit.isEmpty())
        return false;
    if (resolveCommit(worktree, QStringLiteral("HEAD")) == remoteCommit)
        return false;
    auto pushed = runGit(worktree,
        { QStringLiteral("push"), QStringLiteral("--force-with-lease=") + branch + QLatin1Char(':') + remoteCommit,
            QStringLiteral("origin"), QStringLiteral("HEAD:refs/heads/") + branch });
    if (!pushed)
        return pushed.failure();
    if (pushed->exitCode != 0)
        return Error(
            GitSyncWords::tr("The branch was updated, but pushing it failed: %1").arg(pushed->standardError.trimmed()));
    if (auto recorded = runGit(worktree, { QStringLiteral("update-ref"), remoteRef, QStringLiteral("HEAD") }); !recorded)
        return recorded.failure();
    return true;
}

} // namespace kandesk::git
