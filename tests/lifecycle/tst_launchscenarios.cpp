// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// The launch scenarios of the lifecycle specification, one test function per scenario.

#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/ports/npmagentlauncher.h"
#include "lifecycle/launch/envcomposer.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/workspaceresolver.h"
#include "lifecyclefakes.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;
using namespace std::chrono_literals;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

AgentDefinition commandAgent(QStringList argv, QStringList continueCommand = {})
{
    AgentDefinition agent;
    agent.id = QStringLiteral("test-agent");
    agent.displayName = QStringLiteral("Test agent");
    agent.customArgv = std::move(argv);
    agent.continueCommand = std::move(continueCommand);
    return agent;
}

AgentDefinition cliFlagAgent()
{
    return commandAgent({s("copilot"), s("--acp")});
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

ExecutionPtr makeExecution(const QString &id, const QString &sessionId, const QString &taskId = {})
{
    auto execution = std::make_shared<AgentExecution>();
    execution->id = id;
    execution->sessionId = sessionId;
    execution->taskId = taskId;
    return execution;
}

bool contains(const QStringList &args, const QString &token)
{
    return args.contains(token);
}

class RecordingEnvProfileResolver final : public ProfileResolver
{
public:
    Expected<AgentProfile> resolveProfile(const QString &profileId) override
    {
        resolvedId = profileId;
        AgentProfile info;
        info.id = profileId;
        info.agentId = s("auggie");
        info.envVars = {{s("PROFILE_ENV"), profileId, {}}};
        return info;
    }
    QString resolvedId;
};

// Blocks the n-th session read (or cleanup read) until released, like a task deletion racing registration.
class GateSessions final : public SessionReader, public TaskCleanupState
{
public:
    Expected<SessionRecord> taskSession(const QString &sessionId) override
    {
        const int read = reads.fetch_add(1) + 1;
        if (read < blockRead)
            return SessionRecord{sessionId, s("task-registration-race"), SessionState::Starting, {}};
        if (read == blockRead) {
            blocked = true;
            release.wait();
        }
        return SessionRecord{sessionId, s("task-registration-race"), finalState, {}};
    }
    Expected<bool> hasActiveTaskCleanup(const QString &) override
    {
        if (cleanupReads.fetch_add(1) + 1 == blockCleanupRead) {
            blocked = true;
            release.wait();
        }
        return cleanupActive.load();
    }

    std::atomic_int reads = 0;
    std::atomic_int cleanupReads = 0;
    std::atomic_bool cleanupActive = false;
    std::atomic_bool blocked = false;
    SessionState finalState = SessionState::Cancelled;
    int blockRead = 0;
    int blockCleanupRead = 0;
    Gate release;
};

// The session becomes CANCELLED after the first read.
class StaleAdmissionSessions final : public SessionReader, public TaskCleanupState
{
public:
    Expected<SessionRecord> taskSession(const QString &sessionId) override
    {
        const SessionState state = reads.fetch_add(1) + 1 > 1 ? SessionState::Cancelled : SessionState::Starting;
        return SessionRecord{sessionId, s("task-terminalization-race"), state, {}};
    }
    Expected<bool> hasActiveTaskCleanup(const QString &) override { return false; }
    std::atomic_int reads = 0;
};

// Fails the first stop; the retry waits for the test before it succeeds.
class FailOnceStopBackend final : public ExecutorBackend
{
public:
    QString name() const override { return RuntimeNames::Standalone; }
    Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &) override
    {
        return Error::failed(s("not used"));
    }
    Status stopInstance(const ExecutorInstance &, bool) override
    {
        if (attempts.fetch_add(1) + 1 == 1)
            return Error::failed(s("transient stop failure"));
        retryEntered = true;
        releaseRetry.wait();
        succeeded = true;
        return {};
    }
    std::atomic_int attempts = 0;
    std::atomic_bool retryEntered = false;
    std::atomic_bool succeeded = false;
    Gate releaseRetry;
};

} // namespace

class TestLaunchScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void buildEnvPrepareRequestCarriesTopLevelBranchIdentity();
    void buildAgentCommandResumeFlag_data();
    void buildAgentCommandResumeFlag();
    void buildAgentCommandUsesManagedNpmRuntimes_data();
    void buildAgentCommandUsesManagedNpmRuntimes();
    void buildAgentCommandCliFlagsAppended();
    void buildAgentCommandCommandPrefix();
    void collectContributionDestinationsRejectsDistinctIdentitiesWithSamePath();
    void buildAgentCommandRejectsInvalidBuiltArgv_data();
    void buildAgentCommandRejectsInvalidBuiltArgv();
    void managerLaunchRejectsInvalidBuiltArgvBeforeRegistration_data();
    void managerLaunchRejectsInvalidBuiltArgvBeforeRegistration();
    void managerLaunchBuildExecutionFailureRollsBackCreatedInstance();
    void buildEnvForExecutionResolvesSecretBackedProfileEnv();
    void buildEnvForExecutionFailsClosedWhenProfileSecretIsUnavailable();
    void buildEnvForExecutionSeparatesOfficeAndExecutionProfiles();
    void buildEnvForExecutionRejectsLateManagedValuesThatConflictWithRepositorySecrets_data();
    void buildEnvForExecutionRejectsLateManagedValuesThatConflictWithRepositorySecrets();
    void buildEnvForExecutionNilSnapshotResolvesExecutionProfile();
    void executionProfileIdFallsBackToOfficeProfile();
    void concreteExecutionProfileIgnoresLegacyRouteFlagsAndEnv();
    void legacyRouteStillAppliesFlagsAndEnv();
    void legacyRouteComposesIndexedGitConfig();
    void legacyRouteRejectsMalformedIndexedGitConfig();
    void buildEnvForExecutionDoesNotCopyTaskDescriptionToEnv();
    void buildEnvForExecutionSpillsLargeWakePayloadToWorkspaceFile();
    void configureAndStartAgentDoesNotSendTaskDescriptionEnv();
    void configureAndStartAgentUsesRuntimeSnapshotWhenProfileSecretIsUnavailable();
    void configureAndStartAgentSendsStructuredArgv();
    void configureAndStartAgentSpillsLargeWakePayloadEnv();
    void setExecutionEnvDoesNotSnapshotProfileEnvVars();
    void prepareManagedGoCacheEnvironmentOverridesLocalRequest();
    void managedGoCacheEnvironmentPropagatesToPrepareAndRuntime();
    void managedGoCacheEnvironmentSkipsRemoteExecution();
    void launchKeepsInitialExecutionActivityAfterReturning();
    void launchPublishesPrepareCompletedAfterRuntimeProgress();
    void prepareDurationCoversTheRuntimeSteps();
    void launchUsesPreparedWorkspacePathForWorktree();
    void launchPublishesPrepareCompletionOnLegacyRouteEnvError();
    void runEnvironmentPreparerCalledOnFreshLaunch();
    void runEnvironmentPreparerSkippedWithoutRepoPath();
    void launchResolveWorkspacePathEphemeralCreatesQuickChatDir();
    void launchResolveWorkspacePathNonEphemeralRepoLessGetsScratchDir();
    void initGitRepoPreservesExistingLocalExcludes();
    void initGitRepoRejectsSymlinkedGitDirectory();
    void initGitRepoRejectsSymlinkedExcludeFile();
    void launchResolveWorkspacePathNonEphemeralWithoutWorkspaceIdReturnsEmpty();
    void launchResolveWorkspacePathRejectsDotTaskId();
    void launchResolveWorkspacePathPickedFolderUsedDirectly();
    void launchResolveWorkspacePathWorktreeWithoutRepoFallsBackToScratch();
    void launchPromotesWorkspaceOnlyExecution();
    void launchPromotesWorkspaceOnlyExecutionAppliesMcpProviders();
    void launchPromotesWorkspaceOnlyExecutionFailsWhenMcpProviderApplyFails();
    void launchRejectsWhenAgentAlreadyRunning();
    void launchDeadlineDoesNotAbortLiveEnsureFollower();
    void ensureLeaderDoesNotHideLaunchWaiterDeadline();
    void launchRaceRollback();
    void launchRollsBackRuntimeWhenSessionEndsDuringCreate();
    void launchRollsBackWhenSessionEndsDuringRegistration();
    void launchRollsBackWhenTaskCleanupBeginsDuringRegistration();
    void launchRollsBackWhenExecutionRegistrationCannotPersist();
    void ensureLaunchSessionStillActiveRereadsAfterCleanupAdmission();
    void registeredLaunchRollbackRetainsOwnershipUntilStopRetrySucceeds_data();
    void registeredLaunchRollbackRetainsOwnershipUntilStopRetrySucceeds();
    void launchPersistsDockerRuntimeSecrets();
};

void TestLaunchScenarios::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLaunchScenarios::buildEnvPrepareRequestCarriesTopLevelBranchIdentity()
{
    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.repositoryId = s("repo-1");
    request.repositoryPath = s("/repos/repo-1");
    request.repoName = s("repo-1");
    request.baseBranch = s("feature/x");
    request.branchSlug = s("feature-x");
    request.branchIdentitySlug = s("feature-x");
    request.useWorktree = true;
    const EnvPrepareRequest prep = buildEnvPrepareRequest(request, s("/workspace"), RuntimeNames::Standalone);
    QCOMPARE(prep.branchSlug, s("feature-x"));
    QCOMPARE(prep.branchIdentitySlug, s("feature-x"));
    const QList<RepoLaunchSpec> specs = prep.repoSpecs();
    QCOMPARE(specs.size(), 1);
    QCOMPARE(specs.at(0).branchIdentitySlug, s("feature-x"));
    QCOMPARE(specs.at(0).branchSlug, s("feature-x"));
}

