// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskstore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"
#include "models/stores/workflowstore.h"
#include "models/workflows/workflowsteps.h"

#include <QCoreApplication>
#include <QHash>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskStoreWords".
struct TaskStoreWords {
    Q_DECLARE_TR_FUNCTIONS(TaskStoreWords)
};


const QString kTaskColumns = QStringLiteral(
    "id, workspace_id, workflow_step_id, title, description, state, position, agent_profile_id, "
    "executor_profile_id, is_ephemeral, archived, branch, changed_file_count, created_at, updated_at, parent_task_id, "
    "queued_at");

// The task's columns as read, with its pull request's (task_pull_requests) and its issue's
// (task_issues) after them.
QString selectColumns()
{
    QStringList columns = kTaskColumns.split(QStringLiteral(", "));
    for (QString &column : columns)
        column.prepend(QStringLiteral("t."));
    return columns.join(QStringLiteral(", ")) + QStringLiteral(", p.number, p.url, p.state, p.checks_state, p.checks_summary, i.issue_ref, i.url");
}

Task taskFrom(const QSqlQuery &q)
{
    Task t;
    t.id = q.value(0).toString();
    t.workspaceId = q.value(1).toString();
    t.workflowStepId = q.value(2).toString();
    t.title = q.value(3).toString();
    t.description = q.value(4).toString();
    t.state = q.value(5).toString();
    t.position = q.value(6).toDouble();
    t.agentProfileId = q.value(7).toString();
    t.executorProfileId = q.value(8).toString();
    t.ephemeral = q.value(9).toBool();
    t.archived = q.value(10).toBool();
    t.branch = q.value(11).toString();
    t.changedFileCount = q.value(12).toInt();
    t.createdAt = sql::fromStored(q.value(13));
    t.updatedAt = sql::fromStored(q.value(14));
    t.parentTaskId = q.value(15).toString();
    t.queuedAt = sql::fromStored(q.value(16));
    t.pullRequestNumber = q.value(17).toInt();
    t.pullRequestUrl = q.value(18).toString();
    t.pullRequestState = q.value(19).toString();
    t.pullRequestChecks = q.value(20).toString();
    t.pullRequestChecksSummary = q.value(21).toString();
    t.issueRef = q.value(22).toString();
    t.issueUrl = q.value(23).toString();
    return t;
}

// Repositories of the selected tasks, keyed by task id.
Expected<QHash<QString, QList<TaskRepository>>> repositoriesOf(const QSqlDatabase &db, const QString &where,
                                                                 const QVariantList &values)
{
    auto q = sql::run(db,
                      QStringLiteral("SELECT tr.task_id, tr.repository_id, tr.base_branch, tr.position "
                                     "FROM task_repositories tr JOIN tasks t ON t.id = tr.task_id WHERE ")
                          + where + QStringLiteral(" ORDER BY tr.task_id, tr.position"),
                      values);
    if (!q)
        return Error{q.error()};
    QHash<QString, QList<TaskRepository>> result;
    while (q->next())
        result[q->value(0).toString()].append({q->value(1).toString(), q->value(2).toString(), q->value(3).toInt()});
    return result;
}

// What the selected tasks wait for, keyed by task id.
Expected<QHash<QString, QStringList>> dependenciesOf(const QSqlDatabase &db, const QString &where, const QVariantList &values)
{
    auto q = sql::run(db,
                      QStringLiteral("SELECT d.task_id, d.depends_on_task_id FROM task_dependencies d "
                                     "JOIN tasks t ON t.id = d.task_id WHERE ")
                          + where + QStringLiteral(" ORDER BY d.task_id, d.rowid"),
                      values);
    if (!q)
        return Error{q.error()};
    QHash<QString, QStringList> result;
    while (q->next())
        result[q->value(0).toString()].append(q->value(1).toString());
    return result;
}

