// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "notifications.h"

#include "application/taskrunner.h"
#include "models/sessions/sessionevent.h"

namespace kandesk::ui {

Notifications::Notifications(QObject *parent)
    : QObject(parent)
{ }

void Notifications::watch(TaskRunner &runner)
{
    connect(&runner, &TaskRunner::agentEvent, this, &Notifications::agentEvent);
    connect(&runner, &TaskRunner::turnFinished, this,
        [this](const QString &taskId, const QString &sessionId, const QString &) { turnEnded(taskId, sessionId); });
    connect(&runner, &TaskRunner::turnFailed, this,
        [this](const QString &taskId, const QString &sessionId, const QString &message) {
            turnEnded(taskId, sessionId, message.isEmpty() ? tr("the turn failed") : message);
        });
    connect(&runner, &TaskRunner::permissionRequested, this, &Notifications::permissionRequested);
    connect(&runner, &TaskRunner::inputRequested, this, &Notifications::permissionRequested);
}

void Notifications::addInViewCheck(InViewCheck check)
{
    m_inViewChecks.append(std::move(check));
}

void Notifications::setSink(NotificationSink *sink)
{
    if (m_sink == sink)
        return;
    disconnect(m_sinkConnection);
    m_sink = sink;
    if (sink)
        m_sinkConnection = connect(sink, &NotificationSink::activated, this, &Notifications::openRequested);
}

void Notifications::setDoNotDisturb(bool on)
{
    if (m_doNotDisturb == on)
        return;
    m_doNotDisturb = on;
    Q_EMIT doNotDisturbChanged(on);
}

void Notifications::agentEvent(const QString &, const QString &sessionId, const SessionEvent &event)
{
    // The turn's end arrives through turnEnded(); everything else means the turn is under way.
    if (event.kind != SessionEvent::Kind::Complete && event.kind != SessionEvent::Kind::Error)
        m_openTurns.insert(sessionId);
}

void Notifications::turnEnded(const QString &taskId, const QString &sessionId, const QString &failure)
{
    // One notification per turn, even when an agent reports its end twice.
    if (!m_openTurns.remove(sessionId))
        return;
    m_permissions.remove(sessionId);
    DesktopNotification notification;
    notification.kind
        = failure.isEmpty() ? DesktopNotification::Kind::TurnFinished : DesktopNotification::Kind::TurnFailed;
    notification.taskId = taskId;
    notification.sessionId = sessionId;
    notification.title = titleOf(taskId);
    notification.body
        = failure.isEmpty() ? tr("The agent finished its turn.") : tr("The turn ended with an error: %1").arg(failure);
    dispatch(notification);
}

void Notifications::permissionRequested(const QString &taskId, const QString &sessionId, const SessionEvent &event)
{
    m_openTurns.insert(sessionId);
    const bool input = event.kind == SessionEvent::Kind::ElicitationRequest;
    const QString &pendingId = input ? event.elicitation().pendingId : event.permission().pendingId;
    QSet<QString> &announced = m_permissions[sessionId];
    if (!pendingId.isEmpty() && announced.contains(pendingId))
        return;
    announced.insert(pendingId);
    DesktopNotification notification;
    notification.kind = DesktopNotification::Kind::PermissionRequested;
    notification.taskId = taskId;
    notification.sessionId = sessionId;
    notification.title = titleOf(taskId);
    const QString &what = event.text;
    if (input)
        notification.body = what.isEmpty() ? tr("The agent asks for input.") : tr("The agent asks for input: %1").arg(what);
    else
        notification.body
            = what.isEmpty() ? tr("The agent asks for permission.") : tr("The agent asks for permission: %1").arg(what);
    dispatch(notification);
}

void Notifications::dispatch(DesktopNotification notification)
{
    if (m_doNotDisturb || !m_sink || inView(notification.taskId, notification.sessionId))
        return;
    m_sink->deliver(notification);
}

bool Notifications::inView(const QString &taskId, const QString &sessionId) const
{
    return std::any_of(m_inViewChecks.cbegin(), m_inViewChecks.cend(),
        [&](const InViewCheck &check) { return check(taskId, sessionId); });
}

QString Notifications::titleOf(const QString &taskId) const
{
    const QString title = m_titleOf ? m_titleOf(taskId) : QString();
    return title.isEmpty() ? QStringLiteral("Kandesk") : title;
}

} // namespace kandesk::ui
