// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;

namespace kandesk {
class Configuration;
class QuickChats;
class SessionHistory;
class ProfileQueries;
class SessionQueries;
class SettingsQueries;
class Stores;
class TaskCreation;
class TaskRunner;
class TaskQueries;
} // namespace kandesk

namespace kandesk::ui {

class SessionPanel;

// A small window to ask an agent something without a repository: an agent-profile picker, the
// recent chats, a live transcript with a prompt box (SessionPanel), and a button that turns the
// chat into a board task. Each chat is an ephemeral task whose sessions the TaskRunner runs with
// the local executor in <home>/quick-chat/<session>; chats idle for a week are swept at start-up.
// Ctrl+Enter sends; Esc hides the window (while a turn runs, the first Esc in the prompt box
// cancels the turn, as in the task view).
class QuickChatWindow final : public QWidget
{
    Q_OBJECT
public:
    struct Services {
        Stores &stores;
        TaskRunner &runner;
        QString workspaceId = QStringLiteral("default");
    };

    explicit QuickChatWindow(Services services, QWidget *parent = nullptr);
    ~QuickChatWindow() override;

    // Shows, raises and focuses the window on the current chat (a new one when none).
    void open();
    // An empty chat: the next prompt creates it with the picked agent profile.
    void startNewChat();
    // Shows a stored chat (its newest session's transcript, then live events).
    void showChat(const QString &taskId);
    // Turns the current chat into a board task (it keeps its sessions and transcript).
    void convertToTask();

    QString taskId() const { return m_taskId; }
    QString sessionId() const { return m_sessionId; }
    // Whether the user is looking at the session here (window shown and active).
    bool isShowingSession(const QString &sessionId) const;

    SessionPanel *sessionPanel() const { return m_panel; }
    QComboBox *agentPicker() const { return m_agents; }
    QComboBox *recentChats() const { return m_recent; }
    // Reloads the agent profiles and the recent chats from the database.
    void reload();

Q_SIGNALS:
    // The chat taskId is a board task now; the window moved on to a new chat.
    void convertedToTask(const QString &taskId);
    // A new chat was created (its first prompt is on its way).
    void chatCreated(const QString &taskId);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Shows sessionId's events from now on (none for an empty id).
    void followSession(const QString &sessionId);
    void send(const QString &text, const kandesk::PromptAttachments &attachments = {});
    // A page of the chat's stored transcript: the newest, or the one before beforeId on request.
    void loadHistory(const QString &sessionId, qint64 beforeId);
    void startChat(const QString &text, const kandesk::PromptAttachments &attachments);
    void wireRunner();
    void startAgent(const QString &text, const PromptAttachments &attachments, const QString &profileId);
    void showError(const QString &message);
    void setFolder(const QString &path);
    void elideFolder();
    void updateControls();
    void reloadRecent();
    QString pickedProfile() const;

    Services m_services;
    const TaskQueries *m_tasks = nullptr; // the stores of Services
    const SessionQueries *m_sessions = nullptr;
    const ProfileQueries *m_profiles = nullptr;
    std::unique_ptr<TaskCreation> m_creation;
    std::unique_ptr<SessionHistory> m_history; // the chat's stored transcript, read off the GUI thread
    const SettingsQueries *m_settings = nullptr;
    std::unique_ptr<QuickChats> m_chats;              // kept alive while used, made a task
    std::unique_ptr<Configuration> m_configuration;   // the agent picked last, remembered
    QComboBox *m_agents = nullptr;
    QComboBox *m_recent = nullptr;
    QPushButton *m_newChat = nullptr;
    QPushButton *m_makeTask = nullptr;
    QLabel *m_folder = nullptr;
    SessionPanel *m_panel = nullptr;
    QString m_taskId;
    QString m_sessionId; // set through followSession()
    QMetaObject::Connection m_sessionEvents;
    QString m_folderPath;
    qint64 m_historyOldestId = 0; // where the next older page of the shown chat ends
    bool m_starting = false; // the chat is being made or its agent started
    quint64 m_chatRequest = 0; // which chat a made one is for: a switch in between drops it
};

} // namespace kandesk::ui
