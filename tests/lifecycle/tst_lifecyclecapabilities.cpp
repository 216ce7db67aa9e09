// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// Lifecycle capabilities the specification's scenarios do not cover on their own.

#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/launch/envcomposer.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/prepare.h"
#include "lifecycle/launch/workspaceresolver.h"
#include "lifecyclefakes.h"
#include "support/gitrepository.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QtConcurrent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace kandesk;
using namespace kandesk::test;
using namespace std::chrono_literals;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

LifecycleDependencies baseDependencies(const QString &home = {})
{
    LifecycleDependencies deps;
    deps.executors = std::make_shared<ExecutorRegistry>();
    deps.preparers = std::make_shared<PreparerRegistry>();
    deps.profiles = std::make_shared<FixedProfileResolver>();
    deps.homeDir = home;
    return deps;
}

LaunchRequest ephemeralLaunch(const QString &sessionId)
{
    LaunchRequest request;
    request.taskId = s("task-") + sessionId;
    request.sessionId = sessionId;
    request.agentProfileId = s("profile-1");
    request.isEphemeral = true;
    return request;
}

// Fails with a message, after reporting one failed step.
class FailingPreparer final : public EnvPreparer
{
public:
    QString name() const override { return s("failing"); }
    EnvPrepareResult prepare(const EnvPrepareRequest &, const PrepareProgressCallback &onProgress) override
    {
        PrepareStep step = PrepareStep::begin(s("Create worktree"), s("git worktree add"));
        onProgress(step, 0, 1);
        step.fail(s("branch feature/x is checked out elsewhere"));
        onProgress(step, 0, 1);
        EnvPrepareResult result;
        result.success = false;
        result.errorMessage = s("branch feature/x is checked out elsewhere");
        result.steps = {step};
        return result;
    }
};

} // namespace

