// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// ReviewDiffView from the keyboard: a line cursor that picks lines as a drag would (so C comments on
// them), copying them, and the hunk buttons' actions on the cursor's hunk.
#include "application/review/diffrows.h"
#include "reviewdiffview.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QScrollBar>

namespace kandesk::ui {

namespace {

using LineKind = git::DiffLine::Kind;
using Side = DiffLineSelection::Side;

} // namespace

void ReviewDiffView::keyPressEvent(QKeyEvent *event)
{
    const bool plain = !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (event->matches(QKeySequence::Copy)) {
        if (!m_selection.code.isEmpty())
            QGuiApplication::clipboard()->setText(m_selection.code);
        return;
    }
    const auto requestForCursor = [this](HunkAction action) {
        if (m_actions.contains(action) && cursorHunk() >= 0)
            Q_EMIT hunkActionRequested(action, cursorHunk());
    };
    switch (plain ? event->key() : 0) {
    case Qt::Key_Down:
        return moveLineCursor(1, event->modifiers() & Qt::ShiftModifier);
    case Qt::Key_Up:
        return moveLineCursor(-1, event->modifiers() & Qt::ShiftModifier);
    case Qt::Key_Left:
        return pickSide(Side::Old);
    case Qt::Key_Right:
        return pickSide(Side::New);
    case Qt::Key_S:
        return requestForCursor(HunkAction::Stage);
    case Qt::Key_U:
        return requestForCursor(HunkAction::Unstage);
    case Qt::Key_Delete:
        return requestForCursor(HunkAction::Discard);
    default:
        QAbstractScrollArea::keyPressEvent(event);
    }
}

void ReviewDiffView::moveLineCursor(int step, bool extend)
{
    const QList<DiffRow> &all = rows();
    int row = m_focusRow >= 0 ? m_focusRow + step : verticalScrollBar()->value();
    const auto isLine = [&all](int r) { return r >= 0 && r < all.size() && all.at(r).kind == DiffRow::Kind::Line; };
    while (row >= 0 && row < all.size() && !isLine(row))
        row += step > 0 ? 1 : -1;
    if (!isLine(row))
        return;
    if (!extend || m_anchorRow < 0) {
        const DiffCell &onNew = m_layout == Layout::SideBySide ? all.at(row).right : all.at(row).left;
        const bool newHere = m_layout == Layout::SideBySide ? onNew.present : all.at(row).left.kind != LineKind::Removed;
        const Side side = m_selection.firstLine > 0 && m_layout == Layout::SideBySide ? m_selection.side
                                                                                      : (newHere ? Side::New : Side::Old);
        m_selection = {};
        m_selection.side = side;
        m_anchorRow = row;
    }
    updateSelection(row);
    const int top = verticalScrollBar()->value();
    const int shown = std::max(1, viewport()->height() / std::max(1, rowHeight()));
    if (row < top || row >= top + shown)
        verticalScrollBar()->setValue(step > 0 ? row - shown + 1 : row);
    if (m_selection.firstLine > 0)
        Q_EMIT linesSelected(m_selection);
}

void ReviewDiffView::pickSide(Side side)
{
    if (m_layout != Layout::SideBySide || m_focusRow < 0 || m_selection.side == side)
        return;
    const DiffRow &row = rows().at(m_focusRow);
    if (!(side == Side::New ? row.right : row.left).present)
        return;
    m_selection = {};
    m_selection.side = side;
    m_anchorRow = m_focusRow;
    updateSelection(m_focusRow);
    if (m_selection.firstLine > 0)
        Q_EMIT linesSelected(m_selection);
}

int ReviewDiffView::cursorHunk() const
{
    if (m_focusRow >= 0 && m_focusRow < rowCount())
        return rows().at(m_focusRow).hunk;
    return currentHunk();
}

} // namespace kandesk::ui
