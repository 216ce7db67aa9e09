// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitmerge.h"
#include "models/expected.h"
#include "models/review/forgewords.h"

namespace kandesk {

class Stores;
struct Task;

// Where a task's work is: its worktree on its branch, and the base branch it lands on.
struct ShipTarget {
    QString taskId;
    QString taskTitle;
    QString worktreePath;
    QString repositoryPath; // the original repository
    QString repositoryId;
    QString branch;
    QString baseBranch;
    git::MergeMode mergeMode = git::MergeMode::MergeCommit; // the repository's setting
    ForgeWords forge = gitHubWords(); // the host origin is on (TaskShipping::target reads it)
};

// The task's worktree, branch and base (blocking: git and the database; pool threads only). An
// error says in words why there is none (the task never ran, ran in a folder, was finished).
Expected<ShipTarget> resolveShipTarget(Stores &stores, const QString &taskId);

// A checkout that knows the task's remote: its worktree, else (a finished task) its first
// repository's folder; empty when it has neither. Blocking.
QString remoteCheckoutOf(Stores &stores, const Task &task);

// The per-repository merge setting (default: a merge commit). A blocking settings read: cheap.
git::MergeMode storedMergeMode(Stores &stores, const QString &repositoryId);
Status storeMergeMode(Stores &stores, const QString &repositoryId, git::MergeMode mode);

} // namespace kandesk
