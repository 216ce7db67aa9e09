// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskdeletion.h"

#include "application/sessions/profileagentcalls.h"
#include "application/sessionstatus.h"
#include "application/settings/worktreesfolder.h"
#include "application/stores.h"
#include "application/taskcontainers.h"
#include "application/taskrunner.h"
#include "application/tasks/agentsessionstoforget.h"
#include "application/tasks/deletedtask.h"
#include "application/tasks/taskremoteworktrees.h"
#include "application/tasks/taskrepositories.h"
#include "lifecycle/git/checkpoints.h"
#include "lifecycle/git/gitunshipped.h"
#include "lifecycle/launch/activitycoordinator.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "models/database.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "models/whenfinished.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QObject>
#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskDeletion".
struct TaskDeletionWords {
    Q_DECLARE_TR_FUNCTIONS(TaskDeletion)
};

} // namespace

int TaskDeletionPlan::unshippedCommitCount() const
{
    int count = 0;
    for (const UnshippedBranch &branch : unshippedBranches)
        count += int(branch.commits.size());
    return count;
}

QString TaskDeletionPlan::describeLoss(bool archive) const
{
    QStringList lines;
    if (!uncommittedFiles.isEmpty()) {
        lines.append(TaskDeletionWords::tr("%n uncommitted file(s):", nullptr, int(uncommittedFiles.size())));
        for (const QString &file : uncommittedFiles)
            lines.append(QStringLiteral("  ") + file);
    }
    for (const UnshippedBranch &branch : archive ? QList<UnshippedBranch>{} : unshippedBranches) {
        lines.append(
            TaskDeletionWords::tr("%n commit(s) on %1, neither on its base nor pushed:", nullptr, int(branch.commits.size()))
                .arg(branch.branch));
        for (const QString &commit : branch.commits)
            lines.append(QStringLiteral("  ") + commit);
    }
    return lines.join(QLatin1Char('\n'));
}

namespace {

// The commits of a branch made for the task that exist nowhere else.
Expected<QStringList> commitsNowhereElse(const QString &worktreePath, const QString &branch, const QString &baseBranch)
{
    auto found = git::findUnshippedCommits(worktreePath, branch, baseBranch);
    if (!found)
        return Error{found.error()};
    QStringList lost;
    for (const QString &commit : std::as_const(found->notPushed)) {
        if (found->notOnBase.contains(commit))
            lost.append(commit);
    }
    return lost;
}

} // namespace

