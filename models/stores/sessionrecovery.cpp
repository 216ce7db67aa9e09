// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionrecovery.h"

#include "models/sessions/sessionevent.h"

#include "models/database.h"
#include "models/sqlhelpers.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

#include <algorithm>

Q_LOGGING_CATEGORY(lcRecovery, "kandesk.models.recovery")

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SessionRecoveryWords".
struct SessionRecoveryWords {
    Q_DECLARE_TR_FUNCTIONS(SessionRecoveryWords)
};

// A session id used as a folder name must stay one plain name inside quick-chat/.
bool isPlainName(const QString &id)
{
    return !id.isEmpty() && id != QLatin1String(".") && id != QLatin1String("..") && !id.contains(QLatin1Char('/'))
        && !id.contains(QLatin1Char('\\'));
}

} // namespace

SessionRecovery::SessionRecovery(Database &database, QString dataHome)
    : m_database(database)
    , m_dataHome(std::move(dataHome))
{
}

QString SessionRecovery::interruptionNote(const ExecutorRunning *execution)
{
    if (!execution)
        return QStringLiteral("interrupted: Kandesk stopped before the agent finished starting. Resume to continue.");
    const QString where = execution->agentctlUrl.isEmpty() ? QStringLiteral("its agentctl")
                                                           : QStringLiteral("agentctl at %1").arg(execution->agentctlUrl);
    return QStringLiteral("interrupted: the agent stopped while Kandesk was away (%1 no longer answers). "
                          "Resume to continue.")
        .arg(where);
}

Status SessionRecovery::markInterrupted(const QString &sessionId, const ExecutorRunning *execution)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    const QString note = interruptionNote(execution);
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return s;
    const qint64 now = sql::nowStored();
    if (auto s = sql::exec(*db,
                           QStringLiteral("UPDATE task_sessions SET state = 'WAITING_FOR_INPUT', error_message = ?, "
                                          "ended_at = NULL, updated_at = ? WHERE id = ?"),
                           {note, now, sessionId});
        !s)
        return s;
    if (execution) {
        if (auto s = sql::exec(*db,
                               QStringLiteral("UPDATE executors_running SET status = 'interrupted', resumable = 1, "
                                              "updated_at = ? WHERE session_id = ?"),
                               {now, sessionId});
            !s)
            return s;
    }
    // The transcript says so too, after everything the agent had said.
    const SessionEvent event = SessionEvent::make(SessionEvent::Kind::SessionInterrupted, note);
    if (auto s = sql::exec(*db,
                           QStringLiteral("INSERT INTO messages (session_id, turn, turn_id, kind, payload, created_at) "
                                          "SELECT ?, COALESCE(MAX(turn), 0), '', ?, ?, ? "
                                          "FROM messages WHERE session_id = ?"),
                           {sessionId, QString(sessionevent::name(event.kind)),
                            MessageStore::payloadOf(event), now, sessionId});
        !s)
        return s;
    return tx.commit();
}

Expected<RecoveryReport> SessionRecovery::recover(const LivenessProbe &isAlive)
{
    ExecutorsRunningTable executions(m_database);
    SessionStore sessions(m_database);
    RecoveryReport report;

    auto rows = executions.list();
    if (!rows)
        return Error{rows.error()};
    QStringList registered;
    for (const ExecutorRunning &row : std::as_const(*rows)) {
        registered.append(row.sessionId);
        if (auto s = recoverRegistered(row, isAlive, report); !s)
            return Error{s.error()};
    }

    // Sessions that were starting or running without a registration (Kandesk died before the
    // execution registered) are interrupted as well.
    auto active = sessions.listInStates({SessionState::Starting, SessionState::Running});
    if (!active)
        return Error{active.error()};
    for (const TaskSession &session : std::as_const(*active)) {
        if (registered.contains(session.id))
            continue;
        if (auto s = markInterrupted(session.id, nullptr); !s)
            return Error{s.error()};
        report.interruptedSessions.append(session.id);
    }
    return report;
}

