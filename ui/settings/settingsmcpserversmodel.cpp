// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsmcpserversmodel.h"

#include "models/agents/cliflagtokenizer.h"
#include "models/agents/profilevalidation.h"

#include <QBrush>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

namespace kandesk::ui {

namespace {

using Transport = AgentProfile::McpServer::Transport;

QString valuesSummary(const QList<AgentProfile::EnvVar> &values)
{
    QStringList parts;
    for (const AgentProfile::EnvVar &value : values) {
        if (value.name.isEmpty())
            continue;
        parts.append(value.secretRef.isEmpty() ? QStringLiteral("%1=%2").arg(value.name, value.value)
                                               : SettingsMcpServersModel::tr("%1 (secret %2)").arg(value.name, value.secretRef));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

SettingsMcpServersModel::SettingsMcpServersModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString SettingsMcpServersModel::argumentsText(const QStringList &args)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    QStringList words;
    for (const QString &arg : args) {
        if (plain.match(arg).hasMatch())
            words.append(arg);
        else
            words.append(QLatin1Char('\'') + QString(arg).replace(QLatin1String("'"), QLatin1String("'\\''")) + QLatin1Char('\''));
    }
    return words.join(QLatin1Char(' '));
}

void SettingsMcpServersModel::setServers(QList<AgentProfile::McpServer> servers)
{
    beginResetModel();
    m_rows.clear();
    for (AgentProfile::McpServer &server : servers)
        m_rows.append({server, argumentsText(server.args), {}});
    endResetModel();
}

QList<AgentProfile::McpServer> SettingsMcpServersModel::servers() const
{
    QList<AgentProfile::McpServer> result;
    for (const Row &row : m_rows) {
        AgentProfile::McpServer server = row.server;
        for (QList<AgentProfile::EnvVar> *values : {&server.env, &server.headers}) {
            for (AgentProfile::EnvVar &value : *values) {
                if (!value.secretRef.isEmpty())
                    value.value.clear();
            }
        }
        result.append(server);
    }
    return result;
}

AgentProfile::McpServer SettingsMcpServersModel::server(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).server : AgentProfile::McpServer{};
}

int SettingsMcpServersModel::addServer()
{
    QString name = QStringLiteral("server");
    for (int n = 2; std::any_of(m_rows.cbegin(), m_rows.cend(), [&name](const Row &row) { return row.server.name == name; }); ++n)
        name = QStringLiteral("server-%1").arg(n);
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    Row added;
    added.server.name = name;
    m_rows.append(added);
    endInsertRows();
    Q_EMIT edited();
    return row;
}

void SettingsMcpServersModel::removeServer(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    Q_EMIT edited();
}

void SettingsMcpServersModel::setValues(int row, const QList<AgentProfile::EnvVar> &values)
{
    if (row < 0 || row >= m_rows.size())
        return;
    AgentProfile::McpServer &server = m_rows[row].server;
    (server.transport == Transport::Stdio ? server.env : server.headers) = values;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT edited();
}

QString SettingsMcpServersModel::problemAt(int row) const
{
    if (!m_rows.at(row).argsProblem.isEmpty())
        return tr("Arguments: ") + m_rows.at(row).argsProblem;
    QList<AgentProfile::McpServer> all;
    for (const Row &each : m_rows)
        all.append(each.server);
    return mcpServerProblem(all, row);
}

QString SettingsMcpServersModel::firstProblem() const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (const QString problem = problemAt(row); !problem.isEmpty()) {
            const QString name = m_rows.at(row).server.name.trimmed();
            return name.isEmpty() ? tr("MCP server %1: %2").arg(row + 1).arg(problem)
                                  : tr("MCP server “%1”: %2").arg(name, problem);
        }
    }
    return {};
}

int SettingsMcpServersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SettingsMcpServersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SettingsMcpServersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const AgentProfile::McpServer &server = row.server;
    const bool stdio = server.transport == Transport::Stdio;
    if (role == Qt::ToolTipRole)
        return problemAt(index.row());
    if (role == Qt::ForegroundRole && index.column() == NameColumn && !problemAt(index.row()).isEmpty())
        return QBrush(QColor(0xb3, 0x26, 0x1e));
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return server.name;
    case TypeColumn:
        return mcpTransportName(server.transport);
    case TargetColumn:
        return stdio ? server.command : server.url;
    case ArgsColumn:
        return stdio ? row.argsText : (role == Qt::DisplayRole ? QStringLiteral("—") : QString());
    case ValuesColumn:
        return valuesSummary(stdio ? server.env : server.headers);
    default:
        return {};
    }
}

bool SettingsMcpServersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Row &row = m_rows[index.row()];
    AgentProfile::McpServer &server = row.server;
    const QString text = value.toString();
    switch (index.column()) {
    case NameColumn:
        server.name = text.trimmed();
        break;
    case TypeColumn: {
        const auto transport = mcpTransportFromName(text);
        if (!transport)
            return false;
        const bool wasStdio = server.transport == Transport::Stdio;
        server.transport = *transport;
        // What was typed as the command or URL carries over when the kind of server changes.
        if (wasStdio && *transport != Transport::Stdio && server.url.isEmpty())
            server.url = std::exchange(server.command, QString());
        else if (!wasStdio && *transport == Transport::Stdio && server.command.isEmpty())
            server.command = std::exchange(server.url, QString());
        break;
    }
    case TargetColumn:
        (server.transport == Transport::Stdio ? server.command : server.url) = text.trimmed();
        break;
    case ArgsColumn: {
        if (server.transport != Transport::Stdio)
            return false;
        row.argsText = text;
        auto args = tokenizeCommandLine(text);
        row.argsProblem = args ? QString() : cliFlagProblem(text);
        if (args)
            server.args = args.value();
        break;
    }
    default:
        return false;
    }
    // Names are checked against the rows above them, so a change can affect every row below.
    Q_EMIT dataChanged(this->index(index.row(), 0), this->index(int(m_rows.size()) - 1, ColumnCount - 1));
    Q_EMIT edited();
    return true;
}

Qt::ItemFlags SettingsMcpServersModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    const bool stdio = m_rows.at(index.row()).server.transport == Transport::Stdio;
    if (index.column() != ValuesColumn && (index.column() != ArgsColumn || stdio))
        result |= Qt::ItemIsEditable;
    return result;
}

QVariant SettingsMcpServersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TypeColumn:
        return tr("Type");
    case TargetColumn:
        return tr("Command / URL");
    case ArgsColumn:
        return tr("Arguments");
    case ValuesColumn:
        return tr("Env / headers");
    default:
        return {};
    }
}

} // namespace kandesk::ui
