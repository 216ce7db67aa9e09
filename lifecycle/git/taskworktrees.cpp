// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskworktrees.h"

#include "worktreenaming.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kandesk::git {

// The words this file says to users, translated in the context "TaskWorktreesWords".
namespace {
struct TaskWorktreesWords {
    Q_DECLARE_TR_FUNCTIONS(TaskWorktreesWords)
};
} // namespace

Expected<TaskWorktrees> findTaskWorktrees(const QString &tasksRoot, const QString &taskTitle, const QString &taskId)
{
    TaskWorktrees task;
    const QDir taskDir(QDir(tasksRoot).filePath(taskDirectoryName(taskTitle, taskId)));
    if (!taskDir.exists())
        return task;
    const QString madeForTask = branchNameFromTemplate({}, taskTitle, taskId);
    const QStringList folders = taskDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &folder : folders) {
        Worktree worktree;
        worktree.path = taskDir.filePath(folder);
        auto common = runGitChecked(worktree.path, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"),
                                                    QStringLiteral("--git-common-dir")});
        if (!common)
            continue; // not a worktree (left-over files); not ours to judge
        worktree.repositoryPath = QFileInfo(common->trimmed()).absolutePath();
        auto branch = runGitChecked(worktree.path, {QStringLiteral("branch"), QStringLiteral("--show-current")});
        worktree.branch = branch ? branch->trimmed() : QString();
        const QString flat = flatBranchName(madeForTask);
        worktree.createdBranch = worktree.branch == madeForTask || worktree.branch.startsWith(madeForTask + QLatin1Char('-'))
            || worktree.branch == flat || worktree.branch.startsWith(flat + QLatin1Char('-'));
        auto dirty = hasUncommittedChanges(worktree.path);
        if (!dirty)
            return Error{dirty.error()};
        if (*dirty)
            task.dirtyPaths.append(worktree.path);
        task.worktrees.append(worktree);
    }
    return task;
}

namespace {

// A bookkeeping commit whose parent is the branch's last commit: its committer date is the
// deletion's (git keeps no date for a ref), its message names what was deleted.
Expected<KeptBranch> keepBranch(const Worktree &worktree, const QString &taskId, const QString &note)
{
    KeptBranch kept{worktree.repositoryPath, worktree.branch, {}, {}, QDateTime::currentDateTimeUtc()};
    kept.commit = resolveCommit(worktree.repositoryPath, QStringLiteral("refs/heads/") + worktree.branch);
    if (kept.commit.isEmpty())
        return Error { TaskWorktreesWords::tr("branch %1 has no commit to keep").arg(worktree.branch) };
    QString message = QStringLiteral("Kandesk kept %1, deleted with task %2").arg(worktree.branch, taskId);
    if (!note.isEmpty())
        message += QStringLiteral("\n\n") + note;
    auto bookkeeping = runGitChecked(worktree.repositoryPath,
                                     {QStringLiteral("-c"), QStringLiteral("user.name=Kandesk"), QStringLiteral("-c"),
                                      QStringLiteral("user.email=kandesk@localhost"), QStringLiteral("commit-tree"),
                                      kept.commit + QStringLiteral("^{tree}"), QStringLiteral("-p"), kept.commit,
                                      QStringLiteral("-m"), message});
    if (!bookkeeping)
        return Error{bookkeeping.error()};
    kept.ref = kDeletedBranchesRefs + taskId + QLatin1Char('/') + worktree.branch;
    auto updated = runGitChecked(worktree.repositoryPath, {QStringLiteral("update-ref"), kept.ref, bookkeeping->trimmed()});
    if (!updated)
        return Error{updated.error()};
    return kept;
}

} // namespace

Expected<QList<KeptBranch>> deleteTaskWorktrees(const TaskWorktrees &task, bool discardUncommitted, const QString &taskId,
                                                const QString &note)
{
    if (!task.dirtyPaths.isEmpty() && !discardUncommitted) {
        return Error { TaskWorktreesWords::tr("uncommitted changes would be lost in %1; confirm to delete them")
                           .arg(task.dirtyPaths.join(QStringLiteral(", "))) };
    }
    QList<KeptBranch> kept;
    for (const Worktree &worktree : task.worktrees) {
        if (worktree.createdBranch && !worktree.branch.isEmpty() && !taskId.isEmpty()) {
            auto branch = keepBranch(worktree, taskId, note);
            if (!branch)
                return Error { TaskWorktreesWords::tr("%1 was not removed: its branch could not be kept: %2")
                                   .arg(worktree.path, branch.error()) };
            kept.append(*branch);
        }
        const Status removed = removeWorktree(worktree, discardUncommitted ? DirtyWorktree::Discard : DirtyWorktree::Refuse,
                                              worktree.createdBranch);
        if (!removed)
            return Error{removed.error()};
    }
    return kept;
}

