// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

class Database;

// The pull request made for a task (task_pull_requests; TaskStore reads it into Task). Recording
// one also marks the task updated, so boards that follow the database show it. Safe from any thread.
class PullRequestStore final
{
public:
    explicit PullRequestStore(Database &database)
        : m_database(database)
    { }

    Status record(const QString &taskId, int number, const QString &url, const QString &state);
    // The pull request's checks summed up (pending, passing, failing, or empty); the task is marked
    // updated only when they changed. Yields whether they changed (false: no pull request recorded).
    Expected<bool> recordChecks(const QString &taskId, const QString &state, const QString &summary);

private:
    Database &m_database;
};

} // namespace kandesk
