// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The terminal on screen with real programs behind it (bash, less, vim): keys, pastes, the mouse's
// selections, the scrollback and its search, full-screen programs, and the task view's Terminal tab.
#include "application/stores.h"
#include "application/terminals/taskterminals.h"
#include "application/terminals/terminal.h"
#include "lifecycle/terminal/ptyprocess.h"
#include "models/eventloopthread.h"
#include "models/stores/sessionstore.h"
#include "support/palettes.h"
#include "support/storefixture.h"
#include "support/terminaltext.h"
#include "ui/task/composerwidget.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/terminal/terminalkeys.h"
#include "ui/task/terminal/terminalpanel.h"
#include "ui/task/terminal/terminalview.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::screenText;

namespace {


// The shell's prompt ("$ ", its trailing blank not kept) is on a line of its own.
bool promptShown(const Terminal &terminal)
{
    return screenText(terminal).split(QLatin1Char('\n')).contains(QStringLiteral("$"));
}

// The program named command runs in the terminal's foreground (it gets the terminal's Ctrl+C).
bool inForeground(const Terminal &terminal, const QByteArray &command)
{
    for (const qint64 member : PtyProcess::sessionMembers(terminal.pid())) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(member));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const qsizetype open = text.indexOf('(');
        const qsizetype close = text.lastIndexOf(')');
        const QList<QByteArray> fields = text.mid(close + 2).split(' '); // state, ppid, pgrp, session, tty, tpgid
        if (text.mid(open + 1, close - open - 1) == command && fields.size() > 5 && fields.at(2) == fields.at(5))
            return true;
    }
    return false;
}

bool alternateScreen(const Terminal &terminal)
{
    bool alternate = false;
    terminal.read([&alternate](const TerminalScreen &screen) { alternate = screen.alternateScreen(); });
    return alternate;
}

QProcessEnvironment terminalEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
    environment.insert(QStringLiteral("PS1"), QStringLiteral("$ "));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    environment.remove(QStringLiteral("PROMPT_COMMAND"));
    return environment;
}

// A program on a terminal in a view of a fixed size, shown.
struct Fixture {
    explicit Fixture(const QStringList &argv, const QString &folder = QDir::tempPath())
    {
        TerminalLaunch launch;
        launch.argv = argv;
        launch.workingDirectory = folder;
        launch.environment = terminalEnvironment();
        launch.name = QFileInfo(argv.constFirst()).fileName();
        launch.rows = 20;
        launch.columns = 80;
        terminal = std::make_unique<Terminal>(launch, io.context());
        view = std::make_unique<TerminalView>(terminal.get());
        view->resize(900, 420);
        view->show();
        view->setFocus();
    }
    ~Fixture()
    {
        view.reset();
        terminal.reset();
    }
    EventLoopThread io { QStringLiteral("terminal-test") };
    std::unique_ptr<Terminal> terminal;
    std::unique_ptr<TerminalView> view;
};

QStringList shell()
{
    return { QStringLiteral("bash"), QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-i") };
}

void saveScreenshot(QWidget &widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

} // namespace

class TestTerminalView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void keyPressesMeanWhatTheyMeanInATerminal();
    void typedCommandsRunAndCtrlCInterrupts();
    void viewSizeIsTheTerminalsSize();
    void pasteIsBracketedForTheProgram();
    void selectionsCopyWhatWasShown();
    void scrollbackScrollsAndIsSearched();
    void floodOfOutputArrivesWhole();
    void lessUsesTheAlternateScreenAndGivesItBack();
    void vimRunsFullScreen();
    void taskViewTogglesItsTerminal();
};

void TestTerminalView::initTestCase()
{
    qRegisterMetaType<kandesk::Terminal *>();
    test::shellsWithoutTheUsersStartupFiles();
    if (QStandardPaths::findExecutable(QStringLiteral("less")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("vim.tiny")).isEmpty())
        QFAIL("less and vim-tiny are missing: ./dev test installs them (packaging/setup-test-deps.sh)");
}

