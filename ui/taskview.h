// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/lifecycleevents.h"

#include <QJsonObject>
#include <QWidget>

class QAbstractItemModel;
class QComboBox;
class QTabWidget;

namespace kandesk::ui {

class ChangesPanel;
class PrepareLogModel;
class PrepareLogPanel;
class SessionPanel;

// Everything about one task's session side by side: the conversation (transcript and composer) and,
// in tabs, the prepare log and the workspace's changes. The prepare log comes to the front while
// the workspace is prepared (and when it fails); the changes follow the workspace stream.
class TaskView final : public QWidget
{
    Q_OBJECT
public:
    explicit TaskView(QWidget *parent = nullptr);

    // Shows another task's session; clears what the previous one showed.
    void showSession(const QString &taskId, const QString &sessionId, const QString &title, const QString &workspacePath);
    QString sessionId() const { return m_sessionId; }
    QString taskId() const { return m_taskId; }
    void setWorkspacePath(const QString &path);

    void applyPrepareProgress(const PrepareProgressEvent &event);
    void applyPrepareCompleted(const PrepareCompletedEvent &event);
    void applyAgentEvent(const QString &sessionId, const QJsonObject &event);
    // The newest stored page of the session; hasOlder offers the earlier ones (earlierRequested).
    void applyStoredEvents(const QString &sessionId, const QList<QJsonObject> &events, bool hasOlder = false);
    void prependStoredEvents(const QString &sessionId, const QList<QJsonObject> &events, bool hasOlder);
    void applyWorkspaceEvent(const QString &sessionId, const QJsonObject &event);

    // The task's sessions (SessionModel), newest chosen; picking another shows it.
    void setSessionList(QAbstractItemModel *sessions);
    void selectSessionRow(int row);

    SessionPanel *sessionPanel() const { return m_session; }
    PrepareLogPanel *prepareLog() const { return m_prepareLog; }
    ChangesPanel *changes() const { return m_changes; }
    QString currentTabName() const;

Q_SIGNALS:
    void promptSubmitted(const QString &sessionId, const QString &text);
    void cancelRequested(const QString &sessionId);
    void stopRequested(const QString &sessionId);
    void permissionAnswered(const QString &sessionId, const QString &pendingId, const QString &optionId);
    void retryRequested(const QString &sessionId);
    void sessionChosen(int row);
    void earlierRequested(const QString &sessionId);
    void failureActionRequested(const QString &action, const QStringList &argv);

private:
    QString m_taskId;
    QString m_sessionId;
    SessionPanel *m_session = nullptr;
    PrepareLogModel *m_prepareModel = nullptr;
    PrepareLogPanel *m_prepareLog = nullptr;
    ChangesPanel *m_changes = nullptr;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_sessionPicker = nullptr;
};

} // namespace kandesk::ui
