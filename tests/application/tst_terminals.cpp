// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The terminals of tasks: libvterm's screen as Kandesk reads it (scripts of escape sequences and
// the cells they must give), and shells in a task's workspace through the application's door.
#include "application/stores.h"
#include "application/terminals/agentcli.h"
#include "models/agents/agentregistry.h"
#include "models/secretvault.h"
#include "models/stores/profilestore.h"
#include "models/stores/taskstore.h"
#include "application/terminals/taskterminals.h"
#include "application/terminals/terminal.h"
#include "application/terminals/terminalscreen.h"
#include "models/stores/sessionstore.h"
#include "support/processprobe.h"
#include "support/storefixture.h"
#include "support/terminaltext.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using kandesk::test::screenText;

namespace {

QString row(const TerminalScreen &screen, int line)
{
    return screen.line(line).text();
}

// The whole screen as text, for messages.
QString dump(const TerminalScreen &screen)
{
    QStringList lines;
    for (int line = 0; line < screen.rows(); ++line)
        lines.append(row(screen, line));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestTerminals final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<kandesk::Terminal *>();
        test::shellsWithoutTheUsersStartupFiles();
    }
    void textAndCursor();
    void coloursAndAttributes();
    void cursorMovesAndErasing();
    void alternateScreenKeepsTheMainOne();
    void wideAndCombiningCharacters();
    void scrollRegionScrollsOnlyItsRows();
    void scrollbackKeepsWhatScrolledOff();
    void scrollbackHasALimit();
    void resizeTallerBringsScrollbackBack();
    void pasteIsBracketedWhenTheProgramAsks();
    void keysFollowTheProgramsModes();
    void terminalAnswersQueries();
    void titleAndMouseModes();
    void selectionTextSpansLines();
    void replayShowsPipedOutputAsItGrows();

    void shellOpensInTheTasksWorkspace();
    void closingATaskEndsItsTerminalsSessions();
    void taskWithoutWorkspaceIsRefusedInWords();
    void agentCliIsTheAdaptersOwnProgram();
    void scrollbackLengthIsTheUsersAndKept();
    void agentCliRunsWithTheProfilesSecrets();
};

void TestTerminals::textAndCursor()
{
    TerminalScreen screen(5, 20);
    screen.feed("hello\r\nworld");
    QCOMPARE(row(screen, 0), QStringLiteral("hello"));
    QCOMPARE(row(screen, 1), QStringLiteral("world"));
    QCOMPARE(screen.cursorRow(), 1);
    QCOMPARE(screen.cursorColumn(), 5);
    QVERIFY(screen.cursorVisible());
    screen.feed("\x1b[?25l");
    QVERIFY(!screen.cursorVisible());
    QCOMPARE(screen.line(0).cells.size(), 20);
    QCOMPARE(screen.line(0).cells.at(0).codepoint, U'h');
    QCOMPARE(screen.line(0).cells.at(7), TerminalCell()); // blank, default colours
}

void TestTerminals::coloursAndAttributes()
{
    TerminalScreen screen(3, 40);
    screen.feed("\x1b[31mR\x1b[0m"
                "\x1b[38;5;196mI\x1b[0m"
                "\x1b[38;2;1;2;3mT\x1b[0m"
                "\x1b[48;2;250;251;252mB\x1b[0m"
                "\x1b[1mb\x1b[0m\x1b[3mi\x1b[0m\x1b[4mu\x1b[0m\x1b[7mr\x1b[0m\x1b[9ms\x1b[0m\x1b[21md\x1b[0m"
                "n");
    const TerminalLine line = screen.line(0);
    QCOMPARE(line.text(), QStringLiteral("RITBbiursdn"));
    QCOMPARE(line.cells.at(0).foreground >> 24, 0xFFu); // a palette red, made RGB
    QVERIFY((line.cells.at(0).foreground & 0xFF0000) > 0x800000);
    QCOMPARE(line.cells.at(1).foreground, 0xFFFF0000u); // 256-colour 196 is pure red
    QCOMPARE(line.cells.at(2).foreground, 0xFF010203u);
    QCOMPARE(line.cells.at(3).background, 0xFFFAFBFCu);
    QCOMPARE(line.cells.at(3).foreground, 0u); // the default colour stays the default
    QCOMPARE(line.cells.at(4).attributes, quint8(TerminalCell::Bold));
    QCOMPARE(line.cells.at(5).attributes, quint8(TerminalCell::Italic));
    QCOMPARE(line.cells.at(6).attributes, quint8(TerminalCell::Underline));
    QCOMPARE(line.cells.at(7).attributes, quint8(TerminalCell::Reverse));
    QCOMPARE(line.cells.at(8).attributes, quint8(TerminalCell::Strike));
    QCOMPARE(line.cells.at(9).attributes, quint8(TerminalCell::DoubleUnderline));
    QCOMPARE(line.cells.at(10).attributes, quint8(0));
    QCOMPARE(line.cells.at(10).foreground, 0u);
    QCOMPARE(line.cells.at(10).background, 0u);
}

