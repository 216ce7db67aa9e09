// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/reviewcomment.h"

#include <QFuture>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;
class TaskRunner;

// What the agent reads when the reviewer sends comments: one numbered section per comment with
// its file and lines, the code as it read when the comment was written, and the comment, in the
// order they were written, then what to do with them.
QString reviewCommentsPrompt(const QList<ReviewComment> &comments);

// Sends the task's unsent review comments (only those of picked when given) to its agent as one
// prompt: to its running session, else to its newest session resumed, else to a first session
// started with it. The comments are marked sent once the agent has the prompt; when it cannot be
// sent they stay as they were. Yields the session's id; an error says why (also when no comment
// waits to be sent). On the runner's thread.
QFuture<Expected<QString>> sendReviewComments(TaskRunner &runner, Stores &stores, const QString &taskId,
                                              const QStringList &picked = {});

// A task's review comments for the window's Review and `kandesk task comment(s)`: kept, read,
// removed, marked sent, on the service's own thread (in the order asked); sent to the agent through
// `sendReviewComments` (a runner is needed for that). The service outlives its work (its
// destructor waits).
class ReviewComments final
{
public:
    explicit ReviewComments(Stores &stores, TaskRunner *runner = nullptr);
    ~ReviewComments();
    ReviewComments(const ReviewComments &) = delete;
    ReviewComments &operator=(const ReviewComments &) = delete;

    // The task's comments, oldest first; unsentOnly leaves out those already sent.
    QFuture<Expected<QList<ReviewComment>>> forTask(const QString &taskId, bool unsentOnly = false);
    // Kept with a new id and time; a comment without a file, text or a range of lines is refused.
    QFuture<Expected<ReviewComment>> add(const ReviewComment &comment);
    QFuture<Status> remove(const QString &commentId);
    QFuture<Status> markSent(const QStringList &commentIds);
    QFuture<Expected<QString>> send(const QString &taskId, const QStringList &picked = {});

private:
    Stores &m_stores;
    TaskRunner *m_runner = nullptr;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
