// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskwaits.h"

#include <QHash>

#include <algorithm>

namespace kandesk::taskwaits {

QList<Task> unfinishedDependencies(const Task &task, const QList<Task> &tasks, const QStringList &doneStepIds)
{
    QList<Task> waiting;
    for (const QString &id : task.dependsOn) {
        const auto found = std::find_if(tasks.cbegin(), tasks.cend(), [&](const Task &other) { return other.id == id; });
        if (found != tasks.cend() && !found->archived && !doneStepIds.contains(found->workflowStepId))
            waiting.append(*found);
    }
    return waiting;
}

QList<Task> queueOf(const QString &stepId, const QList<Task> &tasks)
{
    QList<Task> queue;
    for (const Task &task : tasks) {
        if (task.workflowStepId == stepId && task.queuedAt.isValid() && !task.archived)
            queue.append(task);
    }
    std::stable_sort(queue.begin(), queue.end(), [](const Task &a, const Task &b) { return a.queuedAt < b.queuedAt; });
    return queue;
}

Subtasks subtasksOf(const QString &taskId, const QList<Task> &tasks, const QStringList &doneStepIds)
{
    Subtasks subtasks;
    for (const Task &task : tasks) {
        if (task.parentTaskId != taskId)
            continue;
        ++subtasks.count;
        if (doneStepIds.contains(task.workflowStepId))
            ++subtasks.done;
    }
    return subtasks;
}

QString titles(const QList<Task> &tasks)
{
    QStringList quoted;
    for (const Task &task : tasks)
        quoted.append(QStringLiteral("“%1”").arg(task.title));
    return quoted.join(QStringLiteral(", "));
}

} // namespace kandesk::taskwaits
