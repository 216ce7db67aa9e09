// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QAbstractListModel>

#include <memory>

class QThreadPool;

namespace kandesk {

class SessionQueries;

// When something happened, in words: "today 14:02", "yesterday 09:10", else the short date and time.
QString readableTime(const QDateTime &time, const QDateTime &now);
// How a session reads in a picker: "Session 2 · today 14:02 · Idle". number counts from 1.
QString sessionLabel(const TaskSession &session, int number, const QDateTime &now);
// The state in the words the board's cards use; an interrupted session says it can be resumed.
QString sessionStateText(const TaskSession &session);

// The sessions of one task, oldest first (roles in models/roles.h). GUI thread only.
class SessionModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit SessionModel(const SessionQueries &sessions, QObject *parent = nullptr);
    ~SessionModel() override;

    Status setTask(const QString &taskId);
    QString taskId() const { return m_taskId; }
    Status reload();
    // Reads one session again: inserts, updates or removes its row.
    Status refreshSession(const QString &sessionId);
    // Reads the task's sessions again off the GUI thread and applies the difference row by row
    // (for changes made by another process, see DatabaseChangeWatcher).
    void refreshInBackground();

    // What the runner says as it happens, before its write reaches the store.
    void setAwaitingPermission(const QString &sessionId, bool awaiting);

    int rowOf(const QString &sessionId) const;
    TaskSession sessionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void refreshedFromStore();

private:
    void apply(const QString &taskId, QList<TaskSession> sessions);

    const SessionQueries &m_sessions;
    QString m_taskId;
    QList<TaskSession> m_rows;
    // "Session N" stays N while the list is open, even when an older session is deleted.
    QList<int> m_numbers;
    std::unique_ptr<QThreadPool> m_reader; // background refreshes; waited for in the destructor
    bool m_refreshing = false;
    bool m_refreshAgain = false;
};

} // namespace kandesk
