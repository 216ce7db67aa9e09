// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminalscreen.h"

#include <vterm.h>

#include <algorithm>

namespace kandesk {

namespace {

quint32 colourOf(const VTermScreen *screen, VTermColor colour, bool isDefault)
{
    if (isDefault)
        return 0;
    vterm_screen_convert_color_to_rgb(screen, &colour);
    return 0xFF000000u | (quint32(colour.rgb.red) << 16) | (quint32(colour.rgb.green) << 8) | colour.rgb.blue;
}

VTermColor vtermColour(quint32 colour, const VTermColor &defaultColour)
{
    if ((colour >> 24) == 0)
        return defaultColour;
    VTermColor converted;
    vterm_color_rgb(&converted, quint8(colour >> 16), quint8(colour >> 8), quint8(colour));
    return converted;
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

TerminalCell convertCell(const VTermScreen *screen, const VTermScreenCell &source, QString *cluster)
{
    TerminalCell cell;
    if (source.chars[0] == uint32_t(-1)) {
        cell.codepoint = TerminalCell::kWideTail;
    } else {
        cell.codepoint = source.chars[0];
        if (source.chars[0] != 0 && source.chars[1] != 0)
            *cluster = fromCodepoints(source.chars, VTERM_MAX_CHARS_PER_CELL);
    }
    cell.width = quint8(std::clamp<int>(source.width, 1, 2));
    cell.foreground = colourOf(screen, source.fg, VTERM_COLOR_IS_DEFAULT_FG(&source.fg));
    cell.background = colourOf(screen, source.bg, VTERM_COLOR_IS_DEFAULT_BG(&source.bg));
    quint8 attributes = 0;
    if (source.attrs.bold)
        attributes |= TerminalCell::Bold;
    if (source.attrs.italic)
        attributes |= TerminalCell::Italic;
    if (source.attrs.underline == VTERM_UNDERLINE_DOUBLE)
        attributes |= TerminalCell::DoubleUnderline;
    else if (source.attrs.underline != VTERM_UNDERLINE_OFF)
        attributes |= TerminalCell::Underline;
    if (source.attrs.reverse)
        attributes |= TerminalCell::Reverse;
    if (source.attrs.strike)
        attributes |= TerminalCell::Strike;
    cell.attributes = attributes;
    return cell;
}

TerminalLine convertLine(const VTermScreen *screen, const VTermScreenCell *cells, int count)
{
    TerminalLine line;
    line.cells.resize(count);
    for (int column = 0; column < count; ++column) {
        QString cluster;
        line.cells[column] = convertCell(screen, cells[column], &cluster);
        if (!cluster.isEmpty())
            line.clusters.insert(column, cluster);
    }
    return line;
}

void restoreLine(VTerm *vterm, const TerminalLine &line, VTermScreenCell *cells, int count)
{
    VTermColor defaultForeground;
    VTermColor defaultBackground;
    vterm_state_get_default_colors(vterm_obtain_state(vterm), &defaultForeground, &defaultBackground);
    for (int column = 0; column < count; ++column) {
        VTermScreenCell &target = cells[column];
        target = VTermScreenCell {};
        const TerminalCell cell = column < line.cells.size() ? line.cells.at(column) : TerminalCell();
        if (cell.codepoint == TerminalCell::kWideTail) {
            target.chars[0] = uint32_t(-1);
        } else if (const auto cluster = line.clusters.constFind(column); cluster != line.clusters.constEnd()) {
            const QList<uint> codepoints = cluster->toUcs4();
            for (int i = 0; i < std::min<int>(int(codepoints.size()), VTERM_MAX_CHARS_PER_CELL); ++i)
                target.chars[i] = codepoints.at(i);
        } else {
            target.chars[0] = cell.codepoint;
        }
        target.width = char(cell.width);
        target.attrs.bold = (cell.attributes & TerminalCell::Bold) != 0;
        target.attrs.italic = (cell.attributes & TerminalCell::Italic) != 0;
        target.attrs.underline = (cell.attributes & TerminalCell::DoubleUnderline) ? VTERM_UNDERLINE_DOUBLE
            : (cell.attributes & TerminalCell::Underline)                          ? VTERM_UNDERLINE_SINGLE
                                                                                   : VTERM_UNDERLINE_OFF;
        target.attrs.reverse = (cell.attributes & TerminalCell::Reverse) != 0;
        target.attrs.strike = (cell.attributes & TerminalCell::Strike) != 0;
        target.fg = vtermColour(cell.foreground, defaultForeground);
        target.bg = vtermColour(cell.background, defaultBackground);
    }
}

} // namespace

struct TerminalScreenCallbacks {
    static TerminalScreen &self(void *user) { return *static_cast<TerminalScreen *>(user); }

