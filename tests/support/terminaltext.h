// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/terminals/terminal.h"

#include <QStringList>
#include <QTemporaryDir>

namespace kandesk::test {

// The shells this test process opens read no start-up files of the user's: HOME is an empty
// folder for the rest of the process (a ~/.bashrc that runs pyenv's rehash waited a minute on a
// lock a killed shell left, and the test's shell never answered).
inline void shellsWithoutTheUsersStartupFiles()
{
    static QTemporaryDir home;
    qputenv("HOME", QFile::encodeName(home.path()));
    for (const char *name : { "BASH_ENV", "ENV", "PROMPT_COMMAND" })
        qunsetenv(name);
}

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