void TestTerminals::cursorMovesAndErasing()
{
    TerminalScreen screen(5, 10);
    screen.feed("\x1b[3;4HX\x1b[1;1HY\x1b[5;10HZ");
    QCOMPARE(row(screen, 2), QStringLiteral("   X"));
    QCOMPARE(row(screen, 0), QStringLiteral("Y"));
    QCOMPARE(row(screen, 4), QStringLiteral("         Z"));
    screen.feed("\x1b[3;1H\x1b[2K");
    QCOMPARE(row(screen, 2), QString());
    screen.feed("\x1b[2J");
    QCOMPARE(dump(screen), QStringLiteral("\n\n\n\n"));
}

void TestTerminals::alternateScreenKeepsTheMainOne()
{
    TerminalScreen screen(4, 20);
    screen.feed("main text\r\n$ ");
    screen.feed("\x1b[?1049h\x1b[H\x1b[2Jfull screen app");
    QVERIFY(screen.alternateScreen());
    QCOMPARE(row(screen, 0), QStringLiteral("full screen app"));
    QCOMPARE(row(screen, 1), QString());
    screen.feed("\x1b[?1049l");
    QVERIFY(!screen.alternateScreen());
    QCOMPARE(row(screen, 0), QStringLiteral("main text"));
    QCOMPARE(row(screen, 1), QStringLiteral("$"));
    QCOMPARE(screen.cursorRow(), 1);
    QCOMPARE(screen.cursorColumn(), 2);
    QCOMPARE(screen.scrollbackSize(), 0); // the app's screen never reaches the scrollback
}

void TestTerminals::wideAndCombiningCharacters()
{
    TerminalScreen screen(2, 10);
    screen.feed(QStringLiteral("漢a").toUtf8());
    screen.feed(QStringLiteral("e\u0301!").toUtf8());
    const TerminalLine line = screen.line(0);
    QCOMPARE(line.cells.at(0).codepoint, U'漢');
    QCOMPARE(line.cells.at(0).width, quint8(2));
    QCOMPARE(line.cells.at(1).codepoint, TerminalCell::kWideTail);
    QCOMPARE(line.cells.at(2).codepoint, U'a');
    QCOMPARE(line.cellText(3), QStringLiteral("e\u0301"));
    QCOMPARE(line.cells.at(4).codepoint, U'!');
    QCOMPARE(line.text(), QStringLiteral("漢ae\u0301!"));
    QCOMPARE(screen.cursorColumn(), 5);
}

void TestTerminals::scrollRegionScrollsOnlyItsRows()
{
    TerminalScreen screen(5, 10);
    screen.feed("top\r\none\r\ntwo\r\nthree\r\nbottom");
    screen.feed("\x1b[2;4r"); // rows 2 to 4 scroll; the cursor goes home
    screen.feed("\x1b[4;1H\nnew");
    QCOMPARE(row(screen, 0), QStringLiteral("top"));
    QCOMPARE(row(screen, 1), QStringLiteral("two"));
    QCOMPARE(row(screen, 2), QStringLiteral("three"));
    QCOMPARE(row(screen, 3), QStringLiteral("new"));
    QCOMPARE(row(screen, 4), QStringLiteral("bottom"));
    QCOMPARE(screen.scrollbackSize(), 0); // a region below the top keeps nothing
}

