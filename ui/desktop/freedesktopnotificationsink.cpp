// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "freedesktopnotificationsink.h"

#ifdef KANDESK_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#endif

namespace kandesk::ui {

namespace {
const QString kDefaultAction = QStringLiteral("default");
const QString kOptionAction = QStringLiteral("option:"); // followed by the option's id
#ifdef KANDESK_HAVE_DBUS
const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kInterface = QStringLiteral("org.freedesktop.Notifications");
const QString kDesktopEntry = QStringLiteral("io.github.kandesk.Kandesk");

QDBusMessage callOf(const QString &method)
{
    return QDBusMessage::createMethodCall(kService, kPath, kInterface, method);
}
#endif
} // namespace

FreedesktopNotificationSink::FreedesktopNotificationSink(QObject *parent)
    : NotificationSink(parent)
{
#ifdef KANDESK_HAVE_DBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    bus.connect(
        kService, kPath, kInterface, QStringLiteral("ActionInvoked"), this, SLOT(onActionInvoked(uint, QString)));
    bus.connect(kService, kPath, kInterface, QStringLiteral("NotificationClosed"), this, SLOT(onClosed(uint, uint)));
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(callOf(QStringLiteral("GetCapabilities"))), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *finished) {
        finished->deleteLater();
        const QDBusPendingReply<QStringList> reply = *finished;
        onCapabilities(reply.isValid() ? reply.value() : QStringList());
    });
#else
    m_capabilitiesKnown = true;
#endif
}

void FreedesktopNotificationSink::onCapabilities(const QStringList &capabilities)
{
    m_capabilitiesKnown = true;
    m_showsActions = capabilities.contains(QStringLiteral("actions"));
    for (const DesktopNotification &notification : std::exchange(m_waiting, {}))
        send(notification);
}

void FreedesktopNotificationSink::deliver(const DesktopNotification &notification)
{
    if (m_capabilitiesKnown)
        send(notification);
    else
        m_waiting.append(notification);
}

void FreedesktopNotificationSink::send(const DesktopNotification &notification)
{
#ifdef KANDESK_HAVE_DBUS
    QStringList actions { kDefaultAction, tr("Open") };
    Shown shown { notification.taskId, notification.sessionId, notification.pendingId, {} };
    if (m_showsActions) {
        for (const DesktopNotification::Option &option : notification.options) {
            actions << kOptionAction + option.id << option.label;
            shown.optionIds.append(option.id);
        }
    }
    const bool urgent = notification.kind == DesktopNotification::Kind::PermissionRequested;
    const QVariantMap hints { { QStringLiteral("desktop-entry"), kDesktopEntry },
        { QStringLiteral("urgency"), QVariant::fromValue<uchar>(urgent ? 2 : 1) } };
    QDBusMessage call = callOf(QStringLiteral("Notify"));
    call << QStringLiteral("Kandesk") << uint(0) << kDesktopEntry << notification.title << notification.body << actions
         << hints << int(-1);
    const quint64 sending = m_nextSend++;
    m_sending.insert(sending, shown);
    auto *watcher = new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, sending](QDBusPendingCallWatcher *finished) {
        finished->deleteLater();
        const QDBusPendingReply<uint> reply = *finished;
        const bool withdrawn = !m_sending.contains(sending);
        const Shown sent = m_sending.take(sending);
        if (!reply.isValid())
            return;
        if (withdrawn)
            close(reply.value());
        else
            m_shown.insert(reply.value(), sent);
    });
#else
    Q_UNUSED(notification)
#endif
}

void FreedesktopNotificationSink::withdraw(const QString &sessionId, const QString &pendingId)
{
    if (pendingId.isEmpty())
        return;
    m_waiting.removeIf([&](const DesktopNotification &waiting) {
        return waiting.sessionId == sessionId && waiting.pendingId == pendingId;
    });
    m_sending.removeIf([&](QHash<quint64, Shown>::iterator entry) { return entry->is(sessionId, pendingId); });
    for (auto shown = m_shown.begin(); shown != m_shown.end();) {
        if (shown->is(sessionId, pendingId)) {
            close(shown.key());
            shown = m_shown.erase(shown);
        } else {
            ++shown;
        }
    }
}

void FreedesktopNotificationSink::close(uint id)
{
#ifdef KANDESK_HAVE_DBUS
    QDBusMessage call = callOf(QStringLiteral("CloseNotification"));
    call << id;
    QDBusConnection::sessionBus().send(call);
#else
    Q_UNUSED(id)
#endif
}

void FreedesktopNotificationSink::onActionInvoked(uint id, const QString &actionKey)
{
    const auto shown = m_shown.constFind(id);
    if (shown == m_shown.cend())
        return; // another application's notification
    if (actionKey == kDefaultAction) {
        Q_EMIT activated(shown->taskId, shown->sessionId);
    } else if (actionKey.startsWith(kOptionAction)) {
        const QString optionId = actionKey.mid(kOptionAction.size());
        if (shown->optionIds.contains(optionId))
            Q_EMIT optionChosen(shown->taskId, shown->sessionId, shown->pendingId, optionId);
    }
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
    auto *watcher
        = new QDBusPendingCallWatcher(bus.asyncCall(callOf(QStringLiteral("GetServerInformation")), 3'000), context);
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
