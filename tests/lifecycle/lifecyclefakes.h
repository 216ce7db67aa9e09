// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Test doubles for the lifecycle ports and backends, used where a scenario needs a failure or a
// pause that a real part cannot be made to produce on demand.

#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/prepare.h"
#include "lifecycle/ports/executorsrunningstore.h"
#include "support/inmemoryports.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/ports/workspaceinfoprovider.h"

#include <QFutureWatcher>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QThread>

#include <atomic>
#include <condition_variable>
#include <mutex>

namespace kandesk::test {

// A one-shot barrier a pool thread waits on until the test opens it.
class Gate
{
public:
    void open()
    {
        std::lock_guard lock(m_mutex);
        m_open = true;
        m_cv.notify_all();
    }
    void wait()
    {
        std::unique_lock lock(m_mutex);
        m_cv.wait(lock, [this] { return m_open; });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_open = false;
};

// Waits (spinning the event loop) until the future has a result.
template<typename T>
bool waitFor(const QFuture<T> &future, int timeoutMs = 20000)
{
    if (future.isFinished())
        return true;
    QFutureWatcher<T> watcher;
    QSignalSpy finished(&watcher, &QFutureWatcherBase::finished);
    watcher.setFuture(future);
    return future.isFinished() || finished.wait(timeoutMs) || future.isFinished();
}

class FakeBackend final : public ExecutorBackend
{
public:
    explicit FakeBackend(QString runtime = RuntimeNames::Standalone) : m_runtime(std::move(runtime)) {}

    QString name() const override { return m_runtime; }

    Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &request) override
    {
        createCount.fetch_add(1);
        createThread = QThread::currentThread();
        {
            std::lock_guard lock(m_mutex);
            m_lastRequest = request;
        }
        entered = true;
        if (barrier)
            barrier->wait();
        if (!createError.isEmpty())
            return Error::failed(createError);
        if (!progressStep.isEmpty() && request.onProgress) {
            PrepareStep step = PrepareStep::begin(progressStep);
            request.onProgress(step, 0, 1);
            step.succeed();
            if (progressStepMs > 0)
                step.endedAt = step.startedAt.addMSecs(progressStepMs);
            request.onProgress(step, 0, 1);
        }
        ExecutorInstance instance;
        instance.instanceId = request.instanceId;
        instance.runtimeName = m_runtime;
        instance.workspacePath = request.workspacePath;
        instance.client = client;
        instance.authToken = authToken;
        instance.bootstrapNonce = nonce;
        return instance;
    }

    Status stopInstance(const ExecutorInstance &, bool force) override
    {
        stopCount.fetch_add(1);
        if (force)
            forceStopped = true;
        if (stopAlwaysFails)
            return Error::failed(QStringLiteral("the runtime refuses to stop"));
        return {};
    }

    std::optional<ExecutorCreateRequest> lastRequest() const
    {
        std::lock_guard lock(m_mutex);
        return m_lastRequest;
    }

