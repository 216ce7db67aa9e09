// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

namespace kandesk::git {

// What a task asks of one repository.
struct WorktreeSpec {
    QString repositoryPath;
    QString baseBranch;     // empty: the repository's default branch
    QString taskId;
    QString taskTitle;
    QString branchTemplate; // empty: feature/{title}-{suffix}
    QString tasksRoot;      // <home>/tasks
    QStringList copyGlobs;  // ignored files to bring along, e.g. ".env"
};

struct Worktree {
    QString repositoryPath; // the repository's top level
    QString path;
    QString branch;
    QString baseRef;
    bool reused = false;        // the task's worktree existed already (relaunch, resume)
    bool createdBranch = false; // the branch was made for this worktree
};

// The repository's top-level folder, or an error that says what is wrong with the path.
Expected<QString> validateRepository(const QString &path);

// origin's HEAD branch when there is one, else the checked-out branch, else "main".
QString defaultBranch(const QString &repositoryPath);

// Fetches the base branch from origin when the repository has an origin remote.
Status syncBaseBranch(const QString &repositoryPath, const QString &baseBranch, const LineSink &lines = {});

// The folder a spec's worktree lives in: <tasksRoot>/<taskDir>/<repository folder name>.
QString worktreePathFor(const WorktreeSpec &spec, const QString &repositoryTopLevel);

// Creates (or finds again) the task's worktree on its own branch. A branch already checked out in
// another worktree is not stolen: a suffixed branch (-2, -3, …) is made instead.
Expected<Worktree> createWorktree(const WorktreeSpec &spec, const LineSink &lines = {});

// One worktree per spec, all or nothing: when one fails, those already made are removed again.
Expected<QList<Worktree>> createWorktrees(const QList<WorktreeSpec> &specs, const LineSink &lines = {});

// Copies the repository's ignored files that match globs (relative paths, wildcards) into the
// worktree, keeping their relative paths. Returns what was copied.
Expected<QStringList> copyIgnoredFiles(const QString &repositoryPath, const QString &worktreePath,
                                       const QStringList &globs);

Expected<bool> hasUncommittedChanges(const QString &worktreePath);
// Files changed, added or untracked in the workspace: a git checkout, or a folder whose direct
// subfolders are (a multi-repository task). Blocking: pool threads only.
Expected<int> countChangedFiles(const QString &workspacePath);

enum class DirtyWorktree { Refuse, Discard };

// Removes the worktree (and the branch when it was made for it). Uncommitted work is never lost
// silently: with DirtyWorktree::Refuse a dirty worktree is an error that says so.
Status removeWorktree(const Worktree &worktree, DirtyWorktree dirty, bool deleteBranch);

} // namespace kandesk::git
