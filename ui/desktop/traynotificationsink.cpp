// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "traynotificationsink.h"

#include <QSystemTrayIcon>

namespace kandesk::ui {

TrayNotificationSink::TrayNotificationSink(QSystemTrayIcon &tray, QObject *parent)
    : NotificationSink(parent)
    , m_tray(tray)
{
    connect(&m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
        if (!m_last.first.isEmpty())
            Q_EMIT activated(m_last.first, m_last.second);
    });
}

void TrayNotificationSink::deliver(const DesktopNotification &notification)
{
    m_last = { notification.taskId, notification.sessionId };
    const auto icon = notification.kind == DesktopNotification::Kind::TurnFinished ? QSystemTrayIcon::Information
                                                                                   : QSystemTrayIcon::Warning;
    m_tray.showMessage(notification.title, notification.body, icon);
}

} // namespace kandesk::ui