Status SessionRecovery::recoverRegistered(const ExecutorRunning &row, const LivenessProbe &isAlive, RecoveryReport &report)
{
    ExecutorsRunningTable executions(m_database);
    auto state = SessionStore(m_database).state(row.sessionId);
    if (!state)
        return Error{state.error()};
    if (isTerminal(*state)) {
        if (auto s = executions.remove(row.sessionId); !s)
            return s;
        report.staleRegistrations.append(row.sessionId);
        return {};
    }
    // Recovered earlier (or stopped) and not resumed since. A resumed session's row is resumable
    // from its launch on (it carries the agent's session id) but says "starting": it is probed.
    const bool relaunched = row.status == ExecutorRunningStatus::Starting || row.status == ExecutorRunningStatus::Ready
        || row.status == ExecutorRunningStatus::Running;
    if (row.resumable && !relaunched)
        return {};
    if (row.status == QLatin1String("stopped") && *state == SessionState::WaitingForInput)
        return {}; // stopped on purpose between turns: nothing was lost
    if (isAlive && isAlive(row)) {
        report.live.append(row);
        return {};
    }
    if (auto s = markInterrupted(row.sessionId, &row); !s)
        return s;
    qCInfo(lcRecovery) << "session" << row.sessionId << "was interrupted; it can be resumed";
    report.interruptedSessions.append(row.sessionId);
    return {};
}

Expected<RecoveryReport> SessionRecovery::recoverTask(const QString &taskId, const LivenessProbe &isAlive)
{
    auto rows = ExecutorsRunningTable(m_database).listForTask(taskId);
    if (!rows)
        return Error{rows.error()};
    RecoveryReport report;
    for (const ExecutorRunning &row : std::as_const(*rows)) {
        if (auto s = recoverRegistered(row, isAlive, report); !s)
            return Error{s.error()};
    }
    return report;
}

Expected<QStringList> SessionRecovery::sweepQuickChats(const QDateTime &now, std::chrono::milliseconds maxAge)
{
    TaskStore tasks(m_database);
    SessionStore sessions(m_database);
    ExecutorsRunningTable executions(m_database);
    auto stale = tasks.ephemeralInactiveSince(now.addMSecs(-maxAge.count()));
    if (!stale)
        return Error{stale.error()};
    QStringList swept;
    QStringList failures;
    for (const Task &task : std::as_const(*stale)) {
        auto rows = executions.listForTask(task.id);
        if (!rows)
            return Error{rows.error()};
        const bool running = std::any_of(rows->cbegin(), rows->cend(), [](const ExecutorRunning &r) { return !r.resumable; });
        if (running)
            continue;
        auto taskSessions = sessions.listForTask(task.id);
        if (!taskSessions)
            return Error{taskSessions.error()};
        if (auto s = tasks.remove(task.id); !s)
            return Error{s.error()};
        swept.append(task.id);
        for (const TaskSession &session : std::as_const(*taskSessions)) {
            if (!isPlainName(session.id))
                continue;
            QDir folder(QDir(m_dataHome).filePath(QStringLiteral("quick-chat/") + session.id));
            if (folder.exists() && !folder.removeRecursively())
                failures.append(folder.path());
        }
    }
    // Folders whose session is gone (a removal that failed earlier, a crash in between) and that
    // nobody touched for as long go too.
    const QDir quickChats(QDir(m_dataHome).filePath(QStringLiteral("quick-chat")));
    const QDateTime cutoff = now.addMSecs(-maxAge.count());
    const auto folders = quickChats.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks);
    for (const QFileInfo &folder : folders) {
        if (folder.lastModified() >= cutoff)
            continue;
        auto session = sessions.get(folder.fileName());
        if (session.ok())
            continue;
        if (!QDir(folder.filePath()).removeRecursively())
            failures.append(folder.filePath());
    }
    if (!failures.isEmpty())
        return Error{SessionRecoveryWords::tr("swept %n quick chat(s) but could not remove %1", nullptr, int(swept.size()))
                         .arg(failures.join(QStringLiteral(", ")))};
    return swept;
}

} // namespace kandesk
