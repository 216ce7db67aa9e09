// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "ui/desktop/notificationsink.h"

#include <QList>
#include <QStringList>

namespace kandesk::test {

// Keeps every notification it is handed and every withdrawal, so a test can count them.
class RecordingSink final : public kandesk::ui::NotificationSink
{
    Q_OBJECT
public:
    using NotificationSink::NotificationSink;
    void deliver(const kandesk::ui::DesktopNotification &notification) override { delivered.append(notification); }
    void withdraw(const QString &sessionId, const QString &pendingId) override
    {
        withdrawn.append(sessionId + QLatin1Char('/') + pendingId);
    }

    int count(kandesk::ui::DesktopNotification::Kind kind) const
    {
        return int(
            std::count_if(delivered.cbegin(), delivered.cend(), [kind](const auto &n) { return n.kind == kind; }));
    }
    // Stands in for the user clicking a delivered notification.
    void click(int index) { Q_EMIT activated(delivered.at(index).taskId, delivered.at(index).sessionId); }
    // Stands in for the user picking one of a delivered permission's options.
    void choose(int index, const QString &optionId)
    {
        const kandesk::ui::DesktopNotification &notification = delivered.at(index);
        Q_EMIT optionChosen(notification.taskId, notification.sessionId, notification.pendingId, optionId);
    }

    QList<kandesk::ui::DesktopNotification> delivered;
    QStringList withdrawn; // "session/pending id"
};

} // namespace kandesk::test
