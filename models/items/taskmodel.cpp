// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskmodel.h"

#include "models/queries/sessionqueries.h"
#include "models/queries/taskqueries.h"
#include "models/threadpriority.h"
#include "models/workflows/taskwaits.h"
#include "roles.h"

#include <QPointer>
#include <QSet>
#include <QThreadPool>

namespace kandesk {

struct TaskModel::Snapshot {
    QString workspaceId;
    bool includeArchived = false;
    Expected<QList<Task>> tasks{QList<Task>()};
    Expected<QHash<QString, SessionGlance>> glances{QHash<QString, SessionGlance>()};
    QStringList doneStepIds;
};

namespace {

// The task's newest session, read with the task (nothing when it has none or the read failed).
std::optional<SessionGlance> glanceOf(const SessionQueries &sessions, const QString &taskId)
{
    auto glance = sessions.latestGlanceForTask(taskId);
    return glance ? *glance : std::nullopt;
}

} // namespace

TaskModel::TaskModel(const TaskQueries &tasks, const SessionQueries &sessions, QObject *parent)
    : QAbstractListModel(parent)
    , m_tasks(tasks)
    , m_sessions(sessions)
    , m_reader(std::make_unique<QThreadPool>())
{
    m_reader->setMaxThreadCount(1);
    m_reader->setObjectName(QStringLiteral("kandesk-task-model-reader"));
}

TaskModel::~TaskModel()
{
    m_reader->waitForDone(); // a read in flight uses the stores
}

void TaskModel::refreshInBackground()
{
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    m_refreshing = true;
    QPointer<TaskModel> self(this);
    m_reader->start([self, tasks = &m_tasks, sessions = &m_sessions, workspaceId = m_workspaceId,
                     includeArchived = m_includeArchived] {
        lowerThisThreadsPriority(); // the window, not its reads, comes first when cores are scarce
        Snapshot snapshot;
        snapshot.workspaceId = workspaceId;
        snapshot.includeArchived = includeArchived;
        snapshot.tasks = tasks->list(workspaceId, includeArchived);
        snapshot.glances = sessions->latestGlancesInWorkspace(workspaceId);
        if (auto done = tasks->doneStepIds(workspaceId))
            snapshot.doneStepIds = *done;
        QMetaObject::invokeMethod(
            self.data(),
            [self, snapshot = std::move(snapshot)]() mutable {
                if (self)
                    self->apply(std::move(snapshot));
            },
            Qt::QueuedConnection);
    });
}

void TaskModel::apply(Snapshot snapshot)
{
    m_refreshing = false;
    const bool current = snapshot.workspaceId == m_workspaceId && snapshot.includeArchived == m_includeArchived;
    if (current && snapshot.tasks && snapshot.glances) {
        const bool doneMoved = std::exchange(m_doneStepIds, snapshot.doneStepIds) != snapshot.doneStepIds;
        const QList<Task> &fresh = snapshot.tasks.value();
        QHash<QString, qsizetype> freshIndex;
        for (qsizetype i = 0; i < fresh.size(); ++i)
            freshIndex.insert(fresh.at(i).id, i);
        for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
            if (freshIndex.contains(m_rows.at(row).id))
                continue;
            beginRemoveRows({}, row, row);
            m_sessionGlances.remove(m_rows.at(row).id);
            m_rows.removeAt(row);
            endRemoveRows();
        }
        QSet<QString> shown;
        for (int row = 0; row < m_rows.size(); ++row) {
            const Task &task = fresh.at(freshIndex.value(m_rows.at(row).id));
            shown.insert(task.id);
            const auto glance = snapshot.glances->constFind(task.id);
            const bool hadGlance = m_sessionGlances.contains(task.id);
            const bool hasGlance = glance != snapshot.glances->constEnd();
            const bool glanceChanged = hadGlance != hasGlance || (hasGlance && m_sessionGlances.value(task.id) != *glance);
            if (hasGlance)
                m_sessionGlances.insert(task.id, *glance);
            else
                m_sessionGlances.remove(task.id);
            if (task.updatedAt != m_rows.at(row).updatedAt || glanceChanged || doneMoved) {
                m_rows[row] = task;
                Q_EMIT dataChanged(index(row), index(row));
            }
        }
        for (const Task &task : fresh) {
            if (shown.contains(task.id))
                continue;
            if (const auto glance = snapshot.glances->constFind(task.id); glance != snapshot.glances->constEnd())
                m_sessionGlances.insert(task.id, *glance);
            beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
            m_rows.append(task);
            endInsertRows();
        }
        updateWaits();
    }
    if (std::exchange(m_refreshAgain, false))
        refreshInBackground();
    else
        Q_EMIT refreshedFromStore();
}

Status TaskModel::setWorkspace(const QString &workspaceId, bool includeArchived)
{
    m_workspaceId = workspaceId;
    m_includeArchived = includeArchived;
    return reload();
}

