// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl's building blocks without a process around them: workspace confinement, command-line
// splitting, git output parsing, the stderr ring, JSON-RPC id bookkeeping, the auth gate.
#include "agentctl/authgate.h"
#include "agentctl/fsaccess.h"
#include "agentctl/gitstatus.h"
#include "agentctl/instance.h"
#include "agentctl/jsonrpcconnection.h"
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

QString str(const char *s)
{
    return QString::fromLatin1(s);
}
} // namespace

class TestAgentctlParts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
