// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace kandesk {

// A changed stretch of a line: [start, start + length) in characters.
struct WordMark {
    int start = 0;
    int length = 0;
    bool operator==(const WordMark &) const = default;
};

struct WordMarks {
    QList<WordMark> removed; // in the old line
    QList<WordMark> added;   // in the new line
};

// The words that differ between a removed line and the added line that replaced it: the lines are
// cut into words, runs of spaces and single other characters, and what is outside their longest
// common subsequence is marked. Lines too long to compare cheaply, or with nothing in common, get
// no marks (the whole line is the change). Pure: any thread.
WordMarks wordMarks(const QString &oldLine, const QString &newLine);

} // namespace kandesk