Status TaskModel::reload()
{
    auto tasks = m_tasks.list(m_workspaceId, m_includeArchived);
    if (!tasks)
        return Error{tasks.error()};
    auto glances = m_sessions.latestGlancesInWorkspace(m_workspaceId);
    if (!glances)
        return Error{glances.error()};
    auto done = m_tasks.doneStepIds(m_workspaceId);
    beginResetModel();
    m_rows = std::move(tasks.value());
    m_sessionGlances = std::move(glances.value());
    m_doneStepIds = done ? *done : QStringList();
    endResetModel();
    m_waits.clear();
    updateWaits();
    return {};
}

Status TaskModel::refreshTask(const QString &taskId)
{
    ++m_taskGenerations[taskId];
    auto task = m_tasks.get(taskId);
    std::optional<SessionGlance> latest;
    if (task.ok())
        latest = glanceOf(m_sessions, taskId);
    applyTask(taskId, std::move(task), latest);
    return {};
}

void TaskModel::refreshTaskInBackground(const QString &taskId)
{
    if (const auto reading = m_taskReads.find(taskId); reading != m_taskReads.end()) {
        *reading = true;
        return;
    }
    m_taskReads.insert(taskId, false);
    QPointer<TaskModel> self(this);
    m_reader->start([self, tasks = &m_tasks, sessions = &m_sessions, taskId, generation = m_taskGenerations.value(taskId)] {
        lowerThisThreadsPriority();
        auto task = tasks->get(taskId);
        std::optional<SessionGlance> latest;
        if (task.ok())
            latest = glanceOf(*sessions, taskId);
        QMetaObject::invokeMethod(
            self.data(),
            [self, taskId, generation, task = std::move(task), latest]() mutable {
                if (self)
                    self->landTaskRead(taskId, generation, std::move(task), latest);
            },
            Qt::QueuedConnection);
    });
}

void TaskModel::landTaskRead(const QString &taskId, quint64 generation, Expected<Task> task,
                             std::optional<SessionGlance> latest)
{
    const bool again = m_taskReads.take(taskId);
    if (generation == m_taskGenerations.value(taskId))
        applyTask(taskId, std::move(task), latest);
    if (again)
        refreshTaskInBackground(taskId);
    else
        Q_EMIT taskRefreshed(taskId);
}

void TaskModel::applyTask(const QString &taskId, Expected<Task> task, std::optional<SessionGlance> latest)
{
    const int row = rowOf(taskId);
    const bool gone = !task.ok() || task->workspaceId != m_workspaceId || task->ephemeral || !shows(*task);
    if (gone) {
        if (row >= 0) {
            beginRemoveRows({}, row, row);
            m_rows.removeAt(row);
            m_sessionGlances.remove(taskId);
            endRemoveRows();
            updateWaits();
        }
        return;
    }
    if (latest)
        m_sessionGlances.insert(taskId, *latest);
    if (row >= 0) {
        m_rows[row] = std::move(task.value());
        Q_EMIT dataChanged(index(row), index(row));
    } else {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
        m_rows.append(std::move(task.value()));
        endInsertRows();
    }
    updateWaits();
}

void TaskModel::updateWaits()
{
    QHash<QString, QString> waits;
    const taskwaits::Index board(m_rows, m_doneStepIds);
    for (const Task &task : std::as_const(m_rows)) {
        QStringList parts;
        if (const QList<Task> waiting = board.unfinishedDependencies(task); !waiting.isEmpty())
            parts.append(tr("◷ Waits for %1").arg(taskwaits::titles(waiting)));
        if (const int spot = board.queueSpot(task.id))
            parts.append(tr("◷ Queued · %1 in line").arg(spot == 1 ? tr("first") : tr("#%1").arg(spot)));
        if (const taskwaits::Subtasks subtasks = board.subtasksOf(task.id); subtasks.count > 0)
            parts.append(tr("%1 of %2 subtasks done").arg(subtasks.done).arg(subtasks.count));
        if (!parts.isEmpty())
            waits.insert(task.id, parts.join(QStringLiteral(" · ")));
    }
    if (waits == m_waits)
        return;
    const QHash<QString, QString> before = std::exchange(m_waits, waits);
    for (int row = 0; row < m_rows.size(); ++row) {
        const QString &id = m_rows.at(row).id;
        if (before.value(id) != m_waits.value(id))
            Q_EMIT dataChanged(index(row), index(row), {TaskWaitRole});
    }
}

void TaskModel::setSessionState(const QString &taskId, SessionState state)
{
    SessionGlance &glance = m_sessionGlances[taskId];
    glance.state = state;
    if (state != SessionState::Running)
        glance.awaitingPermission = false; // as the store has it
    const int row = rowOf(taskId);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {TaskSessionStateRole, TaskActivityRole});
}

void TaskModel::setAwaitingPermission(const QString &taskId, bool awaiting)
{
    const auto glance = m_sessionGlances.find(taskId);
    if (glance == m_sessionGlances.end() || glance->awaitingPermission == awaiting)
        return;
    glance->awaitingPermission = awaiting;
    const int row = rowOf(taskId);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {TaskActivityRole});
}

