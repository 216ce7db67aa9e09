// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "tasksearchproxy.h"

#include "models/roles.h"

namespace kandesk::ui {

TaskSearchProxy::TaskSearchProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
}

void TaskSearchProxy::setSearchText(const QString &text)
{
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

bool TaskSearchProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString haystack = index.data(TaskTitleRole).toString() + QLatin1Char('\n')
        + index.data(TaskDescriptionRole).toString() + QLatin1Char('\n') + index.data(TaskBranchRole).toString();
    for (const QString &word : m_words) {
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace kandesk::ui
