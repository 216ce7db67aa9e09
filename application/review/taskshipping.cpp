// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskshipping.h"

#include "application/intake/trackeraccess.h"
#include "application/review/forgeaccess.h"
#include "models/stores/integrationstore.h"

#include "application/tasks/taskremoteworktrees.h"
#include "application/tasks/taskrepositories.h"

#include "application/stores.h"
#include "models/stores/workflowstore.h"
#include "models/workflows/workflowsteps.h"
#include "application/taskcontainers.h"
#include "application/tasks/taskdeletion.h"
#include "lifecycle/worktreeopener.h"
#include "lifecycle/git/gitpush.h"
#include "lifecycle/git/taskworktrees.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "models/stores/pullrequeststore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QtConcurrent>
#include <QThreadPool>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskShipping".
struct TaskShippingWords {
    Q_DECLARE_TR_FUNCTIONS(TaskShipping)
};

} // namespace

bool FinishPlan::removalLosesWork() const
{
    return !uncommittedFiles.isEmpty() || (!commits.notOnBase.isEmpty() && !commits.notPushed.isEmpty());
}

TaskShipping::TaskShipping(Stores &stores)
    : m_stores(stores)
    , m_forges(std::make_unique<ForgeAccess>(stores))
    , m_trackers(std::make_unique<TrackerAccess>(stores))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setMaxThreadCount(2);
}

TaskShipping::~TaskShipping()
{
    m_pool->waitForDone();
}

git::MergeMode TaskShipping::mergeMode(const QString &repositoryId) const
{
    return storedMergeMode(m_stores, repositoryId);
}

Status TaskShipping::setMergeMode(const QString &repositoryId, git::MergeMode mode)
{
    return storeMergeMode(m_stores, repositoryId, mode);
}

Expected<ShipTarget> TaskShipping::resolveTarget(const QString &taskId) const
{
    return resolveShipTarget(m_stores, taskId);
}

QFuture<Expected<ShipTarget>> TaskShipping::target(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<ShipTarget> {
        auto target = resolveTarget(taskId);
        if (target)
            target->forge = m_forges->wordsForCheckout(target->worktreePath);
        return target;
    });
}

QFuture<Expected<git::CommitResult>> TaskShipping::commit(const QString &taskId, const QString &message, bool stageAll)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, message, stageAll]() -> Expected<git::CommitResult> {
        auto target = resolveTarget(taskId);
        if (!target)
            return Error { target.error() };
        return git::commitStaged(target->worktreePath, message, stageAll);
    });
}

QFuture<Expected<git::MergeResult>> TaskShipping::merge(const QString &taskId, std::optional<git::MergeMode> mode)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, mode]() -> Expected<git::MergeResult> {
        auto target = resolveTarget(taskId);
        if (!target)
            return Error { target.error() };
        git::MergeRequest request;
        request.repositoryPath = target->repositoryPath;
        request.branch = target->branch;
        request.baseBranch = target->baseBranch;
        request.mode = mode.value_or(target->mergeMode);
        request.squashMessage = target->taskTitle;
        return git::mergeIntoBase(request);
    });
}

QFuture<Status> TaskShipping::push(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Status {
        auto target = resolveTarget(taskId);
        if (!target)
            return Error { target.error() };
        return git::pushBranch(target->worktreePath, target->branch);
    });
}

QFuture<Expected<forge::PullRequest>> TaskShipping::createPullRequest(
    const QString &taskId, const PullRequestDraft &draft)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, draft]() -> Expected<forge::PullRequest> {
        auto target = resolveTarget(taskId);
        if (!target)
            return Error { target.error() };
        auto forge = m_forges->forCheckout(target->worktreePath);
        if (!forge)
            return forge.failure();
        if (Status pushed = git::pushBranch(target->worktreePath, target->branch); !pushed)
            return Error { pushed.error() };
        auto task = m_stores.tasks().get(taskId);
        forge::NewPullRequest request;
        request.title = draft.title.trimmed().isEmpty() ? target->taskTitle : draft.title;
        request.body = draft.body.isEmpty() && task ? task->description : draft.body;
        request.head = target->branch;
        request.base = target->baseBranch;
        request.draft = draft.draft;
        if (auto link = IntegrationStore(m_stores.database()).issueOf(taskId); link && *link) {
            const QString line = pullRequestIssueLine(**link, closesIssues(m_stores, **link), (*forge)->site(),
                                                      (*forge)->repositoryName());
            if (!line.isEmpty() && !request.body.contains(line))
                request.body += (request.body.isEmpty() ? QString() : QStringLiteral("\n\n")) + line;
        }
        auto created = (*forge)->createPullRequest(request);
        if (!created)
            return created;
        if (Status recorded
            = PullRequestStore(m_stores.database()).record(taskId, created->number, created->url, created->state);
            !recorded)
            return Error { TaskShippingWords::tr("%1 is at %2, but it could not be recorded on the task: %3")
                               .arg((*forge)->words().sentenceLabel(created->number), created->url, recorded.error()) };
        return created;
    });
}

