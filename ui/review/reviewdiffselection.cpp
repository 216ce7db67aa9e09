// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// ReviewDiffView's lines picked for a comment and the comments marked beside them: selecting with
// the mouse or selectLines, the context menu, the marks' tooltips; clicks on hunk buttons and on
// "show more".
#include "application/review/diffrows.h"
#include "reviewdiffview.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>

namespace kandesk::ui {

namespace {

using LineKind = git::DiffLine::Kind;

} // namespace

void ReviewDiffView::setComments(QList<DiffComment> comments)
{
    m_comments = std::move(comments);
    viewport()->update();
}

const DiffComment *ReviewDiffView::commentAt(int row, DiffLineSelection::Side side) const
{
    if (row < 0 || row >= rowCount() || m_comments.isEmpty())
        return nullptr;
    const DiffRow &r = rows().at(row);
    if (r.kind != DiffRow::Kind::Line)
        return nullptr;
    const bool newSide = side == DiffLineSelection::Side::New;
    const DiffCell &cell = m_layout == Layout::SideBySide && newSide ? r.right : r.left;
    const int line = newSide ? cell.newLine : cell.oldLine;
    if (!cell.present || line <= 0)
        return nullptr;
    for (const DiffComment &comment : m_comments) {
        if (comment.side == side && line >= comment.firstLine && line <= comment.lastLine)
            return &comment;
    }
    return nullptr;
}

const DiffComment *ReviewDiffView::markedAt(int row, bool rightSide) const
{
    using Side = DiffLineSelection::Side;
    if (m_layout == Layout::SideBySide)
        return commentAt(row, rightSide ? Side::New : Side::Old);
    const DiffComment *onNew = commentAt(row, Side::New);
    return onNew ? onNew : commentAt(row, Side::Old);
}

bool ReviewDiffView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int row = rowAt(help->pos().y());
        const bool rightSide = help->pos().x() >= viewport()->width() / 2;
        const DiffComment *comment = row >= 0 ? markedAt(row, rightSide) : nullptr;
        if (comment)
            QToolTip::showText(help->globalPos(),
                comment->sent ? tr("%1\n(sent to the agent)").arg(comment->text) : comment->text, viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void ReviewDiffView::selectLines(DiffLineSelection::Side side, int firstLine, int lastLine)
{
    const QList<DiffRow> &all = rows();
    int from = -1;
    int to = -1;
    for (int r = 0; r < all.size(); ++r) {
        const DiffRow &row = all.at(r);
        if (row.kind != DiffRow::Kind::Line)
            continue;
        const DiffCell &cell
            = m_layout == Layout::SideBySide && side == DiffLineSelection::Side::New ? row.right : row.left;
        const int number = side == DiffLineSelection::Side::Old ? cell.oldLine : cell.newLine;
        if (cell.present && number >= firstLine && number <= lastLine) {
            if (from < 0)
                from = r;
            to = r;
        }
    }
    if (from < 0)
        return;
    m_selection.side = side;
    m_anchorRow = from;
    updateSelection(to);
    Q_EMIT linesSelected(m_selection);
}

DiffLineSelection::Side ReviewDiffView::sideAt(const QPoint &pos, int row) const
{
    if (m_layout == Layout::SideBySide)
        return pos.x() < viewport()->width() / 2 ? DiffLineSelection::Side::Old : DiffLineSelection::Side::New;
    return rows().at(row).left.kind == LineKind::Removed ? DiffLineSelection::Side::Old : DiffLineSelection::Side::New;
}

bool ReviewDiffView::rowInSelection(int row, bool rightSide) const
{
    if (m_anchorRow < 0 || m_focusRow < 0 || row < std::min(m_anchorRow, m_focusRow)
        || row > std::max(m_anchorRow, m_focusRow))
        return false;
    const bool newSide = m_selection.side == DiffLineSelection::Side::New;
    const DiffRow &r = rows().at(row);
    if (m_layout == Layout::SideBySide)
        return rightSide == newSide && (rightSide ? r.right : r.left).present;
    return newSide ? r.left.newLine > 0 : r.left.oldLine > 0;
}

void ReviewDiffView::updateSelection(int row)
{
    m_focusRow = row;
    const bool newSide = m_selection.side == DiffLineSelection::Side::New;
    m_selection.path = newSide ? m_path : m_oldPath;
    m_selection.firstLine = m_selection.lastLine = 0;
    QStringList code;
    for (int r = std::min(m_anchorRow, m_focusRow); r <= std::max(m_anchorRow, m_focusRow); ++r) {
        const DiffRow &current = rows().at(r);
        if (current.kind != DiffRow::Kind::Line || !rowInSelection(r, m_layout == Layout::SideBySide && newSide))
            continue;
        const DiffCell &cell = m_layout == Layout::SideBySide && newSide ? current.right : current.left;
        const int number = newSide ? cell.newLine : cell.oldLine;
        if (m_selection.firstLine == 0)
            m_selection.firstLine = number;
        m_selection.lastLine = number;
        code.append(cell.text);
    }
    m_selection.code = code.join(QLatin1Char('\n'));
    viewport()->update();
}

void ReviewDiffView::mousePressEvent(QMouseEvent *event)
{
    const int index = rowAt(int(event->position().y()));
    if (event->button() != Qt::LeftButton || index < 0)
        return QAbstractScrollArea::mousePressEvent(event);
    const DiffRow &row = rows().at(index);
    if (row.kind == DiffRow::Kind::Hunk) {
        const QRect rect(0, (index - verticalScrollBar()->value()) * rowHeight(), viewport()->width(), rowHeight());
        for (const auto &[action, box] : hunkButtons(rect)) {
            if (box.contains(event->position().toPoint()))
                Q_EMIT hunkActionRequested(action, row.hunk);
        }
        return;
    }
    if (row.kind == DiffRow::Kind::Notice) {
        if (row.showsMore)
            Q_EMIT largeDiffRequested();
        return;
    }
    m_selection = {};
    m_selection.side = sideAt(event->position().toPoint(), index);
    m_anchorRow = index;
    m_selecting = true;
    updateSelection(index);
}

void ReviewDiffView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_selecting)
        return QAbstractScrollArea::mouseMoveEvent(event);
    const int y = int(event->position().y());
    if (y < 0)
        verticalScrollBar()->setValue(verticalScrollBar()->value() - 1);
    else if (y > viewport()->height())
        verticalScrollBar()->setValue(verticalScrollBar()->value() + 1);
    const int index = rowAt(std::clamp(y, 0, viewport()->height() - 1));
    if (index >= 0 && index != m_focusRow)
        updateSelection(index);
}

void ReviewDiffView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_selecting)
        return QAbstractScrollArea::mouseReleaseEvent(event);
    m_selecting = false;
    if (m_selection.firstLine > 0)
        Q_EMIT linesSelected(m_selection);
}

void ReviewDiffView::contextMenuEvent(QContextMenuEvent *event)
{
    const QPoint at = event->pos(); // in the viewport, as the mouse events
    const int index = rowAt(at.y());
    const bool inSelection = m_selection.firstLine > 0 && index >= std::min(m_anchorRow, m_focusRow)
        && index <= std::max(m_anchorRow, m_focusRow) && sideAt(at, index) == m_selection.side;
    if (index >= 0 && !inSelection && rows().at(index).kind == DiffRow::Kind::Line) {
        m_selection = {};
        m_selection.side = sideAt(at, index);
        m_anchorRow = index;
        updateSelection(index);
        if (m_selection.firstLine > 0)
            Q_EMIT linesSelected(m_selection);
    }
    if (!actions().isEmpty())
        QMenu::exec(actions(), event->globalPos(), nullptr, this);
}

} // namespace kandesk::ui
