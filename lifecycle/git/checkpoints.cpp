// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkpoints.h"

#include "gitcommand.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "CheckpointsWords".
struct CheckpointsWords {
    Q_DECLARE_TR_FUNCTIONS(CheckpointsWords)
};

const QStringList kIdentity{QStringLiteral("GIT_AUTHOR_NAME=Kandesk"), QStringLiteral("GIT_AUTHOR_EMAIL=kandesk@localhost"),
                            QStringLiteral("GIT_COMMITTER_NAME=Kandesk"), QStringLiteral("GIT_COMMITTER_EMAIL=kandesk@localhost")};

QString taskRefs(const QString &taskId)
{
    return kCheckpointRefs + taskId + QLatin1Char('/');
}

Expected<QString> checkoutTopLevel(const QString &worktree)
{
    auto top = runGitChecked(worktree, {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")});
    if (!top)
        return Error { CheckpointsWords::tr("%1 is not a git checkout: %2").arg(worktree, top.error()) };
    return top->trimmed();
}

QString currentBranch(const QString &top)
{
    auto branch = runGit(top, {QStringLiteral("symbolic-ref"), QStringLiteral("--quiet"), QStringLiteral("--short"), QStringLiteral("HEAD")});
    return branch && branch->exitCode == 0 ? branch->standardOutput.trimmed() : QString();
}

// A copy of the checkout's index the caller may change freely (it goes with the folder).
struct ScratchIndex {
    QTemporaryDir dir;
    QString path;
    QStringList variables() const { return {QStringLiteral("GIT_INDEX_FILE=") + path}; }
};

Expected<std::unique_ptr<ScratchIndex>> scratchIndex(const QString &top, bool copyTheUsers)
{
    auto scratch = std::make_unique<ScratchIndex>();
    if (!scratch->dir.isValid())
        return Error {
            CheckpointsWords::tr("cannot make a scratch folder for git's index: %1").arg(scratch->dir.errorString())
        };
    scratch->path = scratch->dir.filePath(QStringLiteral("index"));
    if (!copyTheUsers)
        return scratch;
    auto index = runGitChecked(top, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"), QStringLiteral("--git-path"),
                                     QStringLiteral("index")});
    if (!index)
        return Error{index.error()};
    // Its stat data keeps `git add -A` from hashing the files that did not change.
    if (QFile::exists(index->trimmed()) && !QFile::copy(index->trimmed(), scratch->path))
        return Error { CheckpointsWords::tr("cannot copy git's index %1").arg(index->trimmed()) };
    return scratch;
}

// The tree of everything in the checkout but what git ignores, as `git add -A` would stage it.
Expected<QString> filesTree(const QString &top, const ScratchIndex &scratch)
{
    if (auto added = runGitCheckedWith(top, {QStringLiteral("add"), QStringLiteral("-A"), QStringLiteral(".")}, scratch.variables()); !added)
        return Error{added.error()};
    auto tree = runGitCheckedWith(top, {QStringLiteral("write-tree")}, scratch.variables());
    if (!tree)
        return Error{tree.error()};
    return tree->trimmed();
}

Expected<QString> currentFilesTree(const QString &top)
{
    auto scratch = scratchIndex(top, true);
    if (!scratch)
        return Error{scratch.error()};
    return filesTree(top, **scratch);
}

QString line(const QString &message, const QString &key)
{
    const QString prefix = key + QStringLiteral(": ");
    for (const QString &each : message.split(QLatin1Char('\n'))) {
        if (each.startsWith(prefix))
            return each.mid(prefix.size()).trimmed();
    }
    return {};
}

Status refuseWhileBusy(const QString &top)
{
    for (const char *marker : {"MERGE_HEAD", "rebase-merge", "rebase-apply", "CHERRY_PICK_HEAD", "REVERT_HEAD"}) {
        auto path = runGitChecked(top, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"), QStringLiteral("--git-path"),
                                        QString::fromLatin1(marker)});
        if (path && QFileInfo::exists(path->trimmed()))
            return Error { CheckpointsWords::tr(
                "a merge, rebase, cherry-pick or revert is under way in %1: finish or abort it first")
                               .arg(top) };
    }
    return {};
}

} // namespace

