// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The real kandesk binary's MCP options of `kandesk profile add|edit`: servers defined, listed,
// changed and removed; bad forms refused in plain words; secret references kept as references;
// and `kandesk run` handing the servers to the stub agent and saying which one it left out.
#include "support/gitrepository.h"
#include "support/kandeskcli.h"

#include <QFile>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

const QString kStub = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestCliMcp : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh(const QString &name) { return m_dir.filePath(name + QString::number(++m_count)); }

    static QJsonObject serverNamed(const QJsonObject &profile, const QString &name)
    {
        for (const QJsonValue &value : profile.value(s("mcp_servers")).toArray()) {
            if (value.toObject().value(s("name")).toString() == name)
                return value.toObject();
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void profileAddEditAndListMcpServers()
    {
        const QString home = fresh(s("home"));
        const CliRun added = runCli({s("profile"), s("add"), s("--id"), s("mcp"), s("--name"), s("With MCP"), s("--agent-command"), kStub,
                                     s("--mcp-stdio"), s("files=/usr/bin/mcp-files --root '/srv/my data'"),
                                     s("--mcp-env"), s("files:LOG_LEVEL=debug"), s("--mcp-env-secret"), s("files:FILES_TOKEN=files-token"),
                                     s("--mcp-http"), s("docs=https://mcp.example.test/docs"),
                                     s("--mcp-header-secret"), s("docs:Authorization=docs-key"), s("--mcp-header"), s("docs:X-Team=core"),
                                     s("--mcp-sse"), s("events=http://127.0.0.1:8123/sse"), s("--json"), s("--data-dir"), home});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        // Secrets not stored yet are said, not refused (the launch fails closed on them).
        QVERIFY2(added.err.contains(s("no secret named files-token is stored yet")), qPrintable(added.err));
        const QJsonObject profile = added.json();
        QCOMPARE(profile.value(s("mcp_servers")).toArray().size(), 3);
        const QJsonObject files = serverNamed(profile, s("files"));
        QCOMPARE(files.value(s("type")).toString(), s("stdio"));
        QCOMPARE(files.value(s("command")).toString(), s("/usr/bin/mcp-files"));
        QCOMPARE(files.value(s("args")).toArray(), (QJsonArray{s("--root"), s("/srv/my data")}));
        QCOMPARE(files.value(s("env")).toArray(),
                 (QJsonArray{QJsonObject{{s("name"), s("LOG_LEVEL")}, {s("value"), s("debug")}},
                             QJsonObject{{s("name"), s("FILES_TOKEN")}, {s("secret"), s("files-token")}}}));
        const QJsonObject docs = serverNamed(profile, s("docs"));
        QCOMPARE(docs.value(s("type")).toString(), s("http"));
        QCOMPARE(docs.value(s("url")).toString(), s("https://mcp.example.test/docs"));
        QJsonObject authorization;
        for (const QJsonValue &header : docs.value(s("headers")).toArray()) {
            if (header.toObject().value(s("name")).toString() == QLatin1String("Authorization"))
                authorization = header.toObject();
        }
        QCOMPARE(authorization, (QJsonObject{{s("name"), s("Authorization")}, {s("secret"), s("docs-key")}}));
        QCOMPARE(serverNamed(profile, s("events")).value(s("type")).toString(), s("sse"));

        const CliRun listed = runCli({s("profile"), s("list"), s("--data-dir"), home});
        QVERIFY2(listed.out.contains(s("mcp: files (stdio) /usr/bin/mcp-files --root /srv/my data")), qPrintable(listed.out));
        QVERIFY2(listed.out.contains(s("env: FILES_TOKEN = secret files-token")), qPrintable(listed.out));
        QVERIFY2(listed.out.contains(s("mcp: docs (http) https://mcp.example.test/docs")), qPrintable(listed.out));
        QVERIFY2(listed.out.contains(s("header: Authorization = secret docs-key")), qPrintable(listed.out));

        // A server defined again keeps its headers; one removed is gone; the rest stays.
        const CliRun edited = runCli({s("profile"), s("edit"), s("mcp"), s("--mcp-http"), s("docs=https://mcp.example.test/v2"),
                                      s("--remove-mcp"), s("events"), s("--json"), s("--data-dir"), home});
        QVERIFY2(edited.exitCode == 0, qPrintable(edited.err));
        QCOMPARE(edited.json().value(s("mcp_servers")).toArray().size(), 2);
        QCOMPARE(serverNamed(edited.json(), s("docs")).value(s("url")).toString(), s("https://mcp.example.test/v2"));
        QCOMPARE(serverNamed(edited.json(), s("docs")).value(s("headers")).toArray().size(), 2);

        const CliRun cleared = runCli({s("profile"), s("edit"), s("mcp"), s("--clear-mcp"), s("--json"), s("--data-dir"), home});
        QVERIFY2(cleared.exitCode == 0, qPrintable(cleared.err));
        QCOMPARE(cleared.json().value(s("mcp_servers")).toArray().size(), 0);
    }

    void badMcpFormsAreRefusedInPlainWords_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("stdio without =") << QStringList{s("--mcp-stdio"), s("files")} << s("--mcp-stdio needs NAME=COMMAND [ARGS…]");
        QTest::newRow("stdio without command") << QStringList{s("--mcp-stdio"), s("files=")} << s("give the server's command after the =");
        QTest::newRow("stdio unclosed quote") << QStringList{s("--mcp-stdio"), s("files=mcp 'open")} << s("--mcp-stdio files=mcp 'open: unclosed single quote");
        QTest::newRow("bad name") << QStringList{s("--mcp-http"), s("my docs=https://h/x")} << s("\"my docs\" is not a valid MCP server name");
        QTest::newRow("bad URL") << QStringList{s("--mcp-http"), s("docs=mcp.example.test")} << s("\"mcp.example.test\" is not an http:// or https:// URL");
        QTest::newRow("sse bad URL") << QStringList{s("--mcp-sse"), s("ev=ftp://h/x")} << s("--mcp-sse ev=ftp://h/x");
        QTest::newRow("env of unknown server") << QStringList{s("--mcp-env"), s("nope:A=1")} << s("the profile has no MCP server \"nope\"");
        QTest::newRow("env form") << QStringList{s("--mcp-env"), s("A=1")} << s("--mcp-env needs SERVER:NAME=VALUE");
        QTest::newRow("header on stdio") << QStringList{s("--mcp-stdio"), s("files=x"), s("--mcp-header"), s("files:X-A=1")}
                                         << s("\"files\" is a stdio server: give it variables with --mcp-env");
        QTest::newRow("env on http") << QStringList{s("--mcp-http"), s("docs=https://h/x"), s("--mcp-env"), s("docs:A=1")}
                                     << s("\"docs\" is an http server: give it headers with --mcp-header");
        QTest::newRow("bad header name") << QStringList{s("--mcp-http"), s("docs=https://h/x"), s("--mcp-header"), s("docs:Bad Header=1")}
                                         << s("MCP server “docs”: \"Bad Header\" is not a valid header name");
        QTest::newRow("bad secret name") << QStringList{s("--mcp-stdio"), s("files=x"), s("--mcp-env-secret"), s("files:T=no good")}
                                         << s("\"no good\" is not a valid secret name");
        QTest::newRow("remove on add") << QStringList{s("--remove-mcp"), s("x")} << s("--remove-mcp changes a stored profile");
    }

    void badMcpFormsAreRefusedInPlainWords()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const QString home = fresh(s("home"));
        const CliRun run = runCli(QStringList{s("profile"), s("add"), s("--name"), s("Bad"), s("--agent-command"), kStub} + arguments
                                  + QStringList{s("--data-dir"), home});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        // Nothing was saved.
        QVERIFY2(runCli({s("profile"), s("list"), s("--json"), s("--data-dir"), home}).json().value(s("profiles")).toArray().isEmpty(),
                 "a refused profile must not be stored");
    }

    void removingAnUnknownServerIsRefused()
    {
        const QString home = fresh(s("home"));
        QCOMPARE(runCli({s("profile"), s("add"), s("--id"), s("p"), s("--name"), s("P"), s("--agent-command"), kStub, s("--data-dir"), home}).exitCode, 0);
        const CliRun run = runCli({s("profile"), s("edit"), s("p"), s("--remove-mcp"), s("ghost"), s("--data-dir"), home});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(s("--remove-mcp ghost: the profile has no MCP server of that name")), qPrintable(run.err));
    }

    void kandeskRunHandsTheServersToTheAgentAndSaysWhichItLeftOut()
    {
        const QString home = fresh(s("home"));
        const QString record = fresh(s("mcp-record"));
        const QString secret = s("files-secret-value-9876");
        QCOMPARE(runCli({s("secret"), s("set"), s("files-token"), s("--data-dir"), home}, secret.toUtf8() + "\n").exitCode, 0);
        const CliRun added = runCli({s("profile"), s("add"), s("--name"), s("Stub MCP"), s("--agent-command"), kStub + s(" --record-mcp '") + record + s("'"),
                                     s("--mcp-stdio"), s("files=mcp-files -v"), s("--mcp-env-secret"), s("files:FILES_TOKEN=files-token"),
                                     s("--mcp-http"), s("docs=https://mcp.example.test/docs"), s("--data-dir"), home});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));

        const QString repo = makeGitRepository(fresh(s("src")));
        const CliRun run = runCli({s("run"), s("--executor"), s("local"), s("--repo"), repo, s("--data-dir"), home, s("stream 1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.err.contains(s("[notice] The MCP server “docs” was not given to the agent: it takes no http MCP servers (only stdio).")),
                 qPrintable(run.err));
        QVERIFY2(!QString(run.out + run.err).contains(secret), "a secret's value must not be printed");

        QFile file(record);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QJsonArray servers;
        for (const QByteArray &line : lines) {
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            if (object.value(s("method")).toString() == QLatin1String("session/new"))
                servers = object.value(s("mcpServers")).toArray();
        }
        QCOMPARE(servers,
                 (QJsonArray{QJsonObject{{s("name"), s("files")},
                                         {s("command"), s("mcp-files")},
                                         {s("args"), QJsonArray{s("-v")}},
                                         {s("env"), QJsonArray{QJsonObject{{s("name"), s("FILES_TOKEN")}, {s("value"), secret}}}}}}));
        QTRY_COMPARE_WITH_TIMEOUT(processesUnder(home), QStringList{}, 15'000);
    }
};

QTEST_GUILESS_MAIN(TestCliMcp)
#include "tst_climcp.moc"
