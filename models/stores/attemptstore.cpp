// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "attemptstore.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/sqlhelpers.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AttemptStoreWords".
struct AttemptStoreWords {
    Q_DECLARE_TR_FUNCTIONS(AttemptStoreWords)
};


const QString kAttemptColumns = QStringLiteral("task_id, attempt_of, number, prompt, created_at, kept_at");

TaskAttemptRow attemptFrom(const QSqlQuery &q)
{
    return {q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(), q.value(3).toString(), sql::fromStored(q.value(4)),
            q.value(5).isNull() ? QDateTime() : sql::fromStored(q.value(5))};
}

} // namespace

Expected<TaskAttemptRow> AttemptStore::add(const QString &attemptOf, const QString &taskId, const QString &prompt)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    const qint64 now = sql::nowStored();
    // One statement: the number is taken and used atomically, whoever else adds one.
    auto stored = sql::exec(*db,
                            QStringLiteral("INSERT INTO task_attempts (task_id, attempt_of, number, prompt, created_at) "
                                           "SELECT ?, ?, COALESCE(MAX(number) + 1, 1), ?, ? FROM task_attempts WHERE attempt_of = ?"),
                            {taskId, attemptOf, prompt, now, attemptOf});
    if (!stored)
        return Error{stored.error()};
    auto found = find(taskId);
    if (!found)
        return found.failure();
    if (!found->has_value())
        return Error{AttemptStoreWords::tr("the attempt %1 was not kept").arg(taskId)};
    return **found;
}

Expected<QList<TaskAttemptRow>> AttemptStore::attemptsOf(const QString &attemptOf) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT %1 FROM task_attempts WHERE attempt_of = ? ORDER BY number").arg(kAttemptColumns), {attemptOf});
    if (!q)
        return Error{q.error()};
    QList<TaskAttemptRow> attempts;
    while (q->next())
        attempts.append(attemptFrom(*q));
    return attempts;
}

Expected<std::optional<TaskAttemptRow>> AttemptStore::find(const QString &taskId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT %1 FROM task_attempts WHERE task_id = ?").arg(kAttemptColumns), {taskId});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return std::optional<TaskAttemptRow>();
    return std::optional<TaskAttemptRow>(attemptFrom(*q));
}

Status AttemptStore::remove(const QString &taskId)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM task_attempts WHERE task_id = ?"), {taskId});
}

Status AttemptStore::handOver(const TaskAttemptRow &attempt, const QString &fromFolder, const QString &toFolder)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction transaction(*db);
    if (auto begun = transaction.begin(); !begun)
        return begun;
    const std::pair<QString, QVariantList> steps[] = {
        {QStringLiteral("UPDATE task_sessions SET task_id = ?, workspace_path = CASE WHEN workspace_path = ? OR substr(workspace_path, 1, ?) = ? "
                        "THEN ? || substr(workspace_path, ?) ELSE workspace_path END WHERE task_id = ?"),
         {attempt.attemptOf, fromFolder, qlonglong(fromFolder.size() + 1), QString(fromFolder + QLatin1Char('/')), toFolder,
          qlonglong(fromFolder.size() + 1), attempt.taskId}},
        {QStringLiteral("UPDATE review_comments SET task_id = ? WHERE task_id = ?"), {attempt.attemptOf, attempt.taskId}},
        {QStringLiteral("UPDATE OR IGNORE task_pull_requests SET task_id = ? WHERE task_id = ?"), {attempt.attemptOf, attempt.taskId}},
        {QStringLiteral("UPDATE task_attempts SET kept_at = ? WHERE task_id = ?"), {sql::nowStored(), attempt.taskId}},
        {QStringLiteral("DELETE FROM tasks WHERE id = ?"), {attempt.taskId}},
    };
    for (const auto &[statement, values] : steps) {
        if (auto done = sql::exec(*db, statement, values); !done)
            return done;
    }
    return transaction.commit();
}

} // namespace kandesk