Expected<Checkpoint> recordCheckpoint(const QString &worktree, const QString &taskId, const QString &sessionId, int turn)
{
    auto top = checkoutTopLevel(worktree);
    if (!top)
        return top.failure();
    auto scratch = scratchIndex(*top, true);
    if (!scratch)
        return scratch.failure();
    Checkpoint checkpoint;
    checkpoint.head = resolveCommit(*top, QStringLiteral("HEAD"));
    checkpoint.branch = currentBranch(*top);
    checkpoint.sessionId = sessionId;
    checkpoint.turn = turn;
    auto indexTree = runGitCheckedWith(*top, {QStringLiteral("write-tree")}, (*scratch)->variables());
    if (!indexTree)
        return Error {
            CheckpointsWords::tr("the index cannot be kept (a conflict not yet resolved?): %1").arg(indexTree.error())
        };
    auto files = filesTree(*top, **scratch);
    if (!files)
        return files.failure();
    const QStringList headParent = checkpoint.head.isEmpty() ? QStringList() : QStringList{QStringLiteral("-p"), checkpoint.head};
    auto indexCommit = runGitCheckedWith(*top, QStringList{QStringLiteral("commit-tree"), indexTree->trimmed()} + headParent
                                                   + QStringList{QStringLiteral("-m"), QStringLiteral("index")},
                                         kIdentity);
    if (!indexCommit)
        return indexCommit.failure();
    auto known = listCheckpoints(*top, taskId);
    if (!known)
        return known.failure();
    checkpoint.number = known->isEmpty() ? 1 : known->constLast().number + 1;
    checkpoint.ref = taskRefs(taskId) + QString::number(checkpoint.number);
    const QString message = QStringLiteral("Kandesk checkpoint %1 of task %2\n\nsession: %3\nturn: %4\nhead: %5\nbranch: %6\n")
                                .arg(checkpoint.number)
                                .arg(taskId, sessionId)
                                .arg(turn)
                                .arg(checkpoint.head, checkpoint.branch);
    auto commit = runGitCheckedWith(*top, QStringList{QStringLiteral("commit-tree"), *files} + headParent
                                              + QStringList{QStringLiteral("-p"), indexCommit->trimmed(), QStringLiteral("-m"), message},
                                    kIdentity);
    if (!commit)
        return commit.failure();
    checkpoint.commit = commit->trimmed();
    // Created, never moved: a second recorder of the same number fails here instead of replacing it.
    if (auto kept = runGitChecked(*top, {QStringLiteral("update-ref"), checkpoint.ref, checkpoint.commit, QString()}); !kept)
        return kept.failure();
    checkpoint.createdAt = QDateTime::currentDateTimeUtc();
    return checkpoint;
}

Expected<QList<Checkpoint>> listCheckpoints(const QString &worktree, const QString &taskId)
{
    auto listed = runGitChecked(worktree, {QStringLiteral("for-each-ref"),
                                           QStringLiteral("--format=%(refname)%1f%(objectname)%1f%(committerdate:iso-strict)%1f%(contents)%1e"),
                                           taskRefs(taskId)});
    if (!listed)
        return listed.failure();
    QList<Checkpoint> checkpoints;
    for (const QString &record : listed->split(QChar(0x1e), Qt::SkipEmptyParts)) {
        const QStringList fields = record.trimmed().split(QChar(0x1f));
        if (fields.size() != 4)
            continue;
        Checkpoint checkpoint;
        checkpoint.ref = fields[0];
        checkpoint.number = fields[0].section(QLatin1Char('/'), -1).toInt();
        checkpoint.commit = fields[1];
        checkpoint.createdAt = QDateTime::fromString(fields[2], Qt::ISODate);
        checkpoint.sessionId = line(fields[3], QStringLiteral("session"));
        checkpoint.turn = line(fields[3], QStringLiteral("turn")).toInt();
        checkpoint.head = line(fields[3], QStringLiteral("head"));
        checkpoint.branch = line(fields[3], QStringLiteral("branch"));
        if (checkpoint.number > 0)
            checkpoints.append(checkpoint);
    }
    std::sort(checkpoints.begin(), checkpoints.end(), [](const Checkpoint &a, const Checkpoint &b) { return a.number < b.number; });
    return checkpoints;
}

