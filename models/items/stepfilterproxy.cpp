// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "stepfilterproxy.h"

#include "roles.h"

namespace kandesk {

StepFilterProxy::StepFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    sort(0);
}

void StepFilterProxy::setStepId(const QString &stepId)
{
    if (stepId == m_stepId)
        return;
#if QT_VERSION >= QT_VERSION_CHECK(6, 9, 0)
    beginFilterChange();
    m_stepId = stepId;
    endFilterChange(QSortFilterProxyModel::Direction::Rows);
#else
    m_stepId = stepId;
    invalidateFilter();
#endif
}

bool StepFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data(TaskStepIdRole).toString() == m_stepId;
}

bool StepFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const double a = left.data(TaskPositionRole).toDouble();
    const double b = right.data(TaskPositionRole).toDouble();
    if (a != b)
        return a < b;
    return left.data(TaskIdRole).toString() < right.data(TaskIdRole).toString();
}

} // namespace kandesk
