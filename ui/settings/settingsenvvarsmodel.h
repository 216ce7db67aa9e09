// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QAbstractTableModel>

namespace kandesk::ui {

// The environment variables of an agent profile: a literal value, or a secret chosen by name from
// the vault. A secret's value is never read here; the row only shows which secret it refers to.
class SettingsEnvVarsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, SecretColumn, ColumnCount };

    explicit SettingsEnvVarsModel(QObject *parent = nullptr);

    // HTTP headers instead of environment variables (an MCP server's): header names are checked,
    // and the rows are called headers.
    void setHeaders(bool headers);
    bool isHeaders() const { return m_headers; }

    void setVariables(QList<AgentProfile::EnvVar> variables);
    // As they would be saved: rows without a name left out; a secret reference clears the value.
    QList<AgentProfile::EnvVar> variables() const;
    int addVariable();
    void removeVariable(int row);

    // The first problem ("Variable 2: …"), empty when every row is usable.
    QString firstProblem() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void edited();

private:
    QString problemAt(int row) const;

    QList<AgentProfile::EnvVar> m_rows;
    bool m_headers = false;
};

} // namespace kandesk::ui
