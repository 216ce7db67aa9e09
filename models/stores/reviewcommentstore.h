// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace kandesk {

class Database;

// A reviewer's note on lines of a task's changes, kept until it is sent to the agent (and after,
// marked sent). Lines are 1-based and inclusive, numbered on the side the reviewer selected: the
// new file's lines, or the old file's for lines the change removed.
struct ReviewComment {
    enum class Side { New, Old };

    QString id;
    QString taskId;
    QString repositoryId; // empty for a task of one repository
    QString path;         // relative to the repository's worktree
    Side side = Side::New;
    int startLine = 0;
    int endLine = 0;
    QString code; // the selected lines as they read when the comment was written
    QString body;
    QDateTime createdAt;
    QDateTime sentAt; // invalid until sent

    bool isSent() const { return sentAt.isValid(); }
    // "src/main.cpp:12" or "src/main.cpp:12-18".
    QString location() const;
};

// The review comments of tasks. Safe from any thread.
class ReviewCommentStore final
{
public:
    explicit ReviewCommentStore(Database &database) : m_database(database) {}

    // Stores comment with a new id and creation time; yields it as stored. A comment without a
    // path, with no text, or with lines that are not a range from 1 is refused, saying why.
    Expected<ReviewComment> add(ReviewComment comment);
    // The task's comments, oldest first; unsentOnly leaves out those already sent.
    Expected<QList<ReviewComment>> forTask(const QString &taskId, bool unsentOnly = false) const;
    // Marks those not sent yet (a comment keeps the time it was first sent).
    Status markSent(const QStringList &ids, const QDateTime &when);
    Status remove(const QString &id);

private:
    Database &m_database;
};

} // namespace kandesk
