// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "notificationsink.h"

#include <QHash>
#include <QPair>

#include <functional>

class QSystemTrayIcon;

namespace kandesk::ui {

// Shows notifications as the tray icon's balloon message; a click on it opens the last one's task.
class TrayNotificationSink final : public NotificationSink
{
    Q_OBJECT
public:
    explicit TrayNotificationSink(QSystemTrayIcon &tray, QObject *parent = nullptr);
    void deliver(const DesktopNotification &notification) override;

private:
    QSystemTrayIcon &m_tray;
    QPair<QString, QString> m_last; // task, session
};

// Sends notifications to org.freedesktop.Notifications on the session bus, with a "default"
// action: ActionInvoked(id, "default") (the user clicked the notification) opens its task.
class FreedesktopNotificationSink final : public NotificationSink
{
    Q_OBJECT
public:
    explicit FreedesktopNotificationSink(QObject *parent = nullptr);
    void deliver(const DesktopNotification &notification) override;

    // Asks the session bus, without blocking, whether a notification service answers (a service
    // that is only activatable counts); done(available) runs on context's thread.
    static void probe(QObject *context, std::function<void(bool)> done);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &actionKey);
    void onClosed(uint id, uint reason);

private:
    QHash<uint, QPair<QString, QString>> m_shown; // notification id → task, session
};

} // namespace kandesk::ui
