// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace kandesk::ui {

// The board's search: keeps the TaskModel rows whose title, description or branch contain every
// word of the search text (case-insensitive). Sits between the TaskModel and the column proxies.
class TaskSearchProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TaskSearchProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    QString searchText() const { return m_words.join(QLatin1Char(' ')); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words;
};

} // namespace kandesk::ui
