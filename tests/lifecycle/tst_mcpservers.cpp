// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// MCP servers of agent profiles on the real path: tasks of the SQLite store run through agentctl
// and the stub agent, which records the mcpServers of every session/new and session/load it gets.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "support/inmemoryports.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include "support/gitrepository.h"
#include "support/runnerwaits.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using Transport = AgentProfile::McpServer::Transport;

Q_DECLARE_METATYPE(AgentProfile::McpServer)

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

const QByteArray kSecretValue = "ghp-secret-value-never-logged-0123";

AgentProfile::McpServer stdioServer()
{
    AgentProfile::McpServer server;
    server.name = s("files");
    server.command = s("/usr/bin/mcp-files");
    server.args = {s("--root"), s("/srv/data")};
    server.env = {{s("LOG_LEVEL"), s("debug"), {}}, {s("FILES_TOKEN"), {}, s("files-token")}};
    return server;
}

AgentProfile::McpServer urlServer(Transport transport)
{
    AgentProfile::McpServer server;
    server.name = transport == Transport::Http ? s("docs") : s("events");
    server.transport = transport;
    server.url = transport == Transport::Http ? s("https://mcp.example.test/docs") : s("https://mcp.example.test/sse");
    server.headers = {{s("Authorization"), {}, s("files-token")}, {s("X-Team"), s("core"), {}}};
    return server;
}

QJsonArray acpNamedValues(std::initializer_list<std::pair<const char *, QString>> values)
{
    QJsonArray array;
    for (const auto &[name, value] : values)
        array.append(QJsonObject{{s("name"), s(name)}, {s("value"), value}});
    return array;
}

// What the agent must receive for stdioServer() and urlServer(): ACP's forms, secrets revealed.
QJsonObject expectedStdio()
{
    return {{s("name"), s("files")},
            {s("command"), s("/usr/bin/mcp-files")},
            {s("args"), QJsonArray{s("--root"), s("/srv/data")}},
            {s("env"), acpNamedValues({{"LOG_LEVEL", s("debug")}, {"FILES_TOKEN", QString::fromLatin1(kSecretValue)}})}};
}

QJsonObject expectedUrl(Transport transport)
{
    const AgentProfile::McpServer server = urlServer(transport);
    return {{s("type"), mcpTransportName(transport)},
            {s("name"), server.name},
            {s("url"), server.url},
            {s("headers"), acpNamedValues({{"Authorization", QString::fromLatin1(kSecretValue)}, {"X-Team", s("core")}})}};
}

} // namespace

