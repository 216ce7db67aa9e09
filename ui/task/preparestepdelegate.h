// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace kandesk::ui {

// One prepare step as a compact two-line row: status glyph and words, name, duration; then the
// command in a fixed-width font, or the warning or error when there is one.
class PrepareStepDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

// "12 ms", "1.4 s", "2 min 5 s".
QString formatDuration(qint64 milliseconds);

} // namespace kandesk::ui
