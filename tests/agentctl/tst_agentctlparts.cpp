// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl's building blocks without a process around them: workspace confinement, command-line
// splitting, git output parsing, the stderr ring, stdout line splitting, exit reports, JSON-RPC id
// bookkeeping and malformed input, the auth gate.
#include "agentctl/acp/agentexit.h"
#include "agentctl/acp/fsaccess.h"
#include "agentctl/acp/jsonrpcconnection.h"
#include "agentctl/acp/linesplitter.h"
#include "agentctl/authgate.h"
#include "agentctl/gitstatus.h"
#include "agentctl/instance.h"
#include "agentctl/stderrring.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::agentctl;

namespace {
// Raw strings live out here: moc does not parse them inside a Q_OBJECT class.
const char *const kQuotedWords = R"(run "a b" c)";
const char *const kSingleQuoted = R"(x 'a\b')";
const char *const kBackslashKept = R"(a\b)";
const char *const kEscapedSpace = R"(a\ b)";
const char *const kEmptyQuoted = R"(x "")";
const char *const kAgentRequestWithOurId
    = R"({"jsonrpc":"2.0","id":1,"method":"fs/read_text_file","params":{"path":"x"}})";
const char *const kAgentRequestWithStringId
    = R"({"jsonrpc":"2.0","id":"perm-7","method":"session/request_permission","params":{}})";
const char *const kUpdateNotification = R"({"jsonrpc":"2.0","method":"session/update","params":{}})";
const char *const kAnswerWithStringId = R"({"jsonrpc":"2.0","id":"1","result":{"ok":true}})";
const char *const kAnswerToNobody = R"({"jsonrpc":"2.0","id":4242,"result":{}})";
const char *const kUpdateHead = R"({"jsonrpc":"2.0","method":"session/update","params":{"text":"bad )";
const char *const kUpdateTail = R"( bytes"}})";

QString str(const char *s)
{
    return QString::fromLatin1(s);
}
} // namespace

