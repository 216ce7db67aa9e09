// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/terminals/terminalscreen.h"

#include <optional>

class QKeyEvent;

namespace kandesk::ui {

// What a key press means in a terminal: a key with a name (arrows, F1…), or characters typed.
struct TerminalKeyPress {
    std::optional<TerminalKey> key;
    QString text;
    int modifiers = NoModifier;
};

// nullopt: the key is not the program's (a bare modifier, a key the window keeps).
std::optional<TerminalKeyPress> terminalKeyPress(const QKeyEvent &event);

// Keys the window keeps while a terminal has the focus: Ctrl+` (the terminal's toggle), Ctrl+1/2
// (board and task view), Ctrl+PgUp/PgDown (the next and previous tab). Every other key is the program's.
bool windowKeepsKey(const QKeyEvent &event);

} // namespace kandesk::ui