void TestTerminalView::keyPressesMeanWhatTheyMeanInATerminal()
{
    const auto press = [](int key, Qt::KeyboardModifiers modifiers, const QString &text = {}) {
        return terminalKeyPress(QKeyEvent(QEvent::KeyPress, key, modifiers, text));
    };
    QCOMPARE(press(Qt::Key_Up, Qt::NoModifier)->key, TerminalKey::Up);
    QCOMPARE(press(Qt::Key_Backtab, Qt::ShiftModifier)->modifiers, int(ShiftModifier));
    QCOMPARE(press(Qt::Key_F5, Qt::NoModifier)->key, TerminalKey::F5);
    QCOMPARE(press(Qt::Key_C, Qt::ControlModifier, QStringLiteral("\x03"))->text, QStringLiteral("c"));
    QCOMPARE(press(Qt::Key_C, Qt::ControlModifier, QStringLiteral("\x03"))->modifiers, int(ControlModifier));
    QCOMPARE(press(Qt::Key_A, Qt::ShiftModifier, QStringLiteral("A"))->text, QStringLiteral("A"));
    QCOMPARE(press(Qt::Key_A, Qt::ShiftModifier, QStringLiteral("A"))->modifiers, int(NoModifier));
    QCOMPARE(press(Qt::Key_B, Qt::AltModifier, QStringLiteral("b"))->modifiers, int(AltModifier));
    QVERIFY(!press(Qt::Key_Shift, Qt::ShiftModifier));
    QVERIFY(windowKeepsKey(QKeyEvent(QEvent::ShortcutOverride, Qt::Key_QuoteLeft, Qt::ControlModifier)));
    QVERIFY(windowKeepsKey(QKeyEvent(QEvent::ShortcutOverride, Qt::Key_1, Qt::ControlModifier)));
    QVERIFY(!windowKeepsKey(QKeyEvent(QEvent::ShortcutOverride, Qt::Key_L, Qt::ControlModifier)));
    QVERIFY(!windowKeepsKey(QKeyEvent(QEvent::ShortcutOverride, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier)));
}

void TestTerminalView::typedCommandsRunAndCtrlCInterrupts()
{
    Fixture fixture(shell());
    QTRY_VERIFY_WITH_TIMEOUT(promptShown(*fixture.terminal), 10000);
    QTest::keyClicks(fixture.view.get(), QStringLiteral("echo $((6*7))"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Return);
    QTRY_VERIFY2_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("\n42\n")),
                              qPrintable(screenText(*fixture.terminal)), 10000);
    QTest::keyClicks(fixture.view.get(), QStringLiteral("sleep 100; echo not-interrupted"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(inForeground(*fixture.terminal, "sleep"), 10000);
    QTest::keyClick(fixture.view.get(), Qt::Key_C, Qt::ControlModifier);
    QTest::keyClicks(fixture.view.get(), QStringLiteral("echo back"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Return);
    QTRY_VERIFY2_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("\nback\n")),
                              qPrintable(screenText(*fixture.terminal)), 10000);
    QVERIFY(!screenText(*fixture.terminal).contains(QStringLiteral("\nnot-interrupted")));
}

void TestTerminalView::viewSizeIsTheTerminalsSize()
{
    Fixture fixture(shell());
    QTRY_VERIFY_WITH_TIMEOUT(promptShown(*fixture.terminal), 10000);
    fixture.view->resize(int(fixture.view->cellSize().width() * 50) + 40, int(fixture.view->cellSize().height() * 12) + 4);
    QTest::keyClicks(fixture.view.get(), QStringLiteral("stty size"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Return);
    int rows = 0;
    int columns = 0;
    fixture.terminal->read([&](const TerminalScreen &screen) {
        rows = screen.rows();
        columns = screen.columns();
    });
    QCOMPARE(rows, 12);
    QCOMPARE(columns, int(fixture.view->viewport()->width() / fixture.view->cellSize().width()));
    const QString expected = QStringLiteral("%1 %2").arg(rows).arg(columns);
    QTRY_VERIFY2_WITH_TIMEOUT(screenText(*fixture.terminal).contains(expected), qPrintable(screenText(*fixture.terminal)), 10000);
}

void TestTerminalView::pasteIsBracketedForTheProgram()
{
    // The program turns bracketed paste on and shows the bytes it reads, one by one.
    Fixture fixture({ QStringLiteral("sh"), QStringLiteral("-c"),
                      QStringLiteral("printf '\\033[?2004hREADY\\n'; stty -icanon -echo; head -c 17 | od -An -c -w17; sleep 30") });
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("READY")), 10000);
    QApplication::clipboard()->setText(QStringLiteral("ls\nrm"));
    QTest::keyClick(fixture.view.get(), Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY2_WITH_TIMEOUT(
        screenText(*fixture.terminal).contains(QStringLiteral("033   [   2   0   0   ~   l   s  \\n   r   m 033   [   2   0   1   ~")),
        qPrintable(screenText(*fixture.terminal)), 10000);
}

