// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/intake/issueintake.h"
#include "application/review/shiptarget.h"
#include "lifecycle/git/gitcommit.h"
#include "lifecycle/git/gitmerge.h"
#include "lifecycle/git/gitunshipped.h"
#include "lifecycle/forge/pullrequest.h"
#include "models/folderopening.h"

#include <QFuture>

#include <memory>
#include <optional>

class QThreadPool;

namespace kandesk {

class ForgeAccess;
class TrackerAccess;
class Stores;

struct PullRequestDraft {
    QString title; // empty: the task's title
    QString body; // empty: the task's description
    bool draft = false;
};

// What finishing would leave behind: commits not merged or pushed, uncommitted files.
struct FinishPlan {
    ShipTarget target;
    git::UnshippedCommits commits;
    QStringList uncommittedFiles; // absolute paths
    // Removing the worktree and branch would lose work (uncommitted files, or commits that are
    // neither on the base nor pushed).
    bool removalLosesWork() const;
};

// Merging the task's pull request on its host (GitHub, GitLab).
struct PullRequestMergeOptions {
    std::optional<forge::MergeMethod> method; // the repository's first allowed one when not given
    bool deleteBranch = false; // the branch on origin, once merged
    bool removeWorktree = false; // the worktree and local branch (refused when work would be lost)
    bool stepsRunHere = true; // as finish
};

struct FinishResult {
    QString doneStep;   // the column the task moved to
    QString leftStepId; // the step it left (empty: it was Done already), for its workflow's triggers
    QStringList removedWorktrees;
    IssueLanding issue; // what the issue the task was made from was told
};

struct PullRequestMergeResult {
    int number = 0;
    QString url;
    forge::MergeMethod method = forge::MergeMethod::Merge;
    QString mergeCommit;
    bool branchDeleted = false;
    FinishResult finished; // the task moved to Done
};

// Review and ship, by task id, the same for the window and the command line: commit on the task
// branch, merge into the base branch, push, open a pull request on GitHub (a merge request on
// GitLab), finish. Every call runs
// on the door's own pool and returns at once; git and HTTP never run on the caller's thread (HTTP
// on a network thread of the door's own). The door must outlive its futures' work (its destructor
// waits for it).
class TaskShipping final
{
public:
    explicit TaskShipping(Stores &stores);
    ~TaskShipping();
    TaskShipping(const TaskShipping &) = delete;
    TaskShipping &operator=(const TaskShipping &) = delete;

    QFuture<Expected<ShipTarget>> target(const QString &taskId);
    QFuture<Expected<git::CommitResult>> commit(const QString &taskId, const QString &message, bool stageAll);
    // mode: the repository's setting when not given.
    QFuture<Expected<git::MergeResult>> merge(const QString &taskId, std::optional<git::MergeMode> mode = {});
    QFuture<Status> push(const QString &taskId);
    // Pushes the branch, then creates the pull request (or finds the open one) and records it on the task.
    QFuture<Expected<forge::PullRequest>> createPullRequest(const QString &taskId, const PullRequestDraft &draft);
    // Asks the host for the state of the task's recorded pull request (open, closed, merged) and records it.
    QFuture<Expected<forge::PullRequest>> refreshPullRequest(const QString &taskId);
    // The merge methods the task's repository allows on its host (for the dialog).
    QFuture<Expected<forge::MergeMethods>> allowedMergeMethods(const QString &taskId);
    // Merges the task's open pull request through its host's API (at the head commit the host last
    // said, so a branch that moved since is refused), records it merged, deletes the branch on
    // origin when asked, and finishes the task (Done; its worktree removed when asked).
    QFuture<Expected<PullRequestMergeResult>> mergePullRequest(const QString &taskId, const PullRequestMergeOptions &options);
    // A pull request found merged elsewhere (its state was open when last recorded, merged now):
    // the task follows to Done, its worktree kept. Nothing happens (nullopt) for any other change.
    QFuture<Expected<std::optional<FinishResult>>> followMerged(const QString &taskId, const QString &stateBefore,
                                                                const QString &stateNow, bool stepsRunHere = true);
    QFuture<Expected<FinishPlan>> planFinish(const QString &taskId);
    // Moves the task to the workflow's Done column; with removeWorktree also removes its worktree
    // and branch, refused while an agent runs for it or when work would be lost, unless discardWork.
    // The task and its transcript stay. stepsRunHere false (the command line, which runs no workflow):
    // what the move does (Done's on_enter, the tasks that wait for this one) is left due for the
    // window's workflow (WorkflowEngine::runDueStepActions).
    QFuture<Expected<FinishResult>> finish(const QString &taskId, bool removeWorktree, bool discardWork,
                                           bool stepsRunHere = true);

    // Opens the task's worktree in the user's editor, a terminal or the file manager (detached);
    // yields the program that was started.
    QFuture<Expected<QString>> open(const QString &taskId, OpenWith with);

    // The per-repository merge setting (default: a merge commit). Blocking reads of settings: cheap.
    git::MergeMode mergeMode(const QString &repositoryId) const;
    Status setMergeMode(const QString &repositoryId, git::MergeMode mode);

private:
    Expected<ShipTarget> resolveTarget(const QString &taskId) const;
    Expected<FinishResult> finishNow(const QString &taskId, bool removeWorktree, bool discardWork, bool stepsRunHere);

    Stores &m_stores;
    std::unique_ptr<ForgeAccess> m_forges;
    std::unique_ptr<TrackerAccess> m_trackers;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
