// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The notification policy: exactly one desktop notification per turn end and per permission
// request or request for input, none while do-not-disturb is on, none for the session the user is
// looking at; a permission's notification offers the agent's options (three at most) and is
// withdrawn once the session no longer waits on the request.
#include "recordingsink.h"
#include "ui/desktop/notifications.h"

#include <QJsonArray>
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

kandesk::SessionEvent permission(const QString &pendingId, const QJsonArray &options = {})
{
    return agentEvent(QStringLiteral("permission_request"),
        { { QStringLiteral("pending_id"), pendingId },
            { QStringLiteral("permission_title"), QStringLiteral("Edit config.json") },
            { QStringLiteral("permission_options"), options } });
}

// kinds: the options' kinds, each option named after its kind, its id the kind's first letters.
QJsonArray optionsOf(const QStringList &kinds)
{
    QJsonArray options;
    for (const QString &kind : kinds) {
        const QString id = kind.left(3) + QString::number(options.size());
        options.append(QJsonObject {
            { QStringLiteral("option_id"), id }, { QStringLiteral("name"), kind }, { QStringLiteral("kind"), kind } });
    }
    return options;
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
            { { QStringLiteral("pending_id"), QStringLiteral("elicit-1") },
                { QStringLiteral("mode"), QStringLiteral("form") },
                { QStringLiteral("message"), QStringLiteral("Which deployment should the agent prepare?") } });
        notifications.permissionRequested(kTask, kSession, asked);
        notifications.permissionRequested(kTask, kSession, asked);
        QCOMPARE(sink.count(Kind::PermissionRequested), 1);
        QCOMPARE(sink.delivered.at(0).body,
            QStringLiteral("The agent asks for input: Which deployment should the agent prepare?"));
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

    void aPermissionOffersTheAgentsOptions_data()
    {
        QTest::addColumn<QStringList>("kinds");
        QTest::addColumn<QStringList>("offered"); // labels, in order
        QTest::newRow("two") << QStringList { QStringLiteral("allow_once"), QStringLiteral("reject_once") }
                             << QStringList { QStringLiteral("allow_once"), QStringLiteral("reject_once") };
        QTest::newRow("three, in the agent's order")
            << QStringList { QStringLiteral("reject_once"), QStringLiteral("allow_always"),
                   QStringLiteral("allow_once") }
            << QStringList { QStringLiteral("reject_once"), QStringLiteral("allow_always"),
                   QStringLiteral("allow_once") };
        QTest::newRow("more: the first to allow and the first to reject")
            << QStringList { QStringLiteral("allow_once"), QStringLiteral("allow_always"),
                   QStringLiteral("reject_once"), QStringLiteral("reject_always") }
            << QStringList { QStringLiteral("allow_once"), QStringLiteral("reject_once") };
        QTest::newRow("more, none known: the window has them")
            << QStringList { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d") }
            << QStringList();
        QTest::newRow("none") << QStringList() << QStringList();
    }

    void aPermissionOffersTheAgentsOptions()
    {
        QFETCH(QStringList, kinds);
        QFETCH(QStringList, offered);
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        notifications.permissionRequested(kTask, kSession, permission(QStringLiteral("p1"), optionsOf(kinds)));
        QCOMPARE(sink.delivered.size(), 1);
        const DesktopNotification &shown = sink.delivered.at(0);
        QCOMPARE(shown.pendingId, QStringLiteral("p1"));
        QStringList labels;
        for (const DesktopNotification::Option &option : shown.options) {
            labels.append(option.label);
            QCOMPARE(option.id, option.label.left(3) + QString::number(kinds.indexOf(option.label)));
        }
        QCOMPARE(labels, offered);
    }

    // A request for input is answered in its form: its notification only opens it.
    void aRequestForInputOffersNoOptions()
    {
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        notifications.permissionRequested(kTask, kSession,
            agentEvent(QStringLiteral("elicitation_request"),
                { { QStringLiteral("pending_id"), QStringLiteral("elicit-1") },
                    { QStringLiteral("mode"), QStringLiteral("form") } }));
        QCOMPARE(sink.delivered.size(), 1);
        QCOMPARE(sink.delivered.at(0).pendingId, QStringLiteral("elicit-1"));
        QVERIFY(sink.delivered.at(0).options.isEmpty());
        notifications.agentEvent(kTask, kSession,
            agentEvent(QStringLiteral("elicitation_closed"),
                { { QStringLiteral("pending_id"), QStringLiteral("elicit-1") },
                    { QStringLiteral("action"), QStringLiteral("accept") } }));
        QCOMPARE(sink.withdrawn, QStringList { kSession + QStringLiteral("/elicit-1") });
    }

    // However the session stops waiting, the request's notification goes, once.
    void theNotificationGoesWhenTheRequestIsSettled_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("answered (the window, the command line)") << QStringLiteral("awaiting");
        QTest::newRow("answered by the profile's auto-approval") << QStringLiteral("permission_answered");
        QTest::newRow("cancelled by the agent") << QStringLiteral("permission_cancelled");
        QTest::newRow("the turn ended") << QStringLiteral("complete");
    }

    void theNotificationGoesWhenTheRequestIsSettled()
    {
        QFETCH(QString, how);
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        notifications.permissionRequested(kTask, kSession, permission(QStringLiteral("p1")));
        notifications.permissionRequested(kTask, QStringLiteral("session-2"), permission(QStringLiteral("p1")));
        QCOMPARE(sink.delivered.size(), 2);
        QVERIFY(sink.withdrawn.isEmpty());
        for (int twice = 0; twice < 2; ++twice) {
            if (how == QLatin1String("awaiting"))
                notifications.awaitingChanged(kTask, kSession, false);
            else if (how == QLatin1String("complete"))
                notifications.turnEnded(kTask, kSession);
            else
                notifications.agentEvent(
                    kTask, kSession, agentEvent(how, { { QStringLiteral("pending_id"), QStringLiteral("p1") } }));
        }
        QCOMPARE(sink.withdrawn, QStringList { kSession + QStringLiteral("/p1") });
    }

    // Nothing shown, nothing to take back.
    void aRequestNotShownIsNotWithdrawn()
    {
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        notifications.setDoNotDisturb(true);
        notifications.permissionRequested(kTask, kSession, permission(QStringLiteral("p1")));
        notifications.awaitingChanged(kTask, kSession, false);
        QVERIFY(sink.delivered.isEmpty());
        QVERIFY(sink.withdrawn.isEmpty());
    }

    // Without a runner to answer through, an option picked answers nothing (and asks nothing of the view).
    void anOptionPickedWithoutARunnerAnswersNothing()
    {
        Notifications notifications;
        RecordingSink sink;
        notifications.setSink(&sink);
        QSignalSpy answered(&notifications, &Notifications::permissionAnswered);
        QSignalSpy open(&notifications, &Notifications::openRequested);
        notifications.permissionRequested(
            kTask, kSession, permission(QStringLiteral("p1"), optionsOf({ QStringLiteral("allow_once") })));
        sink.choose(0, QStringLiteral("all0"));
        QCOMPARE(answered.size(), 0);
        QCOMPARE(open.size(), 0);
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
