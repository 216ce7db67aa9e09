// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/sessions/preparestep.h"
#include "models/types.h"

#include <QHash>

#include <optional>

namespace kandesk {

// What may be read about task sessions (SessionStore implements it; the front ends get only this).
class SessionQueries
{
public:
    virtual ~SessionQueries() = default;

    virtual Expected<TaskSession> get(const QString &id) const = 0;
    virtual Expected<SessionState> state(const QString &id) const = 0;
    // The task's sessions, oldest first.
    virtual Expected<QList<TaskSession>> listForTask(const QString &taskId) const = 0;
    // The task's newest session, or an error when it has none.
    virtual Expected<TaskSession> latestForTask(const QString &taskId) const = 0;
    virtual Expected<QList<TaskSession>> listInStates(const QList<SessionState> &states) const = 0;
    // The newest session's state of every task of the workspace that has a session.
    virtual Expected<QHash<QString, SessionState>> latestStatesInWorkspace(const QString &workspaceId) const = 0;
    // The same with whether each waits on a permission answer (the board's cards).
    virtual Expected<QHash<QString, SessionGlance>> latestGlancesInWorkspace(const QString &workspaceId) const = 0;
    // The task's newest session's glance; nothing when it has no session.
    virtual Expected<std::optional<SessionGlance>> latestGlanceForTask(const QString &taskId) const = 0;
    // The session's newest preparation, or nothing when none ended yet.
    virtual Expected<std::optional<PrepareCompletedEvent>> lastPrepare(const QString &id) const = 0;
};

} // namespace kandesk