class TestMcpServers : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    std::shared_ptr<InMemorySecretStore> m_secrets = std::make_shared<InMemorySecretStore>();
    QString m_workspaceId;
    int m_count = 0;

    template<typename T>
    T waitFor(QFuture<T> future)
    {
        return test::waitForFuture(std::move(future), 60'000);
    }

    TaskRunner &runner() { return m_runtime->runner(); }

    // A profile that runs the stub agent with stubFlags, recording into the returned file.
    std::pair<QString, QString> makeProfile(const QList<AgentProfile::McpServer> &servers, const QString &stubFlags = {})
    {
        const QString n = QString::number(++m_count);
        const QString record = m_home.filePath(s("mcp-") + n + s(".jsonl"));
        AgentProfile profile;
        profile.id = s("mcp-profile-") + n;
        profile.name = s("Stub with MCP ") + n;
        profile.agentId = s("stub-mcp-") + n; // one custom agent per command: each records into its own file
        profile.customCommand = s("'" KANDESK_STUBAGENT_PATH "' --record-mcp '") + record + s("' ") + stubFlags;
        profile.mcpServers = servers;
        auto saved = ProfileStore(*m_database).saveAgentProfile(profile);
        if (!saved)
            qFatal("%s", qPrintable(saved.error()));
        return {profile.id, record};
    }

    QString makeTask(const QString &profileId, const QString &description)
    {
        const QString n = QString::number(++m_count);
        Repository repository;
        repository.workspaceId = m_workspaceId;
        repository.name = s("app");
        repository.path = test::makeGitRepository(m_home.filePath(s("src-") + n));
        repository.defaultBranch = s("main");
        auto added = RepositoryStore(*m_database).add(repository);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        Task task;
        task.workspaceId = m_workspaceId;
        task.title = s("Task ") + n;
        task.description = description;
        task.agentProfileId = profileId;
        task.repositories = {TaskRepository{added->id, s("main"), 0}};
        auto created = TaskStore(*m_database).create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

    static QList<QJsonObject> recorded(const QString &path)
    {
        QFile file(path);
        QList<QJsonObject> lines;
        if (!file.open(QIODevice::ReadOnly))
            return lines;
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (!line.trimmed().isEmpty())
                lines.append(QJsonDocument::fromJson(line).object());
        }
        return lines;
    }

    // The mcpServers of the recorded sessions (method "session/new" or "session/load"), in order.
    static QList<std::pair<QString, QJsonArray>> sessions(const QString &path)
    {
        QList<std::pair<QString, QJsonArray>> out;
        for (const QJsonObject &line : recorded(path)) {
            if (line.value(s("method")).toString() != QLatin1String("started"))
                out.append({line.value(s("method")).toString(), line.value(s("mcpServers")).toArray()});
        }
        return out;
    }

    QStringList noticesOf(const QString &sessionId)
    {
        QStringList notices;
        for (const Message &message : test::storedTranscript(runner(), *m_database, sessionId)) {
            if (message.event.kind == SessionEvent::Kind::LaunchNotice)
                notices.append(message.event.text);
        }
        return notices;
    }

    // Runs the task's first turn to its end; returns the session.
    QString runTurn(const QString &taskId)
    {
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        if (!started)
            qFatal("start failed: %s", qPrintable(started.error()));
        if (!QTest::qWaitFor([&finished] { return finished.size() == 1; }, 30'000))
            qFatal("the turn did not finish");
        return started.value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        auto workspace = WorkspaceStore(*m_database).create(s("Test"));
        QVERIFY2(workspace.ok(), qPrintable(workspace.error()));
        m_workspaceId = workspace->id;
        QVERIFY(m_secrets->put(s("files-token"), s("files-token"), QString::fromLatin1(kSecretValue)).ok());
        auto runtime = TaskRunnerRuntime::create(*m_database, {m_home.path(), s(KANDESK_AGENTCTL_PATH), m_secrets});
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime.value());
    }

    void cleanup()
    {
        const QList<TaskSession> running
            = SessionStore(*m_database).listInStates({SessionState::Starting, SessionState::Running, SessionState::WaitingForInput}).value();
        for (const TaskSession &session : running) {
            if (runner().isRunning(session.id))
                QVERIFY(waitFor(runner().stop(session.id)).ok());
        }
    }

    void cleanupTestCase()
    {
        m_runtime.reset();
        m_database.reset();
    }

    void stdioAndHttpServersReachTheAgentInSessionNew()
    {
        const auto [profileId, record] = makeProfile({stdioServer(), urlServer(Transport::Http), urlServer(Transport::Sse)},
                                                     s("--mcp http,sse"));
        const QString sessionId = runTurn(makeTask(profileId, s("stream 1")));
        const auto seen = sessions(record);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.at(0).first, s("session/new"));
        QCOMPARE(seen.at(0).second, (QJsonArray{expectedStdio(), expectedUrl(Transport::Http), expectedUrl(Transport::Sse)}));
        QCOMPARE(noticesOf(sessionId), QStringList{});

        // The secret's value is in no stored row: not in the profile, not in the transcript.
        QFile databaseFile(databasePath(m_home.path()));
        QVERIFY(databaseFile.open(QIODevice::ReadOnly));
        QVERIFY(!databaseFile.readAll().contains(kSecretValue));
        QVERIFY(waitFor(runner().stop(sessionId)).ok());
    }

    void mcpServersAreSentAgainWhenTheSessionIsLoaded()
    {
        const auto [profileId, record] = makeProfile({stdioServer(), urlServer(Transport::Http)}, s("--mcp http"));
        const QString sessionId = runTurn(makeTask(profileId, s("stream 1")));
        QVERIFY(waitFor(runner().stop(sessionId)).ok());

        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto resumed = waitFor(runner().resume(sessionId, s("stream 1")));
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        const auto seen = sessions(record);
        QCOMPARE(seen.size(), 2);
        QCOMPARE(seen.at(1).first, s("session/load"));
        QCOMPARE(seen.at(1).second, (QJsonArray{expectedStdio(), expectedUrl(Transport::Http)}));
        QVERIFY(waitFor(runner().stop(sessionId)).ok());
    }

    void anHttpServerTheAgentCannotTakeIsReportedAndNotSent()
    {
        // The stub advertises no http or sse support: only the stdio server is sent.
        const auto [profileId, record] = makeProfile({stdioServer(), urlServer(Transport::Http)});
        const QString sessionId = runTurn(makeTask(profileId, s("stream 1")));
        const auto seen = sessions(record);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.at(0).second, QJsonArray{expectedStdio()});
        QTRY_COMPARE(noticesOf(sessionId).size(), 1);
        const QString notice = noticesOf(sessionId).constFirst();
        QVERIFY2(notice.contains(s("“docs”")) && notice.contains(s("no http MCP servers")), qPrintable(notice));
        QVERIFY(waitFor(runner().stop(sessionId)).ok());
    }

    void aBrokenServerDefinitionFailsTheLaunchBeforeTheAgentStarts_data()
    {
        QTest::addColumn<AgentProfile::McpServer>("server");
        QTest::addColumn<QString>("reason");
        AgentProfile::McpServer noCommand = stdioServer();
        noCommand.name = s("empty-cmd");
        noCommand.command = s("  ");
        QTest::newRow("empty command") << noCommand << s("MCP server \"empty-cmd\" of profile");
        AgentProfile::McpServer badUrl = urlServer(Transport::Http);
        badUrl.name = s("bad-url");
        badUrl.url = s("ftp://mcp.example.test");
        QTest::newRow("bad URL") << badUrl << s("\"ftp://mcp.example.test\" is not an http:// or https:// URL");
        AgentProfile::McpServer unknownSecret = stdioServer();
        unknownSecret.name = s("lost-secret");
        unknownSecret.env = {{s("TOKEN"), {}, s("no-such-secret")}};
        QTest::newRow("unknown secret") << unknownSecret << s("variable TOKEN refers to secret \"no-such-secret\", which is unavailable");
    }

    void aBrokenServerDefinitionFailsTheLaunchBeforeTheAgentStarts()
    {
        QFETCH(AgentProfile::McpServer, server);
        QFETCH(QString, reason);
        const auto [profileId, record] = makeProfile({stdioServer(), server}, s("--mcp http"));
        const QString taskId = makeTask(profileId, s("stream 1"));
        QSignalSpy prepared(&runner(), &TaskRunner::prepareCompleted);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY(!started.ok());
        QVERIFY2(started.error().contains(QStringLiteral("MCP server \"%1\"").arg(server.name)), qPrintable(started.error()));
        QVERIFY2(started.error().contains(reason), qPrintable(started.error()));
        QVERIFY2(!started.error().contains(QString::fromLatin1(kSecretValue)), qPrintable(started.error()));
        // No agent process ever ran (it records "started" first thing), and nothing is left running.
        QVERIFY(!QFile::exists(record));
        QCOMPARE(m_runtime->processes().runningCount(), 0);
        QTRY_COMPARE(prepared.size(), 1);
        const auto sessionsOfTask = SessionStore(*m_database).listForTask(taskId);
        QVERIFY(sessionsOfTask.ok() && sessionsOfTask->size() == 1);
        QTRY_COMPARE(test::storedState(runner(), *m_database, sessionsOfTask->constFirst().id), SessionState::Failed);
    }
};

QTEST_GUILESS_MAIN(TestMcpServers)
#include "tst_mcpservers.moc"
