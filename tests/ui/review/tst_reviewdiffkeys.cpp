// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The review diff without a mouse: ↑/↓ move a line cursor that picks lines as a drag does (Shift
// extends), ←/→ pick a side, Ctrl+C copies, S / U / Delete act on the cursor's hunk where its header
// offers it; and what a screen reader meets: a table of the rows, the picked lines selected.
#include "application/review/diffrows.h"
#include "ui/review/reviewdiffview.h"

#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using Kind = git::DiffLine::Kind;
using Side = DiffLineSelection::Side;

namespace {

// Two hunks: "beta" became "BETA" and "delta" was added; further down "omega" was removed.
git::FileChange sampleChange()
{
    git::FileChange file;
    file.path = file.oldPath = QStringLiteral("greek.txt");
    git::DiffHunk first { 1, 3, 1, 4, {}, {} };
    first.lines = { { Kind::Context, 1, 1, QStringLiteral("alpha"), false }, { Kind::Removed, 2, 0, QStringLiteral("beta"), false },
        { Kind::Added, 0, 2, QStringLiteral("BETA"), false }, { Kind::Added, 0, 3, QStringLiteral("delta"), false },
        { Kind::Context, 3, 4, QStringLiteral("gamma"), false } };
    git::DiffHunk second { 20, 2, 21, 1, {}, {} };
    second.lines = { { Kind::Context, 20, 21, QStringLiteral("psi"), false }, { Kind::Removed, 21, 0, QStringLiteral("omega"), false } };
    file.hunks = { first, second };
    return file;
}

} // namespace

class TestReviewDiffKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theKeyboardPicksLinesAndActsOnHunks()
    {
        ReviewDiffView view;
        view.setFile(QStringLiteral("greek.txt"), {}, std::make_shared<const DiffRows>(buildDiffRows(sampleChange())),
            { ReviewDiffView::HunkAction::Stage, ReviewDiffView::HunkAction::Discard });
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QSignalSpy picked(&view, &ReviewDiffView::linesSelected);
        QSignalSpy acted(&view, &ReviewDiffView::hunkActionRequested);

        QTest::keyClick(&view, Qt::Key_Down); // the first line under the first hunk's header
        QCOMPARE(view.selection().side, Side::New);
        QCOMPARE(view.selection().firstLine, 1);
        QCOMPARE(view.selection().code, QStringLiteral("alpha"));
        QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier);
        QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(view.selection().lastLine, 3);
        QCOMPARE(view.selection().code, QStringLiteral("alpha\nBETA\ndelta"));
        QCOMPARE(picked.size(), 3);
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("alpha\nBETA\ndelta"));

        // ← picks the old file's line of the cursor's row: "beta" was line 2 there.
        QTest::keyClick(&view, Qt::Key_Up);
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(view.selection().side, Side::Old);
        QCOMPARE(view.selection().firstLine, 2);
        QCOMPARE(view.selection().code, QStringLiteral("beta"));
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.selection().side, Side::New);

        QTest::keyClick(&view, Qt::Key_S);
        QTest::keyClick(&view, Qt::Key_U); // not offered by this view's hunks: nothing
        QTest::keyClick(&view, Qt::Key_Delete);
        QCOMPARE(acted.size(), 2);
        QCOMPARE(acted.at(0).at(0).value<ReviewDiffView::HunkAction>(), ReviewDiffView::HunkAction::Stage);
        QCOMPARE(acted.at(0).at(1).toInt(), 0);
        QCOMPARE(acted.at(1).at(0).value<ReviewDiffView::HunkAction>(), ReviewDiffView::HunkAction::Discard);

        // Down past the first hunk's lines skips the second's header and lands in its lines.
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(&view, Qt::Key_Down);
        QTest::keyClick(&view, Qt::Key_S);
        QCOMPARE(acted.last().at(1).toInt(), 1);
    }

    void theDiffIsATableOfItsRows()
    {
        ReviewDiffView view;
        view.setFile(QStringLiteral("greek.txt"), {}, std::make_shared<const DiffRows>(buildDiffRows(sampleChange())), {});
        view.setLayout(ReviewDiffView::Layout::Unified);
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QAccessibleInterface *table = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(table);
        QCOMPARE(table->role(), QAccessible::Table);
        QCOMPARE(table->text(QAccessible::Name), view.accessibleName());
        QAccessibleTableInterface *cells = table->tableInterface();
        QVERIFY(cells);
        QCOMPARE(cells->rowCount(), view.rowCount());
        QCOMPARE(cells->columnCount(), 3);
        QCOMPARE(cells->columnDescription(0), QStringLiteral("Old line"));
        // Unified: header, alpha, -beta, +BETA, +delta, gamma, header, psi, -omega.
        const auto cell = [&](int row, int column) { return cells->cellAt(row, column)->text(QAccessible::Name); };
        QCOMPARE(cell(1, 0), QStringLiteral("1"));
        QCOMPARE(cell(1, 2), QStringLiteral("alpha"));
        QCOMPARE(cell(2, 0), QStringLiteral("2"));
        QCOMPARE(cell(2, 1), QString());
        QCOMPARE(cell(2, 2), QStringLiteral("removed: beta"));
        QCOMPARE(cell(3, 1), QStringLiteral("2"));
        QCOMPARE(cell(3, 2), QStringLiteral("added: BETA"));
        QCOMPARE(cell(8, 2), QStringLiteral("removed: omega"));
        QVERIFY(!cell(0, 2).isEmpty()); // the hunk's header
        QCOMPARE(cells->cellAt(3, 2)->role(), QAccessible::Cell);
        QCOMPARE(table->indexOfChild(cells->cellAt(3, 2)), 3 * 3 + 2);

        QCOMPARE(cells->selectedRowCount(), 0);
        view.selectLines(Side::New, 2, 3);
        QCOMPARE(cells->selectedRows(), QList<int>({ 3, 4 }));
        QVERIFY(cells->cellAt(3, 2)->state().selected);
    }
};

QTEST_MAIN(TestReviewDiffKeys)
#include "tst_reviewdiffkeys.moc"
