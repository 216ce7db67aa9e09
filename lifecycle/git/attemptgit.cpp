// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "attemptgit.h"

#include "checkpoints.h"
#include "gitcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "AttemptGitWords".
struct AttemptGitWords {
    Q_DECLARE_TR_FUNCTIONS(AttemptGitWords)
};

QString commonDir(const QString &worktree)
{
    auto common = runGitChecked(worktree, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"), QStringLiteral("--git-common-dir")});
    return common ? QDir::cleanPath(common->trimmed()) : QString();
}

} // namespace

Expected<QString> diffBetweenCheckouts(const QString &from, const QString &to)
{
    const QString repository = commonDir(from);
    if (repository.isEmpty() || repository != commonDir(to))
        return Error { AttemptGitWords::tr("%1 and %2 are not worktrees of one repository").arg(from, to) };
    auto fromTree = worktreeFilesTree(from);
    if (!fromTree)
        return fromTree.failure();
    auto toTree = worktreeFilesTree(to);
    if (!toTree)
        return toTree.failure();
    return runGitChecked(from, {QStringLiteral("diff"), QStringLiteral("--no-ext-diff"), QStringLiteral("--no-color"), QStringLiteral("-M"),
                                QStringLiteral("--no-relative"), QStringLiteral("--src-prefix=a/"), QStringLiteral("--dst-prefix=b/"), *fromTree,
                                *toTree});
}

Status moveWorktree(const QString &from, const QString &to)
{
    if (QFileInfo::exists(to))
        return Error { AttemptGitWords::tr("%1 exists already").arg(to) };
    if (!QDir().mkpath(QFileInfo(to).absolutePath()))
        return Error { AttemptGitWords::tr("cannot make the folder %1").arg(QFileInfo(to).absolutePath()) };
    const QString repository = commonDir(from);
    if (repository.isEmpty())
        return Error { AttemptGitWords::tr("%1 is not a git worktree").arg(from) };
    if (auto moved = runGitChecked(repository, {QStringLiteral("worktree"), QStringLiteral("move"), from, to}); !moved)
        return moved.failure();
    return {};
}

Status handOverCheckpoints(const QString &repository, const QString &fromTask, const QString &toTask)
{
    auto theirs = listCheckpoints(repository, fromTask);
    if (!theirs)
        return theirs.failure();
    auto ours = listCheckpoints(repository, toTask);
    if (!ours)
        return ours.failure();
    int number = ours->isEmpty() ? 0 : ours->constLast().number;
    for (const Checkpoint &checkpoint : std::as_const(*theirs)) {
        const QString ref = kCheckpointRefs + toTask + QLatin1Char('/') + QString::number(++number);
        if (auto made = runGitChecked(repository, {QStringLiteral("update-ref"), ref, checkpoint.commit, QString()}); !made)
            return made.failure();
        if (auto gone = runGitChecked(repository, {QStringLiteral("update-ref"), QStringLiteral("-d"), checkpoint.ref}); !gone)
            return gone.failure();
    }
    return {};
}

} // namespace kandesk::git
