// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QApplication>
#include <QHash>
#include <QJsonArray>

namespace kandesk::bench {

// kandesk-bench's application: times each event it delivers on the GUI thread (the outermost
// delivery, nested ones included in it) and keeps the longest since the last reset, so that a
// GUI stall can be traced to what ran: the receiver's class, its parent's and the event's type.
class TimedApplication final : public QApplication
{
public:
    TimedApplication(int &argc, char **argv);

    bool notify(QObject *receiver, QEvent *event) override;

    // The running application when it is one (else null).
    static TimedApplication *instance();
    void resetLongest();
    // The longest deliveries, longest first: {ms, receiver, parent, object_name, event}.
    QJsonArray longest() const;
    // What was delivered since the last call, summed by receiver class and event type, the most
    // time first: {ms, count, receiver, event}. A stall of many short deliveries shows here.
    QJsonArray takeSinceMark();
    // Forgets what was delivered since the last call, as takeSinceMark() without building its answer.
    void dropSinceMark() { m_sinceMark.clear(); }

private:
    struct Delivery {
        double ms = 0;
        QString receiver;
        QString parent;
        QString objectName;
        QString event;
    };
    struct Sum {
        double ms = 0;
        int count = 0;
    };
    static constexpr int kKept = 5;
    QList<Delivery> m_longest;
    QHash<std::pair<const char *, int>, Sum> m_sinceMark; // class names are static strings
    int m_depth = 0;
};

} // namespace kandesk::bench
