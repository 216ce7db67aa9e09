// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/review/commitmessage.h"
#include "models/folderopening.h"
#include "models/expected.h"
#include "models/types.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QHash>
#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QTimer;
class QToolButton;

namespace kandesk {
class TaskShipping;
}

namespace kandesk::ui {

// The task view's review-and-ship row: Commit, Merge, Update from Base, Push, Create PR, Merge PR, Finish, Open (editor,
// terminal, file manager), each with a shortcut, and the task's pull request as a link. Every
// action goes through the application's TaskShipping (git and HTTP on its pool); the dialogs ask
// first and say the outcome.
class ShipBar final : public QWidget
{
    Q_OBJECT
public:
    enum class Action {
        Commit,
        Merge,
        UpdateFromBase,
        Push,
        PullRequest,
        MergePullRequest,
        Finish,
        OpenEditor,
        OpenTerminal,
        OpenFolder
    };

    ShipBar(TaskShipping &shipping, QWidget *parent = nullptr);

    // How the commit dialog's "Ask the agent for a message" gets its answer (the task's id in,
    // the message or why not out; the agent's permission requests meanwhile go to the watcher, and
    // the dialog's answers to answer). Without one the button is hidden.
    using MessageAsker = std::function<QFuture<Expected<QString>>(const QString &taskId, CommitPermissionWatcher permissions)>;
    using PermissionAnswer = std::function<void(const QString &sessionId, const QString &pendingId, const QString &optionId)>;
    void setCommitMessageAsker(MessageAsker asker, PermissionAnswer answer)
    {
        m_askMessage = std::move(asker);
        m_answerPermission = std::move(answer);
    }

    // The shown task (its id, title, description and pull request).
    void setTask(const Task &task);
    QString taskId() const { return m_task.id; }
    QAction *action(Action which) const;

    void commit();
    void merge();
    void push();
    void createPullRequest();
    // Merges the open pull request on GitHub (the repository's allowed methods), then Done.
    void mergePullRequest();
    void finish();
    // Asks GitHub for the shown task's pull request state (the ↻ next to its link).
    void refreshPullRequest();
    // While the shown task's pull request is open, its state is asked for quietly when the task is
    // shown (at most once per interval) and every interval while it stays shown (default 5 min).
    void setPullRequestRecheckInterval(int ms);
    // Any task's worktree (the board card's menu too).
    void openWorktree(const QString &taskId, kandesk::OpenWith with);

Q_SIGNALS:
    void notify(const QString &message);
    // Update from Base (Ctrl+Shift+B) for the shown task: the window's BaseSyncFlow does it.
    void updateFromBaseRequested(const QString &taskId, const QString &taskTitle);
    // The task changed in the database (a pull request recorded, moved to Done).
    void taskChanged(const QString &taskId);
    // Finish moved the task to Done out of fromStepId: its workflow acts on the move.
    void stepEntered(const QString &taskId, const QString &fromStepId);
    // A dialog of the bar opened (tests look at it).
    void dialogShown(QDialog *dialog);

private:
    void commitWith(const QString &message, bool stageAll);
    void showPullRequest();
    void recheckPullRequest();
    bool busy(const QString &what);

    TaskShipping &m_shipping;
    MessageAsker m_askMessage;
    PermissionAnswer m_answerPermission;
    Task m_task;
    QString m_working; // what runs now; one ship action at a time
    QLabel *m_issue = nullptr; // the issue the task was made from
    QLabel *m_pullRequest = nullptr;
    QToolButton *m_refresh = nullptr;
    QTimer *m_recheck = nullptr;
    QElapsedTimer m_clock;
    QHash<QString, qint64> m_checkedAt; // task id → m_clock ms of its last quiet check
    bool m_rechecking = false;
    QList<QAction *> m_actions;
};

} // namespace kandesk::ui
