// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskrunner.h"

#include "application/sshresume.h"
#include "application/tasks/taskcontainers.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "application/settings/customagents.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/preparers/repositorysettings.h"
#include "lifecycle/reattach.h"
#include "models/agents/agentregistry.h"
#include "models/agents/profilevalidation.h"
#include "models/database.h"
#include "models/executors/worktreeoptions.h"
#include "models/executors/dockersettings.h"
#include "models/sessions/sessionevent.h"
#include "models/sessions/transcriptrecorder.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "models/threadpriority.h"

#include <QJsonDocument>
#include <QPointer>
#include <QPromise>
#include <QScopeGuard>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The approval policy that lets agentctl answer permission requests itself.
const QString kApproveEverything = QStringLiteral("never");

SessionEvent userPrompt(const QString &text, const PromptAttachments &attachments)
{
    SessionEvent event = SessionEvent::make(SessionEvent::Kind::UserPrompt, text);
    event.contentBlocks = attachmentSummaries(attachments);
    return event;
}

} // namespace

struct TaskRunner::Plan {
    LaunchRequest request;
    QString approvalPolicy;
    QString prompt;
    PromptAttachments attachments;
    QStringList notices; // said in the transcript when the agent starts (e.g. a flag left out)
    int startTimeoutMs = AgentStartOptions::kDefaultStartTimeoutMs;
    AgentFailureContext failureContext;
    QString modeId;
    QString modelId;
    bool settingsRequired = false;
    bool promptStored = false; // TaskStartOptions::promptStored
};

// A start in progress: stop() asks it to end (with the state the session should get) and waits
// for it through done.
struct TaskRunner::StartControl {
    QPromise<LaunchStatus> done;
    std::optional<SessionState> stopRequested;
    // The launch under way: a stop cancels it, so it rolls back at its next phase.
    QFuture<Outcome<ExecutionPtr>> launch;
    // An error the agent reported while the start was under way (its execution and the event):
    // said by the start when it fails, else handled once the start has ended.
    std::optional<std::pair<QString, SessionEvent>> errorWhileStarting;
};

