// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/github/githubremote.h"

#include <QDateTime>
#include <QList>

namespace kandesk::github {

class GitHubClient;

// What a reviewer wrote on a pull request: a comment on lines of a file, or a review's own text.
struct PullRequestComment {
    qint64 id = 0;
    bool review = false; // a review's text (no file); reviewState says its verdict
    QString reviewState; // APPROVED, CHANGES_REQUESTED, COMMENTED
    QString path;
    int startLine = 0; // 0: not on lines
    int line = 0;
    bool oldSide = false; // on the lines of the version before the change (LEFT)
    QString body;
    QString author; // login
    QString url;
    QDateTime createdAt;
};

// The pull request's review comments (GET …/pulls/{n}/comments, replies left out: they answer a
// thread) and the reviews that say something (GET …/pulls/{n}/reviews with a body), oldest first.
// A comment on lines GitHub no longer shows (outdated) keeps its original lines.
Expected<QList<PullRequestComment>> readPullRequestComments(GitHubClient &client, const RemoteRepository &repository,
                                                            int number);

// Answers a comment: a line comment in its thread (POST …/pulls/{n}/comments/{id}/replies), a
// review on the pull request's conversation (POST …/issues/{n}/comments).
Status replyToComment(GitHubClient &client, const RemoteRepository &repository, int number,
                      const PullRequestComment &comment, const QString &text);

// Resolves the review thread a line comment starts (GraphQL: the pull request's reviewThreads,
// then resolveReviewThread). Yields false when no thread starts with it.
Expected<bool> resolveThreadOf(GitHubClient &client, const RemoteRepository &repository, int number, qint64 commentId);

} // namespace kandesk::github
