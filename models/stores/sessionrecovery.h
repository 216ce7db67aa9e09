// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <chrono>
#include <functional>

namespace kandesk {

class Database;

// What the start-up recovery found.
struct RecoveryReport {
    // Executions whose agentctl still answers: the lifecycle reattaches to them.
    QList<ExecutorRunning> live;
    // Sessions that were running when Kandesk stopped: now WAITING_FOR_INPUT with an
    // "interrupted: …" note, their executors_running row kept and marked resumable.
    QStringList interruptedSessions;
    // Registrations left behind by sessions that had already ended; removed.
    QStringList staleRegistrations;
};

// Brings the store back to the truth after a restart or a crash; never loses a session: an
// execution that is gone becomes resumable, its transcript stays. Run it on a pool thread at start
// (the liveness probe may block on the network).
class SessionRecovery final
{
public:
    // Answers whether the execution's agentctl still runs (the lifecycle's /health call). Called
    // once per registered, not yet recovered execution, one after the other.
    using LivenessProbe = std::function<bool(const ExecutorRunning &)>;

    SessionRecovery(Database &database, QString dataHome);

    Expected<RecoveryReport> recover(const LivenessProbe &isAlive);

    // The same for the registered executions of one task only, while other Kandesk processes may
    // run (`kandesk task show`): an execution whose agentctl no longer answers becomes resumable.
    // Sessions still starting without a registration are left alone: their launch may be under
    // way in another process.
    Expected<RecoveryReport> recoverTask(const QString &taskId, const LivenessProbe &isAlive);

    // Deletes quick chats (ephemeral tasks) with no activity for maxAge, with their sessions,
    // transcripts and <home>/quick-chat/<session> folders; one with a live execution is kept.
    // Quick-chat folders whose session no longer exists and that are as old go as well.
    // Returns the swept task ids.
    Expected<QStringList> sweepQuickChats(const QDateTime &now = QDateTime::currentDateTimeUtc(),
                                          std::chrono::milliseconds maxAge = std::chrono::hours(24 * 7));

    // The note a recovered session carries, also shown in its transcript.
    static QString interruptionNote(const ExecutorRunning *execution);

private:
    Status recoverRegistered(const ExecutorRunning &row, const LivenessProbe &isAlive, RecoveryReport &report);
    Status markInterrupted(const QString &sessionId, const ExecutorRunning *execution);

    Database &m_database;
    QString m_dataHome;
};

} // namespace kandesk
