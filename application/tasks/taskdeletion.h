// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/taskworktrees.h"
#include "models/expected.h"
#include "models/types.h"

#include <QFuture>

#include <memory>

class QObject;
class QThreadPool;

namespace kandesk {

class ActivityCoordinator;
class Database;
class ProfileAgentCalls;
class Stores;
class TaskRunner;

// A branch made for the task with commits that are nowhere else: not on its base, not pushed.
struct UnshippedBranch {
    QString repositoryPath;
    QString branch;
    QStringList commits; // "abcdef12 subject", newest first
};

// What deleting a task would lose: its worktrees, the files of uncommitted work in them and the
// commits of its branches that are not on their base nor pushed (for the user to confirm).
struct TaskDeletionPlan {
    Task task;
    git::TaskWorktrees worktrees;
    QStringList uncommittedFiles; // absolute paths of uncommitted work in the worktrees
    QList<UnshippedBranch> unshippedBranches;

    int unshippedCommitCount() const;
    // Removing the worktrees would lose work (uncommitted files, or commits nowhere else: their
    // branch's last commit is kept under a refs/kandesk/deleted/ ref for 30 days). Archiving keeps
    // the branches: only uncommitted files are lost.
    bool removalLosesWork(bool archive = false) const
    {
        return !uncommittedFiles.isEmpty() || (!archive && !unshippedBranches.isEmpty());
    }
    // The loss in plain words, one line per file or commit (empty when nothing is lost).
    QString describeLoss(bool archive = false) const;
};

struct TaskDeletionOptions {
    bool removeWorktrees = true;
    // The user saw the plan's loss and confirmed it (the window's dialog, `task delete --force`):
    // without it, a plan that loses work is refused and nothing changes.
    bool loseWork = false;
    // Archive instead of delete: the worktrees go (on this machine), the task, its branches and its
    // transcripts stay, the task marked archived (off the board until unarchived; its next start
    // checks its branch out again). Only uncommitted files are lost by it.
    bool archive = false;
};

struct TaskDeletionResult {
    QStringList stoppedSessions;  // stopped first: this process's runs and another process's
    QStringList removedWorktrees; // here and on SSH hosts
    QList<git::KeptBranch> keptBranches;
};

// A deleted task made again from its kept branches.
struct RestoredTask {
    Task task;
    QList<git::Worktree> worktrees;
};

// Deleting or archiving a task, one use case for the window and `kandesk task delete|archive`: plan() finds what it
// would lose; remove() marks the deletion durably (a launch still under way, in this process or
// another, rolls back), stops what runs for the task (this process's runner, then an agentctl
// another Kandesk process left live), removes its containers, its worktrees (as maintenance, after
// the launches under way) keeping each deleted branch's last commit reachable, its folder and its
// row. A failed deletion keeps the task and clears the mark. All git runs on the door's own pool;
// the futures return at once. With a runner, remove() is called on the runner's thread.
class TaskDeletion final
{
public:
    // runner: this process's runs, stopped first (none for the command line, which stops the runs
    // of other processes only); activity: launches under way that worktree removal waits for;
    // agentCalls: a deleted task's sessions that its agents keep themselves are forgotten by them
    // too, in the background, where the agent can (agentsessionstoforget.h).
    explicit TaskDeletion(Stores &stores, TaskRunner *runner = nullptr, std::shared_ptr<ActivityCoordinator> activity = {},
                          ProfileAgentCalls *agentCalls = nullptr);
    ~TaskDeletion(); // waits for its pool's work
    TaskDeletion(const TaskDeletion &) = delete;
    TaskDeletion &operator=(const TaskDeletion &) = delete;

    QFuture<Expected<TaskDeletionPlan>> plan(const QString &taskId);
    QFuture<Expected<TaskDeletionResult>> remove(const TaskDeletionPlan &plan, TaskDeletionOptions options);
    // Makes a deleted task again (same id, title, description, step, repositories) while a branch
    // of it is kept (30 days): each kept branch back at its commit, in a new worktree. Its sessions
    // and transcripts went with it.
    QFuture<Expected<RestoredTask>> restore(const QString &taskId);
    // Puts an archived task back on the board (its worktrees are made again when it next starts).
    QFuture<Status> unarchive(const QString &taskId);

private:
    Expected<TaskDeletionResult> removeStopped(const TaskDeletionPlan &plan, TaskDeletionOptions options, QStringList stopped);

    Stores &m_stores;
    TaskRunner *m_runner = nullptr;
    std::shared_ptr<ActivityCoordinator> m_activity;
    ProfileAgentCalls *m_agentCalls = nullptr;
    std::unique_ptr<QThreadPool> m_pool;
    std::unique_ptr<QObject> m_context; // the runner's thread: continuations end with the door
};

// The blocking steps, for the door and for callers already on a pool thread (Finish).
Expected<TaskDeletionPlan> planTaskDeletion(const Stores &stores, const QString &taskId);

// Marks the task's clean-up as started, durably, before what runs for it is stopped: a launch of
// the task still under way (in this process or another) then rolls back at registration instead of
// registering a runtime for a task being deleted. deleteTask() clears the mark when it fails, and
// after an archive.
Status beginTaskDeletion(Database &database, const QString &taskId);
// Clears the mark of a deletion that did not go ahead.
Status abandonTaskDeletion(Database &database, const QString &taskId);

// Removes the worktrees (when removeWorktrees; a plan that loses work only with loseWork, else
// nothing is removed and the error names it), the emptied task folder and the task's row. The last
// commit of every branch removed with its worktree stays under refs/kandesk/deleted/. With an
// activity coordinator, the worktree removal runs as maintenance: it waits for the launches under
// way to end (and launches wait for it). With options.archive: the worktrees here go, their branches
// and the task's row stay, the task archived.
Expected<TaskDeletionResult> deleteTask(Database &database, const TaskDeletionPlan &plan, TaskDeletionOptions options,
                                        ActivityCoordinator *activity = nullptr);

} // namespace kandesk
