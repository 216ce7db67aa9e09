// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewdiffview.h"

#include "ui/colourmix.h"

#include "application/review/diffrows.h"
#include "linehighlighter.h"
#include "releaselater.h"

#include "ui/task/syntaxsupport.h"

#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QFontDatabase>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextLine>
#include <QToolTip>

#include <algorithm>

namespace kandesk::ui {

namespace {

using LineKind = git::DiffLine::Kind;

constexpr int kDigits = 5;
constexpr int kPad = 6;
constexpr int kCommentMarkWidth = 4;
constexpr int kRestartGap = 2'000; // rows: further than this, highlighting restarts near the row
constexpr int kRestartLead = 200;  // rows highlighted before it to settle the state
constexpr int kCachedFormats = 3'000; // highlighted cells kept; beyond, the cache starts afresh
constexpr int kCachedLayouts = 600;   // laid-out cells kept (a few screens)
constexpr int kPaintedChars = 2'000;  // of a longer line (minified code) only this much is shown

// What is painted and highlighted of a line: a minified megabyte would stall every paint.
QString shownText(const QString &text)
{
    return text.size() > kPaintedChars ? text.left(kPaintedChars) + QStringLiteral("…") : text;
}

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
    case ReviewDiffView::HunkAction::Stage: return ReviewDiffView::tr("Stage");
    case ReviewDiffView::HunkAction::Unstage: return ReviewDiffView::tr("Unstage");
    case ReviewDiffView::HunkAction::Discard: return ReviewDiffView::tr("Discard");
    }
    return {};
}

} // namespace

struct ReviewDiffView::Highlight {
    LineHighlighter oldSide;
    LineHighlighter newSide;
    QHash<qint64, QList<QTextLayout::FormatRange>> formats; // row * 2 + (right side)
    QHash<qint64, std::shared_ptr<QTextLayout>> layouts;    // the same cells, shaped, for painting
    int doneUpTo = -1;
    KSyntaxHighlighting::State oldState;
    KSyntaxHighlighting::State newState;
};

