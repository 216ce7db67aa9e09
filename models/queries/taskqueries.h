// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <optional>

namespace kandesk {

// What may be read about tasks (TaskStore implements it; the front ends get only this).
class TaskQueries
{
public:
    virtual ~TaskQueries() = default;

    // The workspace's board tasks in order (step, then position); archived ones only if asked.
    // Quick chats are not board tasks: see quickChats().
    virtual Expected<QList<Task>> list(const QString &workspaceId, bool includeArchived = false) const = 0;
    virtual Expected<Task> get(const QString &id) const = 0;
    // The task, nullopt when it does not exist (get() calls that an error).
    virtual Expected<std::optional<Task>> find(const QString &id) const = 0;
    // The Done column of each of the workspace's workflows (a step named Done, else the last).
    virtual Expected<QStringList> doneStepIds(const QString &workspaceId) const = 0;
    // Whether the task's clean-up (its deletion) has started; false for a task that does not exist.
    virtual Expected<bool> cleanupStarted(const QString &taskId) const = 0;
    // How many tasks (quick chats and archived ones too) use a repository, an agent profile or an
    // executor profile: what Settings names before deleting one.
    enum class Use { Repository, AgentProfile, ExecutorProfile };
    virtual Expected<int> countUsing(Use use, const QString &id) const = 0;
    // The quick chats (ephemeral tasks) of a workspace, most recently active first.
    virtual Expected<QList<Task>> quickChats(const QString &workspaceId) const = 0;
    // Quick chats (ephemeral tasks) with no activity since the cut-off.
    virtual Expected<QList<Task>> ephemeralInactiveSince(const QDateTime &cutoff) const = 0;
};

} // namespace kandesk
