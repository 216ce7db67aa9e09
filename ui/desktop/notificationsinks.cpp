// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "notificationsinks.h"

#include <QSystemTrayIcon>

#ifdef KANDESK_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#endif

namespace kandesk::ui {

TrayNotificationSink::TrayNotificationSink(QSystemTrayIcon &tray, QObject *parent)
    : NotificationSink(parent)
    , m_tray(tray)
{
    connect(&m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
        if (!m_last.first.isEmpty())
            Q_EMIT activated(m_last.first, m_last.second);
    });
}

void TrayNotificationSink::deliver(const DesktopNotification &notification)
{
    m_last = { notification.taskId, notification.sessionId };
    const auto icon = notification.kind == DesktopNotification::Kind::TurnFinished ? QSystemTrayIcon::Information
                                                                                   : QSystemTrayIcon::Warning;
    m_tray.showMessage(notification.title, notification.body, icon);
}

#ifdef KANDESK_HAVE_DBUS
namespace {
const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kInterface = QStringLiteral("org.freedesktop.Notifications");
} // namespace
#endif

FreedesktopNotificationSink::FreedesktopNotificationSink(QObject *parent)
    : NotificationSink(parent)
{
#ifdef KANDESK_HAVE_DBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    bus.connect(
        kService, kPath, kInterface, QStringLiteral("ActionInvoked"), this, SLOT(onActionInvoked(uint, QString)));
    bus.connect(kService, kPath, kInterface, QStringLiteral("NotificationClosed"), this, SLOT(onClosed(uint, uint)));
#endif
}

void FreedesktopNotificationSink::deliver(const DesktopNotification &notification)
{
#ifdef KANDESK_HAVE_DBUS
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    const bool urgent = notification.kind == DesktopNotification::Kind::PermissionRequested;
    QVariantMap hints { { QStringLiteral("desktop-entry"), QStringLiteral("io.github.kandesk.Kandesk") },
        { QStringLiteral("urgency"), QVariant::fromValue<uchar>(urgent ? 2 : 1) } };
    call << QStringLiteral("Kandesk") << uint(0) << QStringLiteral("io.github.kandesk.Kandesk") << notification.title
         << notification.body << QStringList { QStringLiteral("default"), tr("Open") } << hints << int(-1);
    auto *watcher = new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(call), this);
    const QPair<QString, QString> target { notification.taskId, notification.sessionId };
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, target](QDBusPendingCallWatcher *finished) {
        finished->deleteLater();
        const QDBusPendingReply<uint> reply = *finished;
        if (reply.isValid())
            m_shown.insert(reply.value(), target);
    });
#else
    Q_UNUSED(notification)
#endif
}

void FreedesktopNotificationSink::onActionInvoked(uint id, const QString &actionKey)
{
    const auto target = m_shown.value(id);
    if (actionKey == QLatin1String("default") && !target.first.isEmpty())
        Q_EMIT activated(target.first, target.second);
}

void FreedesktopNotificationSink::onClosed(uint id, uint)
{
    m_shown.remove(id);
}

void FreedesktopNotificationSink::probe(QObject *context, std::function<void(bool)> done)
{
#ifdef KANDESK_HAVE_DBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        QMetaObject::invokeMethod(
            context, [done] { done(false); }, Qt::QueuedConnection);
        return;
    }
    const QDBusMessage call
        = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("GetServerInformation"));
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call, 3'000), context);
    QObject::connect(watcher, &QDBusPendingCallWatcher::finished, context, [done](QDBusPendingCallWatcher *finished) {
        finished->deleteLater();
        done(!finished->isError());
    });
#else
    QMetaObject::invokeMethod(
        context, [done] { done(false); }, Qt::QueuedConnection);
#endif
}

} // namespace kandesk::ui
