// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk::git {

// Bringing a task branch up to date with its base, in its worktree: rebased onto it or the base
// merged in. Blocking (git); pool threads only.
enum class SyncMode { Rebase, Merge };
QString syncModeName(SyncMode mode); // rebase, merge
SyncMode syncModeFromName(const QString &name); // anything else: rebase

// Commits only on the branch (ahead) and only on the base (behind).
struct Divergence {
    int ahead = 0;
    int behind = 0;
};
Expected<Divergence> divergence(const QString &worktree, const QString &baseRef);

// The base as it is newest: origin/<base> when it is ahead of the local branch <base> (both are
// read as they are; nothing is fetched), else <base>.
QString newestBase(const QString &worktree, const QString &baseBranch);

struct SyncOutcome {
    enum class Kind { UpToDate, Updated, Conflict };
    Kind kind = Kind::UpToDate;
    QString before; // the branch's commit before the update began
    QString after; // its commit now (Updated)
    QStringList conflictedFiles; // Conflict: relative to the worktree
};

// A rebase or merge under way in the worktree, and what is still conflicted.
struct SyncState {
    bool inProgress = false;
    SyncMode mode = SyncMode::Rebase;
    QStringList conflictedFiles;
};
Expected<SyncState> syncState(const QString &worktree);

// The branch a rebase under way in the worktree is rebasing (its HEAD is detached meanwhile);
// empty when none is.
QString branchBeingRebased(const QString &worktree);

// Rebases the branch onto baseRef, or merges baseRef into it. A conflict stops it where git
// stops, conflict markers in the files (git's plain style, whatever the user's configuration);
// the branch's commit before is kept as refs/kandesk/sync-before/<branch> for abortSync.
Expected<SyncOutcome> startSync(const QString &worktree, const QString &branch, const QString &baseRef, SyncMode mode);

// Of files (relative to the worktree), those that still hold a conflict marker line.
QStringList filesWithConflictMarkers(const QString &worktree, const QStringList &files);

// Goes on once the conflicted files are resolved: refused, naming them, while any still holds a
// marker; the next commit of a rebase may conflict again (Conflict).
Expected<SyncOutcome> continueSync(const QString &worktree, const QString &branch);

// Stops the rebase or merge and puts the branch back on the commit it had before, exactly.
Status abortSync(const QString &worktree, const QString &branch);

// Pushes the branch when origin has it (a pull request's branch): after a rebase with
// --force-with-lease, its lease the commit origin had. Yields whether it pushed.
Expected<bool> pushIfPushedBefore(const QString &worktree, const QString &branch);

} // namespace kandesk::git
