// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshrecovery.h"

#include "lifecycle/launch/lifecyclecontroller.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/reattach.h"
#include "lifecycle/ssh/sshexecutorbackend.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/sessionstore.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

SshStartupReattach::SshStartupReattach(std::shared_ptr<SshExecutorBackend> backend, Database &database)
    : m_backend(std::move(backend))
    , m_database(database)
{ }

bool SshStartupReattach::probe(const ExecutorRunning &registration)
{
    if (!m_backend)
        return false;
    const QVariantMap metadata = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object().toVariantMap();
    bool gone = false;
    auto instance = m_backend->reattachInstance(registration.executionId, metadata, registration.workspacePath, &gone);
    if (!instance) {
        qCInfo(lcLifecycle).noquote() << "session" << registration.sessionId
                                      << "cannot be reattached:" << instance.error();
        return false;
    }
    ExecutorRunning moved = registration;
    moved.agentctlUrl = instance->agentctlUrl.toString();
    moved.agentctlPort = instance->agentctlPort;
    moved.metadataJson = QString::fromUtf8(
        QJsonDocument(QJsonObject::fromVariantMap(instance->metadata)).toJson(QJsonDocument::Compact));
    if (const Status stored = ExecutorsRunningTable(m_database).upsert(moved); !stored)
        qCWarning(lcLifecycle).noquote() << "session" << registration.sessionId
                                         << "new forward not stored:" << stored.error();
    const QMutexLocker lock(&m_mutex);
    m_reconnected.insert(registration.executionId, moved);
    return true;
}

void SshStartupReattach::reattach(const QList<ExecutorRunning> &live, LifecycleController &controller,
    AgentSessions &agents, SecretStore &secrets, const std::shared_ptr<AgentctlNetwork> &network,
    const std::function<void(const ExecutionPtr &)> &adopted)
{
    for (const ExecutorRunning &row : live) {
        ExecutorRunning registration;
        {
            const QMutexLocker lock(&m_mutex);
            if (!m_reconnected.contains(row.executionId))
                continue; // not an ssh execution
            registration = m_reconnected.take(row.executionId);
        }
        auto execution = reattachExecution(registration, controller, agents, secrets, network);
        if (execution && execution.value()->instance.metadata.isEmpty()) // what stopping it needs (pid, forwards)
            execution.value()->instance.metadata
                = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object().toVariantMap();
        if (execution) {
            if (adopted)
                adopted(execution.value());
            continue;
        }
        qCWarning(lcLifecycle).noquote() << "session" << row.sessionId << "not reattached:" << execution.error();
        const QString note
            = QStringLiteral("interrupted: Kandesk could not take the remote agent back (%1). Resume to continue.")
                  .arg(execution.error());
        if (const Status marked = ExecutorsRunningTable(m_database).markResumable(row.sessionId); !marked)
            qCWarning(lcLifecycle).noquote() << "session" << row.sessionId << ":" << marked.error();
        if (const Status state = SessionStore(m_database).setState(row.sessionId, SessionState::WaitingForInput, note);
            !state)
            qCWarning(lcLifecycle).noquote() << "session" << row.sessionId << ":" << state.error();
    }
}

} // namespace kandesk
