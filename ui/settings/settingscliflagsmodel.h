// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QAbstractTableModel>

namespace kandesk::ui {

// The extra command-line flags of an agent profile: an enabled box, the flag text, and what is
// wrong with it (a flag the tokenizer refuses would be dropped at launch).
class SettingsCliFlagsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { EnabledColumn, FlagColumn, ProblemColumn, ColumnCount };
    enum Role {
        ProblemRole = Qt::UserRole + 740, // empty when the flag is valid
    };

    explicit SettingsCliFlagsModel(QObject *parent = nullptr);

    void setFlags(QList<AgentProfile::CliFlag> flags);
    // The flags as they would be saved: blank ones left out.
    QList<AgentProfile::CliFlag> flags() const;
    // Appends an empty enabled flag and returns its row.
    int addFlag();
    void removeFlag(int row);

    // The text of row's open editor, as typed: its problem shows at once (the flag itself changes
    // only when the edit is committed). endEditing() goes back to the committed text.
    void setEditingText(int row, const QString &text);
    void endEditing();

    // "Flag 2: unclosed double quote …" for the first malformed flag, empty when all are valid.
    QString firstProblem() const;
    // Empty when text tokenises, else the tokenizer's message without the quoted line (the user
    // sees the line already): "unclosed double quote starting at character 17".
    static QString problemFor(const QString &text);

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
        AgentProfile::CliFlag flag;
        QString problem;
    };
    QString problemAt(int row) const;

    QList<Row> m_rows;
    int m_editingRow = -1;
    QString m_editingProblem;
};

} // namespace kandesk::ui
