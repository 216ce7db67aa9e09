// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionstore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SessionStoreWords".
struct SessionStoreWords {
    Q_DECLARE_TR_FUNCTIONS(SessionStoreWords)
};


const QString kSessionColumns = QStringLiteral(
    "id, task_id, state, agent_profile_id, executor_profile_id, acp_session_id, workspace_path, branch, "
    "error_message, started_at, updated_at, ended_at");
// What a read takes besides: the flag the runner keeps while the session runs (never inserted).
const QString kReadColumns = kSessionColumns + QStringLiteral(", awaiting_permission");

TaskSession sessionFrom(const QSqlQuery &q)
{
    TaskSession s;
    s.id = q.value(0).toString();
    s.taskId = q.value(1).toString();
    s.state = sessionStateFromName(q.value(2).toString()).value_or(SessionState::Failed);
    s.agentProfileId = q.value(3).toString();
    s.executorProfileId = q.value(4).toString();
    s.acpSessionId = q.value(5).toString();
    s.workspacePath = q.value(6).toString();
    s.branch = q.value(7).toString();
    s.errorMessage = q.value(8).toString();
    s.startedAt = sql::fromStored(q.value(9));
    s.updatedAt = sql::fromStored(q.value(10));
    s.endedAt = sql::fromStored(q.value(11));
    s.awaitingPermission = q.value(12).toBool();
    return s;
}

Expected<QList<TaskSession>> selectSessions(Database &database, const QString &where, const QVariantList &values)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT ") + kReadColumns + QStringLiteral(" FROM task_sessions WHERE ") + where
                          + QStringLiteral(" ORDER BY started_at, rowid"),
                      values);
    if (!q)
        return Error{q.error()};
    QList<TaskSession> result;
    while (q->next())
        result.append(sessionFrom(*q));
    return result;
}

Status updateSession(Database &database, const QString &id, const QString &assignments, QVariantList values)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    values.append(sql::nowStored());
    values.append(id);
    auto q = sql::run(*db,
                      QStringLiteral("UPDATE task_sessions SET ") + assignments + QStringLiteral(", updated_at = ? WHERE id = ?"),
                      values);
    if (!q)
        return Error{q.error()};
    if (sql::changedRows(*q) == 0)
        return Error{SessionStoreWords::tr("session %1 does not exist").arg(id)};
    return {};
}


Status insertSession(const QSqlDatabase &db, TaskSession &session)
{
    if (session.id.isEmpty())
        session.id = sql::newId();
    const qint64 now = sql::nowStored();
    session.startedAt = session.updatedAt = QDateTime::fromMSecsSinceEpoch(now, Qt::UTC);
    session.endedAt = isTerminal(session.state) ? session.startedAt : QDateTime();
    return sql::exec(db,
                     QStringLiteral("INSERT INTO task_sessions (") + kSessionColumns
                         + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     {session.id, session.taskId, sessionStateName(session.state), sql::nullIfEmpty(session.agentProfileId),
                      sql::nullIfEmpty(session.executorProfileId), session.acpSessionId, session.workspacePath, session.branch,
                      session.errorMessage, now, now,
                      session.endedAt.isValid() ? QVariant(now) : QVariant(QMetaType::fromType<qint64>())});
}

} // namespace

Expected<TaskSession> SessionStore::create(TaskSession session)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    if (auto status = insertSession(*db, session); !status)
        return Error{status.error()};
    return session;
}

Expected<QList<TaskSession>> SessionStore::createMany(QList<TaskSession> sessions)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    if (auto s = sql::insertEach(*db, sessions, insertSession); !s)
        return Error{s.error()};
    return sessions;
}

Expected<TaskSession> SessionStore::get(const QString &id) const
{
    auto sessions = selectSessions(m_database, QStringLiteral("id = ?"), {id});
    if (!sessions)
        return Error{sessions.error()};
    if (sessions->isEmpty())
        return Error{SessionStoreWords::tr("session %1 does not exist").arg(id)};
    return sessions->constFirst();
}

Expected<std::optional<TaskSession>> SessionStore::findByAcpSessionId(const QString &acpSessionId) const
{
    auto sessions = selectSessions(m_database, QStringLiteral("acp_session_id = ?"), {acpSessionId});
    if (!sessions)
        return Error{sessions.error()};
    if (sessions->isEmpty())
        return std::optional<TaskSession>{};
    return std::optional<TaskSession>{sessions->constFirst()};
}

Expected<SessionState> SessionStore::state(const QString &id) const
{
    auto session = get(id);
    if (!session)
        return Error{session.error()};
    return session->state;
}

Expected<QList<TaskSession>> SessionStore::listForTask(const QString &taskId) const
{
    return selectSessions(m_database, QStringLiteral("task_id = ?"), {taskId});
}

Expected<TaskSession> SessionStore::latestForTask(const QString &taskId) const
{
    auto sessions = listForTask(taskId);
    if (!sessions)
        return Error{sessions.error()};
    if (sessions->isEmpty())
        return Error{SessionStoreWords::tr("task %1 has no session").arg(taskId)};
    return sessions->constLast();
}

Expected<QList<TaskSession>> SessionStore::listInStates(const QList<SessionState> &states) const
{
    if (states.isEmpty())
        return QList<TaskSession>{};
    QStringList marks;
    QVariantList values;
    for (SessionState state : states) {
        marks.append(QStringLiteral("?"));
        values.append(sessionStateName(state));
    }
    return selectSessions(m_database, QStringLiteral("state IN (") + marks.join(QLatin1Char(',')) + QLatin1Char(')'), values);
}

