// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"
#include "models/expected.h"

#include <optional>

namespace kandesk {

class WorkspaceInfoProvider;

// Left in a scratch workspace so cleanup knows which task owns the folder; kept out of git status.
inline const QString OwnershipMarkerFileName = QStringLiteral(".kandesk-workspace.json");
inline const QString ScratchLayoutVersion = QStringLiteral("scratch-v1");

struct OwnershipMarker {
    QString taskId;
    QString workspaceId;
    QString taskDirName;
    QString layoutVersion;
};

Status writeOwnershipMarker(const QString &workspacePath, const OwnershipMarker &marker);
// nullopt when the folder has no marker.
Expected<std::optional<OwnershipMarker>> readOwnershipMarker(const QString &workspacePath);

// Makes workspacePath a git repository with an initial commit (reusing an existing one) and keeps
// the ownership marker out of git status through .git/info/exclude (idempotent, other lines kept).
// A .git or exclude file that is a symlink (or not what it should be) is refused.
Status initGitRepo(const QString &workspacePath);
// Adds entry (a .gitignore pattern) to <workspace>/.git/info/exclude once; a folder that is not a
// plain repository is left alone.
Status addGitExclude(const QString &workspacePath, const QString &entry);

struct ResolvedWorkspace {
    QString path;
    QString mainRepoGitDir;
    QString worktreeId;
    QString worktreeBranch;
};

// Decides where a launch runs, for executors that use this machine's file system:
// - a folder the user picked, as is; otherwise the repository path;
// - worktree launches: empty, the worktree preparer creates the folder (resumes ask the provider);
// - repo-less tasks: <home>/tasks/<workspace>/<task> (owned, git-initialised), or
//   <home>/quick-chat/<session> for ephemeral chats. Ids ".", ".." or with separators are refused.
// Empty means "no workspace" (the caller proceeds without one or lets the preparer decide).
class WorkspaceResolver
{
public:
    explicit WorkspaceResolver(QString homeDir = {});

    QString homeDir() const { return m_homeDir; }
    ResolvedWorkspace resolve(const LaunchRequest &request, bool runtimeOwnsWorkspace,
                              WorkspaceInfoProvider *provider) const;
    // The scratch path of a repo-less request, empty when its ids are unusable.
    QString scratchWorkspacePath(const LaunchRequest &request) const;

private:
    QString createScratchWorkspace(const LaunchRequest &request) const;

    QString m_homeDir;
};

} // namespace kandesk
