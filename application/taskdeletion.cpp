// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskdeletion.h"

#include "application/taskcontainers.h"
#include "application/taskremoteworktrees.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/launch/activitycoordinator.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "models/database.h"
#include "models/stores/taskstore.h"

#include <QDir>
#include <QFileInfo>

namespace kandesk {

Expected<TaskDeletionPlan> planTaskDeletion(Database &database, const QString &home, const QString &taskId)
{
    auto task = TaskStore(database).get(taskId);
    if (!task)
        return Error{task.error()};
    auto found = git::findTaskWorktrees(QDir(home).filePath(QStringLiteral("tasks")), task->title, task->id);
    if (!found)
        return Error{found.error()};
    TaskDeletionPlan plan{task.value(), found.value(), {}};
    for (const QString &path : std::as_const(plan.worktrees.dirtyPaths)) {
        auto status = git::runGitChecked(path, {QStringLiteral("status"), QStringLiteral("--porcelain"), QStringLiteral("--untracked-files=all")});
        const QStringList lines = status ? status->split(QLatin1Char('\n'), Qt::SkipEmptyParts) : QStringList{};
        for (const QString &line : lines)
            plan.uncommittedFiles.append(QDir(path).filePath(line.mid(3).trimmed()));
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

// How long a deletion's worktree removal waits for the launches under way.
constexpr std::chrono::minutes MaintenanceWait{2};

Expected<QStringList> removeTask(Database &database, const TaskDeletionPlan &plan, bool removeWorktrees, bool discardUncommitted,
                                 ActivityCoordinator *activity)
{
    QStringList removed;
    // Its containers first: they hold no work of their own, and none is left running on a worktree
    // about to go. An engine that cannot be reached does not keep the task (said in the log).
    if (auto containers = removeTaskContainers(database, plan.task); !containers)
        qCWarning(lcLifecycle).noquote() << "task" << plan.task.id << "containers kept:" << containers.error();
    if (removeWorktrees) {
        if (!plan.worktrees.dirtyPaths.isEmpty() && !discardUncommitted) {
            return Error{QStringLiteral("uncommitted work would be lost in %1:\n  %2")
                             .arg(plan.worktrees.dirtyPaths.join(QStringLiteral(", ")), plan.uncommittedFiles.join(QStringLiteral("\n  ")))};
        }
        ActivityCoordinator::LeasePtr maintenance;
        if (activity && !plan.worktrees.worktrees.isEmpty()) {
            auto lease = activity->acquireMaintenance(MaintenanceWait);
            if (!lease)
                return Error{QStringLiteral("the worktrees of “%1” were not removed: %2; try again when the agents have started")
                                 .arg(plan.task.title, lease.error())};
            maintenance = lease.value();
        }
        // The worktrees on SSH hosts first: uncommitted work there keeps the task, as here.
        auto remote = removeTaskRemoteWorktrees(database, plan.task, discardUncommitted);
        if (!remote)
            return Error{QStringLiteral("the task was kept: %1").arg(remote.error())};
        if (const Status status = git::deleteTaskWorktrees(plan.worktrees, discardUncommitted); !status)
            return Error{status.error()};
        removed.append(*remote);
        for (const git::Worktree &worktree : plan.worktrees.worktrees)
            removed.append(worktree.path);
        if (!plan.worktrees.worktrees.isEmpty()) {
            QDir taskDir(QFileInfo(plan.worktrees.worktrees.constFirst().path).absolutePath());
            if (taskDir.isEmpty())
                taskDir.removeRecursively();
        }
    }
    if (const Status status = TaskStore(database).remove(plan.task.id); !status)
        return Error{status.error()};
    return removed;
}

} // namespace

Expected<QStringList> deleteTask(Database &database, const TaskDeletionPlan &plan, bool removeWorktrees, bool discardUncommitted,
                                 ActivityCoordinator *activity)
{
    Expected<QStringList> removed = removeTask(database, plan, removeWorktrees, discardUncommitted, activity);
    if (!removed) {
        // The task stays: its launches are welcome again.
        if (const Status cleared = abandonTaskDeletion(database, plan.task.id); !cleared)
            return Error{removed.error() + QStringLiteral(" (and its deletion mark stays: %1)").arg(cleared.error())};
    }
    return removed;
}

} // namespace kandesk
