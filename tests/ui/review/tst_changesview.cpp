// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The Review tab's Changes view over a real repository: the file tree, a side-by-side diff with
// changed words marked (screenshots in a light and a dark palette), unified layout, renames,
// binary and large files, a hunk discarded by its button and brought back with Undo (which a
// refresh by the workspace watch keeps), line selection for comments, keys for the next file.
#include "application/review/taskchanges.h"
#include "application/review/taskshipping.h"
#include "application/review/wordmarks.h"
#include "application/stores.h"
#include "lifecycle/git/gitcommand.h"
#include "models/database.h"
#include "models/stores/reviewcommentstore.h"
#include "support/gitrepository.h"
#include "support/palettes.h"
#include "ui/review/changestreemodel.h"
#include "ui/review/changesview.h"
#include "ui/review/reviewdiffview.h"
#include "ui/review/shipbar.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QContextMenuEvent>
#include <QMenu>
#include <QTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>

using namespace kandesk;
using kandesk::test::darkPalette;
using namespace kandesk::ui;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

const QByteArray kLoginBefore = "#include <chrono>\n\n"
                                "// How long a login may take.\n"
                                "int retries = 3;\n"
                                "int timeoutMs = 100;\n"
                                "const char *greeting = \"hello\";\n\n"
                                "bool login(const User &user)\n{\n"
                                "    return user.tryLogin(retries, timeoutMs);\n}\n";
const QByteArray kLoginAfter = "#include <chrono>\n\n"
                               "// How long a login may take.\n"
                               "int retries = 5;\n"
                               "int timeoutMs = 2500; // wait longer\n"
                               "const char *greeting = \"hello, world\";\n\n"
                               "bool login(const User &user)\n{\n"
                               "    if (!user.isActive())\n"
                               "        return false;\n"
                               "    return user.tryLogin(retries, timeoutMs);\n}\n";

QByteArray numbered(int count)
{
    QByteArray text;
    for (int i = 1; i <= count; ++i)
        text += "line " + QByteArray::number(i) + '\n';
    return text;
}

void runGitOk(const QString &dir, const QStringList &arguments)
{
    auto out = git::runGitChecked(dir, arguments);
    if (!out)
        qFatal("%s", qPrintable(out.error()));
}


int pixelsOf(const QImage &image, const QColor &colour)
{
    int count = 0;
    const QRgb wanted = colour.rgb();
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += image.pixel(x, y) == wanted ? 1 : 0;
    }
    return count;
}

void save(QWidget &widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

} // namespace