Expected<QList<Task>> selectTasks(const QSqlDatabase &db, const QString &where, const QVariantList &values,
                                  const QString &order)
{
    auto q = sql::run(db, QStringLiteral("SELECT ") + selectColumns() + QStringLiteral(" FROM tasks t LEFT JOIN task_pull_requests p ON p.task_id = t.id "
                                                                  "LEFT JOIN task_issues i ON i.task_id = t.id WHERE ") + where
                              + QStringLiteral(" ORDER BY ") + order,
                      values);
    if (!q)
        return Error{q.error()};
    QList<Task> tasks;
    while (q->next())
        tasks.append(taskFrom(*q));
    auto repositories = repositoriesOf(db, where, values);
    if (!repositories)
        return Error{repositories.error()};
    auto dependencies = dependenciesOf(db, where, values);
    if (!dependencies)
        return Error{dependencies.error()};
    for (Task &task : tasks) {
        task.repositories = repositories->value(task.id);
        task.dependsOn = dependencies->value(task.id);
    }
    return tasks;
}

} // namespace

Expected<QList<Task>> TaskStore::list(const QString &workspaceId, bool includeArchived) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    const QString where = includeArchived ? QStringLiteral("t.workspace_id = ? AND t.is_ephemeral = 0")
                                          : QStringLiteral("t.workspace_id = ? AND t.is_ephemeral = 0 AND t.archived = 0");
    return selectTasks(*db, where, {workspaceId}, QStringLiteral("t.workflow_step_id, t.position, t.created_at"));
}

Expected<Task> TaskStore::get(const QString &id) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto tasks = selectTasks(*db, QStringLiteral("t.id = ?"), {id}, QStringLiteral("t.id"));
    if (!tasks)
        return Error{tasks.error()};
    if (tasks->isEmpty())
        return Error{TaskStoreWords::tr("task %1 does not exist").arg(id)};
    return tasks->constFirst();
}

Expected<QStringList> TaskStore::doneStepIds(const QString &workspaceId) const
{
    auto workflows = WorkflowStore(m_database).list(workspaceId);
    if (!workflows)
        return Error{workflows.error()};
    QStringList ids;
    for (const Workflow &workflow : std::as_const(*workflows)) {
        if (const WorkflowStep *done = workflowsteps::doneStep(workflow.steps))
            ids.append(done->id);
    }
    return ids;
}

Expected<Task> TaskStore::create(Task task)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return Error{s.error()};
    if (auto s = insert(*db, task); !s)
        return Error{s.error()};
    if (auto s = tx.commit(); !s)
        return Error{s.error()};
    return task;
}

Expected<QList<Task>> TaskStore::createMany(QList<Task> tasks)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    if (auto s = sql::insertEach(*db, tasks, [this](const QSqlDatabase &connection, Task &task) { return insert(connection, task); });
        !s)
        return Error{s.error()};
    return tasks;
}

Status TaskStore::insert(const QSqlDatabase &db, Task &task)
{
    if (task.title.trimmed().isEmpty())
        return Error{TaskStoreWords::tr("a task needs a title")};
    if (task.id.isEmpty())
        task.id = sql::newId();
    if (task.workflowStepId.isEmpty() && !task.ephemeral) {
        auto first = sql::run(db,
                              QStringLiteral("SELECT s.id FROM workflow_steps s JOIN workflows w ON w.id = s.workflow_id "
                                             "WHERE w.workspace_id = ? ORDER BY w.rowid, s.position LIMIT 1"),
                              {task.workspaceId});
        if (!first)
            return Error{first.error()};
        if (first->next())
            task.workflowStepId = first->value(0).toString();
    }
    auto last = sql::run(db,
                         QStringLiteral("SELECT COALESCE(MAX(position), 0) FROM tasks WHERE workspace_id = ? "
                                        "AND workflow_step_id IS ?"),
                         {task.workspaceId, sql::nullIfEmpty(task.workflowStepId)});
    if (!last)
        return Error{last.error()};
    task.position = last->next() ? last->value(0).toDouble() + 1 : 1;
    const qint64 now = sql::nowStored();
    task.createdAt = task.updatedAt = QDateTime::fromMSecsSinceEpoch(now, Qt::UTC);
    auto status = sql::exec(db,
                            QStringLiteral("INSERT INTO tasks (") + kTaskColumns
                                + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                            {task.id, task.workspaceId, sql::nullIfEmpty(task.workflowStepId), task.title.trimmed(),
                             task.description, task.state, task.position, sql::nullIfEmpty(task.agentProfileId),
                             sql::nullIfEmpty(task.executorProfileId), task.ephemeral ? 1 : 0, task.archived ? 1 : 0,
                             task.branch, task.changedFileCount, now, now, sql::nullIfEmpty(task.parentTaskId),
                             task.queuedAt.isValid() ? QVariant(sql::toStored(task.queuedAt)) : QVariant()});
    if (!status)
        return status;
    if (auto s = sql::exec(db, QStringLiteral("UPDATE tasks SET step_entered_at = ? WHERE id = ?"), {now, task.id}); !s)
        return s;
    if (auto s = writeRepositories(task.id, task.repositories); !s)
        return s;
    if (auto s = writeDependencies(db, task); !s)
        return s;
    task.title = task.title.trimmed();
    return {};
}

