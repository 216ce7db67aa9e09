// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The notification policy: exactly one desktop notification per turn end and per permission
// request or request for input, none while do-not-disturb is on, none for the session the user is
// looking at.
#include "recordingsink.h"
#include "ui/desktop/notifications.h"

#include <QSignalSpy>
#include <QTest>

using namespace kandesk::ui;
using kandesk::test::RecordingSink;
using Kind = DesktopNotification::Kind;

namespace {

kandesk::SessionEvent agentEvent(const QString &type, const QJsonObject &fields = {})
{
    QJsonObject e = fields;
    e.insert(QStringLiteral("type"), type);
    return kandesk::SessionEvent::fromJson(e);
}

kandesk::SessionEvent permission(const QString &pendingId)
{
    return agentEvent(QStringLiteral("permission_request"),
        { { QStringLiteral("pending_id"), pendingId },
            { QStringLiteral("permission_title"), QStringLiteral("Edit config.json") } });
}

const QString kTask = QStringLiteral("task-1");
const QString kSession = QStringLiteral("session-1");

// One turn as the runner reports it: output, a permission request (reported twice, as a
// reconnecting stream may), more output, and the turn's end (reported twice).
void playTurn(Notifications &notifications, const QString &pendingId)
{
    notifications.agentEvent(kTask, kSession,
        agentEvent(QStringLiteral("message_chunk"), { { QStringLiteral("text"), QStringLiteral("Hi") } }));
    notifications.agentEvent(kTask, kSession, permission(pendingId));
    notifications.permissionRequested(kTask, kSession, permission(pendingId));
    notifications.permissionRequested(kTask, kSession, permission(pendingId));
    notifications.agentEvent(kTask, kSession,
        agentEvent(QStringLiteral("message_chunk"), { { QStringLiteral("text"), QStringLiteral("Done") } }));
    notifications.agentEvent(kTask, kSession, agentEvent(QStringLiteral("complete")));
    notifications.turnEnded(kTask, kSession);
    notifications.turnEnded(kTask, kSession);
}

} // namespace

class TestNotifications : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onePerOccurrence_data()
    {
        QTest::addColumn<bool>("doNotDisturb");
        QTest::addColumn<bool>("inView");
        QTest::addColumn<int>("expected"); // per kind
        QTest::newRow("in the background") << false << false << 1;
        QTest::newRow("do not disturb") << true << false << 0;
        QTest::newRow("task in view in the active window") << false << true << 0;
    }

    void onePerOccurrence()
    {
        QFETCH(bool, doNotDisturb);
        QFETCH(bool, inView);
        QFETCH(int, expected);
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        notifications.setTitleLookup([](const QString &) { return QStringLiteral("Fix the login test"); });
        notifications.addInViewCheck(
            [inView](const QString &, const QString &sessionId) { return inView && sessionId == kSession; });
        notifications.setDoNotDisturb(doNotDisturb);

        playTurn(notifications, QStringLiteral("p1"));
        QCOMPARE(sink.count(Kind::PermissionRequested), expected);
        QCOMPARE(sink.count(Kind::TurnFinished), expected);
        QCOMPARE(sink.delivered.size(), 2 * expected);
        if (expected > 0) {
            QCOMPARE(sink.delivered.at(0).title, QStringLiteral("Fix the login test"));
            QVERIFY(sink.delivered.at(0).body.contains(QStringLiteral("Edit config.json")));
            QCOMPARE(sink.delivered.at(1).sessionId, kSession);
        }

        // The next turn is a new occurrence of both.
        playTurn(notifications, QStringLiteral("p2"));
        QCOMPARE(sink.delivered.size(), 4 * expected);
    }

    // The agent's request for input notifies as a permission request does: once per request.
    void aRequestForInputNotifiesOnce()
    {
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        const kandesk::SessionEvent asked = agentEvent(QStringLiteral("elicitation_request"),
            { { QStringLiteral("pending_id"), QStringLiteral("elicit-1") }, { QStringLiteral("mode"), QStringLiteral("form") },
                { QStringLiteral("message"), QStringLiteral("Which deployment should the agent prepare?") } });
        notifications.permissionRequested(kTask, kSession, asked);
        notifications.permissionRequested(kTask, kSession, asked);
        QCOMPARE(sink.count(Kind::PermissionRequested), 1);
        QCOMPARE(sink.delivered.at(0).body, QStringLiteral("The agent asks for input: Which deployment should the agent prepare?"));
    }

    void aFailedTurnIsATurnEnd()
    {
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        notifications.agentEvent(kTask, kSession, agentEvent(QStringLiteral("message_chunk")));
        notifications.turnEnded(kTask, kSession, QStringLiteral("agent crashed"));
        QCOMPARE(sink.count(Kind::TurnFailed), 1);
        QVERIFY(sink.delivered.at(0).body.contains(QStringLiteral("agent crashed")));
    }

    void clickingANotificationAsksToOpenItsTask()
    {
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        QSignalSpy open(&notifications, &Notifications::openRequested);
        playTurn(notifications, QStringLiteral("p1"));
        sink.click(1);
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toString(), kTask);
        QCOMPARE(open.at(0).at(1).toString(), kSession);
    }

    void oneSinkAtATime()
    {
        Notifications notifications;
        RecordingSink tray;
        RecordingSink desktop;
        notifications.setSink(&tray);
        notifications.setSink(&desktop);
        QSignalSpy open(&notifications, &Notifications::openRequested);
        playTurn(notifications, QStringLiteral("p1"));
        QCOMPARE(tray.delivered.size(), 0);
        QCOMPARE(desktop.delivered.size(), 2);
        tray.delivered = desktop.delivered;
        tray.click(0); // the replaced sink's clicks no longer count
        QCOMPARE(open.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestNotifications)
#include "tst_notifications.moc"
