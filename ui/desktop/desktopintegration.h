// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include <memory>

namespace kandesk {
class Configuration;
class SettingsQueries;
class Stores;
class TaskRunner;
class TaskQueries;
} // namespace kandesk

namespace kandesk::ui {

class MainWindow;
class Notifications;
class NotificationSink;
class QuickChatWindow;
class TrayIcon;
class Workbench;

// Kandesk on the desktop beyond its window: the tray icon and its menu, the quick chat window,
// desktop notifications (tray balloon, or org.freedesktop.Notifications where the session bus
// has it), closing the window to the tray while agents work, and what a second start of Kandesk
// asks for (raise the window, open the quick chat). Lives on the GUI thread.
//
// Settings (SettingsStore keys, "true"/"false"):
//   tray/keep_running           closing the window keeps Kandesk in the tray while agents work (default true)
//   tray/close_hint_shown       the one-time "still running in the tray" hint was shown
//   notifications/do_not_disturb  no desktop notifications (default false)
// The quick chat remembers its agent profile under quickchat/agent_profile.
class DesktopIntegration final : public QObject
{
    Q_OBJECT
public:
    struct Services {
        Stores &stores;
        TaskRunner &runner;
    };
    struct Options {
        // QSystemTrayIcon::isSystemTrayAvailable() in the app; tests decide.
        bool trayAvailable = false;
        // Look for org.freedesktop.Notifications on the session bus (without blocking).
        bool useFreedesktopNotifications = true;
    };

    static const QString KeepRunningKey;
    static const QString CloseHintShownKey;
    static const QString DoNotDisturbKey;

    DesktopIntegration(
        Services services, MainWindow &window, Workbench &workbench, Options options, QObject *parent = nullptr);
    ~DesktopIntegration() override;

    // What a start of Kandesk asked for (this one's or a later one's command line).
    void handleArguments(const QStringList &arguments);
    void openQuickChat();
    void showWindow();
    // Opens a task's session where it lives: the quick chat for a chat, else the window's task view.
    void openTask(const QString &taskId, const QString &sessionId = {});
    // Quits Kandesk (closing the window first, so its own checks run when it is shown).
    void quit();

    QuickChatWindow *quickChat();
    Notifications &notifications() const { return *m_notifications; }
    TrayIcon *tray() const { return m_tray.get(); }
    int runningAgents() const { return int(m_working.size()); }
    bool keepRunningInTray() const { return m_keepRunning; }
    void setKeepRunningInTray(bool on);
    void setDoNotDisturb(bool on);

Q_SIGNALS:
    // The app should end its event loop now (main connects it to QCoreApplication::quit).
    void quitRequested();
    // The window was closed while agents work: Kandesk stays in the tray.
    void keptInTray();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void wireTray();
    void wireNotifications(const Options &options);
    void showTrayHintOnce();
    void onConverted(const QString &taskId);
    // An option picked on a notification answered the request: the views showing it say so.
    void showAnswered(const QString &sessionId, const QString &pendingId, const QString &optionId);
    bool setting(const QString &key, bool fallback) const;
    void storeSetting(const QString &key, bool value);

    Services m_services;
    MainWindow &m_window;
    Workbench &m_workbench;
    const SettingsQueries *m_settings = nullptr; // the stores of Services
    const TaskQueries *m_tasks = nullptr;
    std::unique_ptr<Configuration> m_configuration; // the choices above, kept
    std::unique_ptr<Notifications> m_notifications;
    std::unique_ptr<TrayIcon> m_tray;
    std::unique_ptr<QuickChatWindow> m_quickChat;
    QPointer<NotificationSink> m_traySink;
    QPointer<NotificationSink> m_desktopSink;
    QSet<QString> m_working;
    bool m_keepRunning = true;
    bool m_quitting = false;
};

} // namespace kandesk::ui