Expected<QHash<QString, SessionState>> SessionStore::latestStatesInWorkspace(const QString &workspaceId) const
{
    auto glances = latestGlancesInWorkspace(workspaceId);
    if (!glances)
        return Error{glances.error()};
    QHash<QString, SessionState> states;
    for (auto it = glances->cbegin(); it != glances->cend(); ++it)
        states.insert(it.key(), it->state);
    return states;
}

Expected<QHash<QString, SessionGlance>> SessionStore::latestGlancesInWorkspace(const QString &workspaceId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    // Rows come oldest first, so the newest session of a task is the one that stays in the hash.
    auto q = sql::run(*db,
                      QStringLiteral("SELECT s.task_id, s.state, s.awaiting_permission FROM task_sessions s JOIN tasks t ON t.id = s.task_id "
                                     "WHERE t.workspace_id = ? ORDER BY s.started_at, s.rowid"),
                      {workspaceId});
    if (!q)
        return Error{q.error()};
    QHash<QString, SessionGlance> result;
    while (q->next()) {
        if (auto state = sessionStateFromName(q->value(1).toString()))
            result.insert(q->value(0).toString(), SessionGlance{*state, q->value(2).toBool()});
    }
    return result;
}

Expected<std::optional<SessionGlance>> SessionStore::latestGlanceForTask(const QString &taskId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT state, awaiting_permission FROM task_sessions WHERE task_id = ? "
                                     "ORDER BY started_at DESC, rowid DESC LIMIT 1"),
                      {taskId});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return std::optional<SessionGlance>{};
    const auto state = sessionStateFromName(q->value(0).toString());
    if (!state)
        return Error{SessionStoreWords::tr("task %1: its newest session has an unknown state %2").arg(taskId, q->value(0).toString())};
    return std::optional<SessionGlance>{SessionGlance{*state, q->value(1).toBool()}};
}

Status SessionStore::setState(const QString &id, SessionState state, const QString &errorMessage)
{
    const QString endedAt = isTerminal(state) ? QStringLiteral("COALESCE(ended_at, %1)").arg(sql::nowStored())
                                              : QStringLiteral("NULL");
    const QString awaiting = state == SessionState::Running ? QStringLiteral("awaiting_permission")
                                                              : QStringLiteral("0");
    return updateSession(m_database, id,
                     QStringLiteral("state = ?, error_message = ?, awaiting_permission = ") + awaiting
                         + QStringLiteral(", ended_at = ") + endedAt,
                     {sessionStateName(state), errorMessage});
}

Status SessionStore::setAwaitingPermission(const QString &id, bool awaiting)
{
    return updateSession(m_database, id, QStringLiteral("awaiting_permission = ?"), {awaiting ? 1 : 0});
}

Status SessionStore::setAcpSessionId(const QString &id, const QString &acpSessionId)
{
    return updateSession(m_database, id, QStringLiteral("acp_session_id = ?"), {acpSessionId});
}

Status SessionStore::setWorkspace(const QString &id, const QString &workspacePath, const QString &branch)
{
    return updateSession(m_database, id, QStringLiteral("workspace_path = ?, branch = ?"), {workspacePath, branch});
}

Status SessionStore::remove(const QString &id)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM task_sessions WHERE id = ?"), {id});
}

Status SessionStore::savePrepare(const PrepareCompletedEvent &prepare)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    QJsonArray steps;
    for (const PrepareStep &step : prepare.steps)
        steps.append(step.toJson());
    return sql::exec(*db,
                     QStringLiteral("INSERT OR REPLACE INTO session_prepares "
                                    "(session_id, success, error_message, workspace_path, duration_ms, steps, finished_at) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?)"),
                     {prepare.sessionId, prepare.success ? 1 : 0, prepare.errorMessage, prepare.workspacePath, prepare.durationMs,
                      QString::fromUtf8(QJsonDocument(steps).toJson(QJsonDocument::Compact)),
                      prepare.finishedAt.isValid() ? sql::toStored(prepare.finishedAt) : sql::nowStored()});
}

Expected<std::optional<PrepareCompletedEvent>> SessionStore::lastPrepare(const QString &id) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT p.success, p.error_message, p.workspace_path, p.duration_ms, p.steps, p.finished_at, "
                                     "s.task_id FROM session_prepares p JOIN task_sessions s ON s.id = p.session_id "
                                     "WHERE p.session_id = ?"),
                      {id});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return std::optional<PrepareCompletedEvent>();
    PrepareCompletedEvent prepare;
    prepare.sessionId = id;
    prepare.success = q->value(0).toInt() != 0;
    prepare.errorMessage = q->value(1).toString();
    prepare.workspacePath = q->value(2).toString();
    prepare.durationMs = q->value(3).toLongLong();
    for (const QJsonValue &step : QJsonDocument::fromJson(q->value(4).toString().toUtf8()).array())
        prepare.steps.append(PrepareStep::fromJson(step.toObject()));
    prepare.finishedAt = sql::fromStored(q->value(5));
    prepare.taskId = q->value(6).toString();
    return std::optional<PrepareCompletedEvent>(std::move(prepare));
}

} // namespace kandesk
