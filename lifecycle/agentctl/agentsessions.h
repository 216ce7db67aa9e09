// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/agentfailuredescription.h"
#include "lifecycle/agentctl/promptblocks.h"
#include "lifecycle/launch/agentexecution.h"
#include "models/sessions/promptattachment.h"
#include "models/sessions/sessionevent.h"

#include <QFuture>
#include <QHash>
#include <QJsonObject>
#include <QMutex>
#include <QObject>
#include <QPromise>
#include <QSet>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace kandesk {

class AgentctlNetwork;
class AgentStream;
class ExecutorRegistry;
class LifecycleController;

struct AgentStartOptions {
    QString approvalPolicy;     // e.g. "never" for auto-approve profiles; empty asks the user
    QString prompt;             // the first prompt (the task description); empty starts without one
    PromptAttachments attachments; // sent with the first prompt
    QString resumeAcpSessionId; // load this ACP session where the agent supports it
    // The session's history is wanted (one brought in from elsewhere): loaded (session/load,
    // replaying it as events) where the agent can, rather than resumed.
    bool withHistory = false;
    // Runs on the start's thread just before the first prompt goes (a checkpoint of the workspace).
    std::function<void()> beforePrompt;
    // How long each start step (initialize, session/new or load, the first prompt) may take.
    int startTimeoutMs = kDefaultStartTimeoutMs;
    // The agent's name and key variables, for the failure's words.
    AgentFailureContext failureContext;
    // Chosen for the session before the first prompt (the profile's, or asked for by the user).
    // A session that does not offer it starts anyway and says why in notices, unless required. A
    // loaded session keeps its own unless required.
    QString modeId;
    QString modelId;
    bool settingsRequired = false;

    static constexpr int kDefaultStartTimeoutMs = 60'000;
};

// What became of a start: the ACP session and whether an earlier one was loaded.
struct AgentStarted {
    QString acpSessionId;
    bool resumed = false;
    QString bootCommand;
    QJsonArray authMethods; // as the agent announced them in its initialize answer
    QStringList notices;    // what the start left out (a mode or model the session does not offer)
    // Where the start's time went, in milliseconds (diagnostics and benchmarks).
    struct Timings {
        double configureAndStart = 0; // POST configure + POST start
        double openStream = 0;        // the agent stream's WebSocket handshake
        double initialize = 0;
        double session = 0;           // session/new or session/load
        double prompt = 0;            // until agentctl acknowledged the prompt
    } timings;
};

// Runs the agents of launched executions: once agentctl started the agent (LaunchPipeline), open
// its agent stream, initialize, load the earlier ACP session where the agent can (else a new one),
// and send the first prompt. Afterwards: prompts, cancel and permission answers. Agent events arrive
// as queued signals on this object's thread. Work runs on a pool, never on the caller's thread.
class AgentSessions final : public QObject
{
    Q_OBJECT
public:
    AgentSessions(LifecycleController &controller, std::shared_ptr<ExecutorRegistry> executors,
                  std::shared_ptr<AgentctlNetwork> network, QObject *parent = nullptr);
    ~AgentSessions() override;

    // The network its agentctl calls go through (a workspace's reads may share it).
    std::shared_ptr<AgentctlNetwork> network() const { return m_network; }

    // --- The agent stage of a launch (LaunchPipeline drives it, on its own thread) ---
    // A start of the execution's agent begins: abortStart() can end it from now on.
    void beginStart(const QString &executionId, const AgentFailureContext &failureContext);
    // After agentctl started the agent: opens its stream, initializes, loads the earlier ACP
    // session where the agent can (else makes a new one), applies mode and model, sends the first
    // prompt. step and authMethods say how far it got, for the failure's words. Blocking.
    Expected<AgentStarted> openSessionBlocking(const ExecutionPtr &execution, const AgentStartOptions &options, QString &step,
                                               QJsonArray &authMethods);
    // The start goes once more with a new agent process: what the first one's stream said is dropped.
    void restartStart(const ExecutionPtr &execution, const AgentFailureContext &failureContext);
    bool startAborted(const QString &executionId) const;
    // The start is over; true when abortStart() ended it.
    bool endStart(const QString &executionId);

