// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminalscreen.h"

#include <vterm.h>

#include <algorithm>

namespace kandesk {

namespace {

quint32 colourOf(const VTermState *state, VTermColor colour)
{
    if (VTERM_COLOR_IS_DEFAULT_FG(&colour) || VTERM_COLOR_IS_DEFAULT_BG(&colour))
        return 0;
    vterm_state_convert_color_to_rgb(state, &colour);
    return 0xFF000000u | (quint32(colour.rgb.red) << 16) | (quint32(colour.rgb.green) << 8) | colour.rgb.blue;
}

QString fromCodepoints(const uint32_t *codepoints, int count)
{
    QString text;
    for (int i = 0; i < count && codepoints[i] != 0; ++i) {
        const char32_t codepoint = codepoints[i];
        text += QString::fromUcs4(&codepoint, 1);
    }
    return text;
}

VTermModifier modifiersOf(int modifiers)
{
    return VTermModifier(modifiers & VTERM_ALL_MODS_MASK);
}

void setAttribute(TerminalCell &pen, quint8 attribute, bool on)
{
    pen.attributes = on ? quint8(pen.attributes | attribute) : quint8(pen.attributes & ~attribute);
}

} // namespace

// libvterm's state calls these as it interprets the program's output.
struct TerminalScreenCallbacks {
    static TerminalScreen &self(void *user) { return *static_cast<TerminalScreen *>(user); }

