// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskwaits.h"

#include <algorithm>

namespace kandesk::taskwaits {

namespace {

bool queuedBefore(const Task &a, const Task &b)
{
    return a.queuedAt != b.queuedAt ? a.queuedAt < b.queuedAt : a.position < b.position;
}

} // namespace

Index::Index(const QList<Task> &tasks, const QStringList &doneStepIds)
    : m_tasks(tasks)
    , m_doneStepIds(doneStepIds)
{
    QHash<QString, QList<Task>> queues;
    for (qsizetype i = 0; i < tasks.size(); ++i) {
        const Task &task = tasks.at(i);
        m_byId.insert(task.id, i);
        if (!task.parentTaskId.isEmpty()) {
            Subtasks &subtasks = m_subtasks[task.parentTaskId];
            ++subtasks.count;
            if (doneStepIds.contains(task.workflowStepId))
                ++subtasks.done;
        }
        if (task.queuedAt.isValid() && !task.archived)
            queues[task.workflowStepId].append(task);
    }
    for (QList<Task> &queue : queues) {
        std::sort(queue.begin(), queue.end(), queuedBefore);
        for (qsizetype spot = 0; spot < queue.size(); ++spot)
            m_queueSpots.insert(queue.at(spot).id, int(spot + 1));
    }
}

QList<Task> Index::unfinishedDependencies(const Task &task) const
{
    QList<Task> waiting;
    for (const QString &id : task.dependsOn) {
        const auto found = m_byId.constFind(id);
        if (found == m_byId.cend())
            continue;
        const Task &other = m_tasks.at(*found);
        if (!other.archived && !m_doneStepIds.contains(other.workflowStepId))
            waiting.append(other);
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
    std::sort(queue.begin(), queue.end(), queuedBefore);
    return queue;
}

QString titles(const QList<Task> &tasks)
{
    QStringList quoted;
    for (const Task &task : tasks)
        quoted.append(QStringLiteral("“%1”").arg(task.title));
    return quoted.join(QStringLiteral(", "));
}

} // namespace kandesk::taskwaits
