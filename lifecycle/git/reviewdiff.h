// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/review/reviewtypes.h"
#include "models/expected.h"

#include <QFuture>

class QThreadPool;

namespace kandesk::git {

struct ReviewDiffOptions {
    DiffScope scope = DiffScope::AgainstBase;
    QString baseBranch;          // AgainstBase: a branch (or any ref) of the worktree's repository
    int largeFileLines = 3'000;  // a file with more changed lines comes without hunks (tooLarge)
};

// The worktree's changes as values: `git diff` (-M, no external diff, no colour) from the merge-base
// of HEAD and the base branch (or from HEAD) to the files on disk, plus the untracked files that are
// not ignored, whole. A branch without commits of its own, or a repository without any commit, is
// fine; a base branch that does not exist, a folder that is not a git worktree or a git that fails
// is an Error saying so. Blocking: pool threads only.
Expected<ReviewDiff> reviewDiff(const QString &worktree, const ReviewDiffOptions &options);

// One file of a diff made with the same options, hunks loaded whatever its size (a tooLarge file the
// user asked to see). Blocking: pool threads only.
Expected<FileChange> loadFileChange(const QString &worktree, const ReviewDiffOptions &options, const FileChange &file);

// What git printed for a review diff read elsewhere (another host's agentctl): the fields of
// `--name-status -z` and `--numstat -z`, the patch of every listed file, the untracked files' contents
// and, against HEAD, the staged and unstaged names.
struct RawReviewDiff {
    QString root; // the worktree there
    DiffScope scope = DiffScope::AgainstBase;
    QString baseBranch;
    QString baseCommit;
    QStringList nameStatus;
    QStringList numstat;
    QString patch;
    struct Untracked {
        QString path;
        QByteArray content; // a symlink's target
        bool tooLarge = false;
    };
    QList<Untracked> untracked;
    QStringList staged;
    QStringList unstaged;
};

// The ReviewDiff of those outputs, as reviewDiff() would have made it there; a file with more
// changed lines than largeFileLines (when > 0) comes without hunks. Malformed output is an Error.
Expected<ReviewDiff> assembleReviewDiff(const RawReviewDiff &raw, int largeFileLines);

// reviewDiff on pool (the global pool when null), never on the calling thread.
QFuture<Expected<ReviewDiff>> readReviewDiff(const QString &worktree, const ReviewDiffOptions &options,
                                             QThreadPool *pool = nullptr);

// Parses `git diff` patch text of one file (from its "diff --git" line or its first "@@") into hunks.
QList<DiffHunk> parseHunks(QStringView patch);

} // namespace kandesk::git
