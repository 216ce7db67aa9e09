// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingslistmodel.h"

#include <QListView>

namespace kandesk::ui {

void styleSettingsList(QListView *view)
{
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setUniformItemSizes(true);
    view->setStyleSheet(QStringLiteral("QListView::item { padding: 5px 6px; }"));
}

SettingsListModel::SettingsListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void SettingsListModel::setEntries(QList<Entry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

int SettingsListModel::rowOf(const QString &id) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).id == id)
            return row;
    }
    return -1;
}

int SettingsListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant SettingsListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return entry.name.isEmpty() ? entry.id : entry.name;
    case Qt::ToolTipRole:
        return entry.detail.isEmpty() ? QVariant() : QVariant(entry.detail);
    case IdRole:
        return entry.id;
    default:
        return {};
    }
}

QHash<int, QByteArray> SettingsListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "entryId");
    return names;
}

} // namespace kandesk::ui
