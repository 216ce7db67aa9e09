// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

// What a task waits for, read from the tasks of its workspace: the engine decides with it, the board
// says it on the card.
namespace kandesk::taskwaits {

// The tasks the task depends on that are not Done yet (in the Done step of their workflow), in the
// order they were named. A dependency archived, or not among `tasks` (deleted), is put away and
// waited for no longer.
QList<Task> unfinishedDependencies(const Task &task, const QList<Task> &tasks, const QStringList &doneStepIds);
// The step's queue: its tasks waiting for a place, first come first.
QList<Task> queueOf(const QString &stepId, const QList<Task> &tasks);
// The task's subtasks, and how many of them are Done.
struct Subtasks {
    int count = 0;
    int done = 0;
};
Subtasks subtasksOf(const QString &taskId, const QList<Task> &tasks, const QStringList &doneStepIds);
// The tasks' titles in quotes, for a sentence: “Add login”, “Fix CI”.
QString titles(const QList<Task> &tasks);

} // namespace kandesk::taskwaits
