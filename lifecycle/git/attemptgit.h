// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk::git {

// What an attempt of a task needs of git beyond a worktree's own. Blocking: pool threads only.

// The patch from one checkout's files to another's — committed or not, untracked ones included,
// ignored ones excepted — for two worktrees of one repository (refused otherwise), with renames,
// as `git diff` prints it.
Expected<QString> diffBetweenCheckouts(const QString &from, const QString &to);

// Moves a worktree to a new folder (`git worktree move`: its branch, index and uncommitted files go
// with it); the new folder's parent is made.
Status moveWorktree(const QString &from, const QString &to);

// Renames the checkpoints one task keeps in a repository to another task's, numbered after its own.
Status handOverCheckpoints(const QString &repository, const QString &fromTask, const QString &toTask);

} // namespace kandesk::git
