// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

// The plain values of a review diff (no functions that run git): the window reads these.
namespace kandesk::git {

// What the changes are compared with: the merge-base of the task branch and its base branch (every
// commit of the task plus uncommitted work), or HEAD (uncommitted work only). Untracked files count
// in both.
enum class DiffScope { AgainstBase, Uncommitted };

enum class ChangeStatus { Added, Modified, Deleted, Renamed, Copied, TypeChanged, Untracked, Unmerged };

// Against HEAD only: how much of a file's change is in the index.
enum class StageState { Unstaged, PartlyStaged, Staged };

struct DiffLine {
    enum class Kind { Context, Added, Removed };
    Kind kind = Kind::Context;
    int oldLine = 0; // 1-based; 0 for an added line
    int newLine = 0; // 1-based; 0 for a removed line
    QString text;    // without the +/-/space and without the line end
    bool noNewlineAtEnd = false;
};

struct DiffHunk {
    int oldStart = 0;
    int oldCount = 0;
    int newStart = 0;
    int newCount = 0;
    QString section; // what git prints after the second @@ (the enclosing function), may be empty
    QList<DiffLine> lines;
};

struct FileChange {
    QString path;    // relative to the worktree, as on disk now (the new name of a rename)
    QString oldPath; // the name before a rename or copy; else equal to path
    ChangeStatus status = ChangeStatus::Modified;
    int additions = 0;
    int deletions = 0;
    int similarity = 0; // a rename's or copy's, in percent
    bool binary = false;
    // More changed lines than the limit: the hunks are not loaded until asked for (loadFileChange).
    bool tooLarge = false;
    StageState staged = StageState::Unstaged; // DiffScope::Uncommitted only
    QList<DiffHunk> hunks;

    bool hunksLoaded() const { return !binary && !tooLarge; }
};

struct ReviewDiff {
    QString worktree;   // the folder the diff was read in
    DiffScope scope = DiffScope::AgainstBase;
    QString baseBranch; // AgainstBase: the branch compared with
    QString baseCommit; // the commit compared with: the merge-base, or HEAD (empty: no commit yet)
    QList<FileChange> files; // sorted by path
    int additions() const;
    int deletions() const;
    const FileChange *file(const QString &path) const;
};

// What puts a discarded change back: the patches that were reversed (applied forward again) or an
// untracked file's bytes (written again). Good until the files change otherwise (the window keeps
// it until its next refresh).
struct DiscardUndo {
    QString worktree;
    QString path;
    QByteArray worktreePatch;  // re-applied to the files on disk (and to the index with patchInIndex)
    bool patchInIndex = false;
    QByteArray indexPatch;     // re-applied to the index alone
    std::optional<QByteArray> fileBytes; // an untracked file's content
};

QString changeStatusName(ChangeStatus status); // "added", "modified", … (the CLI's JSON)

} // namespace kandesk::git

Q_DECLARE_METATYPE(kandesk::git::ReviewDiff)
Q_DECLARE_METATYPE(kandesk::git::FileChange)
