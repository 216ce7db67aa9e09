// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "notifications.h"

#include "application/taskrunner.h"
#include "models/sessions/sessionevent.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace kandesk::ui {

namespace {

// What a permission's notification offers: every option when there are few, else the first that
// allows and the first that rejects (the window has them all), in the agent's order.
QList<DesktopNotification::Option> offeredOptions(const QJsonArray &options)
{
    QList<DesktopNotification::Option> all;
    QStringList kinds;
    for (const QJsonValue &value : options) {
        const QJsonObject option = value.toObject();
        const QString id = option.value(QLatin1String("option_id")).toString();
        if (id.isEmpty())
            continue;
        const QString name = option.value(QLatin1String("name")).toString();
        all.append({ id, name.isEmpty() ? id : name });
        kinds.append(option.value(QLatin1String("kind")).toString());
    }
    if (all.size() <= Notifications::MostOptions)
        return all;
    QList<DesktopNotification::Option> offered;
    bool allow = false;
    bool reject = false;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (!allow && kinds.at(i).startsWith(QLatin1String("allow"))) {
            allow = true;
            offered.append(all.at(i));
        } else if (!reject && kinds.at(i).startsWith(QLatin1String("reject"))) {
            reject = true;
            offered.append(all.at(i));
        }
    }
    return offered;
}

} // namespace

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
    connect(&runner, &TaskRunner::awaitingPermissionChanged, this, &Notifications::awaitingChanged);
    connect(&runner, &TaskRunner::stopRequested, this,
        [this](const QString &, const QString &sessionId) { withdrawAll(sessionId); });
    m_runner = &runner;
}

void Notifications::addInViewCheck(InViewCheck check)
{
    m_inViewChecks.append(std::move(check));
}

void Notifications::setSink(NotificationSink *sink)
{
    if (m_sink == sink)
        return;
    for (const QMetaObject::Connection &connection : std::exchange(m_sinkConnections, {}))
        disconnect(connection);
    m_sink = sink;
    if (!sink)
        return;
    m_sinkConnections = { connect(sink, &NotificationSink::activated, this, &Notifications::openRequested),
        connect(sink, &NotificationSink::optionChosen, this, &Notifications::answer) };
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
    using Kind = SessionEvent::Kind;
    // The turn's end arrives through turnEnded(); everything else means the turn is under way.
    if (event.kind != Kind::Complete && event.kind != Kind::Error)
        m_openTurns.insert(sessionId);
    if (event.kind == Kind::PermissionAnswered || event.kind == Kind::PermissionCancelled)
        withdraw(sessionId, event.permission().pendingId);
    else if (event.kind == Kind::ElicitationClosed)
        withdraw(sessionId, event.elicitation().pendingId);
}

void Notifications::awaitingChanged(const QString &, const QString &sessionId, bool awaiting)
{
    if (!awaiting)
        withdrawAll(sessionId);
}

void Notifications::answer(
    const QString &taskId, const QString &sessionId, const QString &pendingId, const QString &optionId)
{
    // A notification's late click on a request answered elsewhere answers nothing twice.
    if (!m_runner || !m_waiting.value(sessionId).contains(pendingId))
        return;
    m_runner->respondToPermission(sessionId, pendingId, optionId);
    withdraw(sessionId, pendingId);
    Q_EMIT permissionAnswered(taskId, sessionId, pendingId, optionId);
}

void Notifications::turnEnded(const QString &taskId, const QString &sessionId, const QString &failure)
{
    withdrawAll(sessionId);
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
    notification.pendingId = pendingId;
    if (!input)
        notification.options = offeredOptions(event.permission().options);
    const QString &what = event.text;
    if (input)
        notification.body
            = what.isEmpty() ? tr("The agent asks for input.") : tr("The agent asks for input: %1").arg(what);
    else
        notification.body
            = what.isEmpty() ? tr("The agent asks for permission.") : tr("The agent asks for permission: %1").arg(what);
    if (dispatch(notification) && !pendingId.isEmpty())
        m_waiting[sessionId].insert(pendingId);
}

bool Notifications::dispatch(const DesktopNotification &notification)
{
    if (m_doNotDisturb || !m_sink || inView(notification.taskId, notification.sessionId))
        return false;
    m_sink->deliver(notification);
    return true;
}

void Notifications::withdraw(const QString &sessionId, const QString &pendingId)
{
    const auto waiting = m_waiting.find(sessionId);
    if (waiting == m_waiting.end() || !waiting->remove(pendingId))
        return;
    if (waiting->isEmpty())
        m_waiting.erase(waiting);
    if (m_sink)
        m_sink->withdraw(sessionId, pendingId);
}

void Notifications::withdrawAll(const QString &sessionId)
{
    const QSet<QString> waiting = m_waiting.take(sessionId);
    for (const QString &pendingId : waiting) {
        if (m_sink)
            m_sink->withdraw(sessionId, pendingId);
    }
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