// A terminal with no program (a tool call's, in the transcript): output from a pipe, given whole
// each time, parsed from where it went on; output cut at its start replaces the screen; a new width
// replays it; its rows stay; keys go nowhere.
void TestTerminals::replayShowsPipedOutputAsItGrows()
{
    Terminal terminal(TerminalReplay { QStringLiteral("output"), 4, 20 });
    QVERIFY(terminal.isReplay());
    QSignalSpy changed(&terminal, &Terminal::changed);
    terminal.showOutput("make\n\x1b[32mok\x1b[0m 10%");
    QCOMPARE(screenText(terminal), QStringLiteral("make\nok 10%\n\n"));
    terminal.showOutput("make\n\x1b[32mok\x1b[0m 10%\r\x1b[32mok\x1b[0m 100%\n");
    QCOMPARE(screenText(terminal), QStringLiteral("make\nok 100%\n\n"));
    terminal.read([](const TerminalScreen &screen) {
        QCOMPARE(screen.line(1).cells.at(0).foreground, 0xFF00E000u); // libvterm's green
        QCOMPARE(screen.cursorRow(), 2);
        QCOMPARE(screen.cursorColumn(), 0); // the line feed of a pipe returns too
    });
    QCOMPARE(changed.size(), 2);
    terminal.showOutput("make\n\x1b[32mok\x1b[0m 10%\r\x1b[32mok\x1b[0m 100%\n");
    QCOMPARE(changed.size(), 2); // nothing new

    terminal.showOutput("1\n2\n3\n4\n5\n6");
    QCOMPARE(screenText(terminal), QStringLiteral("3\n4\n5\n6"));
    terminal.read([](const TerminalScreen &screen) { QCOMPARE(screen.scrollbackSize(), 2); });
    terminal.showOutput("5\n6\n7"); // the start cut off: replaces what was shown
    QCOMPARE(screenText(terminal), QStringLiteral("5\n6\n7\n"));
    terminal.read([](const TerminalScreen &screen) { QCOMPARE(screen.scrollbackSize(), 0); });

    terminal.showOutput("5\n6\n7\nabcdefghijklmnopqrstuvwxyz");
    terminal.resize(40, 10);
    terminal.read([](const TerminalScreen &screen) {
        QCOMPARE(screen.rows(), 4);
        QCOMPARE(screen.columns(), 10);
    });
    QCOMPARE(screenText(terminal), QStringLiteral("7\nabcdefghij\nklmnopqrst\nuvwxyz"));
    terminal.sendText(QStringLiteral("x"));
    terminal.paste(QStringLiteral("y"));
    terminal.close(QStringLiteral("no program"));
    QVERIFY(!terminal.isFinished());
    QCOMPARE(terminal.pid(), 0);
}

void TestTerminals::scrollbackKeepsWhatScrolledOff()
{
    TerminalScreen screen(3, 10);
    for (int line = 1; line <= 10; ++line)
        screen.feed(QStringLiteral("line %1\r\n").arg(line).toUtf8());
    QCOMPARE(screen.scrollbackSize(), 8);
    QCOMPARE(row(screen, -8), QStringLiteral("line 1"));
    QCOMPARE(row(screen, -1), QStringLiteral("line 8"));
    QCOMPARE(row(screen, 0), QStringLiteral("line 9"));
    QCOMPARE(row(screen, 1), QStringLiteral("line 10"));
    QCOMPARE(screen.line(-1).cells.size(), 6); // kept without trailing blanks
    QCOMPARE(row(screen, -9), QString());
}

void TestTerminals::scrollbackHasALimit()
{
    TerminalScreen screen(2, 10, 5);
    for (int line = 1; line <= 20; ++line)
        screen.feed(QStringLiteral("%1\r\n").arg(line).toUtf8());
    QCOMPARE(screen.scrollbackSize(), 5);
    QCOMPARE(row(screen, -5), QStringLiteral("15"));
    QCOMPARE(row(screen, -1), QStringLiteral("19"));
    QCOMPARE(row(screen, 0), QStringLiteral("20"));
    TerminalScreen none(2, 10, 0);
    none.feed("a\r\nb\r\nc\r\n");
    QCOMPARE(none.scrollbackSize(), 0);
}