    static int damage(VTermRect, void *) { return 1; }
    static int moveCursor(VTermPos position, VTermPos, int visible, void *user)
    {
        TerminalScreen &screen = self(user);
        screen.m_cursorRow = position.row;
        screen.m_cursorColumn = position.col;
        screen.m_cursorVisible = visible != 0;
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
    static int pushLine(int columns, const VTermScreenCell *cells, void *user)
    {
        TerminalScreen &screen = self(user);
        ++screen.m_linesScrolledOff;
        if (screen.m_scrollbackLimit <= 0)
            return 1;
        TerminalLine line = convertLine(screen.m_screen, cells, columns);
        // Kept without its trailing blanks: most lines are much shorter than the screen is wide.
        while (!line.cells.isEmpty() && line.cells.constLast() == TerminalCell())
            line.cells.removeLast();
        line.cells.squeeze();
        screen.m_scrollback.push_back(std::move(line));
        while (int(screen.m_scrollback.size()) > screen.m_scrollbackLimit)
            screen.m_scrollback.pop_front();
        return 1;
    }
    static int popLine(int columns, VTermScreenCell *cells, void *user)
    {
        TerminalScreen &screen = self(user);
        if (screen.m_scrollback.empty())
            return 0;
        restoreLine(screen.m_vterm, screen.m_scrollback.back(), cells, columns);
        screen.m_scrollback.pop_back();
        --screen.m_linesScrolledOff;
        return 1;
    }
    static void output(const char *bytes, size_t length, void *user)
    {
        self(user).m_reply.append(bytes, qsizetype(length));
    }
};

namespace {

const VTermScreenCallbacks kCallbacks = {
    &TerminalScreenCallbacks::damage,
    nullptr,
    &TerminalScreenCallbacks::moveCursor,
    &TerminalScreenCallbacks::setProperty,
    &TerminalScreenCallbacks::bell,
    nullptr,
    &TerminalScreenCallbacks::pushLine,
    &TerminalScreenCallbacks::popLine,
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
    m_vterm = vterm_new(m_rows, m_columns);
    vterm_set_utf8(m_vterm, 1);
    vterm_output_set_callback(m_vterm, &TerminalScreenCallbacks::output, this);
    m_screen = vterm_obtain_screen(m_vterm);
    vterm_screen_set_callbacks(m_screen, &kCallbacks, this);
    vterm_screen_set_damage_merge(m_screen, VTERM_DAMAGE_SCROLL);
    vterm_screen_enable_altscreen(m_screen, 1);
    vterm_screen_reset(m_screen, 1);
}

TerminalScreen::~TerminalScreen()
{
    vterm_free(m_vterm);
}

QByteArray TerminalScreen::feed(const QByteArray &bytes)
{
    if (!bytes.isEmpty())
        vterm_input_write(m_vterm, bytes.constData(), size_t(bytes.size()));
    vterm_screen_flush_damage(m_screen);
    return takeReply();
}

void TerminalScreen::resize(int rows, int columns)
{
    rows = std::max(1, rows);
    columns = std::max(1, columns);
    if (rows == m_rows && columns == m_columns)
        return;
    m_rows = rows;
    m_columns = columns;
    vterm_set_size(m_vterm, rows, columns);
    vterm_screen_flush_damage(m_screen);
}

TerminalLine TerminalScreen::line(int row) const
{
    if (row < 0) {
        const int index = int(m_scrollback.size()) + row;
        return index >= 0 ? m_scrollback.at(size_t(index)) : TerminalLine();
    }
    if (row >= m_rows)
        return {};
    TerminalLine line;
    line.cells.resize(m_columns);
    for (int column = 0; column < m_columns; ++column) {
        VTermScreenCell cell;
        vterm_screen_get_cell(m_screen, VTermPos { row, column }, &cell);
        QString cluster;
        line.cells[column] = convertCell(m_screen, cell, &cluster);
        if (!cluster.isEmpty())
            line.clusters.insert(column, cluster);
    }
    return line;
}

QString TerminalScreen::text(int fromRow, int fromColumn, int toRow, int toColumn) const
{
    QStringList lines;
    for (int row = fromRow; row <= toRow; ++row)
        lines.append(line(row).text(row == fromRow ? fromColumn : 0, row == toRow ? toColumn : -1));
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

} // namespace kandesk
