// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A tool call that shows the agent's terminal (agentctl sends its output along): in the row, live,
// on the terminal widget of the Terminal tab, read-only; in the opened row's details once it ended.
#include "application/terminals/terminal.h"
#include "support/palettes.h"
#include "support/terminaltext.h"
#include "transcriptevents.h"
#include "ui/task/terminal/terminalview.h"
#include "ui/task/transcriptdetail.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptterminal.h"
#include "ui/task/transcriptview.h"

#include <QApplication>
#include <QDir>
#include <QScrollBar>
#include <QTest>
#include <QWheelEvent>
#include <QTextDocument>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::test::events;
using kandesk::test::darkPalette;
using kandesk::test::screenText;

namespace {

const QJsonObject kExitedZero { { k("exitCode"), 0 }, { k("signal"), QJsonValue() } };

QByteArray buildOutput(int lines)
{
    QByteArray output = "\x1b[1mcmake --build build\x1b[0m\n";
    for (int line = 1; line <= lines; ++line)
        output += QStringLiteral("[%1/40] \x1b[32mBuilding CXX object\x1b[0m src/unit%1.cpp.o\n").arg(line).toUtf8();
    return output;
}

TranscriptTerminal *liveTerminal(const TranscriptView &view)
{
    const auto terminals = view.findChildren<TranscriptTerminal *>();
    for (TranscriptTerminal *terminal : terminals) {
        if (terminal->isVisible())
            return terminal;
    }
    return nullptr;
}

QString shownText(const TranscriptTerminal &terminal)
{
    return screenText(*terminal.view()->terminal()).trimmed();
}

} // namespace