void TestTerminals::resizeTallerBringsScrollbackBack()
{
    TerminalScreen screen(3, 10);
    screen.feed("\x1b[1mone\x1b[0m\r\ntwo\r\nthree\r\nfour");
    QCOMPARE(screen.scrollbackSize(), 1);
    screen.resize(5, 12);
    QCOMPARE(screen.rows(), 5);
    QCOMPARE(screen.columns(), 12);
    QCOMPARE(screen.scrollbackSize(), 0);
    QCOMPARE(row(screen, 0), QStringLiteral("one"));
    QCOMPARE(screen.line(0).cells.at(0).attributes, quint8(TerminalCell::Bold));
    QCOMPARE(row(screen, 3), QStringLiteral("four"));
    screen.resize(2, 12);
    QCOMPARE(row(screen, 1), QStringLiteral("four"));
}

void TestTerminals::pasteIsBracketedWhenTheProgramAsks()
{
    TerminalScreen screen(3, 20);
    QCOMPARE(screen.paste(QStringLiteral("ls\nrm -rf x\r\n")), QByteArray("ls\rrm -rf x\r"));
    screen.feed("\x1b[?2004h");
    QCOMPARE(screen.paste(QStringLiteral("echo hi\n")), QByteArray("\x1b[200~echo hi\r\x1b[201~"));
    screen.feed("\x1b[?2004l");
    QCOMPARE(screen.paste(QStringLiteral("x")), QByteArray("x"));
}

void TestTerminals::keysFollowTheProgramsModes()
{
    TerminalScreen screen(3, 20);
    QCOMPARE(screen.key(TerminalKey::Up), QByteArray("\x1b[A"));
    QCOMPARE(screen.key(TerminalKey::Enter), QByteArray("\r"));
    QCOMPARE(screen.key(TerminalKey::Backspace), QByteArray("\x7f"));
    QCOMPARE(screen.key(TerminalKey::F1), QByteArray("\x1bOP"));
    QCOMPARE(screen.key(TerminalKey::Left, ControlModifier), QByteArray("\x1b[1;5D"));
    QCOMPARE(screen.text(QStringLiteral("c"), ControlModifier), QByteArray("\x03"));
    QCOMPARE(screen.text(QStringLiteral("é")), QStringLiteral("é").toUtf8());
    QCOMPARE(screen.text(QStringLiteral("x"), AltModifier), QByteArray("\x1bx"));
    screen.feed("\x1b[?1h"); // application cursor keys (vim, less)
    QCOMPARE(screen.key(TerminalKey::Up), QByteArray("\x1bOA"));
}

void TestTerminals::terminalAnswersQueries()
{
    TerminalScreen screen(5, 20);
    QCOMPARE(screen.feed("ab\x1b[6n"), QByteArray("\x1b[1;3R"));
    QVERIFY(screen.feed("\x1b[c").startsWith("\x1b[?"));
    QCOMPARE(screen.feed("plain"), QByteArray());
}

void TestTerminals::titleAndMouseModes()
{
    TerminalScreen screen(5, 20);
    screen.feed("\x1b]0;vim README.md\x07");
    QCOMPARE(screen.title(), QStringLiteral("vim README.md"));
    QVERIFY(!screen.mouseReporting());
    QCOMPARE(screen.mouse(1, 1, 1, true), QByteArray());
    screen.feed("\x1b[?1000h\x1b[?1006h");
    QVERIFY(screen.mouseReporting());
    QCOMPARE(screen.mouse(2, 4, 1, true), QByteArray("\x1b[<0;5;3M"));
    QCOMPARE(screen.mouse(2, 4, 1, false), QByteArray("\x1b[<0;5;3m"));
    screen.feed("\x07\x07");
    QCOMPARE(screen.bells(), 2);
}

void TestTerminals::selectionTextSpansLines()
{
    TerminalScreen screen(3, 10);
    screen.feed("old\r\nfirst row\r\nsecond\r\nthird");
    QCOMPARE(screen.scrollbackSize(), 1);
    QCOMPARE(screen.text(-1, 1, 1, 3), QStringLiteral("ld\nfirst row\nsec"));
    QCOMPARE(screen.text(0, 6, 0, 9), QStringLiteral("row"));
}