    std::atomic_int createCount = 0;
    std::atomic_int stopCount = 0;
    std::atomic_bool forceStopped = false;
    std::atomic_bool entered = false;
    std::atomic_bool stopAlwaysFails = false;
    std::atomic<QThread *> createThread = nullptr;
    QString createError;
    std::shared_ptr<Gate> barrier;
    QString progressStep;
    qint64 progressStepMs = 0; // how long the step says it took (its endedAt moved after its startedAt)
    std::shared_ptr<AgentctlClient> client;
    QString authToken;
    QString nonce;

private:
    QString m_runtime;
    mutable std::mutex m_mutex;
    std::optional<ExecutorCreateRequest> m_lastRequest;
};

// Resolves every profile id to the same profile (its id filled in when left empty).
class FixedProfileResolver final : public ProfileResolver
{
public:
    explicit FixedProfileResolver(AgentProfile info = defaultInfo()) : m_info(std::move(info)) {}
    static AgentProfile defaultInfo()
    {
        AgentProfile info;
        info.agentId = QStringLiteral("auggie");
        return info;
    }
    Expected<AgentProfile> resolveProfile(const QString &profileId) override
    {
        calls.fetch_add(1);
        std::lock_guard lock(m_mutex);
        lastProfileId = profileId;
        AgentProfile info = m_info;
        if (info.id.isEmpty())
            info.id = profileId;
        return info;
    }
    std::atomic_int calls = 0;
    QString lastProfileId;

private:
    std::mutex m_mutex;
    AgentProfile m_info;
};

class FixedCredentials final : public CredentialProvider
{
public:
    explicit FixedCredentials(QString value) : m_value(std::move(value)) {}
    QString credentialValue(const QString &) override { return m_value; }

private:
    QString m_value;
};

class StaticGoCache final : public ManagedGoCacheProvider
{
public:
    explicit StaticGoCache(QString path) : m_path(std::move(path)) {}
    Expected<EnvMap> executionEnvironment() override { return EnvMap{{QStringLiteral("GOCACHE"), m_path}}; }

private:
    QString m_path;
};

class FakeWorkspaceInfo final : public WorkspaceInfoProvider
{
public:
    explicit FakeWorkspaceInfo(QList<WorkspaceInfo> infos) : m_infos(std::move(infos)) {}
    Expected<WorkspaceInfo> workspaceInfoForSession(const QString &, const QString &sessionId) override
    {
        for (const WorkspaceInfo &info : m_infos) {
            if (info.sessionId == sessionId)
                return info;
        }
        return Error::failed(QStringLiteral("no workspace for session ") + sessionId);
    }
    Expected<WorkspaceInfo> workspaceInfoForEnvironment(const QString &environmentId) override
    {
        environmentReached = true;
        for (const WorkspaceInfo &info : m_infos) {
            if (info.taskEnvironmentId == environmentId)
                return info;
        }
        return Error::failed(QStringLiteral("no workspace for environment ") + environmentId);
    }
    std::atomic_bool environmentReached = false;

private:
    QList<WorkspaceInfo> m_infos;
};

// Records what the lifecycle does to executors_running rows.
class RecordingRunningStore final : public ExecutorsRunningStore
{
public:
    Expected<std::optional<ExecutorRunning>> bySessionId(const QString &) override
    {
        std::lock_guard lock(m_mutex);
        return running;
    }
    Status upsert(const ExecutorRunning &record) override
    {
        upserted = true;
        std::lock_guard lock(m_mutex);
        if (!upsertError.isEmpty())
            return Error{upsertError};
        running = record;
        return {};
    }
    Status removeBySessionId(const QString &) override
    {
        deleted.fetch_add(1);
        std::lock_guard lock(m_mutex);
        running.reset();
        return {};
    }
    Status markStopped(const QString &) override
    {
        repaired.fetch_add(1);
        std::lock_guard lock(m_mutex);
        if (running)
            running->status = ExecutorRunningStatus::Stopped;
        return {};
    }
    std::optional<ExecutorRunning> row()
    {
        std::lock_guard lock(m_mutex);
        return running;
    }