QFuture<Expected<forge::PullRequest>> TaskShipping::refreshPullRequest(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<forge::PullRequest> {
        auto access = m_forges->forTask(taskId);
        if (!access)
            return access.failure();
        auto current = access->forge->pullRequest(access->task.pullRequestNumber);
        if (!current)
            return current;
        if (Status recorded
            = PullRequestStore(m_stores.database()).record(taskId, current->number, current->url, current->state);
            !recorded)
            return Error { recorded.error() };
        return current;
    });
}

QFuture<Expected<forge::MergeMethods>> TaskShipping::allowedMergeMethods(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<forge::MergeMethods> {
        auto access = m_forges->forTask(taskId);
        if (!access)
            return access.failure();
        return access->forge->allowedMergeMethods();
    });
}

QFuture<Expected<PullRequestMergeResult>> TaskShipping::mergePullRequest(
    const QString &taskId, const PullRequestMergeOptions &options)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, options]() -> Expected<PullRequestMergeResult> {
        auto access = m_forges->forTask(taskId);
        if (!access)
            return access.failure();
        const Task *task = &access->task;
        const QString checkout = access->checkout;
        forge::Forge &forge = *access->forge;
        auto pull = forge.pullRequest(task->pullRequestNumber);
        if (!pull)
            return pull.failure();
        const QString named = forge.words().sentenceLabel(pull->number);
        if (pull->state != QLatin1String("open"))
            return Error::failed(TaskShippingWords::tr("%1 is %2 already").arg(named, pull->state));
        auto allowed = forge.allowedMergeMethods();
        if (!allowed)
            return allowed.failure();
        PullRequestMergeResult result;
        result.number = pull->number;
        result.url = pull->url;
        if (options.method) {
            if (!allowed->allows(*options.method))
                return Error::failed(TaskShippingWords::tr("%1 does not allow %2 merges")
                                         .arg(forge.repositoryName(), forge::mergeMethodName(*options.method)));
            result.method = *options.method;
        } else {
            result.method = allowed->first();
        }
        auto merged = forge.merge(*pull, result.method);
        if (!merged)
            return merged.failure();
        result.mergeCommit = *merged;
        if (Status recorded = PullRequestStore(m_stores.database()).record(taskId, pull->number, pull->url, QStringLiteral("merged"));
            !recorded)
            return Error::failed(
                TaskShippingWords::tr("%1 is merged, but that could not be recorded: %2").arg(named, recorded.error()));
        // The branch is resolved before finishing may remove its worktree; it is deleted on origin
        // only once finishing kept or removed the worktree without losing work.
        auto target = resolveTarget(taskId);
        const QString branch = target ? target->branch : task->branch;
        auto finished = finishNow(taskId, options.removeWorktree, false, options.stepsRunHere);
        if (!finished)
            return Error::failed(
                TaskShippingWords::tr("%1 is merged, but the task did not finish: %2").arg(named, finished.error()));
        result.finished = *finished;
        if (options.deleteBranch) {
            if (Status deleted = git::deleteRemoteBranch(target ? target->repositoryPath : checkout, branch); !deleted)
                return Error::failed(
                    TaskShippingWords::tr("%1 is merged, but its branch stays on origin: %2").arg(named, deleted.error()));
            result.branchDeleted = true;
        }
        return result;
    });
}

QFuture<Expected<QString>> TaskShipping::open(const QString &taskId, OpenWith with)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, with]() -> Expected<QString> {
        auto target = resolveTarget(taskId);
        if (!target)
            return Error { target.error() };
        const OpenedFolder opened = openFolder(target->worktreePath, with);
        if (!opened.error.isEmpty())
            return Error { opened.error };
        return opened.program;
    });
}

QFuture<Expected<std::optional<FinishResult>>> TaskShipping::followMerged(
    const QString &taskId, const QString &stateBefore, const QString &stateNow, bool stepsRunHere)
{
    if (stateBefore != QLatin1String("open") || stateNow != QLatin1String("merged"))
        return QtFuture::makeReadyFuture(Expected<std::optional<FinishResult>>(std::nullopt));
    return QtConcurrent::run(m_pool.get(), [this, taskId, stepsRunHere]() -> Expected<std::optional<FinishResult>> {
        auto finished = finishNow(taskId, false, false, stepsRunHere);
        if (!finished)
            return finished.failure();
        return std::optional<FinishResult>(*finished);
    });
}

