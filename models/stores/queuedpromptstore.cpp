// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "queuedpromptstore.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/sqlhelpers.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "QueuedPromptStoreWords".
struct QueuedPromptStoreWords {
    Q_DECLARE_TR_FUNCTIONS(QueuedPromptStoreWords)
};


const QString kQueuedPromptColumns = QStringLiteral("id, session_id, text, created_at");

QueuedPrompt promptFrom(const QSqlQuery &q)
{
    QueuedPrompt prompt;
    prompt.id = q.value(0).toString();
    prompt.sessionId = q.value(1).toString();
    prompt.text = q.value(2).toString();
    prompt.createdAt = sql::fromStored(q.value(3));
    return prompt;
}

Error blank()
{
    return Error { QueuedPromptStoreWords::tr("a queued prompt needs some text") };
}

} // namespace

Expected<QueuedPrompt> QueuedPromptStore::add(const QString &sessionId, const QString &text)
{
    if (text.trimmed().isEmpty())
        return blank();
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    QueuedPrompt prompt;
    prompt.id = sql::newId();
    prompt.sessionId = sessionId;
    prompt.text = text;
    const qint64 now = sql::nowStored();
    prompt.createdAt = sql::fromStored(now);
    // One statement: the position is taken and used atomically, whoever else appends.
    auto stored = sql::exec(*db,
        QStringLiteral("INSERT INTO queued_prompts (id, session_id, position, text, created_at, updated_at) "
                       "SELECT ?, ?, COALESCE(MAX(position) + 1, 0), ?, ?, ? FROM queued_prompts "
                       "WHERE session_id = ?"),
        { prompt.id, sessionId, text, now, now, sessionId });
    if (!stored)
        return Error { stored.error() };
    return prompt;
}

Expected<QList<QueuedPrompt>> QueuedPromptStore::forSession(const QString &sessionId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto q = sql::run(*db,
        QStringLiteral("SELECT %1 FROM queued_prompts WHERE session_id = ? ORDER BY position, created_at")
            .arg(kQueuedPromptColumns),
        { sessionId });
    if (!q)
        return Error { q.error() };
    QList<QueuedPrompt> prompts;
    while (q->next())
        prompts.append(promptFrom(*q));
    return prompts;
}

Expected<std::optional<QueuedPrompt>> QueuedPromptStore::take(const QString &sessionId, const QString &id)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (auto begun = transaction.begin(); !begun)
        return Error { begun.error() };
    auto q = id.isEmpty()
        ? sql::run(*db,
            QStringLiteral("SELECT %1 FROM queued_prompts WHERE session_id = ? ORDER BY position, created_at LIMIT 1")
                .arg(kQueuedPromptColumns),
            { sessionId })
        : sql::run(*db, QStringLiteral("SELECT %1 FROM queued_prompts WHERE session_id = ? AND id = ?").arg(kQueuedPromptColumns),
            { sessionId, id });
    if (!q)
        return Error { q.error() };
    if (!q->next())
        return std::optional<QueuedPrompt>();
    const QueuedPrompt prompt = promptFrom(*q);
    q->finish();
    if (auto removed = sql::exec(*db, QStringLiteral("DELETE FROM queued_prompts WHERE id = ?"), { prompt.id });
        !removed)
        return Error { removed.error() };
    if (auto committed = transaction.commit(); !committed)
        return Error { committed.error() };
    return std::optional<QueuedPrompt>(prompt);
}

Status QueuedPromptStore::putBack(const QueuedPrompt &prompt)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    const qint64 now = sql::nowStored();
    return sql::exec(*db,
        QStringLiteral("INSERT INTO queued_prompts (id, session_id, position, text, created_at, updated_at) "
                       "SELECT ?, ?, COALESCE(MIN(position) - 1, 0), ?, ?, ? FROM queued_prompts WHERE session_id = ?"),
        { prompt.id, prompt.sessionId, prompt.text, sql::toStored(prompt.createdAt), now, prompt.sessionId });
}

Status QueuedPromptStore::setText(const QString &id, const QString &text)
{
    if (text.trimmed().isEmpty())
        return blank();
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto q = sql::run(*db, QStringLiteral("UPDATE queued_prompts SET text = ?, updated_at = ? WHERE id = ?"),
        { text, sql::nowStored(), id });
    if (!q)
        return Error { q.error() };
    if (sql::changedRows(*q) == 0)
        return Error { QueuedPromptStoreWords::tr("the prompt is no longer queued (it was sent or deleted)") };
    return {};
}

Status QueuedPromptStore::move(const QString &id, int index)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (auto begun = transaction.begin(); !begun)
        return begun;
    auto session = sql::run(*db, QStringLiteral("SELECT session_id FROM queued_prompts WHERE id = ?"), { id });
    if (!session)
        return Error { session.error() };
    if (!session->next())
        return Error { QueuedPromptStoreWords::tr("the prompt is no longer queued (it was sent or deleted)") };
    const QString sessionId = session->value(0).toString();
    session->finish();
    auto q = sql::run(*db,
        QStringLiteral("SELECT id FROM queued_prompts WHERE session_id = ? ORDER BY position, created_at"),
        { sessionId });
    if (!q)
        return Error { q.error() };
    QStringList order;
    while (q->next())
        order.append(q->value(0).toString());
    q->finish();
    order.removeOne(id);
    order.insert(qBound(0, index, int(order.size())), id);
    const qint64 now = sql::nowStored();
    for (int position = 0; position < order.size(); ++position) {
        if (auto set
            = sql::exec(*db, QStringLiteral("UPDATE queued_prompts SET position = ?, updated_at = ? WHERE id = ?"),
                { position, now, order.at(position) });
            !set)
            return set;
    }
    return transaction.commit();
}

Status QueuedPromptStore::remove(const QString &id)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    return sql::exec(*db, QStringLiteral("DELETE FROM queued_prompts WHERE id = ?"), { id });
}

} // namespace kandesk
