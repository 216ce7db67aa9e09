// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "lifecyclecontroller.h"

#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/launch/envcomposer.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/launch/mcpservers.h"
#include "lifecycle/launch/prepare.h"
#include "lifecycle/launch/recoveryguard.h"
#include "lifecycle/launch/workspaceadmission.h"
#include "lifecycle/ports/owneradmission.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/ports/sessionreader.h"
#include "lifecycle/ports/workspaceinfoprovider.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPromise>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <future>

namespace kandesk {

// The words this file says to users, translated in the context "LifecycleControllerWords".
namespace {
struct LifecycleControllerWords {
    Q_DECLARE_TR_FUNCTIONS(LifecycleControllerWords)
};
} // namespace

using namespace std::chrono_literals;

// The shared work of one session key: the leader runs it, followers wait for its result. The work
// is cancelled once every caller has given up; it commits the callers still waiting when it registers.
struct LifecycleController::Flight {
    std::promise<ExecutionOutcome> promise;
    std::shared_future<ExecutionOutcome> future = promise.get_future().share();
    mutable QMutex mutex;
    QList<CallerPtr> callers;

    void join(const CallerPtr &caller)
    {
        QMutexLocker lock(&mutex);
        callers.append(caller);
    }
    int size() const
    {
        QMutexLocker lock(&mutex);
        return int(callers.size());
    }
    bool allGone() const
    {
        QMutexLocker lock(&mutex);
        return std::all_of(callers.cbegin(), callers.cend(), [](const CallerPtr &c) { return c->gone(); });
    }
    bool commit()
    {
        QMutexLocker lock(&mutex);
        bool any = false;
        for (const CallerPtr &caller : std::as_const(callers))
            any = caller->commit() || any;
        return any;
    }
};

// One caller's view of a result: settled once, by the work, or by the caller's deadline while the
// work has not committed to it yet. A cancelled future counts as a caller that gave up.
template<typename T>
struct LifecycleController::Waiter {
    enum State { Waiting, Committed, Settled };
    QPromise<T> promise;
    std::atomic_int state = Waiting;
    Waiter() { promise.start(); }
    // The caller's deadline: fails the wait unless the work committed to this caller.
    void giveUp(const T &value)
    {
        int expected = Waiting;
        if (!state.compare_exchange_strong(expected, Settled))
            return;
        promise.addResult(value);
        promise.finish();
    }
    bool commit()
    {
        if (promise.isCanceled()) {
            int expected = Waiting;
            state.compare_exchange_strong(expected, Settled);
        }
        int expected = Waiting;
        return state.compare_exchange_strong(expected, Committed) || expected == Committed;
    }
    bool gone() const
    {
        const int current = state.load();
        return current == Settled || (current == Waiting && promise.isCanceled());
    }
    void settle(const T &value)
    {
        if (state.exchange(Settled) == Settled)
            return;
        promise.addResult(value);
        promise.finish();
    }
};

LifecycleController::LifecycleController(LifecycleDependencies dependencies, QObject *parent)
    : QObject(parent), m_deps(std::move(dependencies)), m_workspaces(m_deps.homeDir)
{
    if (!m_deps.agents)
        m_deps.agents = std::make_shared<AgentRegistry>();
    // Followers block a pool thread while they wait for a shared result, so leave room for them.
    m_pool.setMaxThreadCount(std::max(16, QThread::idealThreadCount() * 4));
    m_pool.setObjectName(QStringLiteral("kandesk-lifecycle"));
}

LifecycleController::~LifecycleController()
{
    m_stopping = true;
    // Pool tasks may be waiting on agentctl answers; closing the clients lets them return.
    for (const ExecutionPtr &execution : m_store.list()) {
        if (auto client = execution->agentctl())
            client->close();
    }
    {
        QMutexLocker lock(&m_inFlightMutex);
        for (const std::weak_ptr<AgentctlClient> &weak : std::as_const(m_inFlightClients)) {
            if (auto client = weak.lock())
                client->close();
        }
    }
    m_pool.waitForDone();
    m_stopPool.waitForDone();
}

void LifecycleController::post(std::function<void()> work)
{
    QMetaObject::invokeMethod(this, std::move(work), Qt::QueuedConnection);
}

template<typename T>
QFuture<T> LifecycleController::startCaller(Deadline deadline, const QString &what,
                                            std::function<T(const CallerPtr &)> work)
{
    auto waiter = std::make_shared<Waiter<T>>();
    QFuture<T> future = waiter->promise.future();
    // A caller that cancels its future gives up too: the work notices at its next phase, rolls back
    // what it made, and only then finishes the (cancelled) future, so nothing of it runs any more.
    if (deadline > Deadline::zero()) {
        auto arm = [this, waiter, deadline, what] {
            QTimer::singleShot(deadline, this, [waiter, what] {
                waiter->giveUp(T(Error::of(ErrorKind::DeadlineExceeded,
                    LifecycleControllerWords::tr("%1: deadline exceeded (shared work goes on)").arg(what))));
            });
        };
        if (QThread::currentThread() == thread())
            arm();
        else
            post(arm);
    }
    auto caller = std::make_shared<Caller>(Caller{[waiter] { return waiter->gone(); }, [waiter] { return waiter->commit(); },
                                                  [waiter] { return waiter->promise.isCanceled(); }});
    m_pool.start([waiter, caller, work = std::move(work)] {
        const T result = work(caller);
        waiter->settle(result);
    });
    return future;
}

LifecycleController::CancelToken LifecycleController::tokenFor(const CallerPtr &caller)
{
    CancelToken token;
    if (caller) {
        token.cancelled = [caller] { return caller->gone(); };
        token.commit = [caller] { return caller->commit(); };
    }
    return token;
}


Error LifecycleController::cancelledError(const QString &sessionId, const QString &phase)
{
    return Error::of(ErrorKind::Cancelled,
        LifecycleControllerWords::tr("the launch of session \"%1\" was cancelled during %2: its caller stopped waiting")
            .arg(sessionId, phase));
}

Status LifecycleController::admitLaunch(const LaunchRequest &request) const
{
    if (m_deps.recovery) {
        if (auto allowed = m_deps.recovery->checkLaunchAllowed(request.sessionId); !allowed)
            return allowed;
    }
    return admitLaunchOwner(request);
}

Status LifecycleController::admitLaunchOwner(const LaunchRequest &request) const
{
    if (request.owner.kind != ExecutionOwner::Kind::Run)
        return {};
    if (!m_deps.ownerAdmission)
        return Error::of(ErrorKind::NotAdmitted,
            LifecycleControllerWords::tr("run \"%1\" owns this launch but nothing admits run-owned executions")
                .arg(request.owner.runId));
    ExecutionOwner owner = request.owner;
    if (owner.taskId.isEmpty())
        owner.taskId = request.taskId;
    if (owner.sessionId.isEmpty())
        owner.sessionId = request.sessionId;
    if (auto admitted = m_deps.ownerAdmission->admitExecution(owner); !admitted) {
        Error error = admitted.failure().wrapped(
            LifecycleControllerWords::tr("run \"%1\" did not admit the launch").arg(owner.runId));
        error.kind = ErrorKind::NotAdmitted;
        return error;
    }
    return {};
}

QFuture<ExecutionOutcome> LifecycleController::launch(const LaunchRequest &request, Deadline deadline)
{
    return startCaller<ExecutionOutcome>(deadline,
        LifecycleControllerWords::tr("launch of session \"%1\"").arg(request.sessionId),
        [this, request](const CallerPtr &caller) { return launchForCaller(request, caller); });
}

ExecutionOutcome LifecycleController::launchBlocking(const LaunchRequest &request, std::function<bool()> stopRequested)
{
    if (!stopRequested)
        stopRequested = [] { return false; };
    // The caller gives up by asking to stop; once the launch registered for it, a stop is the caller's to carry out.
    auto committed = std::make_shared<std::atomic_bool>(false);
    auto caller = std::make_shared<Caller>(Caller{
        [committed, stopRequested] { return !*committed && stopRequested(); },
        [committed, stopRequested] {
            if (!*committed && stopRequested())
                return false;
            *committed = true;
            return true;
        },
        stopRequested});
    return launchForCaller(request, caller);
}

ExecutionOutcome LifecycleController::launchForCaller(const LaunchRequest &request, const CallerPtr &caller)
{
    ExecutionOutcome result = launchBlocking(request, caller);
    if (result && request.sessionId.isEmpty() && caller->cancelled()) {
        // Cancelled right after it registered: its only caller will never use it.
        const ExecutionPtr execution = result.value();
        const auto backend = m_deps.executors ? m_deps.executors->backend(execution->runtimeName) : nullptr;
        rollbackRegisteredLaunch(backend, execution->instance, execution, false, true,
                                 QStringLiteral("the caller cancelled as the launch registered"));
        result = cancelledError(request.sessionId, LifecycleControllerWords::tr("registration"));
    }
    if (!result && result.errorKind() != ErrorKind::DeadlineExceeded && result.errorKind() != ErrorKind::Cancelled) {
        qCWarning(lcLifecycle).noquote() << "launch of session" << request.sessionId << "failed:" << result.error();
        const QString sessionId = request.sessionId;
        const QString message = result.error();
        post([this, sessionId, message] { Q_EMIT executionFailed(sessionId, message); });
    }
    return result;
}

QFuture<ExecutionOutcome> LifecycleController::ensureExecution(const QString &sessionId, Deadline deadline)
{
    return startCaller<ExecutionOutcome>(deadline,
        LifecycleControllerWords::tr("ensure execution of session \"%1\"").arg(sessionId),
        [this, sessionId](const CallerPtr &caller) { return ensureBlocking(sessionId, std::nullopt, caller); });
}

QFuture<ExecutionOutcome> LifecycleController::ensureExecutionForEnvironment(const QString &taskEnvironmentId,
                                                                             Deadline deadline)
{
    return startCaller<ExecutionOutcome>(deadline,
        LifecycleControllerWords::tr("ensure execution of environment \"%1\"").arg(taskEnvironmentId),
        [this, taskEnvironmentId](const CallerPtr &caller) -> ExecutionOutcome {
            if (!m_deps.workspaceInfo)
                return Error::failed(
                    LifecycleControllerWords::tr("no workspace information is available for environment \"%1\"")
                        .arg(taskEnvironmentId));
            auto info = m_deps.workspaceInfo->workspaceInfoForEnvironment(taskEnvironmentId);
            if (!info)
                return info.failure();
            if (info->sessionId.isEmpty())
                return Error::failed(
                    LifecycleControllerWords::tr("environment \"%1\" has no session").arg(taskEnvironmentId));
            return ensureBlocking(info->sessionId, info.value(), caller);
        });
}

QFuture<Expected<QString>> LifecycleController::configureAndStartAgent(const ExecutionPtr &execution,
                                                                      const QString &approvalPolicy)
{
    return startCaller<Expected<QString>>(Deadline::zero(), LifecycleControllerWords::tr("start agent"),
        [this, execution, approvalPolicy](
            const CallerPtr &) { return configureAndStartAgentBlocking(execution, approvalPolicy); });
}

ExecutionOutcome LifecycleController::runCoalesced(const QString &key, const CallerPtr &caller,
                                                  const std::function<ExecutionOutcome(const CancelToken &)> &work)
{
    std::shared_ptr<Flight> flight;
    bool leader = false;
    {
        QMutexLocker lock(&m_flightsMutex);
        flight = m_flights.value(key);
        if (!flight) {
            flight = std::make_shared<Flight>();
            m_flights.insert(key, flight);
            leader = true;
        }
        if (caller)
            flight->join(caller);
    }
    if (!leader)
        return flight->future.get();
    CancelToken token;
    token.cancelled = [flight] { return flight->size() > 0 && flight->allGone(); };
    token.commit = [flight] { return flight->size() == 0 || flight->commit(); };
    ExecutionOutcome result = work(token);
    {
        QMutexLocker lock(&m_flightsMutex);
        m_flights.remove(key);
    }
    flight->promise.set_value(result);
    return result;
}

int LifecycleController::coalescedCallerCount(const QString &sessionId) const
{
    QMutexLocker lock(&m_flightsMutex);
    auto flight = m_flights.value(sessionId);
    return flight ? std::max(1, flight->size()) : 0;
}

Expected<ActivityCoordinator::LeasePtr> LifecycleController::acquireActivity(ActivityKind kind, const CancelToken &cancel) const
{
    if (!m_deps.activity)
        return ActivityCoordinator::LeasePtr();
    return m_deps.activity->acquireActivity(kind, m_deps.maintenanceWait, cancel.cancelled);
}

Expected<ActivityCoordinator::LeasePtr> LifecycleController::acquireActivity(ActivityKind kind) const
{
    return acquireActivity(kind, CancelToken());
}

void LifecycleController::markAgentStartPending(const ExecutionPtr &execution, ActivityCoordinator::LeasePtr lease)
{
    execution->setStatus(AgentStatus::Starting);
    ActivityCoordinator::LeasePtr previous;
    QMutexLocker lock(&m_leasesMutex);
    previous = std::exchange(m_executionLeases[execution->id], std::move(lease));
}

ExecutionOutcome LifecycleController::launchBlocking(const LaunchRequest &request, const CallerPtr &caller)
{
    // Refused before any lease or coalescing, so a guarded session never holds launch state.
    if (auto admitted = admitLaunch(request); !admitted)
        return admitted.failure();
    if (request.sessionId.isEmpty()) {
        const CancelToken token = tokenFor(caller);
        auto lease = acquireActivity(ActivityKind::ExecutionStarting, token);
        if (!lease)
            return lease.failure();
        ExecutionOutcome result = launchInternal(request, token);
        if (result && request.startAgent)
            markAgentStartPending(result.value(), lease.value());
        return result;
    }

    ExecutionOutcome shared = runCoalesced(request.sessionId, caller, [this, &request](const CancelToken &token) -> ExecutionOutcome {
        auto lease = acquireActivity(ActivityKind::ExecutionStarting, token);
        if (!lease)
            return lease.failure();
        if (lease.value())
            lease.value()->setKind(ActivityKind::ExecutionPreparing);
        return launchInternal(request, token);
    });
    if (!shared)
        return shared;
    if (caller && caller->gone())
        return Error::of(ErrorKind::DeadlineExceeded, LifecycleControllerWords::tr("the caller stopped waiting"));
    ExecutionPtr execution = shared.value();
    // A workspace-only execution (from an ensure call) is promoted in place so the agent can start
    // on the existing agentctl instance.
    if (!execution->hasAgentCommand()) {
        if (auto promoted = promoteWorkspaceExecution(execution, request, caller); !promoted)
            return promoted.failure();
    }
    if (request.startAgent) {
        auto lease = acquireActivity(ActivityKind::ExecutionPreparing);
        if (!lease)
            return lease.failure();
        markAgentStartPending(execution, lease.value());
    }
    return execution;
}

Expected<std::pair<QString, std::optional<AgentProfile>>>
LifecycleController::resolveAgentProfile(const LaunchRequest &request) const
{
    const QString profileId = executionProfileId(request);
    using Result = std::pair<QString, std::optional<AgentProfile>>;
    if (!m_deps.profiles) {
        qCWarning(lcLifecycle) << "no profile resolver configured; using profile id" << profileId << "as agent type";
        return Result(profileId, std::nullopt);
    }
    auto info = m_deps.profiles->resolveProfile(profileId);
    if (!info)
        return info.failure().wrapped(LifecycleControllerWords::tr("failed to resolve agent profile"));
    AgentProfile profile = info.value();
    // A concrete execution profile is authoritative; only legacy routes overlay their fields.
    if (!hasConcreteRouteExecutionProfile(request))
        applyRouteOverrideToProfile(profile, request);
    return Result(profile.agentId, profile);
}

Expected<AgentDefinition> LifecycleController::findEnabledAgent(const QString &agentName) const
{
    QReadLocker lock(&m_agentsLock);
    const AgentDefinition *agent = m_deps.agents->find(agentName);
    if (!agent)
        return Error::failed(LifecycleControllerWords::tr("agent type \"%1\" not found in registry").arg(agentName));
    if (!agent->enabled)
        return Error::failed(LifecycleControllerWords::tr("agent type \"%1\" is disabled").arg(agentName));
    return *agent; // a copy: the registry may change while the launch runs
}

Status LifecycleController::addCustomAgent(const QString &id, const QString &displayName, const QString &commandLine)
{
    QWriteLocker lock(&m_agentsLock);
    return m_deps.agents->addCustomAgent(id, displayName, commandLine);
}

Status LifecycleController::registerAgent(const AgentDefinition &agent)
{
    QWriteLocker lock(&m_agentsLock);
    return m_deps.agents->registerAgent(agent);
}

} // namespace kandesk
