// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/settings/agentreadiness.h"
#include "models/agents/agentregistry.h"

#include <QAbstractTableModel>

#include <optional>

namespace kandesk::ui {

// The agents Kandesk knows (built-ins, then custom), one row each with whether it can run here, as
// the door's AgentReadiness judges it.
class SettingsAgentsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn, CommandColumn, ColumnCount };
    enum Role {
        AgentIdRole = Qt::UserRole + 720,
        ReadyRole,
        CustomRole,
    };

    explicit SettingsAgentsModel(QObject *parent = nullptr);

    // Judges every agent from facts; without them (not read yet) each row says it is being checked.
    void setAgents(QList<AgentDefinition> agents, const std::optional<ReadinessFacts> &facts);
    const AgentDefinition *agentAt(int row) const;
    AgentCheck availabilityAt(int row) const { return m_rows.value(row).availability; }
    int rowOf(const QString &agentId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        AgentDefinition agent;
        AgentCheck availability;
        bool checked = false;
    };
    QList<Row> m_rows;
};

} // namespace kandesk::ui