Expected<TaskDeletionPlan> planTaskDeletion(const Stores &stores, const QString &taskId)
{
    auto task = stores.tasks().get(taskId);
    if (!task)
        return Error{task.error()};
    auto found = findTaskWorktreesEverywhere(stores, task->title, task->id);
    if (!found)
        return Error{found.error()};
    TaskDeletionPlan plan{task.value(), found.value(), {}, {}};
    for (const QString &path : std::as_const(plan.worktrees.dirtyPaths)) {
        auto status = git::runGitChecked(path, {QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--untracked-files=all")});
        const QStringList lines = status ? status->split(QLatin1Char('\n'), Qt::SkipEmptyParts) : QStringList{};
        for (const QString &line : lines)
            plan.uncommittedFiles.append(QDir(path).filePath(line.mid(3).trimmed()));
    }
    for (const git::Worktree &worktree : std::as_const(plan.worktrees.worktrees)) {
        if (!worktree.createdBranch || worktree.branch.isEmpty())
            continue; // a branch the task did not make is not deleted with it
        const TaskRepositoryMatch repository = matchTaskRepository(stores.database(), plan.task, worktree.repositoryPath);
        auto commits = commitsNowhereElse(worktree.path, worktree.branch, repository.baseBranch);
        if (!commits)
            return Error {
                TaskDeletionWords::tr("cannot tell which commits of %1 exist elsewhere: %2").arg(worktree.branch, commits.error())
            };
        if (!commits->isEmpty())
            plan.unshippedBranches.append({worktree.repositoryPath, worktree.branch, *commits});
    }
    return plan;
}

Status beginTaskDeletion(Database &database, const QString &taskId)
{
    return TaskStore(database).setCleanupStarted(taskId, true);
}

Status abandonTaskDeletion(Database &database, const QString &taskId)
{
    return TaskStore(database).setCleanupStarted(taskId, false);
}

namespace {

QString lossRefusal(const TaskDeletionPlan &plan, bool archive)
{
    return (archive ? TaskDeletionWords::tr("refused: archiving “%1” would lose work:\n%2")
                    : TaskDeletionWords::tr("refused: deleting “%1” would lose work:\n%2"))
        .arg(plan.task.title, plan.describeLoss(archive));
}

// Archiving: the task's worktrees on this machine go, their branches stay, the task is archived.
Expected<TaskDeletionResult> archiveTask(Database &database, const TaskDeletionPlan &plan, bool loseWork)
{
    TaskDeletionResult result;
    for (const git::Worktree &worktree : plan.worktrees.worktrees) {
        const Status removed = git::removeWorktree(worktree, loseWork ? git::DirtyWorktree::Discard : git::DirtyWorktree::Refuse, false);
        if (!removed)
            return Error { TaskDeletionWords::tr("“%1” was not archived: %2").arg(plan.task.title, removed.error()) };
        result.removedWorktrees.append(worktree.path);
    }
    if (!plan.worktrees.worktrees.isEmpty()) {
        QDir taskDir(QFileInfo(plan.worktrees.worktrees.constFirst().path).absolutePath());
        if (taskDir.isEmpty())
            taskDir.removeRecursively();
    }
    if (const Status archived = TaskStore(database).setArchived(plan.task.id, true); !archived)
        return Error{archived.error()};
    return result;
}

// How long a deletion's worktree removal waits for the launches under way.
constexpr std::chrono::minutes MaintenanceWait{2};

// The checkpoints kept before its turns go with a deleted task (an archived one keeps them), from
// its repositories and the ones its worktrees belonged to.
void forgetCheckpoints(Database &database, const TaskDeletionPlan &plan)
{
    QStringList repositories;
    for (const TaskRepository &link : plan.task.repositories) {
        if (auto repository = RepositoryStore(database).get(link.repositoryId); repository && !repositories.contains(repository->path))
            repositories.append(repository->path);
    }
    for (const git::Worktree &worktree : plan.worktrees.worktrees) {
        if (!repositories.contains(worktree.repositoryPath))
            repositories.append(worktree.repositoryPath);
    }
    for (const QString &repository : std::as_const(repositories)) {
        if (!QFileInfo(repository).isDir())
            continue;
        if (const Status gone = git::deleteCheckpoints(repository, plan.task.id); !gone)
            qCWarning(lcLifecycle).noquote() << "checkpoints of task" << plan.task.id << "kept in" << repository << ":" << gone.error();
    }
}

Expected<TaskDeletionResult> removeTask(Database &database, const TaskDeletionPlan &plan, TaskDeletionOptions options,
                                        ActivityCoordinator *activity)
{
    TaskDeletionResult result;
    // Its containers first: they hold no work of their own, and none is left running on a worktree
    // about to go. An engine that cannot be reached does not keep the task (said in the log).
    if (auto containers = removeTaskContainers(database, plan.task); !containers)
        qCWarning(lcLifecycle).noquote() << "task" << plan.task.id << "containers kept:" << containers.error();
    if (options.removeWorktrees || options.archive) {
        if (plan.removalLosesWork(options.archive) && !options.loseWork)
            return Error{lossRefusal(plan, options.archive)};
        ActivityCoordinator::LeasePtr maintenance;
        if (activity && !plan.worktrees.worktrees.isEmpty()) {
            auto lease = activity->acquireMaintenance(MaintenanceWait);
            if (!lease)
                return Error { TaskDeletionWords::tr(
                    "the worktrees of “%1” were not removed: %2; try again when the agents have started")
                                   .arg(plan.task.title, lease.error()) };
            maintenance = lease.value();
        }
        if (options.archive)
            return archiveTask(database, plan, options.loseWork);
        // The worktrees on SSH hosts first: uncommitted work there keeps the task, as here.
        auto remote = removeTaskRemoteWorktrees(database, plan.task, options.loseWork, true);
        if (!remote)
            return Error { TaskDeletionWords::tr("the task was kept: %1").arg(remote.error()) };
        auto kept = git::deleteTaskWorktrees(plan.worktrees, options.loseWork, plan.task.id, deletedTaskNote(plan.task));
        if (!kept)
            return Error{kept.error()};
        result.keptBranches = *kept;
        result.removedWorktrees.append(*remote);
        QStringList repositories;
        for (const git::Worktree &worktree : plan.worktrees.worktrees) {
            result.removedWorktrees.append(worktree.path);
            if (!repositories.contains(worktree.repositoryPath))
                repositories.append(worktree.repositoryPath);
        }
        for (const QString &repository : std::as_const(repositories)) {
            if (auto pruned = git::pruneDeletedBranches(repository, QDateTime::currentDateTimeUtc()); !pruned)
                qCWarning(lcLifecycle).noquote() << "old deleted branches kept in" << repository << ":" << pruned.error();
        }
        if (!plan.worktrees.worktrees.isEmpty()) {
            QDir taskDir(QFileInfo(plan.worktrees.worktrees.constFirst().path).absolutePath());
            if (taskDir.isEmpty())
                taskDir.removeRecursively();
        }
    }
    forgetCheckpoints(database, plan);
    if (const Status status = TaskStore(database).remove(plan.task.id); !status)
        return Error{status.error()};
    return result;
}

} // namespace

Expected<TaskDeletionResult> deleteTask(Database &database, const TaskDeletionPlan &plan, TaskDeletionOptions options,
                                        ActivityCoordinator *activity)
{
    Expected<TaskDeletionResult> removed = removeTask(database, plan, options, activity);
    if (!removed || options.archive) {
        // The task stays: its launches are welcome again (an archived one's are refused as such).
        if (const Status cleared = abandonTaskDeletion(database, plan.task.id); !cleared) {
            const QString failure = removed ? TaskDeletionWords::tr("“%1” was archived").arg(plan.task.title) : removed.error();
            return Error { failure + TaskDeletionWords::tr(" (and its clean-up mark stays: %1)").arg(cleared.error()) };
        }
    }
    return removed;
}

TaskDeletion::TaskDeletion(Stores &stores, TaskRunner *runner, std::shared_ptr<ActivityCoordinator> activity,
                           ProfileAgentCalls *agentCalls)
    : m_stores(stores)
    , m_runner(runner)
    , m_activity(std::move(activity))
    , m_agentCalls(agentCalls)
    , m_pool(std::make_unique<QThreadPool>())
    , m_context(std::make_unique<QObject>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-task-deletion"));
    m_pool->setMaxThreadCount(1); // one deletion after another
}

TaskDeletion::~TaskDeletion()
{
    m_context.reset(); // continuations still waiting for a stop end here, cancelled
    m_pool->waitForDone();
}

QFuture<Expected<TaskDeletionPlan>> TaskDeletion::plan(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId] { return planTaskDeletion(m_stores, taskId); });
}

