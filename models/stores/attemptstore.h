// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace kandesk {

class Database;

// One attempt of a task: a task of its own (its own worktree from the same base, its own agent)
// that tries what the task asks, numbered from 1 among the task's attempts.
struct TaskAttemptRow {
    QString taskId;
    QString attemptOf;
    int number = 0;
    QString prompt; // what every attempt of the round was asked
    QDateTime createdAt;
    QDateTime keptAt; // valid once kept: its work is the task's own now and its own task is gone
};

// The attempts of tasks (task_attempts). Safe from any thread.
class AttemptStore final
{
public:
    explicit AttemptStore(Database &database)
        : m_database(database)
    {
    }

    // Records taskId as attemptOf's next attempt.
    Expected<TaskAttemptRow> add(const QString &attemptOf, const QString &taskId, const QString &prompt);
    // The task's attempts, by number.
    Expected<QList<TaskAttemptRow>> attemptsOf(const QString &attemptOf) const;
    // What taskId is an attempt of, if it is one.
    Expected<std::optional<TaskAttemptRow>> find(const QString &taskId) const;
    Status remove(const QString &taskId);
    // Keeps the attempt: in one transaction its sessions (their workspace folder fromFolder… now
    // toFolder…), review comments and pull request become the task's, it is marked kept and its
    // own task row goes.
    Status handOver(const TaskAttemptRow &attempt, const QString &fromFolder, const QString &toFolder);

private:
    Database &m_database;
};

} // namespace kandesk
