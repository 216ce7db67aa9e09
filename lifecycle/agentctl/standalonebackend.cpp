// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "standalonebackend.h"

#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlbootstrap.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/preparers/stepreporter.h"
#include "models/privatefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QThread>
#include <QUuid>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "StandaloneBackendWords".
struct StandaloneBackendWords {
    Q_DECLARE_TR_FUNCTIONS(StandaloneBackendWords)
};

constexpr int kStandaloneHealthBudgetMs = 5'000;
constexpr int kSpareHealthTimeoutMs = 1'000;

// <logDirectory>/agentctl-<name>.log, private (agentctl's stderr carries the agent's: prompts, paths,
// keys it printed); empty without a log directory.
QString prepareLog(const QString &logDirectory, const QString &name)
{
    if (logDirectory.isEmpty() || !QDir().mkpath(logDirectory))
        return {};
    const QString path = QDir(logDirectory).filePath(QStringLiteral("agentctl-%1.log").arg(name));
    if (const Status made = makePrivateFile(path); !made)
        qCWarning(lcLifecycle).noquote() << made.error();
    return path;
}

// Starts agentctl with nonce, waits until it is healthy and trades the nonce for its token; stops
// it again on failure.
Expected<StartedAgentctl> startAgentctl(AgentctlProcessHost &processes, AgentctlNetwork &network,
                                        const StandaloneBackend::Config &config, const QString &nonce, const QString &logPath)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString(wire::kBootstrapNonceEnv), nonce);
    // Lets agentctl notice a parent that died before its parent-death hook was armed.
    environment.insert(QStringLiteral("AGENTCTL_PARENT_PID"), QString::number(QCoreApplication::applicationPid()));
    auto spawned = processes.spawn(config.agentctlPath, environment, logPath);
    if (!spawned)
        return spawned.failure();
    auto abandon = [&](const QString &message) -> Expected<StartedAgentctl> {
        const Status stopped = processes.stop(spawned->pid, 0);
        Q_UNUSED(stopped);
        return Error::failed(message);
    };

    // agentctl prints its port once listening, so the first probe normally answers; the backoff
    // covers a slow machine without a fixed sleep.
    QElapsedTimer waited;
    waited.start();
    for (int delayMs = 5;; delayMs = qMin(delayMs * 2, 200)) {
        const HttpReply health = network.send("GET", loopbackUrl(spawned->port, wire::route::kHealth), {}, {}, 2'000);
        if (health.status == 200)
            break;
        if (waited.elapsed() > kStandaloneHealthBudgetMs)
            return abandon(StandaloneBackendWords::tr("agentctl on port %1 is not healthy: %2")
                               .arg(spawned->port)
                               .arg(describeHttpFailure(health)));
        QThread::msleep(static_cast<unsigned long>(delayMs));
    }

    const auto token = exchangeBootstrapNonce(network, spawned->port, nonce, config.requestTimeoutMs);
    if (!token)
        return abandon(StandaloneBackendWords::tr("agentctl refused the bootstrap handshake: %1").arg(token.error()));
    return StartedAgentctl{*spawned, *token, nonce, logPath};
}

} // namespace

StandaloneBackend::StandaloneBackend(std::shared_ptr<AgentctlProcessHost> processes, std::shared_ptr<AgentctlNetwork> network,
                                     Config config)
    : m_processes(std::move(processes))
    , m_network(std::move(network))
    , m_config(std::move(config))
{
    if (!m_config.keepSpare)
        return;
    m_spare = std::make_unique<SpareAgentctl>(
        [processes = m_processes, network = m_network, config = m_config]() {
            const QString name = QStringLiteral("spare-") + QUuid::createUuid().toString(QUuid::Id128).left(12);
            return startAgentctl(*processes, *network, config, newBootstrapNonce(), prepareLog(config.logDirectory, name));
        },
        [processes = m_processes](const StartedAgentctl &spare) {
            const Status stopped = processes->stop(spare.process.pid, 0);
            Q_UNUSED(stopped);
            if (!spare.logPath.isEmpty()) // never adopted: its log holds nothing of an instance
                QFile::remove(spare.logPath);
        });
}

QString StandaloneBackend::name() const
{
    return QStringLiteral("standalone");
}

qint64 StandaloneBackend::sparePid() const
{
    return m_spare ? m_spare->readyPid() : 0;
}

// The ready spare if it still answers, its log renamed for the instance; a spare that died is
// stopped and forgotten.
std::optional<StartedAgentctl> StandaloneBackend::adoptSpare(const QString &instanceId)
{
    auto spare = m_spare->take();
    if (!spare)
        return std::nullopt;
    const HttpReply health = m_network->send("GET", loopbackUrl(spare->process.port, wire::route::kHealth), {}, {},
                                             kSpareHealthTimeoutMs);
    if (health.status != 200) {
        qCWarning(lcLifecycle).noquote() << "the spare agentctl on port" << spare->process.port
                                         << "no longer answers:" << describeHttpFailure(health);
        const Status stopped = m_processes->stop(spare->process.pid, 0);
        Q_UNUSED(stopped);
        return std::nullopt;
    }
    if (!spare->logPath.isEmpty()) {
        const QString instanceLog = QDir(m_config.logDirectory).filePath(QStringLiteral("agentctl-%1.log").arg(instanceId));
        if (QFile::rename(spare->logPath, instanceLog)) // agentctl keeps writing to the renamed file
            spare->logPath = instanceLog;
    }
    return spare;
}