void TestLaunchScenarios::buildAgentCommandResumeFlag_data()
{
    QTest::addColumn<bool>("declared");
    QTest::addColumn<bool>("canRecover");
    QTest::addColumn<QString>("acpSessionId");
    QTest::addColumn<bool>("expectResume");
    QTest::newRow("can recover with ACP session includes --resume") << true << true << s("sess-123") << true;
    QTest::newRow("cannot recover with ACP session omits --resume") << true << false << s("sess-123") << false;
    QTest::newRow("can recover without ACP session omits --resume") << true << true << QString() << false;
    QTest::newRow("recovery not declared (default true) includes --resume") << false << false << s("sess-456") << true;
}

void TestLaunchScenarios::buildAgentCommandResumeFlag()
{
    QFETCH(bool, declared);
    QFETCH(bool, canRecover);
    QFETCH(QString, acpSessionId);
    QFETCH(bool, expectResume);
    AgentDefinition agent = commandAgent({s("test-agent"), s("--acp")});
    agent.resumeFlag = s("--resume");
    if (declared)
        agent.canRecover = canRecover;
    LaunchRequest request;
    request.acpSessionId = acpSessionId;
    auto commands = buildAgentCommand(request, nullptr, agent, nullptr);
    QVERIFY2(commands.ok(), qPrintable(commands.error()));
    QCOMPARE(contains(commands->args, s("--resume")), expectResume);
    if (!acpSessionId.isEmpty())
        QCOMPARE(commands->initial().contains(acpSessionId), expectResume);
    if (expectResume)
        QCOMPARE(commands->args.mid(2), (QStringList{s("--resume"), acpSessionId}));
}

void TestLaunchScenarios::buildAgentCommandUsesManagedNpmRuntimes_data()
{
    QTest::addColumn<QString>("agentId");
    for (const char *id : {"claude-acp", "codex-acp", "opencode-acp", "copilot-acp", "gemini"})
        QTest::newRow(id) << s(id);
}

void TestLaunchScenarios::buildAgentCommandUsesManagedNpmRuntimes()
{
    QFETCH(QString, agentId);
    const AgentRegistry registry;
    const AgentDefinition *agent = registry.find(agentId);
    QVERIFY(agent);
    // Installed: node and the package's entry, then the agent's own arguments; the profile's pin is asked for.
    struct Installed final : NpmAgentLauncher {
        mutable QString askedPin;
        Expected<QStringList> launchArgv(const AgentDefinition &, const QString &pinnedVersion) const override
        {
            askedPin = pinnedVersion;
            return QStringList{s("/usr/bin/node"), s("/home/agents/pkg/1.0.0/entry.js")};
        }
    } installed;
    AgentProfile profile;
    profile.agentVersion = s("1.0.0");
    auto commands = buildAgentCommand(LaunchRequest{}, &profile, *agent, &installed);
    QVERIFY2(commands.ok(), qPrintable(commands.error()));
    QCOMPARE(commands->args, QStringList({s("/usr/bin/node"), s("/home/agents/pkg/1.0.0/entry.js")}) + agent->extraArgs);
    QCOMPARE(installed.askedPin, s("1.0.0"));
    QVERIFY(!commands->args.contains(s("npx")));

    // A profile that chose npx runs the pinned version through it.
    profile.runWithNpx = true;
    auto npx = buildAgentCommand(LaunchRequest{}, &profile, *agent, &installed);
    QVERIFY2(npx.ok(), qPrintable(npx.error()));
    QCOMPARE(npx->args, agent->npxArgv(s("1.0.0")));
    QCOMPARE(npx->args.value(0), s("npx"));
    QVERIFY(npx->args.contains(agent->npmPackage + s("@1.0.0")));

    // Not installed: the launch fails with what the launcher said.
    struct Missing final : NpmAgentLauncher {
        Expected<QStringList> launchArgv(const AgentDefinition &, const QString &) const override
        {
            return Error{s("not installed: kandesk agent install it")};
        }
    } missing;
    auto failed = buildAgentCommand(LaunchRequest{}, nullptr, *agent, &missing);
    QVERIFY(!failed.ok());
    QVERIFY2(failed.error().contains(s("kandesk agent install")), qPrintable(failed.error()));
}

void TestLaunchScenarios::buildAgentCommandCliFlagsAppended()
{
    const AgentDefinition agent = cliFlagAgent();
    {
        AgentProfile profile;
        profile.id = s("p1");
        profile.cliFlags = {{s("--allow-all-tools"), true}, {s("--allow-all-paths"), false}, {s("--add-dir /shared"), true}};
        auto commands = buildAgentCommand(LaunchRequest{}, &profile, agent, nullptr);
        QVERIFY2(commands.ok(), qPrintable(commands.error()));
        QVERIFY(contains(commands->args, s("--allow-all-tools")));
        QVERIFY(!commands->initial().contains(s("--allow-all-paths")));
        QVERIFY(contains(commands->args, s("--add-dir")));
        QVERIFY(contains(commands->args, s("/shared")));
    }
    {
        AgentProfile profile;
        profile.id = s("p2");
        profile.cliFlags = {{s("--broken \"unterminated"), true}};
        auto commands = buildAgentCommand(LaunchRequest{}, &profile, agent, nullptr);
        QVERIFY2(commands.ok(), qPrintable(commands.error()));
        QCOMPARE(commands->initial(), s("copilot --acp"));
    }
    {
        auto commands = buildAgentCommand(LaunchRequest{}, nullptr, agent, nullptr);
        QVERIFY2(commands.ok(), qPrintable(commands.error()));
        QCOMPARE(commands->initial(), s("copilot --acp"));
    }
}

void TestLaunchScenarios::buildAgentCommandCommandPrefix()
{
    const AgentDefinition agent = cliFlagAgent();
    AgentProfile profile;
    profile.id = s("p1");
    profile.commandPrefix = s("greywall --");
    auto prefixed = buildAgentCommand(LaunchRequest{}, &profile, agent, nullptr);
    QVERIFY2(prefixed.ok(), qPrintable(prefixed.error()));
    QCOMPARE(prefixed->initial(), s("greywall -- copilot --acp"));

    profile.cliFlags = {{s("--allow-all-tools"), true}};
    auto withFlags = buildAgentCommand(LaunchRequest{}, &profile, agent, nullptr);
    QVERIFY2(withFlags.ok(), qPrintable(withFlags.error()));
    QCOMPARE(withFlags->initial(), s("greywall -- copilot --acp --allow-all-tools"));

    AgentProfile plain;
    plain.id = s("p3");
    auto unwrapped = buildAgentCommand(LaunchRequest{}, &plain, agent, nullptr);
    QVERIFY2(unwrapped.ok(), qPrintable(unwrapped.error()));
    QCOMPARE(unwrapped->initial(), s("copilot --acp"));

    AgentProfile broken;
    broken.id = s("p4");
    broken.commandPrefix = s("greywall \"unterminated");
    auto failed = buildAgentCommand(LaunchRequest{}, &broken, agent, nullptr);
    QVERIFY2(!failed.ok(), "a configured prefix that cannot be resolved must abort the launch");

    const AgentDefinition continueAgent = commandAgent({s("copilot"), s("--acp")}, {s("amp"), s("threads"), s("continue")});
    AgentProfile p5;
    p5.id = s("p5");
    p5.commandPrefix = s("greywall --");
    p5.cliFlags = {{s("--allow-all-tools"), true}};
    auto continued = buildAgentCommand(LaunchRequest{}, &p5, continueAgent, nullptr);
    QVERIFY2(continued.ok(), qPrintable(continued.error()));
    QCOMPARE(continued->continueLine(), s("greywall -- amp threads continue --allow-all-tools"));
}

void TestLaunchScenarios::collectContributionDestinationsRejectsDistinctIdentitiesWithSamePath()
{
    auto destination = [](const char *providerId) {
        ContributionDestination d;
        d.sourceRepository = {s("github.com"), s("kdlbs/kandev"), s("100"), s("https://github.com/kdlbs/kandev.git")};
        d.targetRepository = {s("github.com"), s("alice/kandev"), s(providerId), s("https://github.com/alice/kandev.git")};
        return d;
    };
    LaunchRequest request;
    RepoLaunchSpec primary;
    primary.repoName = s("primary");
    RepoLaunchSpec first;
    first.repoName = s("shared");
    first.baseBranch = s("main");
    first.contributionDestination = destination("200");
    RepoLaunchSpec second = first;
    second.contributionDestination = destination("201");
    request.repositories = {primary, first, second};
    auto collected = collectContributionDestinations(request);
    QVERIFY2(!collected.ok(), "distinct target identities with the same path were accepted");
}

