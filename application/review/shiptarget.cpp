// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "shiptarget.h"

#include "application/settings/worktreesfolder.h"
#include "application/stores.h"
#include "application/tasks/taskrepositories.h"
#include "lifecycle/git/gitsync.h"
#include "lifecycle/git/taskworktrees.h"
#include "models/stores/repositorystore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QDir>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ShipTarget".
struct ShipTargetWords {
    Q_DECLARE_TR_FUNCTIONS(ShipTarget)
};

QString mergeModeKey(const QString &repositoryId)
{
    return QStringLiteral("merge_mode/") + repositoryId;
}

} // namespace

git::MergeMode storedMergeMode(Stores &stores, const QString &repositoryId)
{
    auto stored = stores.settings().value(mergeModeKey(repositoryId));
    return git::mergeModeFromName(stored ? *stored : QString());
}

Status storeMergeMode(Stores &stores, const QString &repositoryId, git::MergeMode mode)
{
    return stores.settings().setValue(mergeModeKey(repositoryId), git::mergeModeName(mode));
}

Expected<ShipTarget> resolveShipTarget(Stores &stores, const QString &taskId)
{
    auto task = stores.tasks().get(taskId);
    if (!task)
        return Error { task.error() };
    auto found = findTaskWorktreesEverywhere(stores, task->title, task->id);
    if (!found)
        return Error { found.error() };
    if (found->worktrees.isEmpty())
        return Error { ShipTargetWords::tr(
            "“%1” has no worktree (it has not run yet, ran in a folder of its own, or was finished)")
                           .arg(task->title) };
    const git::Worktree &worktree = found->worktrees.constFirst();
    ShipTarget target;
    target.taskId = task->id;
    target.taskTitle = task->title;
    target.worktreePath = worktree.path;
    target.repositoryPath = worktree.repositoryPath;
    target.branch = worktree.branch;
    if (target.branch.isEmpty()) // detached while an update from the base rebases it
        target.branch = git::branchBeingRebased(worktree.path);
    if (target.branch.isEmpty())
        return Error { ShipTargetWords::tr("The worktree %1 is not on a branch").arg(worktree.path) };
    const TaskRepositoryMatch repository = matchTaskRepository(stores.database(), *task, target.repositoryPath);
    target.repositoryId = repository.repositoryId;
    target.baseBranch = repository.baseBranch;
    if (!target.repositoryId.isEmpty())
        target.mergeMode = storedMergeMode(stores, target.repositoryId);
    return target;
}

QString remoteCheckoutOf(Stores &stores, const Task &task)
{
    if (auto target = resolveShipTarget(stores, task.id))
        return target->worktreePath;
    if (!task.repositories.isEmpty()) {
        if (auto row = stores.repositories().get(task.repositories.constFirst().repositoryId))
            return row->path;
    }
    return {};
}

} // namespace kandesk