Status TaskStore::update(const Task &task)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return s;
    auto q = sql::run(*db,
                      QStringLiteral("UPDATE tasks SET step_entered_at = CASE WHEN workflow_step_id IS ? THEN step_entered_at ELSE ? END, "
                                     "workflow_step_id = ?, title = ?, description = ?, state = ?, "
                                     "position = ?, agent_profile_id = ?, executor_profile_id = ?, is_ephemeral = ?, "
                                     "archived = ?, branch = ?, changed_file_count = ?, parent_task_id = ?, updated_at = ? WHERE id = ?"),
                      {sql::nullIfEmpty(task.workflowStepId), sql::nowStored(), sql::nullIfEmpty(task.workflowStepId), task.title,
                       task.description, task.state, task.position, sql::nullIfEmpty(task.agentProfileId),
                       sql::nullIfEmpty(task.executorProfileId), task.ephemeral ? 1 : 0, task.archived ? 1 : 0, task.branch,
                       task.changedFileCount, sql::nullIfEmpty(task.parentTaskId), sql::nowStored(), task.id});
    if (!q)
        return Error{q.error()};
    if (sql::changedRows(*q) == 0)
        return Error{TaskStoreWords::tr("task %1 does not exist").arg(task.id)};
    if (auto s = sql::exec(*db, QStringLiteral("DELETE FROM task_repositories WHERE task_id = ?"), {task.id}); !s)
        return s;
    if (auto s = writeRepositories(task.id, task.repositories); !s)
        return s;
    if (auto s = writeDependencies(*db, task); !s)
        return s;
    return tx.commit();
}

Status TaskStore::writeDependencies(const QSqlDatabase &db, const Task &task)
{
    if (auto s = sql::exec(db, QStringLiteral("DELETE FROM task_dependencies WHERE task_id = ?"), {task.id}); !s)
        return s;
    for (const QString &other : task.dependsOn) {
        if (other == task.id)
            return Error{TaskStoreWords::tr("a task cannot wait for itself")};
        auto found = sql::run(db, QStringLiteral("SELECT workspace_id FROM tasks WHERE id = ?"), {other});
        if (!found)
            return Error{found.error()};
        if (!found->next() || found->value(0).toString() != task.workspaceId)
            return Error{TaskStoreWords::tr("task %1 does not exist in this workspace").arg(other)};
        // A circle: the other task already waits, directly or through others, for this one.
        auto circle = sql::run(db,
                               QStringLiteral("WITH RECURSIVE waits(id) AS (SELECT ? UNION SELECT d.depends_on_task_id "
                                              "FROM task_dependencies d JOIN waits w ON d.task_id = w.id) "
                                              "SELECT 1 FROM waits WHERE id = ?"),
                               {other, task.id});
        if (!circle)
            return Error{circle.error()};
        if (circle->next())
            return Error{TaskStoreWords::tr("task %1 already waits for this one: they would wait for each other forever").arg(other)};
        if (auto s = sql::exec(db, QStringLiteral("INSERT OR IGNORE INTO task_dependencies (task_id, depends_on_task_id) VALUES (?, ?)"),
                               {task.id, other});
            !s)
            return s;
    }
    return {};
}