ReviewDiffView::ReviewDiffView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_highlight(std::make_unique<Highlight>())
{
    setObjectName(QStringLiteral("reviewDiffView"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(false);
    resetHighlighting();
}

ReviewDiffView::~ReviewDiffView() = default;

void ReviewDiffView::setFile(const QString &path, const QString &oldPath, std::shared_ptr<const DiffRows> rows,
                             QList<HunkAction> actions)
{
    m_path = path;
    m_oldPath = oldPath.isEmpty() ? path : oldPath;
    releaseLater(std::exchange(m_rows, std::move(rows)));
    m_actions = std::move(actions);
    m_message.clear();
    m_selection = {};
    m_anchorRow = m_focusRow = -1;
    resetHighlighting();
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
    updateScrollBars();
    viewport()->update();
}

void ReviewDiffView::showMessage(const QString &text)
{
    releaseLater(std::exchange(m_rows, {}));
    m_path.clear();
    m_message = text;
    m_selection = {};
    m_anchorRow = m_focusRow = -1;
    updateScrollBars();
    viewport()->update();
}

void ReviewDiffView::setLayout(Layout layout)
{
    if (layout == m_layout)
        return;
    const int hunk = currentHunk();
    m_layout = layout;
    m_selection = {};
    m_anchorRow = m_focusRow = -1;
    resetHighlighting();
    updateScrollBars();
    if (hunk >= 0)
        goToHunk(hunk);
    viewport()->update();
}

const QList<DiffRow> &ReviewDiffView::rows() const
{
    static const QList<DiffRow> none;
    if (!m_rows)
        return none;
    return m_layout == Layout::Unified ? m_rows->unified : m_rows->sideBySide;
}

const QList<int> &ReviewDiffView::hunkRows() const
{
    static const QList<int> none;
    if (!m_rows)
        return none;
    return m_layout == Layout::Unified ? m_rows->unifiedHunkRows : m_rows->sideBySideHunkRows;
}

int ReviewDiffView::rowCount() const
{
    return int(rows().size());
}

int ReviewDiffView::hunkCount() const
{
    return int(hunkRows().size());
}

int ReviewDiffView::currentHunk() const
{
    const QList<int> &starts = hunkRows();
    const int top = verticalScrollBar()->value();
    const auto after = std::upper_bound(starts.cbegin(), starts.cend(), top);
    return after == starts.cbegin() ? (starts.isEmpty() ? -1 : 0) : int(after - starts.cbegin()) - 1;
}

void ReviewDiffView::goToHunk(int hunk)
{
    if (hunk >= 0 && hunk < hunkRows().size())
        scrollToRow(hunkRows().at(hunk));
}

bool ReviewDiffView::nextHunk()
{
    const QList<int> &starts = hunkRows();
    const int top = verticalScrollBar()->value();
    const auto after = std::upper_bound(starts.cbegin(), starts.cend(), top);
    const int maximum = verticalScrollBar()->maximum();
    if (after == starts.cend() || top >= maximum)
        return false;
    scrollToRow(*after);
    return true;
}

bool ReviewDiffView::previousHunk()
{
    const QList<int> &starts = hunkRows();
    const int top = verticalScrollBar()->value();
    const auto before = std::lower_bound(starts.cbegin(), starts.cend(), top);
    if (before == starts.cbegin())
        return false;
    scrollToRow(*(before - 1));
    return true;
}

void ReviewDiffView::scrollToRow(int row)
{
    verticalScrollBar()->setValue(row);
    viewport()->update();
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
        const DiffCell &cell = m_layout == Layout::SideBySide && side == DiffLineSelection::Side::New ? row.right : row.left;
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

QString ReviewDiffView::rowText(int row) const
{
    const QList<DiffRow> &all = rows();
    if (row < 0 || row >= all.size())
        return {};
    const DiffRow &r = all.at(row);
    if (r.kind != DiffRow::Kind::Line)
        return r.notice;
    if (m_layout == Layout::Unified)
        return r.left.text;
    return r.left.text + QStringLiteral(" | ") + r.right.text;
}

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
    const int half = kDigits * charWidth() + kPad + charWidth() + kPad + kLeastCharsASide * charWidth();
    return 2 * half + verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
}

int ReviewDiffView::gutterWidth() const
{
    // Unified: old and new numbers and the +/- mark; side by side (each half): one number and the mark.
    const int number = kDigits * charWidth() + kPad;
    return (m_layout == Layout::Unified ? 2 * number : number) + charWidth() + kPad;
}

int ReviewDiffView::rowAt(int y) const
{
    const int row = verticalScrollBar()->value() + y / rowHeight();
    return row < rowCount() ? row : -1;
}

void ReviewDiffView::updateScrollBars()
{
    const int visible = std::max(1, viewport()->height() / rowHeight());
    verticalScrollBar()->setRange(0, std::max(0, rowCount() - visible + 1));
    verticalScrollBar()->setPageStep(visible);
    verticalScrollBar()->setSingleStep(1);
    const int textWidth = (m_rows ? std::min(m_rows->longestLine, kPaintedChars) + 2 : 0) * charWidth();
    const int halves = m_layout == Layout::SideBySide ? 2 : 1;
    const int available = viewport()->width() / halves - gutterWidth();
    horizontalScrollBar()->setRange(0, std::max(0, textWidth - available));
    horizontalScrollBar()->setPageStep(std::max(1, available));
    horizontalScrollBar()->setSingleStep(charWidth() * 4);
}

void ReviewDiffView::resetHighlighting()
{
    releaseLater(std::exchange(m_highlight->formats, {}));
    m_highlight->layouts.clear();
    m_highlight->doneUpTo = -1;
    m_highlight->oldState = {};
    m_highlight->newState = {};
    const auto theme = syntaxThemeFor(palette());
    m_highlight->oldSide.setTheme(theme);
    m_highlight->newSide.setTheme(theme);
    m_highlight->oldSide.setFile(m_oldPath);
    m_highlight->newSide.setFile(m_path);
}

const QList<QTextLayout::FormatRange> &ReviewDiffView::formatsFor(int row, bool rightSide)
{
    Highlight &h = *m_highlight;
    const qint64 key = qint64(row) * 2 + (rightSide ? 1 : 0);
    if (auto found = h.formats.constFind(key); found != h.formats.cend())
        return *found;
    // Only rows near the view need their formats; a cache of a whole 10k-line diff would be
    // ~100k small blocks to free. The highlighter's states, not the cache, carry on down the file.
    if (h.formats.size() > kCachedFormats)
        h.formats.clear();
    const QList<DiffRow> &all = rows();
    int start = h.doneUpTo + 1;
    if (row < start || row - start > kRestartGap) {
        // A jump: start again a little before the row (not before its hunk), with a fresh state.
        const QList<int> &starts = hunkRows();
        const auto after = std::upper_bound(starts.cbegin(), starts.cend(), row);
        const int hunkStart = after == starts.cbegin() ? 0 : *(after - 1);
        start = std::max(hunkStart, row - kRestartLead);
        h.oldState = {};
        h.newState = {};
    }
    for (int r = start; r <= row; ++r) {
        const DiffRow &current = all.at(r);
        if (current.kind != DiffRow::Kind::Line) {
            h.oldState = {};
            h.newState = {};
            continue;
        }
        if (m_layout == Layout::Unified) {
            const DiffCell &cell = current.left;
            if (cell.kind == LineKind::Removed) {
                h.formats.insert(qint64(r) * 2, h.oldSide.highlight(shownText(cell.text), h.oldState));
            } else {
                h.formats.insert(qint64(r) * 2, h.newSide.highlight(shownText(cell.text), h.newState));
                if (cell.kind == LineKind::Context)
                    h.oldSide.highlight(shownText(cell.text), h.oldState);
            }
        } else {
            if (current.left.present)
                h.formats.insert(qint64(r) * 2, h.oldSide.highlight(shownText(current.left.text), h.oldState));
            if (current.right.present)
                h.formats.insert(qint64(r) * 2 + 1, h.newSide.highlight(shownText(current.right.text), h.newState));
        }
    }
    h.doneUpTo = row;
    return h.formats[key];
}

const QTextLayout &ReviewDiffView::layoutFor(int row, bool rightSide, const QString &text)
{
    Highlight &h = *m_highlight;
    const qint64 key = qint64(row) * 2 + (rightSide ? 1 : 0);
    if (auto found = h.layouts.constFind(key); found != h.layouts.cend())
        return **found;
    if (h.layouts.size() > kCachedLayouts)
        h.layouts.clear();
    auto layout = std::make_shared<QTextLayout>(text, font());
    QTextOption option;
    option.setTabStopDistance(4 * charWidth());
    option.setWrapMode(QTextOption::NoWrap);
    layout->setTextOption(option);
    layout->setFormats(formatsFor(row, rightSide).toVector());
    layout->beginLayout();
    layout->createLine();
    layout->endLayout();
    return *h.layouts.insert(key, std::move(layout)).value();
}

QList<std::pair<ReviewDiffView::HunkAction, QRect>> ReviewDiffView::hunkButtons(const QRect &rowRect) const
{
    QList<std::pair<HunkAction, QRect>> buttons;
    int right = rowRect.right() - kPad;
    for (auto it = m_actions.crbegin(); it != m_actions.crend(); ++it) {
        const int width = fontMetrics().horizontalAdvance(buttonText(*it)) + 2 * kPad;
        buttons.prepend({*it, QRect(right - width, rowRect.top() + 1, width, rowRect.height() - 2)});
        right -= width + kPad;
    }
    return buttons;
}

void ReviewDiffView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    if (!m_rows) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect().adjusted(kPad, kPad, -kPad, -kPad), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         m_message);
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
        painter.drawText(rect.adjusted(kPad, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, row.notice);
        for (const auto &[action, box] : hunkButtons(rect)) {
            painter.setPen(palette().color(QPalette::Mid));
            painter.setBrush(palette().color(QPalette::Button));
            painter.drawRoundedRect(box.adjusted(0, 0, -1, -1), 3, 3);
            painter.setPen(action == HunkAction::Discard ? QColor(0xd7, 0x3a, 0x49) : palette().color(QPalette::ButtonText));
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
        painter.drawText(rect.adjusted(kPad, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, row.notice);
        painter.setFont(font());
        return;
    }
    if (m_layout == Layout::Unified) {
        paintCell(painter, row, index, false, rect, rowInSelection(index, false));
        return;
    }
    const int half = rect.width() / 2;
    paintCell(painter, row, index, false, QRect(rect.left(), rect.top(), half, rect.height()), rowInSelection(index, false));
    paintCell(painter, row, index, true, QRect(rect.left() + half, rect.top(), rect.width() - half, rect.height()),
              rowInSelection(index, true));
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(rect.left() + half, rect.top(), rect.left() + half, rect.bottom());
}

void ReviewDiffView::paintCell(QPainter &painter, const DiffRow &row, int rowIndex, bool rightSide, const QRect &rect, bool selected)
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
    const int number = kDigits * cw + kPad;
    painter.setPen(colours.gutter);
    int x = rect.left();
    auto drawNumber = [&](int value) {
        if (value > 0)
            painter.drawText(QRect(x, rect.top(), number - kPad / 2, rect.height()), Qt::AlignRight | Qt::AlignVCenter,
                             QString::number(value));
        x += number;
    };
    if (m_layout == Layout::Unified) {
        drawNumber(cell.oldLine);
        drawNumber(cell.newLine);
    } else {
        drawNumber(rightSide ? cell.newLine : cell.oldLine);
    }
    painter.drawText(QRect(x + kPad / 2, rect.top(), cw, rect.height()), Qt::AlignVCenter,
                     added ? QStringLiteral("+") : removed ? QStringLiteral("−") : QString());
    x += cw + kPad;

    const QRect textRect(x, rect.top(), rect.right() - x, rect.height());
    painter.save();
    painter.setClipRect(textRect);
    const QTextLayout &layout = layoutFor(rowIndex, m_layout == Layout::SideBySide && rightSide, shownText(cell.text));
    const QTextLine line = layout.lineAt(0);
    const qreal originX = textRect.left() - horizontalScrollBar()->value();
    const qreal originY = rect.top() + (rect.height() - line.height()) / 2;
    for (const WordMark &mark : cell.marks) {
        const qreal from = line.cursorToX(mark.start);
        const qreal to = line.cursorToX(mark.start + mark.length);
        painter.fillRect(QRectF(originX + from, rect.top(), to - from, rect.height()), added ? colours.addedWord : colours.removedWord);
    }
    painter.setPen(palette().color(QPalette::Text));
    layout.draw(&painter, QPointF(originX, originY));
    painter.restore();
    if (selected)
        painter.fillRect(rect, colours.selection);
    if (const DiffComment *comment = markedAt(rowIndex, rightSide))
        painter.fillRect(QRect(rect.left(), rect.top(), kCommentMarkWidth, rect.height()),
                         palette().color(comment->sent ? QPalette::Mid : QPalette::Highlight));
}

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
            QToolTip::showText(help->globalPos(), comment->sent ? tr("%1\n(sent to the agent)").arg(comment->text) : comment->text, viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void ReviewDiffView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void ReviewDiffView::scrollContentsBy(int, int)
{
    // The vertical bar counts rows, not pixels: repaint instead of shifting the pixels.
    viewport()->update();
}

void ReviewDiffView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        resetHighlighting();
        viewport()->update();
    } else if (event->type() == QEvent::FontChange) {
        m_highlight->layouts.clear();
        updateScrollBars();
    }
}

DiffLineSelection::Side ReviewDiffView::sideAt(const QPoint &pos, int row) const
{
    if (m_layout == Layout::SideBySide)
        return pos.x() < viewport()->width() / 2 ? DiffLineSelection::Side::Old : DiffLineSelection::Side::New;
    return rows().at(row).left.kind == LineKind::Removed ? DiffLineSelection::Side::Old : DiffLineSelection::Side::New;
}

bool ReviewDiffView::rowInSelection(int row, bool rightSide) const
{
    if (m_anchorRow < 0 || m_focusRow < 0 || row < std::min(m_anchorRow, m_focusRow) || row > std::max(m_anchorRow, m_focusRow))
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
