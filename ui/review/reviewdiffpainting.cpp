// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// ReviewDiffView on screen: the rows' height and widths (gutter, side by side), which row is at a
// point, and painting the rows in view (hunk headers with their buttons, notices, cells).
#include "application/review/diffrows.h"
#include "reviewdiffview.h"
#include "ui/colourmix.h"

#include <QPainter>
#include <QScrollBar>
#include <QTextLine>

#include <algorithm>

namespace kandesk::ui {

namespace {

using LineKind = git::DiffLine::Kind;

constexpr int kDigits = 5;
constexpr int kDiffPad = 6;
constexpr int kCommentMarkWidth = 4;

struct Colours {
    QColor addedLine, addedWord, removedLine, removedWord, hunk, gutter, selection;
    explicit Colours(const QPalette &palette)
    {
        const QColor base = palette.color(QPalette::Base);
        const bool dark = base.lightness() < 128;
        const QColor green(0x2e, 0xa0, 0x43);
        const QColor red(0xd7, 0x3a, 0x49);
        addedLine = mix(base, green, dark ? 0.20 : 0.14);
        addedWord = mix(base, green, dark ? 0.50 : 0.40);
        removedLine = mix(base, red, dark ? 0.20 : 0.14);
        removedWord = mix(base, red, dark ? 0.50 : 0.40);
        hunk = mix(base, palette.color(QPalette::Highlight), dark ? 0.22 : 0.10);
        gutter = palette.color(QPalette::PlaceholderText);
        selection = palette.color(QPalette::Highlight);
        selection.setAlpha(70);
    }
};

QString buttonText(ReviewDiffView::HunkAction action)
{
    switch (action) {
    case ReviewDiffView::HunkAction::Stage:
        return ReviewDiffView::tr("Stage");
    case ReviewDiffView::HunkAction::Unstage:
        return ReviewDiffView::tr("Unstage");
    case ReviewDiffView::HunkAction::Discard:
        return ReviewDiffView::tr("Discard");
    }
    return {};
}

} // namespace

int ReviewDiffView::rowHeight() const
{
    return fontMetrics().height() + 2;
}

QColor ReviewDiffView::wordMarkColour(bool added) const
{
    const Colours colours(palette());
    return added ? colours.addedWord : colours.removedWord;
}

int ReviewDiffView::charWidth() const
{
    return std::max(1, fontMetrics().horizontalAdvance(QLatin1Char('0')));
}

int ReviewDiffView::sideBySideMinimumWidth() const
{
    constexpr int kLeastCharsASide = 40;
    const int half = kDigits * charWidth() + kDiffPad + charWidth() + kDiffPad + kLeastCharsASide * charWidth();
    return 2 * half + verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
}

int ReviewDiffView::gutterWidth() const
{
    // Unified: old and new numbers and the +/- mark; side by side (each half): one number and the mark.
    const int number = kDigits * charWidth() + kDiffPad;
    return (m_layout == Layout::Unified ? 2 * number : number) + charWidth() + kDiffPad;
}

int ReviewDiffView::rowAt(int y) const
{
    const int row = verticalScrollBar()->value() + y / rowHeight();
    return row < rowCount() ? row : -1;
}

QList<std::pair<ReviewDiffView::HunkAction, QRect>> ReviewDiffView::hunkButtons(const QRect &rowRect) const
{
    QList<std::pair<HunkAction, QRect>> buttons;
    int right = rowRect.right() - kDiffPad;
    for (auto it = m_actions.crbegin(); it != m_actions.crend(); ++it) {
        const int width = fontMetrics().horizontalAdvance(buttonText(*it)) + 2 * kDiffPad;
        buttons.prepend({ *it, QRect(right - width, rowRect.top() + 1, width, rowRect.height() - 2) });
        right -= width + kDiffPad;
    }
    return buttons;
}

void ReviewDiffView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    if (!m_rows) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect().adjusted(kDiffPad, kDiffPad, -kDiffPad, -kDiffPad),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_message);
        return;
    }
    const int height = rowHeight();
    const int first = verticalScrollBar()->value();
    const int count = viewport()->height() / height + 1;
    for (int i = 0; i < count && first + i < rowCount(); ++i)
        paintRow(painter, first + i, QRect(0, i * height, viewport()->width(), height));
}

