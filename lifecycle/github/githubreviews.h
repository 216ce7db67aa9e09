// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/github/githubremote.h"

#include "lifecycle/forge/pullrequest.h"

#include <QList>

namespace kandesk::github {

class GitHubClient;

using forge::PullRequestComment;

// The pull request's review comments (GET …/pulls/{n}/comments, replies left out: they answer a
// thread) and the reviews that say something (GET …/pulls/{n}/reviews with a body), oldest first.
// A comment on lines GitHub no longer shows (outdated) keeps its original lines. Their remote ids:
// "comment/ID" for a line comment, "review/ID" for a review.
Expected<QList<PullRequestComment>> readPullRequestComments(GitHubClient &client, const RemoteRepository &repository,
                                                            int number);

// Answers a comment: a line comment in its thread (POST …/pulls/{n}/comments/{id}/replies), a
// review on the pull request's conversation (POST …/issues/{n}/comments).
Status replyToComment(GitHubClient &client, const RemoteRepository &repository, int number,
                      const QString &remoteId, const QString &text);

// Resolves the review thread a line comment starts (GraphQL: the pull request's reviewThreads,
// then resolveReviewThread). Yields false when no thread starts with it (a review has none).
Expected<bool> resolveThreadOf(GitHubClient &client, const RemoteRepository &repository, int number,
                               const QString &remoteId);

} // namespace kandesk::github