TaskRunner::TaskRunner(Database &database, LifecycleController &controller, AgentSessions &agents, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_controller(controller)
    , m_agents(agents)
    , m_tasks(std::make_unique<TaskStore>(database))
    , m_sessions(std::make_unique<SessionStore>(database))
    , m_repositories(std::make_unique<RepositoryStore>(database))
    , m_profiles(std::make_unique<ProfileStore>(database))
    , m_messages(std::make_unique<MessageStore>(database))
    , m_transcript(std::make_unique<TranscriptRecorder>(*m_messages))
{
    m_pool.setObjectName(QStringLiteral("kandesk-task-runner"));
    m_pool.setMaxThreadCount(8);
    m_writer.setObjectName(QStringLiteral("kandesk-session-state"));
    m_writer.setMaxThreadCount(1);
    connect(&m_controller, &LifecycleController::prepareProgress, this, &TaskRunner::prepareProgress);
    connect(&m_controller, &LifecycleController::prepareCompleted, this, [this](const PrepareCompletedEvent &event) {
        // Kept, so the session's Prepare tab shows it again later (another task shown, a restart).
        PrepareCompletedEvent ended = event;
        ended.finishedAt = QDateTime::currentDateTimeUtc();
        write([this, ended] {
            if (Status saved = m_sessions->savePrepare(ended); !saved)
                qCWarning(lcLifecycle).noquote() << "preparation of session" << ended.sessionId << "not kept:" << saved.error();
        });
        Q_EMIT prepareCompleted(event);
    });
    connect(&m_agents, &AgentSessions::agentEvent, this, &TaskRunner::onAgentEvent);
    connect(&m_agents, &AgentSessions::agentStartRetried, this, [this](const QString &executionId, const QString &sessionId) {
        // An error the failed attempt's agent reported is not the next attempt's first turn's.
        const QMutexLocker lock(&m_mutex);
        if (const auto control = m_starts.value(sessionId);
            control && control->errorWhileStarting && control->errorWhileStarting->first == executionId)
            control->errorWhileStarting.reset();
    });
    connect(m_transcript.get(), &TranscriptRecorder::sessionStoreFailed, this, [this](const QString &sessionId, const QString &message) {
        qCWarning(lcLifecycle).noquote() << "transcript of session" << sessionId << ":" << message;
        if (m_storeWarned.contains(sessionId))
            return; // said once until the store works again
        m_storeWarned.insert(sessionId);
        const QString warning = QStringLiteral("Kandesk could not save this session's transcript (%1). What the agent sends is shown "
                                               "but not kept until the database can be written again (free disk space).")
                                    .arg(message);
        SessionEvent said = SessionEvent::make(SessionEvent::Kind::Warning, warning);
        said.warningKind = QStringLiteral("store_failed");
        announce(taskOf(sessionId), sessionId, said);
    });
    connect(m_transcript.get(), &TranscriptRecorder::stored, this, [this](const QList<Message> &messages) {
        if (m_storeWarned.isEmpty())
            return;
        for (const Message &message : messages)
            m_storeWarned.remove(message.sessionId);
    });
}

TaskRunner::~TaskRunner()
{
    m_pool.waitForDone();
    m_writer.waitForDone();
    m_transcript->flush();
}

void TaskRunner::flush()
{
    m_writer.waitForDone();
    m_transcript->flush();
}

void TaskRunner::post(std::function<void()> work)
{
    QMetaObject::invokeMethod(this, std::move(work), Qt::QueuedConnection);
}

void TaskRunner::write(std::function<void()> work)
{
    // Below the GUI thread: twenty turns beginning at once queue forty writes, and at the GUI
    // thread's priority their transactions took the core the window was waiting for (bench
    // concurrent_stream: 25 of 30 runs within one frame, 30 of 30 at nice 10). Its git runs inherit it.
    m_writer.start([work = std::move(work)] {
        lowerThisThreadsPriority();
        work();
    });
}

QString TaskRunner::taskOf(const QString &sessionId) const
{
    const QMutexLocker lock(&m_mutex);
    return m_taskOfSession.value(sessionId);
}

QStringList TaskRunner::liveSessionsOfTask(const QString &taskId) const
{
    QStringList candidates;
    QStringList live;
    {
        const QMutexLocker lock(&m_mutex);
        for (auto it = m_taskOfSession.cbegin(); it != m_taskOfSession.cend(); ++it) {
            if (it.value() != taskId)
                continue;
            if (m_starts.contains(it.key()))
                live.append(it.key());
            else
                candidates.append(it.key());
        }
    }
    for (const QString &sessionId : std::as_const(candidates)) {
        if (isRunning(sessionId))
            live.append(sessionId);
    }
    return live;
}

QString TaskRunner::executionId(const QString &sessionId) const
{
    const ExecutionPtr execution = m_controller.executions().bySessionId(sessionId);
    return execution ? execution->id : QString();
}

void TaskRunner::setState(const QString &taskId, const QString &sessionId, SessionState state, const QString &note)
{
    QPointer<TaskRunner> self(this);
    write([this, self, taskId, sessionId, state, note] {
        if (auto status = m_sessions->setState(sessionId, state, note); !status)
            qCWarning(lcLifecycle).noquote() << "session" << sessionId << "state:" << status.error();
        QMetaObject::invokeMethod(
            self.data(), [self, taskId, sessionId, state, note] {
                if (self)
                    Q_EMIT self->sessionStateChanged(taskId, sessionId, state, note);
            },
            Qt::QueuedConnection);
    });
}

void TaskRunner::approveIfTheProfileNowApprovesAll(const QString &taskId, const QString &sessionId,
                                                   const SessionEvent::Permission &request)
{
    QString allow;
    for (const QJsonValue &value : request.options) {
        const QString kind = value.toObject().value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("allow_once") || kind == QLatin1String("allow_always")) {
            allow = value.toObject().value(QStringLiteral("option_id")).toString();
            break;
        }
    }
    if (allow.isEmpty())
        return;
    QPointer<TaskRunner> self(this);
    m_pool.start([this, self, taskId, sessionId, pendingId = request.pendingId, allow] { // the runner waits for its pool
        auto session = m_sessions->get(sessionId);
        auto profile = session ? m_profiles->agentProfile(session->agentProfileId) : Expected<AgentProfile>(Error{QString()});
        if (!profile || !profile->autoApprove)
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [this, self, taskId, sessionId, pendingId, allow, name = profile->name] {
                if (!self || executionId(sessionId).isEmpty())
                    return;
                recordAndAnnounce(taskId, sessionId,
                                  SessionEvent::make(SessionEvent::Kind::LaunchNotice,
                                                     QStringLiteral("Allowed: the profile “%1” now approves every request").arg(name)));
                SessionEvent answered = SessionEvent::make(SessionEvent::Kind::PermissionAnswered);
                answered.permission().pendingId = pendingId;
                answered.permission().optionId = allow;
                announce(taskId, sessionId, answered);
                respondToPermission(sessionId, pendingId, allow);
            },
            Qt::QueuedConnection);
    });
}

void TaskRunner::setAwaitingPermission(const QString &taskId, const QString &sessionId, bool awaiting)
{
    QPointer<TaskRunner> self(this);
    write([this, self, taskId, sessionId, awaiting] {
        if (auto status = m_sessions->setAwaitingPermission(sessionId, awaiting); !status)
            qCWarning(lcLifecycle).noquote() << "session" << sessionId << "permission wait:" << status.error();
    });
    Q_EMIT awaitingPermissionChanged(taskId, sessionId, awaiting);
}

void TaskRunner::recordOnRunnerThread(const QString &sessionId, const SessionEvent &event, bool newTurn)
{
    int &turn = m_turns[sessionId];
    if (newTurn || turn == 0)
        ++turn;
    Message message;
    message.sessionId = sessionId;
    message.turn = turn;
    message.event = event;
    m_transcript->record(std::move(message));
}

QFuture<Outcome<QString>> TaskRunner::startTask(const QString &taskId, const TaskStartOptions &options)
{
    return QtConcurrent::run(&m_pool, [this, taskId, options] { return startBlocking(taskId, options); });
}

QFuture<Outcome<QString>> TaskRunner::resume(const QString &sessionId, const QString &text)
{
    return resume(sessionId, text, {});
}

QFuture<Outcome<QString>> TaskRunner::resume(const QString &sessionId, const QString &text, const TaskStartOptions &options)
{
    return QtConcurrent::run(&m_pool, [this, sessionId, text, options] { return resumeBlocking(sessionId, text, options); });
}

