// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace kandesk::ui {

// How a card shows its newest session's state: a glyph and a word, so that colour is never the only cue.
struct CardStateLook {
    QString glyph;
    QString text;
    QColor colour;
};

// activityName: a taskActivityName() (RUNNING, NEEDS_INPUT, IDLE, DONE, …; TaskActivityRole), or
// ARCHIVED for an archived task.
CardStateLook cardStateLook(const QString &activityName, bool darkPalette);

// Paints a TaskModel row as a board card: title (two lines at most), state badge, agent, branch and
// changed-file count. Sizes follow the font metrics; colours follow the palette.
class TaskCardDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TaskCardDelegate(QObject *parent = nullptr);

    // Agent profile id → the name shown on cards; unknown ids are shown as they are.
    void setAgentNames(const QHash<QString, QString> &names) { m_agentNames = names; }
    QString agentLabel(const QString &agentProfileId) const;
    // What a screen reader says of a card: everything painted on it, in words ("Fix login — In
    // Progress — ▶ Working · Claude · PR #3 open · checks: 1 of 3 failing: build").
    QString accessibleText(const QModelIndex &index, const QString &stepName) const;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
        const QModelIndex &index) override;

private:
    QHash<QString, QString> m_agentNames;
};

} // namespace kandesk::ui
