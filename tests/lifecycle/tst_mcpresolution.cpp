// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// An agent profile's MCP servers: the checks Settings and the command line share, their resolution
// for a launch (secrets revealed, broken definitions refused by name) and the forms an agent is sent.
#include "lifecycle/agentctl/mcpwire.h"
#include "lifecycle/launch/mcpservers.h"
#include "support/inmemoryports.h"
#include "models/agents/profilevalidation.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace kandesk;
using Transport = AgentProfile::McpServer::Transport;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

AgentProfile::McpServer stdio(const char *name, const char *command)
{
    AgentProfile::McpServer server;
    server.name = s(name);
    server.command = s(command);
    return server;
}

AgentProfile::McpServer remote(const char *name, Transport transport, const char *url)
{
    AgentProfile::McpServer server;
    server.name = s(name);
    server.transport = transport;
    server.url = s(url);
    return server;
}

} // namespace

Q_DECLARE_METATYPE(AgentProfile::McpServer)

class TestMcpResolution : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void serverProblemsAreNamedInPlainWords_data()
    {
        QTest::addColumn<AgentProfile::McpServer>("server");
        QTest::addColumn<QString>("problem");
        QTest::newRow("fine stdio") << stdio("files", "mcp-files") << QString();
        QTest::newRow("fine http") << remote("docs", Transport::Http, "https://mcp.example.test/x") << QString();
        QTest::newRow("no name") << stdio("", "mcp-files") << s("an MCP server needs a name");
        QTest::newRow("bad name") << stdio("my server", "x") << s("\"my server\" is not a valid MCP server name");
        QTest::newRow("empty command") << stdio("files", "  ") << s("it has no command");
        QTest::newRow("no URL") << remote("docs", Transport::Sse, "") << s("it has no URL");
        QTest::newRow("not http") << remote("docs", Transport::Http, "ftp://host/x") << s("\"ftp://host/x\" is not an http:// or https:// URL");
        QTest::newRow("no host") << remote("docs", Transport::Http, "https://") << s("is not an http:// or https:// URL");
        AgentProfile::McpServer badVariable = stdio("files", "x");
        badVariable.env = {{s("1X"), s("y"), {}}};
        QTest::newRow("bad variable") << badVariable << s("\"1X\" is not a valid variable name");
        AgentProfile::McpServer badHeader = remote("docs", Transport::Http, "https://h/x");
        badHeader.headers = {{s("Bad Header"), s("y"), {}}};
        QTest::newRow("bad header") << badHeader << s("\"Bad Header\" is not a valid header name");
        AgentProfile::McpServer twiceHeader = remote("docs", Transport::Http, "https://h/x");
        twiceHeader.headers = {{s("X-A"), s("1"), {}}, {s("x-a"), s("2"), {}}};
        QTest::newRow("header twice") << twiceHeader << s("header x-a is set twice");
        AgentProfile::McpServer badSecret = remote("docs", Transport::Http, "https://h/x");
        badSecret.headers = {{s("Authorization"), {}, s("no good")}};
        QTest::newRow("bad secret name") << badSecret << s("header Authorization: \"no good\" is not a valid secret name");
    }

    void serverProblemsAreNamedInPlainWords()
    {
        QFETCH(AgentProfile::McpServer, server);
        QFETCH(QString, problem);
        const QString found = mcpServerProblem({server}, 0);
        if (problem.isEmpty())
            QCOMPARE(found, QString());
        else
            QVERIFY2(found.contains(problem), qPrintable(found));
    }

    void aServerNameUsedTwiceIsRefusedAndTheProfileSaysWhich()
    {
        AgentProfile profile;
        profile.name = s("P");
        profile.agentId = s("stub");
        profile.mcpServers = {stdio("files", "a"), stdio("files", "b")};
        QCOMPARE(mcpServerProblem(profile.mcpServers, 1), s("the name is used twice"));
        QCOMPARE(agentProfileProblem(profile), s("MCP server “files”: the name is used twice"));
    }

    void resolutionRevealsSecretsAndKeepsTheOrder()
    {
        InMemorySecretStore secrets;
        QVERIFY(secrets.put(s("tok"), s("tok"), s("value-1")).ok());
        AgentProfile profile;
        profile.name = s("P");
        AgentProfile::McpServer files = stdio("files", " mcp-files ");
        files.args = {s("--root"), s("/srv")};
        files.env = {{s("A"), s("1"), {}}, {s("TOKEN"), {}, s("tok")}};
        AgentProfile::McpServer docs = remote("docs", Transport::Http, "https://h/x");
        docs.headers = {{s("Authorization"), {}, s("tok")}};
        profile.mcpServers = {files, docs};
        auto resolved = resolveMcpServers(profile, &secrets);
        QVERIFY2(resolved.ok(), qPrintable(resolved.error()));
        QCOMPARE(resolved->size(), 2);
        QCOMPARE(resolved->at(0).command, s("mcp-files"));
        QCOMPARE(resolved->at(0).args, files.args);
        QCOMPARE(resolved->at(0).env, (QList<ResolvedMcpServer::NamedValue>{{s("A"), s("1")}, {s("TOKEN"), s("value-1")}}));
        QCOMPARE(resolved->at(1).headers, (QList<ResolvedMcpServer::NamedValue>{{s("Authorization"), s("value-1")}}));
    }

    void aBrokenDefinitionFailsClosedNamingServerAndProfile()
    {
        InMemorySecretStore secrets;
        AgentProfile profile;
        profile.name = s("Reviewer");
        AgentProfile::McpServer files = stdio("files", "mcp-files");
        files.env = {{s("TOKEN"), {}, s("missing")}};
        profile.mcpServers = {stdio("ok", "x"), files};
        auto resolved = resolveMcpServers(profile, &secrets);
        QVERIFY(!resolved.ok());
        QVERIFY2(resolved.error().startsWith(s("MCP server \"files\" of profile \"Reviewer\": variable TOKEN refers to secret \"missing\"")),
                 qPrintable(resolved.error()));
        auto withoutStore = resolveMcpServers(profile, nullptr);
        QVERIFY2(withoutStore.error().contains(s("no secret store is configured")), qPrintable(withoutStore.error()));
        profile.mcpServers = {stdio("", "x")};
        QVERIFY2(resolveMcpServers(profile, &secrets).error().startsWith(s("MCP server 1 of profile \"Reviewer\": an MCP server needs a name")),
                 qPrintable(resolveMcpServers(profile, &secrets).error()));
    }

    void capabilitiesComeFromTheInitializeAnswer()
    {
        const QJsonObject answer{{s("agent_capabilities"), QJsonObject{{s("mcpCapabilities"), QJsonObject{{s("http"), true}}}}}};
        const McpCapabilities caps = McpCapabilities::fromInitializeAnswer(answer);
        QVERIFY(caps.http);
        QVERIFY(!caps.sse);
        QVERIFY(caps.accepts(Transport::Stdio));
        QVERIFY(caps.accepts(Transport::Http));
        QVERIFY(!caps.accepts(Transport::Sse));
        const McpCapabilities none = McpCapabilities::fromInitializeAnswer({});
        QVERIFY(!none.http && !none.sse && none.accepts(Transport::Stdio));
    }

    void onlyTheFormsTheAgentTakesAreSentAndTheRestIsSaid()
    {
        ResolvedMcpServer files;
        files.name = s("files");
        files.command = s("mcp-files");
        files.args = {s("-v")};
        files.env = {{s("A"), s("1")}};
        ResolvedMcpServer docs;
        docs.name = s("docs");
        docs.transport = Transport::Http;
        docs.url = s("https://h/x");
        docs.headers = {{s("Authorization"), s("Bearer t")}};
        ResolvedMcpServer events = docs;
        events.name = s("events");
        events.transport = Transport::Sse;

        const McpSelection selection = selectMcpServers({files, docs, events}, McpCapabilities{true, false});
        QCOMPARE(selection.servers.size(), 2);
        QCOMPARE(selection.servers.at(0).toObject(),
                 (QJsonObject{{s("name"), s("files")}, {s("command"), s("mcp-files")}, {s("args"), QJsonArray{s("-v")}},
                              {s("env"), QJsonArray{QJsonObject{{s("name"), s("A")}, {s("value"), s("1")}}}}}));
        QCOMPARE(selection.servers.at(1).toObject(),
                 (QJsonObject{{s("type"), s("http")}, {s("name"), s("docs")}, {s("url"), s("https://h/x")},
                              {s("headers"), QJsonArray{QJsonObject{{s("name"), s("Authorization")}, {s("value"), s("Bearer t")}}}}}));
        QCOMPARE(selection.refused,
                 QStringList{s("The MCP server “events” was not given to the agent: it takes no sse MCP servers (only stdio, http).")});
        // No refusal sentence carries a header or variable value.
        QVERIFY(!selection.refused.join(QString()).contains(s("Bearer")));
    }
};

QTEST_GUILESS_MAIN(TestMcpResolution)
#include "tst_mcpresolution.moc"