Expected<TaskDeletionResult> TaskDeletion::removeStopped(const TaskDeletionPlan &plan, TaskDeletionOptions options, QStringList stopped)
{
    Database &database = m_stores.database();
    const auto fail = [&database, &plan](const QString &error) -> Expected<TaskDeletionResult> {
        (void)abandonTaskDeletion(database, plan.task.id);
        return Error{error};
    };
    // What another Kandesk process runs for the task (a `kandesk run`, another window).
    auto recovered = recoverTaskSessions(database, m_stores.home(), plan.task.id);
    if (!recovered)
        return fail(recovered.error());
    auto others = stopLiveExecutions(database, *recovered,
        options.archive ? TaskDeletionWords::tr("stopped: the task is being archived")
                        : TaskDeletionWords::tr("stopped: the task is being deleted"));
    if (!others)
        return fail(others.error());
    stopped.append(*others);
    // Read before the task's sessions go with it.
    QList<AgentSessionToForget> forget;
    if (m_agentCalls && !options.archive) {
        auto found = agentSessionsToForget(database, plan.task.id);
        if (found)
            forget = *found;
        else
            qCWarning(lcLifecycle).noquote() << "task" << plan.task.id << "agent sessions to forget:" << found.error();
    }
    auto removed = deleteTask(database, plan, options, m_activity.get());
    if (!removed)
        return Error{removed.error()};
    for (const AgentSessionToForget &session : std::as_const(forget)) {
        m_agentCalls->deleteSession(session.agentProfileId, session.acpSessionId)
            .then([taskId = plan.task.id, acp = session.acpSessionId](const Status &deleted) {
                if (!deleted)
                    qCWarning(lcLifecycle).noquote() << "task" << taskId << "agent session" << acp << "not deleted:" << deleted.error();
            });
    }
    removed->stoppedSessions = stopped;
    return removed;
}

