// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The lifecycle's ports over the real SQLite store and secret vault, and a launch that persists
// its registration there.
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launchpipeline.h"
#include "lifecycle/agentctl/standalonebackend.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/preparers/localpreparer.h"
#include "lifecycle/reattach.h"
#include "lifecycle/startuprecovery.h"
#include "support/processprobe.h"

#include <QSignalSpy>
#include "lifecycle/storeadapters.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "lifecycle/ports/workspaceinfoprovider.h"
#include "models/secretvault.h"
#include "support/storefixture.h"

#include <QFile>
#include <QtConcurrent>
#include <QTest>

using namespace kandesk;

class TestStoreAdapters : public QObject
{
    Q_OBJECT
private:
    testing::StoreFixture m_store;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_store.open()); }

    void sessionsReadFromTheStore()
    {
        const Task task = m_store.addTask(QStringLiteral("Read me"));
        const TaskSession session = m_store.addSession(task.id, SessionState::Running);
        SessionStore sessions(*m_store.database);
        StoreSessionReader reader(sessions);
        auto record = reader.taskSession(session.id);
        QVERIFY2(record.ok(), qPrintable(record.error()));
        QCOMPARE(record->taskId, task.id);
        QCOMPARE(record->state, SessionState::Running);
        QVERIFY(sessions.setState(session.id, SessionState::Completed).ok());
        QVERIFY(isTerminalSessionState(reader.taskSession(session.id)->state));
        QVERIFY(!reader.taskSession(QStringLiteral("no-such-session")).ok());
    }

    // Workspace-only restores read the task (archived or gone) and launches the task's clean-up
    // from the store; an archived task's workspace is not restored, nothing is started for it.
    void tasksAndTheirCleanupReadFromTheStore()
    {
        const Task task = m_store.addTask(QStringLiteral("Archive me"));
        const TaskSession session = m_store.addSession(task.id, SessionState::Completed);
        SessionStore sessions(*m_store.database);
        TaskStore tasks(*m_store.database);
        StoreSessionReader reader(sessions, &tasks);
        StoreTaskCleanupState cleanup(tasks);
        QVERIFY(reader.readsTasks());
        QCOMPARE(reader.task(task.id)->value().archived, false);
        QVERIFY(!reader.task(QStringLiteral("no-such-task"))->has_value());
        QCOMPARE(cleanup.hasActiveTaskCleanup(task.id).value(), false);
        QVERIFY(tasks.setCleanupStarted(task.id, true).ok());
        QCOMPARE(cleanup.hasActiveTaskCleanup(task.id).value(), true);
        QVERIFY(tasks.setCleanupStarted(task.id, false).ok());
        QVERIFY(tasks.setArchived(task.id, true).ok());
        QCOMPARE(reader.task(task.id)->value().archived, true);

        class RecordedWorkspace final : public WorkspaceInfoProvider
        {
        public:
            explicit RecordedWorkspace(WorkspaceInfo info) : m_info(std::move(info)) {}
            Expected<WorkspaceInfo> workspaceInfoForSession(const QString &, const QString &) override { return m_info; }
            Expected<WorkspaceInfo> workspaceInfoForEnvironment(const QString &) override { return m_info; }

        private:
            WorkspaceInfo m_info;
        };
        WorkspaceInfo info;
        info.taskId = task.id;
        info.sessionId = session.id;
        info.workspacePath = m_store.home.path();
        auto processes = std::make_shared<AgentctlProcessHost>();
        auto executors = std::make_shared<ExecutorRegistry>();
        executors->registerBackend(std::make_shared<StandaloneBackend>(processes, std::make_shared<AgentctlNetwork>(),
                                                                       StandaloneBackend::Config{QStringLiteral(KANDESK_AGENTCTL_PATH), {}}));
        LifecycleDependencies deps;
        deps.executors = executors;
        deps.sessions = std::make_shared<StoreSessionReader>(sessions, &tasks);
        deps.taskCleanup = std::make_shared<StoreTaskCleanupState>(tasks);
        deps.workspaceInfo = std::make_shared<RecordedWorkspace>(info);
        LifecycleController controller(deps);
        auto restored = controller.ensureExecution(session.id);
        QVERIFY(QTest::qWaitFor([&restored] { return restored.isFinished(); }, 30'000));
        QVERIFY(!restored.result().ok());
        QVERIFY2(restored.result().error().contains(QStringLiteral("is archived")), qPrintable(restored.result().error()));
        QCOMPARE(processes->runningCount(), 0);
        QVERIFY(controller.executions().list().isEmpty());
    }

    void registrationsRoundTrip()
    {
        const Task task = m_store.addTask(QStringLiteral("Register me"));
        const TaskSession session = m_store.addSession(task.id, SessionState::Starting);
        ExecutorsRunningTable table(*m_store.database);
        StoreExecutorsRunning store(table);
        QCOMPARE(store.bySessionId(session.id)->has_value(), false);

        // The port reads and writes the row as it is stored: every field comes back unchanged.
        ExecutorRunning record;
        record.sessionId = session.id;
        record.taskId = task.id;
        record.executionId = QStringLiteral("exec-7");
        record.executorType = QStringLiteral("worktree");
        record.runtime = QStringLiteral("standalone");
        record.executionProfileId = QStringLiteral("profile-7");
        record.status = ExecutorRunningStatus::Ready;
        record.resumeToken = QStringLiteral("resume-7");
        record.agentctlUrl = QStringLiteral("http://127.0.0.1:4242");
        record.agentctlPort = 4242;
        record.pid = 4711;
        record.workspacePath = QStringLiteral("/tmp/tasks/exec-7");
        record.acpSessionId = QStringLiteral("acp-1");
        record.metadataJson = QStringLiteral(R"({"auth_token_secret":"runtime/exec-7/token"})");
        QVERIFY(store.upsert(record).ok());
        auto read = store.bySessionId(session.id);
        QVERIFY(read.ok() && read->has_value());
        QVERIFY((*read)->updatedAt.isValid()); // the store's own time
        record.updatedAt = (*read)->updatedAt;
        QVERIFY(**read == record);
        QCOMPARE((*read)->status, ExecutorRunningStatus::Ready);
        QCOMPARE((*read)->metadataJson, QStringLiteral(R"({"auth_token_secret":"runtime/exec-7/token"})"));
        QVERIFY((*read)->isResumable());

        // Recovery's word reaches the lifecycle as stored.
        QVERIFY(table.markResumable(session.id).ok());
        QCOMPARE((*store.bySessionId(session.id))->status, ExecutorRunningStatus::Interrupted);
        QVERIFY(store.markStopped(session.id).ok());
        QCOMPARE((*store.bySessionId(session.id))->status, ExecutorRunningStatus::Stopped);
        QVERIFY(store.removeBySessionId(session.id).ok());
        QCOMPARE(store.bySessionId(session.id)->has_value(), false);
    }

    void secretsGoToTheVaultNotTheDatabase()
    {
        SecretVault vault(*m_store.database, m_store.home.path());
        vault.setBackend(SecretBackendKind::File);
        VaultSecretStore secrets(vault);
        const QString value = QStringLiteral("sk-live-%1").arg(QDateTime::currentMSecsSinceEpoch());
        QVERIFY(secrets.put(QStringLiteral("runtime/exec-1/token"), QStringLiteral("agentctl token"), value).ok());
        QCOMPARE(*secrets.reveal(QStringLiteral("runtime/exec-1/token")), value);
        QFile db(m_store.dbPath());
        QVERIFY(db.open(QIODevice::ReadOnly));
        QVERIFY(!db.readAll().contains(value.toUtf8()));
        QVERIFY(secrets.remove(QStringLiteral("runtime/exec-1/token")).ok());
        QVERIFY(!secrets.reveal(QStringLiteral("runtime/exec-1/token")).ok());
    }

    void profilesResolveFromTheStore()
    {
        ProfileStore profiles(*m_store.database);
        AgentProfile profile;
        profile.name = QStringLiteral("Claude, careful");
        profile.agentId = QStringLiteral("claude-acp");
        profile.model = QStringLiteral("opus");
        profile.cliFlags = {{QStringLiteral("--verbose"), true}, {QStringLiteral("--debug"), false}};
        profile.commandPrefix = QStringLiteral("nice -n 5");
        profile.envVars = {{QStringLiteral("ANTHROPIC_API_KEY"), {}, QStringLiteral("anthropic")}};
        auto saved = profiles.saveAgentProfile(profile);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        StoreProfileResolver resolver(profiles);
        auto info = resolver.resolveProfile(saved->id);
        QVERIFY2(info.ok(), qPrintable(info.error()));
        QCOMPARE(info->agentId, QStringLiteral("claude-acp"));
        QCOMPARE(info->model, QStringLiteral("opus"));
        QCOMPARE(info->cliFlags.size(), 2);
        QCOMPARE(info->cliFlags.at(1).enabled, false);
        QCOMPARE(info->commandPrefix, QStringLiteral("nice -n 5"));
        QCOMPARE(info->envVars.at(0).secretRef, QStringLiteral("anthropic"));
        QVERIFY(!resolver.resolveProfile(QStringLiteral("no-such-profile")).ok());
    }

    void aLaunchPersistsItsRegistration()
    {
        const QString repo = m_store.home.filePath(QStringLiteral("repo"));
        QDir().mkpath(repo);
        QVERIFY(git::runGitChecked(repo, {QStringLiteral("init"), QStringLiteral("-q")}).ok());
        const Task task = m_store.addTask(QStringLiteral("Persist me"));
        const TaskSession session = m_store.addSession(task.id, SessionState::Starting);

        SessionStore sessions(*m_store.database);
        ExecutorsRunningTable table(*m_store.database);
        ProfileStore profiles(*m_store.database);
        SecretVault vault(*m_store.database, m_store.home.path());
        vault.setBackend(SecretBackendKind::File);
        AgentProfile profile;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        auto saved = profiles.saveAgentProfile(profile);
        QVERIFY(saved.ok());

        auto agents = std::make_shared<AgentRegistry>();
        QVERIFY(agents->addCustomAgent(QStringLiteral("stub"), {}, QStringLiteral("'" KANDESK_STUBAGENT_PATH "'")).ok());
        auto processes = std::make_shared<AgentctlProcessHost>();
        auto executors = std::make_shared<ExecutorRegistry>();
        auto backend = std::make_shared<StandaloneBackend>(processes, std::make_shared<AgentctlNetwork>(),
                                                           StandaloneBackend::Config{QStringLiteral(KANDESK_AGENTCTL_PATH), {}});
        executors->registerBackend(backend);
        auto preparers = std::make_shared<PreparerRegistry>();
        preparers->registerPreparer(ExecutorTypes::Local, std::make_shared<LocalPreparer>());
        LifecycleDependencies deps;
        deps.agents = agents;
        deps.executors = executors;
        deps.preparers = preparers;
        deps.profiles = std::make_shared<StoreProfileResolver>(profiles);
        deps.sessions = std::make_shared<StoreSessionReader>(sessions);
        deps.executorsRunning = std::make_shared<StoreExecutorsRunning>(table);
        deps.secrets = std::make_shared<VaultSecretStore>(vault);
        deps.homeDir = m_store.home.path();
        LifecycleController controller(deps);

        LaunchRequest request;
        request.taskId = task.id;
        request.sessionId = session.id;
        request.taskTitle = task.title;
        request.agentProfileId = saved->id;
        request.executorType = ExecutorTypes::Local;
        request.repositoryPath = repo;
        auto future = controller.launch(request);
        QVERIFY(QTest::qWaitFor([&future] { return future.isFinished(); }, 30'000));
        auto launched = future.result();
        QVERIFY2(launched.ok(), qPrintable(launched.error()));

        // The agent runs a first turn.
        AgentSessions sessionsOfAgents(controller, executors, std::make_shared<AgentctlNetwork>());
        QSignalSpy firstEvents(&sessionsOfAgents, &AgentSessions::agentEvent);
        AgentStartOptions options;
        options.prompt = QStringLiteral("stream 1");
        LaunchPipeline pipeline(controller, sessionsOfAgents);
        auto started = pipeline.startAgent(launched.value(), options);
        QVERIFY(QTest::qWaitFor([&started] { return started.isFinished(); }, 30'000));
        QVERIFY2(started.result().ok(), qPrintable(started.result().error()));
        QTRY_VERIFY(std::any_of(firstEvents.cbegin(), firstEvents.cend(), [](const QList<QVariant> &args) {
            return args.at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("type")).toString() == QLatin1String("complete");
        }));

        auto row = table.find(session.id);
        QVERIFY(row.ok() && row->has_value());
        QCOMPARE((*row)->executionId, launched.value()->id);
        QCOMPARE((*row)->agentctlPort, launched.value()->instance.agentctlPort);
        // The bearer token is a secret: in the vault, referenced from the row, never in it.
        QVERIFY(!(*row)->metadataJson.contains(launched.value()->instance.authToken));
        QVERIFY(!launched.value()->instance.authToken.isEmpty());
        QCOMPARE(controller.revealRuntimeSecret(launched.value()->metadata(), MetadataKeys::AuthTokenSecret),
                 launched.value()->instance.authToken);

        // Kandesk restarts while this agentctl still runs, and after another one died.
        const Task crashed = m_store.addTask(QStringLiteral("Crashed"));
        const TaskSession crashedSession = m_store.addSession(crashed.id, SessionState::Running);
        ExecutorRunning dead;
        dead.sessionId = crashedSession.id;
        dead.taskId = crashed.id;
        dead.executionId = QStringLiteral("exec-dead");
        dead.executorType = ExecutorTypes::Local;
        dead.runtime = QStringLiteral("standalone");
        dead.status = QStringLiteral("running");
        dead.agentctlUrl = QStringLiteral("http://127.0.0.1:1");
        QVERIFY(table.upsert(dead).ok());
        QVERIFY(sessions.setState(session.id, SessionState::Running).ok());

        auto recovering = recoverAtStartup(*m_store.database, m_store.home.path(), std::make_shared<AgentctlNetwork>());
        QVERIFY(QTest::qWaitFor([&recovering] { return recovering.isFinished(); }, 30'000));
        auto recovered = recovering.result();
        QVERIFY2(recovered.ok(), qPrintable(recovered.error()));
        // (earlier tests of this database left sessions that never registered: those count too)
        QVERIFY(recovered->report.interruptedSessions.contains(crashedSession.id));
        QVERIFY(!recovered->report.interruptedSessions.contains(session.id));
        QCOMPARE(recovered->report.live.size(), 1);
        QCOMPARE(recovered->report.live.at(0).sessionId, session.id);
        QCOMPARE(*sessions.state(crashedSession.id), SessionState::WaitingForInput);
        QVERIFY((*table.find(crashedSession.id))->resumable);

        // The new Kandesk takes the live one back and drives it: a second turn on the same agent.
        auto network = std::make_shared<AgentctlNetwork>();
        auto newExecutors = std::make_shared<ExecutorRegistry>();
        newExecutors->registerBackend(std::make_shared<StandaloneBackend>(std::make_shared<AgentctlProcessHost>(), network,
                                                                          StandaloneBackend::Config{QStringLiteral(KANDESK_AGENTCTL_PATH), {}}));
        LifecycleDependencies newDeps = deps;
        newDeps.executors = newExecutors;
        LifecycleController newController(newDeps);
        AgentSessions newAgents(newController, newExecutors, network);
        QSignalSpy secondEvents(&newAgents, &AgentSessions::agentEvent);
        const ExecutorRunning live = recovered->report.live.at(0);
        auto reattaching = QtConcurrent::run([&] { return reattachExecution(live, newController, newAgents, *newDeps.secrets, network); });
        QVERIFY(QTest::qWaitFor([&reattaching] { return reattaching.isFinished(); }, 30'000));
        QVERIFY2(reattaching.result().ok(), qPrintable(reattaching.result().error()));
        const QString executionId = reattaching.result().value()->id;
        QCOMPARE(executionId, launched.value()->id);
        auto prompted = newAgents.prompt(executionId, QStringLiteral("stream 2"));
        QVERIFY(QTest::qWaitFor([&prompted] { return prompted.isFinished(); }, 30'000));
        QVERIFY2(prompted.result().ok(), qPrintable(prompted.result().error()));
        QTRY_VERIFY(std::any_of(secondEvents.cbegin(), secondEvents.cend(), [](const QList<QVariant> &args) {
            return args.at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("type")).toString() == QLatin1String("complete");
        }));

        // Stopping it from the new Kandesk ends the agentctl the old one started.
        auto stopped = newAgents.stop(executionId);
        QVERIFY(QTest::qWaitFor([&stopped] { return stopped.isFinished(); }, 30'000));
        QVERIFY2(stopped.result().ok(), qPrintable(stopped.result().error()));
        QTRY_VERIFY(!kandesk::test::processAlive(launched.value()->instance.pid));
    }
};

QTEST_GUILESS_MAIN(TestStoreAdapters)
#include "tst_storeadapters.moc"
