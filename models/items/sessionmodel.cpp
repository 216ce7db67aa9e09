// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionmodel.h"

#include "models/queries/sessionqueries.h"
#include "models/threadpriority.h"
#include "roles.h"

#include <QLocale>
#include <QPointer>
#include <QThreadPool>

#include <algorithm>

namespace kandesk {

QString sessionStateText(const TaskSession &session)
{
    switch (session.state) {
    case SessionState::Created:
        return SessionModel::tr("Not started");
    case SessionState::Starting:
        return SessionModel::tr("Starting");
    case SessionState::Running:
        return session.awaitingPermission ? SessionModel::tr("Waiting for your answer") : SessionModel::tr("Running");
    case SessionState::WaitingForInput:
        if (session.errorMessage.startsWith(QLatin1String("interrupted")))
            return SessionModel::tr("Interrupted, can resume");
        if (session.errorMessage.startsWith(QLatin1String("stopped")))
            return SessionModel::tr("Stopped, can resume");
        return SessionModel::tr("Idle");
    case SessionState::Completed:
        return SessionModel::tr("Done");
    case SessionState::Failed:
        return SessionModel::tr("Failed");
    case SessionState::Cancelled:
        return SessionModel::tr("Cancelled");
    }
    return {};
}

QString readableTime(const QDateTime &time, const QDateTime &now)
{
    const QDateTime local = time.toLocalTime();
    const QDateTime localNow = now.toLocalTime();
    const QLocale locale;
    // Minutes are precise enough to tell sessions apart; some locales' short format has seconds.
    const QString timeFormat = locale.timeFormat(QLocale::ShortFormat).remove(QLatin1String(":ss"));
    const QString dateTimeFormat = locale.dateTimeFormat(QLocale::ShortFormat).remove(QLatin1String(":ss"));
    if (local.date() == localNow.date())
        return SessionModel::tr("today %1").arg(locale.toString(local.time(), timeFormat));
    if (local.date() == localNow.date().addDays(-1))
        return SessionModel::tr("yesterday %1").arg(locale.toString(local.time(), timeFormat));
    return locale.toString(local, dateTimeFormat);
}

QString sessionLabel(const TaskSession &session, int number, const QDateTime &now)
{
    const QString when = session.startedAt.isValid() ? readableTime(session.startedAt, now) : SessionModel::tr("not started");
    return SessionModel::tr("Session %1 · %2 · %3").arg(QString::number(number), when, sessionStateText(session));
}

SessionModel::SessionModel(const SessionQueries &sessions, QObject *parent)
    : QAbstractListModel(parent)
    , m_sessions(sessions)
    , m_reader(std::make_unique<QThreadPool>())
{
    m_reader->setMaxThreadCount(1);
    m_reader->setObjectName(QStringLiteral("kandesk-session-model-reader"));
}

SessionModel::~SessionModel()
{
    m_reader->waitForDone(); // a read in flight uses the store
}

void SessionModel::refreshInBackground()
{
    if (m_taskId.isEmpty())
        return;
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    m_refreshing = true;
    QPointer<SessionModel> self(this);
    m_reader->start([self, sessions = &m_sessions, taskId = m_taskId] {
        lowerThisThreadsPriority(); // the window, not its reads, comes first when cores are scarce
        auto rows = sessions->listForTask(taskId);
        QMetaObject::invokeMethod(
            self.data(),
            [self, taskId, rows = std::move(rows)]() mutable {
                if (self)
                    self->apply(taskId, rows ? std::move(rows.value()) : QList<TaskSession>());
            },
            Qt::QueuedConnection);
    });
}

void SessionModel::apply(const QString &taskId, QList<TaskSession> sessions)
{
    m_refreshing = false;
    const bool current = taskId == m_taskId;
    if (current) {
        for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
            const QString id = m_rows.at(row).id;
            if (std::any_of(sessions.cbegin(), sessions.cend(), [&id](const TaskSession &s) { return s.id == id; }))
                continue;
            beginRemoveRows({}, row, row);
            m_rows.removeAt(row);
            m_numbers.removeAt(row);
            endRemoveRows();
        }
        for (const TaskSession &session : sessions) {
            const int row = rowOf(session.id);
            if (row < 0) {
                beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
                m_rows.append(session);
                m_numbers.append(m_numbers.isEmpty() ? 1 : m_numbers.constLast() + 1);
                endInsertRows();
            } else if (m_rows.at(row).updatedAt != session.updatedAt || m_rows.at(row).state != session.state) {
                m_rows[row] = session;
                Q_EMIT dataChanged(index(row), index(row));
            }
        }
    }
    if (std::exchange(m_refreshAgain, false))
        refreshInBackground();
    else
        Q_EMIT refreshedFromStore();
}

