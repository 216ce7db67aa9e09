// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Registration of a created runtime (admission checks, store, durable row, secrets) and its rollback.
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/ports/executorsrunningstore.h"
#include "lifecycle/ports/owneradmission.h"
#include "lifecycle/ports/secretstore.h"
#include "lifecycle/ports/sessionreader.h"
#include "lifecycle/ports/taskcleanupstate.h"
#include "lifecyclecontroller.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <array>
#include <future>

namespace kandesk {

// The words this file says to users, translated in the context "LifecycleRegistrationWords".
namespace {
struct LifecycleRegistrationWords {
    Q_DECLARE_TR_FUNCTIONS(LifecycleRegistrationWords)
};
} // namespace

using namespace std::chrono_literals;

namespace {

constexpr std::array<std::chrono::milliseconds, 3> RollbackRetryDelays{100ms, 500ms, 2000ms};

} // namespace

struct LifecycleController::RollbackJob {
    std::shared_ptr<ExecutorBackend> backend;
    ExecutorInstance instance;
    ExecutionPtr execution;
    bool taskCleanupActive = false;
    bool discardDurable = false;
    QString reason;
};

Status LifecycleController::registerExecution(const ExecutionPtr &execution,
                                                    const std::shared_ptr<ExecutorBackend> &backend,
                                                    const ExecutorInstance &instance, bool workspaceOnly,
                                                    const CancelToken &cancel)
{
    const QString sessionId = execution->sessionId;
    // A run may have ended (or moved to another attempt) while its launch ran.
    if (execution->owner.kind == ExecutionOwner::Kind::Run) {
        LaunchRequest ownerRequest;
        ownerRequest.owner = execution->owner;
        if (auto admitted = admitLaunchOwner(ownerRequest); !admitted) {
            rollbackLaunchExecution(backend, instance, execution, QStringLiteral("owner admission failed"));
            return admitted;
        }
    }
    if (auto active = ensureSessionStillActive(sessionId, workspaceOnly); !active) {
        rollbackLaunchExecution(backend, instance, execution, QStringLiteral("session ended during runtime creation"));
        return active;
    }
    if (auto added = m_store.add(execution); !added) {
        rollbackLaunchExecution(backend, instance, execution, QStringLiteral("another execution registered first"));
        if (added.errorKind() == ErrorKind::AgentAlreadyRunning)
            return Error::of(ErrorKind::AgentAlreadyRunning,
                LifecycleRegistrationWords::tr(
                    "session \"%1\" already has an agent running (race resolved during register)")
                    .arg(sessionId));
        return added.failure().wrapped(LifecycleRegistrationWords::tr("failed to register execution"));
    }
    // Durable before the final check: a cleanup that starts now sees the row; one that started
    // earlier is caught by the check below.
    if (auto persisted = persistExecutorRunning(execution); !persisted) {
        rollbackRegisteredLaunch(backend, instance, execution, false, false,
                                 QStringLiteral("execution registration persistence failed"));
        return persisted.failure().wrapped(LifecycleRegistrationWords::tr("persist execution registration"));
    }
    if (auto active = ensureSessionStillActive(sessionId, workspaceOnly); !active) {
        if (active.errorKind() == ErrorKind::TaskCleanupActive)
            rollbackRegisteredLaunch(backend, instance, execution, true, false, QStringLiteral("task cleanup won registration"));
        else
            rollbackRegisteredLaunch(backend, instance, execution, false, true,
                                     QStringLiteral("session ended during execution registration"));
        return active;
    }
    // The point of no return: the callers still waiting get this launch's result from here on; when none is
    // left, nobody will use it.
    if (!cancel.commit()) {
        rollbackRegisteredLaunch(backend, instance, execution, false, true, QStringLiteral("the caller stopped waiting"));
        return Error::of(ErrorKind::Cancelled,
            LifecycleRegistrationWords::tr("the launch of session \"%1\" was cancelled during registration: its caller "
                                           "stopped waiting")
                .arg(sessionId));
    }
    if (auto secrets = persistRuntimeSecrets(execution); !secrets) {
        rollbackRegisteredLaunch(backend, instance, execution, false, true, QStringLiteral("runtime secret persistence failed"));
        return secrets;
    }
    const QString executionId = execution->id;
    post([this, executionId, sessionId] { Q_EMIT executionStarted(executionId, sessionId); });
    if (execution->agentctl()) {
        auto since = std::make_shared<QElapsedTimer>();
        since->start();
        pollAgentctlReadiness(execution, std::move(since), 25ms);
    }
    return {};
}

void LifecycleController::pollAgentctlReadiness(const ExecutionPtr &execution, std::shared_ptr<const QElapsedTimer> since,
                                                std::chrono::milliseconds nextDelay)
{
    m_pool.start([this, execution, since, nextDelay] {
        if (m_stopping || m_store.get(execution->id) != execution)
            return; // shutting down, or the execution went away
        auto client = execution->agentctl();
        if (!client)
            return;
        {
            QMutexLocker lock(&m_inFlightMutex);
            if (m_stopping)
                return;
            m_inFlightClients.insert(client.get(), client);
        }
        const Status health = client->health();
        {
            QMutexLocker lock(&m_inFlightMutex);
            m_inFlightClients.remove(client.get());
        }
        const QString executionId = execution->id;
        if (health) {
            post([this, executionId] { Q_EMIT agentctlReady(executionId); });
            return;
        }
        if (std::chrono::milliseconds(since->elapsed()) >= m_deps.agentctlReadyTimeout) {
            const QString message = LifecycleRegistrationWords::tr("agentctl did not become ready within %1 ms: %2")
                                        .arg(m_deps.agentctlReadyTimeout.count())
                                        .arg(health.error());
            execution->setErrorMessage(message);
            post([this, executionId, message] { Q_EMIT agentctlFailed(executionId, message); });
            return;
        }
        // Poll with backoff, driven by a timer on the controller's thread (no sleeping pool threads).
        post([this, execution, since, nextDelay] {
            QTimer::singleShot(nextDelay, this, [this, execution, since, nextDelay] {
                if (!m_stopping)
                    pollAgentctlReadiness(execution, since, std::min<std::chrono::milliseconds>(nextDelay * 2, 1000ms));
            });
        });
    });
}

Status LifecycleController::ensureSessionStillActive(const QString &sessionId, bool workspaceOnly) const
{
    if (!m_deps.sessions || sessionId.isEmpty())
        return {};
    auto session = m_deps.sessions->taskSession(sessionId);
    if (!session)
        return Error::failed(
            LifecycleRegistrationWords::tr("verify session before registering execution: %1").arg(session.error()));
    if (workspaceOnly) {
        if (auto admitted = ensureTaskAdmitsWorkspace(sessionId); !admitted)
            return admitted;
    }
    if (m_deps.taskCleanup) {
        auto active = m_deps.taskCleanup->hasActiveTaskCleanup(session->taskId);
        if (!active)
            return Error::failed(LifecycleRegistrationWords::tr("verify task cleanup before registering execution: %1")
                                     .arg(active.error()));
        if (active.value())
            return Error::of(ErrorKind::TaskCleanupActive,
                LifecycleRegistrationWords::tr("verify task cleanup before registering execution: task cleanup is "
                                               "active for task \"%1\"")
                    .arg(session->taskId));
    }
    // Read again: a cleanup can finish (and terminate the session) between the two queries.
    session = m_deps.sessions->taskSession(sessionId);
    if (!session)
        return Error::failed(
            LifecycleRegistrationWords::tr("reverify session after task cleanup admission: %1").arg(session.error()));
    if (workspaceOnly) {
        if (auto admitted = ensureTaskAdmitsWorkspace(sessionId); !admitted)
            return admitted;
    }
    if (!workspaceOnly && isTerminalSessionState(session->state))
        return Error::of(ErrorKind::SessionTerminal,
            LifecycleRegistrationWords::tr("verify session before registering execution: session \"%1\" is %2")
                .arg(sessionId, sessionStateName(session->state)));
    return {};
}

Status LifecycleController::ensureTaskAdmitsWorkspace(const QString &sessionId) const
{
    if (!m_deps.sessions || !m_deps.sessions->readsTasks() || sessionId.isEmpty())
        return {};
    auto session = m_deps.sessions->taskSession(sessionId);
    if (!session)
        return Error::failed(
            LifecycleRegistrationWords::tr("verify session before restoring its workspace: %1").arg(session.error()));
    if (session->taskId.isEmpty())
        return Error::failed(
            LifecycleRegistrationWords::tr("workspace restore of session \"%1\" has no task to own it").arg(sessionId));
    auto task = m_deps.sessions->task(session->taskId);
    if (!task)
        return Error::failed(
            LifecycleRegistrationWords::tr("verify task before restoring its workspace: %1").arg(task.error()));
    if (!task.value() || task.value()->id != session->taskId)
        return Error::failed(
            LifecycleRegistrationWords::tr("verify task before restoring its workspace: task \"%1\" not found")
                .arg(session->taskId));
    if (task.value()->archived)
        return Error::of(ErrorKind::SessionTerminal,
            LifecycleRegistrationWords::tr("task \"%1\" is archived: unarchive it to open its workspace again")
                .arg(session->taskId));
    return {};
}

Status LifecycleController::persistExecutorRunning(const ExecutionPtr &execution)
{
    if (!m_deps.executorsRunning || execution->sessionId.isEmpty())
        return {};
    ExecutorRunning record;
    record.sessionId = execution->sessionId;
    record.taskId = execution->taskId;
    record.executionId = execution->id;
    record.executorType = execution->executorType;
    record.runtime = execution->runtimeName;
    record.executionProfileId = execution->agentProfileId;
    record.status = ExecutorRunningStatus::Starting;
    record.agentctlUrl = execution->instance.agentctlUrl.toString();
    record.agentctlPort = execution->instance.agentctlPort;
    record.pid = execution->instance.pid;
    record.workspacePath = execution->workspacePath;
    record.acpSessionId = execution->acpSessionId();
    record.resumable = !record.acpSessionId.isEmpty();
    record.updatedAt = QDateTime::currentDateTimeUtc();
    // What the runtime needs to be found again after a restart (a container, its ports); no secrets.
    if (!execution->instance.metadata.isEmpty())
        record.metadataJson = QString::fromUtf8(
            QJsonDocument(QJsonObject::fromVariantMap(execution->instance.metadata)).toJson(QJsonDocument::Compact));
    // Keep what an earlier row of the session needs to resume.
    auto existing = m_deps.executorsRunning->bySessionId(execution->sessionId);
    if (existing && existing.value()) {
        const ExecutorRunning &prior = *existing.value();
        if (record.resumeToken.isEmpty())
            record.resumeToken = prior.resumeToken;
        if (record.acpSessionId.isEmpty())
            record.acpSessionId = prior.acpSessionId;
        record.resumable = record.resumable || prior.resumable;
    }
    if (const Status upserted = m_deps.executorsRunning->upsert(record); !upserted)
        return Error::failed(upserted.error());
    return {};
}

Status LifecycleController::persistRuntimeSecrets(const ExecutionPtr &execution)
{
    if (!m_deps.secrets)
        return {};
    const std::pair<QString, QString> secrets[] = {
        {MetadataKeys::AuthTokenSecret, execution->instance.authToken},
        {MetadataKeys::BootstrapNonceSecret, execution->instance.bootstrapNonce},
    };
    for (const auto &[key, value] : secrets) {
        if (value.isEmpty())
            continue;
        const QString id = MetadataKeys::runtimeSecretId(execution->id, key);
        if (const Status stored = m_deps.secrets->put(id, key, value); !stored)
            return Error::failed(
                LifecycleRegistrationWords::tr("store runtime secret %1: %2").arg(key, stored.error()));
        execution->setMetadataValue(key, id);
    }
    return {};
}

QString LifecycleController::revealRuntimeSecret(const QVariantMap &metadata, const QString &metadataKey) const
{
    const QString id = metadata.value(metadataKey).toString();
    if (id.isEmpty() || !m_deps.secrets)
        return {};
    auto value = m_deps.secrets->reveal(id);
    return value ? value.value() : QString();
}

void LifecycleController::rollbackLaunchExecution(const std::shared_ptr<ExecutorBackend> &backend,
                                                  const ExecutorInstance &instance, const ExecutionPtr &execution,
                                                  const QString &reason)
{
    QMutexLocker lock(&execution->lifecycleMutex());
    qCWarning(lcLifecycle).noquote() << "rolling back execution" << execution->id << "of session" << execution->sessionId
                                     << ":" << reason;
    if (backend) {
        if (auto stopped = stopInstanceWithin(backend, instance, true); !stopped)
            qCWarning(lcLifecycle).noquote() << "stopping the runtime of" << execution->id << "failed:" << stopped.error();
    }
    if (auto client = execution->agentctl())
        client->close();
}

void LifecycleController::rollbackRegisteredLaunchWithRetry(const std::shared_ptr<ExecutorBackend> &backend,
                                                            const ExecutorInstance &instance,
                                                            const ExecutionPtr &execution, bool taskCleanupActive,
                                                            const QString &reason)
{
    rollbackRegisteredLaunch(backend, instance, execution, taskCleanupActive, false, reason);
}

void LifecycleController::rollbackRegisteredLaunch(const std::shared_ptr<ExecutorBackend> &backend,
                                                   const ExecutorInstance &instance, const ExecutionPtr &execution,
                                                   bool taskCleanupActive, bool discardDurable, const QString &reason)
{
    auto job = std::make_shared<RollbackJob>(RollbackJob{backend, instance, execution, taskCleanupActive, discardDurable, reason});
    if (auto stopped = stopRegisteredRuntime(*job); stopped) {
        finishRegisteredRollback(*job);
        return;
    } else {
        qCWarning(lcLifecycle).noquote() << "rollback of" << execution->id << "(" << reason
                                         << ") keeps ownership after a failed stop:" << stopped.error();
    }
    scheduleRollbackRetry(job, 0);
}

Status LifecycleController::stopRegisteredRuntime(const RollbackJob &job)
{
    QMutexLocker lock(&job.execution->lifecycleMutex());
    if (job.backend) {
        if (auto stopped = stopInstanceWithin(job.backend, job.instance, true); !stopped)
            return stopped;
    }
    if (auto client = job.execution->agentctl())
        client->close();
    return {};
}

Status LifecycleController::stopInstanceWithin(const std::shared_ptr<ExecutorBackend> &backend,
                                                     const ExecutorInstance &instance, bool force)
{
    // The stop runs on its own pool so a stuck one cannot hold the launch (or its retries) past
    // the timeout; it goes on in the background and the retry asks again.
    auto task = std::make_shared<std::packaged_task<Status()>>([backend, instance, force] { return backend->stopInstance(instance, force); });
    std::future<Status> done = task->get_future();
    m_stopPool.start([task] { (*task)(); });
    if (done.wait_for(m_deps.stopTimeout) != std::future_status::ready)
        return Error::failed(LifecycleRegistrationWords::tr("stopping runtime %1 did not finish within %2 ms")
                                 .arg(instance.instanceId)
                                 .arg(m_deps.stopTimeout.count()));
    return done.get();
}

void LifecycleController::finishRegisteredRollback(const RollbackJob &job)
{
    releaseDurableOwnership(job.execution, job.discardDurable && !job.taskCleanupActive);
    m_store.remove(job.execution->id);
    ActivityCoordinator::LeasePtr lease;
    QMutexLocker lock(&m_leasesMutex);
    lease = m_executionLeases.take(job.execution->id);
}

void LifecycleController::releaseDurableOwnership(const ExecutionPtr &execution, bool discardExactRow)
{
    if (!m_deps.executorsRunning || execution->sessionId.isEmpty())
        return;
    auto row = m_deps.executorsRunning->bySessionId(execution->sessionId);
    if (!row || !row.value() || row.value()->executionId != execution->id)
        return; // nothing of ours is durable (or the row belongs to another execution)
    Status released;
    if (!discardExactRow && row.value()->isResumable())
        released = m_deps.executorsRunning->markStopped(execution->sessionId);
    else
        released = m_deps.executorsRunning->removeBySessionId(execution->sessionId);
    if (!released)
        qCWarning(lcLifecycle).noquote() << "releasing the executors_running row of" << execution->id
                                         << "failed:" << released.error();
}

void LifecycleController::scheduleRollbackRetry(const std::shared_ptr<RollbackJob> &job, int attempt)
{
    if (attempt >= int(RollbackRetryDelays.size())) {
        qCCritical(lcLifecycle).noquote() << "rollback of" << job->execution->id << "(" << job->reason
                                          << ") exhausted its retries; keeping cleanup ownership";
        return;
    }
    post([this, job, attempt] {
        QTimer::singleShot(RollbackRetryDelays.at(attempt), this, [this, job, attempt] {
            if (m_stopping)
                return;
            m_pool.start([this, job, attempt] {
                if (m_stopping || !m_store.get(job->execution->id))
                    return; // someone else finished the cleanup
                if (auto stopped = stopRegisteredRuntime(*job); stopped) {
                    finishRegisteredRollback(*job);
                } else {
                    qCWarning(lcLifecycle).noquote() << "rollback retry" << attempt + 1 << "of" << job->execution->id
                                                     << "failed:" << stopped.error();
                    scheduleRollbackRetry(job, attempt + 1);
                }
            });
        });
    });
}

} // namespace kandesk
