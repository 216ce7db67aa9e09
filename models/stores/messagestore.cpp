// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "messagestore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "MessageStoreWords".
struct MessageStoreWords {
    Q_DECLARE_TR_FUNCTIONS(MessageStoreWords)
};


const QString kMessageColumns = QStringLiteral("id, session_id, turn, turn_id, kind, payload, created_at");

constexpr int kColumnsPerRow = 6;
constexpr int kRowsPerInsert = 64;

QString multiRowInsert(int rows)
{
    QString statement = QStringLiteral(
        "INSERT INTO messages (session_id, turn, turn_id, kind, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)");
    for (int row = 1; row < rows; ++row)
        statement += QStringLiteral(", (?, ?, ?, ?, ?, ?)");
    return statement;
}

void bindMessage(QSqlQuery &query, const Message &m, qint64 now, int offset = 0)
{
    query.bindValue(offset + 0, m.sessionId);
    query.bindValue(offset + 1, m.turn);
    query.bindValue(offset + 2, sql::bindable(m.turnId));
    query.bindValue(offset + 3, QString(sessionevent::name(m.event.kind)));
    query.bindValue(offset + 4, MessageStore::payloadOf(m.event));
    query.bindValue(offset + 5, m.createdAt.isValid() ? sql::toStored(m.createdAt) : now);
}

Message messageFrom(const QSqlQuery &q)
{
    Message m;
    m.id = q.value(0).toLongLong();
    m.sessionId = q.value(1).toString();
    m.turn = q.value(2).toInt();
    m.turnId = q.value(3).toString();
    m.event = SessionEvent::fromJson(QJsonDocument::fromJson(q.value(5).toString().toUtf8()).object(),
                                     sessionevent::kindOf(q.value(4).toString()));
    m.createdAt = sql::fromStored(q.value(6));
    return m;
}

Expected<QList<Message>> selectMessages(Database &database, const QString &statement, const QVariantList &values)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, statement, values);
    if (!q)
        return Error{q.error()};
    QList<Message> result;
    while (q->next())
        result.append(messageFrom(*q));
    return result;
}

} // namespace

QString MessageStore::payloadOf(const SessionEvent &event)
{
    return event.fieldsToCompactJson();
}

Expected<qint64> MessageStore::append(const Message &message)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto query = m_database.cachedStatement(multiRowInsert(1));
    if (!query)
        return Error{query.error()};
    bindMessage(**query, message, sql::nowStored());
    // Outside a transaction the insert commits before exec() returns.
    if (!(*query)->exec())
        return sql::queryError(**query, MessageStoreWords::tr("database error while storing a message of session %1: %2"),
                               message.sessionId);
    return (*query)->lastInsertId().toLongLong();
}

Expected<QList<qint64>> MessageStore::appendBatch(const QList<Message> &messages)
{
    if (messages.isEmpty())
        return QList<qint64>{};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return Error{s.error()};
    // Many rows per statement: the per-statement cost of Qt Sql dominates single-row inserts.
    // Holding the write lock, one statement's rows get consecutive ids ending at the last one.
    QList<qint64> ids;
    ids.reserve(messages.size());
    const qint64 now = sql::nowStored();
    // One cached statement per row count (1..kRowsPerInsert) and connection.
    static const QStringList inserts = [] {
        QStringList statements;
        for (int rows = 1; rows <= kRowsPerInsert; ++rows)
            statements.append(multiRowInsert(rows));
        return statements;
    }();
    for (qsizetype first = 0; first < messages.size(); first += kRowsPerInsert) {
        const int rows = int(qMin<qsizetype>(kRowsPerInsert, messages.size() - first));
        auto statement = m_database.cachedStatement(inserts.at(rows - 1));
        if (!statement)
            return Error{statement.error()};
        QSqlQuery &query = **statement;
        for (int row = 0; row < rows; ++row)
            bindMessage(query, messages.at(first + row), now, row * kColumnsPerRow);
        if (!query.exec())
            return sql::queryError(query, MessageStoreWords::tr("database error while storing messages of session %1: %2"),
                                   messages.at(first).sessionId);
        const qint64 last = query.lastInsertId().toLongLong();
        for (qint64 id = last - rows + 1; id <= last; ++id)
            ids.append(id);
    }
    if (auto s = tx.commit(); !s)
        return Error{s.error()};
    return ids;
}

Expected<QList<Message>> MessageStore::pageAfter(const QString &sessionId, qint64 afterId, int limit) const
{
    return selectMessages(m_database,
                          QStringLiteral("SELECT ") + kMessageColumns
                              + QStringLiteral(" FROM messages WHERE session_id = ? AND id > ? ORDER BY id LIMIT ?"),
                          {sessionId, afterId, limit});
}

Expected<QList<Message>> MessageStore::pageBefore(const QString &sessionId, qint64 beforeId, int limit) const
{
    auto page = selectMessages(m_database,
                               QStringLiteral("SELECT ") + kMessageColumns
                                   + QStringLiteral(" FROM messages WHERE session_id = ? AND id < ? ORDER BY id DESC LIMIT ?"),
                               {sessionId, beforeId, limit});
    if (page)
        std::reverse(page->begin(), page->end());
    return page;
}

Expected<qint64> MessageStore::count(const QString &sessionId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT count(*) FROM messages WHERE session_id = ?"), {sessionId});
    if (!q)
        return Error{q.error()};
    return q->next() ? q->value(0).toLongLong() : 0;
}

Expected<qint64> MessageStore::lastId(const QString &sessionId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM messages WHERE session_id = ?"), {sessionId});
    if (!q)
        return Error{q.error()};
    return q->next() ? q->value(0).toLongLong() : 0;
}

} // namespace kandesk

namespace kandesk {

Expected<std::optional<Message>> MessageStore::lastOfKind(const QString &sessionId, SessionEvent::Kind kind) const
{
    auto found = selectMessages(m_database,
                                QStringLiteral("SELECT %1 FROM messages WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1").arg(kMessageColumns),
                                {sessionId, QString(sessionevent::name(kind))});
    if (!found)
        return Error{found.error()};
    if (found->isEmpty())
        return std::optional<Message>();
    return std::optional<Message>(found->constFirst());
}

Expected<std::optional<Message>> MessageStore::firstOfKindInTurn(const QString &sessionId, int turn, SessionEvent::Kind kind) const
{
    auto found = selectMessages(m_database,
                                QStringLiteral("SELECT %1 FROM messages WHERE session_id = ? AND turn = ? AND kind = ? ORDER BY id LIMIT 1").arg(kMessageColumns),
                                {sessionId, turn, QString(sessionevent::name(kind))});
    if (!found)
        return Error{found.error()};
    if (found->isEmpty())
        return std::optional<Message>();
    return std::optional<Message>(found->constFirst());
}

Expected<int> MessageStore::lastTurn(const QString &sessionId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT COALESCE(MAX(turn), 0) FROM messages WHERE session_id = ?"), {sessionId});
    if (!q)
        return Error{q.error()};
    return q->next() ? q->value(0).toInt() : 0;
}

} // namespace kandesk