void TaskModel::setStartWait(const QString &taskId, const QString &reason)
{
    if (m_startWaits.value(taskId) == reason)
        return;
    if (reason.isEmpty())
        m_startWaits.remove(taskId);
    else
        m_startWaits.insert(taskId, reason);
    if (const int row = rowOf(taskId); row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {TaskStartWaitRole, TaskWaitRole});
}

void TaskModel::setConflict(const QString &taskId, const QString &summary)
{
    if (m_conflicts.value(taskId) == summary)
        return;
    if (summary.isEmpty())
        m_conflicts.remove(taskId);
    else
        m_conflicts.insert(taskId, summary);
    if (const int row = rowOf(taskId); row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {TaskConflictRole});
}

void TaskModel::setBaseLag(const QString &taskId, const QString &summary)
{
    if (m_baseLags.value(taskId) == summary)
        return;
    if (summary.isEmpty())
        m_baseLags.remove(taskId);
    else
        m_baseLags.insert(taskId, summary);
    if (const int row = rowOf(taskId); row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {TaskBaseLagRole});
}

int TaskModel::rowOf(const QString &taskId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == taskId)
            return row;
    }
    return -1;
}

Task TaskModel::taskAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : Task{};
}

int TaskModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant TaskModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Task &task = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TaskTitleRole:
        return task.title;
    case Qt::ToolTipRole:
    case TaskDescriptionRole:
        return task.description;
    case TaskIdRole:
        return task.id;
    case TaskStateRole:
        return task.state;
    case TaskStepIdRole:
        return task.workflowStepId;
    case TaskPositionRole:
        return task.position;
    case TaskRepositoryIdsRole: {
        QStringList ids;
        for (const TaskRepository &repository : task.repositories)
            ids.append(repository.repositoryId);
        return ids;
    }
    case TaskAgentProfileIdRole:
        return task.agentProfileId;
    case TaskExecutorProfileIdRole:
        return task.executorProfileId;
    case TaskArchivedRole:
        return task.archived;
    case TaskEphemeralRole:
        return task.ephemeral;
    case TaskBranchRole:
        return task.branch;
    case TaskChangedFileCountRole:
        return task.changedFileCount;
    case TaskSessionStateRole: {
        const auto it = m_sessionGlances.constFind(task.id);
        return it == m_sessionGlances.constEnd() ? QString() : sessionStateName(it->state);
    }
    case TaskActivityRole: {
        const auto it = m_sessionGlances.constFind(task.id);
        const std::optional<SessionGlance> glance = it == m_sessionGlances.constEnd() ? std::nullopt : std::optional(*it);
        return taskActivityName(taskActivity(glance, !task.workflowStepId.isEmpty() && m_doneStepIds.contains(task.workflowStepId)));
    }
    case TaskWaitRole:
        if (const QString reason = m_startWaits.value(task.id); !reason.isEmpty())
            return tr("◷ Waiting to start: %1").arg(reason);
        return m_waits.value(task.id);
    case TaskStartWaitRole:
        return m_startWaits.value(task.id);
    case TaskConflictRole:
        return m_conflicts.value(task.id);
    case TaskBaseLagRole:
        return m_baseLags.value(task.id);
    case TaskUpdatedAtRole:
        return task.updatedAt;
    case TaskPullRequestNumberRole:
        return task.pullRequestNumber;
    case TaskPullRequestUrlRole:
        return task.pullRequestUrl;
    case TaskPullRequestStateRole:
        return task.pullRequestState;
    case TaskPullRequestChecksRole:
        return task.pullRequestChecks;
    case TaskPullRequestChecksSummaryRole:
        return task.pullRequestChecksSummary;
    case TaskIssueRefRole:
        return task.issueRef;
    case TaskIssueUrlRole:
        return task.issueUrl;
    default:
        return {};
    }
}

QHash<int, QByteArray> TaskModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert({{TaskIdRole, "taskId"},
                  {TaskTitleRole, "title"},
                  {TaskDescriptionRole, "description"},
                  {TaskStateRole, "state"},
                  {TaskStepIdRole, "stepId"},
                  {TaskPositionRole, "position"},
                  {TaskRepositoryIdsRole, "repositoryIds"},
                  {TaskAgentProfileIdRole, "agentProfileId"},
                  {TaskExecutorProfileIdRole, "executorProfileId"},
                  {TaskArchivedRole, "archived"},
                  {TaskEphemeralRole, "ephemeral"},
                  {TaskBranchRole, "branch"},
                  {TaskChangedFileCountRole, "changedFileCount"},
                  {TaskSessionStateRole, "sessionState"},
                  {TaskActivityRole, "activity"},
                  {TaskUpdatedAtRole, "updatedAt"},
                  {TaskWaitRole, "wait"},
                  {TaskStartWaitRole, "startWait"},
                  {TaskConflictRole, "conflict"},
                  {TaskBaseLagRole, "baseLag"},
                  {TaskPullRequestNumberRole, "pullRequestNumber"},
                  {TaskPullRequestUrlRole, "pullRequestUrl"},
                  {TaskPullRequestStateRole, "pullRequestState"},
                  {TaskIssueRefRole, "issueRef"},
                  {TaskIssueUrlRole, "issueUrl"}});
    return names;
}

} // namespace kandesk