QFuture<Expected<FinishPlan>> TaskShipping::planFinish(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<FinishPlan> {
        auto target = resolveTarget(taskId);
        if (!target)
            return Error { target.error() };
        FinishPlan plan;
        plan.target = *target;
        auto commits = git::findUnshippedCommits(target->worktreePath, target->branch, target->baseBranch);
        if (!commits)
            return Error { commits.error() };
        plan.commits = *commits;
        auto deletion = planTaskDeletion(m_stores, taskId);
        if (!deletion)
            return Error { deletion.error() };
        plan.uncommittedFiles = deletion->uncommittedFiles;
        return plan;
    });
}

Expected<FinishResult> TaskShipping::finishNow(const QString &taskId, bool removeWorktree, bool discardWork,
                                               bool stepsRunHere)
{
    auto task = m_stores.tasks().get(taskId);
    if (!task)
        return Error { task.error() };
    FinishResult result;
    if (removeWorktree) {
        auto session = m_stores.sessions().latestForTask(taskId);
        if (session && (session->state == SessionState::Running || session->state == SessionState::Starting))
            return Error {
                TaskShippingWords::tr("An agent is still working on “%1”; stop it before removing its worktree").arg(task->title)
            };
        auto deletion = planTaskDeletion(m_stores, taskId);
        if (!deletion)
            return Error { deletion.error() };
        if (!discardWork && !deletion->worktrees.worktrees.isEmpty()) {
            auto target = resolveTarget(taskId);
            if (!target)
                return Error { target.error() };
            auto commits = git::findUnshippedCommits(target->worktreePath, target->branch, target->baseBranch);
            if (!commits)
                return Error { commits.error() };
            const FinishPlan plan { *target, *commits, deletion->uncommittedFiles };
            if (plan.removalLosesWork()) {
                QStringList lost = deletion->uncommittedFiles;
                for (const QString &commit : std::as_const(plan.commits.notPushed))
                    lost.append(TaskShippingWords::tr("commit %1").arg(commit));
                return Error { TaskShippingWords::tr(
                    "Removing the worktree would lose work that is neither merged nor pushed:\n  %1")
                                   .arg(lost.join(QStringLiteral("\n  "))) };
            }
        }
        auto removed = git::deleteTaskWorktrees(deletion->worktrees, true, task->id, QStringLiteral("Task: %1 (finished)").arg(task->title));
        if (!removed)
            return Error { removed.error() };
        // Its worktrees on SSH hosts too (their branches stay in the host's mirror).
        auto remote = removeTaskRemoteWorktrees(m_stores.database(), *task, discardWork);
        if (!remote)
            return Error { remote.error() };
        result.removedWorktrees.append(*remote);
        for (const git::Worktree &worktree : std::as_const(deletion->worktrees.worktrees))
            result.removedWorktrees.append(worktree.path);
    }
    // The Done column of the task's own workflow (the board's for a task on no step).
    Expected<WorkflowStep> done = m_stores.workspaces().doneStep(task->workspaceId);
    if (auto workflow = m_stores.workflows().ofStep(task->workflowStepId)) {
        if (const WorkflowStep *own = workflowsteps::doneStep(workflow->steps))
            done = *own;
    }
    if (!done)
        return Error { done.error() };
    if (task->workflowStepId != done->id) {
        double last = 0;
        if (auto tasks = m_stores.tasks().list(task->workspaceId, true)) {
            for (const Task &other : std::as_const(*tasks)) {
                if (other.workflowStepId == done->id)
                    last = std::max(last, other.position);
            }
        }
        if (Status moved = m_stores.tasks().move(taskId, done->id, last + 1); !moved)
            return Error { moved.error() };
        result.leftStepId = task->workflowStepId;
        if (Status due = m_stores.tasks().setStepActionsDue(taskId, stepsRunHere ? QString() : result.leftStepId); !due)
            return Error {
                TaskShippingWords::tr("moved to %1, but what the step does is not kept: %2").arg(done->name, due.error())
            };
    }
    result.doneStep = done->name;
    // A task made from an issue tells it (as its connection says); a problem there is said, not fatal.
    const QString what = task->pullRequestState == QLatin1String("merged")
        ? QStringLiteral("merged in %1").arg(task->pullRequestUrl)
        : QString();
    if (auto landing = reportLandedNow(m_stores, *m_trackers, taskId, what))
        result.issue = *landing;
    else
        result.issue.problems.append(landing.error());
    // A finished task keeps no container: what a killed Kandesk left goes (one a running
    // Kandesk drives goes when its session stops).
    if (auto containers = removeLeftoverTaskContainers(m_stores.database(), *task); !containers)
        qCWarning(lcLifecycle).noquote() << "task" << taskId << "containers kept:" << containers.error();
    return result;
}

QFuture<Expected<FinishResult>> TaskShipping::finish(const QString &taskId, bool removeWorktree, bool discardWork,
                                                     bool stepsRunHere)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId, removeWorktree, discardWork, stepsRunHere] {
        return finishNow(taskId, removeWorktree, discardWork, stepsRunHere);
    });
}

} // namespace kandesk
