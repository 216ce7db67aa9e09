// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewdiffview.h"

#include "application/review/diffrows.h"
#include "linehighlighter.h"
#include "releaselater.h"
#include "reviewdiffaccessible.h"

#include "ui/syntaxsupport.h"

#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QAccessible>
#include <QFontDatabase>
#include <QScrollBar>

#include <algorithm>

namespace kandesk::ui {

namespace {

using LineKind = git::DiffLine::Kind;

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
    setAccessibleName(tr("Diff"));
    static const bool accessible = [] {
        QAccessible::installFactory(reviewDiffAccessible);
        return true;
    }();
    Q_UNUSED(accessible)
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

QString ReviewDiffView::cellText(int row, int column) const
{
    const QList<DiffRow> &all = rows();
    if (row < 0 || row >= all.size())
        return {};
    const DiffRow &r = all.at(row);
    const auto number = [](int line) { return line > 0 ? QString::number(line) : QString(); };
    const DiffCell &newSide = m_layout == Layout::SideBySide ? r.right : r.left;
    switch (column) {
    case 0:
        return r.kind == DiffRow::Kind::Line ? number(r.left.oldLine) : QString();
    case 1:
        return r.kind == DiffRow::Kind::Line ? number(newSide.newLine) : QString();
    default:
        if (r.kind != DiffRow::Kind::Line)
            return r.notice;
        if (m_layout == Layout::SideBySide && r.left.present && r.right.present && r.left.text != r.right.text)
            return tr("was: %1; now: %2").arg(r.left.text, r.right.text);
        if (r.left.kind == LineKind::Removed || (m_layout == Layout::SideBySide && !r.right.present))
            return tr("removed: %1").arg(r.left.text);
        if (newSide.kind == LineKind::Added)
            return tr("added: %1").arg(newSide.text);
        return newSide.text;
    }
}

bool ReviewDiffView::rowPicked(int row) const
{
    return m_selection.firstLine > 0 && (rowInSelection(row, false) || rowInSelection(row, true));
}

QRect ReviewDiffView::rowRect(int row) const
{
    return QRect(0, (row - verticalScrollBar()->value()) * rowHeight(), viewport()->width(), rowHeight());
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
    auto layout = std::make_shared<QTextLayout>(shownText(text), font());
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

} // namespace kandesk::ui