class TestAgentctlParts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // agentctl's parts fed handmade messages, broken on purpose, in process: not an agent's
    // conversation for the ACP conformance check.
    void initTestCase() { qunsetenv("KANDESK_ACP_TRACE_DIR"); }
    void confinesPathsToTheWorkspace_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("file inside") << str("a.txt") << true;
        QTest::newRow("missing nested inside") << str("x/y/z.txt") << true;
        QTest::newRow("dot-dot out") << str("../a.txt") << false;
        QTest::newRow("dot-dot back in") << str("sub/../a.txt") << true;
        QTest::newRow("absolute outside") << str("/etc/passwd") << false;
        QTest::newRow("symlinked folder out") << str("out/file.txt") << false;
        QTest::newRow("symlinked file out") << str("outfile") << false;
        QTest::newRow("dangling symlink") << str("dangling") << false;
        QTest::newRow("symlink staying in") << str("inlink/a.txt") << true;
    }
    void confinesPathsToTheWorkspace()
    {
        QFETCH(QString, path);
        QFETCH(bool, allowed);
        QTemporaryDir root;
        QTemporaryDir outside;
        const QString ws = root.filePath(str("ws"));
        QVERIFY(QDir().mkpath(ws + str("/sub")));
        QFile(ws + str("/a.txt")).open(QIODevice::WriteOnly);
        QFile(outside.filePath(str("f"))).open(QIODevice::WriteOnly);
        QVERIFY(QFile::link(outside.path(), ws + str("/out")));
        QVERIFY(QFile::link(outside.filePath(str("f")), ws + str("/outfile")));
        QVERIFY(QFile::link(outside.filePath(str("nothing-here")), ws + str("/dangling")));
        QVERIFY(QFile::link(ws + str("/sub"), ws + str("/inlink")));

        const FsAccess fs(ws);
        QString resolved;
        QString error;
        QCOMPARE(fs.resolve(path.startsWith(QLatin1Char('/')) ? path : ws + QLatin1Char('/') + path, &resolved, &error),
            allowed);
        QCOMPARE(fs.resolve(path, &resolved, &error), allowed);
        if (!allowed)
            QVERIFY(!error.isEmpty());
        // Writing follows the same rule: nothing may appear outside.
        QCOMPARE(fs.writeText(path, str("data"), &error), allowed);
        QVERIFY(!QFileInfo::exists(outside.filePath(str("nothing-here"))));
        QVERIFY(!QFileInfo::exists(outside.filePath(str("file.txt"))));
    }

    void readsLineRangesAndMissingFiles()
    {
        QTemporaryDir ws;
        const FsAccess fs(ws.path());
        QString content = str("stale");
        QString error;
        QVERIFY(fs.readText(str("missing.txt"), 0, 0, &content, &error));
        QVERIFY(content.isEmpty());
        QVERIFY(fs.writeText(str("lines.txt"), str("1\n2\n3\n4\n"), &error));
        QVERIFY(fs.readText(str("lines.txt"), 2, 2, &content, &error));
        QCOMPARE(content, str("2\n3"));
    }

    void splitsCommandLinesWithoutAShell_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("argv");
        QTest::newRow("plain") << str("npx -y agent --acp")
                               << QStringList { str("npx"), str("-y"), str("agent"), str("--acp") };
        QTest::newRow("double quotes") << str(kQuotedWords) << QStringList { str("run"), str("a b"), str("c") };
        QTest::newRow("single quotes keep backslash")
            << str(kSingleQuoted) << QStringList { str("x"), str(kBackslashKept) };
        QTest::newRow("escaped space") << str(kEscapedSpace) << QStringList { str("a b") };
        QTest::newRow("empty quoted") << str(kEmptyQuoted) << QStringList { str("x"), QString() };
        QTest::newRow("no expansion") << str("echo $HOME; rm") << QStringList { str("echo"), str("$HOME;"), str("rm") };
    }
    void splitsCommandLinesWithoutAShell()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, argv);
        QCOMPARE(splitCommandLine(line), argv);
    }

    void keepsAnExecutablePathWithSpacesWhole()
    {
        QTemporaryDir dir;
        const QString agent = dir.filePath(str("my agent"));
        QVERIFY(QFile::copy(str("/bin/true"), agent));
        QCOMPARE(commandArgv(agent), QStringList { agent });
        QCOMPARE(commandArgv(str("npx -y agent")), (QStringList { str("npx"), str("-y"), str("agent") }));
        // Structured argv wins over the display line, tokens with spaces and empty tokens intact.
        const QStringList argv { str("runner"), str("two words"), QString(), str("C:\\tools\\agent.exe") };
        QCOMPARE(commandArgv(str("runner two words C:\\tools\\agent.exe"), argv), argv);
        QVERIFY(commandArgv(str("  ")).isEmpty());
    }

    void parsesPorcelainV2()
    {
        QByteArray output;
        output += QByteArray("# branch.oid 1234abcd") + '\0';
        output += QByteArray("# branch.head feature/x") + '\0';
        output += QByteArray("# branch.upstream origin/feature/x") + '\0';
        output += QByteArray("# branch.ab +2 -1") + '\0';
        output += QByteArray("1 .M N... 100644 100644 100644 aaa bbb file with spaces.txt") + '\0';
        output += QByteArray("1 A. N... 000000 100644 100644 000 bbb added.txt") + '\0';
        output += QByteArray("2 R. N... 100644 100644 100644 aaa bbb R100 new name.txt") + '\0'
            + QByteArray("old name.txt") + '\0';
        output += QByteArray("u UU N... 100644 100644 100644 100644 a b c conflict.txt") + '\0';
        output += QByteArray("? untracked dir/u.txt") + '\0';
        output += QByteArray("! ignored.o") + '\0';
        const QJsonObject status = gitparse::porcelainV2(output);
        QCOMPARE(status.value(str("branch")).toString(), str("feature/x"));
        QCOMPARE(status.value(str("upstream")).toString(), str("origin/feature/x"));
        QCOMPARE(status.value(str("ahead")).toInt(), 2);
        QCOMPARE(status.value(str("behind")).toInt(), 1);
        const QJsonArray files = status.value(str("files")).toArray();
        QCOMPARE(files.size(), 5);
        QCOMPARE(files.at(0).toObject().value(str("path")).toString(), str("file with spaces.txt"));
        QCOMPARE(files.at(0).toObject().value(str("status")).toString(), str("modified"));
        QCOMPARE(files.at(0).toObject().value(str("staged")).toBool(), false);
        QCOMPARE(files.at(1).toObject().value(str("status")).toString(), str("added"));
        QCOMPARE(files.at(1).toObject().value(str("staged")).toBool(), true);
        QCOMPARE(files.at(2).toObject().value(str("status")).toString(), str("renamed"));
        QCOMPARE(files.at(2).toObject().value(str("path")).toString(), str("new name.txt"));
        QCOMPARE(files.at(2).toObject().value(str("old_path")).toString(), str("old name.txt"));
        QCOMPARE(files.at(3).toObject().value(str("status")).toString(), str("conflicted"));
        QCOMPARE(files.at(4).toObject().value(str("status")).toString(), str("untracked"));
        QCOMPARE(files.at(4).toObject().value(str("path")).toString(), str("untracked dir/u.txt"));
    }

    void parsesNumstat()
    {
        const QByteArray output = QByteArray("3\t1\ta.txt") + '\0' + QByteArray("-\t-\tbinary.png") + '\0'
            + QByteArray("0\t5\tdir/with\ttab") + '\0';
        const auto counts = gitparse::numstat(output);
        QCOMPARE(counts.value(str("a.txt")), qMakePair(3, 1));
        QCOMPARE(counts.value(str("binary.png")), qMakePair(0, 0));
        QCOMPARE(counts.value(str("dir/with\ttab")), qMakePair(0, 5));
    }

    void boundsTheStderrRing()
    {
        StderrRing ring(3, 1024);
        ring.append("one\ntwo\nthr");
        ring.append("ee\nfour\nfive");
        QCOMPARE(ring.text(), str("two\nthree\nfour\nfive"));
        StderrRing small(100, 10);
        small.append("0123456789abcdef\nxy\n");
        QCOMPARE(small.text(), str("xy\n"));
        small.append(QByteArray(100, 'z'));
        QVERIFY(small.text().size() <= 20);
    }

    void tailsTheStderrRing()
    {
        StderrRing ring;
        ring.append("first\n\n   \n");
        for (int i = 0; i < 25; ++i)
            ring.append(QByteArray("line ") + QByteArray::number(i) + '\n');
        ring.append("  indented and unfinished");
        const QStringList tail = ring.tail(20, 8);
        QCOMPARE(tail.size(), 20);
        QCOMPARE(tail.first(), str("line 6"));
        QCOMPARE(tail.last(), str("  indent")); // cut to 8 characters, its indentation kept
        QCOMPARE(StderrRing().tail(20, 500), QStringList());
    }

    void splitsLinesInOnePassAndDropsOversizedOnes()
    {
        LineSplitter splitter(16);
        QList<QByteArray> lines;
        QList<QByteArray> oversized;
        auto feed = [&](const QByteArray &data) {
            splitter.feed(
                data, [&](const QByteArray &line) { lines.append(line); },
                [&](const QByteArray &start) { oversized.append(start); });
        };
        feed("ab\ncd");
        feed("ef\r\n\n   \n");
        QCOMPARE(lines, (QList<QByteArray> { "ab", "cdef" }));
        // Over the cap without a newline: reported once, dropped up to its newline, never buffered.
        feed("0123456789");
        feed("0123456789");
        QCOMPARE(oversized.size(), 1);
        QVERIFY(oversized.first().startsWith("0123456789012345"));
        QCOMPARE(splitter.bufferedBytes(), 0);
        feed(QByteArray(1000, 'z'));
        QCOMPARE(splitter.bufferedBytes(), 0);
        feed("tail\nok\n");
        QCOMPARE(lines, (QList<QByteArray> { "ab", "cdef", "ok" }));
        // Over the cap inside one read.
        feed(QByteArray(40, 'q') + "\nfine\n");
        QCOMPARE(oversized.size(), 2);
        QCOMPARE(lines.last(), QByteArray("fine"));
        // Exactly the cap is still a line.
        feed(QByteArray(16, 'e') + '\n');
        QCOMPARE(lines.last(), QByteArray(16, 'e'));
        QCOMPARE(oversized.size(), 2);
    }

    void describesAgentExits_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("crashed");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("exit code") << 3 << false << str("The agent exited with code 3.")
                                   << QStringList { str("exit_code"), str("message"), str("stderr_tail") };
        QTest::newRow("exit code 0") << 0 << false << str("The agent exited with code 0.")
                                     << QStringList { str("exit_code"), str("message"), str("stderr_tail") };
        QTest::newRow("SIGKILL") << 9 << true << str("The agent was killed by signal 9 (SIGKILL).")
                                 << QStringList { str("message"), str("signal"), str("signal_name"),
                                        str("stderr_tail") };
        QTest::newRow("SIGSEGV") << 11 << true << str("The agent was killed by signal 11 (SIGSEGV).")
                                 << QStringList { str("message"), str("signal"), str("signal_name"),
                                        str("stderr_tail") };
        QTest::newRow("unknown crash") << 0 << true << str("The agent crashed.")
                                       << QStringList { str("message"), str("stderr_tail") };
    }
    void describesAgentExits()
    {
        QFETCH(int, exitCode);
        QFETCH(bool, crashed);
        QFETCH(QString, message);
        QFETCH(QStringList, keys);
        const AgentExit ended { exitCode, crashed, { str("OPENAI_API_KEY is not set") } };
        QCOMPARE(ended.message(), message);
        const QJsonObject json = ended.toJson();
        QCOMPARE(json.keys(), keys);
        QCOMPARE(json.value(str("stderr_tail")).toArray().first().toString(), str("OPENAI_API_KEY is not set"));
        QCOMPARE(ended.errorPayload().value(str("error")).toString(), message);
        QCOMPARE(ended.errorPayload().value(str("agent_exit")).toObject(), json);
    }

    void repairsInvalidUtf8AndReportsWhatItSkips()
    {
        JsonRpcConnection rpc([](const QByteArray &) {});
        QList<OutputProblems::Kind> problems;
        QObject::connect(&rpc, &JsonRpcConnection::outputProblem, &rpc,
            [&problems](OutputProblems::Kind kind, const QByteArray &) { problems.append(kind); });
        QList<QJsonObject> notifications;
        QObject::connect(&rpc, &JsonRpcConnection::notificationReceived, &rpc,
            [&notifications](const QString &, const QJsonObject &params) { notifications.append(params); });

        rpc.handleLine(QByteArray(kUpdateHead) + "\xff\xfe" + kUpdateTail);
        QCOMPARE(notifications.size(), 1);
        QVERIFY(notifications.first().value(str("text")).toString().startsWith(QStringLiteral("bad \uFFFD")));
        rpc.handleLine("not json \xff");
        rpc.handleLine(kAnswerToNobody);
        QCOMPARE(problems,
            (QList<OutputProblems::Kind> { OutputProblems::Kind::InvalidUtf8, OutputProblems::Kind::NonJson,
                OutputProblems::Kind::UnknownResponseId }));
    }

    void announcesEachProblemOncePerTurn()
    {
        OutputProblems problems;
        QCOMPARE(problems.takeTurnWarning(OutputProblems::Kind::NonJson).value(str("warning_kind")).toString(),
            str("non_json_output"));
        QVERIFY(problems.takeTurnWarning(OutputProblems::Kind::NonJson).isEmpty());
        QCOMPARE(problems.takeTurnWarning(OutputProblems::Kind::Oversized).value(str("warning_kind")).toString(),
            str("oversized_output"));
        QVERIFY(problems.takeTurnWarning(OutputProblems::Kind::UnknownResponseId).isEmpty());
        QVERIFY(problems.takeTurnWarning(OutputProblems::Kind::ForeignSession).isEmpty());
        problems.startTurn();
        const QJsonObject warning = problems.takeTurnWarning(OutputProblems::Kind::InvalidUtf8);
        QCOMPARE(warning.value(str("type")).toString(), str("warning"));
        QCOMPARE(warning.value(str("warning")).toString(),
            QStringLiteral("The agent wrote text that is not valid UTF-8; the bad bytes show as \uFFFD."));
        QCOMPARE(problems.takeTurnWarning(OutputProblems::Kind::NonJson).value(str("warning_kind")).toString(),
            str("non_json_output"));
    }

    void keepsAgentAndClientIdsApart()
    {
        QList<QByteArray> written;
        JsonRpcConnection rpc([&written](const QByteArray &line) { written.append(line); });
        QSignalSpy requests(&rpc, &JsonRpcConnection::requestReceived);
        QSignalSpy notifications(&rpc, &JsonRpcConnection::notificationReceived);
        QJsonValue result(QJsonValue::Undefined);
        rpc.request(str("initialize"), {}, [&result](const QJsonValue &value, const QJsonObject &) { result = value; });
        const QJsonObject sent = QJsonDocument::fromJson(written.first()).object();
        QCOMPARE(sent.value(str("id")).toInt(), 1);

        // The agent's own request with the same id is a request, not our answer.
        rpc.handleLine(kAgentRequestWithOurId);
        QCOMPARE(requests.size(), 1);
        QVERIFY(result.isUndefined());
        rpc.handleLine(kAgentRequestWithStringId);
        QCOMPARE(requests.size(), 2);
        QCOMPARE(requests.at(1).at(0).value<QJsonValue>().toString(), str("perm-7"));
        rpc.handleLine("not json at all");
        rpc.handleLine(kUpdateNotification);
        QCOMPARE(notifications.size(), 1);
        // Our numeric id echoed back as a string still resolves.
        rpc.handleLine(kAnswerWithStringId);
        QCOMPARE(result.toObject().value(str("ok")).toBool(), true);

        QJsonObject failure;
        rpc.request(
            str("session/prompt"), {}, [&failure](const QJsonValue &, const QJsonObject &error) { failure = error; });
        rpc.failPending(str("agent gone"));
        QCOMPARE(failure.value(str("message")).toString(), str("agent gone"));
    }

    void grantsOneTokenPerNonce()
    {
        AuthGate gate(QByteArrayLiteral("nonce-1"));
        QString token;
        QVERIFY(!gate.allows("Bearer anything"));
        QCOMPARE(gate.handshake("wrong", &token), AuthGate::Handshake::Refused);
        QCOMPARE(gate.handshake("nonce-1", &token), AuthGate::Handshake::Granted);
        QVERIFY(token.size() >= 32);
        QCOMPARE(gate.handshake("nonce-1", &token), AuthGate::Handshake::Refused);
        QVERIFY(gate.allows("Bearer " + token.toLatin1()));
        QVERIFY(!gate.allows(token.toLatin1()));
        QVERIFY(!gate.allows("Bearer " + token.toLatin1().chopped(1)));

        AuthGate open { QByteArray() };
        QVERIFY(open.allows(QByteArray()));
        QCOMPARE(open.handshake("x", &token), AuthGate::Handshake::Disabled);
    }
};

QTEST_GUILESS_MAIN(TestAgentctlParts)
#include "tst_agentctlparts.moc"
