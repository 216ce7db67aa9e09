// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingscliflagsmodel.h"

#include "models/agents/profilevalidation.h"

#include <QApplication>
#include <QBrush>
#include <QStyle>

namespace kandesk::ui {

SettingsCliFlagsModel::SettingsCliFlagsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString SettingsCliFlagsModel::problemFor(const QString &text)
{
    return cliFlagProblem(text);
}

void SettingsCliFlagsModel::setEditingText(int row, const QString &text)
{
    if (row < 0 || row >= m_rows.size())
        return;
    if (m_editingRow >= 0 && m_editingRow != row)
        endEditing();
    m_editingRow = row;
    m_editingProblem = problemFor(text);
    // Only the problem cell changes: the cell under the editor must not be refreshed while typing.
    const QModelIndex cell = index(row, ProblemColumn);
    Q_EMIT dataChanged(cell, cell);
}

void SettingsCliFlagsModel::endEditing()
{
    const int row = std::exchange(m_editingRow, -1);
    m_editingProblem.clear();
    if (row >= 0 && row < m_rows.size()) {
        const QModelIndex cell = index(row, ProblemColumn);
        Q_EMIT dataChanged(cell, cell);
    }
}

QString SettingsCliFlagsModel::problemAt(int row) const
{
    return row == m_editingRow ? m_editingProblem : m_rows.at(row).problem;
}

void SettingsCliFlagsModel::setFlags(QList<AgentProfile::CliFlag> flags)
{
    m_editingRow = -1;
    m_editingProblem.clear();
    beginResetModel();
    m_rows.clear();
    for (AgentProfile::CliFlag &flag : flags) {
        QString problem = problemFor(flag.text);
        m_rows.append(Row{std::move(flag), std::move(problem)});
    }
    endResetModel();
}

QList<AgentProfile::CliFlag> SettingsCliFlagsModel::flags() const
{
    QList<AgentProfile::CliFlag> result;
    for (const Row &row : m_rows) {
        if (!row.flag.text.trimmed().isEmpty())
            result.append(row.flag);
    }
    return result;
}

int SettingsCliFlagsModel::addFlag()
{
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.append(Row{});
    endInsertRows();
    Q_EMIT edited();
    return row;
}

void SettingsCliFlagsModel::removeFlag(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    if (row == m_editingRow)
        endEditing();
    else if (row < m_editingRow)
        --m_editingRow;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    Q_EMIT edited();
}

QString SettingsCliFlagsModel::firstProblem() const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (const QString problem = problemAt(row); !problem.isEmpty())
            return tr("Flag %1: %2").arg(row + 1).arg(problem);
    }
    return {};
}

int SettingsCliFlagsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SettingsCliFlagsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SettingsCliFlagsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const QString problem = problemAt(index.row());
    if (role == ProblemRole)
        return problem;
    switch (index.column()) {
    case EnabledColumn:
        if (role == Qt::CheckStateRole)
            return row.flag.enabled ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("Pass this flag to the agent");
        break;
    case FlagColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return row.flag.text;
        if (role == Qt::ForegroundRole && !row.flag.enabled)
            return QBrush(Qt::gray);
        if (role == Qt::ToolTipRole && !problem.isEmpty())
            return problem;
        break;
    case ProblemColumn:
        if (role == Qt::DisplayRole)
            return problem;
        if (role == Qt::ToolTipRole && !problem.isEmpty())
            return problem;
        if (role == Qt::ForegroundRole && !problem.isEmpty())
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        if (role == Qt::DecorationRole && !problem.isEmpty()
            && qobject_cast<QApplication *>(QCoreApplication::instance())) {
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        }
        break;
    default:
        break;
    }
    return {};
}

bool SettingsCliFlagsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Row &row = m_rows[index.row()];
    if (index.column() == EnabledColumn && role == Qt::CheckStateRole) {
        const bool enabled = value.toInt() == Qt::Checked;
        if (enabled == row.flag.enabled)
            return true;
        row.flag.enabled = enabled;
        Q_EMIT dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
        Q_EMIT edited();
        return true;
    }
    if (index.column() == FlagColumn && role == Qt::EditRole) {
        const QString text = value.toString();
        if (text == row.flag.text)
            return true;
        row.flag.text = text;
        row.problem = problemFor(text);
        Q_EMIT dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
        Q_EMIT edited();
        return true;
    }
    return false;
}

Qt::ItemFlags SettingsCliFlagsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (index.column() == EnabledColumn)
        result |= Qt::ItemIsUserCheckable;
    if (index.column() == FlagColumn)
        result |= Qt::ItemIsEditable;
    return result;
}

QVariant SettingsCliFlagsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case EnabledColumn:
        return tr("On");
    case FlagColumn:
        return tr("Flag");
    case ProblemColumn:
        return tr("Problem");
    default:
        return {};
    }
}

} // namespace kandesk::ui