void TestLaunchScenarios::buildAgentCommandRejectsInvalidBuiltArgv_data()
{
    QTest::addColumn<QStringList>("argv");
    QTest::addColumn<QStringList>("continueCommand");
    QTest::newRow("initial executable is a flag") << QStringList{s("--not-an-executable")} << QStringList{};
    QTest::newRow("continue executable is whitespace") << QStringList{s("agent")} << QStringList{s(" ")};
}

void TestLaunchScenarios::buildAgentCommandRejectsInvalidBuiltArgv()
{
    QFETCH(QStringList, argv);
    QFETCH(QStringList, continueCommand);
    auto commands = buildAgentCommand(LaunchRequest{}, nullptr, commandAgent(argv, continueCommand), nullptr);
    QVERIFY(!commands.ok());
}

void TestLaunchScenarios::managerLaunchRejectsInvalidBuiltArgvBeforeRegistration_data()
{
    buildAgentCommandRejectsInvalidBuiltArgv_data();
}

void TestLaunchScenarios::managerLaunchRejectsInvalidBuiltArgvBeforeRegistration()
{
    QFETCH(QStringList, argv);
    QFETCH(QStringList, continueCommand);
    QTemporaryDir home;
    AgentctlTestServer server;
    QVERIFY(server.listening());
    LifecycleDependencies deps = baseDependencies(home.path());
    AgentProfile profile;
    profile.id = s("profile-invalid-command");
    profile.agentId = s("invalid-command");
    deps.profiles = std::make_shared<FixedProfileResolver>(profile);
    AgentDefinition agent = commandAgent(argv, continueCommand);
    agent.id = s("invalid-command");
    QVERIFY(deps.agents->registerAgent(agent).ok());
    auto backend = std::make_shared<FakeBackend>();
    backend->client = server.client();
    deps.executors->registerBackend(backend);
    LifecycleController controller(deps);

    LaunchRequest request;
    request.taskId = s("task-invalid-command");
    request.sessionId = s("session-invalid-command");
    request.agentProfileId = s("profile-invalid-command");
    request.executorType = ExecutorTypes::Local;
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    const ExecutionOutcome result = future.result();
    QVERIFY(!result.ok());
    QVERIFY2(result.error().contains(s("validate")), qPrintable(result.error()));
    QCOMPARE(backend->createCount.load(), 1);
    QCOMPARE(backend->stopCount.load(), 1);
    QVERIFY(backend->forceStopped.load());
    QVERIFY(!controller.executions().bySessionId(s("session-invalid-command")));
    QCOMPARE(server.configureCalls.load(), 0);
    QCOMPARE(server.startCalls.load(), 0);
}

void TestLaunchScenarios::managerLaunchBuildExecutionFailureRollsBackCreatedInstance()
{
    QTemporaryDir home;
    AgentctlTestServer server;
    LifecycleDependencies deps = baseDependencies(home.path());
    AgentProfile profile;
    profile.id = s("profile-1");
    profile.agentId = s("auggie");
    profile.commandPrefix = s("greywall \"unterminated");
    deps.profiles = std::make_shared<FixedProfileResolver>(profile);
    auto backend = std::make_shared<FakeBackend>();
    backend->client = server.client();
    deps.executors->registerBackend(backend);
    LifecycleController controller(deps);

    LaunchRequest request;
    request.taskId = s("task-launch-rollback");
    request.sessionId = s("session-launch-rollback");
    request.agentProfileId = s("profile-1");
    request.executorType = ExecutorTypes::Local;
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    const ExecutionOutcome result = future.result();
    QVERIFY(!result.ok());
    QVERIFY2(result.error().contains(s("resolve command_prefix")), qPrintable(result.error()));
    QCOMPARE(backend->createCount.load(), 1);
    QCOMPARE(backend->stopCount.load(), 1);
    QVERIFY(backend->forceStopped.load());
    QVERIFY(!controller.executions().bySessionId(s("session-launch-rollback")));
    QCOMPARE(server.configureCalls.load(), 0);
    QCOMPARE(server.startCalls.load(), 0);
}

void TestLaunchScenarios::buildEnvForExecutionResolvesSecretBackedProfileEnv()
{
    auto secrets = std::make_shared<InMemorySecretStore>();
    QVERIFY(secrets->put(s("sec-1"), s("token"), s("revealed")).ok());
    LifecycleDependencies deps = baseDependencies();
    deps.secrets = secrets;
    LifecycleController controller(deps);
    AgentProfile profile;
    profile.envVars = {{s("FROM_SECRET"), {}, s("sec-1")}};
    LaunchRequest request;
    request.agentProfileId = s("profile-1");
    auto env = controller.buildEnvForExecution(s("exec-1"), request, nullptr, &profile);
    QVERIFY2(env.ok(), qPrintable(env.error()));
    QCOMPARE(env->value(s("FROM_SECRET")), s("revealed"));
}

void TestLaunchScenarios::buildEnvForExecutionFailsClosedWhenProfileSecretIsUnavailable()
{
    LifecycleDependencies deps = baseDependencies();
    deps.secrets = std::make_shared<InMemorySecretStore>();
    LifecycleController controller(deps);
    AgentProfile profile;
    profile.envVars = {{s("PROFILE_TOKEN"), {}, s("missing-secret")}};
    LaunchRequest request;
    request.agentProfileId = s("profile-1");
    auto env = controller.buildEnvForExecution(s("exec-1"), request, nullptr, &profile);
    QVERIFY2(!env.ok(), "succeeded with an unavailable profile secret");
}

void TestLaunchScenarios::buildEnvForExecutionSeparatesOfficeAndExecutionProfiles()
{
    LifecycleController controller(baseDependencies());
    AgentProfile profile;
    profile.id = s("claude-profile");
    profile.envVars = {{s("CLAUDE_CONFIG_DIR"), s("/accounts/claude"), {}}, {s("KANDEV_AGENT_PROFILE_ID"), s("must-not-win"), {}}};
    LaunchRequest request;
    request.agentProfileId = s("office-cto");
    request.executionProfileId = s("claude-profile");
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    auto env = controller.buildEnvForExecution(s("exec-1"), request, nullptr, &profile);
    QVERIFY2(env.ok(), qPrintable(env.error()));
    QCOMPARE(env->value(s("CLAUDE_CONFIG_DIR")), s("/accounts/claude"));
    QCOMPARE(env->value(s("KANDEV_AGENT_PROFILE_ID")), s("office-cto"));
    QCOMPARE(env->value(s("KANDEV_EXECUTION_PROFILE_ID")), s("claude-profile"));
}

void TestLaunchScenarios::buildEnvForExecutionRejectsLateManagedValuesThatConflictWithRepositorySecrets_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("autoApprove");
    QTest::addColumn<QString>("cachePath");
    QTest::addColumn<QStringList>("required");
    QTest::addColumn<QString>("credential");
    QTest::newRow("model") << s("AGENT_MODEL") << s("managed-model") << false << QString() << QStringList() << QString();
    QTest::newRow("auto approve") << s("AGENTCTL_AUTO_APPROVE_PERMISSIONS") << QString() << true << QString() << QStringList() << QString();
    QTest::newRow("go cache") << s("GOCACHE") << QString() << false << s("/managed/cache") << QStringList() << QString();
    QTest::newRow("required credential") << s("ANTHROPIC_API_KEY") << QString() << false << QString()
                                         << QStringList{s("ANTHROPIC_API_KEY")} << s("managed-credential");
}

void TestLaunchScenarios::buildEnvForExecutionRejectsLateManagedValuesThatConflictWithRepositorySecrets()
{
    QFETCH(QString, key);
    QFETCH(QString, model);
    QFETCH(bool, autoApprove);
    QFETCH(QString, cachePath);
    QFETCH(QStringList, required);
    QFETCH(QString, credential);
    auto secrets = std::make_shared<InMemorySecretStore>();
    for (const char *k : {"AGENT_MODEL", "AGENTCTL_AUTO_APPROVE_PERMISSIONS", "GOCACHE", "ANTHROPIC_API_KEY"})
        QVERIFY(secrets->put(s("secret-") + s(k), s(k), s("repository-value")).ok());
    LifecycleDependencies deps = baseDependencies();
    deps.secrets = secrets;
    deps.credentials = std::make_shared<FixedCredentials>(credential);
    LifecycleController controller(deps);

    LaunchRequest request;
    request.taskId = s("task-1");
    request.workspaceId = s("workspace-1");
    request.sessionId = s("session-1");
    request.environmentResolutionRequired = true;
    request.environmentDefinitions = {{key, {}, s("secret-") + key, s("repository app"), s("workspace-1")}};
    request.managedGoCachePath = cachePath;
    AgentDefinition agent = commandAgent({s("agent")});
    agent.requiredEnv = required;
    std::optional<AgentProfile> profile;
    if (!model.isEmpty() || autoApprove) {
        profile = AgentProfile{};
        profile->model = model;
        profile->autoApprove = autoApprove;
    }
    auto env = controller.buildEnvForExecution(s("exec-1"), request, &agent, profile ? &*profile : nullptr);
    QVERIFY2(!env.ok(), "succeeded, want a conflict");
    QCOMPARE(env.errorKind(), ErrorKind::EnvironmentConflict);
    QCOMPARE(env.failure().origins.size(), 2);
    QCOMPARE(env.failure().origins.at(0), s("repository app"));
    QCOMPARE(env.failure().key, key);
}