Outcome<QString> TaskRunner::startBlocking(const QString &taskId, const TaskStartOptions &options)
{
    auto task = m_tasks->get(taskId);
    if (!task)
        return LaunchError::failed(QStringLiteral("task \"%1\": %2").arg(taskId, task.error()));
    TaskSession row;
    row.taskId = taskId;
    row.state = SessionState::Starting;
    row.agentProfileId = options.agentProfileId.isEmpty() ? task->agentProfileId : options.agentProfileId;
    row.executorProfileId = task->executorProfileId;
    auto session = m_sessions->create(row);
    if (!session)
        return LaunchError::failed(QStringLiteral("cannot create a session for task \"%1\": %2").arg(taskId, session.error()));
    {
        const QMutexLocker lock(&m_mutex);
        m_taskOfSession.insert(session->id, taskId);
    }
    post([this, taskId, sessionId = session->id] { Q_EMIT sessionStateChanged(taskId, sessionId, SessionState::Starting, {}); });
    beginStart(session->id);
    moveToAgentStep(taskId, AgentStep::Start);

    auto plan = planLaunch(task.value(), session->id, options);
    if (!plan) {
        endStart(session->id);
        setState(taskId, session->id, SessionState::Failed, plan.error());
        return plan.launchError();
    }
    return launchAndStart(std::move(plan.value()), {});
}

Outcome<QString> TaskRunner::resumeBlocking(const QString &sessionId, const QString &text, const TaskStartOptions &settings)
{
    auto session = m_sessions->get(sessionId);
    if (!session)
        return LaunchError::failed(QStringLiteral("session \"%1\": %2").arg(sessionId, session.error()));
    if (!executionId(sessionId).isEmpty())
        return LaunchError::of(LaunchErrorKind::AgentAlreadyRunning, QStringLiteral("session \"%1\" is already running").arg(sessionId));
    auto task = m_tasks->get(session->taskId);
    if (!task)
        return LaunchError::failed(QStringLiteral("task \"%1\": %2").arg(session->taskId, task.error()));
    {
        const QMutexLocker lock(&m_mutex);
        m_taskOfSession.insert(sessionId, session->taskId);
    }
    // The ordered writer also clears a terminal state's end, so the launch admits the session.
    setState(session->taskId, sessionId, SessionState::Starting);
    m_writer.waitForDone();
    beginStart(sessionId);
    moveToAgentStep(session->taskId, AgentStep::Start);

    TaskStartOptions options;
    options.modeId = settings.modeId;
    options.modelId = settings.modelId;
    options.agentProfileId = session->agentProfileId;
    const std::optional<ExecutorRunning> previous = previousSshExecution(m_database, sessionId);
    if (task->repositories.isEmpty() && !previous)
        options.workspaceFolder = session->workspacePath;
    auto plan = planLaunch(task.value(), sessionId, options);
    if (!plan) {
        endStart(sessionId);
        setState(session->taskId, sessionId, SessionState::Failed, plan.error());
        return plan.launchError();
    }
    plan->prompt = text;
    plan->attachments = settings.attachments;
    plan->promptStored = settings.promptStored;
    plan->request.acpSessionId = session->acpSessionId;
    if (previous && plan->request.executorType == RuntimeNames::Ssh)
        addSshResumeMetadata(plan->request.metadata, *previous, session->workspacePath);
    auto lastTurn = m_messages->lastTurn(sessionId);
    const int turn = lastTurn ? lastTurn.value() : 0;
    QMetaObject::invokeMethod(
        this, [this, sessionId, turn] { m_turns.insert(sessionId, turn); }, Qt::QueuedConnection);
    return launchAndStart(std::move(plan.value()), session->acpSessionId);
}

LaunchStatus TaskRunner::adopt(
    const ExecutorRunning &registration, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network)
{
    const QString taskId = registration.taskId;
    const QString sessionId = registration.sessionId;
    takeOverEvents(taskId, sessionId);
    auto reattached = reattachExecution(registration, m_controller, m_agents, secrets, std::move(network));
    if (!reattached) {
        const QMutexLocker lock(&m_mutex);
        m_taskOfSession.remove(sessionId);
        return reattached.launchError();
    }
    const QString where = registration.runtime == RuntimeNames::Docker ? QStringLiteral("in its container")
        : registration.runtime == RuntimeNames::Ssh                   ? QStringLiteral("on the remote host")
                                                                      : QStringLiteral("in its runtime");
    const QString note = QStringLiteral("Taken back after Kandesk restarted: the agent kept running %1.").arg(where);
    post([this, taskId, sessionId, notice = SessionEvent::make(SessionEvent::Kind::LaunchNotice, note)] {
        recordAndAnnounce(taskId, sessionId, notice);
    });
    setState(taskId, sessionId, SessionState::WaitingForInput);
    return {};
}

QStringList TaskRunner::syncCustomAgents()
{
    SettingsStore settings(m_database);
    auto agents = loadCustomAgents(settings);
    if (!agents)
        return {agents.error()};
    QStringList problems;
    for (const CustomAgent &agent : std::as_const(*agents)) {
        const Status added = m_controller.addCustomAgent(agent.id, agent.name, agent.commandLine);
        if (!added)
            problems.append(QStringLiteral("custom agent “%1”: %2").arg(agent.name, added.error()));
    }
    return problems;
}