QFuture<Expected<TaskDeletionResult>> TaskDeletion::remove(const TaskDeletionPlan &plan, TaskDeletionOptions options)
{
    if ((options.removeWorktrees || options.archive) && plan.removalLosesWork(options.archive) && !options.loseWork)
        return QtFuture::makeReadyFuture(Expected<TaskDeletionResult>(Error{lossRefusal(plan, options.archive)}));
    // Marked first: a launch of the task still under way rolls back instead of registering.
    QFuture<Status> marked = QtConcurrent::run(m_pool.get(), [this, id = plan.task.id] { return beginTaskDeletion(m_stores.database(), id); });
    if (!m_runner) {
        return marked.then(m_pool.get(), [this, plan, options](Status mark) -> Expected<TaskDeletionResult> {
            if (!mark)
                return Error{mark.error()};
            return removeStopped(plan, options, {});
        });
    }
    // This process's runs are stopped by its runner, on the runner's thread (m_context's), the rest
    // on the pool. A door that goes first cancels what is left: the promise ends unfinished.
    auto promise = std::make_shared<QPromise<Expected<TaskDeletionResult>>>();
    promise->start();
    const auto settle = [promise](Expected<TaskDeletionResult> result) {
        promise->addResult(std::move(result));
        promise->finish();
    };
    whenFinished(marked, m_context.get(), [this, plan, options, settle](Status mark) {
        if (!mark) {
            settle(Error{mark.error()});
            return;
        }
        const QStringList sessions = m_runner->liveSessionsOfTask(plan.task.id);
        QList<QFuture<Status>> stops;
        for (const QString &session : sessions)
            stops.append(m_runner->stop(session, SessionState::Cancelled));
        whenFinished(QtFuture::whenAll(stops.begin(), stops.end()), m_context.get(),
                     [this, plan, options, settle, sessions](const QList<QFuture<Status>> &ended) {
                         QString failed;
                         for (qsizetype i = 0; i < ended.size() && failed.isEmpty(); ++i) {
                             const QFuture<Status> &stop = ended.at(i);
                             const Status status = stop.isCanceled() || stop.resultCount() == 0
                                 ? Status(Error::failed(TaskDeletionWords::tr("its stop was cancelled")))
                                 : stop.result();
                             if (!status)
                                 failed = TaskDeletionWords::tr("the task was kept: session %1 did not stop: %2")
                                              .arg(sessions.at(i), status.error());
                         }
                         (void)QtConcurrent::run(m_pool.get(), [this, plan, options, settle, sessions, failed] {
                             if (!failed.isEmpty()) {
                                 (void)abandonTaskDeletion(m_stores.database(), plan.task.id);
                                 settle(Error{failed});
                                 return;
                             }
                             settle(removeStopped(plan, options, sessions));
                         });
                     });
    });
    return promise->future();
}

namespace {

Expected<QList<git::KeptBranch>> keptBranchesOf(Stores &stores, const QString &taskId)
{
    auto workspaces = stores.workspaces().list();
    if (!workspaces)
        return Error{workspaces.error()};
    QStringList paths;
    for (const Workspace &workspace : std::as_const(*workspaces)) {
        auto repositories = stores.repositories().list(workspace.id);
        if (!repositories)
            return Error{repositories.error()};
        for (const Repository &repository : std::as_const(*repositories)) {
            if (!paths.contains(repository.path) && QFileInfo(repository.path).isDir())
                paths.append(repository.path);
        }
    }
    QList<git::KeptBranch> kept;
    for (const QString &path : std::as_const(paths)) {
        auto found = git::keptBranches(path, taskId);
        if (!found)
            return Error{found.error()};
        kept.append(*found);
    }
    return kept;
}

} // namespace

QFuture<Status> TaskDeletion::unarchive(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId] { return m_stores.tasks().setArchived(taskId, false); });
}

QFuture<Expected<RestoredTask>> TaskDeletion::restore(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [this, taskId]() -> Expected<RestoredTask> {
        if (taskId.isEmpty() || taskId.contains(QLatin1Char('/')) || taskId.startsWith(QLatin1Char('.')))
            return Error { TaskDeletionWords::tr("“%1” is not a task id").arg(taskId) };
        if (m_stores.tasks().get(taskId).ok())
            return Error { TaskDeletionWords::tr("task %1 exists; there is nothing to restore").arg(taskId) };
        auto kept = keptBranchesOf(m_stores, taskId);
        if (!kept)
            return Error{kept.error()};
        if (kept->isEmpty()) {
            return Error { TaskDeletionWords::tr(
                "no branch of a deleted task %1 is kept in the repositories Kandesk knows (a deleted task's "
                "branches are kept for %n day(s); a task without a worktree cannot be restored)",
                nullptr, git::kDeletedBranchDays)
                               .arg(taskId) };
        }
        auto message = git::keptBranchMessage(kept->constFirst());
        if (!message)
            return Error{message.error()};
        const std::optional<Task> recorded = taskFromDeletedNote(*message);
        if (!recorded || recorded->id != taskId)
            return Error { TaskDeletionWords::tr("the kept branch %1 does not say which task it was").arg(kept->constFirst().ref) };
        RestoredTask restored;
        restored.task = *recorded;
        const QString tasksRoot = worktreesFolderForTask(m_stores, restored.task.title, restored.task.id);
        for (const git::KeptBranch &branch : std::as_const(*kept)) {
            git::WorktreeSpec spec;
            spec.taskId = restored.task.id;
            spec.taskTitle = restored.task.title;
            spec.tasksRoot = tasksRoot;
            auto worktree = git::restoreKeptBranch(branch, git::worktreePathFor(spec, branch.repositoryPath));
            if (!worktree)
                return Error{worktree.error()};
            restored.worktrees.append(*worktree);
        }
        auto created = m_stores.tasks().create(restored.task);
        if (!created)
            return Error {
                TaskDeletionWords::tr("the branches are back, but the task could not be made again: %1").arg(created.error())
            };
        restored.task = *created;
        return restored;
    });
}

} // namespace kandesk
