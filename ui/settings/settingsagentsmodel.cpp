// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsagentsmodel.h"

#include <QApplication>
#include <QStyle>

namespace kandesk::ui {

SettingsAgentsModel::SettingsAgentsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SettingsAgentsModel::setAgents(QList<AgentDefinition> agents, const std::optional<ReadinessFacts> &facts)
{
    beginResetModel();
    m_rows.clear();
    for (AgentDefinition &agent : agents) {
        AgentCheck availability;
        if (facts) {
            availability = AgentReadiness::checkAgent(agent, *facts);
        } else {
            availability.agentId = agent.id;
            availability.summary = tr("Checking…");
        }
        m_rows.append(Row{std::move(agent), std::move(availability), facts.has_value()});
    }
    endResetModel();
}

const AgentDefinition *SettingsAgentsModel::agentAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row).agent : nullptr;
}

int SettingsAgentsModel::rowOf(const QString &agentId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).agent.id == agentId)
            return row;
    }
    return -1;
}

int SettingsAgentsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SettingsAgentsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SettingsAgentsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case AgentIdRole:
        return row.agent.id;
    case ReadyRole:
        return row.availability.ready;
    case CustomRole:
        return row.agent.isCustom();
    case Qt::ToolTipRole:
        return row.availability.detail;
    default:
        break;
    }
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole) {
            return row.agent.isCustom() ? QString(row.agent.displayName + tr(" (custom)")) : row.agent.displayName;
        }
        break;
    case StatusColumn:
        if (role == Qt::DisplayRole)
            return row.availability.summary;
        if (role == Qt::DecorationRole && row.checked && qobject_cast<QApplication *>(QCoreApplication::instance())) {
            return QApplication::style()->standardIcon(row.availability.ready ? QStyle::SP_DialogApplyButton
                                                                              : QStyle::SP_MessageBoxWarning);
        }
        break;
    case CommandColumn:
        if (role == Qt::DisplayRole)
            return row.availability.ready ? row.availability.command : row.availability.detail;
        break;
    default:
        break;
    }
    return {};
}

QVariant SettingsAgentsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Agent");
    case StatusColumn:
        return tr("Status");
    case CommandColumn:
        return tr("Command / what to do");
    default:
        return {};
    }
}

} // namespace kandesk::ui
