// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/storefixture.h"

#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/workspacestore.h"

#include <QJsonObject>
#include <QTest>
#include <QThread>

#include <atomic>
#include <limits>

using namespace kandesk;
using kandesk::testing::StoreFixture;

namespace {

SessionEvent chunk(const QString &text)
{
    return SessionEvent::make(SessionEvent::Kind::MessageChunk, text);
}

} // namespace

class TestStores : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<StoreFixture>();
        QVERIFY(m_fixture->open());
    }

    void sessionStateNamesRoundTrip_data()
    {
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("terminal");
        QTest::newRow("created") << int(SessionState::Created) << QStringLiteral("CREATED") << false;
        QTest::newRow("starting") << int(SessionState::Starting) << QStringLiteral("STARTING") << false;
        QTest::newRow("running") << int(SessionState::Running) << QStringLiteral("RUNNING") << false;
        QTest::newRow("waiting") << int(SessionState::WaitingForInput) << QStringLiteral("WAITING_FOR_INPUT") << false;
        QTest::newRow("completed") << int(SessionState::Completed) << QStringLiteral("COMPLETED") << true;
        QTest::newRow("failed") << int(SessionState::Failed) << QStringLiteral("FAILED") << true;
        QTest::newRow("cancelled") << int(SessionState::Cancelled) << QStringLiteral("CANCELLED") << true;
    }

    void sessionStateNamesRoundTrip()
    {
        QFETCH(int, state);
        QFETCH(QString, name);
        QFETCH(bool, terminal);
        QCOMPARE(sessionStateName(SessionState(state)), name);
        QCOMPARE(sessionStateFromName(name), std::optional<SessionState>(SessionState(state)));
        QCOMPARE(isTerminal(SessionState(state)), terminal);
        QVERIFY(!sessionStateFromName(QStringLiteral("running")).has_value());
    }

    void workspacesComeWithTheKanbanWorkflow()
    {
        WorkspaceStore workspaces(*m_fixture->database);
        auto created = workspaces.create(QStringLiteral("Side project"));
        QVERIFY2(created.ok(), qPrintable(created.error()));
        auto steps = workspaces.steps(created->id);
        QVERIFY(steps.ok());
        QStringList names;
        for (const WorkflowStep &step : *steps)
            names.append(step.name);
        QCOMPARE(names, (QStringList{QStringLiteral("Backlog"), QStringLiteral("In Progress"), QStringLiteral("Review"),
                                     QStringLiteral("Done")}));
        QVERIFY(steps->at(1).startsAgent());
        QVERIFY(!steps->at(0).startsAgent());
        QCOMPARE(workspaces.list()->size(), 2);
        QVERIFY(workspaces.remove(created->id).ok());
        QCOMPARE(workspaces.list()->size(), 1);
        QCOMPARE(workspaces.steps(QStringLiteral("default"))->size(), 4);
    }

    void repositoriesKeepTheirSettings()
    {
        RepositoryStore repositories(*m_fixture->database);
        Repository repository;
        repository.workspaceId = QStringLiteral("default");
        repository.path = QStringLiteral("/src/shop");
        repository.defaultBranch = QStringLiteral("main");
        repository.setupScript = QStringLiteral("npm ci");
        repository.copyGlobs = {QStringLiteral(".env"), QStringLiteral("config/*.local")};
        auto added = repositories.add(repository);
        QVERIFY2(added.ok(), qPrintable(added.error()));
        QCOMPARE(added->name, QStringLiteral("shop"));
        auto read = repositories.get(added->id);
        QVERIFY(read.ok());
        QCOMPARE(read->copyGlobs, repository.copyGlobs);
        QCOMPARE(read->setupScript, repository.setupScript);
        QCOMPARE(read->defaultBranch, QStringLiteral("main"));

        auto duplicate = repositories.add(repository);
        QVERIFY(!duplicate.ok());
        QVERIFY2(duplicate.error().contains(QStringLiteral("already")), qPrintable(duplicate.error()));
    }

    void tasksLandInTheFirstColumnInOrder()
    {
        TaskStore tasks(*m_fixture->database);
        const Task first = m_fixture->addTask(QStringLiteral("First"));
        const Task second = m_fixture->addTask(QStringLiteral("Second"));
        QCOMPARE(first.workflowStepId, QStringLiteral("backlog"));
        QVERIFY(second.position > first.position);

        QVERIFY(tasks.move(second.id, QStringLiteral("review"), 0.5).ok());
        auto moved = tasks.get(second.id);
        QCOMPARE(moved->workflowStepId, QStringLiteral("review"));
        QCOMPARE(moved->position, 0.5);

        QVERIFY(tasks.setArchived(first.id, true).ok());
        QCOMPARE(tasks.list(QStringLiteral("default"))->size(), 1);
        QCOMPARE(tasks.list(QStringLiteral("default"), true)->size(), 2);
        QVERIFY(tasks.setChangedFileCount(second.id, 7).ok());
        QCOMPARE(tasks.get(second.id)->changedFileCount, 7);
        QVERIFY(!tasks.move(QStringLiteral("nope"), QStringLiteral("review"), 1).ok());
    }

    void aTaskWithABadRepositoryIsNotCreatedAtAll()
    {
        TaskStore tasks(*m_fixture->database);
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Half written");
        task.repositories = {{QStringLiteral("no-such-repository"), QStringLiteral("main"), 0}};
        auto created = tasks.create(task);
        QVERIFY(!created.ok());
        // The transaction rolled back: no task row without its repositories.
        QCOMPARE(m_fixture->column(QStringLiteral("SELECT count(*) FROM tasks")), QStringList{QStringLiteral("0")});
    }

    void everyWorkspaceKnowsWhereAgentsStartAndTasksWaitForReview()
    {
        WorkspaceStore workspaces(*m_fixture->database);
        auto defaults = workspaces.agentSteps(QStringLiteral("default"));
        QVERIFY2(defaults.ok(), qPrintable(defaults.error()));
        QCOMPARE(defaults->start, QStringLiteral("in-progress"));
        QCOMPARE(defaults->review, QStringLiteral("review"));

        // A new workspace has its own step ids: found by the workflow, not by name.
        auto created = workspaces.create(QStringLiteral("Client work"));
        QVERIFY(created.ok());
        auto steps = workspaces.agentSteps(created->id);
        QVERIFY2(steps.ok(), qPrintable(steps.error()));
        auto all = workspaces.steps(created->id);
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 4);
        QCOMPARE(steps->start, all->at(1).id);
        QCOMPARE(steps->review, all->at(2).id);
        QVERIFY(steps->start != defaults->start);
    }

    void manyTasksAndSessionsAreCreatedTogetherOrNotAtAll()
    {
        TaskStore tasks(*m_fixture->database);
        QList<Task> batch;
        for (int i = 0; i < 3; ++i) {
            Task task;
            task.workspaceId = QStringLiteral("default");
            task.title = QStringLiteral("  Batch %1 ").arg(i);
            batch.append(task);
        }
        auto created = tasks.createMany(batch);
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QCOMPARE(created->size(), 3);
        QCOMPARE(created->at(0).title, QStringLiteral("Batch 0"));
        QCOMPARE(created->at(0).workflowStepId, QStringLiteral("backlog"));
        QVERIFY(created->at(1).position > created->at(0).position);
        QVERIFY(created->at(2).position > created->at(1).position);
        QCOMPARE(tasks.list(QStringLiteral("default"))->size(), 3);

        // One bad task (no title) and the batch is not stored at all.
        batch.last().title.clear();
        QVERIFY(!tasks.createMany(batch).ok());
        QCOMPARE(tasks.list(QStringLiteral("default"))->size(), 3);

        SessionStore sessions(*m_fixture->database);
        QList<TaskSession> newSessions;
        for (const Task &task : std::as_const(*created)) {
            TaskSession session;
            session.taskId = task.id;
            session.state = SessionState::WaitingForInput;
            newSessions.append(session);
        }
        auto stored = sessions.createMany(newSessions);
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->size(), 3);
        QCOMPARE(sessions.latestForTask(created->at(2).id)->id, stored->at(2).id);
        QCOMPARE(sessions.state(stored->at(0).id).value(), SessionState::WaitingForInput);

        // A session of a task that does not exist fails the batch.
        newSessions.last().taskId = QStringLiteral("no-such-task");
        QVERIFY(!sessions.createMany(newSessions).ok());
        QCOMPARE(m_fixture->column(QStringLiteral("SELECT count(*) FROM task_sessions")), QStringList{QStringLiteral("3")});
    }

    void taskRepositoriesAreReplacedTogether()
    {
        RepositoryStore repositories(*m_fixture->database);
        TaskStore tasks(*m_fixture->database);
        Repository a;
        a.workspaceId = QStringLiteral("default");
        a.path = QStringLiteral("/src/a");
        Repository b = a;
        b.path = QStringLiteral("/src/b");
        const QString idA = repositories.add(a)->id;
        const QString idB = repositories.add(b)->id;
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Two repos");
        task.repositories = {{idA, QStringLiteral("main"), 0}, {idB, QStringLiteral("dev"), 1}};
        auto created = tasks.create(task);
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QCOMPARE(tasks.get(created->id)->repositories.size(), 2);
        Task changed = *created;
        changed.repositories = {{idB, QStringLiteral("release"), 0}};
        QVERIFY(tasks.update(changed).ok());
        auto read = tasks.get(created->id);
        QCOMPARE(read->repositories.size(), 1);
        QCOMPARE(read->repositories.first().baseBranch, QStringLiteral("release"));
    }

    // What a task waits for is kept with it; a circle, the task itself and a stranger are refused,
    // and the whole update with them. A deleted dependency is waited for no longer.
    void dependenciesParentsAndQueuesAreKept()
    {
        TaskStore tasks(*m_fixture->database);
        const Task first = m_fixture->addTask(QStringLiteral("Schema"));
        const Task second = m_fixture->addTask(QStringLiteral("API"));
        Task third = m_fixture->addTask(QStringLiteral("UI"));
        third.dependsOn = {first.id, second.id};
        third.parentTaskId = first.id;
        QVERIFY(tasks.update(third).ok());
        Task read = tasks.get(third.id).value();
        QCOMPARE(read.dependsOn, (QStringList{first.id, second.id}));
        QCOMPARE(read.parentTaskId, first.id);
        QVERIFY(!read.queuedAt.isValid());

        Task circle = tasks.get(first.id).value();
        circle.title = QStringLiteral("Schema, renamed");
        circle.dependsOn = {third.id};
        const Status refused = tasks.update(circle);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QStringLiteral("wait for each other")), qPrintable(refused.error()));
        QCOMPARE(tasks.get(first.id)->title, QStringLiteral("Schema")); // nothing of it was written
        circle.dependsOn = {first.id};
        QVERIFY(tasks.update(circle).error().contains(QStringLiteral("itself")));
        circle.dependsOn = {QStringLiteral("no-such-task")};
        QVERIFY(tasks.update(circle).error().contains(QStringLiteral("does not exist")));

        QVERIFY(tasks.setQueued(third.id, true).ok());
        QVERIFY(tasks.get(third.id)->queuedAt.isValid());
        QVERIFY(tasks.setQueued(third.id, false).ok());
        QVERIFY(!tasks.get(third.id)->queuedAt.isValid());

        QVERIFY(tasks.remove(second.id).ok());
        QCOMPARE(tasks.get(third.id)->dependsOn, QStringList{first.id});
        QVERIFY(tasks.remove(first.id).ok());
        read = tasks.get(third.id).value();
        QVERIFY(read.dependsOn.isEmpty());
        QVERIFY(read.parentTaskId.isEmpty());
    }

    void sessionsTrackStateAndEnd()
    {
        SessionStore sessions(*m_fixture->database);
        const Task task = m_fixture->addTask(QStringLiteral("Session"));
        const TaskSession session = m_fixture->addSession(task.id);
        QCOMPARE(sessions.state(session.id).value(), SessionState::Created);
        QVERIFY(sessions.setState(session.id, SessionState::Running).ok());
        QVERIFY(sessions.setAcpSessionId(session.id, QStringLiteral("acp-1")).ok());
        QVERIFY(!sessions.get(session.id)->endedAt.isValid());
        QVERIFY(sessions.setState(session.id, SessionState::Failed, QStringLiteral("agent crashed")).ok());
        auto failed = sessions.get(session.id);
        QCOMPARE(failed->state, SessionState::Failed);
        QCOMPARE(failed->errorMessage, QStringLiteral("agent crashed"));
        QCOMPARE(failed->acpSessionId, QStringLiteral("acp-1"));
        QVERIFY(failed->endedAt.isValid());
        QCOMPARE(sessions.latestForTask(task.id)->id, session.id);
        QCOMPARE(sessions.listInStates({SessionState::Failed})->size(), 1);
        QCOMPARE(sessions.latestStatesInWorkspace(QStringLiteral("default"))->value(task.id), SessionState::Failed);
        QVERIFY(!sessions.setState(QStringLiteral("missing"), SessionState::Running).ok());
    }

    void aSessionKeepsItsLastPreparation()
    {
        SessionStore sessions(*m_fixture->database);
        const Task task = m_fixture->addTask(QStringLiteral("Prepared"));
        const TaskSession session = m_fixture->addSession(task.id);
        QVERIFY(!sessions.lastPrepare(session.id).value().has_value());

        PrepareCompletedEvent failed;
        failed.sessionId = session.id;
        failed.errorMessage = QStringLiteral("setup script exited with 2");
        failed.durationMs = 1234;
        PrepareStep setup = PrepareStep::begin(QStringLiteral("Run setup script"), QStringLiteral("npm ci"));
        setup.fail(QStringLiteral("exit code 2"));
        setup.output = QStringLiteral("npm ERR! ü\n");
        setup.warning = QStringLiteral("slow disk");
        failed.steps = {setup, PrepareStep{QStringLiteral("Start agent"), {}, PrepareStepStatus::Skipped, {}, {}, {}, {}, {}, {}}};
        failed.finishedAt = QDateTime::currentDateTimeUtc().addSecs(-60);
        QVERIFY(sessions.savePrepare(failed).ok());
        auto read = sessions.lastPrepare(session.id);
        QVERIFY(read.ok() && read->has_value());
        QVERIFY(!(*read)->success);
        QCOMPARE((*read)->taskId, task.id);
        QCOMPARE((*read)->sessionId, session.id);
        QCOMPARE((*read)->errorMessage, failed.errorMessage);
        QCOMPARE((*read)->durationMs, 1234);
        QCOMPARE((*read)->steps.size(), 2);
        const PrepareStep &kept = (*read)->steps.at(0);
        QCOMPARE(kept.name, setup.name);
        QCOMPARE(kept.command, setup.command);
        QCOMPARE(kept.status, PrepareStepStatus::Failed);
        QCOMPARE(kept.output, setup.output);
        QCOMPARE(kept.error, setup.error);
        QCOMPARE(kept.warning, setup.warning);
        QCOMPARE(kept.startedAt.toMSecsSinceEpoch(), setup.startedAt.toMSecsSinceEpoch());
        QCOMPARE(kept.endedAt.toMSecsSinceEpoch(), setup.endedAt.toMSecsSinceEpoch());
        QCOMPARE((*read)->steps.at(1).status, PrepareStepStatus::Skipped);
        QVERIFY(!(*read)->steps.at(1).startedAt.isValid());
        QCOMPARE((*read)->finishedAt.toSecsSinceEpoch(), failed.finishedAt.toSecsSinceEpoch());

        // The next launch's preparation replaces it.
        PrepareCompletedEvent ready;
        ready.sessionId = session.id;
        ready.success = true;
        ready.workspacePath = QStringLiteral("/tmp/ws");
        QVERIFY(sessions.savePrepare(ready).ok());
        read = sessions.lastPrepare(session.id);
        QVERIFY((*read)->success);
        QCOMPARE((*read)->workspacePath, QStringLiteral("/tmp/ws"));
        QVERIFY((*read)->steps.isEmpty());
        QVERIFY((*read)->finishedAt.isValid()); // none given: when it was saved

        // A session that does not exist keeps nothing, and the record goes with its session.
        ready.sessionId = QStringLiteral("missing");
        QVERIFY(!sessions.savePrepare(ready).ok());
        QVERIFY(sessions.remove(session.id).ok());
        QCOMPARE(m_fixture->column(QStringLiteral("SELECT count(*) FROM session_prepares")), QStringList{QStringLiteral("0")});
    }

    void agentProfilesKeepSecretReferencesNotValues()
    {
        ProfileStore profiles(*m_fixture->database);
        AgentProfile profile;
        profile.agentId = QStringLiteral("claude-acp");
        profile.name = QStringLiteral("Claude");
        profile.model = QStringLiteral("sonnet");
        profile.autoApprove = true;
        profile.dangerouslySkipPermissions = true;
        profile.startTimeoutSeconds = 90;
        profile.cliFlags = {{QStringLiteral("--verbose"), true}, {QStringLiteral("--debug"), false}};
        profile.commandPrefix = QStringLiteral("nice -n 5");
        profile.envVars = {{QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), {}},
                           {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("sk-must-not-be-stored"), QStringLiteral("anthropic")}};
        auto saved = profiles.saveAgentProfile(profile);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        auto read = profiles.agentProfile(saved->id);
        QVERIFY(read.ok());
        QCOMPARE(read->cliFlags, profile.cliFlags);
        QCOMPARE(read->envVars.at(0), profile.envVars.at(0));
        QCOMPARE(read->envVars.at(1).secretRef, QStringLiteral("anthropic"));
        QVERIFY(read->envVars.at(1).value.isEmpty());
        QVERIFY(read->autoApprove);
        QVERIFY(read->dangerouslySkipPermissions);
        QCOMPARE(read->startTimeoutSeconds, 90);
        QVERIFY(!read->allowIndexing);
        QCOMPARE(read->commandPrefix, profile.commandPrefix);
        QVERIFY(!m_fixture->column(QStringLiteral("SELECT env_vars FROM agent_profiles")).join(QString()).contains(QStringLiteral("sk-must")));

        // Saving again keeps the tasks that use the profile pointing at it.
        Task task = m_fixture->addTask(QStringLiteral("Uses profile"));
        task.agentProfileId = saved->id;
        QVERIFY(TaskStore(*m_fixture->database).update(task).ok());
        AgentProfile renamed = *read;
        renamed.name = QStringLiteral("Claude (fast)");
        QVERIFY(profiles.saveAgentProfile(renamed).ok());
        QCOMPARE(TaskStore(*m_fixture->database).get(task.id)->agentProfileId, saved->id);
        QCOMPARE(profiles.agentProfiles()->size(), 1);

        ExecutorProfile executor;
        executor.executorType = QStringLiteral("worktree");
        auto savedExecutor = profiles.saveExecutorProfile(executor);
        QVERIFY(savedExecutor.ok());
        QCOMPARE(profiles.executorProfile(savedExecutor->id)->executorType, QStringLiteral("worktree"));
    }

    void agentProfileMcpServersRoundTripWithSecretReferencesOnly()
    {
        using Transport = AgentProfile::McpServer::Transport;
        ProfileStore profiles(*m_fixture->database);
        AgentProfile profile;
        profile.agentId = QStringLiteral("claude-acp");
        profile.name = QStringLiteral("With MCP");
        AgentProfile::McpServer github;
        github.name = QStringLiteral("github");
        github.command = QStringLiteral("npx");
        github.args = {QStringLiteral("-y"), QStringLiteral("server-github")};
        github.env = {{QStringLiteral("LOG"), QStringLiteral("debug"), {}},
                      {QStringLiteral("GITHUB_TOKEN"), QStringLiteral("ghp-must-not-be-stored"), QStringLiteral("gh-token")}};
        AgentProfile::McpServer docs;
        docs.name = QStringLiteral("docs");
        docs.transport = Transport::Http;
        docs.url = QStringLiteral("https://mcp.example.test/docs");
        docs.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer must-not-be-stored"), QStringLiteral("docs-key")},
                        {QStringLiteral("X-Team"), QStringLiteral("core"), {}}};
        AgentProfile::McpServer events;
        events.name = QStringLiteral("events");
        events.transport = Transport::Sse;
        events.url = QStringLiteral("http://127.0.0.1:9/sse");
        profile.mcpServers = {github, docs, events};
        auto saved = profiles.saveAgentProfile(profile);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));

        auto read = profiles.agentProfile(saved->id);
        QVERIFY(read.ok());
        QCOMPARE(read->mcpServers.size(), 3);
        QCOMPARE(read->mcpServers.at(0).name, QStringLiteral("github"));
        QCOMPARE(read->mcpServers.at(0).transport, Transport::Stdio);
        QCOMPARE(read->mcpServers.at(0).args, github.args);
        QCOMPARE(read->mcpServers.at(0).env.at(0), github.env.at(0));
        QCOMPARE(read->mcpServers.at(0).env.at(1).secretRef, QStringLiteral("gh-token"));
        QVERIFY(read->mcpServers.at(0).env.at(1).value.isEmpty());
        QCOMPARE(read->mcpServers.at(1).transport, Transport::Http);
        QCOMPARE(read->mcpServers.at(1).url, docs.url);
        QCOMPARE(read->mcpServers.at(1).headers.at(0).secretRef, QStringLiteral("docs-key"));
        QVERIFY(read->mcpServers.at(1).headers.at(0).value.isEmpty());
        QCOMPARE(read->mcpServers.at(1).headers.at(1), docs.headers.at(1));
        QCOMPARE(read->mcpServers.at(2).transport, Transport::Sse);
        const QString stored = m_fixture->column(QStringLiteral("SELECT mcp_servers FROM agent_profiles")).join(QString());
        QVERIFY2(!stored.contains(QStringLiteral("must-not-be-stored")), qPrintable(stored));

        // Saved again without servers: none are left.
        AgentProfile cleared = *read;
        cleared.mcpServers.clear();
        QVERIFY(profiles.saveAgentProfile(cleared).ok());
        QVERIFY(profiles.agentProfile(saved->id)->mcpServers.isEmpty());
    }

    void executorsRunningRowsAreUpsertedAndMarkedResumable()
    {
        ExecutorsRunningTable rows(*m_fixture->database);
        const Task task = m_fixture->addTask(QStringLiteral("Running"));
        const TaskSession session = m_fixture->addSession(task.id, SessionState::Running);
        ExecutorRunning row;
        row.sessionId = session.id;
        row.taskId = task.id;
        row.executionId = QStringLiteral("exec-1");
        row.executorType = QStringLiteral("standalone");
        row.agentctlUrl = QStringLiteral("http://127.0.0.1:4000");
        row.agentctlPort = 4000;
        row.pid = 1234;
        QVERIFY(rows.upsert(row).ok());
        row.status = QStringLiteral("running");
        QVERIFY(rows.upsert(row).ok());
        QCOMPARE(rows.list()->size(), 1);
        QCOMPARE(rows.get(session.id)->status, QStringLiteral("running"));
        QCOMPARE(rows.get(session.id)->pid, 1234);
        QVERIFY(rows.exists(session.id).value());
        row.executionProfileId = QStringLiteral("profile-9");
        row.resumeToken = QStringLiteral("resume-me");
        QVERIFY(rows.upsert(row).ok());
        QCOMPARE(rows.find(session.id)->value().resumeToken, QStringLiteral("resume-me"));
        QCOMPARE(rows.find(session.id)->value().executionProfileId, QStringLiteral("profile-9"));
        QVERIFY(!rows.find(QStringLiteral("nobody"))->has_value());
        QVERIFY(rows.markStopped(session.id).ok());
        QCOMPARE(rows.get(session.id)->status, QStringLiteral("stopped"));
        QVERIFY(rows.markResumable(session.id).ok());
        QVERIFY(rows.get(session.id)->resumable);
        QCOMPARE(rows.listForTask(task.id)->size(), 1);
        QVERIFY(rows.remove(session.id).ok());
        QVERIFY(!rows.exists(session.id).value());
        QVERIFY(!rows.get(session.id).ok());
        QVERIFY(rows.remove(session.id).ok());
    }

    void messagesKeepArrivalOrderAndPage()
    {
        MessageStore messages(*m_fixture->database);
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Chat")).id);
        QList<Message> batch;
        for (int i = 0; i < 10; ++i)
            batch.append({0, session.id, 1, QStringLiteral("turn-1"), chunk(QString::number(i)), {}});
        auto ids = messages.appendBatch(batch);
        QVERIFY2(ids.ok(), qPrintable(ids.error()));
        QCOMPARE(ids->size(), 10);
        QVERIFY(std::is_sorted(ids->cbegin(), ids->cend()));
        QList<qint64> storedIds;
        for (const Message &stored : messages.pageAfter(session.id, 0, 100).value())
            storedIds.append(stored.id);
        QCOMPARE(storedIds, *ids);
        auto single = messages.append({0, session.id, 2, {}, SessionEvent::make(SessionEvent::Kind::Complete), {}});
        QVERIFY(single.ok());
        QVERIFY(*single > ids->last());
        QCOMPARE(messages.count(session.id).value(), 11);
        QCOMPARE(messages.lastId(session.id).value(), *single);

        auto page = messages.pageAfter(session.id, 0, 4);
        QCOMPARE(page->size(), 4);
        QCOMPARE(page->first().event.text, QStringLiteral("0"));
        QCOMPARE(page->first().turnId, QStringLiteral("turn-1"));
        auto tail = messages.pageBefore(session.id, *single, 3);
        QCOMPARE(tail->size(), 3);
        QCOMPARE(tail->last().event.text, QStringLiteral("9"));
        QCOMPARE(tail->first().event.text, QStringLiteral("7"));

        // Batches larger than one statement's rows keep their order and ids too.
        QList<Message> large;
        for (int i = 0; i < 150; ++i)
            large.append({0, session.id, 3, {}, chunk(QString::number(i)), {}});
        auto largeIds = messages.appendBatch(large);
        QVERIFY(largeIds.ok());
        QCOMPARE(largeIds->size(), 150);
        auto largePage = messages.pageAfter(session.id, *single, 1000);
        QCOMPARE(largePage->size(), 150);
        for (int i = 0; i < 150; ++i) {
            QCOMPARE(largePage->at(i).id, largeIds->at(i));
            QCOMPARE(largePage->at(i).event.text, QString::number(i));
        }

        // A batch with one bad row stores nothing.
        QList<Message> bad = batch;
        bad[5].sessionId = QStringLiteral("no-such-session");
        QVERIFY(!messages.appendBatch(bad).ok());
        QCOMPARE(messages.count(session.id).value(), 161);
    }

    void storesWorkFromAnotherThread()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Threads")).id);
        qint64 id = 0;
        QThread *worker = QThread::create([&] {
            MessageStore messages(*m_fixture->database);
            auto stored = messages.append({0, session.id, 1, {}, chunk({}), {}});
            id = stored ? *stored : -1;
        });
        worker->start();
        QVERIFY(worker->wait(10'000));
        delete worker;
        QVERIFY(id > 0);
        QCOMPARE(MessageStore(*m_fixture->database).count(session.id).value(), 1);
    }

    void settingsKeepTextValues()
    {
        SettingsStore settings(*m_fixture->database);
        QCOMPARE(settings.value(QStringLiteral("theme"), QStringLiteral("system")).value(), QStringLiteral("system"));
        QVERIFY(settings.setValue(QStringLiteral("theme"), QStringLiteral("dark")).ok());
        QVERIFY(settings.setValue(QStringLiteral("theme"), QStringLiteral("light")).ok());
        QCOMPARE(settings.value(QStringLiteral("theme")).value(), QStringLiteral("light"));
        QVERIFY(settings.remove(QStringLiteral("theme")).ok());
        QCOMPARE(settings.value(QStringLiteral("theme")).value(), QString());
    }

    void quickChatsAreListedApartFromTheBoard()
    {
        m_fixture->addTask(QStringLiteral("Board task"));
        const Task chat = m_fixture->addTask(QStringLiteral("What is a monad?"), true);
        auto chats = TaskStore(*m_fixture->database).quickChats(QStringLiteral("default"));
        QVERIFY(chats.ok());
        QCOMPARE(chats->size(), 1);
        QCOMPARE(chats->first().id, chat.id);
        QCOMPARE(TaskStore(*m_fixture->database).list(QStringLiteral("default"))->size(), 1);
        QVERIFY(chats->first().workflowStepId.isEmpty());
        const TaskSession session = m_fixture->addSession(chat.id);
        MessageStore messages(*m_fixture->database);
        QCOMPARE(messages.lastTurn(session.id).value(), 0);
        QVERIFY(messages.append({0, session.id, 3, {}, SessionEvent::make(SessionEvent::Kind::UserPrompt), {}}).ok());
        QCOMPARE(messages.lastTurn(session.id).value(), 3);
    }

    void concurrentWritersAllSucceed()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Busy")).id);
        constexpr int threads = 4;
        constexpr int rounds = 40;
        std::atomic<int> failures{0};
        QList<QThread *> workers;
        for (int t = 0; t < threads; ++t) {
            workers.append(QThread::create([&, t] {
                MessageStore messages(*m_fixture->database);
                TaskStore tasks(*m_fixture->database);
                for (int round = 0; round < rounds; ++round) {
                    QList<Message> batch;
                    for (int i = 0; i < 25; ++i)
                        batch.append({0, session.id, t, {}, chunk({}), {}});
                    if (!messages.appendBatch(batch).ok())
                        ++failures;
                    if (!messages.append(batch.first()).ok())
                        ++failures;
                    if (!tasks.touch(session.taskId).ok())
                        ++failures;
                }
            }));
        }
        for (QThread *worker : std::as_const(workers))
            worker->start();
        // The GUI thread reads meanwhile.
        MessageStore reader(*m_fixture->database);
        for (int i = 0; i < 20; ++i)
            QVERIFY(reader.pageBefore(session.id, std::numeric_limits<qint64>::max(), 50).ok());
        for (QThread *worker : std::as_const(workers)) {
            QVERIFY(worker->wait(60'000));
            delete worker;
        }
        QCOMPARE(failures.load(), 0);
        QCOMPARE(reader.count(session.id).value(), threads * rounds * 26);
    }

    void deletingATaskTakesItsSessionsAndTranscript()
    {
        const Task task = m_fixture->addTask(QStringLiteral("Doomed"));
        const TaskSession session = m_fixture->addSession(task.id);
        QVERIFY(MessageStore(*m_fixture->database).append({0, session.id, 1, {}, chunk({}), {}}).ok());
        QVERIFY(TaskStore(*m_fixture->database).remove(task.id).ok());
        QCOMPARE(m_fixture->column(QStringLiteral("SELECT count(*) FROM task_sessions")), QStringList{QStringLiteral("0")});
        QCOMPARE(m_fixture->column(QStringLiteral("SELECT count(*) FROM messages")), QStringList{QStringLiteral("0")});
    }

private:
    std::unique_ptr<StoreFixture> m_fixture;
};

QTEST_GUILESS_MAIN(TestStores)
#include "tst_stores.moc"
