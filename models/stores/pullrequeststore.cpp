// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "pullrequeststore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

namespace kandesk {

Status PullRequestStore::record(const QString &taskId, int number, const QString &url, const QString &state)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return begun;
    const qint64 now = sql::nowStored();
    if (Status written = sql::exec(*db,
            QStringLiteral("INSERT INTO task_pull_requests (task_id, number, url, state, updated_at) "
                           "VALUES (?, ?, ?, ?, ?) ON CONFLICT (task_id) DO UPDATE SET "
                           "number = excluded.number, url = excluded.url, state = excluded.state, "
                           "updated_at = excluded.updated_at"),
            { taskId, number, url, state, now });
        !written)
        return written;
    if (Status touched
        = sql::exec(*db, QStringLiteral("UPDATE tasks SET updated_at = ? WHERE id = ?"), { now, taskId });
        !touched)
        return touched;
    return transaction.commit();
}

Expected<bool> PullRequestStore::recordChecks(const QString &taskId, const QString &state, const QString &summary)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return begun.failure();
    auto changed = sql::run(*db,
        QStringLiteral("UPDATE task_pull_requests SET checks_state = ?, checks_summary = ? "
                       "WHERE task_id = ? AND (checks_state != ? OR checks_summary != ?)"),
        { state, summary, taskId, state, summary });
    if (!changed)
        return changed.failure();
    const bool updated = changed->numRowsAffected() > 0;
    if (updated) {
        if (Status touched = sql::exec(*db, QStringLiteral("UPDATE tasks SET updated_at = ? WHERE id = ?"),
                { sql::nowStored(), taskId });
            !touched)
            return touched.failure();
    }
    if (Status committed = transaction.commit(); !committed)
        return committed.failure();
    return updated;
}

} // namespace kandesk