void TestLaunchScenarios::buildEnvForExecutionNilSnapshotResolvesExecutionProfile()
{
    LifecycleDependencies deps = baseDependencies();
    auto resolver = std::make_shared<RecordingEnvProfileResolver>();
    deps.profiles = resolver;
    LifecycleController controller(deps);
    LaunchRequest request;
    request.agentProfileId = s("office-cto");
    request.executionProfileId = s("claude-profile");
    auto env = controller.buildEnvForExecution(s("exec-1"), request, nullptr, nullptr);
    QVERIFY2(env.ok(), qPrintable(env.error()));
    QCOMPARE(resolver->resolvedId, s("claude-profile"));
    QCOMPARE(env->value(s("PROFILE_ENV")), s("claude-profile"));
}

void TestLaunchScenarios::executionProfileIdFallsBackToOfficeProfile()
{
    LaunchRequest request;
    request.agentProfileId = s("profile-1");
    QCOMPARE(executionProfileId(request), s("profile-1"));
    request.executionProfileId = s("profile-2");
    QCOMPARE(executionProfileId(request), s("profile-2"));
}

void TestLaunchScenarios::concreteExecutionProfileIgnoresLegacyRouteFlagsAndEnv()
{
    LaunchRequest request;
    request.executionProfileId = s("claude-profile");
    request.env = {{s("PROFILE_ENV"), s("profile")}};
    RouteOverride route;
    route.executionProfileId = s("claude-profile");
    route.flags = {s("--legacy-route-flag")};
    route.env = {{s("PROFILE_ENV"), s("route")}, {s("ROUTE_ONLY"), s("value")}};
    request.routeOverride = route;
    QCOMPARE(appendRouteOverrideFlags({s("--profile-flag")}, request), QStringList{s("--profile-flag")});
    QVERIFY(mergeRouteOverrideEnv(request).ok());
    QCOMPARE(request.env.value(s("PROFILE_ENV")), s("profile"));
    QVERIFY(!request.env.contains(s("ROUTE_ONLY")));
}

void TestLaunchScenarios::legacyRouteStillAppliesFlagsAndEnv()
{
    LaunchRequest request;
    request.env = {{s("BASE"), s("value")}};
    RouteOverride route;
    route.flags = {s("--legacy-route-flag")};
    route.env = {{s("ROUTE_ONLY"), s("value")}};
    request.routeOverride = route;
    const QStringList flags = appendRouteOverrideFlags({s("--profile-flag")}, request);
    QCOMPARE(flags.size(), 2);
    QCOMPARE(flags.at(1), s("--legacy-route-flag"));
    QVERIFY(mergeRouteOverrideEnv(request).ok());
    QCOMPARE(request.env.value(s("ROUTE_ONLY")), s("value"));
}

void TestLaunchScenarios::legacyRouteComposesIndexedGitConfig()
{
    const QString helperKey = s("credential.https://github.com.helper");
    LaunchRequest request;
    request.env = {{s("GIT_CONFIG_COUNT"), s("1")}, {s("GIT_CONFIG_KEY_0"), s("core.hooksPath")},
                   {s("GIT_CONFIG_VALUE_0"), s("/opt/locstat/hooks")}};
    RouteOverride route;
    route.env = {{s("GIT_CONFIG_COUNT"), s("1")}, {s("GIT_CONFIG_KEY_0"), helperKey},
                 {s("GIT_CONFIG_VALUE_0"), s("!agentctl git-credential")}};
    request.routeOverride = route;
    const Status merged = mergeRouteOverrideEnv(request);
    QVERIFY2(merged.ok(), qPrintable(merged.error()));
    QCOMPARE(request.env.value(s("GIT_CONFIG_COUNT")), s("2"));
    QCOMPARE(request.env.value(s("GIT_CONFIG_KEY_0")), s("core.hooksPath"));
    QCOMPARE(request.env.value(s("GIT_CONFIG_VALUE_0")), s("/opt/locstat/hooks"));
    QCOMPARE(request.env.value(s("GIT_CONFIG_KEY_1")), helperKey);
    QCOMPARE(request.env.value(s("GIT_CONFIG_VALUE_1")), s("!agentctl git-credential"));
}

void TestLaunchScenarios::legacyRouteRejectsMalformedIndexedGitConfig()
{
    LaunchRequest request;
    RouteOverride route;
    route.env = {{s("GIT_CONFIG_COUNT"), s("1")}, {s("GIT_CONFIG_KEY_0"), s("core.hooksPath")}};
    request.routeOverride = route;
    QVERIFY(!mergeRouteOverrideEnv(request).ok());
}

void TestLaunchScenarios::buildEnvForExecutionDoesNotCopyTaskDescriptionToEnv()
{
    LifecycleController controller(baseDependencies());
    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.agentProfileId = s("profile-1");
    request.taskDescription = s("large prompt\n").repeated(1000);
    auto env = controller.buildEnvForExecution(s("exec-1"), request, nullptr, nullptr);
    QVERIFY2(env.ok(), qPrintable(env.error()));
    QVERIFY(!env->contains(s("TASK_DESCRIPTION")));
    QCOMPARE(env->value(s("KANDEV_TASK_ID")), s("task-1"));
}

void TestLaunchScenarios::buildEnvForExecutionSpillsLargeWakePayloadToWorkspaceFile()
{
    LifecycleController controller(baseDependencies());
    QTemporaryDir workspace;
    const QString payload = s("x").repeated(WakePayloadInlineMax + 1);
    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.agentProfileId = s("profile-1");
    request.workspacePath = workspace.path();
    request.env = {{s("KANDEV_RUN_ID"), s("run-1")}, {s("KANDEV_WAKE_PAYLOAD_JSON"), payload}};
    auto env = controller.buildEnvForExecution(s("exec-1"), request, nullptr, nullptr);
    QVERIFY2(env.ok(), qPrintable(env.error()));
    QVERIFY(!env->contains(s("KANDEV_WAKE_PAYLOAD_JSON")));
    const QString relPath = env->value(s("KANDEV_WAKE_PAYLOAD_PATH"));
    QVERIFY(!relPath.isEmpty());
    QFile file(QDir(workspace.path()).filePath(relPath));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), payload);
}

void TestLaunchScenarios::configureAndStartAgentDoesNotSendTaskDescriptionEnv()
{
    AgentctlTestServer server;
    QTemporaryDir workspace;
    LifecycleController controller(baseDependencies());
    ExecutionPtr execution = makeExecution(s("exec-1"), s("session-1"), s("task-1"));
    execution->agentProfileId = s("profile-1");
    execution->setCommands({{s("npx"), s("-y"), s("@agentclientprotocol/codex-acp")}, {}});
    execution->workspacePath = workspace.path();
    execution->setMetadataValue(MetadataKeys::RuntimeEnv, envToVariant({{s("KEEP_ME"), s("yes")}}));
    execution->setMetadataValue(MetadataKeys::TaskDescription, s("large prompt\n").repeated(1000));
    execution->setAgentctl(server.client());
    auto future = controller.configureAndStartAgent(execution, s("never"));
    QVERIFY(waitFor(future));
    const Expected<QString> boot = future.result();
    QVERIFY2(boot.ok(), qPrintable(boot.error()));
    QCOMPARE(boot.value(), s("npx -y @agentclientprotocol/codex-acp"));
    QCOMPARE(server.configuredEnv.value(s("KEEP_ME")), s("yes"));
    QVERIFY(!server.configuredEnv.contains(s("TASK_DESCRIPTION")));
}

void TestLaunchScenarios::configureAndStartAgentUsesRuntimeSnapshotWhenProfileSecretIsUnavailable()
{
    AgentctlTestServer server;
    QTemporaryDir workspace;
    LifecycleDependencies deps = baseDependencies();
    AgentProfile profile = FixedProfileResolver::defaultInfo();
    profile.envVars = {{s("PROFILE_ONLY"), {}, s("deleted-secret")}};
    deps.profiles = std::make_shared<FixedProfileResolver>(profile);
    deps.secrets = std::make_shared<InMemorySecretStore>();
    LifecycleController controller(deps);
    ExecutionPtr execution = makeExecution(s("exec-1"), s("session-1"), s("task-1"));
    execution->agentProfileId = s("profile-1");
    execution->setCommands({{s("npx"), s("-y"), s("@agentclientprotocol/codex-acp")}, {}});
    execution->workspacePath = workspace.path();
    execution->setAgentctl(server.client());
    execution->setRuntimeEnvironment({{s("PROFILE_ONLY"), s("captured-value")}});
    auto future = controller.configureAndStartAgent(execution, s("never"));
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    QCOMPARE(server.configuredEnv.value(s("PROFILE_ONLY")), s("captured-value"));
}

void TestLaunchScenarios::configureAndStartAgentSendsStructuredArgv()
{
    AgentctlTestServer server;
    server.startCommand = s("runner");
    QTemporaryDir workspace;
    LifecycleController controller(baseDependencies());
    const QStringList argv{s("runner"), s("two words"), QString(), s("C:\\tools\\agent.exe")};
    ExecutionPtr execution = makeExecution(s("exec-argv"), s("session-1"), s("task-1"));
    execution->agentProfileId = s("profile-1");
    execution->setCommands({argv, {}});
    execution->workspacePath = workspace.path();
    execution->setAgentctl(server.client());
    auto future = controller.configureAndStartAgent(execution, s("never"));
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    QCOMPARE(server.configuredArgs, argv);
}

