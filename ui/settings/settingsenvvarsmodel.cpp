// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsenvvarsmodel.h"

#include "models/agents/profilevalidation.h"

#include <QBrush>
#include <QFont>

namespace kandesk::ui {

SettingsEnvVarsModel::SettingsEnvVarsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SettingsEnvVarsModel::setHeaders(bool headers)
{
    if (m_headers == headers)
        return;
    beginResetModel();
    m_headers = headers;
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void SettingsEnvVarsModel::setVariables(QList<AgentProfile::EnvVar> variables)
{
    beginResetModel();
    m_rows = std::move(variables);
    endResetModel();
}

QList<AgentProfile::EnvVar> SettingsEnvVarsModel::variables() const
{
    QList<AgentProfile::EnvVar> result;
    for (AgentProfile::EnvVar variable : m_rows) {
        if (variable.name.trimmed().isEmpty())
            continue;
        if (!variable.secretRef.isEmpty())
            variable.value.clear();
        result.append(variable);
    }
    return result;
}

int SettingsEnvVarsModel::addVariable()
{
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.append(AgentProfile::EnvVar{});
    endInsertRows();
    Q_EMIT edited();
    return row;
}

void SettingsEnvVarsModel::removeVariable(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    Q_EMIT edited();
}

QString SettingsEnvVarsModel::problemAt(int row) const
{
    if (!m_headers)
        return envVarProblem(m_rows, row);
    const AgentProfile::EnvVar &header = m_rows.at(row);
    if (header.name.isEmpty())
        return header.value.isEmpty() && header.secretRef.isEmpty() ? QString() : tr("a header needs a name");
    if (const QString problem = headerNameProblem(header.name); !problem.isEmpty())
        return problem;
    for (int other = 0; other < row; ++other) {
        if (m_rows.at(other).name.compare(header.name, Qt::CaseInsensitive) == 0)
            return tr("%1 is set twice").arg(header.name);
    }
    return {};
}

QString SettingsEnvVarsModel::firstProblem() const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (const QString problem = problemAt(row); !problem.isEmpty())
            return QStringLiteral("%1 %2: %3").arg(m_headers ? tr("Header") : tr("Variable")).arg(row + 1).arg(problem);
    }
    return {};
}

int SettingsEnvVarsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SettingsEnvVarsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SettingsEnvVarsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AgentProfile::EnvVar &variable = m_rows.at(index.row());
    const bool secret = !variable.secretRef.isEmpty();
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return variable.name;
        if (role == Qt::ToolTipRole)
            return problemAt(index.row());
        if (role == Qt::ForegroundRole && !problemAt(index.row()).isEmpty())
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        break;
    case ValueColumn:
        if (role == Qt::DisplayRole)
            return secret ? tr("(from secret)") : variable.value;
        if (role == Qt::EditRole)
            return secret ? QString() : variable.value;
        if (role == Qt::ForegroundRole && secret)
            return QBrush(Qt::gray);
        if (role == Qt::FontRole && secret) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        break;
    case SecretColumn:
        if (role == Qt::DisplayRole)
            return secret ? variable.secretRef : QStringLiteral("—");
        if (role == Qt::EditRole)
            return variable.secretRef;
        if (role == Qt::ToolTipRole)
            return tr("Take the value from a secret (its value is never shown)");
        break;
    default:
        break;
    }
    return {};
}

bool SettingsEnvVarsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    AgentProfile::EnvVar &variable = m_rows[index.row()];
    const QString text = value.toString();
    QString *field = nullptr;
    switch (index.column()) {
    case NameColumn:
        field = &variable.name;
        break;
    case ValueColumn:
        field = &variable.value;
        break;
    case SecretColumn:
        field = &variable.secretRef;
        break;
    default:
        return false;
    }
    if (*field == text)
        return true;
    *field = index.column() == NameColumn ? text.trimmed() : text;
    // Names are checked against the rows above them, so a change can affect every row below.
    Q_EMIT dataChanged(this->index(index.row(), 0), this->index(int(m_rows.size()) - 1, ColumnCount - 1));
    Q_EMIT edited();
    return true;
}

Qt::ItemFlags SettingsEnvVarsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    const bool secret = !m_rows.at(index.row()).secretRef.isEmpty();
    if (index.column() != ValueColumn || !secret)
        result |= Qt::ItemIsEditable;
    return result;
}

QVariant SettingsEnvVarsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return m_headers ? tr("Header") : tr("Name");
    case ValueColumn:
        return tr("Value");
    case SecretColumn:
        return tr("Secret");
    default:
        return {};
    }
}

} // namespace kandesk::ui
