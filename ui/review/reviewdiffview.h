// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractScrollArea>
#include <QHash>
#include <QTextLayout>

#include <memory>

namespace KSyntaxHighlighting {
class State;
}

namespace kandesk {
struct DiffRows;
struct DiffRow;
}

namespace kandesk::ui {

class LineHighlighter;

// Lines chosen in a diff (a mouse drag over one side), for a line comment: the file, the side
// (the old file's lines or the new file's), the first and last line number on that side and the
// selected lines' text.
struct DiffLineSelection {
    enum class Side { Old, New };
    QString path;
    Side side = Side::New;
    int firstLine = 0;
    int lastLine = 0;
    QString code;
};

// A review comment on lines of the shown file, marked beside them in the gutter (its text is the
// marker's tooltip); sent comments are marked in a quieter colour.
struct DiffComment {
    DiffLineSelection::Side side = DiffLineSelection::Side::New;
    int firstLine = 0;
    int lastLine = 0;
    QString text;
    bool sent = false;
};

// One file's diff, painted row by row: only the rows in view are laid out and highlighted (in the
// file's own language, continuing the highlighter's state down each side), so a file of 10k lines
// shows at once. Unified or side by side; changed words marked on a stronger background; hunk
// headers carry Stage / Unstage / Discard buttons; colours follow the palette (light or dark).
class ReviewDiffView final : public QAbstractScrollArea
{
    Q_OBJECT
public:
    enum class Layout { Unified, SideBySide };
    enum class HunkAction { Stage, Unstage, Discard };
    Q_ENUM(Layout)
    Q_ENUM(HunkAction)

    explicit ReviewDiffView(QWidget *parent = nullptr);
    ~ReviewDiffView() override;

    // Shows the rows of path's diff (oldPath: the name before a rename, for its highlighting);
    // actions: which buttons hunk headers carry.
    void setFile(const QString &path, const QString &oldPath, std::shared_ptr<const DiffRows> rows, QList<HunkAction> actions);
    void showMessage(const QString &text);
    QString path() const { return m_path; }

    void setLayout(Layout layout);
    Layout layout() const { return m_layout; }
    // The width below which side by side shows too little of each line to compare them.
    int sideBySideMinimumWidth() const;

    int rowCount() const;
    int hunkCount() const;
    int currentHunk() const; // the hunk at the top of the view; -1 when none
    void goToHunk(int hunk);
    // Moves to the next or previous hunk; false at the end (the caller may go to another file).
    bool nextHunk();
    bool previousHunk();

    // Selects lines of one side (as a drag would) and says so with linesSelected.
    void selectLines(DiffLineSelection::Side side, int firstLine, int lastLine);
    const DiffLineSelection &selection() const { return m_selection; }

    // The review comments on the shown file (replaced with every setFile's caller's next call).
    void setComments(QList<DiffComment> comments);
    // The comment marked beside a row's line on a side, if any (tests, tooltips).
    const DiffComment *commentAt(int row, DiffLineSelection::Side side) const;

    // Painted text of a row (tests): the row's cells' text, notices and hunk titles.
    QString rowText(int row) const;
    // A screen reader's cells of a row: 0 the old file's line number, 1 the new file's, 2 its text.
    QString cellText(int row, int column) const;
    // Whether the row holds lines picked for a comment; where the row is in the viewport.
    bool rowPicked(int row) const;
    QRect rowRect(int row) const;
    int rowHeight() const;
    // The background of changed words (added or removed) in the current palette.
    QColor wordMarkColour(bool added) const;

Q_SIGNALS:
    void hunkActionRequested(kandesk::ui::ReviewDiffView::HunkAction action, int hunk);
    void largeDiffRequested();
    void linesSelected(const kandesk::ui::DiffLineSelection &selection);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    // The view's actions (a comment on the selected lines); a right click outside the selection
    // selects the line under it first.
    void contextMenuEvent(QContextMenuEvent *event) override;
    // The keyboard: ↑/↓ move the line cursor (Shift extends the lines picked), ←/→ pick the old or
    // the new side (side by side), Ctrl+C copies the picked lines, S / U / Delete stage, unstage or
    // discard the cursor's hunk (where its header offers it). Alt+↑/↓ and C are the Review's.
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Highlight;
    const QList<DiffRow> &rows() const;
    const QList<int> &hunkRows() const;
    int charWidth() const;
    int gutterWidth() const;
    int rowAt(int y) const;
    void updateScrollBars();
    void resetHighlighting();
    const QList<QTextLayout::FormatRange> &formatsFor(int row, bool rightSide);
    // The cell's text (a long line cut short), highlighted and laid out; cached by row and side.
    const QTextLayout &layoutFor(int row, bool rightSide, const QString &text);
    void paintRow(QPainter &painter, int row, const QRect &rect);
    void paintCell(QPainter &painter, const DiffRow &row, int rowIndex, bool rightSide, const QRect &rect, bool selected);
    void paintCommentNote(QPainter &painter, const QRect &textRect, const DiffComment &comment) const;
    QList<std::pair<HunkAction, QRect>> hunkButtons(const QRect &rowRect) const;
    DiffLineSelection::Side sideAt(const QPoint &pos, int row) const;
    bool rowInSelection(int row, bool rightSide) const;
    const DiffComment *markedAt(int row, bool rightSide) const;
    void updateSelection(int row);
    void moveLineCursor(int step, bool extend);
    void pickSide(DiffLineSelection::Side side);
    int cursorHunk() const;
    void scrollToRow(int row);

    QString m_path;
    QString m_oldPath;
    QString m_message;
    std::shared_ptr<const DiffRows> m_rows;
    QList<HunkAction> m_actions;
    Layout m_layout = Layout::SideBySide;
    std::unique_ptr<Highlight> m_highlight;
    DiffLineSelection m_selection;
    QList<DiffComment> m_comments;
    int m_anchorRow = -1;
    int m_focusRow = -1;
    bool m_selecting = false;
};

} // namespace kandesk::ui

Q_DECLARE_METATYPE(kandesk::ui::DiffLineSelection)