void TestLaunchScenarios::configureAndStartAgentSpillsLargeWakePayloadEnv()
{
    AgentctlTestServer server;
    QTemporaryDir workspace;
    LifecycleController controller(baseDependencies());
    const QString payload = s("x").repeated(WakePayloadInlineMax + 1);
    ExecutionPtr execution = makeExecution(s("exec-1"), s("session-1"), s("task-1"));
    execution->agentProfileId = s("profile-1");
    execution->setCommands({{s("npx"), s("-y"), s("@agentclientprotocol/codex-acp")}, {}});
    execution->workspacePath = workspace.path();
    execution->setMetadataValue(MetadataKeys::RuntimeEnv,
                                envToVariant({{s("KANDEV_RUN_ID"), s("run-2")}, {s("KANDEV_WAKE_PAYLOAD_JSON"), payload}}));
    execution->setAgentctl(server.client());
    auto future = controller.configureAndStartAgent(execution, s("never"));
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    QVERIFY(!server.configuredEnv.contains(s("KANDEV_WAKE_PAYLOAD_JSON")));
    const QString relPath = server.configuredEnv.value(s("KANDEV_WAKE_PAYLOAD_PATH"));
    QVERIFY(!relPath.isEmpty());
    QFile file(QDir(workspace.path()).filePath(relPath));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), payload);
}

void TestLaunchScenarios::setExecutionEnvDoesNotSnapshotProfileEnvVars()
{
    LifecycleDependencies deps = baseDependencies();
    AgentProfile profile = FixedProfileResolver::defaultInfo();
    profile.envVars = {{s("PROFILE_ONLY"), s("new-value"), {}}};
    deps.profiles = std::make_shared<FixedProfileResolver>(profile);
    LifecycleController controller(deps);
    ExecutionPtr execution = makeExecution(s("exec-1"), s("session-1"));
    execution->agentProfileId = s("profile-1");
    QVERIFY(controller.executions().add(execution).ok());
    QVERIFY(controller.setExecutionEnv(execution->id, {{s("EXECUTOR_ONLY"), s("executor")}}).ok());
    const QVariant raw = execution->metadataValue(MetadataKeys::RuntimeEnv);
    QVERIFY(raw.isValid());
    const EnvMap runtimeEnv = envFromVariant(raw);
    QCOMPARE(runtimeEnv.value(s("EXECUTOR_ONLY")), s("executor"));
    QVERIFY(!runtimeEnv.contains(s("PROFILE_ONLY")));
}

void TestLaunchScenarios::prepareManagedGoCacheEnvironmentOverridesLocalRequest()
{
    QTemporaryDir dir;
    const QString managedPath = dir.filePath(s("cache/go-build"));
    LifecycleDependencies deps = baseDependencies();
    deps.goCache = std::make_shared<StaticGoCache>(managedPath);
    LifecycleController controller(deps);
    LaunchRequest request;
    request.executorType = s("local_pc");
    request.env = {{s("GOCACHE"), s("/home/user/.cache/go-build")}};
    QVERIFY(controller.prepareManagedGoCacheEnvironment(request).ok());
    QCOMPARE(request.env.value(s("GOCACHE")), managedPath);
    QCOMPARE(request.managedGoCachePath, managedPath);
    QCOMPARE(request.metadata.value(MetadataKeys::ManagedGoCache).toString(), managedPath);
}

void TestLaunchScenarios::managedGoCacheEnvironmentPropagatesToPrepareAndRuntime()
{
    QTemporaryDir dir;
    const QString managedPath = dir.filePath(s("cache/go-build"));
    LifecycleDependencies deps = baseDependencies();
    deps.goCache = std::make_shared<StaticGoCache>(managedPath);
    LifecycleController controller(deps);
    LaunchRequest request;
    request.executorType = ExecutorTypes::Worktree;
    request.agentProfileId = s("profile-1");
    request.env = {{s("GOCACHE"), s("/tmp/user-cache")}};
    QVERIFY(controller.prepareManagedGoCacheEnvironment(request).ok());
    const EnvMap prepareEnv = buildEnvPrepareRequest(request, s("/tmp/workspace"), RuntimeNames::Standalone).env;
    auto runtimeEnv = controller.buildEnvForExecution(s("exec-1"), request, nullptr, nullptr);
    QVERIFY2(runtimeEnv.ok(), qPrintable(runtimeEnv.error()));
    QCOMPARE(prepareEnv.value(s("GOCACHE")), managedPath);
    QCOMPARE(runtimeEnv->value(s("GOCACHE")), managedPath);
}

void TestLaunchScenarios::managedGoCacheEnvironmentSkipsRemoteExecution()
{
    LifecycleDependencies deps = baseDependencies();
    deps.goCache = std::make_shared<StaticGoCache>(s("/tmp/managed-cache"));
    LifecycleController controller(deps);
    LaunchRequest request;
    request.executorType = ExecutorTypes::LocalDocker;
    request.env = {{s("GOCACHE"), s("/container/cache")}};
    QVERIFY(controller.prepareManagedGoCacheEnvironment(request).ok());
    QCOMPARE(request.env.value(s("GOCACHE")), s("/container/cache"));
}

void TestLaunchScenarios::launchKeepsInitialExecutionActivityAfterReturning()
{
    QTemporaryDir home;
    AgentctlTestServer server;
    LifecycleDependencies deps = baseDependencies(home.path());
    auto backend = std::make_shared<FakeBackend>(RuntimeNames::Docker);
    backend->client = server.client();
    deps.executors->registerBackend(backend);
    deps.activity = std::make_shared<ActivityCoordinator>();
    LifecycleController controller(deps);

    LaunchRequest request;
    request.taskId = s("task-activity");
    request.sessionId = s("session-activity");
    request.agentProfileId = s("profile-1");
    request.executorType = ExecutorTypes::LocalDocker;
    request.isEphemeral = true;
    request.startAgent = true;
    request.taskDescription = s("initial prompt");
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    const ExecutionOutcome result = future.result();
    QVERIFY2(result.ok(), qPrintable(result.error()));
    QCOMPARE(result.value()->status(), AgentStatus::Starting);
    QVERIFY2(!deps.activity->tryAcquireMaintenance().ok(), "maintenance must be busy after a start-owning launch");
    controller.removeExecution(result.value()->id);
    auto maintenance = deps.activity->tryAcquireMaintenance();
    QVERIFY2(maintenance.ok(), qPrintable(maintenance.error()));
}

void TestLaunchScenarios::launchPublishesPrepareCompletedAfterRuntimeProgress()
{
    AgentctlTestServer server;
    LifecycleDependencies deps = baseDependencies();
    auto backend = std::make_shared<FakeBackend>(RuntimeNames::Docker);
    backend->client = server.client();
    backend->barrier = std::make_shared<Gate>();
    backend->progressStep = s("Waiting for Docker container");
    deps.executors->registerBackend(backend);
    deps.preparers->registerPreparer(ExecutorTypes::LocalDocker, std::make_shared<ProgressPreparer>());
    LifecycleController controller(deps);
    PrepareEvents events;
    events.attach(controller, this);

    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.agentProfileId = s("profile-1");
    request.executorType = ExecutorTypes::LocalDocker;
    request.repositoryPath = s("/tmp/repo");
    request.baseBranch = s("main");
    auto future = controller.launch(request);
    QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 5000);
    QCoreApplication::processEvents();
    QVERIFY2(events.completed.isEmpty(), "PrepareCompleted published before the runtime finished");
    backend->barrier->open();
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    QVERIFY(backend->lastRequest().has_value());
    QCOMPARE(backend->lastRequest()->workspacePath, s("/tmp/ws"));
    QTRY_VERIFY(!events.completed.isEmpty());
    const PrepareCompletedEvent final = events.completed.constLast();
    QVERIFY(final.success);
    QVERIFY(hasStep(final.steps, s("Validate Docker")));
    QVERIFY(hasStep(final.steps, s("Waiting for Docker container")));
}