class TestChangesView : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_repo;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    QThreadPool m_pool;

    std::shared_ptr<TaskChanges> door()
    {
        auto changes = std::make_shared<TaskChanges>(*m_stores, &m_pool);
        changes->setLargeFileLines(60);
        return changes;
    }

    // Shows the repository's changes against main with src/login.cpp's diff in view.
    bool showLogin(ChangesView &view)
    {
        view.setTaskChanges(door());
        view.resize(1000, 480);
        view.show();
        QSignalSpy loaded(&view, &ChangesView::diffLoaded);
        view.setWorktree(m_repo, s("main"));
        if (!loaded.wait(20'000) || !view.selectFile(s("src/login.cpp")))
            return false;
        return QTest::qWaitFor([&view] { return view.diffView()->path() == s("src/login.cpp"); }, 20'000);
    }

    QByteArray fileBytes(const QString &name) const
    {
        QFile file(QDir(m_repo).filePath(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void wordMarksPickTheChangedWords_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QStringList>("removed");
        QTest::addColumn<QStringList>("added");
        QTest::newRow("one number") << s("int timeoutMs = 100;") << s("int timeoutMs = 2500;") << QStringList{s("100")}
                                    << QStringList{s("2500")};
        QTest::newRow("words added") << s("return a;") << s("return a + b;") << QStringList{} << QStringList{s(" + b")};
        QTest::newRow("nothing in common") << s("foo") << s("bar") << QStringList{} << QStringList{};
        QTest::newRow("unicode") << s("Grüße, Welt") << s("Grüße, Erde") << QStringList{s("Welt")} << QStringList{s("Erde")};
    }

    void wordMarksPickTheChangedWords()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QStringList, removed);
        QFETCH(QStringList, added);
        const WordMarks marks = wordMarks(before, after);
        QStringList gotRemoved;
        for (const WordMark &mark : marks.removed)
            gotRemoved << before.mid(mark.start, mark.length);
        QStringList gotAdded;
        for (const WordMark &mark : marks.added)
            gotAdded << after.mid(mark.start, mark.length);
        QCOMPARE(gotRemoved, removed);
        QCOMPARE(gotAdded, added);
    }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_database = std::make_unique<Database>(m_dir.filePath(s("kandesk.db")));
        m_stores = std::make_unique<Stores>(*m_database, m_dir.path());
        m_repo = test::makeGitRepository(m_dir.filePath(s("repo")),
                                         {{s("src/login.cpp"), kLoginBefore},
                                          {s("tools/old_name.py"), "def main():\n    print('hi')\n"},
                                          {s("logo.png"), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)},
                                          {s("data.txt"), numbered(10)}});
        runGitOk(m_repo, {s("checkout"), s("-q"), s("-b"), s("feature/login")});
        test::writeTestFile(QDir(m_repo).filePath(s("src/login.cpp")), kLoginAfter);
        runGitOk(m_repo, {s("mv"), s("tools/old_name.py"), s("tools/new_name.py")});
        test::writeTestFile(QDir(m_repo).filePath(s("logo.png")), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR!", 17));
        runGitOk(m_repo, {s("commit"), s("-qam"), s("turn one")});
        test::writeTestFile(QDir(m_repo).filePath(s("data.txt")), numbered(200));
        test::writeTestFile(QDir(m_repo).filePath(s("docs/notes é.md")), "# Notes\n");
    }

    void showsTheTreeAndASideBySideDiffInBothPalettes()
    {
        ChangesView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setTaskChanges(door());
        view.resize(1180, 560);
        view.show();
        QSignalSpy loaded(&view, &ChangesView::diffLoaded);
        QSignalSpy shown(&view, &ChangesView::fileShown);
        view.setWorktree(m_repo, s("main"));
        QVERIFY(loaded.wait(20'000));
        QCOMPARE(view.shownDiff().fileCount(), 5);
        QCOMPARE(view.model()->fileIndexes().size(), 5);

        QVERIFY(view.selectFile(s("src/login.cpp")));
        QTRY_COMPARE_WITH_TIMEOUT(view.diffView()->path(), s("src/login.cpp"), 10'000);
        ReviewDiffView *diff = view.diffView();
        QCOMPARE(diff->layout(), ReviewDiffView::Layout::SideBySide);
        QCOMPARE(diff->hunkCount(), 1);
        QVERIFY2(diff->rowText(5).contains(s("int timeoutMs = 100;")) && diff->rowText(5).contains(s("int timeoutMs = 2500; // wait longer")),
                 qPrintable(diff->rowText(5)));

        QImage light = view.grab().toImage();
        QVERIFY2(pixelsOf(light, diff->wordMarkColour(true)) > 50, "no changed words marked on the new side");
        QVERIFY2(pixelsOf(light, diff->wordMarkColour(false)) > 50, "no changed words marked on the old side");
        save(view, s("changes-view-side-by-side-light.png"));

        view.setPalette(darkPalette());
        QTRY_VERIFY(pixelsOf(view.grab().toImage(), diff->wordMarkColour(true)) > 50);
        save(view, s("changes-view-side-by-side-dark.png"));
        view.setPalette(QApplication::palette());

        view.setLayout(ReviewDiffView::Layout::Unified);
        QCOMPARE(diff->layout(), ReviewDiffView::Layout::Unified);
        QVERIFY(diff->rowCount() > 12);
        save(view, s("changes-view-unified-light.png"));
        view.setLayout(ReviewDiffView::Layout::SideBySide);
    }

    void renamesBinaryAndLargeFiles()
    {
        ChangesView view;
        view.setTaskChanges(door());
        view.resize(1000, 480);
        view.show();
        QSignalSpy loaded(&view, &ChangesView::diffLoaded);
        view.setWorktree(m_repo, s("main"));
        QVERIFY(loaded.wait(20'000));
        ReviewDiffView *diff = view.diffView();

        QVERIFY(view.selectFile(s("tools/new_name.py")));
        QTRY_COMPARE(diff->path(), s("tools/new_name.py"));
        QVERIFY2(diff->rowText(0).startsWith(s("Renamed from tools/old_name.py")), qPrintable(diff->rowText(0)));

        QVERIFY(view.selectFile(s("logo.png")));
        QTRY_COMPARE(diff->path(), s("logo.png"));
        QCOMPARE(diff->rowText(0), s("Binary file"));

        QVERIFY(view.selectFile(s("data.txt")));
        QTRY_COMPARE(diff->path(), s("data.txt"));
        QCOMPARE(diff->rowCount(), 1);
        QVERIFY2(diff->rowText(0).startsWith(s("Large diff: 190 lines")), qPrintable(diff->rowText(0)));
        save(view, s("changes-view-large.png"));
        QSignalSpy shown(&view, &ChangesView::fileShown);
        QTest::mouseClick(diff->viewport(), Qt::LeftButton, {}, QPoint(40, diff->rowHeight() / 2));
        QVERIFY(shown.wait(20'000));
        QVERIFY2(diff->rowCount() > 190, qPrintable(QString::number(diff->rowCount())));
    }

    void discardAHunkByItsButtonAndUndo()
    {
        ChangesView view;
        QVERIFY(showLogin(view));
        ReviewDiffView *diff = view.diffView();

        // The hunk header's last button is Discard, at the right end of the row.
        QSignalSpy finished(&view, &ChangesView::actionFinished);
        QTest::mouseClick(diff->viewport(), Qt::LeftButton, {}, QPoint(diff->viewport()->width() - 20, diff->rowHeight() / 2));
        QVERIFY(finished.wait(20'000));
        QVERIFY2(finished.last().at(0).toBool(), qPrintable(finished.last().at(1).toString()));
        QCOMPARE(fileBytes(s("src/login.cpp")), kLoginBefore);
        QTRY_VERIFY(view.canUndo());
        QTRY_VERIFY(!view.shownDiff().repositories.first().diff.file(s("src/login.cpp")));
        // The workspace watch reads the changes again (the discard changed a file): Undo stays.
        view.refresh();
        QVERIFY(view.canUndo());
        auto *undoButton = view.findChild<QToolButton *>(s("undoDiscard"));
        QVERIFY(undoButton && undoButton->isEnabled());

        view.undo();
        QVERIFY(finished.wait(20'000));
        QVERIFY(finished.last().at(0).toBool());
        QCOMPARE(fileBytes(s("src/login.cpp")), kLoginAfter);
        QTRY_VERIFY(view.shownDiff().repositories.first().diff.file(s("src/login.cpp")));
        QVERIFY(!view.canUndo());
    }

    // The file's Discard asks first, Cancel the default; Cancel keeps the file, Discard reverts it.
    void discardingAWholeFileAsksFirst()
    {
        ChangesView view;
        QVERIFY(showLogin(view));
        auto *discardButton = view.findChild<QToolButton *>(s("discardFile"));
        QVERIFY(discardButton && discardButton->isEnabled());
        const auto answer = [&view, discardButton](QMessageBox::ButtonRole role) {
            discardButton->click();
            auto *question = view.findChild<QMessageBox *>(s("discardQuestion"));
            QVERIFY(question);
            QTRY_VERIFY(question->isVisible());
            QCOMPARE(static_cast<QAbstractButton *>(question->defaultButton()), question->button(QMessageBox::Cancel));
            QVERIFY2(question->text().contains(s("src/login.cpp")), qPrintable(question->text()));
            for (QAbstractButton *button : question->buttons()) {
                if (question->buttonRole(button) == role)
                    button->click();
            }
            QTRY_VERIFY(!view.findChild<QMessageBox *>(s("discardQuestion")));
        };
        answer(QMessageBox::RejectRole);
        QCOMPARE(fileBytes(s("src/login.cpp")), kLoginAfter);
        QVERIFY(!view.canUndo());

        QSignalSpy finished(&view, &ChangesView::actionFinished);
        answer(QMessageBox::DestructiveRole);
        QVERIFY(finished.wait(20'000));
        QVERIFY2(finished.last().at(0).toBool(), qPrintable(finished.last().at(1).toString()));
        QCOMPARE(fileBytes(s("src/login.cpp")), kLoginBefore);
        QTRY_VERIFY(view.canUndo());
        view.undo();
        QVERIFY(finished.wait(20'000));
        QCOMPARE(fileBytes(s("src/login.cpp")), kLoginAfter);
    }

    void selectsLinesForAComment()
    {
        ChangesView view;
        QVERIFY(showLogin(view));
        ReviewDiffView *diff = view.diffView();

        QSignalSpy selected(&view, &ChangesView::linesSelected);
        diff->selectLines(DiffLineSelection::Side::New, 4, 5);
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.last().at(0).toString(), m_repo);
        auto selection = selected.last().at(1).value<DiffLineSelection>();
        QCOMPARE(selection.path, s("src/login.cpp"));
        QCOMPARE(selection.firstLine, 4);
        QCOMPARE(selection.lastLine, 5);
        QCOMPARE(selection.code, s("int retries = 5;\nint timeoutMs = 2500; // wait longer"));

        // A click on the old side of a row picks that line of the old file.
        const int y = 5 * diff->rowHeight() + diff->rowHeight() / 2; // row 5: timeoutMs
        QTest::mouseClick(diff->viewport(), Qt::LeftButton, {}, QPoint(120, y));
        QCOMPARE(selected.size(), 2);
        selection = selected.last().at(1).value<DiffLineSelection>();
        QCOMPARE(selection.side, DiffLineSelection::Side::Old);
        QCOMPARE(selection.firstLine, 5);
        QCOMPARE(selection.code, s("int timeoutMs = 100;"));
        save(view, s("changes-view-selection.png"));
    }

    // The task's review comments are marked beside their lines of the shown file, on their side,
    // in both layouts; comments on other files are not; a sent one keeps its mark (screenshot).
    void commentsAreMarkedBesideTheirLines()
    {
        ChangesView view;
        QVERIFY(showLogin(view));
        ReviewDiffView *diff = view.diffView();

        ReviewComment onNew;
        onNew.path = s("src/login.cpp");
        onNew.startLine = 4;
        onNew.endLine = 5;
        onNew.body = s("Why five retries?");
        ReviewComment onOld = onNew;
        onOld.side = ReviewComment::Side::Old;
        onOld.startLine = onOld.endLine = 5;
        onOld.body = s("The old timeout was fine.");
        onOld.sentAt = QDateTime::currentDateTimeUtc();
        ReviewComment elsewhere = onNew;
        elsewhere.path = s("README.md");
        view.setComments({onNew, onOld, elsewhere});

        auto marked = [diff](DiffLineSelection::Side side) {
            QList<std::pair<int, QString>> rows; // (line on that side, comment)
            for (int row = 0; row < diff->rowCount(); ++row) {
                if (const DiffComment *comment = diff->commentAt(row, side))
                    rows.append({row, comment->text});
            }
            return rows;
        };
        for (const auto layout : {ReviewDiffView::Layout::SideBySide, ReviewDiffView::Layout::Unified}) {
            view.setLayout(layout);
            QTRY_VERIFY(diff->rowCount() > 0);
            const auto onNewSide = marked(DiffLineSelection::Side::New);
            QCOMPARE(onNewSide.size(), 2); // lines 4 and 5 of the new file
            QCOMPARE(onNewSide.at(0).second, s("Why five retries?"));
            const auto onOldSide = marked(DiffLineSelection::Side::Old);
            QVERIFY(!onOldSide.isEmpty());
            for (const auto &row : onOldSide)
                QCOMPARE(row.second, s("The old timeout was fine."));
            QVERIFY(diff->commentAt(onOldSide.first().first, DiffLineSelection::Side::Old)->sent);
        }
        view.setLayout(ReviewDiffView::Layout::SideBySide);
        save(view, s("changes-view-comment-marks.png"));

        view.setComments({elsewhere});
        QVERIFY(marked(DiffLineSelection::Side::New).isEmpty());
    }

    void keysMoveBetweenFilesAndMaximise()
    {
        ChangesView view;
        view.setTaskChanges(door());
        view.resize(1000, 480);
        view.show();
        QApplication::setActiveWindow(&view);
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QSignalSpy loaded(&view, &ChangesView::diffLoaded);
        view.setWorktree(m_repo, s("main"));
        QVERIFY(loaded.wait(20'000));
        view.diffView()->setFocus();
        const QString first = view.currentFile();
        QTest::keyClick(view.diffView(), Qt::Key_PageDown, Qt::AltModifier);
        QVERIFY(view.currentFile() != first);
        QTest::keyClick(view.diffView(), Qt::Key_PageUp, Qt::AltModifier);
        QCOMPARE(view.currentFile(), first);
        // Past a file's last hunk, the next hunk is the next file's first.
        QVERIFY(view.selectFile(s("src/login.cpp")));
        QTRY_COMPARE(view.diffView()->path(), s("src/login.cpp"));
        QCOMPARE(view.diffView()->currentHunk(), 0);
        QTest::keyClick(view.diffView(), Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(view.currentFile(), s("tools/new_name.py"));
        QSignalSpy maximised(&view, &ChangesView::maximiseToggled);
        QTest::keyClick(view.diffView(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(maximised.size(), 1);
        QVERIFY(view.isMaximised());
    }

    void scopeUncommittedShowsOnlyWorkNotCommitted()
    {
        ChangesView view;
        view.setTaskChanges(door());
        view.show();
        QSignalSpy loaded(&view, &ChangesView::diffLoaded);
        view.setWorktree(m_repo, s("main"));
        QVERIFY(loaded.wait(20'000));
        view.setScope(git::DiffScope::Uncommitted);
        QVERIFY(loaded.wait(20'000));
        QCOMPARE(view.shownDiff().fileCount(), 2); // data.txt and the untracked notes
    }

    void stagesAndUnstagesAHunkUncommitted()
    {
        QTemporaryDir dir;
        const QString repo = test::makeGitRepository(dir.filePath(s("staging")), {{s("a.txt"), numbered(30)}});
        QByteArray text = numbered(30);
        text.replace("line 2\n", "line two\n");
        text.replace("line 28\n", "line twenty-eight\n");
        test::writeTestFile(QDir(repo).filePath(s("a.txt")), text);

        ChangesView view;
        view.setTaskChanges(door());
        view.setScope(git::DiffScope::Uncommitted);
        view.show();
        QSignalSpy loaded(&view, &ChangesView::diffLoaded);
        QSignalSpy finished(&view, &ChangesView::actionFinished);
        view.setWorktree(repo, s("main"));
        QVERIFY(loaded.wait(20'000));
        QTRY_COMPARE(view.diffView()->path(), s("a.txt"));
        QCOMPARE(view.diffView()->hunkCount(), 2);

        view.stage(1);
        QVERIFY(finished.wait(20'000));
        QVERIFY(finished.last().at(0).toBool());
        const QString cached = git::runGitChecked(repo, {s("diff"), s("--cached")}).value();
        QVERIFY2(cached.contains(s("+line twenty-eight")) && !cached.contains(s("line two")), qPrintable(cached));
        QTRY_COMPARE(view.shownDiff().repositories.first().diff.files.first().staged, git::StageState::PartlyStaged);

        view.unstage(1);
        QVERIFY(finished.wait(20'000));
        QVERIFY(finished.last().at(0).toBool());
        QVERIFY(git::runGitChecked(repo, {s("diff"), s("--cached")}).value().isEmpty());
    }

    void theReviewCanTakeTheWholeWidth()
    {
        TaskView task;
        task.setTaskChanges(door());
        task.resize(1200, 700);
        task.show();
        QVERIFY(task.sessionPanel()->isVisible());
        QSignalSpy loaded(task.review(), &ChangesView::diffLoaded);
        task.review()->setWorktree(m_repo, s("main"));
        task.findChild<QTabWidget *>()->setCurrentWidget(task.review()); // shown: now it reads
        QVERIFY(loaded.wait(20'000));
        QCOMPARE(task.currentTabName(), s("review"));
        auto *maximise = task.review()->findChild<QToolButton *>(s("maximiseChanges"));
        QVERIFY(maximise);
        maximise->click();
        QVERIFY(task.review()->isMaximised());
        QVERIFY(!task.sessionPanel()->isVisible());
        QVERIFY(task.review()->selectFile(s("src/login.cpp")));
        QTRY_COMPARE(task.review()->diffView()->path(), s("src/login.cpp"));
        save(task, s("task-view-review-maximised.png"));
        maximise->click();
        QVERIFY(task.sessionPanel()->isVisible());
    }

    // A line comment is found with the mouse too: a right click on a line picks it and offers it.
    void aRightClickOnALineOffersAComment()
    {
        TaskView task;
        task.setTaskChanges(door());
        task.resize(1200, 700);
        task.show();
        QSignalSpy loaded(task.review(), &ChangesView::diffLoaded);
        task.review()->setWorktree(m_repo, s("main"));
        task.findChild<QTabWidget *>()->setCurrentWidget(task.review());
        QVERIFY(loaded.wait(20'000));
        QVERIFY(task.review()->selectFile(s("src/login.cpp")));
        ReviewDiffView *diff = task.review()->diffView();
        QTRY_COMPARE(diff->path(), s("src/login.cpp"));
        int row = -1;
        for (int r = 0; r < diff->rowCount() && row < 0; ++r)
            row = diff->rowText(r).contains(s("int retries = 5;")) ? r : -1;
        QVERIFY(row >= 0);
        // The right end of the row: the new side in either layout.
        const QPoint at(diff->viewport()->width() - 20, row * diff->rowHeight() + diff->rowHeight() / 2);
        QStringList offered;
        QTimer::singleShot(0, this, [&offered] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (const QAction *action : menu->actions())
                offered.append(action->text());
            menu->actions().constFirst()->trigger();
            menu->close();
        });
        QContextMenuEvent click(QContextMenuEvent::Mouse, at, diff->viewport()->mapToGlobal(at));
        QApplication::sendEvent(diff->viewport(), &click);
        QCOMPARE(offered, QStringList{s("&Comment on the Selected Lines…")});
        QCOMPARE(diff->selection().side, DiffLineSelection::Side::New);
        QCOMPARE(diff->selection().firstLine, 4);
        QCOMPARE(task.currentTabName(), s("comments"));
    }

    void theReviewFitsASmallWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("800x600") << QSize(800, 600);
        QTest::newRow("1000x700") << QSize(1000, 700);
    }
    void theReviewFitsASmallWindow()
    {
        QFETCH(QSize, size);
        TaskView task;
        task.setTaskChanges(door());
        TaskShipping shipping(*m_stores);
        task.setShipBar(new ShipBar(shipping, &task)); // as the window has it, above the view
        task.sessionPanel()->setTitle(s("Point the app at the new database host and make the timeouts configurable"));
        task.sessionPanel()->setSessionState(SessionState::WaitingForInput, QString(), true);
        task.resize(size);
        task.show();
        QVERIFY(QTest::qWaitForWindowExposed(&task));
        QSignalSpy loaded(task.review(), &ChangesView::diffLoaded);
        task.review()->setWorktree(m_repo, s("main"));
        task.findChild<QTabWidget *>()->setCurrentWidget(task.review());
        QVERIFY(loaded.wait(20'000));
        QVERIFY(task.review()->selectFile(s("src/login.cpp")));
        QTRY_COMPARE(task.review()->diffView()->path(), s("src/login.cpp"));
        QCoreApplication::processEvents();
        save(task, s("task-view-review-%1x%2.png").arg(size.width()).arg(size.height()));
        // The window keeps the size it was given.
        QCOMPARE(task.size(), size);
        // Every toolbar button reads in full; those that do not fit wait behind the bar's » menu.
        const auto *bar = task.review()->findChild<QToolBar *>(s("reviewToolBar"));
        QVERIFY(bar);
        bool overflows = false;
        const auto buttons = bar->findChildren<QToolButton *>();
        for (const QToolButton *button : buttons) {
            if (button->objectName() == s("qt_toolbar_ext_button"))
                continue;
            if (button->isVisible())
                QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
            else
                overflows = true;
        }
        if (overflows)
            QVERIFY(bar->findChild<QToolButton *>(s("qt_toolbar_ext_button"))->isVisible());
        // Side by side only where each side shows enough of its lines to compare them.
        ReviewDiffView *diff = task.review()->diffView();
        QVERIFY2(diff->layout() == ReviewDiffView::Layout::Unified || diff->width() >= diff->sideBySideMinimumWidth(),
                 qPrintable(QString::number(diff->width())));
        // The title gives way to the status beside it; the whole title is its tooltip.
        const auto *title = task.sessionPanel()->findChild<QLabel *>(s("sessionTitle"));
        const auto *status = task.sessionPanel()->findChild<QLabel *>(s("sessionStatus"));
        QVERIFY(title->geometry().right() < status->geometry().left());
        QVERIFY(title->toolTip().startsWith(s("Point the app")));
        // Maximised, the review takes the width: side by side comes back where it fits.
        task.review()->findChild<QToolButton *>(s("maximiseChanges"))->click();
        QTRY_VERIFY(!task.sessionPanel()->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(task.size(), size);
        QCOMPARE(diff->layout() == ReviewDiffView::Layout::SideBySide, diff->width() >= diff->sideBySideMinimumWidth());
        save(task, s("task-view-review-%1x%2-maximised.png").arg(size.width()).arg(size.height()));
        task.review()->findChild<QToolButton *>(s("maximiseChanges"))->click();
    }
};

QTEST_MAIN(TestChangesView)
#include "tst_changesview.moc"