class TestTranscriptTerminal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QApplication::setStyle(QStringLiteral("Fusion")); }

    // The details of an opened row that has no live terminal: the output as the terminal shows it,
    // then how the command ended.
    void detailsSayTheOutputAndHowItEnded()
    {
        TranscriptItemsModel model;
        model.appendEvent(toolCall("tool-7", "cmake --build build", "execute", { { k("command"), k("cmake --build build") } }));
        model.appendEvent(terminalUpdate("tool-7", "[1/3] Building foo.o\n\x1b[32m[2/3]\x1b[0m Linking 10%\r[2/3] Linking 50%"));
        const QModelIndex row = model.index(0);
        const QFont font;
        const QPalette palette = darkPalette();
        QString shown = toolCallDetail(row, 600, font, palette)->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Terminal · running")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("[1/3] Building foo.o\n[2/3] Linking 50%")), qPrintable(shown));
        QVERIFY(!shown.contains(QChar(0x1b)));
        shown = toolCallDetail(row, 600, font, palette, true)->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Terminal · running")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("Building")), qPrintable(shown)); // the live terminal shows it

        model.appendEvent(terminalUpdate("tool-7",
            "[1/3] Building foo.o\n\x1b[32m[2/3]\x1b[0m Linking 10%\r[2/3] Linking 100%\n[3/3] Done\n", kExitedZero));
        shown = toolCallDetail(row, 600, font, palette)->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Terminal · exit code 0")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Linking 100%\n[3/3] Done")), qPrintable(shown));

        model.appendEvent(terminalUpdate("tool-7", "waiting\n", QJsonObject { { k("exitCode"), QJsonValue() }, { k("signal"), k("SIGTERM") } }));
        shown = toolCallDetail(row, 600, font, palette)->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Terminal · ended by SIGTERM")), qPrintable(shown));
    }

    // A command that starts while the user watches opens its row; its output shows on a terminal
    // as it comes (colours kept, a line's progress rewritten), growing to twelve rows and then
    // scrolling; it stays when the command ends, until the row is closed.
    void aRunningCommandShowsLiveInItsRow()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.setPalette(darkPalette());
        view.resize(760, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendEvent(chunk(k("Building to see whether the change compiles.")));
        model.appendEvent(toolCall("tool-7", "cmake --build build", "execute", { { k("command"), k("cmake --build build") } }));
        const QModelIndex row = model.index(1);
        QVERIFY(!row.data(transcript::ExpandedRole).toBool());

        model.appendEvent(terminalUpdate("tool-7", buildOutput(1) + "[2/40] Linking 10%"));
        QTRY_VERIFY(liveTerminal(view));
        QVERIFY(row.data(transcript::ExpandedRole).toBool());
        TranscriptTerminal *terminal = liveTerminal(view);
        QVERIFY(terminal->view()->readOnly());
        QTRY_COMPARE(shownText(*terminal),
            QStringLiteral("cmake --build build\n[1/40] Building CXX object src/unit1.cpp.o\n[2/40] Linking 10%"));
        terminal->view()->terminal()->read([](const TerminalScreen &screen) {
            QCOMPARE(screen.line(1).cells.at(8).foreground, 0xFF00E000u); // green, as the build wrote it
            QVERIFY(screen.line(0).cells.at(0).attributes & TerminalCell::Bold);
        });
        const qreal cell = terminal->view()->cellSize().height();
        QTRY_VERIFY(terminal->height() >= 3 * cell && terminal->height() < 4 * cell);
        QTRY_VERIFY(view.visualRect(row).contains(terminal->geometry()));

        model.appendEvent(terminalUpdate("tool-7", buildOutput(2) + "[3/40] Linking 10%\r[3/40] Linking 60%"));
        QTRY_VERIFY(shownText(*terminal).endsWith(QStringLiteral("[3/40] Linking 60%")));
        QTRY_VERIFY(terminal->height() >= 4 * cell && terminal->height() < 5 * cell);
        QTRY_VERIFY(view.visualRect(row).contains(terminal->geometry()));

        model.appendEvent(terminalUpdate("tool-7", buildOutput(30)));
        QTRY_VERIFY(shownText(*terminal).endsWith(QStringLiteral("src/unit30.cpp.o")));
        QTRY_VERIFY(terminal->height() >= TranscriptTerminal::kMaxRows * cell);
        QVERIFY(terminal->height() < (TranscriptTerminal::kMaxRows + 1) * cell);
        QScrollBar *scroll = terminal->view()->verticalScrollBar();
        QVERIFY(scroll->maximum() > 0);
        QCOMPARE(scroll->value(), scroll->maximum()); // follows the output
        QTRY_VERIFY(view.visualRect(row).contains(terminal->geometry()));
        QTRY_VERIFY(!view.hasPendingUpdates());
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(view.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/transcript-terminal-live.png")));

        model.appendEvent(terminalUpdate("tool-7", buildOutput(30) + "[40/40] Done\n", kExitedZero));
        QTRY_VERIFY(shownText(*terminal).endsWith(QStringLiteral("[40/40] Done")));
        QCOMPARE(liveTerminal(view), terminal);

        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.visualRect(row).topLeft() + QPoint(60, 12));
        QVERIFY(!row.data(transcript::ExpandedRole).toBool());
        QTRY_VERIFY(!liveTerminal(view));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.visualRect(row).topLeft() + QPoint(60, 12));
        QTRY_VERIFY(liveTerminal(view));
        QTRY_VERIFY(shownText(*liveTerminal(view)).endsWith(QStringLiteral("[40/40] Done")));
    }

    // A transcript read back (the app restarted) opens no row by itself, whatever its terminals
    // said last; an opened one shows its output on the terminal.
    void aStoredTranscriptOpensNoRowByItself()
    {
        TranscriptItemsModel model;
        model.appendEvent(toolCall("tool-7", "make", "execute", { { k("command"), k("make") } }));
        model.appendEvent(terminalUpdate("tool-7", "cc -c a.c\n"));
        TranscriptView view;
        view.setModel(&model);
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(!view.hasPendingUpdates()); // what was to be laid out is, and opened nothing
        QVERIFY(!model.index(0).data(transcript::ExpandedRole).toBool());
        QVERIFY(!liveTerminal(view));
        QVERIFY(model.setData(model.index(0), true, transcript::ExpandedRole));
        QTRY_VERIFY(liveTerminal(view));
        QCOMPARE(shownText(*liveTerminal(view)), QStringLiteral("cc -c a.c"));
    }

    // The wheel over a terminal at its end scrolls the transcript; the window's shortcuts keep
    // their keys (a read-only terminal takes none of them).
    void theTranscriptKeepsTheWheelAndKeys()
    {
        TranscriptItemsModel model;
        for (int turn = 0; turn < 30; ++turn)
            model.appendEvent(chunk(QStringLiteral("Paragraph %1 of what the agent said.\n\n").arg(turn)));
        TranscriptView view;
        view.setModel(&model);
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendEvent(toolCall("tool-7", "make", "execute", { { k("command"), k("make") } }));
        model.appendEvent(terminalUpdate("tool-7", "cc -c a.c\n"));
        QTRY_VERIFY(liveTerminal(view));
        QTRY_VERIFY(!view.hasPendingUpdates());
        TerminalView *terminal = liveTerminal(view)->view();
        // Left unaccepted, a wheel event goes on to the widgets around (QApplication::notify).
        const QPoint at = terminal->viewport()->rect().center();
        QWheelEvent wheel(at, terminal->viewport()->mapToGlobal(at), {}, QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(terminal->viewport(), &wheel);
        QVERIFY(!wheel.isAccepted());

        QKeyEvent shortcut(QEvent::ShortcutOverride, Qt::Key_QuoteLeft, Qt::ControlModifier, QStringLiteral("`"));
        QApplication::sendEvent(terminal, &shortcut);
        QVERIFY(!shortcut.isAccepted());
    }
};

QTEST_MAIN(TestTranscriptTerminal)
#include "tst_transcriptterminal.moc"