void TestTerminals::shellOpensInTheTasksWorkspace()
{
    testing::StoreFixture fixture;
    QVERIFY(fixture.open());
    Stores stores(*fixture.database, fixture.home.path());
    QTemporaryDir workspace;
    const Task task = fixture.addTask(QStringLiteral("Terminal task"));
    fixture.addSession(task.id, SessionState::Created, workspace.path());

    TaskTerminals terminals(stores, nullptr);
    QSignalSpy opened(&terminals, &TaskTerminals::opened);
    auto future = terminals.openShell(task.id, 10, 200);
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 10000);
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    Terminal *terminal = *future.result();
    QCOMPARE(opened.count(), 1);
    QCOMPARE(terminals.terminals(task.id), QList<Terminal *> { terminal });
    QCOMPARE(terminal->workingDirectory(), workspace.path());
    QTRY_VERIFY_WITH_TIMEOUT(terminal->pid() > 0, 10000);

    terminal->sendText(QStringLiteral("echo \"in:$(pwd) task:$KANDESK_TASK_ID\""));
    terminal->sendKey(TerminalKey::Enter);
    const QString expected = QStringLiteral("in:%1 task:%2").arg(QDir(workspace.path()).canonicalPath(), task.id);
    QTRY_VERIFY2_WITH_TIMEOUT(screenText(*terminal).contains(expected), qPrintable(screenText(*terminal)), 10000);

    QSignalSpy finished(terminal, &Terminal::finished);
    terminal->sendText(QStringLiteral("exit 4"));
    terminal->sendKey(TerminalKey::Enter);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QVERIFY2(terminal->endMessage().endsWith(QStringLiteral(" exited with code 4.")), qPrintable(terminal->endMessage()));
    QVERIFY(terminal->isFinished());
    terminals.remove(terminal);
    QVERIFY(terminals.terminals(task.id).isEmpty());
}

void TestTerminals::closingATaskEndsItsTerminalsSessions()
{
    testing::StoreFixture fixture;
    QVERIFY(fixture.open());
    Stores stores(*fixture.database, fixture.home.path());
    QTemporaryDir workspace;
    const Task task = fixture.addTask(QStringLiteral("Two terminals"));
    fixture.addSession(task.id, SessionState::Created, workspace.path());

    TaskTerminals terminals(stores, nullptr);
    QList<Terminal *> opened;
    for (int i = 0; i < 2; ++i) {
        auto future = terminals.openShell(task.id);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 10000);
        QVERIFY(future.result().ok());
        opened.append(*future.result());
        QTRY_VERIFY_WITH_TIMEOUT(opened.last()->pid() > 0, 10000);
    }
    Terminal *first = opened.at(0);
    first->sendText(QStringLiteral("sleep 300 & echo job:$!"));
    first->sendKey(TerminalKey::Enter);
    const QRegularExpression jobLine(QStringLiteral("^job:(\\d+)$"), QRegularExpression::MultilineOption);
    QTRY_VERIFY_WITH_TIMEOUT(jobLine.match(screenText(*first)).hasMatch(), 10000);
    const QString text = screenText(*first);
    const qint64 job = jobLine.match(text).captured(1).toLongLong();
    QVERIFY2(job > 0, qPrintable(text));
    QVERIFY(test::processAlive(job));

    QSignalSpy firstEnded(first, &Terminal::finished);
    QSignalSpy secondEnded(opened.at(1), &Terminal::finished);
    terminals.closeAll(task.id, QStringLiteral("the session stopped"));
    QTRY_COMPARE_WITH_TIMEOUT(firstEnded.count(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(secondEnded.count(), 1, 10000);
    QCOMPARE(first->endMessage(), QStringLiteral("Closed: the session stopped."));
    QTRY_VERIFY_WITH_TIMEOUT(!test::processAlive(job), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!test::processAlive(first->pid()), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!test::processAlive(opened.at(1)->pid()), 10000);
    // What it showed stays readable after the end.
    QVERIFY(screenText(*first).contains(QStringLiteral("job:")));
}

void TestTerminals::taskWithoutWorkspaceIsRefusedInWords()
{
    testing::StoreFixture fixture;
    QVERIFY(fixture.open());
    Stores stores(*fixture.database, fixture.home.path());
    const Task task = fixture.addTask(QStringLiteral("Never started"));
    TaskTerminals terminals(stores, nullptr);
    auto future = terminals.openShell(task.id);
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 10000);
    QVERIFY(!future.result().ok());
    QCOMPARE(future.result().error(), QStringLiteral("“Never started” has no workspace on this machine yet: start its "
                                                     "agent once, and its terminal opens there"));
    auto unknown = terminals.openShell(QStringLiteral("no-such-task"));
    QTRY_VERIFY_WITH_TIMEOUT(unknown.isFinished(), 10000);
    QVERIFY(!unknown.result().ok());
    QVERIFY(terminals.terminals(task.id).isEmpty());
}

