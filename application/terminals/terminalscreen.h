// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <deque>
#include <vector>

struct VTerm;
struct VTermState;

namespace kandesk {

// One character cell as a front end paints it.
struct TerminalCell {
    enum Attribute : quint8 { Bold = 1, Italic = 2, Underline = 4, Reverse = 8, Strike = 16, DoubleUnderline = 32 };
    static constexpr char32_t kWideTail = 0xFFFFFFFF; // the right half of the wide character before it

    char32_t codepoint = 0; // 0: blank
    quint32 foreground = 0; // 0xAARRGGBB; alpha 0: the terminal's default colour
    quint32 background = 0;
    quint8 attributes = 0;
    quint8 width = 1; // 2 for a wide character (its right half follows as kWideTail)

    bool operator==(const TerminalCell &) const = default;
};

// A row of cells; a cell with combining characters keeps its whole cluster in clusters.
struct TerminalLine {
    QList<TerminalCell> cells;
    QHash<int, QString> clusters; // column → the cell's characters, when more than one

    QString cellText(int column) const;
    // The row's characters, trailing blanks dropped (wide characters once, blanks as spaces).
    QString text(int fromColumn = 0, int toColumn = -1) const;
};

enum class TerminalKey {
    Enter, Tab, Backspace, Escape, Up, Down, Left, Right, Insert, Delete, Home, End, PageUp, PageDown,
    F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12,
};

// Shift, Alt, Ctrl as flags (1, 2, 4).
enum TerminalModifier : int { NoModifier = 0, ShiftModifier = 1, AltModifier = 2, ControlModifier = 4 };

// A VT terminal's screen, on libvterm's parser and terminal state (xterm's escape sequences:
// colours up to true colour, attributes, wide and combining characters, scroll regions, the
// alternate screen, mouse and bracketed-paste modes), its cells kept here, with the scrollback: rows
// in a ring, so that output scrolling the whole screen costs a row, not a screenful, per line. Not
// thread-safe: its owner locks it.
class TerminalScreen final
{
public:
    TerminalScreen(int rows, int columns, int scrollbackLimit = 10000);
    ~TerminalScreen();
    TerminalScreen(const TerminalScreen &) = delete;
    TerminalScreen &operator=(const TerminalScreen &) = delete;

    // The program's output. Returns what the terminal answers it (cursor reports, device attributes).
    QByteArray feed(const QByteArray &bytes);
    void resize(int rows, int columns);
    // A hard reset: blank screens, no scrollback, the terminal's modes as at its start (the line
    // numbers of linesScrolledOff() go on from where they were).
    void clear();

    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    int scrollbackSize() const { return int(m_scrollback.size()); }
    int scrollbackLimit() const { return m_scrollbackLimit; }
    // Fewer lines drop the oldest at once.
    void setScrollbackLimit(int lines);
    // How many lines ever scrolled off the top (those the limit dropped too): row + this is a
    // line's number for as long as the screen lives, whatever scrolls after.
    qint64 linesScrolledOff() const { return m_linesScrolledOff; }
    // row 0 is the screen's top; -1 the newest scrollback line, -scrollbackSize() the oldest.
    TerminalLine line(int row) const;
    // The text between two positions (rows as for line()), lines joined by newlines.
    QString text(int fromRow, int fromColumn, int toRow, int toColumn) const;

    int cursorRow() const { return m_cursorRow; }
    int cursorColumn() const { return m_cursorColumn; }
    bool cursorVisible() const { return m_cursorVisible; }
    bool alternateScreen() const { return m_alternateScreen; }
    // The program asks for mouse events (clicks, drags or moves).
    bool mouseReporting() const { return m_mouseMode != 0; }
    QString title() const { return m_title; }
    // How often the program rang the bell since the screen began.
    int bells() const { return m_bells; }

    // Input, as the bytes to send to the program.
    QByteArray key(TerminalKey key, int modifiers = NoModifier);
    QByteArray text(const QString &text, int modifiers = NoModifier);
    // Bracketed (ESC[200~ … ESC[201~) when the program turned that mode on.
    QByteArray paste(const QString &text);
    // button: 1 left, 2 middle, 3 right, 4/5 wheel up/down; 0 with pressed false: a move.
    QByteArray mouse(int row, int column, int button, bool pressed, int modifiers = NoModifier);

private:
    friend struct TerminalScreenCallbacks;
    // A screen's rows as a ring: scrolling the whole screen moves its top, not its cells.
    struct Buffer {
        std::vector<TerminalLine> rows;
        int top = 0;
    };
    Buffer &active() { return m_buffers[m_alternateScreen ? 1 : 0]; }
    const Buffer &active() const { return m_buffers[m_alternateScreen ? 1 : 0]; }
    TerminalLine &row(int screenRow);
    TerminalLine blankLine(int columns) const;
    void erase(int row, int fromColumn, int toColumn);
    void scrollRows(int startRow, int endRow, int downward);
    void keep(TerminalLine line);
    void resizeBuffers(int rows, int columns, int *cursorRowDelta);
    QByteArray takeReply();

    VTerm *m_vterm = nullptr;
    VTermState *m_state = nullptr;
    int m_rows = 0;
    int m_columns = 0;
    int m_scrollbackLimit = 0;
    Buffer m_buffers[2]; // the primary screen and the alternate one
    TerminalCell m_pen;  // what the next character is written with (its codepoint unused)
    std::deque<TerminalLine> m_scrollback;
    qint64 m_linesScrolledOff = 0;
    QByteArray m_reply;
    int m_cursorRow = 0;
    int m_cursorColumn = 0;
    bool m_cursorVisible = true;
    bool m_alternateScreen = false;
    int m_mouseMode = 0;
    QString m_title;
    int m_bells = 0;
};

// Output written to a pipe as a terminal takes it: each line feed also returns the cursor (what a
// terminal's line discipline does for a program on it). before: the byte before bytes, if any.
QByteArray pipeToTerminal(const QByteArray &bytes, char before = 0);

// What a terminal columns wide shows after output (written to a pipe: a line feed starts a new
// line), its scrollback included and the blank lines at its end left out: a command's output with
// its escape sequences applied (colours dropped), for a transcript.
QString terminalText(const QByteArray &output, int columns = 160);

} // namespace kandesk