LaunchStatus TaskRunner::ensureCustomAgent(const AgentProfile &profile)
{
    if (profile.customCommand.trimmed().isEmpty())
        return {};
    // Every launch passes the profile's command as it is now: an edit in Settings applies to the next
    // start or Retry, not only after a restart.
    auto added = m_controller.addCustomAgent(profile.agentId, profile.name, profile.customCommand);
    if (!added)
        return LaunchError::failed(added.error());
    return {};
}

Outcome<TaskRunner::Plan> TaskRunner::planLaunch(const Task &task, const QString &sessionId, const TaskStartOptions &options)
{
    Plan plan;
    LaunchRequest &request = plan.request;
    request.taskId = task.id;
    request.sessionId = sessionId;
    request.workspaceId = task.workspaceId;
    request.taskTitle = task.title;
    request.taskDescription = task.description;
    request.agentProfileId = options.agentProfileId.isEmpty() ? task.agentProfileId : options.agentProfileId;
    if (request.agentProfileId.isEmpty())
        return LaunchError::failed(QStringLiteral("task \"%1\" has no agent profile: pick an agent for it").arg(task.title));

    auto profile = m_profiles->agentProfile(request.agentProfileId);
    if (!profile)
        return LaunchError::failed(QStringLiteral("agent profile \"%1\": %2").arg(request.agentProfileId, profile.error()));
    if (auto custom = ensureCustomAgent(profile.value()); !custom)
        return custom.launchError();
    static const AgentRegistry builtInAgents;
    if (const AgentDefinition *builtIn = profile->customCommand.trimmed().isEmpty() ? builtInAgents.find(profile->agentId) : nullptr) {
        plan.failureContext.agentName = builtIn->displayName;
        plan.failureContext.keyVariables = builtIn->keyVariables;
    } else {
        plan.failureContext.agentName = profile->name;
    }
    const int timeoutSeconds = options.startTimeoutSeconds > 0 ? options.startTimeoutSeconds : profile->startTimeoutSeconds;
    if (timeoutSeconds > 0)
        plan.startTimeoutMs = timeoutSeconds * 1000;
    if (profile->autoApprove)
        plan.approvalPolicy = kApproveEverything;
    plan.modeId = options.modeId.isEmpty() ? profile->mode.trimmed() : options.modeId;
    plan.modelId = options.modelId.isEmpty() ? profile->model.trimmed() : options.modelId;
    plan.settingsRequired = !options.modeId.isEmpty() || !options.modelId.isEmpty();
    // The command builder leaves malformed flags out; the user hears which and why.
    for (const AgentProfile::CliFlag &flag : std::as_const(profile->cliFlags)) {
        if (!flag.enabled || flag.text.trimmed().isEmpty())
            continue;
        if (const QString problem = cliFlagProblem(flag.text); !problem.isEmpty())
            plan.notices.append(QStringLiteral("Left out the CLI flag %1 of profile “%2”: %3").arg(flag.text, profile->name, problem));
    }

    request.executorType = options.executorType;
    QString executorConfig;
    if (!options.workspaceFolder.isEmpty()) {
        request.workspacePath = options.workspaceFolder;
        request.executorType = ExecutorTypes::Local;
    } else if (task.ephemeral && task.repositories.isEmpty()) {
        request.isEphemeral = true;
        request.executorType = ExecutorTypes::Local;
    }
    if (request.executorType.isEmpty() && !task.executorProfileId.isEmpty()) {
        auto executor = m_profiles->executorProfile(task.executorProfileId);
        if (!executor)
            return LaunchError::failed(QStringLiteral("executor profile \"%1\": %2").arg(task.executorProfileId, executor.error()));
        request.executorType = executor->executorType;
        executorConfig = executor->configJson;
        request.metadata.insert(QStringLiteral("executor_profile_id"), task.executorProfileId); // which host, for ssh
    }
    if (request.executorType.isEmpty() || request.executorType == RuntimeNames::Standalone)
        request.executorType = ExecutorTypes::Worktree;
    // A docker task works in a worktree on this machine too, mounted into its container.
    request.useWorktree
        = request.executorType == ExecutorTypes::Worktree || request.executorType == kDockerExecutorType;
    if (executorConfig.isEmpty()) {
        // No profile of its own: the built-in profile of that executor type holds the user's defaults.
        if (auto builtIn = m_profiles->executorProfile(request.executorType))
            executorConfig = builtIn->configJson;
    }
    if (request.useWorktree) {
        const WorktreeOptions worktree = worktreeOptionsFromConfig(executorConfig);
        request.branchTemplate = worktree.branchTemplate;
        request.copyGlobs = worktree.copyGlobs;
    }

    for (const TaskRepository &link : task.repositories) {
        auto repository = m_repositories->get(link.repositoryId);
        if (!repository)
            return LaunchError::failed(QStringLiteral("repository \"%1\" of task \"%2\": %3").arg(link.repositoryId, task.title, repository.error()));
        RepoLaunchSpec spec;
        spec.repositoryId = repository->id;
        spec.repositoryPath = repository->path;
        spec.repoName = repository->name;
        spec.baseBranch = link.baseBranch.isEmpty() ? repository->defaultBranch : link.baseBranch;
        spec.repoSetupScript = repository->setupScript;
        request.repositories.append(spec);
    }
    // An SSH launch brings one repository to the remote; with several the agent would find none.
    if (request.executorType == ExecutorTypes::Ssh && request.repositories.size() > 1) {
        QStringList names;
        for (const RepoLaunchSpec &spec : std::as_const(request.repositories))
            names.append(spec.repoName);
        return LaunchError::failed(QStringLiteral("task \"%1\" has %2 repositories (%3), and an SSH executor runs tasks of one "
                                                  "repository: give the task one, or run it on this machine")
                                       .arg(task.title)
                                       .arg(names.size())
                                       .arg(names.join(QStringLiteral(", "))));
    }
    if (request.repositories.size() == 1) {
        // One repository travels in the top-level fields, as the preparers expect it.
        const RepoLaunchSpec spec = request.repositories.takeFirst();
        request.repositoryId = spec.repositoryId;
        request.repositoryPath = spec.repositoryPath;
        request.repoName = spec.repoName;
        request.baseBranch = spec.baseBranch;
        request.setupScript = spec.repoSetupScript;
    }

    plan.prompt = options.prompt;
    plan.attachments = options.attachments;
    plan.promptStored = options.promptStored;
    if (plan.prompt.isEmpty())
        plan.prompt = task.description.isEmpty() ? task.title : task.description;
    return plan;
}

