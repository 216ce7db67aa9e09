// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/terminals/terminal.h"

#include <QAbstractScrollArea>
#include <QElapsedTimer>
#include <QPointer>

class QTimer;

namespace kandesk::ui {

// One terminal on screen: its cells painted in the app's monospace font and palette, at most once
// a frame however fast the program writes; keys, pastes, the mouse (to the program when it asks,
// else selecting) and the size go to the terminal. The scrollback scrolls with the wheel,
// Shift+PgUp/PgDown and the scroll bar, and stays where it is while output arrives unless it was at
// the bottom. Ctrl+Shift+C / Ctrl+Shift+V (and Shift+Insert) copy and paste; a selection also goes
// to the X11 selection, and a middle click pastes it. Its context menu: copy, paste, find, and how
// many lines of scrollback terminals keep.
//
// A terminal with no program (Terminal::isReplay) is shown read-only: a tool call's in the transcript.
class TerminalView final : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit TerminalView(Terminal *terminal, QWidget *parent = nullptr);
    ~TerminalView() override;

    Terminal *terminal() const { return m_terminal; }
    // A terminal with no program (Terminal::isReplay): its output is only shown, selected and
    // copied; the window's shortcuts keep their keys, and the wheel at its ends scrolls what is around it.
    bool readOnly() const { return !m_terminal || m_terminal->isReplay(); }
    QSizeF cellSize() const { return m_cell; }
    // Looks for text (any case) in the screen and scrollback, above the last match (below with
    // backwards false); the match is selected and scrolled into view. False when there is none.
    bool find(const QString &text, bool backwards = true);
    QString selectedText() const;
    void copy();
    void paste();
    // Paints since the view was made (the frame limit's measure).
    int paintCount() const { return m_paints; }

Q_SIGNALS:
    // Ctrl+Shift+F: the panel's search bar.
    void searchRequested();
    // The context menu's Scrollback Lines….
    void scrollbackSettingRequested();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool focusNextPrevChild(bool) override { return false; }

private:
    // A cell by line number (row + TerminalScreen::linesScrolledOff()) and column.
    struct Spot {
        qint64 line = 0;
        int column = 0;
        auto operator<=>(const Spot &) const = default;
    };
    void onChanged();
    void syncScrollBar(const TerminalScreen &screen);
    void syncSize();
    void applyFont();
    int topRow(const TerminalScreen &screen) const;
    Spot spotAt(QPoint position) const;
    // The screen row and column under position (for the program's mouse).
    QPoint cellAt(QPoint position) const;
    bool selected(qint64 line, int column) const;
    void paintLine(QPainter &painter, const TerminalLine &line, qint64 lineNumber, qreal y) const;
    void scrollToLine(qint64 line);
    void setSelection(Spot from, Spot to);
    bool mouseGoesToProgram(const QMouseEvent &event) const;

    QPointer<Terminal> m_terminal;
    QFont m_font;
    QSizeF m_cell;
    qreal m_ascent = 0;
    QTimer *m_frame = nullptr;
    QElapsedTimer m_sincePaint;
    bool m_follow = true; // the view shows the bottom and stays there
    bool m_syncingScrollBar = false;
    bool m_selecting = false;
    std::optional<Spot> m_anchor;
    Spot m_selectionFrom;
    Spot m_selectionTo; // exclusive column on its line
    bool m_hasSelection = false;
    int m_paints = 0;
};

} // namespace kandesk::ui