Status SessionModel::setTask(const QString &taskId)
{
    m_taskId = taskId;
    return reload();
}

Status SessionModel::reload()
{
    auto sessions = m_sessions.listForTask(m_taskId);
    if (!sessions)
        return Error{sessions.error()};
    beginResetModel();
    m_rows = std::move(sessions.value());
    m_numbers.clear();
    for (int number = 1; number <= m_rows.size(); ++number)
        m_numbers.append(number);
    endResetModel();
    return {};
}

Status SessionModel::refreshSession(const QString &sessionId)
{
    const int row = rowOf(sessionId);
    auto session = m_sessions.get(sessionId);
    if (!session.ok() || session->taskId != m_taskId) {
        if (row >= 0) {
            beginRemoveRows({}, row, row);
            m_rows.removeAt(row);
            m_numbers.removeAt(row);
            endRemoveRows();
        }
        return {};
    }
    if (row >= 0) {
        m_rows[row] = std::move(session.value());
        Q_EMIT dataChanged(index(row), index(row));
    } else {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
        m_rows.append(std::move(session.value()));
        m_numbers.append(m_numbers.isEmpty() ? 1 : m_numbers.constLast() + 1);
        endInsertRows();
    }
    return {};
}

void SessionModel::setAwaitingPermission(const QString &sessionId, bool awaiting)
{
    const int row = rowOf(sessionId);
    if (row < 0 || m_rows.at(row).awaitingPermission == awaiting)
        return;
    m_rows[row].awaitingPermission = awaiting;
    Q_EMIT dataChanged(index(row), index(row));
}

int SessionModel::rowOf(const QString &sessionId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == sessionId)
            return row;
    }
    return -1;
}

TaskSession SessionModel::sessionAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : TaskSession{};
}

int SessionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant SessionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TaskSession &session = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return sessionLabel(session, m_numbers.at(index.row()), QDateTime::currentDateTime());
    case Qt::ToolTipRole: {
        QStringList lines{QLocale().toString(session.startedAt.toLocalTime(), QLocale::LongFormat)};
        if (!session.branch.isEmpty())
            lines.append(tr("Branch %1").arg(session.branch));
        if (!session.workspacePath.isEmpty())
            lines.append(session.workspacePath);
        if (!session.errorMessage.isEmpty())
            lines.append(session.errorMessage);
        return lines.join(QLatin1Char('\n'));
    }
    case SessionErrorMessageRole:
        return session.errorMessage;
    case SessionIdRole:
        return session.id;
    case SessionStateRole:
        return sessionStateName(session.state);
    case SessionAcpSessionIdRole:
        return session.acpSessionId;
    case SessionStartedAtRole:
        return session.startedAt;
    case SessionUpdatedAtRole:
        return session.updatedAt;
    case SessionIsTerminalRole:
        return isTerminal(session.state);
    default:
        return {};
    }
}

QHash<int, QByteArray> SessionModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert({{SessionIdRole, "sessionId"},
                  {SessionStateRole, "state"},
                  {SessionAcpSessionIdRole, "acpSessionId"},
                  {SessionErrorMessageRole, "errorMessage"},
                  {SessionStartedAtRole, "startedAt"},
                  {SessionUpdatedAtRole, "updatedAt"},
                  {SessionIsTerminalRole, "isTerminal"}});
    return names;
}

} // namespace kandesk
