// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace kandesk::ui {

// Edits a CLI flag in a line edit and reports every keystroke, so the page can validate as the
// user types (the model only hears of the text once the edit is committed).
class SettingsFlagDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void destroyEditor(QWidget *editor, const QModelIndex &index) const override;

Q_SIGNALS:
    void editing(int row, const QString &text) const;
    void editingFinished() const;
};

// Picks a secret by name (or none) for an environment variable.
class SettingsSecretDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit SettingsSecretDelegate(std::function<QStringList()> secretNames, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    std::function<QStringList()> m_secretNames;
};

// Picks one of a few fixed words (e.g. an MCP server's transport) in a combo box.
class SettingsChoiceDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    SettingsChoiceDelegate(QStringList choices, QString editorName, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    QStringList m_choices;
    QString m_editorName;
};

} // namespace kandesk::ui
