// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/sessionqueries.h"
#include "models/sessions/preparestep.h"
#include "models/types.h"

#include <QHash>

#include <optional>

namespace kandesk {

class Database;

// Task sessions (one agent conversation each) and their state. Safe to call from any thread;
// this is the lifecycle's session reader and state writer.
class SessionStore final : public SessionQueries
{
public:
    explicit SessionStore(Database &database) : m_database(database) {}

    // Creates the session in CREATED (or the given state); an empty id gets a fresh one.
    Expected<TaskSession> create(TaskSession session);
    // Creates many sessions in one transaction (imports, benchmarks); all or none.
    Expected<QList<TaskSession>> createMany(QList<TaskSession> sessions);
    Expected<TaskSession> get(const QString &id) const override;
    // The session that continues the agent's own session acpSessionId, if one does.
    Expected<std::optional<TaskSession>> findByAcpSessionId(const QString &acpSessionId) const;
    Expected<SessionState> state(const QString &id) const override;
    Expected<QList<TaskSession>> listForTask(const QString &taskId) const override;
    Expected<TaskSession> latestForTask(const QString &taskId) const override;
    Expected<QList<TaskSession>> listInStates(const QList<SessionState> &states) const override;
    Expected<QHash<QString, SessionState>> latestStatesInWorkspace(const QString &workspaceId) const override;
    Expected<QHash<QString, SessionGlance>> latestGlancesInWorkspace(const QString &workspaceId) const override;
    Expected<std::optional<SessionGlance>> latestGlanceForTask(const QString &taskId) const override;

    // Sets the state; errorMessage replaces the note (empty clears it). A terminal state records
    // when it ended; leaving one clears that again. Any state but RUNNING ends a wait on a
    // permission answer.
    Status setState(const QString &id, SessionState state, const QString &errorMessage = {});
    // Whether the session's agent waits on the user's answer to a permission request.
    Status setAwaitingPermission(const QString &id, bool awaiting);
    Status setAcpSessionId(const QString &id, const QString &acpSessionId);
    Status setWorkspace(const QString &id, const QString &workspacePath, const QString &branch);
    Status remove(const QString &id);

    // Keeps how a session's newest preparation ended (the event's session), replacing the one before; it
    // goes with the session. finishedAt: when it is invalid, now.
    Status savePrepare(const PrepareCompletedEvent &prepare);
    Expected<std::optional<PrepareCompletedEvent>> lastPrepare(const QString &id) const override;

private:
    Database &m_database;
};

} // namespace kandesk