void TestTerminals::agentCliIsTheAdaptersOwnProgram()
{
    testing::StoreFixture fixture;
    QVERIFY(fixture.open());
    Stores stores(*fixture.database, fixture.home.path());
    const AgentRegistry agents;
    AgentProfile profile;
    profile.name = QStringLiteral("Gemini");
    profile.agentId = QStringLiteral("gemini");
    // Not installed here: npx runs the same package, without its ACP flag.
    Expected<AgentCli> gemini = agentCli(stores, agents, profile);
    QVERIFY2(gemini.ok(), qPrintable(gemini.error()));
    QCOMPARE(gemini->argv, (QStringList { QStringLiteral("npx"), QStringLiteral("-y"), QStringLiteral("--prefer-offline"),
                                          QStringLiteral("@google/gemini-cli") }));
    QCOMPARE(gemini->name, QStringLiteral("Gemini CLI"));
    profile.agentId = QStringLiteral("opencode-acp");
    QCOMPARE(agentCli(stores, agents, profile)->argv.constLast(), QStringLiteral("opencode-ai"));
    // An adapter around another program: that program.
    profile.agentId = QStringLiteral("claude-acp");
    QCOMPARE(agentCli(stores, agents, profile)->argv,
             (QStringList { QStringLiteral("npx"), QStringLiteral("-y"), QStringLiteral("@anthropic-ai/claude-code") }));
    profile.customCommand = QStringLiteral("/opt/my-agent --acp");
    QCOMPARE(agentCli(stores, agents, profile).error(),
             QStringLiteral("“Gemini” starts a custom ACP agent: Kandesk knows no terminal UI of its own for it"));
}

