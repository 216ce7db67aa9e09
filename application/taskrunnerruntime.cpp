// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskrunnerruntime.h"

#include "application/admission/agentadmission.h"
#include "application/admission/admissionpolicy.h"
#include "application/sessions/profileagentcalls.h"
#include "application/settings/worktreesfolder.h"
#include "application/tasks/repositorydependencies.h"
#include "application/promptqueue.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/workspacewatch.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctllocator.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/agentctl/standalonebackend.h"
#include "lifecycle/docker/dockerexecutorbackend.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/launch/recoveryguard.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "lifecycle/ports/workspaceinfoprovider.h"
#include "lifecycle/preparers/localpreparer.h"
#include "lifecycle/preparers/worktreepreparer.h"
#include "lifecycle/reattach.h"
#include "lifecycle/ssh/sshexecutorbackend.h"
#include "lifecycle/ssh/sshmetadata.h"
#include "lifecycle/storeadapters.h"
#include "models/stores/dockerexecutorstore.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskRunnerRuntime".
struct TaskRunnerRuntimeWords {
    Q_DECLARE_TR_FUNCTIONS(TaskRunnerRuntime)
};

// Where a session's workspace is, as the session row recorded it (resuming reuses it).
class SessionWorkspaceInfo final : public WorkspaceInfoProvider
{
public:
    explicit SessionWorkspaceInfo(SessionStore &sessions) : m_sessions(sessions) {}

    Expected<WorkspaceInfo> workspaceInfoForSession(const QString &taskId, const QString &sessionId) override
    {
        auto session = m_sessions.get(sessionId);
        if (!session)
            return Error::failed(session.error());
        if (session->workspacePath.isEmpty())
            return Error::failed(TaskRunnerRuntimeWords::tr("session \"%1\" has no workspace yet").arg(sessionId));
        WorkspaceInfo info;
        info.taskId = taskId.isEmpty() ? session->taskId : taskId;
        info.sessionId = sessionId;
        info.workspacePath = session->workspacePath;
        return info;
    }

    Expected<WorkspaceInfo> workspaceInfoForEnvironment(const QString &taskEnvironmentId) override
    {
        return Error::failed(TaskRunnerRuntimeWords::tr("task environments are not stored yet (\"%1\")").arg(taskEnvironmentId));
    }

private:
    SessionStore &m_sessions;
};

} // namespace

Expected<std::unique_ptr<TaskRunnerRuntime>> TaskRunnerRuntime::create(Stores &stores, const TaskRunnerRuntimeConfig &config)
{
    TaskRunnerRuntimeConfig composed = config;
    if (composed.homeDir.isEmpty())
        composed.homeDir = stores.home();
    if (!composed.secrets)
        composed.secrets = std::make_shared<VaultSecretStore>(stores.vault()); // profile secrets from where Settings stored them
    return build(std::unique_ptr<TaskRunnerRuntime>(new TaskRunnerRuntime), stores, composed);
}

Expected<std::unique_ptr<TaskRunnerRuntime>> TaskRunnerRuntime::create(Database &database, const TaskRunnerRuntimeConfig &config)
{
    std::unique_ptr<TaskRunnerRuntime> runtime(new TaskRunnerRuntime);
    runtime->m_ownStores = std::make_unique<Stores>(database, config.homeDir);
    Stores &stores = *runtime->m_ownStores;
    return build(std::move(runtime), stores, config);
}

