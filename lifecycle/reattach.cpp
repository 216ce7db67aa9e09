// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reattach.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/ports/secretstore.h"

namespace kandesk {

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