void TestTerminals::agentCliRunsWithTheProfilesSecrets()
{
    testing::StoreFixture fixture;
    QVERIFY(fixture.open());
    Stores stores(*fixture.database, fixture.home.path(), QStringLiteral("KandeskTerminalsTest"));
    stores.vault().setBackend(SecretBackendKind::File);
    QVERIFY(stores.vault().writeBlocking(QStringLiteral("cursor key"), QStringLiteral("s3cret")).ok());
    // cursor-agent on PATH stands for Cursor's own CLI.
    QTemporaryDir bin;
    QFile fake(bin.filePath(QStringLiteral("cursor-agent")));
    QVERIFY(fake.open(QIODevice::WriteOnly));
    fake.write("#!/bin/sh\necho \"cli in $(pwd) key=$CURSOR_API_KEY mode=$MODE task=$KANDESK_TASK_ID\"\nexec cat\n");
    fake.close();
    QVERIFY(fake.setPermissions(fake.permissions() | QFileDevice::ExeOwner));
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", bin.path().toLocal8Bit() + ':' + path);
    const auto restorePath = qScopeGuard([path] { qputenv("PATH", path); });

    AgentProfile profile;
    profile.name = QStringLiteral("Cursor");
    profile.agentId = QStringLiteral("cursor-acp");
    profile.envVars = { { QStringLiteral("CURSOR_API_KEY"), {}, QStringLiteral("cursor key") },
                        { QStringLiteral("MODE"), QStringLiteral("fast"), {} } };
    QVERIFY(stores.profiles().saveAgentProfile(profile).ok());
    const QString profileId = stores.profiles().agentProfiles()->constFirst().id;
    QTemporaryDir workspace;
    Task task;
    task.workspaceId = QStringLiteral("default");
    task.title = QStringLiteral("Try the agent's CLI");
    task.agentProfileId = profileId;
    auto created = stores.tasks().create(task);
    QVERIFY(created.ok());
    fixture.addSession(created->id, SessionState::Created, workspace.path());

    const AgentRegistry agents;
    TaskTerminals terminals(stores, nullptr, &agents);
    auto future = terminals.openAgentCli(created->id, 10, 200);
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 10000);
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    Terminal *terminal = *future.result();
    QCOMPARE(terminal->name(), QStringLiteral("Cursor"));
    const QString expected = QStringLiteral("cli in %1 key=s3cret mode=fast task=%2").arg(QDir(workspace.path()).canonicalPath(), created->id);
    QTRY_VERIFY2_WITH_TIMEOUT(screenText(*terminal).contains(expected), qPrintable(screenText(*terminal)), 10000);

    // No profile, no CLI; and a missing secret says which.
    TaskTerminals none(stores, nullptr, nullptr);
    auto refused = none.openAgentCli(created->id);
    QVERIFY(refused.isFinished() && !refused.result().ok());
    QVERIFY(stores.vault().removeBlocking(QStringLiteral("cursor key")).ok());
    auto noSecret = terminals.openAgentCli(created->id);
    QTRY_VERIFY_WITH_TIMEOUT(noSecret.isFinished(), 10000);
    QVERIFY(!noSecret.result().ok());
    QVERIFY2(noSecret.result().error().contains(QStringLiteral("cursor key")), qPrintable(noSecret.result().error()));
}

void TestTerminals::scrollbackLengthIsTheUsersAndKept()
{
    testing::StoreFixture fixture;
    QVERIFY(fixture.open());
    Stores stores(*fixture.database, fixture.home.path());
    QTemporaryDir workspace;
    const Task task = fixture.addTask(QStringLiteral("Long logs"));
    fixture.addSession(task.id, SessionState::Created, workspace.path());
    const auto scrollbackOf = [](const Terminal &terminal) {
        int lines = 0;
        terminal.read([&lines](const TerminalScreen &screen) { lines = screen.scrollbackSize(); });
        return lines;
    };
    // A shell that wrote 300 lines into a 10-row terminal.
    const auto shellAfterSeq = [&task](TaskTerminals &terminals, Terminal **shell) {
        auto opened = terminals.openShell(task.id, 10, 80);
        QTRY_VERIFY_WITH_TIMEOUT(opened.isFinished(), 10000);
        Terminal *terminal = *opened.result();
        QTRY_VERIFY_WITH_TIMEOUT(terminal->pid() > 0, 10000);
        terminal->sendText(QStringLiteral("seq 1 300; echo seq-done"));
        terminal->sendKey(TerminalKey::Enter);
        QTRY_VERIFY_WITH_TIMEOUT(screenText(*terminal).contains(QStringLiteral("\nseq-done")), 10000);
        *shell = terminal;
    };
    {
        TaskTerminals terminals(stores, nullptr);
        QCOMPARE(terminals.scrollbackLines(), 10000);
        Terminal *open = nullptr;
        shellAfterSeq(terminals, &open);
        QVERIFY(open);
        QVERIFY(scrollbackOf(*open) >= 290);
        // A shorter scrollback applies to the open terminal at once.
        QVERIFY(terminals.setScrollbackLines(50).ok());
        QCOMPARE(scrollbackOf(*open), 50);
        QCOMPARE(terminals.setScrollbackLines(-1).error(), QStringLiteral("A terminal keeps 0 to 1,000,000 lines of scrollback"));
    }
    // Remembered in the home: a later window's terminals keep 50.
    TaskTerminals later(stores, nullptr);
    QCOMPARE(later.scrollbackLines(), 50);
    Terminal *terminal = nullptr;
    shellAfterSeq(later, &terminal);
    QVERIFY(terminal);
    QCOMPARE(scrollbackOf(*terminal), 50);
}

QTEST_GUILESS_MAIN(TestTerminals)
#include "tst_terminals.moc"