void TaskRunner::beginStart(const QString &sessionId)
{
    auto control = std::make_shared<StartControl>();
    control->done.start();
    const QMutexLocker lock(&m_mutex);
    m_starts.insert(sessionId, std::move(control));
}

std::optional<SessionState> TaskRunner::endStart(const QString &sessionId, bool settle)
{
    std::shared_ptr<StartControl> control;
    {
        const QMutexLocker lock(&m_mutex);
        control = m_starts.take(sessionId);
    }
    if (!control)
        return std::nullopt;
    if (settle)
        settleStart(*control);
    return control->stopRequested;
}

void TaskRunner::settleStart(StartControl &control)
{
    control.done.addResult(LaunchStatus());
    control.done.finish();
}

void TaskRunner::recordFailure(const QString &taskId, const QString &sessionId, const QJsonObject &failure)
{
    SessionEvent event = SessionEvent::make(SessionEvent::Kind::Error, AgentFailure::fromJson(failure).message);
    event.failure = failure;
    post([this, taskId, sessionId, event] { recordAndAnnounce(taskId, sessionId, event); });
}

void TaskRunner::recordPrompt(const QString &sessionId, const SessionEvent &prompt)
{
    recordOnRunnerThread(sessionId, prompt, true);
    // Shown where the session is watched, so prompts Kandesk sends for the user (review comments, the
    // commit message question, a queued prompt) appear as they go. Not on agentEvent: that is the
    // agent's stream, and `kandesk run` says its own prompts.
    if (SessionEventSource *source = m_sessionEvents.value(sessionId))
        Q_EMIT source->eventArrived(prompt);
}

void TaskRunner::recordAndAnnounce(const QString &taskId, const QString &sessionId, const SessionEvent &event)
{
    recordOnRunnerThread(sessionId, event, false);
    announce(taskId, sessionId, event);
}

