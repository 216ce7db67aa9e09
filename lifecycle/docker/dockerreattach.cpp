// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// DockerExecutorBackend::reattachInstance: the container of an execution registered before a restart.
#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlbootstrap.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/docker/dockerexecutorbackend.h"
#include "models/types.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk::docker {

// The words this file says to users, translated in the context "DockerReattachWords".
namespace {
struct DockerReattachWords {
    Q_DECLARE_TR_FUNCTIONS(DockerReattachWords)
};
} // namespace

Expected<ExecutorInstance> DockerExecutorBackend::reattachInstance(const ExecutorRunning &registration)
{
    QVariantMap metadata = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object().toVariantMap();
    const QString container
        = metadata.value(QStringLiteral("container_name"), containerName(registration.executionId)).toString();
    const ContainerState state = m_engine.inspect(container);
    if (!state.exists)
        return Error::failed(DockerReattachWords::tr("its container %1 is gone").arg(container));
    if (state.status != QLatin1String("running"))
        return Error::failed(DockerReattachWords::tr("container %1: %2")
                                 .arg(container,
                                     DockerEngine::describeStop(
                                         state, metadata.value(QStringLiteral("docker_memory_bytes")).toLongLong())));
    // On the bridge the engine picked the published ports when the container (re)started: they are read
    // from the container, not taken from the registration. With host networking agentctl's port is the
    // one it registered, which holds as long as the container runs.
    int port = registration.agentctlPort;
    if (metadata.value(QStringLiteral("docker_network")).toString() == QLatin1String("bridge")) {
        const Expected<int> published = m_engine.publishedLoopbackPort(container, kContainerInstancePort, 30'000);
        if (!published)
            return Error::failed(published.error());
        port = *published;
        if (const Expected<int> control = m_engine.publishedLoopbackPort(container, kContainerControlPort, 30'000))
            metadata.insert(QStringLiteral("agentctl_control_port"), *control);
    }
    const HttpReply health = m_network->send("GET", loopbackUrl(port, wire::route::kHealth), {}, {}, 5'000);
    if (health.status != 200)
        return Error::failed(DockerReattachWords::tr("agentctl in container %1 does not answer on 127.0.0.1:%2: %3")
                                 .arg(container)
                                 .arg(port)
                                 .arg(describeHttpFailure(health)));
    ExecutorInstance instance;
    instance.instanceId = registration.executionId;
    instance.runtimeName = name();
    instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
    instance.agentctlPort = port;
    instance.workspacePath = registration.workspacePath;
    instance.metadata = metadata;
    return instance;
}

} // namespace kandesk::docker
