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
#include <QThread>

namespace kandesk {

namespace {

constexpr int kHealthBudgetMs = 5'000;

} // namespace

StandaloneBackend::StandaloneBackend(std::shared_ptr<AgentctlProcessHost> processes, std::shared_ptr<AgentctlNetwork> network,
                                     Config config)
    : m_processes(std::move(processes))
    , m_network(std::move(network))
    , m_config(std::move(config))
{
}

QString StandaloneBackend::name() const
{
    return QStringLiteral("standalone");
}

Expected<ExecutorInstance> StandaloneBackend::createInstance(const ExecutorCreateRequest &request)
{
    StepReporter steps(request.onProgress, 2); // the runtime's steps follow the preparer's
    steps.begin(QStringLiteral("Start agentctl"), m_config.agentctlPath + QStringLiteral(" --port 0"));

    const QString nonce = request.bootstrapNonce.isEmpty() ? newBootstrapNonce() : request.bootstrapNonce;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString(wire::kBootstrapNonceEnv), nonce);
    // Lets agentctl notice a parent that died before its parent-death hook was armed.
    environment.insert(QStringLiteral("AGENTCTL_PARENT_PID"), QString::number(QCoreApplication::applicationPid()));
    QString logPath;
    if (!m_config.logDirectory.isEmpty() && QDir().mkpath(m_config.logDirectory)) {
        logPath = QDir(m_config.logDirectory).filePath(QStringLiteral("agentctl-%1.log").arg(request.instanceId));
        if (const Status made = makePrivateFile(logPath); !made) // the agent's stderr: prompts, paths, keys it printed
            qCWarning(lcLifecycle).noquote() << made.error();
    }

    auto spawned = m_processes->spawn(m_config.agentctlPath, environment, logPath);
    if (!spawned) {
        steps.fail(spawned.error());
        return spawned.failure();
    }
    auto abandon = [this, &spawned, &steps](const QString &message) -> Expected<ExecutorInstance> {
        steps.fail(message);
        const Status stopped = m_processes->stop(spawned->pid, 0);
        Q_UNUSED(stopped);
        return Error::failed(message);
    };

    // agentctl prints its port once listening, so the first probe normally answers; the backoff
    // covers a slow machine without a fixed sleep.
    QElapsedTimer waited;
    waited.start();
    for (int delayMs = 5;; delayMs = qMin(delayMs * 2, 200)) {
        const HttpReply health = m_network->send("GET", loopbackUrl(spawned->port, wire::route::kHealth), {}, {}, 2'000);
        if (health.status == 200)
            break;
        if (waited.elapsed() > kHealthBudgetMs)
            return abandon(QStringLiteral("agentctl on port %1 is not healthy: %2").arg(spawned->port).arg(describeHttpFailure(health)));
        QThread::msleep(static_cast<unsigned long>(delayMs));
    }

    const auto token = exchangeBootstrapNonce(*m_network, spawned->port, nonce, m_config.requestTimeoutMs);
    if (!token)
        return abandon(QStringLiteral("agentctl refused the bootstrap handshake: %1").arg(token.error()));
    steps.succeed();

    steps.begin(QStringLiteral("Create agent instance"));
    const auto created = createAgentInstance(*m_network, spawned->port, *token, request, request.workspacePath,
                                             m_config.requestTimeoutMs);
    if (!created)
        return abandon(QStringLiteral("agentctl could not create the agent instance: %1").arg(created.error()));
    steps.succeed();

    ExecutorInstance instance;
    instance.instanceId = created->id;
    instance.runtimeName = name();
    instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(created->port));
    instance.agentctlPort = created->port;
    instance.pid = spawned->pid;
    instance.workspacePath = request.workspacePath;
    instance.authToken = *token;
    instance.bootstrapNonce = nonce;
    instance.metadata.insert(QStringLiteral("agentctl_control_port"), spawned->port);
    if (!logPath.isEmpty())
        instance.metadata.insert(QStringLiteral("agentctl_log"), logPath);
    instance.client = std::make_shared<AgentctlHttpClient>(m_network, instance.agentctlUrl, *token, instance.instanceId,
                                                           m_config.requestTimeoutMs);
    return instance;
}

Status StandaloneBackend::stopInstance(const ExecutorInstance &instance, bool force)
{
    if (instance.client)
        instance.client->close();
    // agentctl ends the agent's process group on SIGTERM before it exits; force skips the grace.
    return m_processes->stop(instance.pid, force ? 0 : m_config.stopGraceMs);
}

} // namespace kandesk
