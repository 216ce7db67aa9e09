// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/preparestep.h"
#include "models/sessions/promptattachment.h"
#include "models/sessions/sessionevent.h"
#include "models/types.h"

#include <QHash>
#include <QJsonObject>
#include <QWidget>

#include <memory>

class QAbstractItemModel;
class QComboBox;
class QTabWidget;

namespace kandesk {
class TaskChanges;
}

namespace kandesk::ui {

class ChangesView;
class PrepareLogModel;
class PrepareLogPanel;
class ReviewCommentsPanel;
class SessionPanel;
class TerminalPanel;

// Everything about one task's session side by side: the conversation (transcript and composer) and,
// in tabs, the prepare log, the workspace's changes and the reviewer's comments. The prepare log comes to the front while
// the workspace is prepared (and when it fails); the changes follow the workspace stream.
class TaskView final : public QWidget
{
    Q_OBJECT
public:
    explicit TaskView(QWidget *parent = nullptr);

    // Shows another task's session; clears what the previous one showed. The prompt being written
    // is the task's own: each task keeps its draft while another is shown.
    void showSession(const QString &taskId, const QString &sessionId, const QString &title, const QString &workspacePath);
    QString sessionId() const { return m_sessionId; }
    QString taskId() const { return m_taskId; }

    // The shown session's state (and why, when it failed or was interrupted); agentRunning when
    // an execution of it is alive.
    void applySessionState(const QString &sessionId, SessionState state, const QString &note, bool agentRunning);
    // A launch of the shown session begins: the prepare log follows it.
    void beginLaunch();
    // The shown session's launch, start or resume failed: the prepare log (if it still waits for
    // the launch) and the header say why and offer Retry.
    void applyLaunchFailed(const QString &sessionId, const QString &message);

    void applyPrepareProgress(const PrepareProgressEvent &event);
    void applyPrepareCompleted(const PrepareCompletedEvent &event);
    // The shown session's last preparation as stored; ignored once a launch of it is followed live.
    void applyStoredPrepare(const PrepareCompletedEvent &event);
    void applyAgentEvent(const QString &sessionId, const SessionEvent &event);
    // The newest stored page of the session; hasOlder offers the earlier ones (earlierRequested).
    void applyStoredEvents(const QString &sessionId, const QList<SessionEvent> &events, bool hasOlder = false);
    void prependStoredEvents(const QString &sessionId, const QList<SessionEvent> &events, bool hasOlder);
    void applyWorkspaceEvent(const QString &sessionId, const QJsonObject &event);

    // The task's sessions (SessionModel), newest chosen; picking another shows it.
    void setSessionList(QAbstractItemModel *sessions);
    void selectSessionRow(int row);

    SessionPanel *sessionPanel() const { return m_session; }
    PrepareLogPanel *prepareLog() const { return m_prepareLog; }
    ReviewCommentsPanel *reviewComments() const { return m_comments; }
    // The Terminal tab: the shown task's terminals (its TaskTerminals set by the Workbench).
    TerminalPanel *terminalPanel() const { return m_terminal; }
    // The window's Ctrl+`: to the task's terminal (one opened when it has none), and from the terminal
    // back to the tab and prompt before it.
    void toggleTerminal();
    // Ctrl+Shift+`: another shell in the Terminal tab.
    void openNewTerminal();
    // The agent's terminal sign-in, in the Terminal tab.
    void openSignIn(const QStringList &argv);
    // The Review tab: the task's changes against its base branch, read through changes.
    ChangesView *review() const { return m_review; }
    void setTaskChanges(std::shared_ptr<const TaskChanges> changes);
    QString currentTabName() const;
    // A row above the conversation and tabs (the review-and-ship bar, ui/review/shipbar.h).
    void setShipBar(QWidget *bar);
    // A notice under it (an update from the base stopped on conflicts, ui/review/syncnotice.h).
    void setNoticeBar(QWidget *bar);

Q_SIGNALS:
    void promptSubmitted(const QString &sessionId, const QString &text, const kandesk::PromptAttachments &attachments);
    void promptQueued(const QString &sessionId, const QString &text);
    void cancelRequested(const QString &sessionId);
    void stopRequested(const QString &sessionId);
    void permissionAnswered(const QString &sessionId, const QString &pendingId, const QString &optionId);
    void elicitationAnswered(const QString &sessionId, const QString &pendingId, const QString &action,
                             const QJsonObject &content);
    void retryRequested(const QString &sessionId);
    void modeChangeRequested(const QString &sessionId, const QString &modeId);
    void modelChangeRequested(const QString &sessionId, const QString &modelId);
    // An on/off setting of the agent's (an ACP config option).
    void toggleChangeRequested(const QString &sessionId, const QString &configId, bool on);
    void sessionChosen(int row);
    void earlierRequested(const QString &sessionId);
    void failureActionRequested(const QString &action, const QStringList &argv);
    // The view shows another task (its comments and ship bar follow).
    void taskShown(const QString &taskId);
    // The view shows another session (empty: none yet): its live events are wanted from now on.
    void sessionShown(const QString &sessionId);

private:
    QString m_taskId;
    QString m_sessionId;
    SessionPanel *m_session = nullptr;
    PrepareLogModel *m_prepareModel = nullptr;
    PrepareLogPanel *m_prepareLog = nullptr;
    ReviewCommentsPanel *m_comments = nullptr;
    ChangesView *m_review = nullptr;
    TerminalPanel *m_terminal = nullptr;
    int m_tabBeforeTerminal = 0;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_sessionPicker = nullptr;
    QHash<QString, QString> m_drafts; // by task id, for the tasks not shown
};

} // namespace kandesk::ui
