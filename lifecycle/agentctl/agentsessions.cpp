// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentsessions.h"

#include "agentctl/api/wire.h"
#include "agentevent.h"
#include "lifecycle/agentctl/agentstream.h"
#include "lifecycle/agentctl/corewait.h"
#include "lifecycle/agentctl/managedruntimeretry.h"
#include "lifecycle/agentctl/mcpwire.h"
#include "lifecycle/agentctl/promptblocks.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>
#include <QPointer>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentSessionsWords".
struct AgentSessionsWords {
    Q_DECLARE_TR_FUNCTIONS(AgentSessionsWords)
};

// Hands a stream's events from the network thread to the AgentSessions thread in batches: one
// queued call per batch instead of one per event, and a drain that yields to the event loop after
// a few milliseconds, so a fast stream neither floods the queue nor stalls the GUI.
class EventQueue final : public std::enable_shared_from_this<EventQueue>
{
public:
    using Deliver = std::function<void(const SessionEvent &event)>;

    EventQueue(QPointer<QObject> target, Deliver deliver)
        : m_target(std::move(target))
        , m_deliver(std::move(deliver))
    {
    }

    // Network thread.
    void push(SessionEvent event)
    {
        {
            const QMutexLocker lock(&m_mutex);
            m_events.append(std::move(event));
            if (std::exchange(m_scheduled, true))
                return;
        }
        schedule();
    }

private:
    // Well inside one 60 Hz frame, with room for the paint that follows.
    static constexpr qint64 kBudgetNs = 2'000'000;
    static constexpr qsizetype kTake = 64;

    void schedule()
    {
        if (!m_target)
            return;
        QMetaObject::invokeMethod(
            m_target.data(), [self = shared_from_this()] { self->drain(); }, Qt::QueuedConnection);
    }

    // The target's thread. The clock is read after every event: one event can cost far more than
    // another (a chunk against a tool call with its output).
    void drain()
    {
        QElapsedTimer clock;
        clock.start();
        while (m_target) {
            QList<SessionEvent> batch;
            {
                const QMutexLocker lock(&m_mutex);
                if (m_events.isEmpty()) {
                    m_scheduled = false;
                    return;
                }
                const qsizetype take = qMin(kTake, m_events.size());
                batch = m_events.first(take);
                m_events.remove(0, take);
            }
            for (qsizetype i = 0; i < batch.size(); ++i) {
                if (!m_target)
                    return;
                m_deliver(batch.at(i));
                if (clock.nsecsElapsed() > kBudgetNs) {
                    putBack(batch.sliced(i + 1));
                    schedule(); // the rest after the event loop had its turn
                    return;
                }
            }
        }
    }

    void putBack(const QList<SessionEvent> &undelivered)
    {
        if (undelivered.isEmpty())
            return;
        const QMutexLocker lock(&m_mutex);
        for (auto it = undelivered.crbegin(); it != undelivered.crend(); ++it)
            m_events.prepend(*it); // into the room the take left at the front
    }

    QPointer<QObject> m_target;
    Deliver m_deliver;
    QMutex m_mutex;
    QList<SessionEvent> m_events;
    bool m_scheduled = false;
};

// A refused setting in the user's words: the agent's own answer, else agentctl's reason (an id the
// session does not offer), without the action's or the ACP method's name.
Error settingRefused(const Error &error)
{
    const QString answer = error.details.value(wire::failure::kRpcError).toObject().value(wire::failure::kMessage).toString();
    if (!answer.isEmpty() && !error.details.contains(wire::failure::kAgentExit))
        return Error::failed(AgentSessionsWords::tr("the agent refused: %1").arg(answer));
    const QString reason = error.details.value(wire::failure::kError).toString();
    return reason.isEmpty() ? error : Error::failed(reason);
}

} // namespace

class AgentSessions::SharedFailureContext
{
public:
    AgentFailureContext get() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_context;
    }
    void set(AgentFailureContext context)
    {
        const QMutexLocker lock(&m_mutex);
        m_context = std::move(context);
    }
    void setAuthMethods(const QJsonArray &methods)
    {
        const QMutexLocker lock(&m_mutex);
        m_context.authMethods = methods;
    }

private:
    mutable QMutex m_mutex;
    AgentFailureContext m_context;
};