    static int putGlyph(VTermGlyphInfo *info, VTermPos position, void *user)
    {
        TerminalScreen &screen = self(user);
        if (position.row < 0 || position.row >= screen.m_rows || position.col < 0 || position.col >= screen.m_columns)
            return 1;
        TerminalLine &line = screen.row(position.row);
        TerminalCell cell = screen.m_pen;
        cell.codepoint = info->chars[0];
        cell.width = quint8(std::clamp(info->width, 1, 2));
        line.cells[position.col] = cell;
        if (info->chars[0] != 0 && info->chars[1] != 0)
            line.clusters.insert(position.col, fromCodepoints(info->chars, VTERM_MAX_CHARS_PER_CELL));
        else if (!line.clusters.isEmpty())
            line.clusters.remove(position.col);
        for (int column = position.col + 1; column < position.col + info->width && column < screen.m_columns; ++column) {
            TerminalCell tail = screen.m_pen;
            tail.codepoint = TerminalCell::kWideTail;
            line.cells[column] = tail;
            if (!line.clusters.isEmpty())
                line.clusters.remove(column);
        }
        return 1;
    }
    static int moveCursor(VTermPos position, VTermPos, int visible, void *user)
    {
        TerminalScreen &screen = self(user);
        screen.m_cursorRow = position.row;
        screen.m_cursorColumn = position.col;
        screen.m_cursorVisible = visible != 0;
        return 1;
    }
    static int scrollRect(VTermRect rect, int downward, int rightward, void *user)
    {
        TerminalScreen &screen = self(user);
        if (rightward != 0 || rect.start_col != 0 || rect.end_col != screen.m_columns)
            return 0; // part of rows: libvterm moves and erases cells through moveRect and erase
        screen.scrollRows(rect.start_row, rect.end_row, downward);
        return 1;
    }
    static int moveRect(VTermRect destination, VTermRect source, void *user)
    {
        TerminalScreen &screen = self(user);
        const int width = source.end_col - source.start_col;
        for (int offset = 0; offset < source.end_row - source.start_row; ++offset) {
            // Rows in the order that never reads a row already written.
            const bool down = destination.start_row > source.start_row;
            const int index = down ? source.end_row - source.start_row - 1 - offset : offset;
            const TerminalLine from = screen.row(source.start_row + index);
            TerminalLine &to = screen.row(destination.start_row + index);
            for (int column = 0; column < width; ++column) {
                const int target = destination.start_col + column;
                to.cells[target] = from.cells.at(source.start_col + column);
                if (const auto cluster = from.clusters.constFind(source.start_col + column); cluster != from.clusters.constEnd())
                    to.clusters.insert(target, *cluster);
                else if (!to.clusters.isEmpty())
                    to.clusters.remove(target);
            }
        }
        return 1;
    }
    static int erase(VTermRect rect, int, void *user)
    {
        TerminalScreen &screen = self(user);
        for (int row = std::max(0, rect.start_row); row < std::min(rect.end_row, screen.m_rows); ++row)
            screen.erase(row, rect.start_col, rect.end_col);
        return 1;
    }
    static int setPenAttribute(VTermAttr attribute, VTermValue *value, void *user)
    {
        TerminalScreen &screen = self(user);
        TerminalCell &pen = screen.m_pen;
        switch (attribute) {
        case VTERM_ATTR_BOLD:
            setAttribute(pen, TerminalCell::Bold, value->boolean);
            break;
        case VTERM_ATTR_ITALIC:
            setAttribute(pen, TerminalCell::Italic, value->boolean);
            break;
        case VTERM_ATTR_UNDERLINE:
            setAttribute(pen, TerminalCell::Underline, value->number != VTERM_UNDERLINE_OFF && value->number != VTERM_UNDERLINE_DOUBLE);
            setAttribute(pen, TerminalCell::DoubleUnderline, value->number == VTERM_UNDERLINE_DOUBLE);
            break;
        case VTERM_ATTR_REVERSE:
            setAttribute(pen, TerminalCell::Reverse, value->boolean);
            break;
        case VTERM_ATTR_STRIKE:
            setAttribute(pen, TerminalCell::Strike, value->boolean);
            break;
        case VTERM_ATTR_FOREGROUND:
            pen.foreground = colourOf(screen.m_state, value->color);
            break;
        case VTERM_ATTR_BACKGROUND:
            pen.background = colourOf(screen.m_state, value->color);
            break;
        default:
            break;
        }
        return 1;
    }
    static int setProperty(VTermProp property, VTermValue *value, void *user)
    {
        TerminalScreen &screen = self(user);
        switch (property) {
        case VTERM_PROP_CURSORVISIBLE:
            screen.m_cursorVisible = value->boolean != 0;
            break;
        case VTERM_PROP_ALTSCREEN:
            // libvterm erases the alternate screen as it enters it.
            screen.m_alternateScreen = value->boolean != 0;
            break;
        case VTERM_PROP_TITLE:
            screen.m_title = QString::fromUtf8(value->string);
            break;
        case VTERM_PROP_MOUSE:
            screen.m_mouseMode = value->number;
            break;
        default:
            break;
        }
        return 1;
    }
    static int bell(void *user)
    {
        ++self(user).m_bells;
        return 1;
    }
    static int resize(int rows, int columns, VTermPos *delta, void *user)
    {
        self(user).resizeBuffers(rows, columns, &delta->row);
        return 1;
    }
    static void output(const char *bytes, size_t length, void *user)
    {
        self(user).m_reply.append(bytes, qsizetype(length));
    }
};

namespace {

const VTermStateCallbacks kCallbacks = {
    &TerminalScreenCallbacks::putGlyph,
    &TerminalScreenCallbacks::moveCursor,
    &TerminalScreenCallbacks::scrollRect,
    &TerminalScreenCallbacks::moveRect,
    &TerminalScreenCallbacks::erase,
    nullptr, // initpen: every attribute comes through setpenattr as well
    &TerminalScreenCallbacks::setPenAttribute,
    &TerminalScreenCallbacks::setProperty,
    &TerminalScreenCallbacks::bell,
    &TerminalScreenCallbacks::resize,
    nullptr, // setlineinfo: double-width lines are drawn single
};

} // namespace

QString TerminalLine::cellText(int column) const
{
    if (column < 0 || column >= cells.size())
        return {};
    if (const auto cluster = clusters.constFind(column); cluster != clusters.constEnd())
        return *cluster;
    const char32_t codepoint = cells.at(column).codepoint;
    if (codepoint == 0)
        return QStringLiteral(" ");
    if (codepoint == TerminalCell::kWideTail)
        return {};
    return QString::fromUcs4(&codepoint, 1);
}

QString TerminalLine::text(int fromColumn, int toColumn) const
{
    const int end = toColumn < 0 ? int(cells.size()) : std::min<int>(toColumn, int(cells.size()));
    QString text;
    for (int column = std::max(0, fromColumn); column < end; ++column)
        text += cellText(column);
    while (text.endsWith(QLatin1Char(' ')))
        text.chop(1);
    return text;
}

TerminalScreen::TerminalScreen(int rows, int columns, int scrollbackLimit)
    : m_rows(std::max(1, rows))
    , m_columns(std::max(1, columns))
    , m_scrollbackLimit(std::max(0, scrollbackLimit))
{
    for (Buffer &buffer : m_buffers)
        buffer.rows.assign(size_t(m_rows), blankLine(m_columns));
    m_vterm = vterm_new(m_rows, m_columns);
    vterm_set_utf8(m_vterm, 1);
    vterm_output_set_callback(m_vterm, &TerminalScreenCallbacks::output, this);
    m_state = vterm_obtain_state(m_vterm);
    vterm_state_set_callbacks(m_state, &kCallbacks, this);
    vterm_state_reset(m_state, 1);
}

TerminalScreen::~TerminalScreen()
{
    vterm_free(m_vterm);
}

void TerminalScreen::clear()
{
    vterm_state_reset(m_state, 1);
    for (Buffer &buffer : m_buffers) {
        buffer.rows.assign(size_t(m_rows), blankLine(m_columns));
        buffer.top = 0;
    }
    m_scrollback.clear();
    m_reply.clear();
}

TerminalLine &TerminalScreen::row(int screenRow)
{
    Buffer &buffer = active();
    return buffer.rows[size_t((buffer.top + screenRow) % m_rows)];
}

TerminalLine TerminalScreen::blankLine(int columns) const
{
    TerminalLine line;
    TerminalCell blank;
    blank.foreground = m_pen.foreground;
    blank.background = m_pen.background;
    line.cells.fill(blank, columns);
    return line;
}

void TerminalScreen::erase(int screenRow, int fromColumn, int toColumn)
{
    TerminalLine &line = row(screenRow);
    TerminalCell blank;
    blank.foreground = m_pen.foreground;
    blank.background = m_pen.background;
    fromColumn = std::max(0, fromColumn);
    toColumn = std::min(toColumn, int(line.cells.size()));
    if (fromColumn == 0 && toColumn == line.cells.size()) {
        line.cells.fill(blank);
        line.clusters.clear();
        return;
    }
    for (int column = fromColumn; column < toColumn; ++column) {
        line.cells[column] = blank;
        if (!line.clusters.isEmpty())
            line.clusters.remove(column);
    }
}

void TerminalScreen::keep(TerminalLine line)
{
    ++m_linesScrolledOff;
    if (m_scrollbackLimit <= 0)
        return;
    // Kept without trailing blanks: most lines are much shorter than the screen is wide.
    qsizetype end = line.cells.size();
    while (end > 0 && line.cells.at(end - 1) == TerminalCell())
        --end;
    line.cells.resize(end);
    line.cells.squeeze();
    m_scrollback.push_back(std::move(line));
    while (int(m_scrollback.size()) > m_scrollbackLimit)
        m_scrollback.pop_front();
}

void TerminalScreen::scrollRows(int startRow, int endRow, int downward)
{
    const int height = endRow - startRow;
    if (height <= 0 || downward == 0)
        return;
    const int lines = std::min(std::abs(downward), height);
    // Lines leaving the top of the primary screen are the scrollback's (a scroll region that does
    // not start at the top keeps nothing, as in xterm).
    if (downward > 0 && startRow == 0 && !m_alternateScreen) {
        for (int index = 0; index < lines; ++index)
            keep(row(index));
    }
    Buffer &buffer = active();
    if (height == m_rows) {
        buffer.top = (buffer.top + (downward > 0 ? lines : m_rows - lines)) % m_rows;
        for (int index = 0; index < lines; ++index)
            erase(downward > 0 ? m_rows - lines + index : index, 0, m_columns);
        return;
    }
    if (downward > 0) {
        for (int target = startRow; target < endRow - lines; ++target)
            std::swap(row(target), row(target + lines));
        for (int target = endRow - lines; target < endRow; ++target)
            erase(target, 0, m_columns);
    } else {
        for (int target = endRow - 1; target >= startRow + lines; --target)
            std::swap(row(target), row(target - lines));
        for (int target = startRow; target < startRow + lines; ++target)
            erase(target, 0, m_columns);
    }
}

void TerminalScreen::resizeBuffers(int rows, int columns, int *cursorRowDelta)
{
    rows = std::max(1, rows);
    columns = std::max(1, columns);
    for (int index = 0; index < 2; ++index) {
        Buffer &buffer = m_buffers[index];
        std::rotate(buffer.rows.begin(), buffer.rows.begin() + buffer.top, buffer.rows.end());
        buffer.top = 0;
        std::vector<TerminalLine> &lines = buffer.rows;
        const bool primary = index == 0;
        if (rows < int(lines.size())) {
            // Blank rows below the cursor go first; then the top rows, to the scrollback.
            int remove = int(lines.size()) - rows;
            while (remove > 0 && int(lines.size()) - 1 > m_cursorRow && lines.back().text().isEmpty()) {
                lines.pop_back();
                --remove;
            }
            for (int index2 = 0; index2 < remove; ++index2) {
                if (primary && !m_alternateScreen)
                    keep(lines.front());
                lines.erase(lines.begin());
            }
            if (primary == !m_alternateScreen)
                *cursorRowDelta -= remove;
        }
        for (TerminalLine &line : lines) {
            if (line.cells.size() != columns) {
                line.cells.resize(columns);
                for (auto it = line.clusters.begin(); it != line.clusters.end();)
                    it = it.key() >= columns ? line.clusters.erase(it) : std::next(it);
            }
        }
        if (rows > int(lines.size())) {
            // Lines the scrollback gave back first, at the top; then blank rows at the bottom.
            int added = 0;
            while (primary && !m_alternateScreen && int(lines.size()) < rows && !m_scrollback.empty()) {
                TerminalLine back = std::move(m_scrollback.back());
                m_scrollback.pop_back();
                --m_linesScrolledOff;
                back.cells.resize(columns);
                lines.insert(lines.begin(), std::move(back));
                ++added;
            }
            *cursorRowDelta += primary && !m_alternateScreen ? added : 0;
            while (int(lines.size()) < rows) {
                TerminalLine blank;
                blank.cells.resize(columns);
                lines.push_back(std::move(blank));
            }
        }
    }
    m_rows = rows;
    m_columns = columns;
}

void TerminalScreen::setScrollbackLimit(int lines)
{
    m_scrollbackLimit = std::max(0, lines);
    while (int(m_scrollback.size()) > m_scrollbackLimit)
        m_scrollback.pop_front();
}

QByteArray TerminalScreen::feed(const QByteArray &bytes)
{
    if (!bytes.isEmpty())
        vterm_input_write(m_vterm, bytes.constData(), size_t(bytes.size()));
    return takeReply();
}

void TerminalScreen::resize(int rows, int columns)
{
    rows = std::max(1, rows);
    columns = std::max(1, columns);
    if (rows == m_rows && columns == m_columns)
        return;
    vterm_set_size(m_vterm, rows, columns); // through the state's resize: resizeBuffers
}

TerminalLine TerminalScreen::line(int screenRow) const
{
    if (screenRow < 0) {
        const int index = int(m_scrollback.size()) + screenRow;
        return index >= 0 ? m_scrollback.at(size_t(index)) : TerminalLine();
    }
    if (screenRow >= m_rows)
        return {};
    const Buffer &buffer = active();
    return buffer.rows[size_t((buffer.top + screenRow) % m_rows)];
}

QString TerminalScreen::text(int fromRow, int fromColumn, int toRow, int toColumn) const
{
    QStringList lines;
    for (int screenRow = fromRow; screenRow <= toRow; ++screenRow)
        lines.append(line(screenRow).text(screenRow == fromRow ? fromColumn : 0, screenRow == toRow ? toColumn : -1));
    return lines.join(QLatin1Char('\n'));
}

QByteArray TerminalScreen::takeReply()
{
    QByteArray reply;
    reply.swap(m_reply);
    return reply;
}

QByteArray TerminalScreen::key(TerminalKey key, int modifiers)
{
    static constexpr VTermKey kKeys[] = {
        VTERM_KEY_ENTER, VTERM_KEY_TAB, VTERM_KEY_BACKSPACE, VTERM_KEY_ESCAPE, VTERM_KEY_UP, VTERM_KEY_DOWN,
        VTERM_KEY_LEFT, VTERM_KEY_RIGHT, VTERM_KEY_INS, VTERM_KEY_DEL, VTERM_KEY_HOME, VTERM_KEY_END,
        VTERM_KEY_PAGEUP, VTERM_KEY_PAGEDOWN,
    };
    const int index = int(key);
    const VTermKey vtermKey = index < int(std::size(kKeys)) ? kKeys[index]
                                                             : VTermKey(VTERM_KEY_FUNCTION(index - int(TerminalKey::F1) + 1));
    vterm_keyboard_key(m_vterm, vtermKey, modifiersOf(modifiers));
    return takeReply();
}

QByteArray TerminalScreen::text(const QString &text, int modifiers)
{
    for (const char32_t codepoint : text.toUcs4())
        vterm_keyboard_unichar(m_vterm, codepoint, modifiersOf(modifiers));
    return takeReply();
}

QByteArray TerminalScreen::paste(const QString &text)
{
    // As typed: a line break is Enter.
    QString typed = text;
    typed.replace(QStringLiteral("\r\n"), QStringLiteral("\r")).replace(QLatin1Char('\n'), QLatin1Char('\r'));
    vterm_keyboard_start_paste(m_vterm);
    m_reply += typed.toUtf8();
    vterm_keyboard_end_paste(m_vterm);
    return takeReply();
}

QByteArray TerminalScreen::mouse(int row, int column, int button, bool pressed, int modifiers)
{
    if (m_mouseMode == 0)
        return {};
    vterm_mouse_move(m_vterm, row, column, modifiersOf(modifiers));
    if (button > 0)
        vterm_mouse_button(m_vterm, button, pressed, modifiersOf(modifiers));
    return takeReply();
}

QByteArray pipeToTerminal(const QByteArray &bytes, char before)
{
    QByteArray result;
    result.reserve(bytes.size() + bytes.count('\n'));
    for (const char byte : bytes) {
        if (byte == '\n' && before != '\r')
            result.append('\r');
        result.append(byte);
        before = byte;
    }
    return result;
}

QString terminalText(const QByteArray &output, int columns)
{
    const QByteArray lines = pipeToTerminal(output);
    const int rows = int(std::clamp<qsizetype>(output.count('\n') + 1, 1, 500));
    TerminalScreen screen(rows, columns, 100'000);
    screen.feed(lines);
    QStringList text;
    for (int row = -screen.scrollbackSize(); row < screen.rows(); ++row)
        text.append(screen.line(row).text());
    while (!text.isEmpty() && text.constLast().isEmpty())
        text.removeLast();
    return text.join(QLatin1Char('\n'));
}

} // namespace kandesk
