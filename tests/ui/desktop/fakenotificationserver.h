// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// The tests' stand-in for the desktop's notification daemon: a dbus-daemon of the test's own made
// this process's session bus, and org.freedesktop.Notifications served on a second connection to it.

#include <QDBusConnection>
#include <QDBusMessage>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>
#include <QVariantMap>

namespace kandesk::test {

inline const QString NotificationService = QStringLiteral("org.freedesktop.Notifications");
inline const QString NotificationPath = QStringLiteral("/org/freedesktop/Notifications");

// Records what it is asked (Notify, CloseNotification) and answers as a daemon does; the test
// emits ActionInvoked and NotificationClosed as the user's clicks.
class FakeNotificationServer final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    struct Shown {
        uint id = 0;
        QString summary;
        QString body;
        QStringList actions; // key, label, key, label …
        QVariantMap hints;
    };

    explicit FakeNotificationServer(QDBusConnection connection)
        : m_connection(std::move(connection))
    { }

    QList<Shown> shown;
    QList<uint> closed; // CloseNotification's ids, in order
    QStringList capabilities { QStringLiteral("actions"), QStringLiteral("body") };
    bool holdReplies = false; // Notify's answers wait for releaseReplies()

    void releaseReplies()
    {
        for (const auto &[call, id] : std::exchange(m_held, {}))
            m_connection.send(call.createReply(QVariant::fromValue(id)));
    }
    // The action keys of a notification (its labels left out).
    QStringList actionKeys(qsizetype index) const
    {
        QStringList keys;
        const QStringList &actions = shown.at(index).actions;
        for (qsizetype i = 0; i < actions.size(); i += 2)
            keys.append(actions.at(i));
        return keys;
    }

public Q_SLOTS:
    uint Notify(const QString &, uint, const QString &, const QString &summary, const QString &body,
        const QStringList &actions, const QVariantMap &hints, int, const QDBusMessage &call)
    {
        const uint id = uint(shown.size() + 1);
        shown.append({ id, summary, body, actions, hints });
        if (holdReplies) {
            call.setDelayedReply(true);
            m_held.append({ call, id });
        }
        return id;
    }
    void CloseNotification(uint id)
    {
        closed.append(id);
        Q_EMIT NotificationClosed(id, 3); // 3: closed by CloseNotification
    }
    QStringList GetCapabilities() { return capabilities; }
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

private:
    QDBusConnection m_connection;
    QList<std::pair<QDBusMessage, uint>> m_held;
};

// A private dbus-daemon, made the session bus of this process: start() before anything asks for the
// session bus. serve() registers a server on it (unserve() before the server goes).
class PrivateSessionBus
{
public:
    ~PrivateSessionBus()
    {
        if (m_connected)
            QDBusConnection::disconnectFromBus(QStringLiteral("server"));
        if (m_daemon.state() != QProcess::NotRunning) {
            m_daemon.terminate();
            m_daemon.waitForFinished(5'000);
        }
    }

    // Empty when the bus runs; else why not (no dbus-daemon installed: the caller skips).
    QString start()
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty())
            return QStringLiteral("dbus-daemon is not installed: no session bus to test against");
        m_daemon.start(
            daemon, { QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address") });
        if (!m_daemon.waitForStarted())
            return m_daemon.errorString();
        if (!QTest::qWaitFor([this] { return m_daemon.canReadLine(); }, 10'000))
            return QStringLiteral("dbus-daemon did not say its address");
        const QByteArray address = m_daemon.readLine().trimmed();
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);
        m_connected = true;
        if (!QDBusConnection::sessionBus().isConnected())
            return QStringLiteral("the session bus does not connect");
        if (!server().isConnected())
            return QStringLiteral("the notification service's connection does not connect");
        return {};
    }

    QDBusConnection server() const
    {
        return QDBusConnection::connectToBus(
            QString::fromUtf8(qgetenv("DBUS_SESSION_BUS_ADDRESS")), QStringLiteral("server"));
    }

    bool serve(FakeNotificationServer &fake) const
    {
        QDBusConnection connection = server();
        return connection.registerObject(
                   NotificationPath, &fake, QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals)
            && connection.registerService(NotificationService);
    }
    void unserve() const
    {
        QDBusConnection connection = server();
        connection.unregisterService(NotificationService);
        connection.unregisterObject(NotificationPath);
    }

private:
    QProcess m_daemon;
    bool m_connected = false;
};

} // namespace kandesk::test
