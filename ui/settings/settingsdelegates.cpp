// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsdelegates.h"

#include <QComboBox>
#include <QLineEdit>

#include <algorithm>
#include <utility>

namespace kandesk::ui {

QWidget *SettingsFlagDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                            const QModelIndex &index) const
{
    auto *editor = new QLineEdit(parent);
    editor->setObjectName(QStringLiteral("cliFlagEditor"));
    editor->setFrame(false);
    Q_UNUSED(option)
    const int row = index.row();
    connect(editor, &QLineEdit::textChanged, this, [this, row](const QString &text) { Q_EMIT editing(row, text); });
    return editor;
}

void SettingsFlagDelegate::destroyEditor(QWidget *editor, const QModelIndex &index) const
{
    QStyledItemDelegate::destroyEditor(editor, index);
    Q_EMIT editingFinished();
}

SettingsSecretDelegate::SettingsSecretDelegate(std::function<QStringList()> secretNames, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_secretNames(std::move(secretNames))
{
}

QWidget *SettingsSecretDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("secretRefEditor"));
    combo->addItem(tr("(none: literal value)"), QString());
    const QStringList names = m_secretNames ? m_secretNames() : QStringList();
    for (const QString &name : names)
        combo->addItem(name, name);
    return combo;
}

void SettingsSecretDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    const QString current = index.data(Qt::EditRole).toString();
    int at = combo->findData(current);
    if (at < 0) {
        // A reference to a secret that is gone: keep it visible so that saving does not drop it silently.
        combo->addItem(tr("%1 (missing)").arg(current), current);
        at = combo->count() - 1;
    }
    combo->setCurrentIndex(at);
}

void SettingsSecretDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    model->setData(index, static_cast<QComboBox *>(editor)->currentData(), Qt::EditRole);
}

SettingsChoiceDelegate::SettingsChoiceDelegate(QStringList choices, QString editorName, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_choices(std::move(choices))
    , m_editorName(std::move(editorName))
{
}

QWidget *SettingsChoiceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(m_editorName);
    combo->addItems(m_choices);
    return combo;
}

void SettingsChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    combo->setCurrentIndex(std::max(0, combo->findText(index.data(Qt::EditRole).toString())));
}

void SettingsChoiceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    model->setData(index, static_cast<QComboBox *>(editor)->currentText(), Qt::EditRole);
}

} // namespace kandesk::ui