Outcome<QString> TaskRunner::launchAndStart(Plan plan, const QString &resumeAcpSessionId)
{
    const QString taskId = plan.request.taskId;
    const QString sessionId = plan.request.sessionId;
    std::shared_ptr<StartControl> control;
    {
        const QMutexLocker lock(&m_mutex);
        control = m_starts.value(sessionId);
    }
    // Whoever waits in stop() hears of the end once nothing of this start runs any more.
    const auto settle = qScopeGuard([control] {
        if (control)
            settleStart(*control);
    });
    auto stoppedStart = [this, taskId, sessionId](SessionState state) -> LaunchError {
        const QString note = QStringLiteral("Stopped before the agent was ready; send a prompt or retry to start it again.");
        post([this, taskId, sessionId, notice = SessionEvent::make(SessionEvent::Kind::LaunchNotice, note)] {
            recordAndAnnounce(taskId, sessionId, notice);
        });
        setState(taskId, sessionId, state, note);
        return LaunchError::failed(note);
    };

    QFuture<Outcome<ExecutionPtr>> launching = m_controller.launch(plan.request);
    if (control) {
        const QMutexLocker lock(&m_mutex);
        control->launch = launching;
        if (control->stopRequested)
            launching.cancel();
    }
    launching.waitForFinished();
    // A cancelled launch has no result: it rolled back (or will, at its next phase).
    const Outcome<ExecutionPtr> launched = launching.resultCount() > 0
        ? launching.result()
        : Outcome<ExecutionPtr>(LaunchError::of(LaunchErrorKind::Cancelled, QStringLiteral("the start was stopped")));
    if (!launched) {
        // Cancelled as it registered: what it registered goes too.
        if (launching.isCanceled()) {
            if (const ExecutionPtr orphan = m_controller.executions().bySessionId(sessionId)) {
                if (auto stopped = m_agents.stop(orphan->id).result(); !stopped)
                    qCWarning(lcLifecycle).noquote() << "stopping session" << sessionId << "after a stopped launch:" << stopped.error();
            }
        }
        if (const auto stop = endStart(sessionId, false))
            return stoppedStart(*stop);
        AgentFailure failure;
        failure.agentName = plan.failureContext.agentName;
        failure.message = QStringLiteral("The workspace could not be prepared: %1").arg(launched.error());
        failure.advice.append(QStringLiteral("Fix it, then retry: the task is kept."));
        recordFailure(taskId, sessionId, failure.toJson());
        setState(taskId, sessionId, SessionState::Failed, launched.error());
        return launched.launchError();
    }
    const ExecutionPtr execution = launched.value();
    // Queued before the agent starts, so the turn's own transitions land after it.
    setState(taskId, sessionId, SessionState::Running);
    write([this, taskId, sessionId, path = execution->workspacePath] {
        QString branch;
        if (!path.isEmpty()) {
            if (auto current = git::runGitChecked(path, {QStringLiteral("branch"), QStringLiteral("--show-current")}))
                branch = current->trimmed();
        }
        if (auto status = m_sessions->setWorkspace(sessionId, path, branch); !status)
            qCWarning(lcLifecycle).noquote() << "session" << sessionId << "workspace:" << status.error();
        if (!branch.isEmpty()) {
            if (auto status = m_tasks->setBranch(taskId, branch); !status)
                qCWarning(lcLifecycle).noquote() << "task" << taskId << "branch:" << status.error();
            Q_EMIT taskChanged(taskId);
        }
    });
    if (!plan.promptStored && (!plan.prompt.isEmpty() || !plan.attachments.isEmpty())) {
        post([this, sessionId, prompt = userPrompt(plan.prompt, plan.attachments)] { recordPrompt(sessionId, prompt); });
    }
    for (const QString &notice : std::as_const(plan.notices)) {
        post([this, taskId, sessionId, event = SessionEvent::make(SessionEvent::Kind::LaunchNotice, notice)] {
            recordAndAnnounce(taskId, sessionId, event);
        });
    }

    AgentStartOptions options;
    options.approvalPolicy = plan.approvalPolicy;
    options.prompt = plan.prompt;
    options.attachments = plan.attachments;
    options.resumeAcpSessionId = resumeAcpSessionId;
    options.startTimeoutMs = plan.startTimeoutMs;
    options.failureContext = plan.failureContext;
    options.modeId = plan.modeId;
    options.modelId = plan.modelId;
    options.settingsRequired = plan.settingsRequired;
    auto stopAsked = [this, &sessionId]() -> std::optional<SessionState> {
        const QMutexLocker lock(&m_mutex);
        const auto current = m_starts.value(sessionId);
        return current ? current->stopRequested : std::nullopt;
    };
    const Outcome<AgentStarted> started = stopAsked() ? Outcome<AgentStarted>(LaunchError::failed(QStringLiteral("stopped")))
                                                      : m_agents.start(execution, options).result();
    std::optional<SessionState> stop = stopAsked();
    if (started && !stop)
        stop = endStart(sessionId, false); // a stop asked as the start ended is still heard
    if (!started || stop) {
        // Nothing runs without an agent: end the execution, keep the session resumable. The
        // start stays on record until then, so the agent's own late "exited" is not said twice.
        auto stopped = m_agents.stop(execution->id).result();
        if (!stopped)
            qCWarning(lcLifecycle).noquote() << "stopping session" << sessionId << "after a failed start:" << stopped.error();
        if (const auto lastMoment = endStart(sessionId, false); !stop)
            stop = lastMoment;
        if (stop)
            return stoppedStart(*stop);
        recordFailure(taskId, sessionId, started.launchError().details.value(QStringLiteral("failure")).toObject());
        setState(taskId, sessionId, SessionState::Failed, started.error());
        return started.launchError();
    }
    for (const QString &notice : std::as_const(started->notices)) {
        post([this, taskId, sessionId, event = SessionEvent::make(SessionEvent::Kind::LaunchNotice, notice)] {
            recordAndAnnounce(taskId, sessionId, event);
        });
    }
    write([this, sessionId, acp = started->acpSessionId] {
        if (auto status = m_sessions->setAcpSessionId(sessionId, acp); !status)
            qCWarning(lcLifecycle).noquote() << "session" << sessionId << "ACP session:" << status.error();
    });
    // Resumed without a prompt: no turn runs, the agent waits for the user's.
    if (plan.prompt.isEmpty() && plan.attachments.isEmpty())
        setState(taskId, sessionId, SessionState::WaitingForInput);
    std::optional<std::pair<QString, SessionEvent>> errorWhileStarting;
    if (control) {
        const QMutexLocker lock(&m_mutex);
        errorWhileStarting = std::exchange(control->errorWhileStarting, std::nullopt);
    }
    if (errorWhileStarting) {
        // The agent failed its first turn before the start was over: the start succeeded, so
        // the failure is the turn's.
        post([this, taskId, sessionId, failed = std::move(*errorWhileStarting)] { handleAgentEvent(taskId, sessionId, failed.first, failed.second); });
    }
    return sessionId;
}

