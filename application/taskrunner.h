// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include "models/expected.h"
#include "models/agents/agentfailure.h"
#include "models/sessions/preparestep.h"
#include "models/sessions/sessionevent.h"
#include "models/types.h"

#include <QFuture>
#include <QHash>
#include <QJsonObject>
#include <QMutex>
#include <QObject>
#include <QPromise>
#include <QSet>
#include <QThreadPool>
#include <QWaitCondition>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace kandesk {

class AgentAdmission;
class AgentSessions;
class AgentctlNetwork;
class LaunchPipeline;
class Database;
class LifecycleController;
class MessageStore;
class ProfileStore;
class RepositoryStore;
class SecretStore;
class SessionStore;
class TaskStore;
class TranscriptRecorder;
class WorkflowEngine;
struct LaunchRequest;
struct PipelineResult;
struct AgentStarted;
struct CheckpointSite;
class AgentExecution;
using ExecutionPtr = std::shared_ptr<AgentExecution>;

struct TaskStartOptions {
    QString prompt;         // the first prompt; empty: the task's description (else its title)
    PromptAttachments attachments; // sent with the first prompt (resume: with its text)
    QString executorType;   // empty: the task's executor profile, else worktree
    QString agentProfileId; // empty: the task's agent profile
    // Runs the agent in this folder with the local executor and no repository (a resumed quick
    // chat, or one turned into a task, keeps its <home>/quick-chat/<session> folder this way).
    QString workspaceFolder;
    // How long each step of the agent's start may take; 0: the profile's start timeout, else 60 s.
    int startTimeoutSeconds = 0;
    // The session's mode and model, set before the first prompt. Empty: the agent profile's, which
    // the session may not offer (the start goes on and says so); given here, the start fails
    // without them.
    QString modeId;
    QString modelId;
    // modeId is a wish (a workflow step's plan mode): an agent without it starts anyway and says so.
    bool modeOptional = false;
    // The prompt is in the transcript already (a retry of one the agent never answered): it is sent
    // again, not recorded a second time.
    bool promptStored = false;
    // What the task's workflow did before the task had a session ("Moved to In Progress: …"), said
    // at the top of the new session's transcript.
    QStringList workflowNotes;
    // resume(): the agent replays the session's history into the transcript (a session brought in
    // from the agent's own CLI) where it can, under these notices.
    bool loadHistory = false;
    QStringList notices;
};

// The events of one session, for whoever shows it (TaskRunner::sessionEvents). Lives on the
// runner's thread and as long as the runner.
class SessionEventSource final : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    void eventArrived(const kandesk::SessionEvent &event);
};

// Runs tasks: the orchestration the window and `kandesk run` share. Creates the task's session row,
// builds the launch from the task, its repositories and profiles, launches it through the
// LifecycleController, starts the agent through AgentSessions and keeps the session's state and
// transcript in the database as agent events arrive. Lives on the GUI (main) thread; database
// reads and writes run on its own pools, the launch on the controller's.
//
// Session states: STARTING while launching → RUNNING → WAITING_FOR_INPUT when a turn completes or
// fails (the error is the note; the session stays resumable). A failed launch is FAILED with the
// reason; resume() brings such a session back.
//
// An ephemeral task (a quick chat) has no repository: its sessions run with the local executor in
// <home>/quick-chat/<session>, made by the workspace resolver. A task without repositories resumes
// in the folder its session ran in.
class TaskRunner final : public QObject
{
    Q_OBJECT
public:
    TaskRunner(Database &database, LifecycleController &controller, AgentSessions &agents, QObject *parent = nullptr);
    ~TaskRunner() override;

    // Yields the new session's id once the agent runs with the first prompt sent; on failure the
    // session (when one was created) is FAILED with the reason.
    QFuture<Expected<QString>> startTask(const QString &taskId, const TaskStartOptions &options = {});
    // Relaunches the session in its workspace with its ACP session (loaded where the agent can)
    // and sends text as the next prompt (none when empty). Yields the session id.
    QFuture<Expected<QString>> resume(const QString &sessionId, const QString &text = {});
    // The same, with the session's mode or model changed before the prompt (options' modeId,
    // modelId, attachments, loadHistory and notices; the rest is ignored).
    QFuture<Expected<QString>> resume(const QString &sessionId, const QString &text, const TaskStartOptions &options);