Status TaskStore::writeRepositories(const QString &taskId, const QList<TaskRepository> &repositories)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    int position = 0;
    for (const TaskRepository &repository : repositories) {
        if (auto s = sql::exec(*db,
                               QStringLiteral("INSERT INTO task_repositories (task_id, repository_id, base_branch, position) "
                                              "VALUES (?, ?, ?, ?)"),
                               {taskId, repository.repositoryId, repository.baseBranch, position++});
            !s)
            return s;
    }
    return {};
}

namespace {

Status updateTask(Database &database, const QString &taskId, const QString &assignments, QVariantList values)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    values.append(sql::nowStored());
    values.append(taskId);
    auto q = sql::run(*db, QStringLiteral("UPDATE tasks SET ") + assignments + QStringLiteral(", updated_at = ? WHERE id = ?"),
                      values);
    if (!q)
        return Error{q.error()};
    if (sql::changedRows(*q) == 0)
        return Error{TaskStoreWords::tr("task %1 does not exist").arg(taskId)};
    return {};
}

} // namespace

Status TaskStore::move(const QString &taskId, const QString &stepId, double position)
{
    return updateTask(m_database, taskId,
                     QStringLiteral("step_entered_at = CASE WHEN workflow_step_id IS ? THEN step_entered_at ELSE ? END, "
                                    "workflow_step_id = ?, position = ?"),
                     {sql::nullIfEmpty(stepId), sql::nowStored(), sql::nullIfEmpty(stepId), position});
}

Status TaskStore::setArchived(const QString &taskId, bool archived)
{
    return updateTask(m_database, taskId, QStringLiteral("archived = ?"), {archived ? 1 : 0});
}

Expected<QStringList> TaskStore::dueForArchive(const QDateTime &now) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT t.id FROM tasks t JOIN workflow_steps s ON s.id = t.workflow_step_id "
                                     "WHERE t.archived = 0 AND t.is_ephemeral = 0 AND s.auto_archive_after_hours > 0 "
                                     "AND COALESCE(t.step_entered_at, t.updated_at) + s.auto_archive_after_hours * 3600000 <= ? "
                                     "AND NOT EXISTS (SELECT 1 FROM task_sessions x WHERE x.task_id = t.id "
                                     "AND x.state IN ('STARTING', 'RUNNING')) ORDER BY t.step_entered_at"),
                      {sql::toStored(now)});
    if (!q)
        return Error{q.error()};
    QStringList ids;
    while (q->next())
        ids.append(q->value(0).toString());
    return ids;
}

Status TaskStore::setQueued(const QString &taskId, bool queued)
{
    return updateTask(m_database, taskId, QStringLiteral("queued_at = ?"), {queued ? QVariant(sql::nowStored()) : QVariant()});
}

Status TaskStore::setStepActionsDue(const QString &taskId, const QString &fromStepId)
{
    if (fromStepId.isEmpty()) {
        auto db = m_database.connection();
        if (!db)
            return Error{db.error()};
        return sql::exec(*db, QStringLiteral("UPDATE tasks SET step_actions_due_from = NULL WHERE id = ? AND step_actions_due_from IS NOT NULL"),
                         {taskId});
    }
    return updateTask(m_database, taskId, QStringLiteral("step_actions_due_from = COALESCE(step_actions_due_from, ?)"),
                     {fromStepId});
}