Expected<std::unique_ptr<TaskRunnerRuntime>> TaskRunnerRuntime::build(std::unique_ptr<TaskRunnerRuntime> runtime, Stores &stores,
                                                                     const TaskRunnerRuntimeConfig &config)
{
    Database &database = stores.database();
    runtime->m_stores = &stores;
    runtime->m_homeDir = config.homeDir;
    runtime->m_agentctlPath = config.agentctlPath;
    if (runtime->m_agentctlPath.isEmpty()) {
        auto located = locateAgentctl();
        if (!located)
            return Error::failed(located.error());
        runtime->m_agentctlPath = located.value();
    }
    if (!QFileInfo(runtime->m_agentctlPath).isExecutable())
        return Error::failed(TaskRunnerRuntimeWords::tr("agentctl is not an executable file: %1").arg(runtime->m_agentctlPath));

    if (const Status seeded = stores.profiles().ensureBuiltInExecutorProfiles(); !seeded)
        return Error::failed(TaskRunnerRuntimeWords::tr("cannot prepare the executor profiles: %1").arg(seeded.error()));

    runtime->m_processes = std::make_shared<AgentctlProcessHost>();
    runtime->m_network = std::make_shared<AgentctlNetwork>();
    runtime->m_executors = std::make_shared<ExecutorRegistry>();
    // The stores' layout, unless the runtime was told of a home of its own (kept in one folder).
    runtime->m_layout = config.homeDir == stores.home() ? stores.layout() : HomeLayout::oneFolder(config.homeDir);
    StandaloneBackend::Config standalone{runtime->m_agentctlPath, runtime->m_layout.logsFolder()};
    standalone.keepSpare = config.keepSpareAgentctl;
    // Each task's processes within the limits the settings name (read at each launch).
    standalone.limits = [settings = &std::as_const(stores).settings()] { return taskLimitsFrom(*settings); };
    runtime->m_standalone = std::make_shared<StandaloneBackend>(runtime->m_processes, runtime->m_network, standalone);
    runtime->m_executors->registerBackend(runtime->m_standalone);
    // Remote hosts: the executor profiles of type ssh say where; agentctl goes there as its portable bundle.
    const SshExecutorStore *sshHosts = &stores.sshExecutors();
    SshExecutorBackend::Config sshConfig;
    sshConfig.portableTarball = SshExecutorBackend::locatePortableTarball(runtime->m_agentctlPath);
    runtime->m_ssh = std::make_shared<SshExecutorBackend>(
        runtime->m_network,
        [sshHosts](const QString &profileId) -> Expected<SshHost> {
            auto host = sshHosts->host(profileId);
            if (!host)
                return Error::failed(
                    TaskRunnerRuntimeWords::tr("cannot read the SSH host of executor profile \"%1\": %2").arg(profileId, host.error()));
            if (!host->has_value())
                return Error::failed(TaskRunnerRuntimeWords::tr("executor profile \"%1\" is not an SSH executor").arg(profileId));
            return **host;
        },
        sshConfig);
    runtime->m_executors->registerBackend(runtime->m_ssh);
    // Containers: the executor profiles of type docker say which image; the same portable agentctl goes in.
    docker::DockerExecutorBackend::Config dockerConfig;
    dockerConfig.portableTarball = sshConfig.portableTarball;
    dockerConfig.engine.dockerPath = qEnvironmentVariable("KANDESK_DOCKER", QStringLiteral("docker"));
    runtime->m_executors->registerBackend(std::make_shared<docker::DockerExecutorBackend>(runtime->m_network,
        dockerConfig, [&database](const ExecutorCreateRequest &request) -> Expected<DockerSettings> {
            const QString profileId = request.metadata.value(QStringLiteral("executor_profile_id")).toString();
            if (profileId.isEmpty())
                return Error { TaskRunnerRuntimeWords::tr("a Docker launch needs its executor profile (which image to run)") };
            auto settings = DockerExecutorStore(database).settings(profileId);
            if (!settings)
                return Error { TaskRunnerRuntimeWords::tr("cannot read executor profile \"%1\": %2").arg(profileId, settings.error()) };
            if (!settings->has_value())
                return Error { TaskRunnerRuntimeWords::tr("executor profile \"%1\" is not a Docker executor").arg(profileId) };
            return **settings;
        }));

    // A worktree brings along the ignored files the user listed for its repository, and its
    // dependency folders as the repository's settings say.
    const RepositoryStore *repositories = &stores.repositories();
    const WorkspaceStore *workspaceStore = &stores.workspaces();
    const SettingsQueries *settingsStore = &std::as_const(stores).settings();
    RepositorySettingsLookup settings = [repositories, workspaceStore, settingsStore](const QString &repositoryPath) {
        RepositorySettings found;
        const QString wanted = QFileInfo(repositoryPath).canonicalFilePath();
        auto workspaces = workspaceStore->list();
        if (!workspaces)
            return found;
        for (const Workspace &workspace : std::as_const(workspaces.value())) {
            auto known = repositories->list(workspace.id);
            if (!known)
                continue;
            for (const Repository &repository : std::as_const(known.value())) {
                if (repository.path == repositoryPath || QFileInfo(repository.path).canonicalFilePath() == wanted) {
                    found.copyGlobs = repository.copyGlobs;
                    readDependencySettings(*settingsStore, repository.id, found);
                    return found;
                }
            }
        }
        return found;
    };

    auto preparers = std::make_shared<PreparerRegistry>();
    auto worktrees = std::make_shared<WorktreePreparer>(
        [&stores](const EnvPrepareRequest &request) { return worktreesFolderForTask(stores, request.taskTitle, request.taskId); },
        settings);
    preparers->registerPreparer(ExecutorTypes::Worktree, worktrees);
    preparers->registerPreparer(QString(kDockerExecutorType), worktrees); // the container mounts the worktree made here
    preparers->registerPreparer(ExecutorTypes::Local, std::make_shared<LocalPreparer>());

    LifecycleDependencies deps;
    deps.executors = runtime->m_executors;
    deps.preparers = preparers;
    deps.profiles = std::make_shared<StoreProfileResolver>(stores.profiles());
    // Registration re-checks the session, the task's clean-up (a deletion under way rolls the launch
    // back) and, for workspace-only restores, that the task exists and is not archived.
    deps.sessions = std::make_shared<StoreSessionReader>(stores.sessions(), &stores.tasks());
    deps.taskCleanup = std::make_shared<StoreTaskCleanupState>(stores.tasks());
    runtime->m_activity = std::make_shared<ActivityCoordinator>();
    runtime->m_recovery = std::make_shared<RecoveryGuard>();
    deps.activity = runtime->m_activity;
    deps.recovery = runtime->m_recovery;
    deps.executorsRunning = std::make_shared<StoreExecutorsRunning>(stores.executorsRunning(), config.secrets);
    deps.workspaceInfo = std::make_shared<SessionWorkspaceInfo>(stores.sessions());
    deps.secrets = config.secrets;
    runtime->m_secrets = config.secrets;
    deps.homeDir = config.homeDir;
    deps.npmAgents = std::make_shared<ManagedNpmAgents>(runtime->m_layout.cache); // built-in npm agents start without npx
    runtime->m_controller = std::make_unique<LifecycleController>(deps);
    runtime->m_agents = std::make_unique<AgentSessions>(*runtime->m_controller, runtime->m_executors, runtime->m_network);
    runtime->m_runner = std::make_unique<TaskRunner>(database, *runtime->m_controller, *runtime->m_agents);
    if (config.admissionPressure)
        runtime->m_runner->setAdmission(std::make_unique<AgentAdmission>(*runtime->m_stores, config.admissionPressure));
    runtime->m_queue = std::make_unique<PromptQueue>(*runtime->m_runner, database);
    runtime->m_workspaces = std::make_unique<WorkspaceWatch>(*runtime->m_controller, runtime->m_network);
    runtime->m_agentCalls = std::make_unique<ProfileAgentCalls>(*runtime->m_stores, *runtime->m_controller, runtime->m_agentctlPath);
    // A lost SSH connection is told to the sessions running over it (reconnecting, reconnected, gave up).
    runtime->m_ssh->setConnectionNotice([controller = runtime->m_controller.get(), runner = runtime->m_runner.get()](
                                            const QString &profileId, const QString &text) {
        for (const ExecutionPtr &execution : controller->executions().list()) {
            if (execution->instance.metadata.value(QString(sshmeta::kConnection)).toString() == profileId)
                runner->addNotice(execution->sessionId, text);
        }
    });
    return runtime;
}