void TestTerminalView::selectionsCopyWhatWasShown()
{
    Fixture fixture({ QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("printf 'alpha beta gamma\\nsecond line\\n'; sleep 30") });
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("second line")), 10000);
    const QSizeF cell = fixture.view->cellSize();
    const auto at = [cell](qreal column, int row) { return QPoint(int(column * cell.width()), int((row + 0.5) * cell.height())); };
    QTest::mouseDClick(fixture.view->viewport(), Qt::LeftButton, {}, at(7.5, 0));
    QCOMPARE(fixture.view->selectedText(), QStringLiteral("beta"));

    QTest::mousePress(fixture.view->viewport(), Qt::LeftButton, {}, at(6, 0));
    QTest::mouseMove(fixture.view->viewport(), at(6, 1));
    QTest::mouseRelease(fixture.view->viewport(), Qt::LeftButton, {}, at(6, 1));
    QCOMPARE(fixture.view->selectedText(), QStringLiteral("beta gamma\nsecond"));
    QTest::keyClick(fixture.view.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("beta gamma\nsecond"));
}

void TestTerminalView::scrollbackScrollsAndIsSearched()
{
    Fixture fixture({ QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("seq 1 500; echo DONE; sleep 30") });
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("DONE")), 10000);
    QScrollBar *bar = fixture.view->verticalScrollBar();
    QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 400, 10000);
    QCOMPARE(bar->value(), bar->maximum());

    QWheelEvent wheel(QPointF(50, 50), fixture.view->viewport()->mapToGlobal(QPointF(50, 50)), {}, QPoint(0, 240),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(fixture.view->viewport(), &wheel);
    QCOMPARE(bar->value(), bar->maximum() - 6);

    QVERIFY(fixture.view->find(QStringLiteral("137")));
    QCOMPARE(fixture.view->selectedText(), QStringLiteral("137"));
    QVERIFY(bar->value() < bar->maximum() - 300);
    QVERIFY(fixture.view->find(QStringLiteral("37"))); // further up: 37 itself
    QCOMPARE(fixture.view->selectedText(), QStringLiteral("37"));
    QVERIFY(fixture.view->find(QStringLiteral("137"), false)); // and down again
    QCOMPARE(fixture.view->selectedText(), QStringLiteral("137"));
    QVERIFY(!fixture.view->find(QStringLiteral("no such text")));
    saveScreenshot(*fixture.view, QStringLiteral("terminal-scrollback-search.png"));
}

void TestTerminalView::floodOfOutputArrivesWhole()
{
    QTemporaryDir folder;
    QFile big(folder.filePath(QStringLiteral("big.txt")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    const QByteArray line = QByteArray(100, 'x') + '\n';
    for (int i = 0; i < 50000; ++i) // 5 MB
        big.write(line);
    big.write("END OF FILE\n");
    big.close();
    Fixture fixture({ QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("cat big.txt; sleep 30") }, folder.path());
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("END OF FILE")), 60000);
    int scrollback = 0;
    fixture.terminal->read([&scrollback](const TerminalScreen &screen) { scrollback = screen.scrollbackSize(); });
    QCOMPARE(scrollback, 10000);
}

void TestTerminalView::lessUsesTheAlternateScreenAndGivesItBack()
{
    QTemporaryDir folder;
    QFile text(folder.filePath(QStringLiteral("notes.txt")));
    QVERIFY(text.open(QIODevice::WriteOnly));
    for (int i = 1; i <= 100; ++i)
        text.write(QByteArray("note ") + QByteArray::number(i) + '\n');
    text.close();
    Fixture fixture(shell(), folder.path());
    QTRY_VERIFY_WITH_TIMEOUT(promptShown(*fixture.terminal), 10000);
    QTest::keyClicks(fixture.view.get(), QStringLiteral("echo before; less notes.txt"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(alternateScreen(*fixture.terminal), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).startsWith(QStringLiteral("note 1\n")), 10000);
    QTest::keyClick(fixture.view.get(), Qt::Key_Space); // a page further
    QTRY_VERIFY2_WITH_TIMEOUT(!screenText(*fixture.terminal).startsWith(QStringLiteral("note 1\n"))
                                  && screenText(*fixture.terminal).contains(QStringLiteral("note 40")),
                              qPrintable(screenText(*fixture.terminal)), 10000);
    QTest::keyClick(fixture.view.get(), Qt::Key_Q);
    QTRY_VERIFY_WITH_TIMEOUT(!alternateScreen(*fixture.terminal), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("before")), 10000);
    QVERIFY(!screenText(*fixture.terminal).contains(QStringLiteral("note 40")));
}

