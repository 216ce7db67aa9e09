// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "ui/desktop/notificationsink.h"

#include <QList>

namespace kandesk::test {

// Keeps every notification it is handed, so a test can count deliveries.
class RecordingSink final : public kandesk::ui::NotificationSink
{
    Q_OBJECT
public:
    using NotificationSink::NotificationSink;
    void deliver(const kandesk::ui::DesktopNotification &notification) override { delivered.append(notification); }

    int count(kandesk::ui::DesktopNotification::Kind kind) const
    {
        return int(
            std::count_if(delivered.cbegin(), delivered.cend(), [kind](const auto &n) { return n.kind == kind; }));
    }
    // Stands in for the user clicking a delivered notification.
    void click(int index) { Q_EMIT activated(delivered.at(index).taskId, delivered.at(index).sessionId); }

    QList<kandesk::ui::DesktopNotification> delivered;
};

} // namespace kandesk::test
