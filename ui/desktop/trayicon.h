// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QSystemTrayIcon;

namespace kandesk::ui {

// Kandesk in the system tray: the icon (with how many agents work in its tooltip) and its menu:
// Quick chat, Show window, the running-task count, Do not disturb, Keep running in the tray, Quit. A click on the icon
// shows the window. What the entries do is wired by the DesktopIntegration.
class TrayIcon final : public QObject
{
    Q_OBJECT
public:
    explicit TrayIcon(QObject *parent = nullptr);
    ~TrayIcon() override;

    QSystemTrayIcon &icon() const { return *m_icon; }
    QMenu *menu() const { return m_menu; }
    void show();

    void setRunningAgents(int count);
    QString runningText() const;
    void setDoNotDisturb(bool on);
    bool doNotDisturb() const;

    QAction *quickChatAction() const { return m_quickChat; }
    QAction *showWindowAction() const { return m_showWindow; }
    QAction *doNotDisturbAction() const { return m_doNotDisturb; }
    QAction *keepRunningAction() const { return m_keepRunning; }
    QAction *quitAction() const { return m_quit; }

Q_SIGNALS:
    void quickChatRequested();
    void showWindowRequested();
    void doNotDisturbToggled(bool on);
    void keepRunningToggled(bool on);
    void quitRequested();

private:
    QMenu *m_menu = nullptr;
    QSystemTrayIcon *m_icon = nullptr;
    QAction *m_quickChat = nullptr;
    QAction *m_showWindow = nullptr;
    QAction *m_running = nullptr;
    QAction *m_doNotDisturb = nullptr;
    QAction *m_keepRunning = nullptr;
    QAction *m_quit = nullptr;
};

} // namespace kandesk::ui