void ReviewDiffView::paintRow(QPainter &painter, int index, const QRect &rect)
{
    const DiffRow &row = rows().at(index);
    const Colours colours(palette());
    if (row.kind == DiffRow::Kind::Hunk) {
        painter.fillRect(rect, colours.hunk);
        painter.setPen(colours.gutter);
        painter.drawText(rect.adjusted(kDiffPad, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, row.notice);
        for (const auto &[action, box] : hunkButtons(rect)) {
            painter.setPen(palette().color(QPalette::Mid));
            painter.setBrush(palette().color(QPalette::Button));
            painter.drawRoundedRect(box.adjusted(0, 0, -1, -1), 3, 3);
            painter.setPen(
                action == HunkAction::Discard ? QColor(0xd7, 0x3a, 0x49) : palette().color(QPalette::ButtonText));
            painter.drawText(box, Qt::AlignCenter, buttonText(action));
        }
        painter.setBrush(Qt::NoBrush);
        return;
    }
    if (row.kind == DiffRow::Kind::Notice) {
        QFont italic = font();
        italic.setItalic(!row.showsMore);
        italic.setUnderline(row.showsMore);
        painter.setFont(italic);
        painter.setPen(row.showsMore ? palette().color(QPalette::Link) : colours.gutter);
        painter.drawText(rect.adjusted(kDiffPad, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, row.notice);
        painter.setFont(font());
        return;
    }
    if (m_layout == Layout::Unified) {
        paintCell(painter, row, index, false, rect, rowInSelection(index, false));
        return;
    }
    const int half = rect.width() / 2;
    paintCell(
        painter, row, index, false, QRect(rect.left(), rect.top(), half, rect.height()), rowInSelection(index, false));
    paintCell(painter, row, index, true, QRect(rect.left() + half, rect.top(), rect.width() - half, rect.height()),
        rowInSelection(index, true));
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(rect.left() + half, rect.top(), rect.left() + half, rect.bottom());
}

void ReviewDiffView::paintCell(
    QPainter &painter, const DiffRow &row, int rowIndex, bool rightSide, const QRect &rect, bool selected)
{
    const Colours colours(palette());
    const DiffCell &cell = rightSide ? row.right : row.left;
    if (!cell.present) {
        painter.fillRect(rect, palette().color(QPalette::AlternateBase));
        return;
    }
    const bool added = cell.kind == LineKind::Added;
    const bool removed = cell.kind == LineKind::Removed;
    if (added || removed)
        painter.fillRect(rect, added ? colours.addedLine : colours.removedLine);

    const int cw = charWidth();
    const int number = kDigits * cw + kDiffPad;
    painter.setPen(colours.gutter);
    int x = rect.left();
    auto drawNumber = [&](int value) {
        if (value > 0)
            painter.drawText(QRect(x, rect.top(), number - kDiffPad / 2, rect.height()), Qt::AlignRight | Qt::AlignVCenter,
                QString::number(value));
        x += number;
    };
    if (m_layout == Layout::Unified) {
        drawNumber(cell.oldLine);
        drawNumber(cell.newLine);
    } else {
        drawNumber(rightSide ? cell.newLine : cell.oldLine);
    }
    painter.drawText(QRect(x + kDiffPad / 2, rect.top(), cw, rect.height()), Qt::AlignVCenter,
        added         ? QStringLiteral("+")
            : removed ? QStringLiteral("−")
                      : QString());
    x += cw + kDiffPad;

    const QRect textRect(x, rect.top(), rect.right() - x, rect.height());
    painter.save();
    painter.setClipRect(textRect);
    const QTextLayout &layout = layoutFor(rowIndex, m_layout == Layout::SideBySide && rightSide, cell.text);
    const QTextLine line = layout.lineAt(0);
    const qreal originX = textRect.left() - horizontalScrollBar()->value();
    const qreal originY = rect.top() + (rect.height() - line.height()) / 2;
    for (const WordMark &mark : cell.marks) {
        const qreal from = line.cursorToX(mark.start);
        const qreal to = line.cursorToX(mark.start + mark.length);
        painter.fillRect(QRectF(originX + from, rect.top(), to - from, rect.height()),
            added ? colours.addedWord : colours.removedWord);
    }
    painter.setPen(palette().color(QPalette::Text));
    layout.draw(&painter, QPointF(originX, originY));
    painter.restore();
    if (selected)
        painter.fillRect(rect, colours.selection);
    if (const DiffComment *comment = markedAt(rowIndex, rightSide)) {
        painter.fillRect(QRect(rect.left(), rect.top(), kCommentMarkWidth, rect.height()),
            palette().color(comment->sent ? QPalette::Mid : QPalette::Highlight));
        // The comment itself beside its last line, so it reads without hovering.
        const int lineNumber = comment->side == DiffLineSelection::Side::New ? cell.newLine : cell.oldLine;
        if (lineNumber == comment->lastLine)
            paintCommentNote(painter, textRect, *comment);
    }
}

void ReviewDiffView::paintCommentNote(QPainter &painter, const QRect &textRect, const DiffComment &comment) const
{
    const QString text = comment.text.section(QLatin1Char('\n'), 0, 0).simplified();
    if (text.isEmpty() || textRect.width() < charWidth() * 16)
        return;
    const QFontMetrics metrics(font());
    const int widest = textRect.width() * 45 / 100;
    const QString shown = metrics.elidedText(text, Qt::ElideRight, widest);
    const int width = metrics.horizontalAdvance(shown) + charWidth();
    const QRect box(textRect.right() - width - kDiffPad / 2, textRect.top() + 1, width, textRect.height() - 2);
    QColor fill = palette().color(QPalette::ToolTipBase);
    fill.setAlphaF(0.92f);
    painter.save();
    painter.setPen(palette().color(comment.sent ? QPalette::Mid : QPalette::Highlight));
    painter.setBrush(fill);
    painter.drawRoundedRect(box, 3, 3);
    painter.setPen(palette().color(comment.sent ? QPalette::PlaceholderText : QPalette::ToolTipText));
    painter.drawText(box, Qt::AlignCenter, shown);
    painter.restore();
}

} // namespace kandesk::ui