qint64 TaskRunnerRuntime::spareAgentctlPid() const
{
    return m_standalone ? m_standalone->sparePid() : 0;
}

QFuture<Expected<StartupRecovery>> TaskRunnerRuntime::recoverAtStartup()
{
    if (!m_startupRecovery.isValid()) {
        // Runtimes that outlive Kandesk (containers, remote agentctls) are found again by their
        // backends before they are judged; the runner adopts the ones found while the recovering
        // sessions still refuse launches.
        auto reattach = std::make_shared<StartupReattach>(m_executors, m_stores->database(), m_network);
        RecoveryHooks hooks;
        hooks.probe = [reattach](const ExecutorRunning &registration) { return reattach->probe(registration); };
        hooks.afterRecovery = [this, reattach](StartupRecovery &recovered) {
            const StartupReattach::Found found = reattach->take(recovered.report.live);
            recovered.reattachFailures.append(found.failures);
            takeBack(found.reattached, recovered);
        };
        m_startupRecovery
            = kandesk::recoverAtStartup(m_stores->database(), m_homeDir, m_network, { m_activity, m_recovery }, hooks)
                  .then([this](Expected<StartupRecovery> recovered) {
                      // After recovery: the rows it stopped let their secrets go too.
                      sweepRuntimeSecrets(m_stores->vault(), m_stores->executorsRunning());
                      return recovered;
                  });
    }
    return m_startupRecovery;
}

