// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "wordmarks.h"

#include "models/review/reviewtypes.h"

#include <QFuture>
#include <QList>
#include <QString>

#include <memory>

namespace kandesk {

// One side of a diff row: a line of the old or the new file (or both, for context in unified rows).
struct DiffCell {
    bool present = false;
    git::DiffLine::Kind kind = git::DiffLine::Kind::Context;
    int oldLine = 0;
    int newLine = 0;
    QString text;
    QList<WordMark> marks; // the changed words, in text
};

// What the diff view paints, one fixed-height row at a time: a notice ("Binary file", "Large diff"),
// a hunk's header, or a line. Unified rows use left only; side-by-side rows pair the old (left)
// and the new (right) line, removed lines beside the added lines that replaced them.
struct DiffRow {
    enum class Kind { Notice, Hunk, Line };
    Kind kind = Kind::Line;
    int hunk = -1;
    QString notice; // Notice and Hunk rows
    bool showsMore = false; // a "Large diff … Show" notice: a click asks for the hunks
    DiffCell left;
    DiffCell right;
};

struct DiffRows {
    QList<DiffRow> unified;
    QList<DiffRow> sideBySide;
    QList<int> unifiedHunkRows; // the row of each hunk's header
    QList<int> sideBySideHunkRows;
    int longestLine = 0; // in characters, for the horizontal scroll range
};

// The rows of a file's diff in both layouts, with changed words marked. Pure and possibly slow
// (a 10k-line file): for a pool thread, or through diffRowsOf.
DiffRows buildDiffRows(const git::FileChange &file);

// The same on the background pool, for the review's diff view.
QFuture<std::shared_ptr<const DiffRows>> diffRowsOf(const git::FileChange &file);

} // namespace kandesk
