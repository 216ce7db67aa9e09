// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {

// A Markdown code fence longer than any run of backticks in text (at least three), so text quoted in
// a prompt cannot close it early.
inline QString markdownFence(const QString &text)
{
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c == QLatin1Char('`') ? run + 1 : 0;
        longest = qMax(longest, run);
    }
    return QString(qMax<qsizetype>(3, longest + 1), QLatin1Char('`'));
}

} // namespace kandesk
