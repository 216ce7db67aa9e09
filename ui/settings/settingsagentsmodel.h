// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/agents/agentregistry.h"

#include <QAbstractTableModel>

#include <functional>

namespace kandesk::ui {

// Whether an agent can run on this machine, and if not, what it needs in words a user can follow.
struct AgentAvailability {
    bool ready = false;
    QString summary; // "Ready" or "Needs: …"
    QString detail;  // the command that runs it, or the exact step that makes it runnable
    QString command; // what runs it
};

// Looks up executables and environment variables; the defaults use PATH and the process environment.
struct AvailabilityProbe {
    std::function<QString(const QString &)> findExecutable;
    std::function<bool(const QString &)> hasEnv;
    // Whether an agent profile of agentId sets the variable (a literal or a secret); may be empty.
    std::function<bool(const QString &agentId, const QString &variable)> profileSets;
    // Built-in npm agents: the version Kandesk installed that a launch would start, empty when none
    // (read off the GUI thread by the page); may be empty: installs are not looked at.
    std::function<QString(const QString &agentId)> installedVersion;
    static AvailabilityProbe system();
};

AgentAvailability checkAgentAvailability(const AgentDefinition &agent, const AvailabilityProbe &probe);

// The agents Kandesk knows (built-ins, then custom), one row each with its availability.
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

    // Re-checks availability of every agent.
    void setAgents(QList<AgentDefinition> agents, const AvailabilityProbe &probe = AvailabilityProbe::system());
    const AgentDefinition *agentAt(int row) const;
    AgentAvailability availabilityAt(int row) const { return m_rows.value(row).availability; }
    int rowOf(const QString &agentId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        AgentDefinition agent;
        AgentAvailability availability;
    };
    QList<Row> m_rows;
};

} // namespace kandesk::ui
