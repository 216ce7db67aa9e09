// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/reviewtypes.h"
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

// reviewDiff on pool (the global pool when null), never on the calling thread.
QFuture<Expected<ReviewDiff>> readReviewDiff(const QString &worktree, const ReviewDiffOptions &options,
                                             QThreadPool *pool = nullptr);

// Parses `git diff` patch text of one file (from its "diff --git" line or its first "@@") into hunks.
QList<DiffHunk> parseHunks(QStringView patch);

} // namespace kandesk::git
