// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QStringList>

namespace kandesk::git {

inline constexpr QLatin1StringView kCheckpointRefs{"refs/kandesk/checkpoints/"};

// A worktree's whole state before one of a task's agent turns — its files (tracked and untracked,
// the ignored ones excepted), its index and HEAD — kept as a commit under
// refs/kandesk/checkpoints/<task>/<number>: its tree is the files', its first parent HEAD's commit
// (none in a repository without commits), its last parent a commit of the index's tree.
struct Checkpoint {
    QString ref;
    int number = 0; // the task's checkpoints count from 1
    QString commit;
    QString head;      // HEAD's commit then; empty in a repository without commits
    QString branch;    // the branch checked out then; empty when HEAD was detached
    QString sessionId; // the session whose turn it comes before
    int turn = 0;      // that turn, as the session counts them
    QDateTime createdAt;
};

// Records worktree's state as the task's next checkpoint. Nothing of the user's is touched: the
// files, the index (a scratch copy is used), the stash, the branch. Blocking: pool threads only.
Expected<Checkpoint> recordCheckpoint(const QString &worktree, const QString &taskId, const QString &sessionId, int turn);

// The task's checkpoints in the repository worktree belongs to, oldest first.
Expected<QList<Checkpoint>> listCheckpoints(const QString &worktree, const QString &taskId);

// What restoring a checkpoint would change.
struct RestorePreview {
    QStringList files;          // "M path", "A path" (comes back), "D path" (goes): the files as the restore changes them
    QStringList leavingCommits; // "<short hash> <subject>", newest first: on HEAD now, not after the restore
    bool headMoves = false;
};
Expected<RestorePreview> previewRestore(const QString &worktree, const Checkpoint &checkpoint);

// Puts worktree's files, index and HEAD back exactly as the checkpoint recorded them; ignored files
// are left as they are. Refused, with nothing changed, when another branch than the checkpoint's
// is checked out, or a merge or rebase is under way.
Status restoreCheckpoint(const QString &worktree, const Checkpoint &checkpoint);

// The tree of everything in worktree but what git ignores, as `git add -A` would stage it (through a
// scratch index: the user's is not touched).
Expected<QString> worktreeFilesTree(const QString &worktree);

// Forgets the task's checkpoints (their commits become garbage for git gc).
Status deleteCheckpoints(const QString &worktree, const QString &taskId);

} // namespace kandesk::git