void TestTerminalView::vimRunsFullScreen()
{
    QTemporaryDir folder;
    QFile source(folder.filePath(QStringLiteral("main.c")));
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write("#include <stdio.h>\n\nint main(void)\n{\n    printf(\"hello, terminal\\n\");\n    return 0;\n}\n");
    source.close();
    Fixture fixture({ QStringLiteral("vim.tiny"), QStringLiteral("-u"), QStringLiteral("NONE"), QStringLiteral("-N"),
                      QStringLiteral("main.c") },
                    folder.path());
    fixture.view->setPalette(test::darkPalette());
    QTRY_VERIFY_WITH_TIMEOUT(alternateScreen(*fixture.terminal), 10000);
    QTRY_VERIFY2_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("hello, terminal")),
                              qPrintable(screenText(*fixture.terminal)), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("\n~")), 10000);
    // An edit, written: vim got the keys and the file changed.
    QTest::keyClicks(fixture.view.get(), QStringLiteral("Go// edited in Kandesk"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Escape);
    QTest::keyClicks(fixture.view.get(), QStringLiteral(":w"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*fixture.terminal).contains(QStringLiteral("written")), 10000);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QVERIFY(source.readAll().endsWith("// edited in Kandesk\n"));
    saveScreenshot(*fixture.view, QStringLiteral("terminal-vim.png"));
    QTest::keyClicks(fixture.view.get(), QStringLiteral(":q"));
    QTest::keyClick(fixture.view.get(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(fixture.terminal->isFinished(), 10000);
    QCOMPARE(fixture.terminal->endMessage(), QStringLiteral("vim.tiny exited with code 0."));
}

void TestTerminalView::taskViewTogglesItsTerminal()
{
    testing::StoreFixture store;
    QVERIFY(store.open());
    Stores stores(*store.database, store.home.path());
    QTemporaryDir workspace;
    const Task task = store.addTask(QStringLiteral("Fix the parser"));
    store.addSession(task.id, SessionState::Created, workspace.path());
    TaskTerminals terminals(stores, nullptr);

    TaskView view;
    view.terminalPanel()->setTerminals(&terminals);
    view.resize(1200, 700);
    view.showSession(task.id, {}, task.title, workspace.path());
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    view.sessionPanel()->composer()->setFocus();

    view.toggleTerminal(); // the task has none: one opens in its workspace and takes the focus
    QTRY_COMPARE_WITH_TIMEOUT(view.terminalPanel()->terminalCount(), 1, 10000);
    QCOMPARE(view.currentTabName(), QStringLiteral("terminal"));
    TerminalView *shown = view.terminalPanel()->currentView();
    QVERIFY(shown);
    QTRY_VERIFY_WITH_TIMEOUT(shown->hasFocus(), 10000);
    QTest::keyClicks(shown, QStringLiteral("pwd"));
    QTest::keyClick(shown, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*shown->terminal()).contains(QDir(workspace.path()).canonicalPath()), 10000);
    QTest::keyClicks(shown, QStringLiteral("printf 'int main()\\n{\\n    return 0;\\n}\\n' > main.c; vim.tiny -u NONE -N main.c"));
    QTest::keyClick(shown, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(alternateScreen(*shown->terminal()), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(screenText(*shown->terminal()).contains(QStringLiteral("return 0;")), 10000);
    saveScreenshot(view, QStringLiteral("task-view-terminal.png"));
    QTest::keyClicks(shown, QStringLiteral(":q"));
    QTest::keyClick(shown, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!alternateScreen(*shown->terminal()), 10000);

    view.toggleTerminal(); // back to the prompt
    QTRY_VERIFY_WITH_TIMEOUT(view.sessionPanel()->composer()->isAncestorOf(QApplication::focusWidget())
                                 || view.sessionPanel()->composer() == QApplication::focusWidget(),
                             10000);
    view.toggleTerminal(); // and to the same terminal again
    QCOMPARE(view.terminalPanel()->terminalCount(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(shown->hasFocus(), 10000);

    terminals.closeAll(task.id, QStringLiteral("the session stopped"));
    QTRY_COMPARE_WITH_TIMEOUT(view.terminalPanel()->statusText(), QStringLiteral("Closed: the session stopped."), 10000);
}

QTEST_MAIN(TestTerminalView)
#include "tst_terminalview.moc"
