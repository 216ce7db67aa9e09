// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A task end to end: LifecycleController → standalone backend → real agentctl → the ACP SDK's
// example agent, in a new worktree of a temporary repository.
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launchpipeline.h"
#include "lifecycle/agentctl/standalonebackend.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/worktreenaming.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/preparers/localpreparer.h"
#include "lifecycle/preparers/worktreepreparer.h"
#include "support/gitrepository.h"
#include "support/processprobe.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <atomic>

using namespace kandesk;

namespace {

QString sdkAgentScript()
{
    return QStringLiteral(KANDESK_ACP_SDK_DIR "/dist/examples/agent.js");
}

const QString kAgentId = QStringLiteral("sdk-example");
const QString kStubAgentId = QStringLiteral("stub");
const QString kStubNoLoadAgentId = QStringLiteral("stub-no-load");
const QString kSdk2AgentId = QStringLiteral("sdk2");

// The test agent written with the ACP SDK 2.4 (tests/fixtures/sdk2agent.mjs): it resumes sessions.
QString sdk2Entry()
{
    return QDir::cleanPath(QStringLiteral(KANDESK_ACP_SDK_DIR "/../../acp-sdk-2/dist/v1/stable/acp.js"));
}

// "stub-profile" runs our scripted stub agent; any other profile the SDK's example agent.
class TestProfiles final : public ProfileResolver
{
public:
    Expected<AgentProfile> resolveProfile(const QString &profileId) override
    {
        AgentProfile info;
        info.id = profileId;
        info.agentId = profileId == QLatin1String("stub-profile") ? kStubAgentId
            : profileId == QLatin1String("stub-no-load-profile")  ? kStubNoLoadAgentId
            : profileId == QLatin1String("sdk2-profile")          ? kSdk2AgentId
                                                                  : kAgentId;
        return info;
    }
};

// Processes of this test run (they inherit its marker variable) whose command line names one of
// our binaries: what must not outlive a stop. Other runs on the machine are not ours to count.
const QByteArray kRunMarker = "KANDESK_TEST_RUN=" + QUuid::createUuid().toByteArray(QUuid::WithoutBraces);

QStringList ourProcesses()
{
    QStringList found;
    const QStringList binaries{QStringLiteral(KANDESK_AGENTCTL_PATH), QStringLiteral(KANDESK_STUBAGENT_PATH), sdkAgentScript(),
                               QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/sdk2agent.mjs")};
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid || pid == QCoreApplication::applicationPid() || !kandesk::test::processAlive(pid))
            continue;
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (!environ.open(QIODevice::ReadOnly) || !environ.readAll().split('\0').contains(kRunMarker))
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        const QString command = QString::fromLocal8Bit(cmdline.readAll()).replace(QLatin1Char('\0'), QLatin1Char(' '));
        for (const QString &binary : binaries) {
            if (command.contains(binary))
                found.append(QStringLiteral("%1 %2").arg(pid).arg(command.trimmed()));
        }
    }
    return found;
}

QString makeRepository(const QString &parent)
{
    return kandesk::test::makeGitRepository(QDir(parent).filePath(QStringLiteral("app")));
}

} // namespace

class TestLocalExecution : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    QTemporaryDir m_sdk2State;
    QString m_node;
    std::shared_ptr<AgentctlProcessHost> m_processes;
    std::shared_ptr<AgentctlNetwork> m_network;
    std::shared_ptr<ExecutorRegistry> m_executors;
    std::unique_ptr<LifecycleController> m_controller;
    std::unique_ptr<AgentSessions> m_agents;
    std::unique_ptr<LaunchPipeline> m_pipeline;

    LaunchRequest taskRequest(const QString &n, const QString &repositoryPath, const QString &setupScript = {})
    {
        LaunchRequest request;
        request.taskId = QStringLiteral("task-") + n;
        request.sessionId = QStringLiteral("session-") + n;
        request.workspaceId = QStringLiteral("default");
        request.taskTitle = QStringLiteral("Fix the flaky login test ") + n;
        request.taskDescription = QStringLiteral("Please improve the configuration.");
        request.agentProfileId = QStringLiteral("sdk-profile");
        request.executorType = ExecutorTypes::Worktree;
        request.useWorktree = true;
        request.repositoryPath = repositoryPath;
        request.setupScript = setupScript;
        return request;
    }

    template<typename T>
    T waitFor(QFuture<T> future, int timeoutMs = 60'000)
    {
        if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs))
            qFatal("a lifecycle call did not finish within %d ms", timeoutMs);
        return future.result();
    }

