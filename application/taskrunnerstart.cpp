// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// TaskRunner's starts: a stored task planned into a launch request on the runner's pool, handed to the
// launch pipeline, and finished as the pipeline ends (kept, or its runtime stopped and the failure
// said once); and the control a stop() uses to end a start.
#include "taskrunner.h"
#include "taskrunnerparts.h"

#include "application/admission/agentadmission.h"

#include "application/sshresume.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "application/settings/customagents.h"
#include "application/tasks/taskcheckpoints.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/preparers/repositorysettings.h"
#include "application/workflows/workflowengine.h"
#include "lifecycle/launchpipeline.h"
#include "lifecycle/reattach.h"
#include "models/agents/agentregistry.h"
#include "models/agents/profilevalidation.h"
#include "models/database.h"
#include "models/executors/worktreeoptions.h"
#include "models/executors/dockersettings.h"
#include "models/sessions/sessionevent.h"
#include "models/stores/transcriptrecorder.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "models/threadpriority.h"

#include <QCoreApplication>
#include <QPromise>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskRunnerStart".
struct TaskRunnerStartWords {
    Q_DECLARE_TR_FUNCTIONS(TaskRunnerStart)
};

} // namespace

Expected<TaskRunner::Plan> TaskRunner::planStart(const QString &taskId, const TaskStartOptions &options)
{
    auto task = m_tasks->get(taskId);
    if (!task)
        return Error::failed(TaskRunnerStartWords::tr("task \"%1\": %2").arg(taskId, task.error()));
    TaskSession row;
    row.taskId = taskId;
    row.state = SessionState::Starting;
    row.agentProfileId = options.agentProfileId.isEmpty() ? task->agentProfileId : options.agentProfileId;
    row.executorProfileId = task->executorProfileId;
    auto session = m_sessions->create(row);
    if (!session)
        return Error::failed(TaskRunnerStartWords::tr("cannot create a session for task \"%1\": %2").arg(taskId, session.error()));
    {
        const QMutexLocker lock(&m_mutex);
        m_taskOfSession.insert(session->id, taskId);
    }
    post([this, taskId, sessionId = session->id] { Q_EMIT sessionStateChanged(taskId, sessionId, SessionState::Starting, {}); });
    beginStart(session->id);
    m_workflow->turnStarted(taskId, session->id);
    for (const QString &note : options.workflowNotes)
        addWorkflowNote(taskId, session->id, note);

    auto plan = planLaunch(task.value(), session->id, options);
    if (!plan) {
        endStart(session->id);
        setState(taskId, session->id, SessionState::Failed, plan.error());
        return plan.failure();
    }
    return plan;
}

Expected<TaskRunner::Plan> TaskRunner::planResume(const QString &sessionId, const QString &text, const TaskStartOptions &settings)
{
    // What the last run wrote of the session (its ACP session, its folder) is on the ordered
    // writer, which may not have come to it yet when the run ended a moment ago.
    m_writer.waitForDone();
    auto session = m_sessions->get(sessionId);
    if (!session)
        return Error::failed(TaskRunnerStartWords::tr("session \"%1\": %2").arg(sessionId, session.error()));
    if (!executionId(sessionId).isEmpty())
        return Error::of(ErrorKind::AgentAlreadyRunning, TaskRunnerStartWords::tr("session \"%1\" is already running").arg(sessionId));
    auto task = m_tasks->get(session->taskId);
    if (!task)
        return Error::failed(TaskRunnerStartWords::tr("task \"%1\": %2").arg(session->taskId, task.error()));
    {
        const QMutexLocker lock(&m_mutex);
        m_taskOfSession.insert(sessionId, session->taskId);
    }
    // The ordered writer also clears a terminal state's end, so the launch admits the session.
    setState(session->taskId, sessionId, SessionState::Starting);
    m_writer.waitForDone();
    beginStart(sessionId);
    m_workflow->turnStarted(session->taskId, sessionId);

    TaskStartOptions options;
    options.modeId = settings.modeId;
    options.modeOptional = settings.modeOptional;
    options.modelId = settings.modelId;
    options.agentProfileId = session->agentProfileId;
    const std::optional<ExecutorRunning> previous = previousSshExecution(m_database, sessionId);
    if (task->repositories.isEmpty() && !previous)
        options.workspaceFolder = session->workspacePath;
    auto plan = planLaunch(task.value(), sessionId, options);
    if (!plan) {
        endStart(sessionId);
        setState(session->taskId, sessionId, SessionState::Failed, plan.error());
        return plan.failure();
    }
    plan->prompt = text;
    plan->attachments = settings.attachments;
    plan->promptStored = settings.promptStored;
    plan->request.acpSessionId = session->acpSessionId;
    plan->resumeAcpSessionId = session->acpSessionId;
    plan->loadHistory = settings.loadHistory;
    if (!text.isEmpty() || !settings.attachments.isEmpty())
        plan->restoreNote = takeRestoreNote(m_database, sessionId);
    plan->notices = settings.notices + plan->notices;
    if (previous && plan->request.executorType == RuntimeNames::Ssh)
        addSshResumeMetadata(plan->request.metadata, *previous, session->workspacePath);
    auto lastTurn = m_messages->lastTurn(sessionId);
    const int turn = lastTurn ? lastTurn.value() : 0;
    plan->promptTurn = settings.promptStored ? turn : turn + 1;
    QMetaObject::invokeMethod(
        this, [this, sessionId, turn] { m_turns.insert(sessionId, turn); }, Qt::QueuedConnection);
    return plan;
}

