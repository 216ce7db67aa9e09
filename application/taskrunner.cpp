// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskrunner.h"

#include "taskrunnerparts.h"

#include "application/admission/agentadmission.h"

#include "application/workflows/workflowengine.h"
#include "lifecycle/launchpipeline.h"

#include "application/sshresume.h"
#include "application/taskcontainers.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "application/settings/customagents.h"
#include "application/tasks/taskcheckpoints.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/launch/executorbackend.h"
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
#include "models/stores/transcriptrecorder.h"
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

TaskRunner::TaskRunner(Database &database, LifecycleController &controller, AgentSessions &agents, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_controller(controller)
    , m_agents(agents)
    , m_pipeline(std::make_unique<LaunchPipeline>(controller, agents))
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
    m_workflow = std::make_unique<WorkflowEngine>(database, *this);
    connect(m_workflow.get(), &WorkflowEngine::taskChanged, this, &TaskRunner::taskChanged);
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
        const QString warning
            = tr("Kandesk could not save this session's transcript (%1). What the agent sends is shown "
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
    m_workflow.reset(); // its last moves still ask the runner
    m_closing = true;
    if (m_admission)
        m_admission->close(); // the starts still waiting end without an agent
    m_pool.waitForDone();
    m_pipeline.reset(); // its last stages still call back into the runner
    {
        // A start that ended without an agent stops its execution before it is over.
        QMutexLocker lock(&m_mutex);
        while (m_startsUnderWay > 0)
            m_startEnded.wait(&m_mutex);
    }
    m_writer.waitForDone();
    m_transcript->flush();
}
void TaskRunner::flush()
{
    m_workflow->flush();
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
        // An agent that ended may have made room for a start that waits (the writer is done with
        // before the admission goes).
        if (m_admission)
            m_admission->recheck();
    });
}

void TaskRunner::setAdmission(std::unique_ptr<AgentAdmission> admission)
{
    m_admission = std::move(admission);
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
                        tr("Allowed: the profile “%1” now approves every request").arg(name)));
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
    // The workflow's note that a starting turn moved the task may come before the turn's prompt: it
    // opens no turn of its own.
    if (newTurn || (turn == 0 && event.kind != SessionEvent::Kind::WorkflowStep))
        ++turn;
    Message message;
    message.sessionId = sessionId;
    message.turn = turn;
    message.event = event;
    m_transcript->record(std::move(message));
}

QFuture<Expected<QString>> TaskRunner::startTask(const QString &taskId, const TaskStartOptions &options)
{
    return planAndLaunch([this, taskId, options] { return planStart(taskId, options); });
}

QFuture<Expected<QString>> TaskRunner::resume(const QString &sessionId, const QString &text)
{
    return resume(sessionId, text, {});
}

QFuture<Expected<QString>> TaskRunner::resume(const QString &sessionId, const QString &text, const TaskStartOptions &options)
{
    return planAndLaunch([this, sessionId, text, options] { return planResume(sessionId, text, options); });
}

Status TaskRunner::adopt(
    const ExecutorRunning &registration, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network)
{
    const QString taskId = registration.taskId;
    const QString sessionId = registration.sessionId;
    takeOverEvents(taskId, sessionId);
    auto reattached = reattachExecution(registration, m_controller, m_agents, secrets, std::move(network));
    if (!reattached) {
        const QMutexLocker lock(&m_mutex);
        m_taskOfSession.remove(sessionId);
        return reattached.failure();
    }
    const QString note = registration.runtime == RuntimeNames::Docker
        ? tr("Taken back after Kandesk restarted: the agent kept running in its container.")
        : registration.runtime == RuntimeNames::Ssh
        ? tr("Taken back after Kandesk restarted: the agent kept running on the remote host.")
        : tr("Taken back after Kandesk restarted: the agent kept running in its runtime.");
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
            problems.append(tr("custom agent “%1”: %2").arg(agent.name, added.error()));
    }
    return problems;
}

Status TaskRunner::ensureCustomAgent(const AgentProfile &profile)
{
    if (profile.customCommand.trimmed().isEmpty())
        return {};
    // Every launch passes the profile's command as it is now: an edit in Settings applies to the next
    // start or Retry, not only after a restart.
    auto added = m_controller.addCustomAgent(profile.agentId, profile.name, profile.customCommand);
    if (!added)
        return Error::failed(added.error());
    return {};
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

QFuture<Status> TaskRunner::prompt(const QString &sessionId, const QString &text, const PromptAttachments &attachments,
                                         bool promptStored)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(
            Status(Error::failed(tr("session \"%1\" has no running agent: resume it first").arg(sessionId))));
    const PromptCapabilities capabilities = m_agents.promptCapabilities(execution);
    if (capabilities.known && !capabilities.image) {
        for (const PromptAttachment &attachment : attachments) {
            if (attachment.kind == PromptAttachment::Kind::Image)
                return QtFuture::makeReadyFuture(
                    Status(Error::failed(tr("this agent does not take images (%1 not sent)").arg(attachment.name))));
        }
    }
    if (!promptStored)
        recordPrompt(sessionId, taskrunner::userPrompt(text, attachments));
    const QString taskId = taskOf(sessionId);
    setState(taskId, sessionId, SessionState::Running);
    m_workflow->turnStarted(taskId, sessionId);
    // The workspace as it is before the turn is kept first; a restore since the last turn is told.
    return QtConcurrent::run(&m_pool,
                             [this, taskId, sessionId, site = checkpointSite(sessionId), turn = m_turns.value(sessionId)] {
                                 keepCheckpointBeforeTurn(*this, site, taskId, sessionId, turn);
                                 return takeRestoreNote(m_database, sessionId);
                             })
        .then(QtFuture::Launch::Sync, [this, execution, text, attachments](const QString &restoreNote) {
            return m_agents.prompt(execution, restoreNote.isEmpty() ? text : restoreNote + QStringLiteral("\n\n") + text, attachments);
        })
        .unwrap();
}