Expected<RestorePreview> previewRestore(const QString &worktree, const Checkpoint &checkpoint)
{
    auto top = checkoutTopLevel(worktree);
    if (!top)
        return top.failure();
    auto now = currentFilesTree(*top);
    if (!now)
        return now.failure();
    RestorePreview preview;
    auto changed = runGitChecked(*top, {QStringLiteral("diff-tree"), QStringLiteral("-r"), QStringLiteral("-z"), QStringLiteral("--no-renames"),
                                        QStringLiteral("--name-status"), *now, checkpoint.commit + QStringLiteral("^{tree}")});
    if (!changed)
        return changed.failure();
    const QStringList fields = changed->split(QChar(0), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < fields.size(); i += 2)
        preview.files.append(fields[i] + QLatin1Char(' ') + fields[i + 1]);
    const QString head = resolveCommit(*top, QStringLiteral("HEAD"));
    preview.headMoves = head != checkpoint.head;
    if (preview.headMoves && !head.isEmpty()) {
        QStringList range{QStringLiteral("log"), QStringLiteral("--format=%h %s"), QStringLiteral("HEAD")};
        if (!checkpoint.head.isEmpty())
            range.append(QStringLiteral("^") + checkpoint.head);
        auto leaving = runGitChecked(*top, range);
        if (!leaving)
            return leaving.failure();
        preview.leavingCommits = leaving->split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    return preview;
}

Status restoreCheckpoint(const QString &worktree, const Checkpoint &checkpoint)
{
    auto top = checkoutTopLevel(worktree);
    if (!top)
        return top.failure();
    if (const QString branch = currentBranch(*top); branch != checkpoint.branch)
        return Error { checkpoint.branch.isEmpty()
                ? CheckpointsWords::tr("checkpoint %1 was taken with a detached HEAD, and %2 has %3 checked out now")
                      .arg(checkpoint.number)
                      .arg(*top, branch)
                : CheckpointsWords::tr(
                    "checkpoint %1 was taken on branch %2, and %3 has %4 checked out now: check %2 out first")
                      .arg(checkpoint.number)
                      .arg(checkpoint.branch, *top,
                          branch.isEmpty() ? CheckpointsWords::tr("a detached HEAD") : branch) };
    if (const Status idle = refuseWhileBusy(*top); !idle)
        return idle;
    auto now = currentFilesTree(*top);
    if (!now)
        return now.failure();
    // The files: from the tree they make now to the checkpoint's, through a scratch index holding
    // the one of now (refreshed, so git sees the files as they are and removes the ones that go).
    auto scratch = scratchIndex(*top, false);
    if (!scratch)
        return scratch.failure();
    const QStringList variables = (*scratch)->variables();
    for (const QStringList &step : {QStringList{QStringLiteral("read-tree"), *now},
                                    QStringList{QStringLiteral("update-index"), QStringLiteral("-q"), QStringLiteral("--refresh")},
                                    QStringList{QStringLiteral("read-tree"), QStringLiteral("-m"), QStringLiteral("-u"), *now,
                                                checkpoint.commit + QStringLiteral("^{tree}")}}) {
        if (auto done = runGitCheckedWith(*top, step, variables); !done)
            return Error { CheckpointsWords::tr("the files could not be put back: %1").arg(done.error()) };
    }
    // HEAD (the branch, when one is checked out), then the index as it was.
    const QString reason = QStringLiteral("kandesk: restore checkpoint %1").arg(checkpoint.number);
    QStringList moveHead{QStringLiteral("update-ref"), QStringLiteral("-m"), reason};
    if (checkpoint.head.isEmpty())
        moveHead << QStringLiteral("-d") << QStringLiteral("HEAD");
    else if (checkpoint.branch.isEmpty())
        moveHead << QStringLiteral("--no-deref") << QStringLiteral("HEAD") << checkpoint.head;
    else
        moveHead << QStringLiteral("HEAD") << checkpoint.head;
    if (checkpoint.head.isEmpty() && resolveCommit(*top, QStringLiteral("HEAD")).isEmpty())
        moveHead.clear(); // no commit then, none now
    if (!moveHead.isEmpty()) {
        if (auto moved = runGitChecked(*top, moveHead); !moved)
            return Error {
                CheckpointsWords::tr("the files are back, but HEAD could not be moved: %1").arg(moved.error())
            };
    }
    // The index's commit is the last parent (the only one when there was no HEAD).
    const QString indexTree = checkpoint.commit + (checkpoint.head.isEmpty() ? QStringLiteral("^1^{tree}") : QStringLiteral("^2^{tree}"));
    if (auto index = runGitChecked(*top, {QStringLiteral("read-tree"), indexTree}); !index)
        return Error {
            CheckpointsWords::tr("the files and HEAD are back, but the index could not be: %1").arg(index.error())
        };
    (void)runGit(*top, {QStringLiteral("update-index"), QStringLiteral("-q"), QStringLiteral("--refresh")}); // stat data only
    return {};
}

Expected<QString> worktreeFilesTree(const QString &worktree)
{
    auto top = checkoutTopLevel(worktree);
    if (!top)
        return top.failure();
    return currentFilesTree(*top);
}

Status deleteCheckpoints(const QString &worktree, const QString &taskId)
{
    auto known = listCheckpoints(worktree, taskId);
    if (!known)
        return known.failure();
    for (const Checkpoint &checkpoint : std::as_const(*known)) {
        if (auto gone = runGitChecked(worktree, {QStringLiteral("update-ref"), QStringLiteral("-d"), checkpoint.ref}); !gone)
            return gone.failure();
    }
    return {};
}

} // namespace kandesk::git
