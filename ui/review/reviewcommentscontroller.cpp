// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcommentscontroller.h"

#include "reviewcommentspanel.h"

#include "application/review/pullrequestcomments.h"
#include "application/review/reviewcomments.h"
#include "models/whenfinished.h"

#include <QInputDialog>

namespace kandesk::ui {

ReviewCommentsController::ReviewCommentsController(Stores &stores, TaskRunner &runner, ReviewCommentsPanel *panel, QObject *parent)
    : QObject(parent)
    , m_comments(std::make_unique<ReviewComments>(stores, &runner))
    , m_pullRequest(std::make_unique<PullRequestComments>(stores))
    , m_panel(panel)
{
    connect(panel, &ReviewCommentsPanel::answerRequested, this, &ReviewCommentsController::answerThere);
    connect(panel, &ReviewCommentsPanel::commentWritten, this, &ReviewCommentsController::add);
    connect(panel, &ReviewCommentsPanel::removeRequested, this, &ReviewCommentsController::remove);
    connect(panel, &ReviewCommentsPanel::sendRequested, this, &ReviewCommentsController::send);
}

void ReviewCommentsController::showTask(const QString &taskId)
{
    if (taskId != m_taskId) {
        m_panel->setComments({});
        m_panel->setRemoteProblem({});
    }
    m_taskId = taskId;
    refresh();
}

void ReviewCommentsController::refresh()
{
    const quint64 generation = ++m_generation;
    if (m_taskId.isEmpty()) {
        Q_EMIT commentsChanged({});
        return;
    }
    whenFinished(m_comments->forTask(m_taskId), this,
        [this, generation](const Expected<QList<ReviewComment>> &comments) {
            if (generation != m_generation)
                return; // another task is shown, or a newer read is on its way
            if (!comments) {
                Q_EMIT failed(tr("The review comments could not be read: %1").arg(comments.error()));
                return;
            }
            m_panel->setComments(*comments);
            Q_EMIT commentsChanged(*comments);
        });
}

void ReviewCommentsController::add(ReviewComment comment)
{
    comment.taskId = m_taskId;
    whenFinished(m_comments->add(comment), this,
        [this](const Expected<ReviewComment> &added) {
            if (!added)
                Q_EMIT failed(tr("The comment could not be kept: %1").arg(added.error()));
            refresh();
        });
}

void ReviewCommentsController::remove(const QString &commentId)
{
    whenFinished(m_comments->remove(commentId), this,
        [this](const Status &removed) {
            if (!removed)
                Q_EMIT failed(tr("The comment could not be deleted: %1").arg(removed.error()));
            refresh();
        });
}

void ReviewCommentsController::send()
{
    m_panel->setSending(true);
    const QString taskId = m_taskId;
    whenFinished(m_comments->send(taskId, m_panel->pickedIds()), this, [this, taskId](const Expected<QString> &sent) {
        m_panel->setSending(false);
        if (!sent)
            Q_EMIT failed(tr("The comments could not be sent: %1").arg(sent.error()));
        if (taskId == m_taskId)
            refresh();
    });
}

void ReviewCommentsController::fetchFromPullRequest()
{
    const QString taskId = m_taskId;
    if (taskId.isEmpty())
        return;
    whenFinished(m_pullRequest->fetch(taskId), this, [this, taskId](const Expected<int> &fetched) {
        if (taskId != m_taskId)
            return;
        // Said in the panel, not as a notice: it comes back each time the task is shown.
        m_panel->setRemoteProblem(fetched ? QString() : fetched.error());
        if (fetched && *fetched > 0)
            refresh();
    });
}

void ReviewCommentsController::answerThere()
{
    const QString taskId = m_taskId;
    const QString host = m_panel->answerHost();
    whenFinished(m_pullRequest->suggestedReply(taskId), this, [this, taskId, host](const Expected<QString> &suggested) {
        bool ok = false;
        const QString text = QInputDialog::getMultiLineText(m_panel, tr("Answer on %1").arg(host),
            tr("The answer to the comments from %1 that the agent was sent; their threads are resolved:").arg(host),
            suggested ? *suggested : QString(), &ok);
        if (!ok || text.trimmed().isEmpty())
            return;
        whenFinished(m_pullRequest->replyAndResolve(taskId, text), this,
            [this, taskId, host](const Expected<PullRequestReplies> &replies) {
                if (!replies) {
                    Q_EMIT failed(tr("The comments were not answered on %1: %2").arg(host, replies.error()));
                } else {
                    Q_EMIT told(tr("Answered %n comment(s) on %1", nullptr, replies->replied).arg(host)
                        + (replies->resolved == 0 ? QString()
                                                  : tr("; %n thread(s) resolved", nullptr, replies->resolved)));
                    if (!replies->problems.isEmpty())
                        Q_EMIT failed(replies->problems.join(QStringLiteral("; ")));
                }
                if (taskId == m_taskId)
                    refresh();
            });
    });
}

ReviewCommentsController::~ReviewCommentsController() = default;

} // namespace kandesk::ui
