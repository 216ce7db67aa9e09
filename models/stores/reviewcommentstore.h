// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/reviewcommentqueries.h"
#include "models/reviewcomment.h"

#include <QDateTime>
#include <QList>
#include <QStringList>

namespace kandesk {

class Database;

// The review comments of tasks. Safe from any thread.
class ReviewCommentStore final : public ReviewCommentQueries
{
public:
    explicit ReviewCommentStore(Database &database) : m_database(database) {}

    // Stores comment with a new id and creation time; yields it as stored. A comment without a
    // path, with no text, or with lines that are not a range from 1 is refused, saying why.
    Expected<ReviewComment> add(ReviewComment comment);
    Expected<QList<ReviewComment>> forTask(const QString &taskId, bool unsentOnly = false) const override;
    // Marks those not sent yet (a comment keeps the time it was first sent).
    Status markSent(const QStringList &ids, const QDateTime &when);
    Status remove(const QString &id);
    // Comments written on the pull request (origin and remoteId set): new ones stored, known ones'
    // text and lines follow an edit there (sent and answered stay). Yields how many were new.
    Expected<int> importRemote(const QString &taskId, const QList<ReviewComment> &comments);
    // Answered on the pull request.
    Status markReplied(const QStringList &ids, const QDateTime &when);

private:
    // Runs statement (a time, then an id) for each id, in one transaction.
    Status stampEach(const QStringList &ids, const QString &statement, const QDateTime &when);

    Database &m_database;
};

} // namespace kandesk
