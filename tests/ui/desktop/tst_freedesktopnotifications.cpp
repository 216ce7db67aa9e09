// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The freedesktop notification sink over a real session bus (a private dbus-daemon): it finds the
// notification service, sends one Notify per delivery with a "default" action and, where the
// service shows actions, a permission's options; a click (ActionInvoked "default") reports the
// notification's task, an option's action the request and the option; withdraw closes the
// request's notification, also one whose Notify is not answered yet. The service is this test's
// stand-in for the desktop's notification daemon.
#include "fakenotificationserver.h"
#include "ui/desktop/freedesktopnotificationsink.h"

#include <QSignalSpy>
#include <QTest>

using namespace kandesk::ui;
using kandesk::test::FakeNotificationServer;
using kandesk::test::PrivateSessionBus;
using Kind = DesktopNotification::Kind;

namespace {

DesktopNotification permission(const QString &pendingId)
{
    DesktopNotification notification;
    notification.kind = Kind::PermissionRequested;
    notification.taskId = QStringLiteral("task-1");
    notification.sessionId = QStringLiteral("session-1");
    notification.title = QStringLiteral("Fix the login test");
    notification.body = QStringLiteral("The agent asks for permission: Edit config.json");
    notification.pendingId = pendingId;
    notification.options = { { QStringLiteral("proceed_once"), QStringLiteral("Allow") },
        { QStringLiteral("no"), QStringLiteral("Reject") } };
    return notification;
}

DesktopNotification turnFinished()
{
    DesktopNotification notification;
    notification.taskId = QStringLiteral("task-2");
    notification.sessionId = QStringLiteral("session-2");
    notification.title = QStringLiteral("Update the changelog");
    notification.body = QStringLiteral("The agent finished its turn.");
    return notification;
}

// The sink says whether the service answers, as the window asks before making one.
bool probed()
{
    QObject context;
    QSignalSpy answered(&context, &QObject::objectNameChanged);
    FreedesktopNotificationSink::probe(&context, [&context](bool available) {
        context.setObjectName(available ? QStringLiteral("yes") : QStringLiteral("no"));
    });
    return answered.wait(10'000) && context.objectName() == QLatin1String("yes");
}

} // namespace

class TestFreedesktopNotifications : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = m_bus.start(); !why.isEmpty()) {
            if (why.contains(QLatin1String("not installed")))
                QSKIP(qPrintable(why));
            QFAIL(qPrintable(why));
        }
    }

    void init() { m_server = std::make_unique<FakeNotificationServer>(m_bus.server()); }

    void cleanup()
    {
        m_bus.unserve();
        m_server.reset();
    }

    void probeFindsNoServiceOnABareBus() { QVERIFY(!probed()); }

    void oneNotifyPerDeliveryAndClicksOpenTheTask()
    {
        FakeNotificationServer &server = *m_server;
        QVERIFY(m_bus.serve(server));
        QVERIFY(probed());

        FreedesktopNotificationSink sink;
        QSignalSpy activated(&sink, &NotificationSink::activated);
        sink.deliver(permission(QStringLiteral("p1")));
        sink.deliver(turnFinished());
        QTRY_COMPARE(server.shown.size(), 2);
        QCOMPARE(server.shown.at(0).summary, QStringLiteral("Fix the login test"));
        QCOMPARE(server.shown.at(1).body, QStringLiteral("The agent finished its turn."));
        QCOMPARE(server.actionKeys(1), QStringList { QStringLiteral("default") });
        QCOMPARE(server.shown.at(0).hints.value(QStringLiteral("urgency")).toInt(), 2);
        QCOMPARE(server.shown.at(1).hints.value(QStringLiteral("urgency")).toInt(), 1);

        // The service answers Notify before it reports a click, so the sink knows the id by then.
        Q_EMIT server.ActionInvoked(server.shown.at(1).id, QStringLiteral("default"));
        QVERIFY(activated.wait(10'000));
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("task-2"));
        QCOMPARE(activated.at(0).at(1).toString(), QStringLiteral("session-2"));
        // Another action key is not a click on the notification, nor is another application's id
        // (the click after them arrives after them, alone).
        activated.clear();
        Q_EMIT server.ActionInvoked(server.shown.at(0).id, QStringLiteral("something-else"));
        Q_EMIT server.ActionInvoked(99, QStringLiteral("default"));
        Q_EMIT server.ActionInvoked(server.shown.at(0).id, QStringLiteral("default"));
        QVERIFY(activated.wait(10'000));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("task-1"));
        QCOMPARE(server.shown.size(), 2);
    }

    // A permission's options are actions of their own; picking one reports the request and the option.
    void aPermissionsOptionsAreActions()
    {
        FakeNotificationServer &server = *m_server;
        QVERIFY(m_bus.serve(server));
        FreedesktopNotificationSink sink;
        QSignalSpy activated(&sink, &NotificationSink::activated);
        QSignalSpy chosen(&sink, &NotificationSink::optionChosen);
        sink.deliver(permission(QStringLiteral("p1")));
        QTRY_COMPARE(server.shown.size(), 1);
        QCOMPARE(server.shown.at(0).actions,
            (QStringList { QStringLiteral("default"), QStringLiteral("Open"), QStringLiteral("option:proceed_once"),
                QStringLiteral("Allow"), QStringLiteral("option:no"), QStringLiteral("Reject") }));

        const uint id = server.shown.at(0).id;
        Q_EMIT server.ActionInvoked(id, QStringLiteral("option:no"));
        QVERIFY(chosen.wait(10'000));
        QCOMPARE(chosen.at(0),
            (QVariantList {
                QStringLiteral("task-1"), QStringLiteral("session-1"), QStringLiteral("p1"), QStringLiteral("no") }));
        QCOMPARE(activated.size(), 0);
        // "default" still opens the task; an option the notification did not offer answers nothing.
        Q_EMIT server.ActionInvoked(id, QStringLiteral("option:allow_always"));
        Q_EMIT server.ActionInvoked(id, QStringLiteral("default"));
        QVERIFY(activated.wait(10'000));
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("task-1"));
        QCOMPARE(chosen.size(), 1);
    }

    // A service without the "actions" capability gets no option buttons (only the click on it).
    void aServiceWithoutActionsGetsNoOptions()
    {
        FakeNotificationServer &server = *m_server;
        server.capabilities = { QStringLiteral("body") };
        QVERIFY(m_bus.serve(server));
        FreedesktopNotificationSink sink;
        sink.deliver(permission(QStringLiteral("p1")));
        QTRY_COMPARE(server.shown.size(), 1);
        QCOMPARE(server.actionKeys(0), QStringList { QStringLiteral("default") });
    }

    void withdrawClosesTheRequestsNotification()
    {
        FakeNotificationServer &server = *m_server;
        QVERIFY(m_bus.serve(server));
        FreedesktopNotificationSink sink;
        sink.deliver(permission(QStringLiteral("p1")));
        sink.deliver(permission(QStringLiteral("p2")));
        sink.deliver(turnFinished());
        QTRY_COMPARE(server.shown.size(), 3);
        sink.withdraw(QStringLiteral("session-1"), QStringLiteral("p2"));
        QTRY_COMPARE(server.closed, QList<uint> { server.shown.at(1).id });
        // Another session's request of the same id is another notification; a closed one is gone.
        sink.withdraw(QStringLiteral("session-2"), QStringLiteral("p1"));
        sink.withdraw(QStringLiteral("session-1"), QStringLiteral("p2"));
        sink.withdraw(QStringLiteral("session-1"), QStringLiteral("p1"));
        QTRY_COMPARE(server.closed, (QList<uint> { server.shown.at(1).id, server.shown.at(0).id }));
    }

    // Withdrawn while Notify waits for its answer: closed as soon as the id comes.
    void withdrawBeforeNotifysAnswer()
    {
        FakeNotificationServer &server = *m_server;
        server.holdReplies = true;
        QVERIFY(m_bus.serve(server));
        FreedesktopNotificationSink sink;
        QSignalSpy chosen(&sink, &NotificationSink::optionChosen);
        sink.deliver(permission(QStringLiteral("p1")));
        sink.deliver(permission(QStringLiteral("p2")));
        QTRY_COMPARE(server.shown.size(), 2);
        sink.withdraw(QStringLiteral("session-1"), QStringLiteral("p1"));
        QVERIFY(server.closed.isEmpty());
        server.releaseReplies();
        QTRY_COMPARE(server.closed, QList<uint> { server.shown.at(0).id });
        // The other one stands and answers.
        Q_EMIT server.ActionInvoked(server.shown.at(1).id, QStringLiteral("option:proceed_once"));
        QVERIFY(chosen.wait(10'000));
        QCOMPARE(chosen.at(0).at(2).toString(), QStringLiteral("p2"));
        QCOMPARE(server.closed.size(), 1);
    }

private:
    PrivateSessionBus m_bus;
    std::unique_ptr<FakeNotificationServer> m_server;
};

QTEST_GUILESS_MAIN(TestFreedesktopNotifications)
#include "tst_freedesktopnotifications.moc"
