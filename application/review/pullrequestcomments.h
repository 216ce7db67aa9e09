// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class ForgeAccess;
class Stores;

struct PullRequestReplies {
    int replied = 0;
    int resolved = 0; // threads resolved
    QStringList problems; // a comment that could not be answered or resolved, in words
};

// What reviewers wrote on a task's pull request (or GitLab merge request), beside Kandesk's own
// review comments: fetched into the task's review comments (origin "github" or "gitlab": the line
// comments on their lines with the worktree's code quoted, a review's own text or a note on the
// request as a whole), sent to the agent as the others are (ReviewComments::send with the ones
// picked), and, once sent, answered there and their threads resolved. Every call returns at once; HTTP and git run on the door's
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
    // Answers every comment from the task's host that was sent to the agent and not answered yet,
    // with text, and resolves the threads they start.
    QFuture<Expected<PullRequestReplies>> replyAndResolve(const QString &taskId, const QString &text);

private:
    Stores &m_stores;
    std::unique_ptr<ForgeAccess> m_forges;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