    // With attachments: an image to an agent that takes none is refused with the reason, nothing sent.
    // promptStored: as TaskStartOptions::promptStored.
    QFuture<Status> prompt(const QString &sessionId, const QString &text, const PromptAttachments &attachments = {},
                                 bool promptStored = false);
    QFuture<Status> cancel(const QString &sessionId);
    // Changes the running session's mode (ACP session/set_mode) or model. A refusal fails with
    // why, and the session keeps its mode; the new one arrives as a SessionMode (SessionModel) event.
    QFuture<Status> setMode(const QString &sessionId, const QString &modeId);
    QFuture<Status> setModel(const QString &sessionId, const QString &modelId);
    // One of the agent's config options (an on/off setting: value a bool; a choice: its value id).
    QFuture<Status> setConfigOption(const QString &sessionId, const QString &configId, const QJsonValue &value);
    QFuture<Status> respondToPermission(const QString &sessionId, const QString &pendingId,
                                              const QString &optionId, bool cancelled = false);
    // Answers the agent's request for input (an ElicitationRequest): action accept (content: the
    // form's values by field), decline or cancel. The ElicitationClosed event follows.
    QFuture<Status> respondToElicitation(const QString &sessionId, const QString &pendingId, const QString &action,
                                         const QJsonObject &content = {});
    // Ends the session's execution (agent and agentctl); the session becomes finalState
    // (WAITING_FOR_INPUT keeps it resumable, CANCELLED ends it). During a start (prepare or the
    // agent's initialize, session and first prompt) the start ends at its next step, nothing is
    // left running, and the future finishes with the start. cancel() during a start does the same.
    QFuture<Status> stop(const QString &sessionId, SessionState finalState = SessionState::WaitingForInput);

    // Takes back a session whose execution outlived the Kandesk that started it (its container still
    // runs after a restart and its agentctl answers): the execution is registered again, its events
    // come to this runner, and the session waits for the next prompt. Blocking: pool threads only.
    Status adopt(
        const ExecutorRunning &registration, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network);

    // Registers the custom agents stored in Settings with the lifecycle (at start, and whenever
    // Settings or another process changed them); yields why any could not be, one line each.
    QStringList syncCustomAgents();

    // Where the events of sessionId arrive, and only those: a view that shows one session connects
    // here instead of filtering agentEvent(). On the runner's thread.
    SessionEventSource *sessionEvents(const QString &sessionId);

    // Takes over the events of a session whose execution was reattached at start (its agentctl
    // outlived the Kandesk that started it): they are recorded and announced as for one this runner
    // started. Any thread.
    void takeOverEvents(const QString &taskId, const QString &sessionId);

    // A notice of the runtime about the session (e.g. its SSH connection lost and remade), recorded
    // in its transcript and announced. Any thread.
    void addNotice(const QString &sessionId, const QString &text);
    // What the task's workflow did or could not do (a WorkflowStep event), recorded in the session's
    // transcript and announced for the task, whether the runner runs the session or not. Any thread.
    void addWorkflowNote(const QString &taskId, const QString &sessionId, const QString &text);

    // The workflows' triggers as this runner's tasks' turns go (application/workflows/): a front
    // end that moved a task by hand tells it here (WorkflowEngine::stepEntered).
    WorkflowEngine &workflow() { return *m_workflow; }

    // The gate every start and resume passes before its launch (application/admission/): a start
    // that waits there is a session STARTING with no agent yet; stop() takes it out of the queue.
    // None: every start goes at once (the tests' runners, benchmarks).
    void setAdmission(std::unique_ptr<AgentAdmission> admission);
    AgentAdmission *admission() const { return m_admission.get(); }

