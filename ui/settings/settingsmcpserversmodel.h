// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QAbstractTableModel>

namespace kandesk::ui {

// The MCP servers of an agent profile, one row each: name, transport (stdio, http, sse), the command
// (stdio) or URL (http, sse), the arguments as one command-line fragment, and a summary of the
// variables (stdio) or headers (http, sse), which SettingsEnvVarsModel edits for the selected row.
// A secret is shown by name only. A row's problem is the launch's own check, shown as its tooltip.
class SettingsMcpServersModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, TypeColumn, TargetColumn, ArgsColumn, ValuesColumn, ColumnCount };

    explicit SettingsMcpServersModel(QObject *parent = nullptr);

    void setServers(QList<AgentProfile::McpServer> servers);
    // As they would be saved.
    QList<AgentProfile::McpServer> servers() const;
    AgentProfile::McpServer server(int row) const;
    // Appends a stdio server with a fresh name and returns its row.
    int addServer();
    void removeServer(int row);
    // Replaces the variables (stdio) or headers (http, sse) of row.
    void setValues(int row, const QList<AgentProfile::EnvVar> &values);

    // "MCP server “files”: it has no command", empty when every row is usable.
    QString firstProblem() const;

    // The arguments as the Arguments column shows and edits them (quoted where needed).
    static QString argumentsText(const QStringList &args);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void edited();

private:
    struct Row {
        AgentProfile::McpServer server;
        QString argsText;     // as typed; parsed into server.args when it tokenises
        QString argsProblem;  // why it does not
    };
    QString problemAt(int row) const;

    QList<Row> m_rows;
};

} // namespace kandesk::ui