void TaskRunner::onAgentEvent(const QString &executionId, const QString &sessionId, const SessionEvent &event)
{
    const QString taskId = taskOf(sessionId);
    if (taskId.isEmpty())
        return; // an execution this runner did not start
    if (event.kind == SessionEvent::Kind::Error && heldOrEnded(sessionId, executionId, event))
        return;
    handleAgentEvent(taskId, sessionId, executionId, event);
}

void TaskRunner::handleAgentEvent(const QString &taskId, const QString &sessionId, const QString &executionId, const SessionEvent &event)
{
    using Kind = SessionEvent::Kind;
    recordAndAnnounce(taskId, sessionId, event);

    if (event.kind == Kind::Complete) {
        countChangedFiles(taskId, sessionId);
        moveToAgentStep(taskId, AgentStep::Review); // done working: the card goes to review
        setState(taskId, sessionId, SessionState::WaitingForInput);
        Q_EMIT turnFinished(taskId, sessionId, event.stopReason);
    } else if (event.kind == Kind::Error) {
        setState(taskId, sessionId, SessionState::WaitingForInput, event.text);
        Q_EMIT turnFailed(taskId, sessionId, event.text);
        if (event.agentGone) {
            // The agent or agentctl is gone (it exited, or another process stopped it): let the
            // execution go, unless whoever heard of the failure stops it already, so the next
            // prompt resumes the session.
            QMetaObject::invokeMethod(
                this,
                [this, executionId] {
                    if (!m_stopping.contains(executionId) && m_controller.executions().get(executionId))
                        m_agents.stop(executionId);
                },
                Qt::QueuedConnection);
        }
    } else if (event.kind == Kind::PermissionRequest) {
        setAwaitingPermission(taskId, sessionId, true);
        Q_EMIT permissionRequested(taskId, sessionId, event);
        approveIfTheProfileNowApprovesAll(taskId, sessionId, event.permission());
    } else if (event.kind == Kind::PermissionCancelled) {
        setAwaitingPermission(taskId, sessionId, false);
    }
}

SessionEventSource *TaskRunner::sessionEvents(const QString &sessionId)
{
    SessionEventSource *&source = m_sessionEvents[sessionId];
    if (!source)
        source = new SessionEventSource(this);
    return source;
}

void TaskRunner::announce(const QString &taskId, const QString &sessionId, const SessionEvent &event)
{
    Q_EMIT agentEvent(taskId, sessionId, event);
    if (SessionEventSource *source = m_sessionEvents.value(sessionId))
        Q_EMIT source->eventArrived(event);
}

bool TaskRunner::heldOrEnded(const QString &sessionId, const QString &executionId, const SessionEvent &error)
{
    {
        const QMutexLocker lock(&m_mutex);
        if (const auto control = m_starts.value(sessionId)) {
            if (!control->errorWhileStarting)
                control->errorWhileStarting = std::pair(executionId, error);
            return true;
        }
    }
    return !m_controller.executions().get(executionId);
}

void TaskRunner::moveToAgentStep(const QString &taskId, AgentStep step)
{
    if (taskId.isEmpty())
        return;
    // On the writer, in order with the session's states; every front end gets the same moves.
    write([this, taskId, step] {
        auto task = m_tasks->get(taskId);
        if (!task || task->ephemeral)
            return; // a quick chat is on no board
        WorkspaceStore::AgentSteps steps;
        {
            const QMutexLocker lock(&m_mutex);
            steps = m_agentSteps.value(task->workspaceId);
        }
        if (steps.start.isEmpty()) { // workflows do not change while Kandesk runs: looked up once
            auto found = WorkspaceStore(m_database).agentSteps(task->workspaceId);
            if (!found) {
                qCWarning(lcLifecycle).noquote() << "task" << taskId << "steps:" << found.error();
                return;
            }
            steps = *found;
            const QMutexLocker lock(&m_mutex);
            m_agentSteps.insert(task->workspaceId, steps);
        }
        const QString stepId = step == AgentStep::Start ? steps.start : steps.review;
        if (stepId.isEmpty() || task->workflowStepId == stepId)
            return;
        if (auto moved = m_tasks->move(taskId, stepId, -1); !moved) {
            qCWarning(lcLifecycle).noquote() << "task" << taskId << "move:" << moved.error();
            return;
        }
        Q_EMIT taskChanged(taskId);
    });
}

void TaskRunner::countChangedFiles(const QString &taskId, const QString &sessionId)
{
    const ExecutionPtr execution = m_controller.executions().get(executionId(sessionId));
    if (!execution || execution->workspacePath.isEmpty())
        return;
    // On the writer: it outlives every job it runs, and the count lands after the turn's events.
    write([this, taskId, path = execution->workspacePath] {
        auto counted = git::countChangedFiles(path);
        if (!counted)
            return;
        if (auto status = m_tasks->setChangedFileCount(taskId, *counted); !status) {
            qCWarning(lcLifecycle).noquote() << "task" << taskId << "changed files:" << status.error();
            return;
        }
        Q_EMIT taskChanged(taskId);
    });
}