    // The task's sessions this runner starts or runs. On the runner's thread.
    QStringList liveSessionsOfTask(const QString &taskId) const;
    // The session's live execution id, empty when none runs.
    QString executionId(const QString &sessionId) const;
    bool isRunning(const QString &sessionId) const { return !executionId(sessionId).isEmpty(); }
    // Stores the transcript; connect its stored() to TranscriptModel::appendStored.
    TranscriptRecorder &transcript() { return *m_transcript; }
    // Waits for queued state and transcript writes (shutdown, tests). On the runner's thread.
    void flush();

Q_SIGNALS:
    void prepareProgress(const kandesk::PrepareProgressEvent &event);
    void prepareCompleted(const kandesk::PrepareCompletedEvent &event);
    // Every session's events (notifications, `kandesk run` follow a task); a view of one session
    // subscribes through sessionEvents().
    void agentEvent(const QString &taskId, const QString &sessionId, const kandesk::SessionEvent &event);
    void turnFinished(const QString &taskId, const QString &sessionId, const QString &stopReason);
    void turnFailed(const QString &taskId, const QString &sessionId, const QString &message);
    void permissionRequested(const QString &taskId, const QString &sessionId, const kandesk::SessionEvent &event);
    // The agent asks the user for input (an ElicitationRequest event); it waits on the answer.
    void inputRequested(const QString &taskId, const QString &sessionId, const kandesk::SessionEvent &event);
    // The session's agent waits on the user's answer to a permission request or a request for
    // input, or no longer does (answered, cancelled; a turn's end ends the wait with sessionStateChanged).
    void awaitingPermissionChanged(const QString &taskId, const QString &sessionId, bool awaiting);
    // The task's stored card fields (branch, changed-file count, workflow step) changed: read it
    // again. Its workflow moves it as its turns start and complete (the Kanban board: to In
    // Progress, then to Review), whichever front end runs it.
    void taskChanged(const QString &taskId);
    void sessionStateChanged(const QString &taskId, const QString &sessionId, kandesk::SessionState state,
                             const QString &note);
    // stop() was called for the session (its task's terminals end with it); on the caller's thread.
    void stopRequested(const QString &taskId, const QString &sessionId);

private:
    struct Plan;
    struct StartControl;
    // One start on its way: the plan, the control stop() uses, the promise its caller holds.
    struct StartRun;
    using StartRunPtr = std::shared_ptr<StartRun>;
    // The session made (or taken up again) and its launch planned, on m_pool; then the pipeline.
    QFuture<Expected<QString>> planAndLaunch(std::function<Expected<Plan>()> plan);
    Expected<Plan> planStart(const QString &taskId, const TaskStartOptions &options);
    Expected<Plan> planResume(const QString &sessionId, const QString &text, const TaskStartOptions &settings);
    Expected<Plan> planLaunch(const Task &task, const QString &sessionId, const TaskStartOptions &options);
    void launchAndStart(const StartRunPtr &run);
    // launchAndStart once the admission lets the start go (at once without one).
    void launchWhenAdmitted(const StartRunPtr &run, quint64 order);
    // The runtime is registered: the session runs there, its prompt and the plan's notices are said.
    void onRegistered(const Plan &plan, const ExecutionPtr &execution);
    // The pipeline has ended: what it made is kept, or stopped and said; then the run's promise is fulfilled.
    void finishStart(const StartRunPtr &run, const PipelineResult &result);
    void finishStartedAgent(const StartRunPtr &run, const AgentStarted &started);
    // The launch made no runtime: the session failed, or stopped as asked.
    void endLaunchWithoutRuntime(const StartRunPtr &run, const Error &launchError);
    // The runtime was stopped as its agent did not start: the session failed, or stopped as asked.
    void endStartWithoutAgent(const StartRunPtr &run, const Expected<AgentStarted> &started, std::optional<SessionState> stop);
    // Says that the start was stopped before the agent was ready and gives the session state.
    Error stoppedStart(const Plan &plan, SessionState state);
    // Settles the start's control, then its promise, with result.
    void endStartWith(const StartRunPtr &run, const Expected<QString> &result);
    std::optional<SessionState> stopAsked(const QString &sessionId) const;
    // Where the session's checkpoints are kept before each turn: its checkout when that is on this
    // machine (local and worktree executors, Docker on this machine's engine), else its live
    // execution's agentctl (an SSH host, a remote engine); nothing without a live execution.
    CheckpointSite checkpointSite(const QString &sessionId) const;
    void beginStart(const QString &sessionId);
    // The start's stop request, if any; the control is gone afterwards. settle: tell whoever
    // waits in stop() that the start has ended (else the caller does, once it cleaned up).
    std::optional<SessionState> endStart(const QString &sessionId, bool settle = true);
    static void settleStart(StartControl &control);
    // An error of a session whose start is under way waits for the start's end: a failed start
    // says why itself (one card for one failure, not two), a successful one hands the error to
    // its turn. An error of an execution that has ended says nothing the stop does not.
    bool heldOrEnded(const QString &sessionId, const QString &executionId, const SessionEvent &error);
    // Says an event to agentEvent() and to the session's own subscribers. Runner thread.
    void announce(const QString &taskId, const QString &sessionId, const SessionEvent &event);
    // Records the user's prompt as a new turn and shows it to the session's subscribers. Runner thread.
    void recordPrompt(const QString &sessionId, const SessionEvent &prompt);
    // Records and announces an event of Kandesk's own (a failed start, a notice). Runner thread.
    void recordAndAnnounce(const QString &taskId, const QString &sessionId, const SessionEvent &event);
    void recordFailure(const QString &taskId, const QString &sessionId, const QJsonObject &failure);
    Status ensureCustomAgent(const AgentProfile &profile);