    std::atomic_bool upserted = false;
    std::atomic_int deleted = 0;
    std::atomic_int repaired = 0;
    QString upsertError;
    std::optional<ExecutorRunning> running;

private:
    std::mutex m_mutex;
};

class TrackingPreparer final : public EnvPreparer
{
public:
    QString name() const override { return QStringLiteral("tracking"); }
    EnvPrepareResult prepare(const EnvPrepareRequest &, const PrepareProgressCallback &) override
    {
        called = true;
        EnvPrepareResult result;
        result.success = true;
        result.workspacePath = QStringLiteral("/tmp/ws");
        return result;
    }
    std::atomic_bool called = false;
};

// Reports one step and hands back /tmp/ws as the prepared workspace.
class ProgressPreparer final : public EnvPreparer
{
public:
    explicit ProgressPreparer(QString stepName = QStringLiteral("Validate Docker")) : m_stepName(std::move(stepName)) {}
    QString name() const override { return QStringLiteral("docker"); }
    EnvPrepareResult prepare(const EnvPrepareRequest &, const PrepareProgressCallback &onProgress) override
    {
        PrepareStep step = PrepareStep::begin(m_stepName);
        if (onProgress)
            onProgress(step, 0, 1);
        step.succeed();
        if (onProgress)
            onProgress(step, 0, 1);
        EnvPrepareResult result;
        result.success = true;
        result.steps = {step};
        result.workspacePath = QStringLiteral("/tmp/ws");
        return result;
    }

private:
    QString m_stepName;
};

// A loopback HTTP server that answers like agentctl and records what it was sent.
class AgentctlTestServer
{
public:
    AgentctlTestServer()
    {
        m_server.route(QStringLiteral("/health"), [this](const QHttpServerRequest &request) {
            lastAuthorization = request.value(QByteArrayLiteral("Authorization"));
            lastInstanceId = request.value(QByteArrayLiteral("X-Instance-ID"));
            return QHttpServerResponse(QJsonObject{{QStringLiteral("status"), QStringLiteral("ok")}});
        });
        m_server.route(QStringLiteral("/api/v1/agent/configure"), [this](const QHttpServerRequest &request) {
            configureCalls.fetch_add(1);
            const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
            configuredEnv.clear();
            const QJsonObject env = body.value(QStringLiteral("env")).toObject();
            for (auto it = env.begin(); it != env.end(); ++it)
                configuredEnv.insert(it.key(), it.value().toString());
            configuredArgs.clear();
            const QJsonArray args = body.value(QStringLiteral("agent_args")).toArray();
            for (const QJsonValue &arg : args)
                configuredArgs.append(arg.toString());
            return QHttpServerResponse(QJsonObject{{QStringLiteral("success"), true}});
        });
        m_server.route(QStringLiteral("/api/v1/start"), [this] {
            startCalls.fetch_add(1);
            if (startFails)
                return QHttpServerResponse(QJsonObject{{QStringLiteral("success"), false}, {QStringLiteral("error"), QStringLiteral("agent binary missing")}});
            return QHttpServerResponse(QJsonObject{{QStringLiteral("success"), true}, {QStringLiteral("command"), startCommand}});
        });
        m_server.route(QStringLiteral("/api/v1/mcp/providers"), [this](const QHttpServerRequest &request) {
            providerMethod = request.method();
            const QJsonArray providers = QJsonDocument::fromJson(request.body()).object().value(QStringLiteral("mcp_providers")).toArray();
            receivedProviders.clear();
            for (const QJsonValue &p : providers)
                receivedProviders.append(p.toString());
            return QHttpServerResponse(providersStatus);
        });
        m_port = m_server.listen(QHostAddress::LocalHost);
    }

    bool listening() const { return m_port != 0; }
    std::shared_ptr<AgentctlClient> client(const QString &token = {}, const QString &instanceId = {})
    {
        return std::make_shared<AgentctlHttpClient>(m_network, QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)),
                                                    token, instanceId, 10000);
    }

    QByteArray lastAuthorization;
    QByteArray lastInstanceId;
    bool startFails = false;
    std::atomic_int configureCalls = 0;
    std::atomic_int startCalls = 0;
    EnvMap configuredEnv;
    QStringList configuredArgs;
    QStringList receivedProviders;
    QHttpServerRequest::Method providerMethod = QHttpServerRequest::Method::Unknown;
    QHttpServerResponder::StatusCode providersStatus = QHttpServerResponder::StatusCode::Ok;
    QString startCommand = QStringLiteral("npx -y @agentclientprotocol/codex-acp");

private:
    QHttpServer m_server;
    quint16 m_port = 0;
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();
};

// Collects the lifecycle controller's prepare events on the test thread.
struct PrepareEvents {
    QList<PrepareProgressEvent> progress;
    QList<PrepareCompletedEvent> completed;

    void attach(LifecycleController &controller, QObject *context)
    {
        QObject::connect(&controller, &LifecycleController::prepareProgress, context,
                         [this](const PrepareProgressEvent &e) { progress.append(e); });
        QObject::connect(&controller, &LifecycleController::prepareCompleted, context,
                         [this](const PrepareCompletedEvent &e) { completed.append(e); });
    }
};

inline bool hasStep(const QList<PrepareStep> &steps, const QString &name)
{
    return std::any_of(steps.cbegin(), steps.cend(), [&name](const PrepareStep &s) { return s.name == name; });
}

} // namespace kandesk::test
