// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

#include <functional>

namespace kandesk::ui {

// The board's search and filter: keeps the TaskModel rows whose title, description or branch contain
// every word of the search text (case-insensitive) and whose newest session is in the chosen kind of
// state. Sits between the TaskModel and the column proxies.
class TaskSearchProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    // On TaskActivityRole: NeedsInput is an agent waiting on a permission answer, Idle one whose
    // turn is over (or that was stopped).
    // Archived: only the archived tasks (the others show only tasks on the board).
    enum class StateFilter { All, NeedsInput, Working, Idle, Failed, NotStarted, Archived };

    explicit TaskSearchProxy(QObject *parent = nullptr);

    // What a card says to a screen reader (Qt::AccessibleTextRole), from the source row.
    using Describer = std::function<QString(const QModelIndex &sourceIndex)>;
    void setDescriber(Describer describer) { m_describe = std::move(describer); }
    QVariant data(const QModelIndex &index, int role) const override;

    void setSearchText(const QString &text);
    void setStateFilter(StateFilter filter);
    StateFilter stateFilter() const { return m_stateFilter; }
    QString searchText() const { return m_words.join(QLatin1Char(' ')); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool acceptsState(const QString &activity) const;

    Describer m_describe;
    QStringList m_words;
    StateFilter m_stateFilter = StateFilter::All;
};

} // namespace kandesk::ui