    void onAgentEvent(const QString &executionId, const QString &sessionId, const SessionEvent &event);
    void handleAgentEvent(const QString &taskId, const QString &sessionId, const QString &executionId, const SessionEvent &event);
    void countChangedFiles(const QString &taskId, const QString &sessionId);
    // Queued on the writer (one thread, in order) and announced on the runner's thread.
    void setState(const QString &taskId, const QString &sessionId, SessionState state, const QString &note = {});
    // Keeps (through the writer) and announces whether the session waits on a permission answer.
    // A session started before its profile was set to approve everything: a request of its agent
    // is answered as agentctl answers for a session started so (the first "allow" option), once
    // the profile is read off this thread. The answer is recorded and announced.
    void approveIfTheProfileNowApprovesAll(const QString &taskId, const QString &sessionId, const SessionEvent::Permission &request);
    void setAwaitingPermission(const QString &taskId, const QString &sessionId, bool awaiting);
    void recordOnRunnerThread(const QString &sessionId, const SessionEvent &event, bool newTurn);
    void post(std::function<void()> work);
    // Runs work on m_writer, in order with the other writes, at background priority (its git too).
    void write(std::function<void()> work);
    void removeLeftoverContainers(const QString &sessionId);
    QString taskOf(const QString &sessionId) const;

    Database &m_database;
    LifecycleController &m_controller;
    AgentSessions &m_agents;
    std::unique_ptr<LaunchPipeline> m_pipeline;
    std::unique_ptr<AgentAdmission> m_admission;
    std::atomic<quint64> m_startOrder = 0; // each start's place in the admission's queue
    std::atomic_bool m_closing = false; // the destructor's: a start the admission let go launches nothing
    std::unique_ptr<TaskStore> m_tasks;
    std::unique_ptr<SessionStore> m_sessions;
    std::unique_ptr<RepositoryStore> m_repositories;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<MessageStore> m_messages;
    std::unique_ptr<TranscriptRecorder> m_transcript;
    QThreadPool m_pool;   // starts and resumes planned (store reads and writes)
    QThreadPool m_writer; // session state writes, one thread so they land in order

    mutable QMutex m_mutex;
    int m_startsUnderWay = 0; // from planAndLaunch to endStartWith; the destructor waits for none
    QWaitCondition m_startEnded;
    QHash<QString, QString> m_taskOfSession;
    QHash<QString, std::shared_ptr<StartControl>> m_starts;       // sessions being started
    QHash<QString, int> m_turns; // runner thread only
    QSet<QString> m_stopping;    // executions stop() is ending; runner thread only
    QSet<QString> m_storeWarned; // sessions told their transcript cannot be saved; runner thread only
    QHash<QString, SessionEventSource *> m_sessionEvents; // children of the runner; runner thread only
    std::unique_ptr<WorkflowEngine> m_workflow;
};

} // namespace kandesk