Expected<TaskRunner::Plan> TaskRunner::planLaunch(const Task &task, const QString &sessionId, const TaskStartOptions &options)
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
        return Error::failed(TaskRunnerStartWords::tr("task \"%1\" has no agent profile: pick an agent for it").arg(task.title));

    auto profile = m_profiles->agentProfile(request.agentProfileId);
    if (!profile)
        return Error::failed(TaskRunnerStartWords::tr("agent profile \"%1\": %2").arg(request.agentProfileId, profile.error()));
    if (auto custom = ensureCustomAgent(profile.value()); !custom)
        return custom.failure();
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
        plan.approvalPolicy = taskrunner::kApproveEverything;
    plan.modeId = options.modeId.isEmpty() ? profile->mode.trimmed() : options.modeId;
    plan.modelId = options.modelId.isEmpty() ? profile->model.trimmed() : options.modelId;
    plan.settingsRequired = (!options.modeId.isEmpty() && !options.modeOptional) || !options.modelId.isEmpty();
    // The command builder leaves malformed flags out; the user hears which and why.
    for (const AgentProfile::CliFlag &flag : std::as_const(profile->cliFlags)) {
        if (!flag.enabled || flag.text.trimmed().isEmpty())
            continue;
        if (const QString problem = cliFlagProblem(flag.text); !problem.isEmpty())
            plan.notices.append(
                TaskRunnerStartWords::tr("Left out the CLI flag %1 of profile “%2”: %3").arg(flag.text, profile->name, problem));
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
            return Error::failed(
                TaskRunnerStartWords::tr("executor profile \"%1\": %2").arg(task.executorProfileId, executor.error()));
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
            return Error::failed(TaskRunnerStartWords::tr("repository \"%1\" of task \"%2\": %3")
                                     .arg(link.repositoryId, task.title, repository.error()));
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
        return Error::failed(TaskRunnerStartWords::tr("task \"%1\" has %2 repositories (%3), and an SSH executor runs tasks of one "
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
    control.done.addResult(Status());
    control.done.finish();
}

QFuture<Expected<QString>> TaskRunner::planAndLaunch(std::function<Expected<Plan>()> plan)
{
    auto promise = std::make_shared<QPromise<Expected<QString>>>();
    promise->start();
    QFuture<Expected<QString>> future = promise->future();
    {
        const QMutexLocker lock(&m_mutex);
        ++m_startsUnderWay;
    }
    m_pool.start([this, plan = std::move(plan), promise, order = ++m_startOrder] {
        auto run = std::make_shared<StartRun>();
        run->promise = promise;
        auto planned = plan();
        if (!planned)
            return endStartWith(run, planned.failure());
        run->plan = std::move(planned.value());
        {
            const QMutexLocker lock(&m_mutex);
            run->control = m_starts.value(run->plan.request.sessionId);
        }
        launchWhenAdmitted(run, order);
    });
    return future;
}

std::optional<SessionState> TaskRunner::stopAsked(const QString &sessionId) const
{
    const QMutexLocker lock(&m_mutex);
    const auto control = m_starts.value(sessionId);
    return control ? control->stopRequested : std::nullopt;
}

void TaskRunner::launchWhenAdmitted(const StartRunPtr &run, quint64 order)
{
    if (!m_admission)
        return launchAndStart(run);
    m_admission->admit(run->plan.request.sessionId, run->plan.request.taskId, order).then(&m_pool, [this, run](bool) {
        // Withdrawn (stopped while it waited): the launch sees the stop and ends at once.
        if (m_closing)
            return endStartWith(run, Error::failed(TaskRunnerStartWords::tr("Kandesk closed before the start's turn came")));
        launchAndStart(run);
    });
}

void TaskRunner::endStartWith(const StartRunPtr &run, const Expected<QString> &result)
{
    if (m_admission)
        m_admission->released(run->plan.request.sessionId);
    // Whoever waits in stop() hears of the end once nothing of this start runs any more.
    if (run->control)
        settleStart(*run->control);
    run->promise->addResult(result);
    run->promise->finish();
    const QMutexLocker lock(&m_mutex);
    --m_startsUnderWay;
    m_startEnded.wakeAll();
}

void TaskRunner::launchAndStart(const StartRunPtr &run)
{
    const Plan &plan = run->plan;
    const QString sessionId = plan.request.sessionId;
    PipelineRequest request;
    request.launch = plan.request;
    request.agent.approvalPolicy = plan.approvalPolicy;
    request.agent.prompt = plan.restoreNote.isEmpty() || plan.prompt.isEmpty() ? plan.prompt
                                                                                : plan.restoreNote + QStringLiteral("\n\n") + plan.prompt;
    request.agent.attachments = plan.attachments;
    request.agent.resumeAcpSessionId = plan.resumeAcpSessionId;
    request.agent.withHistory = plan.loadHistory;
    request.agent.beforePrompt = [this, taskId = plan.request.taskId, sessionId, turn = plan.promptTurn] {
        keepCheckpointBeforeTurn(*this, checkpointSite(sessionId), taskId, sessionId, turn);
    };
    request.agent.startTimeoutMs = plan.startTimeoutMs;
    request.agent.failureContext = plan.failureContext;
    request.agent.modeId = plan.modeId;
    request.agent.modelId = plan.modelId;
    request.agent.settingsRequired = plan.settingsRequired;
    request.stopRequested = [this, sessionId] { return stopAsked(sessionId).has_value(); };
    request.registered = [this, run](const ExecutionPtr &execution) { onRegistered(run->plan, execution); };
    // On the pipeline's thread as it ends: nothing here waits.
    m_pipeline->run(std::move(request)).then(QtFuture::Launch::Sync, [this, run](const PipelineResult &result) {
        finishStart(run, result);
    });
}

void TaskRunner::onRegistered(const Plan &plan, const ExecutionPtr &execution)
{
    const QString taskId = plan.request.taskId;
    const QString sessionId = plan.request.sessionId;
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
        post([this, sessionId, prompt = taskrunner::userPrompt(plan.prompt, plan.attachments)] { recordPrompt(sessionId, prompt); });
    }
    for (const QString &notice : std::as_const(plan.notices)) {
        post([this, taskId, sessionId, event = SessionEvent::make(SessionEvent::Kind::LaunchNotice, notice)] {
            recordAndAnnounce(taskId, sessionId, event);
        });
    }
}

Error TaskRunner::stoppedStart(const Plan &plan, SessionState state)
{
    const QString taskId = plan.request.taskId;
    const QString sessionId = plan.request.sessionId;
    const QString note = TaskRunnerStartWords::tr("Stopped before the agent was ready; send a prompt or retry to start it again.");
    post([this, taskId, sessionId, notice = SessionEvent::make(SessionEvent::Kind::LaunchNotice, note)] {
        recordAndAnnounce(taskId, sessionId, notice);
    });
    setState(taskId, sessionId, state, note);
    return Error::failed(note);
}

void TaskRunner::finishStart(const StartRunPtr &run, const PipelineResult &result)
{
    const QString sessionId = run->plan.request.sessionId;
    if (!result.execution) {
        const Error launchError = result.execution.failure();
        // Given up as it registered (another caller's launch of the session): what registered goes too.
        const ExecutionPtr orphan = launchError.kind == ErrorKind::Cancelled ? m_controller.executions().bySessionId(sessionId) : nullptr;
        if (!orphan)
            return endLaunchWithoutRuntime(run, launchError);
        m_agents.stop(orphan->id).then(QtFuture::Launch::Sync, [this, run, launchError](const Status &stopped) {
            if (!stopped)
                qCWarning(lcLifecycle).noquote() << "stopping session" << run->plan.request.sessionId << "after a stopped launch:" << stopped.error();
            endLaunchWithoutRuntime(run, launchError);
        });
        return;
    }
    std::optional<SessionState> stop = stopAsked(sessionId);
    if (result.agent && !stop)
        stop = endStart(sessionId, false); // a stop asked as the start ended is still heard
    if (result.agent && !stop)
        return finishStartedAgent(run, result.agent.value());
    // Nothing runs without an agent: end the execution, keep the session resumable. The start
    // stays on record until then, so the agent's own late "exited" is not said twice.
    m_agents.stop(result.execution.value()->id).then(QtFuture::Launch::Sync, [this, run, started = result.agent, stop](const Status &stopped) {
        if (!stopped)
            qCWarning(lcLifecycle).noquote() << "stopping session" << run->plan.request.sessionId << "after a failed start:" << stopped.error();
        endStartWithoutAgent(run, started, stop);
    });
}

void TaskRunner::endLaunchWithoutRuntime(const StartRunPtr &run, const Error &launchError)
{
    const Plan &plan = run->plan;
    if (const auto stop = endStart(plan.request.sessionId, false))
        return endStartWith(run, stoppedStart(plan, *stop));
    AgentFailure failure;
    failure.agentName = plan.failureContext.agentName;
    failure.message = TaskRunnerStartWords::tr("The workspace could not be prepared: %1").arg(launchError.message);
    failure.advice.append(TaskRunnerStartWords::tr("Fix it, then retry: the task is kept."));
    recordFailure(plan.request.taskId, plan.request.sessionId, failure.toJson());
    setState(plan.request.taskId, plan.request.sessionId, SessionState::Failed, launchError.message);
    endStartWith(run, launchError);
}

void TaskRunner::endStartWithoutAgent(const StartRunPtr &run, const Expected<AgentStarted> &started, std::optional<SessionState> stop)
{
    const Plan &plan = run->plan;
    if (const auto lastMoment = endStart(plan.request.sessionId, false); !stop)
        stop = lastMoment;
    if (stop)
        return endStartWith(run, stoppedStart(plan, *stop));
    recordFailure(plan.request.taskId, plan.request.sessionId, started.failure().details.value(QStringLiteral("failure")).toObject());
    setState(plan.request.taskId, plan.request.sessionId, SessionState::Failed, started.error());
    endStartWith(run, started.failure());
}

void TaskRunner::finishStartedAgent(const StartRunPtr &run, const AgentStarted &started)
{
    const Plan &plan = run->plan;
    const QString taskId = plan.request.taskId;
    const QString sessionId = plan.request.sessionId;
    for (const QString &notice : std::as_const(started.notices)) {
        post([this, taskId, sessionId, event = SessionEvent::make(SessionEvent::Kind::LaunchNotice, notice)] {
            recordAndAnnounce(taskId, sessionId, event);
        });
    }
    write([this, sessionId, acp = started.acpSessionId] {
        if (auto status = m_sessions->setAcpSessionId(sessionId, acp); !status)
            qCWarning(lcLifecycle).noquote() << "session" << sessionId << "ACP session:" << status.error();
    });
    // Resumed without a prompt: no turn runs, the agent waits for the user's.
    if (plan.prompt.isEmpty() && plan.attachments.isEmpty())
        setState(taskId, sessionId, SessionState::WaitingForInput);
    std::optional<std::pair<QString, SessionEvent>> errorWhileStarting;
    if (run->control) {
        const QMutexLocker lock(&m_mutex);
        errorWhileStarting = std::exchange(run->control->errorWhileStarting, std::nullopt);
    }
    if (errorWhileStarting) {
        // The agent failed its first turn before the start was over: the start succeeded, so
        // the failure is the turn's.
        post([this, taskId, sessionId, failed = std::move(*errorWhileStarting)] { handleAgentEvent(taskId, sessionId, failed.first, failed.second); });
    }
    endStartWith(run, sessionId);
}

} // namespace kandesk
