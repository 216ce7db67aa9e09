// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "notificationsink.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>

namespace kandesk::ui {

// Sends notifications to org.freedesktop.Notifications on the session bus. Each carries a
// "default" action (a click on the notification: activated()) and, where the service shows
// actions, one "option:<id>" action per offered permission option (optionChosen()). The service's
// capabilities are read once; notifications delivered before they are known wait for them.
class FreedesktopNotificationSink final : public NotificationSink
{
    Q_OBJECT
public:
    explicit FreedesktopNotificationSink(QObject *parent = nullptr);
    void deliver(const DesktopNotification &notification) override;
    // CloseNotification for it; one whose Notify is not answered yet is closed once its id comes.
    void withdraw(const QString &sessionId, const QString &pendingId) override;

    // Asks the session bus, without blocking, whether a notification service answers (a service
    // that is only activatable counts); done(available) runs on context's thread.
    static void probe(QObject *context, std::function<void(bool)> done);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &actionKey);
    void onClosed(uint id, uint reason);

private:
    struct Shown {
        QString taskId;
        QString sessionId;
        QString pendingId;
        QStringList optionIds;
        bool is(const QString &session, const QString &pending) const
        {
            return sessionId == session && pendingId == pending;
        }
    };
    void send(const DesktopNotification &notification);
    void onCapabilities(const QStringList &capabilities);
    void close(uint id);

    bool m_capabilitiesKnown = false;
    bool m_showsActions = false;
    QList<DesktopNotification> m_waiting; // delivered before the capabilities were known
    quint64 m_nextSend = 0;
    QHash<quint64, Shown> m_sending; // Notify sent, its id not back yet; a withdrawn one is taken out
    QHash<uint, Shown> m_shown; // by the service's notification id
};

} // namespace kandesk::ui