void TaskRunnerRuntime::takeBack(const QList<ExecutorRunning> &found, StartupRecovery &recovered)
{
    for (const ExecutorRunning &live : found) {
        const Status adopted = m_secrets ? m_runner->adopt(live, *m_secrets, m_network)
                                         : Status(Error::failed(TaskRunnerRuntimeWords::tr("no secret store for its agentctl token")));
        if (adopted) {
            recovered.reattachedSessions.append(live.sessionId);
            continue;
        }
        // Not taken back: its runtime goes and the session can be resumed afresh.
        qCWarning(lcLifecycle).noquote() << "cannot take back session" << live.sessionId << ":" << adopted.error();
        recovered.reattachFailures.append(QStringLiteral("%1: %2").arg(live.sessionId, adopted.error()));
        recovered.report.interruptedSessions.append(live.sessionId);
        if (auto backend = m_executors->backend(live.runtime)) {
            ExecutorInstance instance;
            instance.instanceId = live.executionId;
            instance.metadata = QJsonDocument::fromJson(live.metadataJson.toUtf8()).object().toVariantMap();
            if (const Status stopped = backend->stopInstance(instance, true); !stopped)
                qCWarning(lcLifecycle).noquote() << "session" << live.sessionId << ":" << stopped.error();
        }
        const QString note = QStringLiteral("interrupted: Kandesk could not take the agent back after a restart (%1). "
                                            "Resume to continue.")
                                 .arg(adopted.error());
        if (const Status marked
            = m_stores->executorsRunning().markResumable(live.sessionId, QStringLiteral("interrupted"));
            !marked)
            qCWarning(lcLifecycle).noquote() << marked.error();
        if (const Status set = m_stores->sessions().setState(live.sessionId, SessionState::WaitingForInput, note); !set)
            qCWarning(lcLifecycle).noquote() << set.error();
    }
}

TaskRunnerRuntime::~TaskRunnerRuntime()
{
    // The recovery reads the database and probes agentctl processes: it ends before they go.
    m_startupRecovery.waitForFinished();
    if (m_ssh)
        m_ssh->setConnectionNotice({}); // the runner it tells goes first
    m_workspaces.reset();
    m_queue.reset(); // sends nothing more while the agents stop
    // Whatever still runs ends with the app: agents and their agentctl first, then the parts.
    if (m_controller && m_agents) {
        const QList<ExecutionPtr> left = m_controller->executions().list();
        for (const ExecutionPtr &execution : left)
            m_agents->stop(execution->id).waitForFinished();
    }
    m_runner.reset();
    m_agents.reset();
    m_controller.reset();
}

} // namespace kandesk
