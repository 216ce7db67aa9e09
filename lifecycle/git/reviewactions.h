// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/review/reviewtypes.h"
#include "models/expected.h"

#include <QByteArray>

#include <optional>

namespace kandesk::git {

// Discards the file's change in diff (against its base commit or HEAD, as diff was read): the
// file on disk goes back to what diff compares it with, and against HEAD the index too; an
// untracked file is deleted. Blocking: pool threads only.
Expected<DiscardUndo> discardFile(const ReviewDiff &diff, const FileChange &file);
// Discards one hunk (reverse-applied to the files on disk; against HEAD, also to the index when the
// file's change is wholly staged). A new, deleted or untracked file's hunk is the whole file.
Expected<DiscardUndo> discardHunk(const ReviewDiff &diff, const FileChange &file, int hunkIndex);
Status undoDiscard(const DiscardUndo &undo);

// The index: the whole file (`git add` / `git reset`), or one hunk of a diff against HEAD
// (`git apply --cached`, reversed to unstage; the hunk must be staged whole to be unstaged).
Status stageFile(const QString &worktree, const FileChange &file);
Status unstageFile(const QString &worktree, const FileChange &file);
Status stageHunk(const QString &worktree, const FileChange &file, int hunkIndex);
Status unstageHunk(const QString &worktree, const FileChange &file, int hunkIndex);

// A patch of one hunk of file that `git apply` takes (paths C-quoted, so any name works).
QByteArray hunkPatch(const FileChange &file, const DiffHunk &hunk);

} // namespace kandesk::git
