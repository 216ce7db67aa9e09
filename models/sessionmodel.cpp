// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionmodel.h"

#include "roles.h"
#include "sessionstore.h"

#include <QPointer>
#include <QThreadPool>

#include <algorithm>

namespace kandesk {

SessionModel::SessionModel(SessionStore &sessions, QObject *parent)
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
            endRemoveRows();
        }
        for (const TaskSession &session : sessions) {
            const int row = rowOf(session.id);
            if (row < 0) {
                beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
                m_rows.append(session);
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
        endInsertRows();
    }
    return {};
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
        return QString(session.startedAt.toLocalTime().toString(Qt::ISODate) + QLatin1Char(' ')
                       + sessionStateName(session.state));
    case Qt::ToolTipRole:
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
