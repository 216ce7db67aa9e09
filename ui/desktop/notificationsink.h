// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

namespace kandesk::ui {

// One desktop notification about a task's session.
struct DesktopNotification {
    enum class Kind { TurnFinished, TurnFailed, PermissionRequested }; // PermissionRequested: also a request for input
    Kind kind = Kind::TurnFinished;
    QString taskId;
    QString sessionId;
    QString title; // e.g. the task's title
    QString body;
};

// Where notifications go: the tray's balloon, the freedesktop notification service, or a
// recording sink in tests. A sink only delivers; Notifications decides whether and which one.
// A sink reports a click on one of its notifications with activated().
class NotificationSink : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void deliver(const DesktopNotification &notification) = 0;

Q_SIGNALS:
    void activated(const QString &taskId, const QString &sessionId);
};

} // namespace kandesk::ui
