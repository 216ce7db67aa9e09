// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QString>

namespace kandesk::ui {

// One desktop notification about a task's session.
struct DesktopNotification {
    enum class Kind { TurnFinished, TurnFailed, PermissionRequested }; // PermissionRequested: also a request for input
    // One of the agent's answers to its permission request, offered on the notification.
    struct Option {
        QString id; // the agent's option id, answered with as it is
        QString label; // the agent's name for it
        bool operator==(const Option &) const = default;
    };
    Kind kind = Kind::TurnFinished;
    QString taskId;
    QString sessionId;
    QString title; // e.g. the task's title
    QString body;
    QString pendingId; // PermissionRequested: the request the agent waits on
    QList<Option> options; // a permission's answers to offer, in the agent's order; none for a request for input
};

// Where notifications go: the tray's balloon, the freedesktop notification service, or a
// recording sink in tests. A sink only delivers; Notifications decides whether and which one.
// A sink reports a click on one of its notifications with activated(), and an option picked on
// a permission's notification with optionChosen().
class NotificationSink : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void deliver(const DesktopNotification &notification) = 0;
    // Takes back the notification of the session's request pendingId, if it still shows. A sink
    // that cannot take back what it showed ignores this.
    virtual void withdraw(const QString &sessionId, const QString &pendingId)
    {
        Q_UNUSED(sessionId)
        Q_UNUSED(pendingId)
    }

Q_SIGNALS:
    void activated(const QString &taskId, const QString &sessionId);
    void optionChosen(
        const QString &taskId, const QString &sessionId, const QString &pendingId, const QString &optionId);
};

} // namespace kandesk::ui
