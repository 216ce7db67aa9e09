// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QString>

namespace kandesk {

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
    // Written on the pull request ("github"; empty: in Kandesk): its id there, its author, its page,
    // and when Kandesk answered it there (invalid: not yet). A review's own text has no path.
    QString origin;
    QString remoteId;
    QString author;
    QString url;
    QDateTime repliedAt;

    bool isSent() const { return sentAt.isValid(); }
    bool isRemote() const { return !origin.isEmpty(); }
    // What its host calls the request it was written on: pull request (GitHub), merge request (GitLab).
    QString requestWord() const;
    QString hostName() const; // GitHub, GitLab
    // "src/main.cpp:12" or "src/main.cpp:12-18"; a review's own text: "the pull request as a whole".
    QString location() const;
};

} // namespace kandesk
