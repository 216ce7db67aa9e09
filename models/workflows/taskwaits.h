// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QHash>

// What tasks wait for, read from the tasks of their workspace: the engine decides with it, the board
// says it on the cards.
namespace kandesk::taskwaits {

struct Subtasks {
    int count = 0;
    int done = 0;
};

// The workspace's tasks indexed once, so that asking for every task costs one pass over them.
class Index
{
public:
    // Keeps references to both lists: they must outlive the index.
    Index(const QList<Task> &tasks, const QStringList &doneStepIds);

    // The tasks the task depends on that are not Done yet (in the Done step of their workflow), in
    // the order they were named. A dependency archived, or not among the tasks (deleted), is put
    // away and waited for no longer.
    QList<Task> unfinishedDependencies(const Task &task) const;
    // The task's subtasks, and how many of them are Done.
    Subtasks subtasksOf(const QString &taskId) const { return m_subtasks.value(taskId); }
    // The task's place in its step's queue (1: next to start), 0 when it is not queued.
    int queueSpot(const QString &taskId) const { return m_queueSpots.value(taskId); }

private:
    QHash<QString, qsizetype> m_byId;
    const QList<Task> &m_tasks;
    const QStringList &m_doneStepIds;
    QHash<QString, Subtasks> m_subtasks;
    QHash<QString, int> m_queueSpots;
};

// The step's queue: its tasks waiting for a place, first come first (then in board order).
QList<Task> queueOf(const QString &stepId, const QList<Task> &tasks);
// The tasks' titles in quotes, for a sentence: “Add login”, “Fix CI”.
QString titles(const QList<Task> &tasks);

} // namespace kandesk::taskwaits
