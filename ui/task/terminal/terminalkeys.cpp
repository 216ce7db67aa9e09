// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminalkeys.h"

#include <QKeyEvent>

namespace kandesk::ui {

namespace {

int modifiersOf(Qt::KeyboardModifiers modifiers)
{
    int result = NoModifier;
    if (modifiers & Qt::ShiftModifier)
        result |= ShiftModifier;
    if (modifiers & Qt::AltModifier)
        result |= AltModifier;
    if (modifiers & Qt::ControlModifier)
        result |= ControlModifier;
    return result;
}

std::optional<TerminalKey> namedKey(int key)
{
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return TerminalKey::Enter;
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return TerminalKey::Tab;
    case Qt::Key_Backspace:
        return TerminalKey::Backspace;
    case Qt::Key_Escape:
        return TerminalKey::Escape;
    case Qt::Key_Up:
        return TerminalKey::Up;
    case Qt::Key_Down:
        return TerminalKey::Down;
    case Qt::Key_Left:
        return TerminalKey::Left;
    case Qt::Key_Right:
        return TerminalKey::Right;
    case Qt::Key_Insert:
        return TerminalKey::Insert;
    case Qt::Key_Delete:
        return TerminalKey::Delete;
    case Qt::Key_Home:
        return TerminalKey::Home;
    case Qt::Key_End:
        return TerminalKey::End;
    case Qt::Key_PageUp:
        return TerminalKey::PageUp;
    case Qt::Key_PageDown:
        return TerminalKey::PageDown;
    default:
        break;
    }
    if (key >= Qt::Key_F1 && key <= Qt::Key_F12)
        return TerminalKey(int(TerminalKey::F1) + (key - Qt::Key_F1));
    return std::nullopt;
}

} // namespace

std::optional<TerminalKeyPress> terminalKeyPress(const QKeyEvent &event)
{
    TerminalKeyPress press;
    press.modifiers = modifiersOf(event.modifiers());
    if (const auto key = namedKey(event.key())) {
        press.key = key;
        if (event.key() == Qt::Key_Backtab)
            press.modifiers |= ShiftModifier;
        return press;
    }
    const int key = event.key();
    if ((press.modifiers & ControlModifier) && key >= Qt::Key_At && key <= Qt::Key_Underscore) {
        // Ctrl+letter and Ctrl+[\]^_@: the terminal makes the control character.
        press.text = QString(QChar(key)).toLower();
        return press;
    }
    if ((press.modifiers & ControlModifier) && key == Qt::Key_Space) {
        press.text = QStringLiteral(" ");
        return press;
    }
    QString text = event.text();
    if (text.isEmpty() || (text.size() == 1 && text.at(0).category() == QChar::Other_Control))
        return std::nullopt;
    press.text = text;
    // Shift made the character already; Ctrl with other characters sends them as they are.
    press.modifiers &= AltModifier;
    return press;
}

bool windowKeepsKey(const QKeyEvent &event)
{
    const Qt::KeyboardModifiers modifiers = event.modifiers() & ~Qt::KeypadModifier;
    if (!(modifiers & Qt::ControlModifier) || (modifiers & Qt::AltModifier))
        return false;
    switch (event.key()) {
    case Qt::Key_QuoteLeft:
    case Qt::Key_AsciiTilde:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        return true;
    case Qt::Key_1:
    case Qt::Key_2:
        return !(modifiers & Qt::ShiftModifier);
    default:
        return false;
    }
}

} // namespace kandesk::ui
