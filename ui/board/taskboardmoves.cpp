// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The board's moves: cards dropped or moved with the keyboard, written through TaskMoves.
#include "taskboardview.h"

#include "application/tasks/taskmoves.h"
#include "models/items/roles.h"
#include "models/items/stepfilterproxy.h"
#include "models/items/taskmodel.h"
#include "models/whenfinished.h"
#include "ui/board/boardcolumnview.h"
#include "ui/board/taskboardcolumn.h"

namespace kandesk::ui {

bool TaskBoardView::sessionIsActive(const QString &taskId) const
{
    const int row = m_model.rowOf(taskId);
    const QString state = m_model.index(row).data(TaskSessionStateRole).toString();
    return state == QLatin1String("STARTING") || state == QLatin1String("RUNNING")
        || state == QLatin1String("WAITING_FOR_INPUT");
}

bool TaskBoardView::moveTasks(const QStringList &taskIds, const QString &stepId, int row)
{
    const int target = stepIndex(stepId);
    if (taskIds.isEmpty() || target < 0)
        return false;
    for (const QString &id : taskIds) {
        if (m_model.rowOf(id) < 0)
            return false;
    }
    // The card they go in front of: the one shown at row, or the next that is not one of them.
    const Column &column = *m_columns.at(target);
    QString before;
    for (int r = row; r >= 0 && r < column.proxy->rowCount(); ++r) {
        const QString id = column.proxy->index(r, 0).data(TaskIdRole).toString();
        if (!taskIds.contains(id)) {
            before = id;
            break;
        }
    }
    whenFinished(m_stores.moves.move({taskIds, stepId, before}), this,
                 [this, taskIds, stepId](const Expected<TaskMoveResult> &moved) {
                     if (!moved) {
                         qCWarning(lcBoard) << "move failed:" << moved.error();
                         Q_EMIT errorOccurred(tr("Could not move the task: %1").arg(moved.error()));
                         Q_EMIT moveFinished();
                         return;
                     }
                     for (const QString &id : moved->changedIds) {
                         if (Status status = m_model.refreshTask(id); !status)
                             qCWarning(lcBoard) << "refresh failed:" << status.error();
                     }
                     selectTask(taskIds.constFirst());
                     if (!moved->changedIds.isEmpty()) {
                         for (const QString &id : taskIds)
                             Q_EMIT taskMoved(id, stepId);
                     }
                     for (const QString &id : moved->toStart)
                         Q_EMIT agentStarting(id);
                     for (auto left = moved->leftStep.cbegin(); left != moved->leftStep.cend(); ++left)
                         Q_EMIT stepEntered(left.key(), left.value());
                     for (const QString &id : moved->toDone)
                         Q_EMIT movedToDone(id);
                     Q_EMIT moveFinished();
                 });
    return true;
}

bool TaskBoardView::moveToAdjacentStep(const QString &taskId, int direction)
{
    const int row = m_model.rowOf(taskId);
    if (row < 0)
        return false;
    const int target = stepIndex(m_model.index(row).data(TaskStepIdRole).toString()) + direction;
    if (target < 0 || target >= m_columns.size())
        return false;
    return moveTask(taskId, m_columns.at(target)->step.id, -1);
}

bool TaskBoardView::reorder(const QString &taskId, int direction)
{
    const int row = m_model.rowOf(taskId);
    if (row < 0)
        return false;
    const QString stepId = m_model.index(row).data(TaskStepIdRole).toString();
    const int index = stepIndex(stepId);
    if (index < 0)
        return false;
    const Column &column = *m_columns.at(index);
    const int current = columnIndexOf(column, taskId).row();
    if (current < 0)
        return false;
    const int before = direction < 0 ? current - 1 : current + 2;
    if (before < 0 || before > column.proxy->rowCount())
        return false;
    return moveTask(taskId, stepId, before);
}

} // namespace kandesk::ui