// A runtime with no preparer before it (an SSH host) reports every step itself: the prepare log's
// "ready in" is their time, not 0.
void TestLaunchScenarios::prepareDurationCoversTheRuntimeSteps()
{
    AgentctlTestServer server;
    LifecycleDependencies deps = baseDependencies();
    auto backend = std::make_shared<FakeBackend>(RuntimeNames::Docker);
    backend->client = server.client();
    backend->progressStep = s("Start agentctl on the remote");
    backend->progressStepMs = 1'500;
    deps.executors->registerBackend(backend);
    LifecycleController controller(deps);
    PrepareEvents events;
    events.attach(controller, this);

    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.agentProfileId = s("profile-1");
    request.executorType = ExecutorTypes::LocalDocker;
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    QTRY_VERIFY(!events.completed.isEmpty());
    const PrepareCompletedEvent completed = events.completed.constLast();
    QVERIFY(completed.success);
    QVERIFY(hasStep(completed.steps, s("Start agentctl on the remote")));
    QCOMPARE(completed.durationMs, qint64(1'500));
}

void TestLaunchScenarios::launchUsesPreparedWorkspacePathForWorktree()
{
    LifecycleDependencies deps = baseDependencies();
    AgentProfile profile;
    profile.id = s("profile-worktree");
    profile.agentId = s("auggie");
    deps.profiles = std::make_shared<FixedProfileResolver>(profile);
    auto backend = std::make_shared<FakeBackend>();
    deps.executors->registerBackend(backend);
    deps.preparers->registerPreparer(ExecutorTypes::Worktree, std::make_shared<ProgressPreparer>());
    LifecycleController controller(deps);
    LaunchRequest request;
    request.taskId = s("task-worktree-path");
    request.sessionId = s("session-worktree-path");
    request.agentProfileId = s("profile-worktree");
    request.executorType = ExecutorTypes::Worktree;
    request.repositoryPath = s("/tmp/repo");
    request.useWorktree = true;
    request.baseBranch = s("main");
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    QVERIFY(backend->lastRequest().has_value());
    QCOMPARE(backend->lastRequest()->workspacePath, s("/tmp/ws"));
}

void TestLaunchScenarios::launchPublishesPrepareCompletionOnLegacyRouteEnvError()
{
    QTemporaryDir home;
    LifecycleDependencies deps = baseDependencies(home.path());
    deps.executors.reset();
    LifecycleController controller(deps);
    PrepareEvents events;
    events.attach(controller, this);
    LaunchRequest request;
    request.taskId = s("task-route-env-error");
    request.sessionId = s("session-route-env-error");
    request.agentProfileId = s("profile-1");
    request.executorType = ExecutorTypes::Local;
    request.isEphemeral = true;
    RouteOverride route;
    route.env = {{s("GIT_CONFIG_COUNT"), s("1")}, {s("GIT_CONFIG_KEY_0"), s("core.hooksPath")}};
    request.routeOverride = route;
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().error().contains(s("compose legacy route environment")), qPrintable(future.result().error()));
    QTRY_COMPARE(events.completed.size(), 1);
    QCoreApplication::processEvents();
    QCOMPARE(events.completed.size(), 1);
    QVERIFY(!events.completed.at(0).success);
    QVERIFY(events.completed.at(0).errorMessage.contains(s("compose legacy route environment")));
}

void TestLaunchScenarios::runEnvironmentPreparerCalledOnFreshLaunch()
{
    LifecycleDependencies deps = baseDependencies();
    auto preparer = std::make_shared<TrackingPreparer>();
    deps.preparers->registerPreparer(ExecutorTypes::Local, preparer);
    LifecycleController controller(deps);
    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.executorType = ExecutorTypes::Local;
    request.repositoryPath = s("/tmp/repo");
    const auto result = controller.runEnvironmentPreparer(request, s("/tmp/repo"), {});
    QVERIFY2(preparer->called.load(), "the preparer must run on a fresh launch");
    QVERIFY(result.has_value());
    QVERIFY(result->success);
}

void TestLaunchScenarios::runEnvironmentPreparerSkippedWithoutRepoPath()
{
    LifecycleDependencies deps = baseDependencies();
    auto preparer = std::make_shared<TrackingPreparer>();
    deps.preparers->registerPreparer(ExecutorTypes::Local, preparer);
    LifecycleController controller(deps);
    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.executorType = ExecutorTypes::Local;
    const auto result = controller.runEnvironmentPreparer(request, QString(), {});
    QVERIFY2(!preparer->called.load(), "the preparer must be skipped without a repository");
    QVERIFY(!result.has_value());
}

void TestLaunchScenarios::launchResolveWorkspacePathEphemeralCreatesQuickChatDir()
{
    QTemporaryDir home;
    const WorkspaceResolver resolver(home.path());
    LaunchRequest request;
    request.sessionId = s("session-abc");
    request.isEphemeral = true;
    const QString path = resolver.resolve(request, false, nullptr).path;
    QVERIFY(!path.isEmpty());
    QVERIFY(path.contains(s("quick-chat")));
    QVERIFY(path.contains(s("session-abc")));
    QVERIFY(QFileInfo(path).isDir());
}

void TestLaunchScenarios::launchResolveWorkspacePathNonEphemeralRepoLessGetsScratchDir()
{
    QTemporaryDir home;
    const WorkspaceResolver resolver(home.path());
    LaunchRequest request;
    request.sessionId = s("session-xyz");
    request.taskId = s("task-xyz");
    request.workspaceId = s("ws-xyz");
    const QString path = resolver.resolve(request, false, nullptr).path;
    QVERIFY(!path.isEmpty());
    QVERIFY(path.contains(s("tasks/ws-xyz/task-xyz")));
    QVERIFY(!path.contains(s("quick-chat")));
    auto marker = readOwnershipMarker(path);
    QVERIFY2(marker.ok(), qPrintable(marker.error()));
    QVERIFY(marker->has_value());
    QCOMPARE((*marker)->taskId, s("task-xyz"));
    QCOMPARE((*marker)->workspaceId, s("ws-xyz"));
    QCOMPARE((*marker)->layoutVersion, ScratchLayoutVersion);
    QProcess git;
    git.setWorkingDirectory(path);
    git.start(s("git"), {s("status"), s("--porcelain"), s("--"), OwnershipMarkerFileName});
    QVERIFY(git.waitForFinished(30000));
    QCOMPARE(git.exitCode(), 0);
    QCOMPARE(git.readAllStandardOutput(), QByteArray());
}

void TestLaunchScenarios::initGitRepoPreservesExistingLocalExcludes()
{
    QTemporaryDir workspace;
    const Status first = initGitRepo(workspace.path());
    QVERIFY2(first.ok(), qPrintable(first.error()));
    const QString excludePath = workspace.filePath(s(".git/info/exclude"));
    {
        QFile exclude(excludePath);
        QVERIFY(exclude.open(QIODevice::WriteOnly | QIODevice::Truncate));
        exclude.write("custom.cache");
    }
    QVERIFY(initGitRepo(workspace.path()).ok());
    QVERIFY(initGitRepo(workspace.path()).ok());
    QFile exclude(excludePath);
    QVERIFY(exclude.open(QIODevice::ReadOnly));
    const QString content = QString::fromUtf8(exclude.readAll());
    QVERIFY(content.contains(s("custom.cache\n")));
    QCOMPARE(content.count(QLatin1Char('/') + OwnershipMarkerFileName), 1);
}

void TestLaunchScenarios::initGitRepoRejectsSymlinkedGitDirectory()
{
    QTemporaryDir workspace;
    QTemporaryDir elsewhere;
    QVERIFY(QFile::link(elsewhere.path(), workspace.filePath(s(".git"))));
    const Status status = initGitRepo(workspace.path());
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(s("invalid git directory")), qPrintable(status.error()));
}

void TestLaunchScenarios::initGitRepoRejectsSymlinkedExcludeFile()
{
    QTemporaryDir workspace;
    QTemporaryDir elsewhere;
    QVERIFY(initGitRepo(workspace.path()).ok());
    const QString excludePath = workspace.filePath(s(".git/info/exclude"));
    QVERIFY(QFile::remove(excludePath));
    QVERIFY(QFile::link(elsewhere.filePath(s("external")), excludePath));
    const Status status = initGitRepo(workspace.path());
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(s("invalid git exclude file")), qPrintable(status.error()));
}

void TestLaunchScenarios::launchResolveWorkspacePathNonEphemeralWithoutWorkspaceIdReturnsEmpty()
{
    QTemporaryDir home;
    const WorkspaceResolver resolver(home.path());
    LaunchRequest request;
    request.sessionId = s("session-no-ws");
    request.taskId = s("task-1");
    QVERIFY(resolver.resolve(request, false, nullptr).path.isEmpty());
}

void TestLaunchScenarios::launchResolveWorkspacePathRejectsDotTaskId()
{
    QTemporaryDir home;
    const WorkspaceResolver resolver(home.path());
    LaunchRequest request;
    request.sessionId = s("session-dot-task");
    request.taskId = s(".");
    request.workspaceId = s("ws-1");
    QCOMPARE(resolver.resolve(request, false, nullptr).path, QString());
}

void TestLaunchScenarios::launchResolveWorkspacePathPickedFolderUsedDirectly()
{
    QTemporaryDir home;
    QTemporaryDir picked;
    const WorkspaceResolver resolver(home.path());
    LaunchRequest request;
    request.sessionId = s("session-pick");
    request.workspacePath = picked.path();
    QCOMPARE(resolver.resolve(request, false, nullptr).path, picked.path());
}

void TestLaunchScenarios::launchResolveWorkspacePathWorktreeWithoutRepoFallsBackToScratch()
{
    QTemporaryDir home;
    const WorkspaceResolver resolver(home.path());
    LaunchRequest request;
    request.sessionId = s("session-wt");
    request.taskId = s("task-wt");
    request.workspaceId = s("ws-wt");
    request.useWorktree = true;
    const QString path = resolver.resolve(request, false, nullptr).path;
    QVERIFY(!path.isEmpty());
    QVERIFY(path.contains(s("tasks/ws-wt/task-wt")));
}

