// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionstatus.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/reattach.h"
#include "lifecycle/startuprecovery.h"
#include "models/sessions/sessionevent.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SessionStatus".
struct SessionStatusWords {
    Q_DECLARE_TR_FUNCTIONS(SessionStatus)
};

// agentctl answers /health on the loopback at once; a dead one refuses the connection at once.
constexpr int kLiveListProbeMs = 500;
} // namespace

Expected<RecoveryReport> recoverTaskSessions(Database &database, const QString &home, const QString &taskId)
{
    const auto network = std::make_shared<AgentctlNetwork>();
    return SessionRecovery(database, home).recoverTask(taskId, agentctlLivenessProbe(network));
}

Expected<RecoveryReport> recoverLiveSessions(Database &database, const QString &home)
{
    auto active = SessionStore(database).listInStates({SessionState::Starting, SessionState::Running});
    if (!active)
        return Error{active.error()};
    QStringList taskIds;
    for (const TaskSession &session : std::as_const(*active)) {
        if (!taskIds.contains(session.taskId))
            taskIds.append(session.taskId);
    }
    RecoveryReport all;
    if (taskIds.isEmpty())
        return all;
    const auto network = std::make_shared<AgentctlNetwork>();
    SessionRecovery recovery(database, home);
    const auto probe = agentctlLivenessProbe(network, kLiveListProbeMs);
    for (const QString &taskId : std::as_const(taskIds)) {
        auto report = recovery.recoverTask(taskId, probe);
        if (!report)
            return Error{report.error()};
        all.live += report->live;
        all.interruptedSessions += report->interruptedSessions;
        all.staleRegistrations += report->staleRegistrations;
    }
    return all;
}

Expected<QStringList> stopLiveExecutions(Database &database, const RecoveryReport &report, const QString &note)
{
    QStringList stopped;
    if (report.live.isEmpty())
        return stopped;
    AgentctlProcessHost processes; // starts nothing: stop() signals agentctl processes it did not start
    ExecutorsRunningTable executions(database);
    SessionStore sessions(database);
    MessageStore messages(database);
    for (const ExecutorRunning &live : report.live) {
        if (live.pid <= 0)
            return Error { SessionStatusWords::tr("session %1 runs, but its agentctl's process id is unknown").arg(live.sessionId) };
        if (const Status status = processes.stop(live.pid); !status)
            return Error { SessionStatusWords::tr("cannot stop agentctl (pid %1) of session %2: %3")
                               .arg(live.pid)
                               .arg(live.sessionId, status.error()) };
        // The Kandesk that ran it may have let the row go meanwhile (it heard its agentctl end): the
        // session stopped all the same.
        if (auto s = executions.markResumable(live.sessionId, QStringLiteral("stopped")); !s && executions.get(live.sessionId).ok())
            return Error{s.error()};
        if (auto s = sessions.setState(live.sessionId, SessionState::WaitingForInput, note); !s)
            return Error{s.error()};
        Message message;
        message.sessionId = live.sessionId;
        auto turn = messages.lastTurn(live.sessionId);
        message.turn = turn ? turn.value() : 0;
        message.event = SessionEvent::make(SessionEvent::Kind::SessionStopped, note);
        if (auto appended = messages.append(message); !appended)
            return Error{appended.error()};
        stopped.append(live.sessionId);
    }
    return stopped;
}

Expected<bool> releaseOrphanedRuntime(Database &database, const ExecutorRunning &live)
{
    if (!outlivedItsKandesk(live))
        return false;
    if (const Status marked = ExecutorsRunningTable(database).markResumable(live.sessionId); !marked)
        return Error{marked.error()};
    const QString note = QStringLiteral("interrupted: the Kandesk that ran it was killed; its runtime is replaced");
    if (const Status set = SessionStore(database).setState(live.sessionId, SessionState::WaitingForInput, note); !set)
        return Error{set.error()};
    return true;
}

} // namespace kandesk
