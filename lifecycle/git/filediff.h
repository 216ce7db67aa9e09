// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/reviewtypes.h"
#include "models/expected.h"

#include <QFuture>

class QThreadPool;

namespace kandesk::git {

// What a file's changes are compared with: HEAD, or nothing for a file git does not track yet
// (it has no history, so the whole file shows as added).
enum class DiffBase { Head, Untracked };

// The unified diff of the file at path (relative to workspace) against base, as `git diff` prints
// it; empty when the file has no changes. A workspace that is not a git repository, a git that
// cannot run or a git that fails is an Error quoting why. Blocking: pool threads only.
Expected<QString> fileDiff(const QString &workspace, const QString &path, DiffBase base);

// fileDiff run on pool (the global pool when null), never on the calling thread.
QFuture<Expected<QString>> readFileDiff(const QString &workspace, const QString &path, DiffBase base,
                                        QThreadPool *pool = nullptr);

// A file change read as values (on another host) printed back as `git diff` text of that one file:
// the header lines and its hunks; a binary or too-large file says so in one line instead.
QString unifiedDiff(const FileChange &file);

} // namespace kandesk::git
