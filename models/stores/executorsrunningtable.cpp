// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "executorsrunningtable.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/sqlhelpers.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ExecutorsRunningTableWords".
struct ExecutorsRunningTableWords {
    Q_DECLARE_TR_FUNCTIONS(ExecutorsRunningTableWords)
};

} // namespace

bool executionIsUp(const ExecutorRunning &row)
{
    return row.status == ExecutorRunningStatus::Starting || row.status == ExecutorRunningStatus::Ready
        || row.status == ExecutorRunningStatus::Running;
}

namespace {

const QString kExecutorRunningColumns = QStringLiteral(
    "session_id, task_id, execution_id, executor_type, runtime, status, resumable, agentctl_url, agentctl_port, pid, "
    "workspace_path, acp_session_id, metadata, updated_at, execution_profile_id, resume_token");

ExecutorRunning rowFrom(const QSqlQuery &q)
{
    ExecutorRunning r;
    r.sessionId = q.value(0).toString();
    r.taskId = q.value(1).toString();
    r.executionId = q.value(2).toString();
    r.executorType = q.value(3).toString();
    r.runtime = q.value(4).toString();
    r.status = q.value(5).toString();
    r.resumable = q.value(6).toBool();
    r.agentctlUrl = q.value(7).toString();
    r.agentctlPort = q.value(8).toInt();
    r.pid = q.value(9).toLongLong();
    r.workspacePath = q.value(10).toString();
    r.acpSessionId = q.value(11).toString();
    r.metadataJson = q.value(12).toString();
    r.updatedAt = sql::fromStored(q.value(13));
    r.executionProfileId = q.value(14).toString();
    r.resumeToken = q.value(15).toString();
    return r;
}

Expected<QList<ExecutorRunning>> selectExecutorsRunning(Database &database, const QString &where, const QVariantList &values)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT ") + kExecutorRunningColumns + QStringLiteral(" FROM executors_running") + where
                          + QStringLiteral(" ORDER BY updated_at, session_id"),
                      values);
    if (!q)
        return Error{q.error()};
    QList<ExecutorRunning> result;
    while (q->next())
        result.append(rowFrom(*q));
    return result;
}

Status updateExecutorRunning(Database &database, const QString &sessionId, const QString &assignments, QVariantList values)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    values.append(sql::nowStored());
    values.append(sessionId);
    auto q = sql::run(*db,
                      QStringLiteral("UPDATE executors_running SET ") + assignments
                          + QStringLiteral(", updated_at = ? WHERE session_id = ?"),
                      values);
    if (!q)
        return Error{q.error()};
    if (sql::changedRows(*q) == 0)
        return Error{ExecutorsRunningTableWords::tr("no execution is registered for session %1").arg(sessionId)};
    return {};
}

} // namespace

Status ExecutorsRunningTable::upsert(const ExecutorRunning &row)
{
    if (row.sessionId.isEmpty())
        return Error{ExecutorsRunningTableWords::tr("an execution registration needs a session id")};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db,
                     QStringLiteral("INSERT OR REPLACE INTO executors_running (") + kExecutorRunningColumns
                         + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     {row.sessionId, row.taskId, row.executionId, row.executorType, row.runtime, row.status,
                      row.resumable ? 1 : 0, row.agentctlUrl, row.agentctlPort, row.pid, row.workspacePath,
                      row.acpSessionId, row.metadataJson.isEmpty() ? QStringLiteral("{}") : row.metadataJson,
                      sql::nowStored(), row.executionProfileId, row.resumeToken});
}

Expected<ExecutorRunning> ExecutorsRunningTable::get(const QString &sessionId) const
{
    auto rows = selectExecutorsRunning(m_database, QStringLiteral(" WHERE session_id = ?"), {sessionId});
    if (!rows)
        return Error{rows.error()};
    if (rows->isEmpty())
        return Error{ExecutorsRunningTableWords::tr("no execution is registered for session %1").arg(sessionId)};
    return rows->constFirst();
}

Expected<std::optional<ExecutorRunning>> ExecutorsRunningTable::find(const QString &sessionId) const
{
    auto rows = selectExecutorsRunning(m_database, QStringLiteral(" WHERE session_id = ?"), {sessionId});
    if (!rows)
        return Error{rows.error()};
    if (rows->isEmpty())
        return std::optional<ExecutorRunning>();
    return std::optional<ExecutorRunning>(rows->constFirst());
}

Expected<bool> ExecutorsRunningTable::exists(const QString &sessionId) const
{
    auto rows = selectExecutorsRunning(m_database, QStringLiteral(" WHERE session_id = ?"), {sessionId});
    if (!rows)
        return Error{rows.error()};
    return !rows->isEmpty();
}

Expected<QList<ExecutorRunning>> ExecutorsRunningTable::list() const
{
    return selectExecutorsRunning(m_database, {}, {});
}

Expected<QList<ExecutorRunning>> ExecutorsRunningTable::listForTask(const QString &taskId) const
{
    return selectExecutorsRunning(m_database, QStringLiteral(" WHERE task_id = ?"), {taskId});
}

Status ExecutorsRunningTable::setStatus(const QString &sessionId, const QString &status)
{
    return updateExecutorRunning(m_database, sessionId, QStringLiteral("status = ?"), {status});
}

Status ExecutorsRunningTable::markResumable(const QString &sessionId, const QString &status)
{
    return updateExecutorRunning(m_database, sessionId, QStringLiteral("status = ?, resumable = 1"), {status});
}

Status ExecutorsRunningTable::markStopped(const QString &sessionId)
{
    return updateExecutorRunning(m_database, sessionId, QStringLiteral("status = ?"), {QString(ExecutorRunningStatus::Stopped)});
}

Status ExecutorsRunningTable::remove(const QString &sessionId)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM executors_running WHERE session_id = ?"), {sessionId});
}

} // namespace kandesk