CheckpointSite TaskRunner::checkpointSite(const QString &sessionId) const
{
    const ExecutionPtr execution = m_controller.executions().bySessionId(sessionId);
    if (!execution)
        return {};
    const std::shared_ptr<ExecutorRegistry> registry = m_controller.executorRegistry();
    const std::shared_ptr<ExecutorBackend> backend = registry ? registry->backend(execution->runtimeName) : nullptr;
    if (!backend)
        return {};
    if (backend->workspaceIsLocal())
        return {execution->workspacePath, std::nullopt};
    return {QString(), WorkspaceEndpoint::of(m_agents.network(), execution->instance)};
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

void TaskRunner::addWorkflowNote(const QString &taskId, const QString &sessionId, const QString &text)
{
    post([this, taskId, sessionId, note = SessionEvent::make(SessionEvent::Kind::WorkflowStep, text)] {
        recordAndAnnounce(taskId, sessionId, note);
    });
}

void TaskRunner::addNotice(const QString &sessionId, const QString &text)
{
    post([this, sessionId, notice = SessionEvent::make(SessionEvent::Kind::LaunchNotice, text)] {
        recordAndAnnounce(taskOf(sessionId), sessionId, notice);
    });
}

QFuture<Status> TaskRunner::cancel(const QString &sessionId)
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
        return QtFuture::makeReadyFuture(
            Status(Error::failed(tr("session \"%1\" has no running agent").arg(sessionId))));
    return m_agents.cancel(execution);
}

QFuture<Status> TaskRunner::setMode(const QString &sessionId, const QString &modeId)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(
            Status(Error::failed(tr("session \"%1\" has no running agent: resume it first").arg(sessionId))));
    return m_agents.setMode(execution, modeId);
}

QFuture<Status> TaskRunner::setModel(const QString &sessionId, const QString &modelId)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(
            Status(Error::failed(tr("session \"%1\" has no running agent: resume it first").arg(sessionId))));
    return m_agents.setModel(execution, modelId);
}

QFuture<Status> TaskRunner::setConfigOption(const QString &sessionId, const QString &configId, const QJsonValue &value)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(
            Status(Error::failed(tr("session \"%1\" has no running agent: resume it first").arg(sessionId))));
    return m_agents.setConfigOption(execution, configId, value);
}

QFuture<Status> TaskRunner::respondToPermission(const QString &sessionId, const QString &pendingId,
                                                      const QString &optionId, bool cancelled)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(
            Status(Error::failed(tr("session \"%1\" has no running agent").arg(sessionId))));
    SessionEvent answered = SessionEvent::make(SessionEvent::Kind::PermissionAnswered);
    answered.permission().pendingId = pendingId;
    answered.permission().optionId = optionId;
    answered.permission().cancelled = cancelled;
    recordOnRunnerThread(sessionId, answered, false);
    setAwaitingPermission(taskOf(sessionId), sessionId, false);
    return m_agents.respondToPermission(execution, pendingId, optionId, cancelled);
}

QFuture<Status> TaskRunner::respondToElicitation(const QString &sessionId, const QString &pendingId,
                                                 const QString &action, const QJsonObject &content)
{
    const QString execution = executionId(sessionId);
    if (execution.isEmpty())
        return QtFuture::makeReadyFuture(
            Status(Error::failed(tr("session \"%1\" has no running agent").arg(sessionId))));
    return m_agents.respondToElicitation(execution, pendingId, action, content);
}

QFuture<Status> TaskRunner::stop(const QString &sessionId, SessionState finalState)
{
    if (const QString taskId = taskOf(sessionId); !taskId.isEmpty())
        Q_EMIT stopRequested(taskId, sessionId);
    std::optional<QFuture<Status>> startEnded;
    {
        const QMutexLocker lock(&m_mutex);
        if (const auto control = m_starts.value(sessionId)) {
            control->stopRequested = finalState;
            startEnded = control->done.future(); // a launch still under way rolls back instead of registering
        }
    }
    if (startEnded && m_admission)
        m_admission->withdraw(sessionId); // a start still waiting for its turn goes on, only to stop
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
        return QtFuture::makeReadyFuture(Status());
    }
    QPointer<TaskRunner> self(this);
    m_stopping.insert(execution);
    return m_agents.stop(execution).then(this, [self, taskId, sessionId, finalState, execution](Status status) {
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