Expected<QList<KeptBranch>> keptBranches(const QString &repositoryPath, const QString &taskId)
{
    auto listed = runGitChecked(repositoryPath, {QStringLiteral("for-each-ref"), QStringLiteral("--sort=-creatordate"),
                                                 QStringLiteral("--format=%(refname)%09%(creatordate:unix)%09%(parent)"),
                                                 kDeletedBranchesRefs + taskId + QLatin1Char('/')});
    if (!listed)
        return Error{listed.error()};
    QList<KeptBranch> kept;
    const QString prefix = kDeletedBranchesRefs + taskId + QLatin1Char('/');
    for (const QString &line : listed->split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(QLatin1Char('\t'));
        if (fields.size() != 3 || !fields.at(0).startsWith(prefix))
            continue;
        kept.append({repositoryPath, fields.at(0).mid(prefix.size()), fields.at(2).section(QLatin1Char(' '), 0, 0), fields.at(0),
                     QDateTime::fromSecsSinceEpoch(fields.at(1).toLongLong(), Qt::UTC)});
    }
    return kept;
}

Expected<Worktree> restoreKeptBranch(const KeptBranch &kept, const QString &worktreePath)
{
    const QString head = QStringLiteral("refs/heads/") + kept.branch;
    const QString current = resolveCommit(kept.repositoryPath, head);
    if (current.isEmpty()) {
        auto made = runGitChecked(kept.repositoryPath, {QStringLiteral("branch"), kept.branch, kept.commit});
        if (!made)
            return Error{made.error()};
    } else if (current != kept.commit) {
        return Error { TaskWorktreesWords::tr(
            "a branch %1 exists again in %2 at another commit (%3); the kept one is at %4")
                           .arg(kept.branch, kept.repositoryPath, current.left(12), kept.commit.left(12)) };
    }
    if (QFileInfo::exists(worktreePath))
        return Error { TaskWorktreesWords::tr("%1 is in the way of the restored worktree").arg(worktreePath) };
    auto added = runGitChecked(kept.repositoryPath, {QStringLiteral("worktree"), QStringLiteral("add"), QStringLiteral("-q"), worktreePath, kept.branch});
    if (!added)
        return Error{added.error()};
    auto forgotten = runGitChecked(kept.repositoryPath, {QStringLiteral("update-ref"), QStringLiteral("-d"), kept.ref});
    if (!forgotten)
        return Error{forgotten.error()};
    Worktree worktree;
    worktree.repositoryPath = kept.repositoryPath;
    worktree.path = worktreePath;
    worktree.branch = kept.branch;
    worktree.createdBranch = true;
    return worktree;
}

Expected<QString> keptBranchMessage(const KeptBranch &kept)
{
    return runGitChecked(kept.repositoryPath, {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%B"), kept.ref});
}

Expected<int> pruneDeletedBranches(const QString &repositoryPath, const QDateTime &now)
{
    auto listed = runGitChecked(repositoryPath, {QStringLiteral("for-each-ref"), QStringLiteral("--format=%(refname)%09%(creatordate:unix)"),
                                                 QString(kDeletedBranchesRefs)});
    if (!listed)
        return Error{listed.error()};
    const qint64 cutoff = now.addDays(-kDeletedBranchDays).toSecsSinceEpoch();
    int pruned = 0;
    for (const QString &line : listed->split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(QLatin1Char('\t'));
        if (fields.size() != 2 || fields.at(1).toLongLong() >= cutoff)
            continue;
        auto deleted = runGitChecked(repositoryPath, {QStringLiteral("update-ref"), QStringLiteral("-d"), fields.at(0)});
        if (!deleted)
            return Error{deleted.error()};
        ++pruned;
    }
    return pruned;
}

} // namespace kandesk::git
