// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "tasksearchproxy.h"

#include "models/items/roles.h"

namespace kandesk::ui {

TaskSearchProxy::TaskSearchProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
}

QVariant TaskSearchProxy::data(const QModelIndex &index, int role) const
{
    if (role == Qt::AccessibleTextRole && m_describe && index.isValid())
        return m_describe(mapToSource(index));
    return QSortFilterProxyModel::data(index, role);
}

void TaskSearchProxy::setSearchText(const QString &text)
{
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

void TaskSearchProxy::setStateFilter(StateFilter filter)
{
    if (filter == m_stateFilter)
        return;
    m_stateFilter = filter;
    invalidateFilter();
}

bool TaskSearchProxy::acceptsState(const QString &activity) const
{
    switch (m_stateFilter) {
    case StateFilter::All:
    case StateFilter::Archived:
        return true;
    case StateFilter::NeedsInput:
        return activity == QLatin1String("NEEDS_INPUT");
    case StateFilter::Working:
        return activity == QLatin1String("STARTING") || activity == QLatin1String("RUNNING");
    case StateFilter::Idle:
        return activity == QLatin1String("IDLE");
    case StateFilter::Failed:
        return activity == QLatin1String("FAILED");
    case StateFilter::NotStarted:
        return activity.isEmpty() || activity == QLatin1String("NOT_STARTED");
    }
    return true;
}

bool TaskSearchProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (index.data(TaskArchivedRole).toBool() != (m_stateFilter == StateFilter::Archived))
        return false;
    if (!acceptsState(index.data(TaskActivityRole).toString()))
        return false;
    if (m_words.isEmpty())
        return true;
    const QString haystack = index.data(TaskTitleRole).toString() + QLatin1Char('\n')
        + index.data(TaskDescriptionRole).toString() + QLatin1Char('\n') + index.data(TaskBranchRole).toString();
    for (const QString &word : m_words) {
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace kandesk::ui
