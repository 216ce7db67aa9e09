// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QAbstractListModel>
#include <QHash>

#include <memory>

class QThreadPool;

namespace kandesk {

class TaskQueries;
class SessionQueries;

// The tasks of one workspace as a flat list (roles in models/items/roles.h); StepFilterProxy cuts it into
// board columns. GUI thread only. Archived tasks are left out unless asked for; quick chats always.
class TaskModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    TaskModel(const TaskQueries &tasks, const SessionQueries &sessions, QObject *parent = nullptr);
    ~TaskModel() override;

    Status setWorkspace(const QString &workspaceId, bool includeArchived = false);
    bool includesArchived() const { return m_includeArchived; }
    QString workspaceId() const { return m_workspaceId; }
    // Reads every task again.
    Status reload();
    // Reads one task again: inserts, updates or removes its row as the store says.
    Status refreshTask(const QString &taskId);
    // The same, read off the GUI thread and applied when it arrives: for changes that come often
    // while agents run (a card moving at each turn). Calls for a task whose read is under way
    // coalesce into one more; a refreshTask() in between wins over an older read.
    void refreshTaskInBackground(const QString &taskId);
    // Reads every task again off the GUI thread, then applies the difference row by row (no
    // reset: selections and scroll positions stay). For changes made elsewhere (another process,
    // see DatabaseChangeWatcher). Calls while one runs coalesce into one more.
    void refreshInBackground();
    // A live session state change, shown without a database read.
    void setSessionState(const QString &taskId, SessionState state);
    // A live change of whether the task's running session waits on a permission answer.
    void setAwaitingPermission(const QString &taskId, bool awaiting);
    // Why the task's start waits for room (empty: it does not); its card says so where it says
    // what the task waits for.
    void setStartWait(const QString &taskId, const QString &reason);
    // The conflict radar's sentence for the task's card (empty: it conflicts with nothing).
    void setConflict(const QString &taskId, const QString &summary);
    // How far the task's branch is behind its base, for its card ("↓ 2 behind main"; empty: not).
    void setBaseLag(const QString &taskId, const QString &summary);

    int rowOf(const QString &taskId) const;
    Task taskAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    // A refreshInBackground() was applied.
    void refreshedFromStore();
    // A refreshTaskInBackground() was applied (or dropped as outdated).
    void taskRefreshed(const QString &taskId);

private:
    struct Snapshot;
    void apply(Snapshot snapshot);
    void applyTask(const QString &taskId, Expected<Task> task, std::optional<SessionGlance> latest);
    void landTaskRead(const QString &taskId, quint64 generation, Expected<Task> task, std::optional<SessionGlance> latest);

    bool shows(const Task &task) const { return m_includeArchived || !task.archived; }
    // Says again what each task waits for; rows whose text changed (a dependency went Done, the
    // queue moved) are announced.
    void updateWaits();

    const TaskQueries &m_tasks;
    const SessionQueries &m_sessions;
    QString m_workspaceId;
    bool m_includeArchived = false;
    QList<Task> m_rows;
    QHash<QString, SessionGlance> m_sessionGlances; // the newest session of each task that has one
    QStringList m_doneStepIds; // the Done column of each workflow: its tasks are done (TaskActivityRole)
    QHash<QString, QString> m_waits; // task id → TaskWaitRole, for the tasks that wait
    QHash<QString, QString> m_startWaits; // task id → TaskStartWaitRole
    QHash<QString, QString> m_conflicts; // task id → TaskConflictRole, for the tasks that conflict
    QHash<QString, QString> m_baseLags; // task id → TaskBaseLagRole, for the tasks behind their base
    std::unique_ptr<QThreadPool> m_reader; // background refreshes; waited for in the destructor
    bool m_refreshing = false;
    bool m_refreshAgain = false;
    QHash<QString, bool> m_taskReads;         // task id → read again when this one lands
    QHash<QString, quint64> m_taskGenerations; // bumped by refreshTask(); an older background read is dropped
};

} // namespace kandesk
