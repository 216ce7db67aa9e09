// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/taskqueries.h"
#include "models/types.h"

class QSqlDatabase;

namespace kandesk {

class Database;

// Tasks with their repositories. Multi-row changes run in one transaction. Safe from any thread.
class TaskStore final : public TaskQueries
{
public:
    explicit TaskStore(Database &database) : m_database(database) {}

    Expected<QList<Task>> list(const QString &workspaceId, bool includeArchived = false) const override;
    Expected<Task> get(const QString &id) const override;
    Expected<QStringList> doneStepIds(const QString &workspaceId) const override;
    // Creates the task: an empty id gets a fresh one, an empty step is the workflow's first step,
    // and the task goes to the end of its column. Returns the task as stored.
    Expected<Task> create(Task task);
    // Creates many tasks in one transaction (imports, benchmarks); all or none. Returns them as stored.
    Expected<QList<Task>> createMany(QList<Task> tasks);
    // Writes every field and replaces the repositories.
    Status update(const Task &task);
    // Moves the task to a column at a position (fractional positions keep neighbours untouched).
    Status move(const QString &taskId, const QString &stepId, double position);
    Status setArchived(const QString &taskId, bool archived);
    // The tasks that have been in a step with auto-archive (auto_archive_after_hours) that long by
    // `now`, with no agent at work, the longest there first. A move to another step starts the count
    // again.
    Expected<QStringList> dueForArchive(const QDateTime &now) const;
    // Puts the task in its step's queue (now) or takes it out.
    Status setQueued(const QString &taskId, bool queued);
    // The steps' actions of the task's last move are left to another Kandesk, from the step it left
    // (kept when some are due already: the task left that step first); an empty fromStepId says they
    // run here, clearing what was due.
    Status setStepActionsDue(const QString &taskId, const QString &fromStepId);
    // The tasks whose steps' actions are due, each with the step it left, claimed in one
    // transaction: of two Kandesks that ask, one gets each task.
    Expected<QList<std::pair<QString, QString>>> claimDueStepActions();
    Status setChangedFileCount(const QString &taskId, int count);
    // The branch the task's newest session works on (shown on its card).
    Status setBranch(const QString &taskId, const QString &branch);
    // Marks activity so a quick chat is not swept while in use.
    Status touch(const QString &taskId);
    // Removes the task with its sessions and transcripts.
    Status remove(const QString &taskId);
    // The task's clean-up (its deletion) has started: launches for it roll back at registration.
    // Cleared when the deletion fails and the task stays.
    Status setCleanupStarted(const QString &taskId, bool started);
    Expected<bool> cleanupStarted(const QString &taskId) const override;
    Expected<int> countUsing(Use use, const QString &id) const override;
    Expected<std::optional<Task>> find(const QString &id) const override;

    Expected<QList<Task>> quickChats(const QString &workspaceId) const override;
    Expected<QList<Task>> ephemeralInactiveSince(const QDateTime &cutoff) const override;

private:
    Status insert(const QSqlDatabase &db, Task &task);
    Status writeRepositories(const QString &taskId, const QList<TaskRepository> &repositories);
    // Replaces what the task waits for; refuses the task itself, a task of another workspace and a
    // circle (a task that waits, through others, for this one).
    Status writeDependencies(const QSqlDatabase &db, const Task &task);

    Database &m_database;
};

} // namespace kandesk
