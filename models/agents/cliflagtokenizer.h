// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk {

// Splits a command line the way a POSIX shell splits words, without expanding anything:
// 'single quotes' are literal, "double quotes" honour \" \\ \$ and \`, a backslash outside quotes
// escapes the next character. An unclosed quote or a trailing backslash is an error that says where.
// Quoted empty strings stay as empty tokens.
Expected<QStringList> tokenizeCommandLine(const QString &line);
// Empty when line splits, else what is wrong with it, without repeating the line (for a message
// shown beside it).
QString commandLineProblem(const QString &line);

} // namespace kandesk
