// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

namespace kandesk::git {

// How a branch that cannot fast-forward lands on its base.
enum class MergeMode { MergeCommit, Squash };
QString mergeModeName(MergeMode mode); // "merge" or "squash"
MergeMode mergeModeFromName(const QString &name); // anything else than "squash" is a merge commit

struct MergeRequest {
    QString repositoryPath; // the original repository (any worktree of it will do)
    QString branch; // the task branch
    QString baseBranch;
    MergeMode mode = MergeMode::MergeCommit;
    QString squashMessage; // the squash commit's message; empty: "<branch> (squashed)"
};

struct MergeResult {
    enum class Outcome {
        FastForward,
        MergeCommit,
        Squashed,
        UpToDate, // the base has everything of the branch already
        Conflict, // nothing changed; conflictedFiles says where
        DirtyCheckout, // the base is checked out with uncommitted changes; nothing changed
    };
    Outcome outcome = Outcome::UpToDate;
    QString commit; // the base branch's new tip
    QStringList conflictedFiles;
    QString checkoutPath; // where the base branch is checked out, if anywhere
    QString message; // a sentence for the user
};

// Merges branch into baseBranch without ever leaving a half-merged state: the result is computed
// with `git merge-tree` (no working tree involved), then the base moves in one step. A checkout of
// the base branch is updated only when it is clean (`git merge --ff-only` to the new tip); with
// uncommitted changes in it the merge is refused. Blocking: pool threads only.
Expected<MergeResult> mergeIntoBase(const MergeRequest &request);

// Whether merging branch into baseBranch would change the base (false after a squash landed
// its content too). Blocking.
Expected<bool> wouldChangeBase(const QString &repositoryPath, const QString &branch, const QString &baseBranch);

// Where branch is checked out among the repository's worktrees; empty when nowhere.
QString checkoutOfBranch(const QString &repositoryPath, const QString &branch);

} // namespace kandesk::git
