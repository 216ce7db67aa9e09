// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcommentstore.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/sqlhelpers.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ReviewCommentStoreWords".
struct ReviewCommentStoreWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewCommentStoreWords)
};


QString sideName(ReviewComment::Side side)
{
    return side == ReviewComment::Side::Old ? QStringLiteral("old") : QStringLiteral("new");
}

ReviewComment commentFrom(const QSqlQuery &q)
{
    ReviewComment comment;
    comment.id = q.value(0).toString();
    comment.taskId = q.value(1).toString();
    comment.repositoryId = q.value(2).toString();
    comment.path = q.value(3).toString();
    comment.side = q.value(4).toString() == QLatin1String("old") ? ReviewComment::Side::Old : ReviewComment::Side::New;
    comment.startLine = q.value(5).toInt();
    comment.endLine = q.value(6).toInt();
    comment.code = q.value(7).toString();
    comment.body = q.value(8).toString();
    comment.createdAt = sql::fromStored(q.value(9));
    if (!q.value(10).isNull())
        comment.sentAt = sql::fromStored(q.value(10));
    comment.origin = q.value(11).toString();
    comment.remoteId = q.value(12).toString();
    comment.author = q.value(13).toString();
    comment.url = q.value(14).toString();
    if (!q.value(15).isNull())
        comment.repliedAt = sql::fromStored(q.value(15));
    return comment;
}

} // namespace

Expected<ReviewComment> ReviewCommentStore::add(ReviewComment comment)
{
    if (comment.path.trimmed().isEmpty())
        return Error{ReviewCommentStoreWords::tr("a comment needs the file it is about")};
    if (comment.body.trimmed().isEmpty())
        return Error{ReviewCommentStoreWords::tr("a comment needs some text")};
    if (comment.startLine < 1 || comment.endLine < comment.startLine)
        return Error{ReviewCommentStoreWords::tr("lines %1-%2 are not a range of lines (the first line is 1)")
                         .arg(comment.startLine)
                         .arg(comment.endLine)};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    comment.id = sql::newId();
    comment.createdAt = sql::fromStored(sql::nowStored());
    comment.sentAt = {};
    auto stored = sql::exec(*db,
                            QStringLiteral("INSERT INTO review_comments (id, task_id, repository_id, path, side, start_line, "
                                           "end_line, code, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                            {comment.id, comment.taskId, comment.repositoryId, comment.path, sideName(comment.side),
                             comment.startLine, comment.endLine, comment.code, comment.body,
                             sql::toStored(comment.createdAt)});
    if (!stored)
        return Error{stored.error()};
    return comment;
}

Expected<QList<ReviewComment>> ReviewCommentStore::forTask(const QString &taskId, bool unsentOnly) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT id, task_id, repository_id, path, side, start_line, end_line, code, body, "
                                     "created_at, sent_at, origin, remote_id, author, url, replied_at "
                                     "FROM review_comments WHERE task_id = ?%1 "
                                     "ORDER BY created_at, rowid")
                          .arg(unsentOnly ? QStringLiteral(" AND sent_at IS NULL") : QString()),
                      {taskId});
    if (!q)
        return Error{q.error()};
    QList<ReviewComment> comments;
    while (q->next())
        comments.append(commentFrom(*q));
    return comments;
}

Status ReviewCommentStore::stampEach(const QStringList &ids, const QString &statement, const QDateTime &when)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction transaction(*db);
    if (auto begun = transaction.begin(); !begun)
        return begun;
    for (const QString &id : ids) {
        if (auto marked = sql::exec(*db, statement, {sql::toStored(when), id}); !marked)
            return marked;
    }
    return transaction.commit();
}

Status ReviewCommentStore::markSent(const QStringList &ids, const QDateTime &when)
{
    return stampEach(ids, QStringLiteral("UPDATE review_comments SET sent_at = ? WHERE id = ? AND sent_at IS NULL"), when);
}

Expected<int> ReviewCommentStore::importRemote(const QString &taskId, const QList<ReviewComment> &comments)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction transaction(*db);
    if (auto begun = transaction.begin(); !begun)
        return begun.failure();
    int added = 0;
    for (const ReviewComment &comment : comments) {
        if (comment.origin.isEmpty() || comment.remoteId.isEmpty() || comment.body.trimmed().isEmpty())
            continue;
        auto known = sql::run(*db, QStringLiteral("SELECT id FROM review_comments WHERE task_id = ? AND origin = ? AND remote_id = ?"),
                              {taskId, comment.origin, comment.remoteId});
        if (!known)
            return known.failure();
        if (known->next()) {
            // Edited there: the text follows; sent and answered stay as they were.
            if (auto updated = sql::exec(*db, QStringLiteral("UPDATE review_comments SET body = ?, path = ?, start_line = ?, "
                                                             "end_line = ?, side = ? WHERE id = ?"),
                                         {comment.body, comment.path, comment.startLine, comment.endLine,
                                          sideName(comment.side), known->value(0)});
                !updated)
                return updated.failure();
            continue;
        }
        if (auto stored = sql::exec(*db,
                                    QStringLiteral("INSERT INTO review_comments (id, task_id, repository_id, path, side, "
                                                   "start_line, end_line, code, body, created_at, origin, remote_id, author, url) "
                                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                                    {sql::newId(), taskId, comment.repositoryId, comment.path, sideName(comment.side),
                                     comment.startLine, comment.endLine, comment.code, comment.body,
                                     sql::toStored(comment.createdAt.isValid() ? comment.createdAt
                                                                               : sql::fromStored(sql::nowStored())),
                                     comment.origin, comment.remoteId, comment.author, comment.url});
            !stored)
            return stored.failure();
        ++added;
    }
    if (auto committed = transaction.commit(); !committed)
        return committed.failure();
    return added;
}

Status ReviewCommentStore::markReplied(const QStringList &ids, const QDateTime &when)
{
    return stampEach(ids, QStringLiteral("UPDATE review_comments SET replied_at = ? WHERE id = ?"), when);
}

Status ReviewCommentStore::remove(const QString &id)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM review_comments WHERE id = ?"), {id});
}

} // namespace kandesk