AgentSessions::AgentSessions(LifecycleController &controller, std::shared_ptr<ExecutorRegistry> executors,
                             std::shared_ptr<AgentctlNetwork> network, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_executors(std::move(executors))
    , m_network(std::move(network))
{
    m_pool.setObjectName(QStringLiteral("kandesk-agent-sessions"));
    m_pool.setMaxThreadCount(8);
}

AgentSessions::~AgentSessions()
{
    QHash<QString, std::shared_ptr<AgentStream>> streams;
    {
        const QMutexLocker lock(&m_mutex);
        streams.swap(m_streams);
    }
    for (const auto &stream : std::as_const(streams))
        stream->close();
    m_pool.waitForDone();
}

void AgentSessions::beginStart(const QString &executionId, const AgentFailureContext &failureContext)
{
    {
        const QMutexLocker lock(&m_mutex);
        m_starting.insert(executionId);
    }
    failureContextOf(executionId)->set(failureContext);
}

bool AgentSessions::endStart(const QString &executionId)
{
    const QMutexLocker lock(&m_mutex);
    m_starting.remove(executionId);
    return m_aborted.remove(executionId);
}

void AgentSessions::restartStart(const ExecutionPtr &execution, const AgentFailureContext &failureContext)
{
    forget(execution->id);
    Q_EMIT agentStartRetried(execution->id, execution->sessionId);
    failureContextOf(execution->id)->set(failureContext);
}

std::shared_ptr<AgentSessions::SharedFailureContext> AgentSessions::failureContextOf(const QString &executionId)
{
    const QMutexLocker lock(&m_mutex);
    auto &context = m_failureContexts[executionId];
    if (!context)
        context = std::make_shared<SharedFailureContext>();
    return context;
}

bool AgentSessions::startAborted(const QString &executionId) const
{
    const QMutexLocker lock(&m_mutex);
    return m_aborted.contains(executionId);
}

void AgentSessions::abortStart(const QString &executionId)
{
    {
        const QMutexLocker lock(&m_mutex);
        if (!m_starting.contains(executionId))
            return;
        m_aborted.insert(executionId);
    }
    forget(executionId); // a request waiting on the stream fails now
}

Expected<AgentStarted> AgentSessions::openSessionBlocking(const ExecutionPtr &execution, const AgentStartOptions &options,
                                                         QString &step, QJsonArray &authMethods)
{
    AgentStarted started;
    QElapsedTimer clock;
    clock.start();
    auto lap = [&clock] { return double(clock.nsecsElapsed()) / 1e6; };
    double last = 0;
    auto phase = [&lap, &last](double &into) {
        const double now = lap();
        into = now - last;
        last = now;
    };
    const Error stopped = Error::failed(QStringLiteral("stopped"));
    const int timeout = options.startTimeoutMs > 0 ? options.startTimeoutMs : AgentStartOptions::kDefaultStartTimeoutMs;
    // An agentctl on this machine (its pid known): the steps do not count its tree's waits for a core.
    std::function<qint64()> coreWaits;
    if (const qint64 pid = execution->instance.pid; pid > 0)
        coreWaits = [pid] { return processTreeCoreWaitNs(pid); };
    const qint64 coreWaitAtStartNs = coreWaits ? coreWaits() : 0;

    auto opened = openStream(execution);
    if (!opened)
        return opened.failure();
    const std::shared_ptr<AgentStream> stream = opened.value();
    phase(started.timings.openStream);
    if (startAborted(execution->id)) {
        forget(execution->id);
        return stopped;
    }

    step = QStringLiteral("initialize");
    auto initialized = stream->request(wire::action::kInitialize, {}, timeout, coreWaits);
    if (!initialized)
        return initialized.failure();
    phase(started.timings.initialize);
    authMethods = initialized->value(QStringLiteral("auth_methods")).toArray();
    started.authMethods = authMethods;
    failureContextOf(execution->id)->setAuthMethods(authMethods);
    // agentctl resumes a session where the agent offers that (no history replayed), else loads it.
    const QJsonObject agentCapabilities = initialized->value(QStringLiteral("agent_capabilities")).toObject();
    const bool canResume = agentCapabilities.value(QStringLiteral("sessionCapabilities")).toObject().value(QStringLiteral("resume")).isObject();
    const bool canLoad = canResume || agentCapabilities.value(QStringLiteral("loadSession")).toBool();
    const PromptCapabilities promptCapabilities = PromptCapabilities::fromInitializeAnswer(initialized.value());
    {
        QMutexLocker lock(&m_mutex);
        m_promptCapabilities.insert(execution->id, promptCapabilities);
    }

    // The profile's MCP servers go with the session, in the forms the agent said it takes; one it
    // cannot take is said, not sent.
    const McpSelection mcp = selectMcpServers(execution->mcpServers().value_or(QList<ResolvedMcpServer>()),
                                              McpCapabilities::fromInitializeAnswer(initialized.value()));
    started.notices.append(mcp.refused);

    const QString workspace = execution->workspacePath;
    if (!options.resumeAcpSessionId.isEmpty() && canLoad) {
        step = canResume ? QStringLiteral("session/resume") : QStringLiteral("session/load");
        QJsonObject load{{QStringLiteral("session_id"), options.resumeAcpSessionId},
                         {QStringLiteral("cwd"), workspace},
                         {QStringLiteral("mcp_servers"), mcp.servers}};
        if (options.withHistory)
            load.insert(QStringLiteral("with_history"), true);
        auto loaded = stream->request(wire::action::kSessionLoad, load, timeout, coreWaits);
        if (loaded) {
            started.acpSessionId = options.resumeAcpSessionId;
            started.resumed = true;
        } else if (const QJsonObject &details = loaded.failure().details; startAborted(execution->id)
                   || details.contains(wire::failure::kAgentExit) || details.contains(ErrorDetails::kTimedOut)) {
            return loaded.failure(); // a new session would not fare better
        }
    }
    if (started.acpSessionId.isEmpty()) {
        step = QStringLiteral("session/new");
        auto created = stream->request(wire::action::kSessionNew,
                                       {{QStringLiteral("cwd"), workspace}, {QStringLiteral("mcp_servers"), mcp.servers}}, timeout, coreWaits);
        if (!created)
            return created.failure();
        started.acpSessionId = created->value(QStringLiteral("session_id")).toString();
    }
    execution->setAcpSessionId(started.acpSessionId);
    execution->setResumedSession(started.resumed);
    phase(started.timings.session);

    const std::pair<QString, QLatin1StringView> settings[] = {
        {options.modeId, wire::action::kSessionSetMode}, {options.modelId, wire::action::kSessionSetModel}};
    for (const auto &[value, action] : settings) {
        if (value.isEmpty() || (started.resumed && !options.settingsRequired))
            continue; // a loaded session keeps what it had; only a new one gets the profile's
        const bool isMode = action == wire::action::kSessionSetMode;
        step = isMode ? QStringLiteral("session/set_mode") : QStringLiteral("session/set_model");
        const QJsonObject payload{{isMode ? QStringLiteral("mode_id") : QStringLiteral("model_id"), value}};
        if (auto set = stream->request(action, payload, timeout, coreWaits); !set) {
            const QJsonObject &details = set.failure().details;
            if (startAborted(execution->id) || details.contains(wire::failure::kAgentExit) || details.contains(ErrorDetails::kTimedOut))
                return set.failure(); // the agent is gone or stuck: no prompt would fare better
            const Error refused = settingRefused(set.failure());
            if (options.settingsRequired)
                return refused;
            started.notices.append((isMode ? AgentSessionsWords::tr("The mode “%1” was not applied: %2")
                                           : AgentSessionsWords::tr("The model “%1” was not applied: %2"))
                                       .arg(value, refused.message));
        }
    }

    if (!options.prompt.isEmpty() || !options.attachments.isEmpty()) {
        if (options.beforePrompt)
            options.beforePrompt();
        step = QStringLiteral("prompt");
        auto blocks = promptBlocks(options.prompt, options.attachments, promptCapabilities);
        if (!blocks)
            return Error::failed(blocks.error());
        auto prompted = stream->request(wire::action::kPrompt, {{QStringLiteral("prompt"), blocks.value()}}, timeout, coreWaits);
        if (!prompted)
            return prompted.failure();
        phase(started.timings.prompt);
    }
    if (startAborted(execution->id))
        return stopped;
    if (coreWaits) {
        // A start that outlasted its timeout because the machine was busy: say so, or the user
        // suspects the agent.
        const double waitedMs = double(coreWaits() - coreWaitAtStartNs) / 1e6;
        const double tookMs = lap();
        if (tookMs > timeout && waitedMs > tookMs / 2)
            started.notices.append(
                AgentSessionsWords::tr("Starting took %1 s, %2 s of it waiting for a free core: the machine is busy")
                    .arg(tookMs / 1000, 0, 'f', 1)
                    .arg(waitedMs / 1000, 0, 'f', 1));
    }
    return started;
}

Expected<std::shared_ptr<AgentStream>> AgentSessions::openStream(const ExecutionPtr &execution)
{
    const QString executionId = execution->id;
    const QString sessionId = execution->sessionId;
    QPointer<AgentSessions> self(this);
    auto current = std::make_shared<std::atomic_bool>(true);
    auto queue = std::make_shared<EventQueue>(QPointer<QObject>(this), [self, executionId, sessionId, current](const SessionEvent &event) {
        if (self && *current)
            Q_EMIT self->agentEvent(executionId, sessionId, event);
    });
    // Made into SessionEvents where they arrive, on the network thread, off the GUI thread.
    const auto failureContext = failureContextOf(executionId);
    auto stream = std::make_shared<AgentStream>(
        m_network, execution->instance.agentctlUrl, execution->instance.authToken, execution->instance.instanceId,
        [queue, failureContext](const QJsonObject &received) { queue->push(agentEventFromWire(received, failureContext->get())); });
    if (auto opened = stream->open(); !opened)
        return opened.failure();
    const QMutexLocker lock(&m_mutex);
    m_streams.insert(executionId, stream);
    if (const auto replaced = m_streamsCurrent.value(executionId))
        *replaced = false;
    m_streamsCurrent.insert(executionId, current);
    return stream;
}

QFuture<Status> AgentSessions::attach(const ExecutionPtr &execution)
{
    return QtConcurrent::run(&m_pool, [this, execution] { return attachBlocking(execution); });
}

Status AgentSessions::attachBlocking(const ExecutionPtr &execution)
{
    auto opened = openStream(execution);
    if (!opened)
        return opened.failure();
    return {};
}

std::shared_ptr<AgentStream> AgentSessions::stream(const QString &executionId) const
{
    const QMutexLocker lock(&m_mutex);
    return m_streams.value(executionId);
}

bool AgentSessions::hasStream(const QString &executionId) const
{
    return stream(executionId) != nullptr;
}

Status AgentSessions::requestBlocking(const QString &executionId, QLatin1StringView action, const QJsonObject &payload)
{
    const auto target = stream(executionId);
    if (!target)
        return Error::failed(
            AgentSessionsWords::tr("%1: execution %2 has no running agent").arg(action).arg(executionId));
    auto answer = target->request(action, payload);
    if (!answer)
        return answer.failure();
    return {};
}

QFuture<Status> AgentSessions::prompt(const QString &executionId, const QString &text, const PromptAttachments &attachments)
{
    return QtConcurrent::run(&m_pool, [this, executionId, text, attachments]() -> Status {
        if (attachments.isEmpty())
            return requestBlocking(executionId, wire::action::kPrompt, {{QStringLiteral("text"), text}});
        auto blocks = promptBlocks(text, attachments, promptCapabilities(executionId));
        if (!blocks)
            return Error::failed(blocks.error());
        return requestBlocking(executionId, wire::action::kPrompt, {{QStringLiteral("prompt"), blocks.value()}});
    });
}

PromptCapabilities AgentSessions::promptCapabilities(const QString &executionId) const
{
    QMutexLocker lock(&m_mutex);
    return m_promptCapabilities.value(executionId);
}

QFuture<Status> AgentSessions::cancel(const QString &executionId)
{
    return QtConcurrent::run(&m_pool, [this, executionId] { return requestBlocking(executionId, wire::action::kCancel, {}); });
}

QFuture<Status> AgentSessions::setMode(const QString &executionId, const QString &modeId)
{
    return QtConcurrent::run(&m_pool, [this, executionId, modeId]() -> Status {
        if (auto set = requestBlocking(executionId, wire::action::kSessionSetMode, {{QStringLiteral("mode_id"), modeId}}); !set)
            return settingRefused(set.failure());
        return {};
    });
}

QFuture<Status> AgentSessions::setModel(const QString &executionId, const QString &modelId)
{
    return QtConcurrent::run(&m_pool, [this, executionId, modelId]() -> Status {
        if (auto set = requestBlocking(executionId, wire::action::kSessionSetModel, {{QStringLiteral("model_id"), modelId}}); !set)
            return settingRefused(set.failure());
        return {};
    });
}

QFuture<Status> AgentSessions::setConfigOption(const QString &executionId, const QString &configId, const QJsonValue &value)
{
    return QtConcurrent::run(&m_pool, [this, executionId, configId, value]() -> Status {
        if (auto set = requestBlocking(executionId, wire::action::kSessionSetConfigOption,
                                       {{QStringLiteral("config_id"), configId}, {QStringLiteral("value"), value}});
            !set)
            return settingRefused(set.failure());
        return {};
    });
}

QFuture<Status> AgentSessions::respondToPermission(const QString &executionId, const QString &pendingId,
                                                         const QString &optionId, bool cancelled)
{
    return QtConcurrent::run(&m_pool, [this, executionId, pendingId, optionId, cancelled] {
        return requestBlocking(executionId, wire::action::kPermissionsRespond,
                               {{QStringLiteral("pending_id"), pendingId},
                                {QStringLiteral("option_id"), optionId},
                                {QStringLiteral("cancelled"), cancelled}});
    });
}

QFuture<Status> AgentSessions::respondToElicitation(const QString &executionId, const QString &pendingId,
                                                    const QString &action, const QJsonObject &content)
{
    QJsonObject payload{{QStringLiteral("pending_id"), pendingId}, {QStringLiteral("action"), action}};
    if (!content.isEmpty())
        payload.insert(QStringLiteral("content"), content);
    return QtConcurrent::run(&m_pool, [this, executionId, payload] {
        return requestBlocking(executionId, wire::action::kElicitationRespond, payload);
    });
}

QFuture<Status> AgentSessions::stop(const QString &executionId)
{
    abortStart(executionId);
    // Each caller gets a future of its own, so each can chain its own continuation.
    auto waiter = std::make_shared<QPromise<Status>>();
    waiter->start();
    QFuture<Status> future = waiter->future();
    const QMutexLocker lock(&m_mutex);
    if (const auto underWay = m_stops.find(executionId); underWay != m_stops.end()) {
        underWay->append(waiter);
        return future;
    }
    m_stops.insert(executionId, {waiter});
    // The task waits for this lock (forget()) before it can end and leave m_stops.
    m_pool.start([this, executionId] {
        const Status stopped = stopBlocking(executionId);
        QList<std::shared_ptr<QPromise<Status>>> waiters;
        {
            const QMutexLocker ended(&m_mutex);
            waiters = m_stops.take(executionId);
        }
        for (const auto &waiting : std::as_const(waiters)) {
            waiting->addResult(stopped);
            waiting->finish();
        }
    });
    return future;
}

Status AgentSessions::stopBlocking(const QString &executionId)
{
    forget(executionId);
    const ExecutionPtr execution = m_controller.executions().get(executionId);
    if (!execution)
        return Error::failed(AgentSessionsWords::tr("no execution %1").arg(executionId));
    const auto backend = m_executors ? m_executors->backend(execution->instance.runtimeName) : nullptr;
    if (backend) {
        if (auto stopped = m_controller.stopInstanceWithin(backend, execution->instance, false); !stopped)
            return stopped;
    }
    m_controller.releaseStoppedExecution(executionId);
    return {};
}

void AgentSessions::forget(const QString &executionId)
{
    std::shared_ptr<AgentStream> closing;
    {
        const QMutexLocker lock(&m_mutex);
        closing = m_streams.take(executionId);
        if (const auto current = m_streamsCurrent.take(executionId))
            *current = false;
        m_failureContexts.remove(executionId);
        m_promptCapabilities.remove(executionId);
    }
    if (closing)
        closing->close();
}

} // namespace kandesk
