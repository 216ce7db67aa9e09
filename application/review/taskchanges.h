// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/remoteworkspaces.h"
#include "models/review/reviewtypes.h"
#include "models/expected.h"

#include <QFuture>

#include <memory>

#include <optional>

class QThreadPool;

namespace kandesk {

class Stores;

namespace git {
struct DiscardUndo;
}

// One repository of a task with its changes (or why they could not be read).
struct RepositoryDiff {
    // Read through the agentctl of a session whose workspace is on another host (worktreePath is
    // there): its file actions go there too.
    std::optional<WorkspaceEndpoint> remote;
    QString repositoryId; // empty for a task without a repository (a scratch workspace)
    QString name;
    QString worktreePath;
    QString baseBranch;
    QString error; // set when diff could not be read; diff is then empty
    bool unanswered = false; // the remote workspace's agentctl did not answer (error says more)
    git::ReviewDiff diff;
};

// A task's changes: one diff per repository, in the task's order.
struct TaskDiff {
    QString taskId;
    git::DiffScope scope = git::DiffScope::AgainstBase;
    QList<RepositoryDiff> repositories;
    int fileCount() const;
    int additions() const;
    int deletions() const;
};

// The door to a task's changes for the front ends (the Changes view, `kandesk task diff`): asked by
// task id, it finds the task's repositories, their base branches and the worktrees its newest
// session works in, and runs git on a pool thread; every call returns a future that finishes there
// (watch it with a QFutureWatcher or then(context, …)), never blocking the caller. The blocking
// diff() is for callers already off the GUI thread (the CLI). Actions take the diff they act on
// (worktree, scope and base as read) and a file of it; hunk -1 means the whole file.
class TaskChanges final
{
public:
    // pool: where git runs (the global pool when null). stores must outlive every future.
    explicit TaskChanges(const Stores &stores, QThreadPool *pool = nullptr);

    // Where sessions whose workspace is on another host are read (through their agentctl); without
    // it every workspace is read on this machine. Set before the first read.
    void setRemoteWorkspaces(RemoteWorkspaceLookup lookup) { m_remote = std::move(lookup); }

    // A file with more changed lines than this comes without hunks until loadFile().
    void setLargeFileLines(int lines) { m_largeFileLines = lines; }
    int largeFileLines() const { return m_largeFileLines; }

    Expected<TaskDiff> diff(const QString &taskId, git::DiffScope scope) const;
    QFuture<Expected<TaskDiff>> readDiff(const QString &taskId, git::DiffScope scope) const;
    // One worktree that is no task's (a benchmark, a test, a folder picked by hand).
    QFuture<Expected<TaskDiff>> readWorktreeDiff(const QString &worktree, const QString &baseBranch, git::DiffScope scope) const;

    // The file's hunks whatever its size (a "Large diff" the user asked to see).
    QFuture<Expected<git::FileChange>> loadFile(const git::ReviewDiff &diff, const git::FileChange &file) const;

    QFuture<Expected<git::DiscardUndo>> discard(const git::ReviewDiff &diff, const git::FileChange &file, int hunk = -1) const;
    QFuture<Status> undo(const git::DiscardUndo &undo) const;
    QFuture<Status> stage(const git::ReviewDiff &diff, const git::FileChange &file, int hunk = -1) const;
    QFuture<Status> unstage(const git::ReviewDiff &diff, const git::FileChange &file, int hunk = -1) const;

private:
    static Expected<TaskDiff> taskDiff(const Stores &stores, const RemoteWorkspaceLookup &remote, const QString &taskId,
        git::DiffScope scope, int largeFileLines);

    const Stores &m_stores;
    QThreadPool *m_pool = nullptr;
    // The worktrees last read through a remote agentctl, for the file actions on their diffs.
    struct RemoteIndex;
    std::optional<WorkspaceEndpoint> remoteFor(const QString &worktree) const;

    RemoteWorkspaceLookup m_remote;
    std::shared_ptr<RemoteIndex> m_remoteIndex;
    int m_largeFileLines = 3'000;
};

} // namespace kandesk

Q_DECLARE_METATYPE(kandesk::TaskDiff)
