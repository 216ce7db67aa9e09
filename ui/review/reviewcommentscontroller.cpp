// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcommentscontroller.h"

#include "reviewcommentspanel.h"

#include "application/review/reviewcomments.h"
#include "models/whenfinished.h"

namespace kandesk::ui {

ReviewCommentsController::ReviewCommentsController(Stores &stores, TaskRunner &runner, ReviewCommentsPanel *panel, QObject *parent)
    : QObject(parent)
    , m_comments(std::make_unique<ReviewComments>(stores, &runner))
    , m_panel(panel)
{
    connect(panel, &ReviewCommentsPanel::commentWritten, this, &ReviewCommentsController::add);
    connect(panel, &ReviewCommentsPanel::removeRequested, this, &ReviewCommentsController::remove);
    connect(panel, &ReviewCommentsPanel::sendRequested, this, &ReviewCommentsController::send);
}

void ReviewCommentsController::showTask(const QString &taskId)
{
    if (taskId != m_taskId)
        m_panel->setComments({});
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
    whenFinished(m_comments->send(taskId), this, [this, taskId](const Expected<QString> &sent) {
        m_panel->setSending(false);
        if (!sent)
            Q_EMIT failed(tr("The comments could not be sent: %1").arg(sent.error()));
        if (taskId == m_taskId)
            refresh();
    });
}

ReviewCommentsController::~ReviewCommentsController() = default;

} // namespace kandesk::ui
