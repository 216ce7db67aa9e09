// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reattach.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/ports/secretstore.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <csignal>

namespace kandesk {

namespace {

qint64 ownerPid(const ExecutorRunning &registration)
{
    const QJsonObject metadata = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object();
    return metadata.value(QLatin1String(kOwnerPidKey)).toInteger();
}

bool processRuns(qint64 pid)
{
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH);
}

} // namespace

bool outlivedItsKandesk(const ExecutorRunning &registration)
{
    // Local agentctl processes end with the Kandesk that started them; a container does not.
    if (registration.runtime != RuntimeNames::Docker)
        return false;
    const qint64 owner = ownerPid(registration);
    return owner <= 0 || owner == QCoreApplication::applicationPid() || !processRuns(owner);
}

bool ownerStillRuns(const ExecutorRunning &registration)
{
    return processRuns(ownerPid(registration));
}

Outcome<ExecutionPtr> reattachExecution(const ExecutorRunning &registration, LifecycleController &controller,
                                        AgentSessions &agents, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network)
{
    // The launch stored the token under a name made of the execution id and the metadata key.
    const QString tokenId = MetadataKeys::runtimeSecretId(registration.executionId, MetadataKeys::AuthTokenSecret);
    auto token = secrets.reveal(tokenId);
    if (!token)
        return LaunchError::failed(QStringLiteral("cannot take back execution %1: its agentctl token is gone (%2)")
                                       .arg(registration.executionId, token.error()));
    auto execution = std::make_shared<AgentExecution>();
    execution->id = registration.executionId;
    execution->taskId = registration.taskId;
    execution->sessionId = registration.sessionId;
    execution->agentProfileId = registration.executionProfileId;
    execution->executorType = registration.executorType;
    execution->runtimeName = registration.runtime;
    execution->workspacePath = registration.workspacePath;
    execution->instance.instanceId = registration.executionId;
    execution->instance.runtimeName = registration.runtime;
    execution->instance.agentctlUrl = QUrl(registration.agentctlUrl);
    execution->instance.agentctlPort = registration.agentctlPort;
    execution->instance.pid = registration.pid;
    execution->instance.workspacePath = registration.workspacePath;
    execution->instance.authToken = token.value();
    // What the backend stored to find its runtime again (a container's name, its ports).
    execution->instance.metadata = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object().toVariantMap();
    execution->instance.client = std::make_shared<AgentctlHttpClient>(network, execution->instance.agentctlUrl, token.value(),
                                                                      registration.executionId);
    execution->setMetadataValue(MetadataKeys::AuthTokenSecret, tokenId);
    execution->setAcpSessionId(registration.acpSessionId);
    execution->setStatus(AgentStatus::Running);
    if (auto added = controller.executions().add(execution); !added)
        return added.launchError();
    auto attachFuture = agents.attach(execution);
    attachFuture.waitForFinished();
    if (const LaunchStatus attached = attachFuture.result(); !attached) {
        controller.removeExecution(execution->id);
        return attached.launchError();
    }
    return execution;
}

} // namespace kandesk