QFuture<LaunchStatus> TaskRunner::prompt(const QString &sessionId, const QString &text, const PromptAttachments &attachments,
                                         bool promptStored)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(LaunchStatus(LaunchError::failed(QStringLiteral("session \"%1\" has no running agent: resume it first").arg(sessionId))));
    const PromptCapabilities capabilities = m_agents.promptCapabilities(execution);
    if (capabilities.known && !capabilities.image) {
        for (const PromptAttachment &attachment : attachments) {
            if (attachment.kind == PromptAttachment::Kind::Image)
                return QtFuture::makeReadyFuture(LaunchStatus(LaunchError::failed(QStringLiteral("this agent does not take images (%1 not sent)").arg(attachment.name))));
        }
    }
    if (!promptStored)
        recordPrompt(sessionId, userPrompt(text, attachments));
    setState(taskOf(sessionId), sessionId, SessionState::Running);
    moveToAgentStep(taskOf(sessionId), AgentStep::Start);
    return m_agents.prompt(execution, text, attachments);
}

void TaskRunner::takeOverEvents(const QString &taskId, const QString &sessionId)
{
    {
        const QMutexLocker lock(&m_mutex);
        m_taskOfSession.insert(sessionId, taskId);
    }
    auto lastTurn = m_messages->lastTurn(sessionId);
    const int turn = lastTurn ? lastTurn.value() : 0;
    QMetaObject::invokeMethod(
        this, [this, sessionId, turn] { m_turns.insert(sessionId, turn); }, Qt::QueuedConnection);
}

void TaskRunner::addNotice(const QString &sessionId, const QString &text)
{
    post([this, sessionId, notice = SessionEvent::make(SessionEvent::Kind::LaunchNotice, text)] {
        recordAndAnnounce(taskOf(sessionId), sessionId, notice);
    });
}

QFuture<LaunchStatus> TaskRunner::cancel(const QString &sessionId)
{
    bool starting = false;
    {
        const QMutexLocker lock(&m_mutex);
        starting = m_starts.contains(sessionId);
    }
    if (starting)
        return stop(sessionId, SessionState::WaitingForInput);
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(LaunchStatus(LaunchError::failed(QStringLiteral("session \"%1\" has no running agent").arg(sessionId))));
    return m_agents.cancel(execution);
}

QFuture<LaunchStatus> TaskRunner::setMode(const QString &sessionId, const QString &modeId)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(LaunchStatus(LaunchError::failed(QStringLiteral("session \"%1\" has no running agent: resume it first").arg(sessionId))));
    return m_agents.setMode(execution, modeId);
}

QFuture<LaunchStatus> TaskRunner::setModel(const QString &sessionId, const QString &modelId)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(LaunchStatus(LaunchError::failed(QStringLiteral("session \"%1\" has no running agent: resume it first").arg(sessionId))));
    return m_agents.setModel(execution, modelId);
}

QFuture<LaunchStatus> TaskRunner::respondToPermission(const QString &sessionId, const QString &pendingId,
                                                      const QString &optionId, bool cancelled)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(LaunchStatus(LaunchError::failed(QStringLiteral("session \"%1\" has no running agent").arg(sessionId))));
    SessionEvent answered = SessionEvent::make(SessionEvent::Kind::PermissionAnswered);
    answered.permission().pendingId = pendingId;
    answered.permission().optionId = optionId;
    answered.permission().cancelled = cancelled;
    recordOnRunnerThread(sessionId, answered, false);
    setAwaitingPermission(taskOf(sessionId), sessionId, false);
    return m_agents.respondToPermission(execution, pendingId, optionId, cancelled);
}

QFuture<LaunchStatus> TaskRunner::stop(const QString &sessionId, SessionState finalState)
{
    std::optional<QFuture<LaunchStatus>> startEnded;
    {
        const QMutexLocker lock(&m_mutex);
        if (const auto control = m_starts.value(sessionId)) {
            control->stopRequested = finalState;
            startEnded = control->done.future();
            control->launch.cancel(); // a launch still under way rolls back instead of registering
        }
    }
    if (startEnded) {
        if (const QString running = executionId(sessionId); !running.isEmpty())
            m_agents.abortStart(running);
        return *startEnded;
    }
    const QString execution = executionId(sessionId);
    const QString taskId = taskOf(sessionId);
    if (execution.isEmpty()) {
        if (isTerminal(finalState))
            removeLeftoverContainers(sessionId);
        if (!taskId.isEmpty())
            setState(taskId, sessionId, finalState);
        return QtFuture::makeReadyFuture(LaunchStatus());
    }
    QPointer<TaskRunner> self(this);
    m_stopping.insert(execution);
    return m_agents.stop(execution).then(this, [self, taskId, sessionId, finalState, execution](LaunchStatus status) {
        if (!self)
            return status;
        self->m_stopping.remove(execution);
        if (status)
            self->setState(taskId, sessionId, finalState);
        if (isTerminal(finalState))
            self->removeLeftoverContainers(sessionId);
        return status;
    });
}

void TaskRunner::removeLeftoverContainers(const QString &sessionId)
{
    // A session that ends keeps no container: one its Kandesk left behind when it was killed goes
    // too (the running one goes with its execution's stop). On the writer, after the stop's states.
    write([this, sessionId] {
        auto session = m_sessions->get(sessionId);
        auto task = session ? m_tasks->get(session->taskId) : Expected<Task>(Error { session.error() });
        if (!task)
            return;
        if (auto removed = removeSessionContainers(m_database, *task, sessionId); !removed)
            qCWarning(lcLifecycle).noquote() << "session" << sessionId << "containers kept:" << removed.error();
    });
}

} // namespace kandesk
