// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionmodel.h"

#include "roles.h"
#include "sessionstore.h"

namespace kandesk {

SessionModel::SessionModel(SessionStore &sessions, QObject *parent)
    : QAbstractListModel(parent)
    , m_sessions(sessions)
{
}

SessionModel::~SessionModel() = default;

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
