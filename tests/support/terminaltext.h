// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/terminals/terminal.h"

#include <QStringList>

namespace kandesk::test {

// What the terminal's screen shows, row by row, each row without its trailing blanks.
inline QString screenText(const Terminal &terminal)
{
    QStringList lines;
    terminal.read([&lines](const TerminalScreen &screen) {
        for (int row = 0; row < screen.rows(); ++row)
            lines.append(screen.line(row).text());
    });
    return lines.join(QLatin1Char('\n'));
}

} // namespace kandesk::test
