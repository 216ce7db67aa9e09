// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// DockerExecutorBackend::reattachInstance: the container of an execution registered before a restart.
#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlbootstrap.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/docker/dockerexecutorbackend.h"
#include "models/types.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk::docker {

Outcome<ExecutorInstance> DockerExecutorBackend::reattachInstance(const ExecutorRunning &registration)
{
    const QVariantMap metadata = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object().toVariantMap();
    const QString container
        = metadata.value(QStringLiteral("container_name"), containerName(registration.executionId)).toString();
    const ContainerState state = m_engine.inspect(container);
    if (!state.exists)
        return LaunchError::failed(QStringLiteral("its container %1 is gone").arg(container));
    if (state.status != QLatin1String("running"))
        return LaunchError::failed(QStringLiteral("container %1: %2")
                                       .arg(container,
                                           DockerEngine::describeStop(
                                               state, metadata.value(QStringLiteral("docker_memory_bytes")).toLongLong())));
    // The container publishes agentctl on this machine's loopback, where the launch registered it.
    const HttpReply health
        = m_network->send("GET", loopbackUrl(registration.agentctlPort, wire::route::kHealth), {}, {}, 5'000);
    if (health.status != 200)
        return LaunchError::failed(QStringLiteral("agentctl in container %1 does not answer: %2")
                                       .arg(container, describeHttpFailure(health)));
    ExecutorInstance instance;
    instance.instanceId = registration.executionId;
    instance.runtimeName = name();
    instance.agentctlUrl = QUrl(registration.agentctlUrl);
    instance.agentctlPort = registration.agentctlPort;
    instance.workspacePath = registration.workspacePath;
    instance.metadata = metadata;
    return instance;
}

} // namespace kandesk::docker
