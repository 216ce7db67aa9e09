// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The freedesktop notification sink over a real session bus (a private dbus-daemon): it finds the
// notification service, sends one Notify per delivery with a "default" action, and a click
// (ActionInvoked "default") reports the notification's task. The service is this test's stand-in
// for the desktop's notification daemon.
#include "ui/desktop/notificationsinks.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace kandesk::ui;

namespace {
const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
} // namespace

class FakeNotificationServer final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    struct Shown {
        QString summary;
        QString body;
        QStringList actions;
    };
    QList<Shown> shown;

public Q_SLOTS:
    uint Notify(const QString &, uint, const QString &, const QString &summary, const QString &body,
        const QStringList &actions, const QVariantMap &, int)
    {
        shown.append({ summary, body, actions });
        return uint(shown.size());
    }
    QString GetServerInformation(QString &vendor, QString &version, QString &specVersion)
    {
        vendor = QStringLiteral("Kandesk tests");
        version = QStringLiteral("1");
        specVersion = QStringLiteral("1.2");
        return QStringLiteral("fake");
    }

Q_SIGNALS:
    void ActionInvoked(uint id, const QString &actionKey);
    void NotificationClosed(uint id, uint reason);
};

class TestFreedesktopNotifications : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty())
            QSKIP("dbus-daemon is not installed: no session bus to test against");
        m_bus.start(
            daemon, { QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address") });
        QVERIFY(m_bus.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(m_bus.canReadLine(), 10'000);
        const QByteArray address = m_bus.readLine().trimmed();
        QVERIFY(!address.isEmpty());
        // Before anything asks for the session bus.
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);
        QVERIFY(QDBusConnection::sessionBus().isConnected());
        m_server = std::make_unique<QDBusConnection>(
            QDBusConnection::connectToBus(QString::fromUtf8(address), QStringLiteral("server")));
        QVERIFY(m_server->isConnected());
    }

    void cleanupTestCase()
    {
        if (m_server)
            QDBusConnection::disconnectFromBus(QStringLiteral("server"));
        m_server.reset();
        if (m_bus.state() != QProcess::NotRunning) {
            m_bus.terminate();
            m_bus.waitForFinished(5'000);
        }
    }

    void probeFindsNoServiceOnABareBus()
    {
        QObject context;
        QSignalSpy spy(&context, &QObject::objectNameChanged);
        FreedesktopNotificationSink::probe(&context, [&context](bool available) {
            context.setObjectName(available ? QStringLiteral("yes") : QStringLiteral("no"));
        });
        QVERIFY(spy.wait(10'000));
        QCOMPARE(context.objectName(), QStringLiteral("no"));
    }

    void oneNotifyPerDeliveryAndClicksOpenTheTask()
    {
        FakeNotificationServer server;
        QVERIFY(m_server->registerObject(
            kPath, &server, QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals));
        QVERIFY(m_server->registerService(kService));

        QObject context;
        QSignalSpy probed(&context, &QObject::objectNameChanged);
        FreedesktopNotificationSink::probe(&context, [&context](bool available) {
            context.setObjectName(available ? QStringLiteral("yes") : QStringLiteral("no"));
        });
        QVERIFY(probed.wait(10'000));
        QCOMPARE(context.objectName(), QStringLiteral("yes"));

        FreedesktopNotificationSink sink;
        QSignalSpy activated(&sink, &NotificationSink::activated);
        DesktopNotification first { DesktopNotification::Kind::PermissionRequested, QStringLiteral("task-1"),
            QStringLiteral("session-1"), QStringLiteral("Fix the login test"),
            QStringLiteral("The agent asks for permission") };
        DesktopNotification second { DesktopNotification::Kind::TurnFinished, QStringLiteral("task-2"),
            QStringLiteral("session-2"), QStringLiteral("Update the changelog"),
            QStringLiteral("The agent finished its turn.") };
        sink.deliver(first);
        sink.deliver(second);
        QTRY_COMPARE(server.shown.size(), 2);
        QCOMPARE(server.shown.at(0).summary, QStringLiteral("Fix the login test"));
        QCOMPARE(server.shown.at(1).body, QStringLiteral("The agent finished its turn."));
        QCOMPARE(server.shown.at(0).actions.value(0), QStringLiteral("default"));

        // Clicks count once the sink has the server's id for its notification (its Notify reply).
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
            Q_EMIT server.ActionInvoked(2, QStringLiteral("default"));
            return activated.wait(200);
        }()),
            10'000);
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("task-2"));
        QCOMPARE(activated.at(0).at(1).toString(), QStringLiteral("session-2"));
        // Another action key is not a click on the notification.
        activated.clear();
        Q_EMIT server.ActionInvoked(1, QStringLiteral("something-else"));
        QVERIFY(!activated.wait(300));
        QCOMPARE(server.shown.size(), 2);
        m_server->unregisterService(kService);
        m_server->unregisterObject(kPath);
    }

private:
    QProcess m_bus;
    std::unique_ptr<QDBusConnection> m_server;
};

QTEST_GUILESS_MAIN(TestFreedesktopNotifications)
#include "tst_freedesktopnotifications.moc"
