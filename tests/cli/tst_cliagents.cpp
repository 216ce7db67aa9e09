// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// `kandesk agent list | check | install | update | remove | pin | unpin` on the real binary, with a
// built-in agent's package made by the test (file: tarballs: no registry).
#include "support/kandeskcli.h"

#include "support/npmtestpackages.h"

#include <QFile>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// The list's row of agentId.
QJsonObject rowOf(const test::CliRun &run, const QString &agentId)
{
    const QJsonArray agents = run.json().value(s("agents")).toArray();
    for (const QJsonValue &agent : agents) {
        if (agent.toObject().value(s("id")).toString() == agentId)
            return agent.toObject();
    }
    return {};
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &one : value.toArray())
        list.append(one.toString());
    return list;
}

} // namespace

class TestCliAgents : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    const QString m_package = s("@blowmage/cursor-agent-acp"); // the cursor-acp built-in agent

    QString home() const { return m_dir.filePath(s("home")); }

    QString pack(const QString &version, const QString &engines = {})
    {
        test::TestPackage package;
        package.name = m_package;
        package.version = version;
        package.enginesNode = engines;
        QString error;
        const QString tarball = test::packTestPackage(m_dir.filePath(s("packages")), package, &error);
        if (tarball.isEmpty())
            qFatal("%s", qPrintable(error));
        return s("file:") + tarball;
    }

    test::CliRun agent(QStringList arguments)
    {
        return test::runCli(QStringList{s("agent")} + arguments + QStringList{s("--data-dir"), home()}, {}, 180'000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(s("npm")).isEmpty() || QStandardPaths::findExecutable(s("node")).isEmpty())
            QSKIP("node and npm are not installed: Kandesk cannot install npm agents here");
        QVERIFY(m_dir.isValid());
    }

    void installListPinUpdateRemove()
    {
        const test::CliRun empty = agent({s("list"), s("--json")});
        QVERIFY2(empty.exitCode == 0, qPrintable(empty.err));
        QVERIFY(!rowOf(empty, s("claude-acp")).isEmpty());
        QCOMPARE(rowOf(empty, s("cursor-acp")).value(s("package")).toString(), m_package);
        QVERIFY(strings(rowOf(empty, s("cursor-acp")).value(s("installed"))).isEmpty());

        // ID@SPEC installs and pins; npm's output streams to stderr.
        const test::CliRun first = agent({s("install"), s("cursor-acp@") + pack(s("1.0.0")), s("--json")});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err + first.out));
        QVERIFY2(first.err.contains(s("npm install file:")), qPrintable(first.err));
        QCOMPARE(first.json().value(s("version")).toString(), s("1.0.0"));
        QCOMPARE(first.json().value(s("pin")).toString(), s("1.0.0"));
        QVERIFY(QFileInfo(first.json().value(s("entry")).toString()).isFile());
        QVERIFY2(first.json().value(s("path")).toString().endsWith(s("/agents/@blowmage/cursor-agent-acp/1.0.0")),
                 qPrintable(first.json().value(s("path")).toString()));

        const test::CliRun second = agent({s("install"), s("cursor-acp@") + pack(s("2.0.0"))});
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QVERIFY2(second.out.contains(s("cursor-acp 2.0.0 is installed")), qPrintable(second.out));

        const test::CliRun pinned = agent({s("pin"), s("cursor-acp"), s("1.0.0"), s("--json")});
        QVERIFY2(pinned.exitCode == 0, qPrintable(pinned.err));
        QJsonObject row = rowOf(agent({s("list"), s("--json")}), s("cursor-acp"));
        QCOMPARE(strings(row.value(s("installed"))), (QStringList{s("2.0.0"), s("1.0.0")}));
        QCOMPARE(row.value(s("pin")).toString(), s("1.0.0"));
        QCOMPARE(row.value(s("active")).toString(), s("1.0.0"));

        // A pinned agent updates to its pin (installed: nothing to fetch) and keeps it.
        const test::CliRun update = agent({s("update"), s("cursor-acp"), s("--json")});
        QVERIFY2(update.exitCode == 0, qPrintable(update.err + update.out));
        QCOMPARE(update.json().value(s("version")).toString(), s("1.0.0"));
        QCOMPARE(strings(update.json().value(s("removed"))), QStringList{s("2.0.0")});
        row = rowOf(agent({s("list"), s("--json")}), s("cursor-acp"));
        QCOMPARE(strings(row.value(s("installed"))), QStringList{s("1.0.0")});

        const test::CliRun unpinned = agent({s("unpin"), s("cursor-acp")});
        QVERIFY2(unpinned.exitCode == 0, qPrintable(unpinned.err));
        QVERIFY2(unpinned.out.contains(s("follows the newest installed version")), qPrintable(unpinned.out));
        const test::CliRun text = agent({s("list")});
        QVERIFY2(text.out.contains(s("cursor-acp  Cursor (@blowmage/cursor-agent-acp): installed 1.0.0")), qPrintable(text.out));

        const test::CliRun removed = agent({s("remove"), s("cursor-acp"), s("--json")});
        QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
        QVERIFY(strings(rowOf(agent({s("list"), s("--json")}), s("cursor-acp")).value(s("installed"))).isEmpty());
        const test::CliRun again = agent({s("remove"), s("cursor-acp")});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(s("Cursor (cursor-acp) is not installed")), qPrintable(again.err));
    }

    void aPackageForANewerNodeIsRefusedWithBothVersions()
    {
        const test::CliRun refused = agent({s("install"), s("cursor-acp@") + pack(s("9.0.0"), s(">=99"))});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(s("cursor-agent-acp 9.0.0 needs Node ≥ 99; this machine has ")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(s("Install Node 99")), qPrintable(refused.err));
        QVERIFY(strings(rowOf(agent({s("list"), s("--json")}), s("cursor-acp")).value(s("installed"))).isEmpty());
    }

    void badUsageSaysWhy_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown agent") << QStringList{s("install"), s("nosuch")} << s("no built-in agent \"nosuch\"");
        QTest::newRow("no version") << QStringList{s("install"), s("cursor-acp@")} << s("names no version after @");
        QTest::newRow("unknown command") << QStringList{s("frobnicate")} << s("unknown command \"frobnicate\"");
        QTest::newRow("update with version") << QStringList{s("update"), s("cursor-acp@1.0.0")} << s("without @VERSION");
        QTest::newRow("pin without version") << QStringList{s("pin"), s("cursor-acp")} << s("usage: kandesk agent pin ID VERSION");
    }

    void badUsageSaysWhy()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const test::CliRun run = agent(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    // A profile pins a version of its built-in npm agent, or runs it through npx.
    void profilesPinAVersionOrChooseNpx()
    {
        auto profile = [this](QStringList arguments) {
            return test::runCli(QStringList{s("profile")} + arguments + QStringList{s("--data-dir"), home()});
        };
        const test::CliRun added = profile({s("add"), s("--name"), s("Cursor old"), s("--id"), s("cursor-old"), s("--agent"), s("cursor-acp"),
                                            s("--agent-version"), s("1.0.0"), s("--npx"), s("--json")});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        QCOMPARE(added.json().value(s("agent_version")).toString(), s("1.0.0"));
        QVERIFY(added.json().value(s("run_with_npx")).toBool());
        const test::CliRun edited = profile({s("edit"), s("cursor-old"), s("--no-npx"), s("--agent-version"), QString(), s("--json")});
        QVERIFY2(edited.exitCode == 0, qPrintable(edited.err));
        QCOMPARE(edited.json().value(s("agent_version")).toString(), QString());
        QVERIFY(!edited.json().value(s("run_with_npx")).toBool());

        const test::CliRun badVersion = profile({s("edit"), s("cursor-old"), s("--agent-version"), s("newest")});
        QCOMPARE(badVersion.exitCode, 2);
        QVERIFY2(badVersion.err.contains(s("Agent version: \"newest\" is not a version")), qPrintable(badVersion.err));
        const test::CliRun custom = profile({s("add"), s("--name"), s("Mine"), s("--agent-command"), s("/bin/cat"), s("--npx")});
        QCOMPARE(custom.exitCode, 2);
        QVERIFY2(custom.err.contains(s("are for built-in npm agents")), qPrintable(custom.err));
    }

    // What the empty board says, on the command line: a node too old for Claude Code, with the command.
    void checkSaysWhatEachAgentLacks()
    {
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        QVERIFY(test::writeTestScript(bin.filePath(s("node")), "echo v18.19.0\n"));
        qputenv("KANDESK_NODE", QFile::encodeName(bin.filePath(s("node"))));
        const test::CliRun json = agent({s("check"), s("--json")});
        const test::CliRun text = agent({s("check")});
        qunsetenv("KANDESK_NODE");
        QVERIFY2(json.exitCode == 0, qPrintable(json.failure()));
        QCOMPARE(json.json().value(s("node")).toObject().value(s("version")).toString(), s("18.19.0"));
        const QJsonObject claude = rowOf(json, s("claude-acp"));
        QVERIFY(!claude.value(s("ready")).toBool());
        QCOMPARE(claude.value(s("node")).toString(), s("≥ 22"));
        const QJsonObject first = claude.value(s("needs")).toArray().first().toObject();
        QCOMPARE(first.value(s("need")).toString(), s("needs Node.js ≥ 22; this computer has 18.19"));
        QVERIFY2(first.value(s("fix")).toString().contains(s("sudo n 22")), qPrintable(first.value(s("fix")).toString()));
        QVERIFY2(text.exitCode == 0, qPrintable(text.failure()));
        QVERIFY2(text.out.startsWith(s("Node.js: 18.19.0 (") + bin.filePath(s("node")) + s(")\n")), qPrintable(text.out));
        QVERIFY2(text.out.contains(s("⚠ Claude Code (claude-acp): needs Node.js ≥ 22; this computer has 18.19")), qPrintable(text.out));
    }

    void aBadPinIsRefused()
    {
        const test::CliRun run = agent({s("pin"), s("cursor-acp"), s("newest")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(s("\"newest\" is not a version")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCliAgents)
#include "tst_cliagents.moc"
