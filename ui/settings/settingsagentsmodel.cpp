// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsagentsmodel.h"

#include <QApplication>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStyle>

namespace kandesk::ui {

namespace {

QString shellJoin(const QStringList &argv)
{
    QStringList quoted;
    for (const QString &arg : argv) {
        const bool plain = !arg.isEmpty() && !arg.contains(QLatin1Char(' ')) && !arg.contains(QLatin1Char('"'))
            && !arg.contains(QLatin1Char('\''));
        if (plain)
            quoted.append(arg);
        else
            quoted.append(QLatin1Char('\'') + QString(arg).replace(QLatin1String("'"), QLatin1String("'\\''")) + QLatin1Char('\''));
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace

AvailabilityProbe AvailabilityProbe::system()
{
    return AvailabilityProbe{
        [](const QString &name) {
            if (QFileInfo(name).isAbsolute())
                return QFileInfo(name).isExecutable() ? name : QString();
            return QStandardPaths::findExecutable(name);
        },
        [](const QString &name) { return !qEnvironmentVariableIsEmpty(name.toLocal8Bit().constData()); },
        {},
        {},
    };
}

AgentAvailability checkAgentAvailability(const AgentDefinition &agent, const AvailabilityProbe &probe)
{
    QStringList needs;
    QStringList steps;
    QStringList argv = agent.defaultArgv();
    QString runs;
    if (agent.isCustom()) {
        const QString program = argv.value(0);
        if (probe.findExecutable(program).isEmpty()) {
            needs.append(SettingsAgentsModel::tr("%1 on PATH").arg(program));
            steps.append(SettingsAgentsModel::tr("install \"%1\" or give its full path in the command").arg(program));
        }
    } else if (!agent.npmPackage.isEmpty()) {
        // Kandesk installs the package into its home with npm and starts it with node.
        const bool node = !probe.findExecutable(QStringLiteral("node")).isEmpty();
        const bool npm = !probe.findExecutable(QStringLiteral("npm")).isEmpty();
        const QString installed = probe.installedVersion ? probe.installedVersion(agent.id) : QString();
        if (!node || !npm) {
            needs.append(SettingsAgentsModel::tr("Node.js with npm"));
            steps.append(SettingsAgentsModel::tr("sudo apt install nodejs npm, then install %1 here (or kandesk agent install %2)")
                             .arg(agent.npmPackage, agent.id));
        } else if (probe.installedVersion && installed.isEmpty()) {
            needs.append(QStringLiteral("installing"));
            steps.append(SettingsAgentsModel::tr("select it and click Install (or kandesk agent install %1)").arg(agent.id));
        }
        if (!installed.isEmpty())
            runs = SettingsAgentsModel::tr("node · %1 %2 (installed by Kandesk)").arg(agent.npmPackage, installed);
    }
    for (const QString &variable : agent.requiredEnv) {
        if (!probe.hasEnv(variable) && !(probe.profileSets && probe.profileSets(agent.id, variable))) {
            needs.append(SettingsAgentsModel::tr("set %1").arg(variable));
            steps.append(SettingsAgentsModel::tr("export %1=… or add it to the agent profile's environment (as a secret)")
                             .arg(variable));
        }
    }
    AgentAvailability result;
    result.ready = needs.isEmpty();
    result.summary = result.ready ? SettingsAgentsModel::tr("Ready") : QString(SettingsAgentsModel::tr("Needs: ") + needs.join(QStringLiteral(", ")));
    if (runs.isEmpty())
        runs = shellJoin(argv);
    result.command = runs;
    result.detail = result.ready ? QString(SettingsAgentsModel::tr("Runs: ") + runs) : steps.join(QStringLiteral("; "));
    return result;
}

SettingsAgentsModel::SettingsAgentsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SettingsAgentsModel::setAgents(QList<AgentDefinition> agents, const AvailabilityProbe &probe)
{
    beginResetModel();
    m_rows.clear();
    for (AgentDefinition &agent : agents) {
        AgentAvailability availability = checkAgentAvailability(agent, probe);
        m_rows.append(Row{std::move(agent), std::move(availability)});
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
        if (role == Qt::DecorationRole && qobject_cast<QApplication *>(QCoreApplication::instance())) {
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
