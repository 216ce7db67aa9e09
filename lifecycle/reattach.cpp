// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reattach.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/ports/secretstore.h"
#include "lifecycle/startuprecovery.h"
#include "models/stores/executorsrunningtable.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <csignal>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ReattachWords".
struct ReattachWords {
    Q_DECLARE_TR_FUNCTIONS(ReattachWords)
};

qint64 ownerPid(const ExecutorRunning &registration)
{
    const QJsonObject metadata = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object();
    return metadata.value(QLatin1String(kOwnerPidKey)).toInteger();
}

} // namespace

bool outlivedItsKandesk(const ExecutorRunning &registration)
{
    // Local agentctl processes end with the Kandesk that started them and name no owner.
    const qint64 owner = ownerPid(registration);
    return owner > 0 && (owner == QCoreApplication::applicationPid() || !processRuns(owner));
}

bool ownerStillRuns(const ExecutorRunning &registration)
{
    return processRuns(ownerPid(registration));
}

Expected<ExecutionPtr> reattachExecution(const ExecutorRunning &registration, LifecycleController &controller,
                                        AgentSessions &agents, SecretStore &secrets, std::shared_ptr<AgentctlNetwork> network)
{
    // The launch stored the token under a name made of the execution id and the metadata key.
    const QString tokenId = MetadataKeys::runtimeSecretId(registration.executionId, MetadataKeys::AuthTokenSecret);
    auto token = secrets.reveal(tokenId);
    if (!token)
        return Error::failed(ReattachWords::tr("cannot take back execution %1: its agentctl token is gone (%2)")
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
        return added.failure();
    if (const Status attached = agents.attachBlocking(execution); !attached) {
        controller.removeExecution(execution->id);
        return attached.failure();
    }
    return execution;
}

StartupReattach::StartupReattach(std::shared_ptr<ExecutorRegistry> backends, Database &database,
                                 std::shared_ptr<AgentctlNetwork> network)
    : m_backends(std::move(backends))
    , m_database(database)
    , m_network(std::move(network))
{ }

bool StartupReattach::probe(const ExecutorRunning &registration)
{
    if (!outlivedItsKandesk(registration))
        return agentctlLivenessProbe(m_network)(registration);
    const std::shared_ptr<ExecutorBackend> backend = m_backends ? m_backends->backend(registration.runtime) : nullptr;
    Expected<ExecutorInstance> instance = backend
        ? backend->reattachInstance(registration)
        : Expected<ExecutorInstance>(
            Error::failed(ReattachWords::tr("the %1 runtime is not available").arg(registration.runtime)));
    const QMutexLocker lock(&m_mutex);
    if (!instance) {
        qCInfo(lcLifecycle).noquote() << "session" << registration.sessionId << "cannot be taken back:" << instance.error();
        m_failures.append(QStringLiteral("%1: %2").arg(registration.sessionId, instance.error()));
        return false;
    }
    ExecutorRunning found = registration;
    found.agentctlUrl = instance->agentctlUrl.toString();
    found.agentctlPort = instance->agentctlPort;
    found.metadataJson = QString::fromUtf8(
        QJsonDocument(QJsonObject::fromVariantMap(instance->metadata)).toJson(QJsonDocument::Compact));
    if (found != registration) {
        if (const Status stored = ExecutorsRunningTable(m_database).upsert(found); !stored)
            qCWarning(lcLifecycle).noquote() << "session" << registration.sessionId
                                             << "where its runtime now listens is not stored:" << stored.error();
    }
    m_found.insert(registration.executionId, found);
    return true;
}

StartupReattach::Found StartupReattach::take(const QList<ExecutorRunning> &live)
{
    const QMutexLocker lock(&m_mutex);
    Found found;
    for (const ExecutorRunning &row : live) {
        if (m_found.contains(row.executionId))
            found.reattached.append(m_found.take(row.executionId));
    }
    found.failures = std::exchange(m_failures, {});
    return found;
}

} // namespace kandesk