private Q_SLOTS:
    void initTestCase()
    {
        const qsizetype equals = kRunMarker.indexOf('=');
        qputenv(kRunMarker.left(equals).constData(), kRunMarker.mid(equals + 1));
        m_node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (m_node.isEmpty())
            QSKIP("node is not installed: the ACP SDK example agent cannot run here");
        if (!QFile::exists(sdkAgentScript()))
            QSKIP("the ACP SDK is not installed (packaging/setup-test-deps.sh installs it)");

        auto agents = std::make_shared<AgentRegistry>();
        QVERIFY(agents->addCustomAgent(kAgentId, QStringLiteral("SDK example"),
                                       QStringLiteral("'%1' '%2'").arg(m_node, sdkAgentScript())).ok());
        QVERIFY(agents->addCustomAgent(kStubAgentId, QStringLiteral("Stub"), QStringLiteral("'" KANDESK_STUBAGENT_PATH "'")).ok());
        QVERIFY(agents->addCustomAgent(kStubNoLoadAgentId, QStringLiteral("Stub without session/load"),
                                       QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --no-load")).ok());
        QVERIFY(agents->addCustomAgent(kSdk2AgentId, QStringLiteral("SDK 2.4 test agent"),
                                       QStringLiteral("/usr/bin/env 'SDK2AGENT_STATE=%1' '%2' '%3' '%4'")
                                           .arg(m_sdk2State.path(), m_node, QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/sdk2agent.mjs"),
                                                sdk2Entry())).ok());
        m_processes = std::make_shared<AgentctlProcessHost>();
        m_network = std::make_shared<AgentctlNetwork>();
        m_executors = std::make_shared<ExecutorRegistry>();
        m_executors->registerBackend(std::make_shared<StandaloneBackend>(
            m_processes, m_network, StandaloneBackend::Config{QStringLiteral(KANDESK_AGENTCTL_PATH), m_home.filePath(QStringLiteral("logs"))}));
        auto preparers = std::make_shared<PreparerRegistry>();
        preparers->registerPreparer(ExecutorTypes::Worktree, std::make_shared<WorktreePreparer>(m_home.path()));
        preparers->registerPreparer(ExecutorTypes::Local, std::make_shared<LocalPreparer>());

        LifecycleDependencies deps;
        deps.agents = agents;
        deps.executors = m_executors;
        deps.preparers = preparers;
        deps.profiles = std::make_shared<TestProfiles>();
        deps.homeDir = m_home.path();
        m_controller = std::make_unique<LifecycleController>(deps);
        m_agents = std::make_unique<AgentSessions>(*m_controller, m_executors, m_network);
        m_pipeline = std::make_unique<LaunchPipeline>(*m_controller, *m_agents);
    }

    // A failed test leaves nothing running for the next one.
    void cleanup()
    {
        const QList<ExecutionPtr> left = m_controller->executions().list();
        for (const ExecutionPtr &execution : left)
            QVERIFY(waitFor(m_agents->stop(execution->id)).ok());
    }

    void runsATaskInANewWorktree()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src")));
        const LaunchRequest request = taskRequest(QStringLiteral("1"), repo);
        QSignalSpy progress(m_controller.get(), &LifecycleController::prepareProgress);
        QSignalSpy completed(m_controller.get(), &LifecycleController::prepareCompleted);
        QSignalSpy events(m_agents.get(), &AgentSessions::agentEvent);

        auto launched = waitFor(m_controller->launch(request));
        QVERIFY2(launched.ok(), qPrintable(launched.error()));
        const ExecutionPtr execution = launched.value();

        // Prepare steps in order, then exactly one PrepareCompleted that succeeded.
        QTRY_COMPARE(completed.size(), 1);
        const auto done = completed.at(0).at(0).value<PrepareCompletedEvent>();
        QVERIFY2(done.success, qPrintable(done.errorMessage));
        QStringList names;
        for (const PrepareStep &step : done.steps)
            names.append(step.name);
        QCOMPARE(names, (QStringList{QStringLiteral("Validate repository"), QStringLiteral("Create worktree"),
                                     QStringLiteral("Start agentctl"), QStringLiteral("Create agent instance")}));
        for (const PrepareStep &step : done.steps)
            QCOMPARE(step.status, PrepareStepStatus::Completed);
        QVERIFY(progress.size() >= names.size() * 2);

        // The worktree and its branch.
        const QString taskDir = git::taskDirectoryName(request.taskTitle, request.taskId);
        QCOMPARE(execution->workspacePath, QDir(m_home.filePath(QStringLiteral("tasks/") + taskDir)).filePath(QStringLiteral("app")));
        const QString branch = git::branchNameFromTemplate({}, request.taskTitle, request.taskId);
        QCOMPARE(git::runGitChecked(execution->workspacePath, {QStringLiteral("branch"), QStringLiteral("--show-current")})->trimmed(), branch);

        // The agent: first prompt = the task description; events stream back.
        AgentStartOptions options;
        options.prompt = request.taskDescription;
        auto started = waitFor(m_pipeline->startAgent(execution, options));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QVERIFY(!started->acpSessionId.isEmpty());

        auto eventTypes = [&events] {
            QStringList types;
            for (const auto &args : std::as_const(events))
                types.append(args.at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("type")).toString());
            return types;
        };
        QTRY_VERIFY_WITH_TIMEOUT(eventTypes().contains(QStringLiteral("permission_request")), 30'000);
        QJsonObject permission;
        for (const auto &args : std::as_const(events)) {
            if (args.at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("type")).toString() == QLatin1String("permission_request"))
                permission = args.at(2).value<kandesk::SessionEvent>().toJson();
        }
        const QString allow = permission.value(QStringLiteral("permission_options")).toArray().at(0).toObject().value(QStringLiteral("option_id")).toString();
        QVERIFY(!allow.isEmpty());
        auto answered = waitFor(m_agents->respondToPermission(execution->id, permission.value(QStringLiteral("pending_id")).toString(), allow));
        QVERIFY2(answered.ok(), qPrintable(answered.error()));
        QTRY_VERIFY_WITH_TIMEOUT(eventTypes().contains(QStringLiteral("complete")), 30'000);

        const QStringList types = eventTypes();
        for (const char *type : {"message_chunk", "tool_call", "permission_request", "complete"})
            QVERIFY2(types.contains(QLatin1String(type)), qPrintable(types.join(QLatin1Char(','))));
        QVERIFY(types.indexOf(QStringLiteral("message_chunk")) < types.lastIndexOf(QStringLiteral("complete")));
        QCOMPARE(events.at(0).at(1).toString(), request.sessionId);

        auto stopped = waitFor(m_agents->stop(execution->id));
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        QVERIFY(!kandesk::test::processAlive(execution->instance.pid));
        QCOMPARE(m_processes->runningCount(), 0);
        QVERIFY(!m_controller->executions().get(execution->id));
    }

    // One call runs every stage on one thread of the pipeline: the launch registers (the caller
    // hears it there, before the agent starts), then the agent starts and takes its first prompt.
    void thePipelineRunsTheLaunchAndTheAgentOnOneThread()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-pipeline")));
        PipelineRequest request;
        request.launch = taskRequest(QStringLiteral("pipeline"), repo);
        request.agent.prompt = QStringLiteral("stream 1");
        QThread *registeredOn = nullptr;
        ExecutionPtr registered;
        bool agentStreamWhenRegistered = true;
        request.registered = [&](const ExecutionPtr &execution) {
            registeredOn = QThread::currentThread();
            registered = execution;
            agentStreamWhenRegistered = m_agents->hasStream(execution->id);
        };
        const PipelineResult result = waitFor(m_pipeline->run(request));
        QVERIFY2(result.execution.ok(), qPrintable(result.execution.error()));
        QVERIFY2(result.agent.ok(), qPrintable(result.agent.error()));
        QCOMPARE(registered, result.execution.value());
        QVERIFY(registeredOn && registeredOn != QThread::currentThread());
        QVERIFY(!agentStreamWhenRegistered);
        QVERIFY(m_agents->hasStream(registered->id));
        QVERIFY(!result.agent->acpSessionId.isEmpty());
        QVERIFY(waitFor(m_agents->stop(registered->id)).ok());
    }

    // A stop asked as the runtime registers: the agent does not start, and the registered
    // execution comes back to the caller, whose it is to stop.
    void aStopAskedAtRegistrationStartsNoAgent()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-pipeline-stop")));
        PipelineRequest request;
        request.launch = taskRequest(QStringLiteral("pipeline-stop"), repo);
        request.agent.prompt = QStringLiteral("stream 1");
        auto stop = std::make_shared<std::atomic_bool>(false);
        request.stopRequested = [stop] { return stop->load(); };
        request.registered = [stop](const ExecutionPtr &) { *stop = true; };
        const PipelineResult result = waitFor(m_pipeline->run(request));
        QVERIFY2(result.execution.ok(), qPrintable(result.execution.error()));
        QVERIFY(!result.agent.ok());
        QCOMPARE(result.agent.error(), QStringLiteral("stopped"));
        const ExecutionPtr execution = result.execution.value();
        QVERIFY(!m_agents->hasStream(execution->id));
        QVERIFY(m_controller->executions().get(execution->id));
        QVERIFY(waitFor(m_agents->stop(execution->id)).ok());
        QVERIFY(!kandesk::test::processAlive(execution->instance.pid));
    }

    // A stop asked before the launch registers rolls it back: no execution, no runtime.
    void aStopAskedBeforeRegistrationRollsTheLaunchBack()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-pipeline-early")));
        PipelineRequest request;
        request.launch = taskRequest(QStringLiteral("pipeline-early"), repo);
        request.stopRequested = [] { return true; };
        bool registered = false;
        request.registered = [&registered](const ExecutionPtr &) { registered = true; };
        const PipelineResult result = waitFor(m_pipeline->run(request));
        QVERIFY(!result.execution.ok());
        QCOMPARE(result.execution.errorKind(), ErrorKind::Cancelled);
        QVERIFY(!registered);
        QVERIFY(m_controller->executions().list().isEmpty());
        QTRY_COMPARE(m_processes->runningCount(), 0);
    }

    void theLocalExecutorWorksInTheRepositoryItself()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-local")));
        QVERIFY(git::runGitChecked(repo, {QStringLiteral("branch"), QStringLiteral("topic")}).ok());
        LaunchRequest request = taskRequest(QStringLiteral("local"), repo, QStringLiteral("echo ready > setup.log; echo done"));
        request.executorType = ExecutorTypes::Local;
        request.useWorktree = false;
        request.baseBranch = QStringLiteral("topic");
        request.agentProfileId = QStringLiteral("stub-profile");
        QSignalSpy completed(m_controller.get(), &LifecycleController::prepareCompleted);
        auto launched = waitFor(m_controller->launch(request));
        QVERIFY2(launched.ok(), qPrintable(launched.error()));
        QTRY_COMPARE(completed.size(), 1);
        const auto done = completed.at(0).at(0).value<PrepareCompletedEvent>();
        QVERIFY2(done.success, qPrintable(done.errorMessage));
        QStringList names;
        for (const PrepareStep &step : done.steps)
            names.append(step.name);
        QCOMPARE(names, (QStringList{QStringLiteral("Validate workspace"), QStringLiteral("Checkout branch"),
                                     QStringLiteral("Run setup script"), QStringLiteral("Start agentctl"),
                                     QStringLiteral("Create agent instance")}));
        QCOMPARE(done.steps.at(2).output, QStringLiteral("done"));
        QCOMPARE(launched.value()->workspacePath, repo);
        QCOMPARE(git::runGitChecked(repo, {QStringLiteral("branch"), QStringLiteral("--show-current")})->trimmed(), QStringLiteral("topic"));
        QVERIFY(QFile::exists(repo + QStringLiteral("/setup.log")));
        QVERIFY(waitFor(m_agents->stop(launched.value()->id)).ok());
    }

    void localTasksOfOneRepositoryStartTogether()
    {
        // Each checks out the base branch in the repository itself: they take turns, none meets
        // another's .git/index.lock.
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-local-many")));
        QList<QFuture<ExecutionOutcome>> launches;
        for (int i = 0; i < 6; ++i) {
            LaunchRequest request = taskRequest(QStringLiteral("local-many-%1").arg(i), repo);
            request.executorType = ExecutorTypes::Local;
            request.useWorktree = false;
            request.baseBranch = QStringLiteral("main");
            request.agentProfileId = QStringLiteral("stub-profile");
            launches.append(m_controller->launch(request));
        }
        QList<QFuture<Status>> stops;
        for (auto &launch : launches) {
            auto launched = waitFor(launch);
            QVERIFY2(launched.ok(), qPrintable(launched.error()));
            QCOMPARE(launched.value()->workspacePath, repo);
            stops.append(m_agents->stop(launched.value()->id));
        }
        for (auto &stop : stops)
            QVERIFY(waitFor(stop).ok());
    }

    void aFailingSetupScriptWarnsAndTheLaunchGoesOn()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-setup")));
        LaunchRequest request = taskRequest(QStringLiteral("setup"), repo, QStringLiteral("echo installing; echo 'npm ERR! no network' >&2; exit 7"));
        request.agentProfileId = QStringLiteral("stub-profile");
        QSignalSpy completed(m_controller.get(), &LifecycleController::prepareCompleted);
        auto launched = waitFor(m_controller->launch(request));
        QVERIFY2(launched.ok(), qPrintable(launched.error()));
        QTRY_COMPARE(completed.size(), 1);
        const auto done = completed.at(0).at(0).value<PrepareCompletedEvent>();
        QVERIFY(done.success);
        const auto setup = std::find_if(done.steps.cbegin(), done.steps.cend(),
                                        [](const PrepareStep &step) { return step.name == QLatin1String("Run setup script"); });
        QVERIFY(setup != done.steps.cend());
        QCOMPARE(setup->status, PrepareStepStatus::Completed);
        QVERIFY2(setup->warning.contains(QStringLiteral("exited with code 7")), qPrintable(setup->warning));
        QVERIFY(setup->output.contains(QStringLiteral("npm ERR! no network")));
        QVERIFY(done.steps.constLast().name == QLatin1String("Create agent instance"));
        auto stopped = waitFor(m_agents->stop(launched.value()->id));
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
    }

    void aMissingRepositoryFailsCleanly()
    {
        LaunchRequest request = taskRequest(QStringLiteral("moved"), m_home.filePath(QStringLiteral("moved-away/app")));
        QSignalSpy completed(m_controller.get(), &LifecycleController::prepareCompleted);
        auto launched = waitFor(m_controller->launch(request));
        QVERIFY(!launched.ok());
        QVERIFY2(launched.error().contains(QStringLiteral("Repository not found at")), qPrintable(launched.error()));
        QTRY_COMPARE(completed.size(), 1);
        const auto done = completed.at(0).at(0).value<PrepareCompletedEvent>();
        QVERIFY(!done.success);
        QVERIFY2(done.errorMessage.contains(QStringLiteral("Repository not found at")), qPrintable(done.errorMessage));
        QCOMPARE(done.steps.constFirst().status, PrepareStepStatus::Failed);
        QCOMPARE(m_processes->runningCount(), 0);
        QVERIFY(!m_controller->executions().bySessionId(request.sessionId));
        QTRY_COMPARE(ourProcesses(), QStringList{});
    }

    void aResumedSessionIsLoadedWhereTheAgentCan_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<bool>("loads");
        QTest::newRow("advertises loadSession") << QStringLiteral("stub-profile") << true;
        QTest::newRow("no loadSession: a fresh session") << QStringLiteral("stub-no-load-profile") << false;
        QTest::newRow("offers session/resume (SDK 2.4 agent)") << QStringLiteral("sdk2-profile") << true;
    }
    void aResumedSessionIsLoadedWhereTheAgentCan()
    {
        QFETCH(QString, profile);
        QFETCH(bool, loads);
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-resume-") + profile));
        LaunchRequest request = taskRequest(QStringLiteral("resume-") + profile, repo);
        request.agentProfileId = profile;
        auto first = waitFor(m_controller->launch(request));
        QVERIFY2(first.ok(), qPrintable(first.error()));
        auto started = waitFor(m_pipeline->startAgent(first.value(), {}));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const QString acpSession = started->acpSessionId;
        QVERIFY(waitFor(m_agents->stop(first.value()->id)).ok());

        // The next day: same session, same worktree, the ACP session id it had.
        request.acpSessionId = acpSession;
        auto again = waitFor(m_controller->launch(request));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(again.value()->workspacePath, first.value()->workspacePath);
        AgentStartOptions options;
        options.resumeAcpSessionId = acpSession;
        auto resumed = waitFor(m_pipeline->startAgent(again.value(), options));
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QCOMPARE(resumed->resumed, loads);
        if (loads)
            QCOMPARE(resumed->acpSessionId, acpSession);
        QVERIFY(waitFor(m_agents->stop(again.value()->id)).ok());
        if (profile == QLatin1String("sdk2-profile")) {
            // Resumed, not loaded (no history replayed); each stop closed the session first.
            QFile calls(m_sdk2State.filePath(QStringLiteral("calls.log")));
            QVERIFY(calls.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(calls.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QCOMPARE(lines.filter(QStringLiteral("session/resume ") + acpSession).size(), 1);
            QCOMPARE(lines.filter(QStringLiteral("session/load")).size(), 0);
            QCOMPARE(lines.filter(QStringLiteral("session/close ") + acpSession).size(), 2);
        }
    }

    void aTurnCanBeCancelled()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-cancel")));
        LaunchRequest request = taskRequest(QStringLiteral("cancel"), repo);
        request.agentProfileId = QStringLiteral("stub-profile");
        auto launched = waitFor(m_controller->launch(request));
        QVERIFY2(launched.ok(), qPrintable(launched.error()));
        QSignalSpy events(m_agents.get(), &AgentSessions::agentEvent);
        AgentStartOptions options;
        options.prompt = QStringLiteral("slow");
        QVERIFY(waitFor(m_pipeline->startAgent(launched.value(), options)).ok());
        auto typeAt = [&events](qsizetype i) { return events.at(i).at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("type")).toString(); };
        QTRY_VERIFY(!events.isEmpty() && typeAt(events.size() - 1) == QLatin1String("message_chunk"));
        QVERIFY(waitFor(m_agents->cancel(launched.value()->id)).ok());
        auto types = [&events, &typeAt] {
            QStringList seen;
            for (qsizetype i = qMax(qsizetype(0), events.size() - 6); i < events.size(); ++i)
                seen.append(typeAt(i) + QLatin1Char('@') + events.at(i).at(1).toString());
            return seen.join(QLatin1Char(','));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(typeAt(events.size() - 1) == QLatin1String("complete"), qPrintable(types()), 30'000);
        QCOMPARE(events.constLast().at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("stop_reason")).toString(), QStringLiteral("cancelled"));
        // The session goes on: a follow-up prompt is a new turn (its events may arrive before the
        // prompt's acknowledgement is seen: count from before sending it).
        const qsizetype before = events.size();
        QVERIFY(waitFor(m_agents->prompt(launched.value()->id, QStringLiteral("stream 2"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(events.size() > before && typeAt(events.size() - 1) == QLatin1String("complete"), 30'000);
        QVERIFY(waitFor(m_agents->stop(launched.value()->id)).ok());
    }

    void tenTasksOfOneRepositoryRunAtOnce()
    {
        const QString repo = makeRepository(m_home.filePath(QStringLiteral("src-many")));
        QList<QFuture<ExecutionOutcome>> launches;
        for (int i = 0; i < 10; ++i) {
            LaunchRequest request = taskRequest(QStringLiteral("many-%1").arg(i), repo);
            request.agentProfileId = QStringLiteral("stub-profile");
            launches.append(m_controller->launch(request));
        }
        QSignalSpy events(m_agents.get(), &AgentSessions::agentEvent);
        QList<ExecutionPtr> executions;
        QList<QFuture<Expected<AgentStarted>>> starts;
        for (auto &launch : launches) {
            auto launched = waitFor(launch);
            QVERIFY2(launched.ok(), qPrintable(launched.error()));
            executions.append(launched.value());
            AgentStartOptions options;
            options.prompt = QStringLiteral("stream 3");
            starts.append(m_pipeline->startAgent(launched.value(), options));
        }
        for (auto &start : starts) {
            auto started = waitFor(start);
            QVERIFY2(started.ok(), qPrintable(started.error()));
        }
        auto completedSessions = [&events] {
            QSet<QString> sessions;
            for (const auto &args : std::as_const(events)) {
                if (args.at(2).value<kandesk::SessionEvent>().toJson().value(QStringLiteral("type")).toString() == QLatin1String("complete"))
                    sessions.insert(args.at(1).toString());
            }
            return sessions.size();
        };
        QTRY_COMPARE_WITH_TIMEOUT(completedSessions(), 10, 30'000);
        QCOMPARE(m_processes->runningCount(), 10);

        QList<QFuture<Status>> stops;
        for (const ExecutionPtr &execution : std::as_const(executions))
            stops.append(m_agents->stop(execution->id));
        for (auto &stop : stops)
            QVERIFY(waitFor(stop).ok());
        QCOMPARE(m_processes->runningCount(), 0);
        QTRY_COMPARE(ourProcesses(), QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestLocalExecution)
#include "tst_localexecution.moc"
