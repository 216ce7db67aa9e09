// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/reviewcomment.h"

#include <QObject>
#include <QString>

#include <memory>

namespace kandesk {
class PullRequestComments;
class ReviewComments;
class Stores;
class TaskRunner;
} // namespace kandesk

namespace kandesk::ui {

class ReviewCommentsPanel;

// Keeps a ReviewCommentsPanel showing the shown task's comments: reads, adds and removes them off
// the GUI thread and sends the waiting ones through the application door; a result that arrives
// after another task was shown is dropped.
class ReviewCommentsController final : public QObject
{
    Q_OBJECT
public:
    ReviewCommentsController(Stores &stores, TaskRunner &runner, ReviewCommentsPanel *panel, QObject *parent = nullptr);
    ~ReviewCommentsController() override;

    void showTask(const QString &taskId);
    // Reads the comments again (another process may have added or sent some).
    void refresh();
    // Brings in what reviewers wrote on the shown task's pull request (the window calls it for a
    // task that has one), then reads the comments again.
    void fetchFromPullRequest();

Q_SIGNALS:
    // Something could not be done; the message says what and why.
    void failed(const QString &message);
    // Something was done that the user should hear of (answers on GitHub or GitLab).
    void told(const QString &message);
    // The shown task's comments as read (empty while no task is shown).
    void commentsChanged(const QList<kandesk::ReviewComment> &comments);

private:
    void add(ReviewComment comment);
    void remove(const QString &commentId);
    void send();
    void answerThere();

    std::unique_ptr<ReviewComments> m_comments;
    std::unique_ptr<PullRequestComments> m_pullRequest;
    ReviewCommentsPanel *m_panel = nullptr;
    QString m_taskId;
    quint64 m_generation = 0;
};

} // namespace kandesk::ui