void TestLaunchScenarios::launchPromotesWorkspaceOnlyExecution()
{
    LifecycleDependencies deps = baseDependencies();
    AgentProfile profile;
    profile.id = s("profile-1");
    profile.agentId = s("auggie");
    profile.commandPrefix = s("\"/opt/wrapper dir/wrapper\" --");
    deps.profiles = std::make_shared<FixedProfileResolver>(profile);
    LifecycleController controller(deps);
    ExecutionPtr existing = makeExecution(s("exec-workspace-only"), s("session-1"), s("task-1"));
    existing->agentProfileId = s("profile-1");
    QVERIFY(controller.executions().add(existing).ok());

    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.agentProfileId = s("profile-1");
    request.acpSessionId = s("acp-session-abc");
    request.previousExecutionId = s("exec-prev");
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    const ExecutionOutcome got = future.result();
    QVERIFY2(got.ok(), qPrintable(got.error()));
    QCOMPARE(got.value().get(), existing.get());
    QVERIFY(!got.value()->agentCommand().isEmpty());
    const QStringList args = got.value()->commands().args;
    QVERIFY(args.size() >= 2);
    QCOMPARE(args.mid(0, 2), (QStringList{s("/opt/wrapper dir/wrapper"), s("--")}));
    QCOMPARE(got.value()->acpSessionId(), s("acp-session-abc"));
    QVERIFY(got.value()->isResumedSession());
}

void TestLaunchScenarios::launchPromotesWorkspaceOnlyExecutionAppliesMcpProviders()
{
    AgentctlTestServer server;
    LifecycleController controller(baseDependencies());
    ExecutionPtr existing = makeExecution(s("exec-workspace-provider"), s("session-provider"), s("task-provider"));
    existing->setAgentctl(server.client());
    QVERIFY(controller.executions().add(existing).ok());
    const QStringList wantProviders{s("github"), s("gitlab")};
    LaunchRequest request;
    request.taskId = existing->taskId;
    request.sessionId = existing->sessionId;
    request.agentProfileId = existing->agentProfileId;
    request.isPassthrough = true;
    request.mcpProviders = wantProviders;
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    QCOMPARE(future.result().value().get(), existing.get());
    QCOMPARE(server.providerMethod, QHttpServerRequest::Method::Put);
    QCOMPARE(server.receivedProviders, wantProviders);
}

void TestLaunchScenarios::launchPromotesWorkspaceOnlyExecutionFailsWhenMcpProviderApplyFails()
{
    AgentctlTestServer server;
    server.providersStatus = QHttpServerResponder::StatusCode::BadGateway;
    LifecycleController controller(baseDependencies());
    ExecutionPtr existing = makeExecution(s("exec-workspace-provider-failure"), s("session-provider-failure"),
                                          s("task-provider-failure"));
    existing->setAgentctl(server.client());
    QVERIFY(controller.executions().add(existing).ok());
    LaunchRequest request;
    request.taskId = existing->taskId;
    request.sessionId = existing->sessionId;
    request.isPassthrough = true;
    request.mcpProviders = {s("github")};
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY2(!future.result().ok(), "promotion must fail when the provider endpoint rejects the update");
    QVERIFY2(existing->agentCommand().isEmpty(), "a failed provider update must not promote the execution");
}

void TestLaunchScenarios::launchRejectsWhenAgentAlreadyRunning()
{
    LifecycleController controller(baseDependencies());
    ExecutionPtr existing = makeExecution(s("exec-running"), s("session-2"), s("task-2"));
    existing->agentProfileId = s("profile-2");
    existing->setCommands({{s("auggie"), s("--acp")}, {}});
    QVERIFY(controller.executions().add(existing).ok());
    LaunchRequest request;
    request.taskId = s("task-2");
    request.sessionId = s("session-2");
    request.agentProfileId = s("profile-2");
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY(!future.result().ok());
    QVERIFY2(future.result().error().contains(s("already has an agent running")), qPrintable(future.result().error()));
    QCOMPARE(future.result().errorKind(), ErrorKind::AgentAlreadyRunning);
}

void TestLaunchScenarios::launchDeadlineDoesNotAbortLiveEnsureFollower()
{
    LifecycleDependencies deps = baseDependencies();
    auto provider = std::make_shared<FakeWorkspaceInfo>(QList<WorkspaceInfo>{
        {s("task-1"), s("session-mixed"), s("env-1"), s("/workspace/task-1"), s("auggie"), {}}});
    deps.workspaceInfo = provider;
    deps.activity = std::make_shared<ActivityCoordinator>();
    auto backend = std::make_shared<FakeBackend>();
    backend->barrier = std::make_shared<Gate>();
    deps.executors->registerBackend(backend);
    LifecycleController controller(deps);
    auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });

    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-mixed");
    request.taskEnvironmentId = s("env-1");
    request.agentProfileId = s("profile-1");
    request.workspacePath = s("/workspace/task-1");
    auto launch = controller.launch(request, 250ms);
    QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 2000);

    auto ensure = controller.ensureExecutionForEnvironment(s("env-1"));
    QTRY_VERIFY_WITH_TIMEOUT(provider->environmentReached.load(), 2000);
    QTRY_COMPARE_WITH_TIMEOUT(controller.coalescedCallerCount(s("session-mixed")), 2, 2000);
    QVERIFY2(!ensure.isFinished(), "the ensure follower returned before the shared launch completed");

    QVERIFY(waitFor(launch));
    QCOMPARE(launch.result().errorKind(), ErrorKind::DeadlineExceeded);
    QVERIFY2(!deps.activity->tryAcquireMaintenance().ok(), "the shared launch must keep its activity after the deadline");
    QVERIFY(!ensure.isFinished());

    backend->barrier->open();
    QVERIFY(waitFor(ensure));
    QVERIFY2(ensure.result().ok(), qPrintable(ensure.result().error()));
    QVERIFY(ensure.result().value()->hasAgentCommand());
}

void TestLaunchScenarios::ensureLeaderDoesNotHideLaunchWaiterDeadline()
{
    LifecycleDependencies deps = baseDependencies();
    deps.workspaceInfo = std::make_shared<FakeWorkspaceInfo>(QList<WorkspaceInfo>{
        {s("task-1"), s("session-mixed"), s("env-1"), s("/workspace/task-1"), s("auggie"), {}}});
    deps.activity = std::make_shared<ActivityCoordinator>();
    auto backend = std::make_shared<FakeBackend>();
    backend->barrier = std::make_shared<Gate>();
    deps.executors->registerBackend(backend);
    LifecycleController controller(deps);
    auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });

    auto ensure = controller.ensureExecution(s("session-mixed"));
    QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 2000);

    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-mixed");
    request.taskEnvironmentId = s("env-1");
    request.agentProfileId = s("profile-1");
    request.workspacePath = s("/workspace/task-1");
    // The gate stays closed: finishing at all means the waiter kept its own deadline.
    auto launch = controller.launch(request, 100ms);
    QVERIFY(waitFor(launch, 2000));
    QCOMPARE(launch.result().errorKind(), ErrorKind::DeadlineExceeded);
    QVERIFY2(!ensure.isFinished(), "the shared ensure must still be running");
    QVERIFY2(!deps.activity->tryAcquireMaintenance().ok(), "the shared ensure must keep its activity");

    backend->barrier->open();
    QVERIFY(waitFor(ensure));
    QVERIFY2(ensure.result().ok(), qPrintable(ensure.result().error()));
}

void TestLaunchScenarios::launchRaceRollback()
{
    QTemporaryDir home;
    LifecycleDependencies deps = baseDependencies(home.path());
    auto backend = std::make_shared<FakeBackend>();
    backend->barrier = std::make_shared<Gate>();
    deps.executors->registerBackend(backend);
    LifecycleController controller(deps);
    auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });

    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-race");
    request.agentProfileId = s("profile-1");
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 5000);
    QVERIFY(controller.executions().add(makeExecution(s("exec-injected"), s("session-race"), s("task-1"))).ok());
    backend->barrier->open();
    QVERIFY(waitFor(future));
    QVERIFY(!future.result().ok());
    QVERIFY2(future.result().error().contains(s("race resolved during register")), qPrintable(future.result().error()));
    QCOMPARE(backend->stopCount.load(), 1);
    QCOMPARE(controller.executions().bySessionId(s("session-race"))->id, s("exec-injected"));
}

void TestLaunchScenarios::launchRollsBackRuntimeWhenSessionEndsDuringCreate()
{
    QTemporaryDir home;
    LifecycleDependencies deps = baseDependencies(home.path());
    auto backend = std::make_shared<FakeBackend>();
    backend->barrier = std::make_shared<Gate>();
    deps.executors->registerBackend(backend);
    auto sessions = std::make_shared<InMemorySessions>();
    sessions->setSession({s("session-deleted"), s("task-deleted"), SessionState::Starting, {}});
    deps.sessions = sessions;
    deps.taskCleanup = sessions;
    LifecycleController controller(deps);
    auto releaseOnExit = qScopeGuard([&] { backend->barrier->open(); });

    LaunchRequest request;
    request.taskId = s("task-deleted");
    request.sessionId = s("session-deleted");
    request.agentProfileId = s("profile-1");
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QTRY_VERIFY_WITH_TIMEOUT(backend->entered.load(), 5000);
    sessions->setSessionState(s("session-deleted"), SessionState::Cancelled);
    backend->barrier->open();
    QVERIFY(waitFor(future));
    const QString error = future.result().error();
    QVERIFY2(error.contains(s("session-deleted")) && error.contains(s("CANCELLED")), qPrintable(error));
    QCOMPARE(future.result().errorKind(), ErrorKind::SessionTerminal);
    QCOMPARE(backend->stopCount.load(), 1);
    QVERIFY(!controller.executions().bySessionId(s("session-deleted")));
}