    // Drives an agent that already runs (an execution found alive after a restart): opens its
    // stream, nothing is configured or started again.
    QFuture<Status> attach(const ExecutionPtr &execution);
    // attach() on the calling thread.
    Status attachBlocking(const ExecutionPtr &execution);
    // With attachments: refused (nothing sent) when an image goes to an agent that said it takes none.
    QFuture<Status> prompt(const QString &executionId, const QString &text, const PromptAttachments &attachments = {});
    // What the execution's agent said it takes in prompts (unknown for an attached one).
    PromptCapabilities promptCapabilities(const QString &executionId) const;
    QFuture<Status> cancel(const QString &executionId);
    // Changes the session's mode or model; a refusal (not offered, or the agent said no) fails with
    // the reason in the user's words and the old value stays. The new value follows as an event.
    QFuture<Status> setMode(const QString &executionId, const QString &modeId);
    QFuture<Status> setModel(const QString &executionId, const QString &modelId);
    QFuture<Status> setConfigOption(const QString &executionId, const QString &configId, const QJsonValue &value);
    QFuture<Status> respondToPermission(const QString &executionId, const QString &pendingId,
                                              const QString &optionId, bool cancelled = false);
    // action: accept (with content, the form's values), decline or cancel.
    QFuture<Status> respondToElicitation(const QString &executionId, const QString &pendingId, const QString &action,
                                         const QJsonObject &content = {});
    // Ends the execution: closes its stream, stops its runtime (agent and agentctl) and forgets it.
    // One stop at a time per execution: a second caller (the user's Stop while the stop that an
    // agent's exit asked for runs) gets the first one's outcome.
    QFuture<Status> stop(const QString &executionId);
    // Closes the execution's stream only (the agent itself is stopped with its execution).
    void forget(const QString &executionId);
    // Ends a start in progress at its next step (a request waiting for the agent fails at once);
    // the start then fails as stopped and its caller stops the execution.
    void abortStart(const QString &executionId);
    bool hasStream(const QString &executionId) const;

Q_SIGNALS:
    // One event of the execution's agent, made from agentctl's once (agentEventFromWire).
    void agentEvent(const QString &executionId, const QString &sessionId, const kandesk::SessionEvent &event);
    // The execution's agent is started once more (a managed runtime with fresh npm metadata): what
    // the failed attempt's stream said before it was forgotten is about a process that is gone.
    // Emitted after that stream stopped delivering and before the new one opens.
    void agentStartRetried(const QString &executionId, const QString &sessionId);

private:
    Status stopBlocking(const QString &executionId);
    // What an execution's failures are about (agent name, key variables, auth methods), read by its
    // stream's thread as events arrive.
    class SharedFailureContext;
    std::shared_ptr<SharedFailureContext> failureContextOf(const QString &executionId);
    Expected<std::shared_ptr<AgentStream>> openStream(const ExecutionPtr &execution);
    Status requestBlocking(const QString &executionId, QLatin1StringView action, const QJsonObject &payload);
    std::shared_ptr<AgentStream> stream(const QString &executionId) const;

    LifecycleController &m_controller;
    std::shared_ptr<ExecutorRegistry> m_executors;
    std::shared_ptr<AgentctlNetwork> m_network;
    mutable QMutex m_mutex;
    QHash<QString, std::shared_ptr<AgentStream>> m_streams;
    // Per execution, true while its stream is the one in m_streams: events a forgotten stream had
    // already queued (a stopped run, a start retried with a new agent) are dropped, not delivered.
    QHash<QString, std::shared_ptr<std::atomic_bool>> m_streamsCurrent;
    QSet<QString> m_starting; // executions between beginStart and endStart
    QSet<QString> m_aborted;  // of those, the ones abortStart() ended
    QHash<QString, QList<std::shared_ptr<QPromise<Status>>>> m_stops; // under way: per execution, its callers
    QHash<QString, std::shared_ptr<SharedFailureContext>> m_failureContexts; // per execution
    QHash<QString, PromptCapabilities> m_promptCapabilities;                 // per execution
    QThreadPool m_pool;
};

} // namespace kandesk
