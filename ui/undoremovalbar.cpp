// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "undoremovalbar.h"

#include "application/settings/removalimpact.h"
#include "application/settings/settingsremovals.h"
#include "models/whenfinished.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace kandesk::ui {

UndoRemovalBar::UndoRemovalBar(SettingsRemovals &removals, QWidget *parent)
    : QWidget(parent)
    , m_removals(&removals)
    , m_text(new QLabel(this))
    , m_undo(new QPushButton(QStringLiteral("Undo"), this))
    , m_dismiss(new QPushButton(QStringLiteral("✕"), this))
{
    setObjectName(QStringLiteral("undoRemovalBar"));
    m_text->setObjectName(QStringLiteral("undoRemovalBarText"));
    m_undo->setObjectName(QStringLiteral("statusUndoRemoval"));
    m_dismiss->setObjectName(QStringLiteral("statusDismissUndo"));
    m_dismiss->setFlat(true);
    m_dismiss->setToolTip(QStringLiteral("Keep it deleted"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_undo);
    layout->addWidget(m_dismiss);
    connect(m_undo, &QPushButton::clicked, this, &UndoRemovalBar::undo);
    connect(m_dismiss, &QPushButton::clicked, this, [this] {
        m_offered = false;
        refresh();
    });
    connect(&removals, &SettingsRemovals::undoableChanged, this, &UndoRemovalBar::refresh);
    hide();
}

void UndoRemovalBar::offer()
{
    m_offered = true;
    refresh();
}

void UndoRemovalBar::refresh()
{
    const QString undoable = m_removals ? m_removals->undoable() : QString();
    if (undoable.isEmpty())
        m_offered = false;
    m_text->setText(QStringLiteral("Deleted %1.").arg(undoable));
    setVisible(m_offered);
}

void UndoRemovalBar::undo()
{
    const QString undoable = m_removals ? m_removals->undoable() : QString();
    if (undoable.isEmpty())
        return;
    m_undo->setEnabled(false);
    whenFinished(m_removals->undo(), this, [this, undoable](const Expected<SettingsItem> &item) {
        m_undo->setEnabled(true);
        if (!item) {
            Q_EMIT failed(item.error());
            return;
        }
        m_offered = false;
        refresh();
        Q_EMIT undone(*item, undoable);
    });
}

} // namespace kandesk::ui
