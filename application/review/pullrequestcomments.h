// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class GitHubAccess;
class Stores;

struct PullRequestReplies {
    int replied = 0;
    int resolved = 0; // threads resolved
    QStringList problems; // a comment that could not be answered or resolved, in words
};

// What reviewers wrote on a task's pull request, beside Kandesk's own review comments: fetched
// from GitHub into the task's review comments (origin "github": the line comments on their lines
// with the worktree's code quoted, a review's own text on the pull request as a whole), sent to the
// agent as the others are (ReviewComments::send with the ones picked), and, once sent, answered
// on GitHub and their threads resolved. Every call returns at once; HTTP and git run on the door's
// own thread.
class PullRequestComments final
{
public:
    explicit PullRequestComments(Stores &stores);
    ~PullRequestComments();
    PullRequestComments(const PullRequestComments &) = delete;
    PullRequestComments &operator=(const PullRequestComments &) = delete;

    // Yields how many were new.
    QFuture<Expected<int>> fetch(const QString &taskId);
    // "Addressed in 1a2b3c4." (the worktree's commit now): what the answer says unless the user writes another.
    QFuture<Expected<QString>> suggestedReply(const QString &taskId);
    // Answers every GitHub comment of the task that was sent to the agent and not answered yet,
    // with text, and resolves the threads they start.
    QFuture<Expected<PullRequestReplies>> replyAndResolve(const QString &taskId, const QString &text);

private:
    Stores &m_stores;
    std::unique_ptr<GitHubAccess> m_gitHub;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
