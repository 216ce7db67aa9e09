// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "notificationsink.h"

#include <QPair>

class QSystemTrayIcon;

namespace kandesk::ui {

// Shows notifications as the tray icon's balloon message; a click on it opens the last one's task.
// A balloon carries no actions (a permission is answered in the window) and cannot be withdrawn.
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

} // namespace kandesk::ui