void TestLaunchScenarios::launchRollsBackWhenSessionEndsDuringRegistration()
{
    QTemporaryDir home;
    LifecycleDependencies deps = baseDependencies(home.path());
    auto backend = std::make_shared<FakeBackend>();
    deps.executors->registerBackend(backend);
    auto sessions = std::make_shared<GateSessions>();
    sessions->blockRead = 4;
    deps.sessions = sessions;
    deps.taskCleanup = sessions;
    auto running = std::make_shared<RecordingRunningStore>();
    deps.executorsRunning = running;
    LifecycleController controller(deps);
    auto releaseOnExit = qScopeGuard([&] { sessions->release.open(); });

    LaunchRequest request;
    request.taskId = s("task-registration-race");
    request.sessionId = s("session-registration-race");
    request.agentProfileId = s("profile-1");
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QTRY_VERIFY_WITH_TIMEOUT(sessions->blocked.load() || future.isFinished(), 5000);
    QVERIFY2(!future.isFinished(), "the launch returned before the post-registration validation");
    QVERIFY2(controller.executions().bySessionId(s("session-registration-race")),
             "the execution must be registered before the final session validation");
    QVERIFY2(running->upserted.load(), "the executors_running row must be durable before the final validation");
    sessions->release.open();
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().error().contains(s("CANCELLED")), qPrintable(future.result().error()));
    QCOMPARE(backend->stopCount.load(), 1);
    QVERIFY(!controller.executions().bySessionId(s("session-registration-race")));
    QCOMPARE(running->deleted.load(), 1);
}

void TestLaunchScenarios::launchRollsBackWhenTaskCleanupBeginsDuringRegistration()
{
    QTemporaryDir home;
    LifecycleDependencies deps = baseDependencies(home.path());
    auto backend = std::make_shared<FakeBackend>();
    deps.executors->registerBackend(backend);
    auto sessions = std::make_shared<GateSessions>();
    sessions->finalState = SessionState::Starting;
    sessions->blockCleanupRead = 2;
    deps.sessions = sessions;
    deps.taskCleanup = sessions;
    auto running = std::make_shared<RecordingRunningStore>();
    ExecutorRunning prior;
    prior.sessionId = s("session-cleanup-race");
    prior.executionProfileId = s("profile-1");
    prior.resumeToken = s("resume-token");
    running->running = prior;
    deps.executorsRunning = running;
    LifecycleController controller(deps);
    auto releaseOnExit = qScopeGuard([&] { sessions->release.open(); });

    LaunchRequest request;
    request.taskId = s("task-registration-race");
    request.sessionId = s("session-cleanup-race");
    request.agentProfileId = s("profile-1");
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QTRY_VERIFY_WITH_TIMEOUT(sessions->blocked.load() || future.isFinished(), 5000);
    QVERIFY2(!future.isFinished(), "the launch returned before the post-registration validation");
    sessions->cleanupActive = true;
    sessions->release.open();
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().error().contains(s("cleanup is active")), qPrintable(future.result().error()));
    QCOMPARE(future.result().errorKind(), ErrorKind::TaskCleanupActive);
    QCOMPARE(backend->stopCount.load(), 1);
    QVERIFY(!controller.executions().bySessionId(s("session-cleanup-race")));
    QCOMPARE(running->deleted.load(), 0);
    QCOMPARE(running->repaired.load(), 1);
    const auto row = running->row();
    QVERIFY(row.has_value());
    QCOMPARE(row->resumeToken, s("resume-token"));
    QCOMPARE(row->status, ExecutorRunningStatus::Stopped);
}

void TestLaunchScenarios::launchRollsBackWhenExecutionRegistrationCannotPersist()
{
    QTemporaryDir home;
    LifecycleDependencies deps = baseDependencies(home.path());
    auto backend = std::make_shared<FakeBackend>();
    deps.executors->registerBackend(backend);
    auto sessions = std::make_shared<InMemorySessions>();
    sessions->setSession({s("session-persist-failure"), s("task-persist-failure"), SessionState::Starting, {}});
    deps.sessions = sessions;
    deps.taskCleanup = sessions;
    auto running = std::make_shared<RecordingRunningStore>();
    running->upsertError = s("database is locked");
    deps.executorsRunning = running;
    LifecycleController controller(deps);

    LaunchRequest request;
    request.taskId = s("task-persist-failure");
    request.sessionId = s("session-persist-failure");
    request.agentProfileId = s("profile-1");
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().error().contains(s("persist execution registration")), qPrintable(future.result().error()));
    QCOMPARE(backend->stopCount.load(), 1);
    QVERIFY(!controller.executions().bySessionId(s("session-persist-failure")));
    QCOMPARE(running->deleted.load(), 0);
}

void TestLaunchScenarios::ensureLaunchSessionStillActiveRereadsAfterCleanupAdmission()
{
    LifecycleDependencies deps = baseDependencies();
    auto sessions = std::make_shared<StaleAdmissionSessions>();
    deps.sessions = sessions;
    deps.taskCleanup = sessions;
    LifecycleController controller(deps);
    const Status status = controller.ensureSessionStillActive(s("session-terminalization-race"));
    QVERIFY2(status.error().contains(s("CANCELLED")), qPrintable(status.error()));
    QCOMPARE(status.errorKind(), ErrorKind::SessionTerminal);
    QCOMPARE(sessions->reads.load(), 2);
}

void TestLaunchScenarios::registeredLaunchRollbackRetainsOwnershipUntilStopRetrySucceeds_data()
{
    QTest::addColumn<bool>("taskCleanupActive");
    QTest::newRow("persistence_failure") << false;
    QTest::newRow("task_cleanup") << true;
}

void TestLaunchScenarios::registeredLaunchRollbackRetainsOwnershipUntilStopRetrySucceeds()
{
    QFETCH(bool, taskCleanupActive);
    LifecycleDependencies deps = baseDependencies();
    auto running = std::make_shared<RecordingRunningStore>();
    ExecutorRunning prior;
    prior.executionId = s("exec-stop-retry");
    prior.sessionId = s("session-stop-retry");
    prior.resumeToken = s("resume-token");
    prior.status = ExecutorRunningStatus::Starting;
    running->running = prior;
    deps.executorsRunning = running;
    LifecycleController controller(deps);
    ExecutionPtr execution = makeExecution(s("exec-stop-retry"), s("session-stop-retry"));
    QVERIFY(controller.executions().add(execution).ok());
    auto backend = std::make_shared<FailOnceStopBackend>();
    auto releaseOnExit = qScopeGuard([&] { backend->releaseRetry.open(); });
    ExecutorInstance instance;
    instance.instanceId = execution->id;

    controller.rollbackRegisteredLaunchWithRetry(backend, instance, execution, taskCleanupActive, s("test rollback"));
    QTRY_VERIFY_WITH_TIMEOUT(backend->retryEntered.load(), 5000);
    QVERIFY2(controller.executions().get(execution->id), "a failed stop gave up in-memory cleanup ownership");
    QVERIFY2(running->deleted.load() == 0 && running->repaired.load() == 0, "a failed stop gave up durable ownership");
    backend->releaseRetry.open();
    QTRY_VERIFY_WITH_TIMEOUT(backend->succeeded.load(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!controller.executions().get(execution->id), 1000);
    QCOMPARE(running->deleted.load(), 0);
    QCOMPARE(running->repaired.load(), 1);
    QVERIFY(running->row().has_value());
    QCOMPARE(running->row()->resumeToken, s("resume-token"));
}

void TestLaunchScenarios::launchPersistsDockerRuntimeSecrets()
{
    QTemporaryDir home;
    AgentctlTestServer server;
    LifecycleDependencies deps = baseDependencies(home.path());
    auto backend = std::make_shared<FakeBackend>(RuntimeNames::Docker);
    backend->client = server.client();
    backend->authToken = s("agentctl-token");
    backend->nonce = s("bootstrap-nonce");
    deps.executors->registerBackend(backend);
    auto secrets = std::make_shared<InMemorySecretStore>();
    deps.secrets = secrets;
    LifecycleController controller(deps);
    LaunchRequest request;
    request.taskId = s("task-1");
    request.sessionId = s("session-1");
    request.agentProfileId = s("profile-1");
    request.executorType = ExecutorTypes::LocalDocker;
    request.isEphemeral = true;
    auto future = controller.launch(request);
    QVERIFY(waitFor(future));
    QVERIFY2(future.result().ok(), qPrintable(future.result().error()));
    const QVariantMap metadata = future.result().value()->metadata();
    QCOMPARE(controller.revealRuntimeSecret(metadata, MetadataKeys::AuthTokenSecret), s("agentctl-token"));
    QCOMPARE(controller.revealRuntimeSecret(metadata, MetadataKeys::BootstrapNonceSecret), s("bootstrap-nonce"));
    QVERIFY2(!metadata.values().contains(QVariant(s("agentctl-token"))), "the token itself must not sit in metadata");
}

QTEST_GUILESS_MAIN(TestLaunchScenarios)
#include "tst_launchscenarios.moc"
