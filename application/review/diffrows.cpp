// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "diffrows.h"

#include "models/backgroundpool.h"

#include <QCoreApplication>
#include <QtConcurrent>

namespace kandesk {

namespace {

using LineKind = git::DiffLine::Kind;

DiffCell cellOf(const git::DiffLine &line)
{
    return {true, line.kind, line.oldLine, line.newLine, line.text, {}};
}

DiffRow lineRow(int hunk, const DiffCell &left, const DiffCell &right = {})
{
    DiffRow row;
    row.hunk = hunk;
    row.left = left;
    row.right = right;
    return row;
}

// The words this file says to users, translated in the context "DiffRows".
struct DiffRowsWords {
    Q_DECLARE_TR_FUNCTIONS(DiffRows)
};

void addNotice(DiffRows &rows, const QString &text, bool showsMore = false)
{
    DiffRow row;
    row.kind = DiffRow::Kind::Notice;
    row.notice = text;
    row.showsMore = showsMore;
    rows.unified.append(row);
    rows.sideBySide.append(row);
}

QString hunkTitle(const git::DiffHunk &hunk)
{
    QString title = QStringLiteral("@@ -%1,%2 +%3,%4 @@").arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount);
    if (!hunk.section.isEmpty())
        title += QLatin1Char(' ') + hunk.section;
    return title;
}

// A block of removed lines followed by added lines: paired one by one, the pairs' words compared.
void addChangeBlock(DiffRows &rows, int hunk, const QList<git::DiffLine> &removed, const QList<git::DiffLine> &added)
{
    QList<DiffCell> left;
    QList<DiffCell> right;
    for (const git::DiffLine &line : removed)
        left.append(cellOf(line));
    for (const git::DiffLine &line : added)
        right.append(cellOf(line));
    const qsizetype pairs = std::min(left.size(), right.size());
    for (qsizetype i = 0; i < pairs; ++i) {
        WordMarks marks = wordMarks(left.at(i).text, right.at(i).text);
        left[i].marks = std::move(marks.removed);
        right[i].marks = std::move(marks.added);
    }
    for (const DiffCell &cell : std::as_const(left))
        rows.unified.append(lineRow(hunk, cell));
    for (const DiffCell &cell : std::as_const(right))
        rows.unified.append(lineRow(hunk, cell));
    for (qsizetype i = 0; i < std::max(left.size(), right.size()); ++i)
        rows.sideBySide.append(lineRow(hunk, left.value(i), right.value(i)));
}

} // namespace

DiffRows buildDiffRows(const git::FileChange &file)
{
    DiffRows rows;
    if (file.status == git::ChangeStatus::Renamed || file.status == git::ChangeStatus::Copied) {
        addNotice(rows, (file.status == git::ChangeStatus::Renamed ? DiffRowsWords::tr("Renamed from %1 (%2% similar)") : DiffRowsWords::tr("Copied from %1 (%2% similar)"))
                            .arg(file.oldPath)
                            .arg(file.similarity));
    }
    if (file.binary) {
        addNotice(rows, DiffRowsWords::tr("Binary file"));
        return rows;
    }
    if (file.tooLarge) {
        addNotice(rows, DiffRowsWords::tr("Large diff: %1 lines — Show").arg(file.additions + file.deletions), true);
        return rows;
    }
    if (file.hunks.isEmpty())
        addNotice(rows, file.status == git::ChangeStatus::Renamed ? DiffRowsWords::tr("No text changes") : DiffRowsWords::tr("Empty file or no text changes"));
    for (int h = 0; h < file.hunks.size(); ++h) {
        const git::DiffHunk &hunk = file.hunks.at(h);
        DiffRow header;
        header.kind = DiffRow::Kind::Hunk;
        header.hunk = h;
        header.notice = hunkTitle(hunk);
        rows.unifiedHunkRows.append(int(rows.unified.size()));
        rows.sideBySideHunkRows.append(int(rows.sideBySide.size()));
        rows.unified.append(header);
        rows.sideBySide.append(header);
        QList<git::DiffLine> removed;
        QList<git::DiffLine> added;
        auto flush = [&] {
            if (!removed.isEmpty() || !added.isEmpty())
                addChangeBlock(rows, h, removed, added);
            removed.clear();
            added.clear();
        };
        for (const git::DiffLine &line : hunk.lines) {
            rows.longestLine = std::max(rows.longestLine, int(line.text.size()));
            if (line.kind == LineKind::Removed) {
                if (!added.isEmpty())
                    flush();
                removed.append(line);
            } else if (line.kind == LineKind::Added) {
                added.append(line);
            } else {
                flush();
                const DiffCell cell = cellOf(line);
                rows.unified.append(lineRow(h, cell));
                rows.sideBySide.append(lineRow(h, cell, cell));
            }
        }
        flush();
    }
    return rows;
}

QFuture<std::shared_ptr<const DiffRows>> diffRowsOf(const git::FileChange &file)
{
    return QtConcurrent::run(&backgroundPool(), [file] { return std::make_shared<const DiffRows>(buildDiffRows(file)); });
}

} // namespace kandesk
