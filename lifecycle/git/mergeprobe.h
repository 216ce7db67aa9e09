// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

#include <QHash>
#include <QList>

namespace kandesk::git {

// The merged tree of two commits and the files that conflict, computed in the object store only
// (`git merge-tree --write-tree`): no worktree or index is touched.
struct TreeMerge {
    QString tree; // conflicted files carry git's conflict markers in it
    QStringList conflictedFiles;
    QHash<QString, QString> reasons; // path → git's sentence for a conflict that is not in the text
};
Expected<TreeMerge> mergeTrees(const QString &repository, const QString &ours, const QString &theirs);

// Where two sides changed the same lines: near line `line` of the merged file, each side's text.
struct ConflictHunk {
    int line = 0;
    QStringList ours;
    QStringList theirs;
    bool operator==(const ConflictHunk &) const = default;
};

struct ConflictedFile {
    QString path;
    QString reason; // empty for a text conflict (see hunks); "deleted in … and modified in …", binary, …
    QList<ConflictHunk> hunks;
    bool operator==(const ConflictedFile &) const = default;
};

// What merging theirs into ours would conflict on (empty: it merges cleanly). Commits that share no
// history are an Error. Blocking: pool threads only.
Expected<QList<ConflictedFile>> probeMerge(const QString &repository, const QString &ours, const QString &theirs);

// The conflict regions of a file with git's markers (the `diff3` style's base part left out).
QList<ConflictHunk> conflictHunks(const QString &text);

// The same with ours and theirs swapped: what the other side of the merge sees.
QList<ConflictedFile> fromTheOtherSide(QList<ConflictedFile> files);

} // namespace kandesk::git