Expected<ExecutorInstance> StandaloneBackend::createInstance(const ExecutorCreateRequest &request)
{
    StepReporter steps(request.onProgress, 2); // the runtime's steps follow the preparer's
    steps.begin(StandaloneBackendWords::tr("Start agentctl"), m_config.agentctlPath + QStringLiteral(" --port 0"));

    std::optional<StartedAgentctl> agentctl;
    QString adopted;
    if (m_spare && request.bootstrapNonce.isEmpty()) { // a caller's own nonce needs an agentctl started with it
        agentctl = adoptSpare(request.instanceId);
        if (agentctl)
            adopted = StandaloneBackendWords::tr("used a spare agentctl started in advance (pid %1)")
                          .arg(agentctl->process.pid);
    }
    if (!agentctl) {
        const QString nonce = request.bootstrapNonce.isEmpty() ? newBootstrapNonce() : request.bootstrapNonce;
        auto started = startAgentctl(*m_processes, *m_network, m_config, nonce, prepareLog(m_config.logDirectory, request.instanceId));
        if (!started) {
            steps.fail(started.error());
            return started.failure();
        }
        agentctl = std::move(*started);
    }
    // The task's limits before the agent starts: it inherits agentctl's cgroup.
    const TaskLimits limits = m_config.limits ? m_config.limits() : TaskLimits {};
    if (!limits.any()) {
        steps.succeed(adopted);
    } else if (!cgroups()) {
        steps.warn(StandaloneBackendWords::tr("Task limits (%1) not applied").arg(limits.describe()), m_noCgroups);
    } else if (Status placed = cgroups()->place(request.instanceId, agentctl->process.pid, limits); !placed) {
        steps.warn(StandaloneBackendWords::tr("Task limits (%1) not applied").arg(limits.describe()), placed.error());
    } else {
        {
            const QMutexLocker lock(&m_appliedMutex);
            m_applied.insert(request.instanceId, limits);
        }
        steps.succeed((adopted.isEmpty() ? QString() : adopted + QLatin1Char('\n'))
            + StandaloneBackendWords::tr("limited to %1 for the task (cgroup kandesk-%2)")
                  .arg(limits.describe(), request.instanceId));
    }

    steps.begin(StandaloneBackendWords::tr("Create agent instance"));
    const auto created = createAgentInstance(*m_network, agentctl->process.port, agentctl->token, request, request.workspacePath,
                                             m_config.requestTimeoutMs);
    if (!created) {
        const QString message
            = StandaloneBackendWords::tr("agentctl could not create the agent instance: %1").arg(created.error());
        steps.fail(message);
        const Status stopped = m_processes->stop(agentctl->process.pid, 0);
        Q_UNUSED(stopped);
        return Error::failed(message);
    }
    steps.succeed();
    if (m_spare)
        m_spare->instanceCreated(agentctl->process.pid);

    ExecutorInstance instance;
    instance.instanceId = created->id;
    instance.runtimeName = name();
    instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(created->port));
    instance.agentctlPort = created->port;
    instance.pid = agentctl->process.pid;
    instance.workspacePath = request.workspacePath;
    instance.authToken = agentctl->token;
    instance.bootstrapNonce = agentctl->nonce;
    instance.metadata.insert(QStringLiteral("agentctl_control_port"), agentctl->process.port);
    if (!agentctl->logPath.isEmpty())
        instance.metadata.insert(QStringLiteral("agentctl_log"), agentctl->logPath);
    instance.client = std::make_shared<AgentctlHttpClient>(m_network, instance.agentctlUrl, agentctl->token, instance.instanceId,
                                                           m_config.requestTimeoutMs);
    return instance;
}

Status StandaloneBackend::stopInstance(const ExecutorInstance &instance, bool force)
{
    if (instance.client)
        instance.client->close();
    // agentctl ends the agent's process group on SIGTERM before it exits; force skips the grace.
    const Status stopped = m_processes->stop(instance.pid, force ? 0 : m_config.stopGraceMs);
    if (m_spare)
        m_spare->instanceStopped(instance.pid);
    if (const TaskCgroups *found = m_foundCgroups) {
        found->release(instance.instanceId);
        const QMutexLocker lock(&m_appliedMutex);
        m_applied.remove(instance.instanceId);
    }
    return stopped;
}

const TaskCgroups *StandaloneBackend::cgroups() const
{
    std::call_once(m_cgroupsFound, [this] {
        if (auto roots = TaskCgroups::detect()) {
            m_cgroups = std::make_unique<TaskCgroups>(*roots);
            m_foundCgroups = m_cgroups.get();
        } else {
            m_noCgroups = roots.error();
        }
    });
    return m_cgroups.get();
}

QString StandaloneBackend::whyItEnded(const ExecutorInstance &instance) const
{
    TaskLimits limits;
    {
        const QMutexLocker lock(&m_appliedMutex);
        limits = m_applied.value(instance.instanceId);
    }
    const TaskCgroups *found = m_foundCgroups;
    if (!found || limits.memoryBytes <= 0 || found->oomKills(instance.instanceId) == 0)
        return {};
    return StandaloneBackendWords::tr(
        "It used more memory than its task may (%1), so the system stopped it; this task alone was "
        "affected. Raise the limit in Settings ▸ Agents at once (or kandesk settings set "
        "agent-memory-limit-mb N), or ask for smaller steps.")
        .arg(QLocale::c().formattedDataSize(limits.memoryBytes, 0));
}

void StandaloneBackend::agentStartEnded(const ExecutorInstance &)
{
    if (m_spare)
        m_spare->refill();
}

} // namespace kandesk
