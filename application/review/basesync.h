// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitsync.h"

#include <QFuture>

#include <memory>
#include <optional>

class QThreadPool;

namespace kandesk {

class Stores;
class TaskRunner;

// How far a task's branch is from its base.
struct BaseStatus {
    QString baseRef; // the base as newest: main, or origin/main when that is ahead
    git::Divergence divergence;
    git::SyncState state; // a rebase or merge under way, and what is still conflicted
    git::SyncMode rememberedMode = git::SyncMode::Rebase; // the repository's last choice
};

// What an update from the base (or its continuation) did.
struct SyncReport {
    git::SyncMode mode = git::SyncMode::Rebase;
    QString baseRef;
    git::SyncOutcome outcome;
    // After an update: the repository's setup script ran in the worktree (its output's tail when it
    // failed), and the branch was pushed when origin had it and the script did not fail.
    bool setupRan = false;
    QString setupFailure;
    bool pushed = false;
};

// What the agent reads when asked to resolve the conflicts of an update: the base, how it was
// brought in, each conflicted file as it stands with its markers (one "File: PATH" line before
// each), and to leave the result uncommitted for Kandesk to continue.
QString resolveConflictsPrompt(const QString &baseRef, git::SyncMode mode,
                               const QList<std::pair<QString, QString>> &filesAndContents);

// Keeping a task's branch up to date with its base, by task id, the same for the window and the
// command line: how far behind it is; "Update from base" (rebase onto, or merge, the base; the
// user's choice remembered per repository) in its worktree; a conflict stops in a known state,
// for the agent (askAgentToResolve), the user or abort (the branch's commit exactly as it was).
// Every call returns at once; git runs on the door's own thread.
class TaskBaseSync final
{
public:
    explicit TaskBaseSync(Stores &stores, TaskRunner *runner = nullptr);
    ~TaskBaseSync();
    TaskBaseSync(const TaskBaseSync &) = delete;
    TaskBaseSync &operator=(const TaskBaseSync &) = delete;

    QFuture<Expected<BaseStatus>> status(const QString &taskId);
    // mode: the repository's remembered choice when not given; a given one is remembered.
    QFuture<Expected<SyncReport>> update(const QString &taskId, std::optional<git::SyncMode> mode = {});
    // Once the conflicts are resolved (no marker left): git goes on; then setup and push as update.
    QFuture<Expected<SyncReport>> continueUpdate(const QString &taskId);
    QFuture<Status> abort(const QString &taskId);
    // The conflicted files, both sides in them, to the task's agent as one prompt; its session's id.
    QFuture<Expected<QString>> askAgentToResolve(const QString &taskId);

    // The per-repository choice (default: rebase). Blocking settings reads: cheap.
    git::SyncMode syncMode(const QString &repositoryId) const;

private:
    Expected<SyncReport> finishUpdate(const QString &taskId, SyncReport report);

    Stores &m_stores;
    TaskRunner *m_runner = nullptr;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
