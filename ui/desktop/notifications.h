// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessionevent.h"
#include "notificationsink.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

namespace kandesk {
class TaskRunner;
}

namespace kandesk::ui {

// Decides which agent events become a desktop notification and hands each to the current sink:
// a turn that finished (or failed) and a permission request, exactly one notification per
// occurrence, none while do-not-disturb is on, none for a session the user is looking at (its task
// in view in the active window: asked of every registered in-view check). A permission's
// notification offers the agent's options (at most three); one picked there answers through the
// runner as the window's buttons do. A request's notification is withdrawn once the session no
// longer waits on it: answered anywhere, cancelled, its turn ended or its session stopped. The
// window's own status-bar notices are not this class's business. GUI thread only.
class Notifications final : public QObject
{
    Q_OBJECT
public:
    // Whether the session is in view in an active window right now.
    using InViewCheck = std::function<bool(const QString &taskId, const QString &sessionId)>;
    // The words a notification names the task with (its title).
    using TitleLookup = std::function<QString(const QString &taskId)>;

    explicit Notifications(QObject *parent = nullptr);

    // Follows the runner's turn ends, permission requests and their answers; answers through it.
    void watch(TaskRunner &runner);
    void addInViewCheck(InViewCheck check);
    void setTitleLookup(TitleLookup lookup) { m_titleOf = std::move(lookup); }

    // Where notifications go (not owned); none: nothing is shown. Clicks on the sink's
    // notifications come back as openRequested(), options picked on them answer the request.
    void setSink(NotificationSink *sink);
    NotificationSink *sink() const { return m_sink; }

    void setDoNotDisturb(bool on);
    bool doNotDisturb() const { return m_doNotDisturb; }

    // What the runner reports, also callable directly.
    void agentEvent(const QString &taskId, const QString &sessionId, const kandesk::SessionEvent &event);
    void turnEnded(const QString &taskId, const QString &sessionId, const QString &failure = {});
    // A permission request, or a request for input (an ElicitationRequest): the agent waits on the user.
    void permissionRequested(const QString &taskId, const QString &sessionId, const kandesk::SessionEvent &event);
    // The session's agent waits on the user, or no longer does (its requests' notifications go).
    void awaitingChanged(const QString &taskId, const QString &sessionId, bool awaiting);

    // How many of a permission's options a notification offers as buttons.
    static constexpr qsizetype MostOptions = 3;

Q_SIGNALS:
    void openRequested(const QString &taskId, const QString &sessionId);
    // An option picked on a notification was sent to the agent (a view showing the request marks it answered).
    void permissionAnswered(
        const QString &taskId, const QString &sessionId, const QString &pendingId, const QString &optionId);
    void doNotDisturbChanged(bool on);

private:
    void answer(const QString &taskId, const QString &sessionId, const QString &pendingId, const QString &optionId);
    bool dispatch(const DesktopNotification &notification);
    void withdraw(const QString &sessionId, const QString &pendingId);
    void withdrawAll(const QString &sessionId);
    bool inView(const QString &taskId, const QString &sessionId) const;
    QString titleOf(const QString &taskId) const;

    QPointer<TaskRunner> m_runner;
    QPointer<NotificationSink> m_sink;
    QList<QMetaObject::Connection> m_sinkConnections;
    QList<InViewCheck> m_inViewChecks;
    TitleLookup m_titleOf;
    bool m_doNotDisturb = false;
    QSet<QString> m_openTurns; // sessions with agent activity since their last turn end
    QHash<QString, QSet<QString>> m_permissions; // session → pending ids already announced
    QHash<QString, QSet<QString>> m_waiting; // session → pending ids whose notification was delivered and stands
};

} // namespace kandesk::ui