Expected<QList<std::pair<QString, QString>>> TaskStore::claimDueStepActions()
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    const QString dueTasks = QStringLiteral("SELECT id, step_actions_due_from FROM tasks "
                                            "WHERE step_actions_due_from IS NOT NULL ORDER BY updated_at");
    {
        // Nothing due, the usual case, takes no write lock.
        auto any = sql::run(*db, dueTasks);
        if (!any)
            return Error{any.error()};
        if (!any->next())
            return QList<std::pair<QString, QString>>{};
    }
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return Error{s.error()};
    auto q = sql::run(*db, dueTasks);
    if (!q)
        return Error{q.error()};
    QList<std::pair<QString, QString>> due;
    while (q->next())
        due.append({q->value(0).toString(), q->value(1).toString()});
    q->finish();
    // Claimed without touching updated_at: the board has nothing new to show for it.
    if (auto s = sql::exec(*db, QStringLiteral("UPDATE tasks SET step_actions_due_from = NULL WHERE step_actions_due_from IS NOT NULL"));
        !s)
        return Error{s.error()};
    if (auto s = tx.commit(); !s)
        return Error{s.error()};
    return due;
}

Status TaskStore::setCleanupStarted(const QString &taskId, bool started)
{
    return updateTask(m_database, taskId, QStringLiteral("cleanup_started_at = ?"),
                     {started ? QVariant(sql::nowStored()) : QVariant(0)});
}

Expected<bool> TaskStore::cleanupStarted(const QString &taskId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT cleanup_started_at FROM tasks WHERE id = ?"), {taskId});
    if (!q)
        return Error{q.error()};
    return q->next() && q->value(0).toLongLong() != 0;
}

Expected<int> TaskStore::countUsing(Use use, const QString &id) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    QString statement;
    switch (use) {
    case Use::Repository:
        statement = QStringLiteral("SELECT count(DISTINCT task_id) FROM task_repositories WHERE repository_id = ?");
        break;
    case Use::AgentProfile:
        statement = QStringLiteral("SELECT count(*) FROM tasks WHERE agent_profile_id = ?");
        break;
    case Use::ExecutorProfile:
        statement = QStringLiteral("SELECT count(*) FROM tasks WHERE executor_profile_id = ?");
        break;
    }
    auto q = sql::run(*db, statement, {id});
    if (!q)
        return Error{q.error()};
    return q->next() ? q->value(0).toInt() : 0;
}

Expected<std::optional<Task>> TaskStore::find(const QString &id) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto tasks = selectTasks(*db, QStringLiteral("t.id = ?"), {id}, QStringLiteral("t.id"));
    if (!tasks)
        return Error{tasks.error()};
    if (tasks->isEmpty())
        return std::optional<Task>();
    return std::optional<Task>(tasks->constFirst());
}

Status TaskStore::setChangedFileCount(const QString &taskId, int count)
{
    return updateTask(m_database, taskId, QStringLiteral("changed_file_count = ?"), {count});
}

Status TaskStore::setBranch(const QString &taskId, const QString &branch)
{
    return updateTask(m_database, taskId, QStringLiteral("branch = ?"), {branch});
}

Status TaskStore::touch(const QString &taskId)
{
    return updateTask(m_database, taskId, QStringLiteral("id = id"), {});
}

Status TaskStore::remove(const QString &taskId)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM tasks WHERE id = ?"), {taskId});
}

Expected<QList<Task>> TaskStore::quickChats(const QString &workspaceId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return selectTasks(*db, QStringLiteral("t.workspace_id = ? AND t.is_ephemeral = 1"), {workspaceId},
                       QStringLiteral("t.updated_at DESC"));
}

Expected<QList<Task>> TaskStore::ephemeralInactiveSince(const QDateTime &cutoff) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    // Activity is the later of the task's own update and its sessions' last state change.
    return selectTasks(*db,
                       QStringLiteral("t.is_ephemeral = 1 AND t.updated_at < ? AND NOT EXISTS "
                                      "(SELECT 1 FROM task_sessions s WHERE s.task_id = t.id AND s.updated_at >= ?)"),
                       {sql::toStored(cutoff), sql::toStored(cutoff)}, QStringLiteral("t.updated_at"));
}

} // namespace kandesk