class TestLifecycleCapabilities : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Agent registry
    void registryRegistersFullDefinitionsOnce()
    {
        AgentRegistry registry;
        AgentDefinition agent;
        agent.id = s("one-shot");
        agent.customArgv = {s("amp"), s("-x")};
        agent.continueCommand = {s("amp"), s("threads"), s("continue")};
        QVERIFY(registry.registerAgent(agent).ok());
        QVERIFY(!registry.registerAgent(agent).ok());
        QCOMPARE(registry.find(s("one-shot"))->continueCommand.size(), 3);
        QVERIFY(registry.find(s("one-shot"))->enabled);
    }

    void customAgentsLaunchFromTheirCommandLine()
    {
        AgentRegistry registry;
        QVERIFY(registry.addCustomAgent(s("mine"), s("Mine"), s("'/opt/my agent/bin' --stdio")).ok());
        auto commands = buildAgentCommand(LaunchRequest{}, nullptr, *registry.find(s("mine")), nullptr);
        QVERIFY2(commands.ok(), qPrintable(commands.error()));
        QCOMPARE(commands->args, (QStringList{s("/opt/my agent/bin"), s("--stdio")}));
    }

    // Command builder
    void modelFlagUsesTheOverrideOverTheProfile()
    {
        AgentDefinition agent = *AgentRegistry().find(s("codex-acp"));
        AgentProfile profile;
        profile.model = s("profile-model");
        auto fromProfile = buildAgentCommand(LaunchRequest{}, &profile, agent, nullptr);
        QVERIFY(fromProfile.ok());
        QCOMPARE(fromProfile->args.mid(fromProfile->args.size() - 2), (QStringList{s("--model"), s("profile-model")}));
        LaunchRequest request;
        request.modelOverride = s("override-model");
        auto overridden = buildAgentCommand(request, &profile, agent, nullptr);
        QVERIFY(overridden.ok());
        QVERIFY(overridden->args.contains(s("override-model")));
        QVERIFY(!overridden->args.contains(s("profile-model")));
    }

    void legacyRouteFlagsFollowProfileFlags()
    {
        AgentDefinition agent;
        agent.id = s("a");
        agent.customArgv = {s("agent")};
        AgentProfile profile;
        profile.cliFlags = {{s("--profile"), true}};
        LaunchRequest request;
        request.routeOverride = RouteOverride{};
        request.routeOverride->flags = {s("--route")};
        auto commands = buildAgentCommand(request, &profile, agent, nullptr);
        QVERIFY(commands.ok());
        QCOMPARE(commands->args, (QStringList{s("agent"), s("--profile"), s("--route")}));
    }

    void malformedFlagsAreReportedAsDropped()
    {
        QStringList dropped;
        const QStringList tokens = resolveCliFlagTokens({{s("--ok 'a b'"), true}, {s("--bad 'x"), true}, {s("--off"), false}}, &dropped);
        QCOMPARE(tokens, (QStringList{s("--ok"), s("a b")}));
        QCOMPARE(dropped, QStringList{s("--bad 'x")});
    }

    void argvValidationRefusesBlankAndFlagExecutables_data()
    {
        QTest::addColumn<QStringList>("argv");
        QTest::addColumn<bool>("valid");
        QTest::newRow("empty") << QStringList{} << false;
        QTest::newRow("blank") << QStringList{s("  ")} << false;
        QTest::newRow("flag") << QStringList{s("-v")} << false;
        QTest::newRow("program") << QStringList{s("agent"), QString(), s("--x")} << true;
    }
    void argvValidationRefusesBlankAndFlagExecutables()
    {
        QFETCH(QStringList, argv);
        QFETCH(bool, valid);
        QCOMPARE(validateCommandArgv(argv).ok(), valid);
    }

    // Environment composer
    void environmentCarriesIdentityAndDropsTaskDescription()
    {
        AgentProfile profile;
        profile.envVars = {{s("TASK_DESCRIPTION"), s("leak"), {}}};
        LaunchRequest request;
        request.taskId = s("t");
        request.sessionId = s("s");
        request.agentProfileId = s("acting");
        request.env = {{s("TASK_DESCRIPTION"), s("leak too")}};
        const EnvComposer composer(nullptr, nullptr, nullptr);
        auto env = composer.compose(s("exec-9"), request, nullptr, &profile);
        QVERIFY2(env.ok(), qPrintable(env.error()));
        QCOMPARE(env->value(EnvKeys::TaskId), s("t"));
        QCOMPARE(env->value(EnvKeys::SessionId), s("s"));
        QCOMPARE(env->value(EnvKeys::AgentProfileId), s("acting"));
        QCOMPARE(env->value(EnvKeys::ExecutionProfileId), s("acting"));
        QCOMPARE(env->value(EnvKeys::ExecutionId), s("exec-9"));
        QVERIFY(!env->contains(EnvKeys::TaskDescription));
    }

    void repositorySecretThatCannotBeRevealedFailsClosed()
    {
        InMemorySecretStore secrets;
        LaunchRequest request;
        request.environmentResolutionRequired = true;
        request.environmentDefinitions = {{s("API_TOKEN"), {}, s("gone"), s("repository app"), {}}};
        const EnvComposer composer(&secrets, nullptr, nullptr);
        auto env = composer.compose(s("e"), request, nullptr, nullptr);
        QVERIFY(!env.ok());
        QVERIFY2(env.error().contains(s("API_TOKEN")) && env.error().contains(s("repository app")), qPrintable(env.error()));
    }

    void conflictMessageNamesBothOrigins()
    {
        InMemorySecretStore secrets;
        QVERIFY(secrets.put(s("m"), s("AGENT_MODEL"), s("x")).ok());
        LaunchRequest request;
        request.environmentResolutionRequired = true;
        request.environmentDefinitions = {{s("AGENT_MODEL"), {}, s("m"), s("repository app"), {}}};
        AgentProfile profile;
        profile.model = s("m1");
        auto env = EnvComposer(&secrets, nullptr, nullptr).compose(s("e"), request, nullptr, &profile);
        QCOMPARE(env.errorKind(), ErrorKind::EnvironmentConflict);
        QVERIFY2(env.error().contains(s("repository app")) && env.error().contains(s("model")), qPrintable(env.error()));
    }

    void managedValuesWithoutRepositoryDefinitionsApply()
    {
        AgentProfile profile;
        profile.model = s("m1");
        profile.autoApprove = true;
        LaunchRequest request;
        request.managedGoCachePath = s("/cache");
        FixedCredentials credentials(s("key-1"));
        AgentDefinition agent;
        agent.requiredEnv = {s("GEMINI_API_KEY")};
        auto env = EnvComposer(nullptr, nullptr, &credentials).compose(s("e"), request, &agent, &profile);
        QVERIFY2(env.ok(), qPrintable(env.error()));
        QCOMPARE(env->value(EnvKeys::AgentModel), s("m1"));
        QCOMPARE(env->value(EnvKeys::AutoApprove), s("true"));
        QCOMPARE(env->value(EnvKeys::GoCache), s("/cache"));
        QCOMPARE(env->value(s("GEMINI_API_KEY")), s("key-1"));
    }

    void smallWakePayloadStaysInline()
    {
        EnvMap env{{EnvKeys::WakePayloadJson, s("{\"a\":1}")}};
        QVERIFY(spillLargeWakePayloadEnv(env, QString(), s("e")).ok());
        QCOMPARE(env.value(EnvKeys::WakePayloadJson), s("{\"a\":1}"));
        QVERIFY(!env.contains(EnvKeys::WakePayloadPath));
    }

    void spilledWakePayloadStaysOutOfGitStatus()
    {
        QTemporaryDir workspace;
        QVERIFY(initGitRepo(workspace.path()).ok());
        EnvMap env{{EnvKeys::WakePayloadJson, s("z").repeated(WakePayloadInlineMax + 1)}};
        QVERIFY(spillLargeWakePayloadEnv(env, workspace.path(), s("exec-1")).ok());
        QVERIFY(QFile::exists(workspace.filePath(env.value(EnvKeys::WakePayloadPath))));
        QProcess git;
        git.setWorkingDirectory(workspace.path());
        git.start(s("git"), {s("status"), s("--porcelain")});
        QVERIFY(git.waitForFinished(30000));
        QCOMPARE(git.readAllStandardOutput(), QByteArray());
        EnvMap again{{EnvKeys::WakePayloadJson, s("w").repeated(WakePayloadInlineMax + 1)}};
        QVERIFY(spillLargeWakePayloadEnv(again, workspace.path(), s("exec-2")).ok());
        QFile exclude(workspace.filePath(s(".git/info/exclude")));
        QVERIFY(exclude.open(QIODevice::ReadOnly));
        QCOMPARE(exclude.readAll().count("/.kandesk/"), 1);
    }

    void largeWakePayloadWithoutWorkspaceFails()
    {
        EnvMap env{{EnvKeys::WakePayloadJson, s("y").repeated(WakePayloadInlineMax + 1)}};
        QVERIFY(!spillLargeWakePayloadEnv(env, QString(), s("e")).ok());
    }

    void gitConfigMergeRejectsMalformedInput_data()
    {
        QTest::addColumn<EnvMap>("overlay");
        QTest::newRow("count is not a number") << EnvMap{{s("GIT_CONFIG_COUNT"), s("one")}};
        QTest::newRow("negative count") << EnvMap{{s("GIT_CONFIG_COUNT"), s("-1")}};
        QTest::newRow("entries without count") << EnvMap{{s("GIT_CONFIG_KEY_0"), s("a.b")}, {s("GIT_CONFIG_VALUE_0"), s("c")}};
        QTest::newRow("entry beyond count") << EnvMap{{s("GIT_CONFIG_COUNT"), s("1")}, {s("GIT_CONFIG_KEY_0"), s("a.b")},
                                                      {s("GIT_CONFIG_VALUE_0"), s("c")}, {s("GIT_CONFIG_KEY_1"), s("d.e")}};
        QTest::newRow("blank key") << EnvMap{{s("GIT_CONFIG_COUNT"), s("1")}, {s("GIT_CONFIG_KEY_0"), s(" ")}, {s("GIT_CONFIG_VALUE_0"), s("c")}};
    }
    void gitConfigMergeRejectsMalformedInput()
    {
        QFETCH(EnvMap, overlay);
        QVERIFY(!mergeGitConfigEnv({}, overlay).ok());
    }

    void gitConfigMergeKeepsPlainVariablesAndOverlayWins()
    {
        auto merged = mergeGitConfigEnv({{s("A"), s("1")}, {s("B"), s("1")}}, {{s("B"), s("2")}, {s("GIT_CONFIG_COUNT"), s("1")},
                                                                             {s("GIT_CONFIG_KEY_0"), s("x.y")}, {s("GIT_CONFIG_VALUE_0"), QString()}});
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(merged->value(s("A")), s("1"));
        QCOMPARE(merged->value(s("B")), s("2"));
        QCOMPARE(merged->value(s("GIT_CONFIG_COUNT")), s("1"));
        QVERIFY(merged->contains(s("GIT_CONFIG_VALUE_0")));
    }

    // Prepare requests
    void prepareRequestKeepsEachRepositoryAndInheritsTheSetupScript()
    {
        LaunchRequest request;
        request.metadata.insert(s("repo_setup_script"), s("make setup"));
        RepoLaunchSpec own;
        own.repositoryId = s("repo-a");
        own.repositoryPath = s("/repos/a");
        own.repoName = s("a");
        own.baseBranch = s("main");
        own.branchSlug = s("feature-a");
        own.repoSetupScript = s("npm ci");
        RepoLaunchSpec inherits;
        inherits.repositoryId = s("repo-b");
        inherits.repositoryPath = s("/repos/b");
        inherits.repoName = s("b");
        request.repositories = {own, inherits};
        const EnvPrepareRequest prep = buildEnvPrepareRequest(request, s("/workspace"), RuntimeNames::Standalone);
        const QList<RepoLaunchSpec> specs = prep.repoSpecs();
        QCOMPARE(specs.size(), 2);
        QCOMPARE(specs.at(0).repositoryId, s("repo-a"));
        QCOMPARE(specs.at(0).repositoryPath, s("/repos/a"));
        QCOMPARE(specs.at(0).baseBranch, s("main"));
        QCOMPARE(specs.at(0).branchSlug, s("feature-a"));
        QCOMPARE(specs.at(0).repoSetupScript, s("npm ci")); // its own wins
        QCOMPARE(specs.at(1).repositoryId, s("repo-b"));
        QCOMPARE(specs.at(1).repoSetupScript, s("make setup")); // none of its own: the launch's
    }

    // Workspace resolver
    void workspaceIdsWithSeparatorsAreRefused_data()
    {
        QTest::addColumn<QString>("taskId");
        QTest::addColumn<QString>("workspaceId");
        QTest::addColumn<QString>("sessionId");
        QTest::addColumn<bool>("ephemeral");
        QTest::newRow("task with slash") << s("a/b") << s("ws") << s("s1") << false;
        QTest::newRow("task with backslash") << s("a\\b") << s("ws") << s("s1") << false;
        QTest::newRow("workspace dot-dot") << s("t") << s("..") << s("s1") << false;
        QTest::newRow("quick chat session with slash") << QString() << QString() << s("../escape") << true;
        QTest::newRow("quick chat session dot-dot") << QString() << QString() << s("..") << true;
    }
    void workspaceIdsWithSeparatorsAreRefused()
    {
        QFETCH(QString, taskId);
        QFETCH(QString, workspaceId);
        QFETCH(QString, sessionId);
        QFETCH(bool, ephemeral);
        QTemporaryDir home;
        LaunchRequest request;
        request.taskId = taskId;
        request.workspaceId = workspaceId;
        request.sessionId = sessionId;
        request.isEphemeral = ephemeral;
        QCOMPARE(WorkspaceResolver(home.path()).resolve(request, false, nullptr).path, QString());
        QCOMPARE(QDir(home.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    void workspaceResolverHonoursRepositoryWorktreeAndRuntimeOwnership()
    {
        QTemporaryDir home;
        const WorkspaceResolver resolver(home.path());
        LaunchRequest request;
        request.sessionId = s("s");
        request.repositoryPath = s("/repos/r");
        QCOMPARE(resolver.resolve(request, false, nullptr).path, s("/repos/r"));
        QCOMPARE(resolver.resolve(request, true, nullptr).path, QString());
        request.useWorktree = true;
        QCOMPARE(resolver.resolve(request, false, nullptr).path, QString()); // the preparer creates it
        FakeWorkspaceInfo provider({{s("t"), s("s"), s("env"), s("/worktrees/t"), s("auggie"), {}}});
        request.acpSessionId = s("acp-1");
        request.worktreeId = s("wt-1");
        const ResolvedWorkspace resumed = resolver.resolve(request, false, &provider);
        QCOMPARE(resumed.path, s("/worktrees/t"));
        QCOMPARE(resumed.mainRepoGitDir, s("/repos/r/.git"));
        QCOMPARE(resumed.worktreeId, s("wt-1"));
    }

    void initGitRepoCreatesAnInitialCommit()
    {
        QTemporaryDir workspace;
        QVERIFY(initGitRepo(workspace.path()).ok());
        QProcess git;
        git.setWorkingDirectory(workspace.path());
        git.start(s("git"), {s("rev-list"), s("--count"), s("HEAD")});
        QVERIFY(git.waitForFinished(30000));
        QCOMPARE(git.readAllStandardOutput().trimmed(), QByteArray("1"));
    }

    // Preparers and progress
    void preparerRegistryFallsBackToLocalOnlyForTheEmptyType()
    {
        PreparerRegistry registry;
        auto local = std::make_shared<TrackingPreparer>();
        registry.registerPreparer(ExecutorTypes::Local, local);
        QCOMPARE(registry.preparerFor(QString()).get(), local.get());
        QCOMPARE(registry.preparerFor(ExecutorTypes::RemoteDocker).get(), nullptr);
    }

    void progressRecorderUsesAbsoluteIndices()
    {
        QList<std::tuple<QString, int, int>> reported;
        PrepareProgressRecorder recorder([&](const PrepareStep &step, int index, int total) { reported.append({step.name, index, total}); });
        recorder.callback(0)(PrepareStep::begin(s("prep")), 0, 1);
        recorder.callback(recorder.size())(PrepareStep::begin(s("runtime")), 0, 1);
        QCOMPARE(reported.size(), 2);
        QCOMPARE(reported.at(1), std::make_tuple(s("runtime"), 1, 2));
        recorder.merge({PrepareStep::begin(s("ignored")), PrepareStep::begin(s("ignored")), PrepareStep::begin(s("third"))});
        QCOMPARE(recorder.size(), 3);
        QCOMPARE(recorder.steps().at(0).name, s("prep"));
        QCOMPARE(recorder.steps().at(2).name, s("third"));
    }

    void launchStreamsProgressThenOneCompletion()
    {
        LifecycleDependencies deps = baseDependencies();
        auto backend = std::make_shared<FakeBackend>();
        backend->progressStep = s("Start agentctl");
        deps.executors->registerBackend(backend);
        deps.preparers->registerPreparer(ExecutorTypes::Local, std::make_shared<ProgressPreparer>(s("Create worktree")));
        LifecycleController controller(deps);
        PrepareEvents events;
        events.attach(controller, this);
        LaunchRequest request = ephemeralLaunch(s("session-progress"));
        request.isEphemeral = false;
        request.executorType = ExecutorTypes::Local;
        QTemporaryDir repositories; // the local executor runs in the repository itself: a real one
        request.repositoryPath = kandesk::test::makeGitRepository(repositories.filePath(s("repo")));
        auto future = controller.launch(request);
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
        QTRY_COMPARE(events.completed.size(), 1);
        QCOMPARE(events.progress.size(), 4);
        QCOMPARE(events.progress.at(0).step.name, s("Create worktree"));
        QCOMPARE(events.progress.at(0).index, 0);
        QCOMPARE(events.progress.at(3).step.name, s("Start agentctl"));
        QCOMPARE(events.progress.at(3).index, 1);
        QCOMPARE(events.progress.at(3).total, 2);
        QCOMPARE(events.progress.at(3).step.status, PrepareStepStatus::Completed);
        QCOMPARE(events.completed.at(0).steps.size(), 2);
        QCOMPARE(events.completed.at(0).workspacePath, s("/tmp/ws"));
    }

    void failedPreparationPublishesOneFailedCompletion()
    {
        LifecycleDependencies deps = baseDependencies();
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        deps.preparers->registerPreparer(ExecutorTypes::Worktree, std::make_shared<FailingPreparer>());
        LifecycleController controller(deps);
        PrepareEvents events;
        events.attach(controller, this);
        QSignalSpy failed(&controller, &LifecycleController::executionFailed);
        LaunchRequest request = ephemeralLaunch(s("session-prep-fail"));
        request.isEphemeral = false;
        request.executorType = ExecutorTypes::Worktree;
        request.useWorktree = true;
        request.repositoryPath = s("/tmp/repo");
        auto future = controller.launch(request);
        QVERIFY(waitFor(future));
        QVERIFY(future.result().error().contains(s("checked out elsewhere")));
        QTRY_COMPARE(events.completed.size(), 1);
        QVERIFY(!events.completed.at(0).success);
        QVERIFY(events.completed.at(0).errorMessage.contains(s("checked out elsewhere")));
        QCOMPARE(events.completed.at(0).steps.at(0).status, PrepareStepStatus::Failed);
        QCOMPARE(backend->createCount.load(), 0);
        QTRY_COMPARE(failed.size(), 1);
    }

    void runtimeCreationFailurePublishesOneFailedCompletionWithItsSteps()
    {
        LifecycleDependencies deps = baseDependencies();
        auto backend = std::make_shared<FakeBackend>();
        backend->createError = s("docker daemon is not running");
        deps.executors->registerBackend(backend);
        deps.preparers->registerPreparer(ExecutorTypes::Local, std::make_shared<ProgressPreparer>(s("Fetch")));
        LifecycleController controller(deps);
        PrepareEvents events;
        events.attach(controller, this);
        LaunchRequest request = ephemeralLaunch(s("session-create-fail"));
        request.isEphemeral = false;
        request.executorType = ExecutorTypes::Local;
        QTemporaryDir repositories; // the local executor runs in the repository itself: a real one
        request.repositoryPath = kandesk::test::makeGitRepository(repositories.filePath(s("repo")));
        auto future = controller.launch(request);
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().error().contains(s("failed to create execution")), qPrintable(future.result().error()));
        QTRY_COMPARE(events.completed.size(), 1);
        QCoreApplication::processEvents();
        QCOMPARE(events.completed.size(), 1);
        QVERIFY(!events.completed.at(0).success);
        QVERIFY(events.completed.at(0).errorMessage.contains(s("docker daemon is not running")));
        QVERIFY(hasStep(events.completed.at(0).steps, s("Fetch")));
        QCOMPARE(backend->stopCount.load(), 0); // nothing was created, so nothing is stopped
        QVERIFY(!controller.executions().bySessionId(s("session-create-fail")));
    }

    void ensuredWorkspaceExecutionIsPromotedByALaterLaunch()
    {
        LifecycleDependencies deps = baseDependencies();
        deps.workspaceInfo = std::make_shared<FakeWorkspaceInfo>(QList<WorkspaceInfo>{
            {s("task-w"), s("session-w"), s("env-w"), s("/workspace/task-w"), s("auggie"), {}}});
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        LifecycleController controller(deps);
        auto ensure = controller.ensureExecution(s("session-w"));
        QVERIFY(waitFor(ensure));
        QVERIFY2(ensure.result().ok(), qPrintable(ensure.result().error()));
        const ExecutionPtr workspaceOnly = ensure.result().value();
        QVERIFY(!workspaceOnly->hasAgentCommand());
        QCOMPARE(workspaceOnly->workspacePath, s("/workspace/task-w"));

        LaunchRequest request;
        request.taskId = s("task-w");
        request.sessionId = s("session-w");
        request.agentProfileId = s("profile-1");
        auto launch = controller.launch(request);
        QVERIFY(waitFor(launch));
        QVERIFY2(launch.result().ok(), qPrintable(launch.result().error()));
        QCOMPARE(launch.result().value().get(), workspaceOnly.get());
        QVERIFY(workspaceOnly->hasAgentCommand());
        QCOMPARE(backend->createCount.load(), 1);
    }

    // A promotion resolves the profile's MCP servers before it applies anything: a broken one
    // (here a secret that is not there) leaves the execution workspace-only, as it was.
    void promotionWithABrokenMcpServerLeavesTheExecutionWorkspaceOnly()
    {
        AgentProfile profile = FixedProfileResolver::defaultInfo();
        AgentProfile::McpServer server;
        server.name = s("files");
        server.command = s("mcp-files");
        server.env = {{s("FILES_TOKEN"), {}, s("files-token")}};
        profile.mcpServers = {server};
        auto secrets = std::make_shared<InMemorySecretStore>();
        LifecycleDependencies deps = baseDependencies();
        deps.profiles = std::make_shared<FixedProfileResolver>(profile);
        deps.secrets = secrets;
        deps.workspaceInfo = std::make_shared<FakeWorkspaceInfo>(QList<WorkspaceInfo>{
            {s("task-m"), s("session-m"), s("env-m"), s("/workspace/task-m"), s("auggie"), {}}});
        deps.executors->registerBackend(std::make_shared<FakeBackend>());
        LifecycleController controller(deps);
        auto ensure = controller.ensureExecution(s("session-m"));
        QVERIFY(waitFor(ensure));
        QVERIFY2(ensure.result().ok(), qPrintable(ensure.result().error()));
        const ExecutionPtr workspaceOnly = ensure.result().value();

        LaunchRequest request;
        request.taskId = s("task-m");
        request.sessionId = s("session-m");
        request.agentProfileId = s("profile-1");
        auto refused = controller.launch(request);
        QVERIFY(waitFor(refused));
        QVERIFY(!refused.result().ok());
        QVERIFY2(refused.result().error().contains(s("MCP server \"files\"")), qPrintable(refused.result().error()));
        QVERIFY(!workspaceOnly->hasAgentCommand());
        QVERIFY(!workspaceOnly->mcpServers());

        QVERIFY(secrets->put(s("files-token"), s("files-token"), s("token-value")).ok());
        auto promoted = controller.launch(request);
        QVERIFY(waitFor(promoted));
        QVERIFY2(promoted.result().ok(), qPrintable(promoted.result().error()));
        QVERIFY(workspaceOnly->hasAgentCommand());
        QVERIFY(workspaceOnly->mcpServers());
        QCOMPARE(workspaceOnly->mcpServers()->size(), 1);
        QCOMPARE(workspaceOnly->mcpServers()->constFirst().env,
                 (QList<ResolvedMcpServer::NamedValue>{{s("FILES_TOKEN"), s("token-value")}}));
    }

    // Coalescing, activity, signals
    void concurrentLaunchesShareOneExecution()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        auto backend = std::make_shared<FakeBackend>();
        backend->barrier = std::make_shared<Gate>();
        deps.executors->registerBackend(backend);
        LifecycleController controller(deps);
        auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });
        auto first = controller.launch(ephemeralLaunch(s("session-shared")));
        auto second = controller.launch(ephemeralLaunch(s("session-shared")));
        QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(controller.coalescedCallerCount(s("session-shared")), 2, 5000);
        // Without workspace information an ensure could not create anything itself: it can only join.
        auto ensure = controller.ensureExecution(s("session-shared"));
        QTRY_COMPARE_WITH_TIMEOUT(controller.coalescedCallerCount(s("session-shared")), 3, 5000);
        backend->barrier->open();
        QVERIFY(waitFor(first));
        QVERIFY(waitFor(second));
        QVERIFY(waitFor(ensure));
        QVERIFY2(first.result().ok(), qPrintable(first.result().error()));
        QVERIFY2(second.result().ok(), qPrintable(second.result().error()));
        QCOMPARE(first.result().value().get(), second.result().value().get());
        QCOMPARE(ensure.result().value().get(), first.result().value().get());
        QCOMPARE(backend->createCount.load(), 1);
    }

    void maintenanceAndLaunchesExcludeEachOther()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        auto backend = std::make_shared<FakeBackend>();
        backend->barrier = std::make_shared<Gate>();
        deps.executors->registerBackend(backend);
        deps.activity = std::make_shared<ActivityCoordinator>();
        deps.maintenanceWait = 0ms; // refused at once (launchWaitsForMaintenanceToEnd: the wait)
        LifecycleController controller(deps);
        auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });
        auto launch = controller.launch(ephemeralLaunch(s("session-a")));
        QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 5000);
        QVERIFY2(!deps.activity->tryAcquireMaintenance().ok(), "maintenance while a launch starts");
        backend->barrier->open();
        QVERIFY(waitFor(launch));
        QVERIFY(launch.result().ok());
        auto maintenance = deps.activity->tryAcquireMaintenance();
        QVERIFY2(maintenance.ok(), qPrintable(maintenance.error())); // no start requested: nothing active
        auto refused = controller.launch(ephemeralLaunch(s("session-b")));
        QVERIFY(waitFor(refused));
        QVERIFY2(refused.result().error().contains(s("maintenance")), qPrintable(refused.result().error()));
    }

    void resultsArriveOnTheControllerThread()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        deps.executors->registerBackend(std::make_shared<FakeBackend>());
        LifecycleController controller(deps);
        QThread *startedOn = nullptr;
        QString startedSession;
        connect(&controller, &LifecycleController::executionStarted, this, [&](const QString &, const QString &sessionId) {
            startedOn = QThread::currentThread();
            startedSession = sessionId;
        }, Qt::DirectConnection);
        auto backend = std::dynamic_pointer_cast<FakeBackend>(deps.executors->backend(RuntimeNames::Standalone));
        auto future = controller.launch(ephemeralLaunch(s("session-thread")));
        QVERIFY(waitFor(future));
        QVERIFY(future.result().ok());
        QTRY_COMPARE(startedSession, s("session-thread"));
        QCOMPARE(startedOn, QThread::currentThread());
        QVERIFY(backend->createThread.load() != nullptr);
        QVERIFY2(backend->createThread.load() != QThread::currentThread(), "the runtime was created on the GUI thread");
    }

    void legacyRouteSelectsTheProviderUnlessAConcreteProfileOwnsTheLaunch_data()
    {
        QTest::addColumn<QString>("routeExecutionProfile");
        QTest::addColumn<QString>("expectedPackage");
        QTest::newRow("legacy route picks the provider") << QString() << s("@agentclientprotocol/codex-acp");
        QTest::newRow("concrete execution profile is authoritative") << s("claude-profile") << s("@augmentcode/auggie");
    }
    void legacyRouteSelectsTheProviderUnlessAConcreteProfileOwnsTheLaunch()
    {
        QFETCH(QString, routeExecutionProfile);
        QFETCH(QString, expectedPackage);
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        deps.executors->registerBackend(std::make_shared<FakeBackend>());
        LifecycleController controller(deps);
        LaunchRequest request = ephemeralLaunch(s("session-route"));
        request.routeOverride = RouteOverride{};
        request.routeOverride->executionProfileId = routeExecutionProfile;
        request.routeOverride->providerId = s("codex-acp");
        request.routeOverride->model = s("gpt-x");
        auto future = controller.launch(request);
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
        const QStringList args = future.result().value()->commands().args;
        QVERIFY2(args.contains(expectedPackage), qPrintable(args.join(QLatin1Char(' '))));
        QCOMPARE(args.contains(s("gpt-x")), routeExecutionProfile.isEmpty());
    }

    void launchWithoutSessionIsNotCoalesced()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        LifecycleController controller(deps);
        LaunchRequest request;
        request.agentProfileId = s("profile-1");
        request.workspacePath = home.path();
        auto future = controller.launch(request);
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
        QCOMPARE(future.result().value()->workspacePath, home.path());
        QCOMPARE(controller.coalescedCallerCount(QString()), 0);
    }

    void unknownAgentAndMissingRuntimeFailWithActionableMessages()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        AgentProfile profile;
        profile.agentId = s("no-such-agent");
        deps.profiles = std::make_shared<FixedProfileResolver>(profile);
        LifecycleController unknown(deps);
        auto failedAgent = unknown.launch(ephemeralLaunch(s("s1")));
        QVERIFY(waitFor(failedAgent));
        QVERIFY2(failedAgent.result().error().contains(s("no-such-agent")), qPrintable(failedAgent.result().error()));

        LifecycleDependencies noDocker = baseDependencies(home.path());
        LifecycleController missing(noDocker);
        LaunchRequest request = ephemeralLaunch(s("s2"));
        request.executorType = ExecutorTypes::LocalDocker;
        auto failedRuntime = missing.launch(request);
        QVERIFY(waitFor(failedRuntime));
        QVERIFY2(failedRuntime.result().error().contains(s("docker")), qPrintable(failedRuntime.result().error()));
    }

    // Registration and rollback
    void rollbackRetriesThreeTimesThenKeepsOwnership()
    {
        LifecycleDependencies deps = baseDependencies();
        LifecycleController controller(deps);
        auto backend = std::make_shared<FakeBackend>();
        backend->stopAlwaysFails = true;
        auto execution = std::make_shared<AgentExecution>();
        execution->id = s("exec-stuck");
        execution->sessionId = s("session-stuck");
        QVERIFY(controller.executions().add(execution).ok());
        controller.rollbackRegisteredLaunchWithRetry(backend, ExecutorInstance{}, execution, false, s("test"));
        QCOMPARE(backend->stopCount.load(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(backend->stopCount.load(), 4, 6000);
        QVERIFY(controller.executions().get(s("exec-stuck")));
    }

    void registeredExecutionIsPersistedWithItsRuntime()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        auto backend = std::make_shared<FakeBackend>();
        deps.executors->registerBackend(backend);
        auto running = std::make_shared<InMemoryExecutorsRunningStore>();
        deps.executorsRunning = running;
        LifecycleController controller(deps);
        LaunchRequest request = ephemeralLaunch(s("session-persisted"));
        request.executorType = ExecutorTypes::Local;
        auto future = controller.launch(request);
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
        auto row = running->bySessionId(s("session-persisted"));
        QVERIFY(row.ok() && row->has_value());
        QCOMPARE((*row)->executionId, future.result().value()->id);
        QCOMPARE((*row)->runtime, RuntimeNames::Standalone);
        QCOMPARE((*row)->executorType, ExecutorTypes::Local);
        QCOMPARE((*row)->workspacePath, future.result().value()->workspacePath);
    }

    void executionStoreKeepsOneExecutionPerSession()
    {
        ExecutionStore store;
        auto a = std::make_shared<AgentExecution>();
        a->id = s("a");
        a->sessionId = s("s");
        auto b = std::make_shared<AgentExecution>();
        b->id = s("b");
        b->sessionId = s("s");
        QVERIFY(store.add(a).ok());
        QCOMPARE(store.add(b).errorKind(), ErrorKind::AgentAlreadyRunning);
        QCOMPARE(store.remove(s("a")).get(), a.get());
        QVERIFY(store.add(b).ok());
        QCOMPARE(store.bySessionId(s("s")).get(), b.get());
    }

    void runtimeSecretsRevealOnlyKnownKeys()
    {
        LifecycleDependencies deps = baseDependencies();
        auto secrets = std::make_shared<InMemorySecretStore>();
        QVERIFY(secrets->put(s("id-1"), s("token"), s("value-1")).ok());
        deps.secrets = secrets;
        LifecycleController controller(deps);
        const QVariantMap metadata{{MetadataKeys::AuthTokenSecret, s("id-1")}};
        QCOMPARE(controller.revealRuntimeSecret(metadata, MetadataKeys::AuthTokenSecret), s("value-1"));
        QCOMPARE(controller.revealRuntimeSecret(metadata, MetadataKeys::BootstrapNonceSecret), QString());
        QCOMPARE(controller.revealRuntimeSecret({{MetadataKeys::AuthTokenSecret, s("missing")}}, MetadataKeys::AuthTokenSecret), QString());
    }

    void customAgentAddedThroughTheControllerLaunches()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        AgentProfile profile;
        profile.agentId = s("mine");
        deps.profiles = std::make_shared<FixedProfileResolver>(profile);
        deps.executors->registerBackend(std::make_shared<FakeBackend>());
        LifecycleController controller(deps);
        QVERIFY(controller.addCustomAgent(s("mine"), s("Mine"), s("my-agent --stdio")).ok());
        QVERIFY(controller.addCustomAgent(s("mine"), s("Mine, edited"), s("my-agent --acp")).ok());
        QVERIFY(!controller.addCustomAgent(s("gemini"), s("Not Gemini"), s("x")).ok());
        auto future = controller.launch(ephemeralLaunch(s("session-custom")));
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
        QCOMPARE(future.result().value()->commands().args, (QStringList{s("my-agent"), s("--acp")}));
    }

    void registeredRuntimeReportsAgentctlReadiness()
    {
        QTemporaryDir home;
        AgentctlTestServer server;
        LifecycleDependencies deps = baseDependencies(home.path());
        auto backend = std::make_shared<FakeBackend>();
        backend->client = server.client();
        deps.executors->registerBackend(backend);
        LifecycleController controller(deps);
        QSignalSpy ready(&controller, &LifecycleController::agentctlReady);
        auto future = controller.launch(ephemeralLaunch(s("session-ready")));
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 10000);
        QCOMPARE(ready.at(0).at(0).toString(), future.result().value()->id);
    }

    void unreachableAgentctlFailsAfterTheReadinessTimeout()
    {
        QTemporaryDir home;
        LifecycleDependencies deps = baseDependencies(home.path());
        deps.agentctlReadyTimeout = 300ms;
        auto backend = std::make_shared<FakeBackend>();
        // Nothing listens on port 1 of the loopback interface: every health check is refused.
        backend->client = std::make_shared<AgentctlHttpClient>(std::make_shared<AgentctlNetwork>(),
                                                               QUrl(s("http://127.0.0.1:1")), QString(), QString(), 2000);
        deps.executors->registerBackend(backend);
        LifecycleController controller(deps);
        QSignalSpy failed(&controller, &LifecycleController::agentctlFailed);
        QSignalSpy ready(&controller, &LifecycleController::agentctlReady);
        auto future = controller.launch(ephemeralLaunch(s("session-unreachable")));
        QVERIFY(waitFor(future));
        QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QVERIFY(failed.at(0).at(1).toString().contains(s("did not become ready")));
        QCOMPARE(ready.size(), 0);
    }

    // agentctl client
    void agentctlClientSendsTokenAndInstanceId()
    {
        AgentctlTestServer server;
        auto client = server.client(s("secret-token"), s("instance-7"));
        QFuture<Status> health = QtConcurrent::run([client] { return client->health(); });
        QVERIFY(waitFor(health));
        QVERIFY2(health.result().ok(), qPrintable(health.result().error()));
        QCOMPARE(server.lastAuthorization, QByteArray("Bearer secret-token"));
        QCOMPARE(server.lastInstanceId, QByteArray("instance-7"));
    }

    void failedAgentStartIsReported()
    {
        AgentctlTestServer server;
        server.startFails = true;
        QTemporaryDir workspace;
        LifecycleController controller(baseDependencies());
        auto execution = std::make_shared<AgentExecution>();
        execution->id = s("exec-start-fail");
        execution->workspacePath = workspace.path();
        execution->setCommands({{s("agent")}, {}});
        execution->setAgentctl(server.client());
        auto future = controller.configureAndStartAgent(execution, s("untrusted"));
        QVERIFY(waitFor(future));
        QVERIFY(!future.result().ok());
        QVERIFY2(future.result().error().contains(s("agent binary missing")), qPrintable(future.result().error()));
        QVERIFY(execution->errorMessage().contains(s("failed to start agent")));
        QCOMPARE(server.configureCalls.load(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLifecycleCapabilities)
#include "tst_lifecyclecapabilities.moc"
