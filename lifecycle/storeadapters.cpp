// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "storeadapters.h"

#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "models/secretvault.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>
#include <QSet>

namespace kandesk {

// The words this file says to users, translated in the context "StoreAdaptersWords".
namespace {
struct StoreAdaptersWords {
    Q_DECLARE_TR_FUNCTIONS(StoreAdaptersWords)
};
} // namespace

Expected<SessionRecord> StoreSessionReader::taskSession(const QString &sessionId)
{
    auto session = m_sessions.get(sessionId);
    if (!session)
        return Error{session.error()};
    return SessionRecord{session->id, session->taskId, session->state, session->acpSessionId};
}

Expected<std::optional<TaskAdmissionRecord>> StoreSessionReader::task(const QString &taskId)
{
    if (!m_tasks)
        return std::optional<TaskAdmissionRecord>();
    auto found = m_tasks->find(taskId);
    if (!found)
        return Error{found.error()};
    if (!found.value())
        return std::optional<TaskAdmissionRecord>();
    return std::optional<TaskAdmissionRecord>(TaskAdmissionRecord{found.value()->id, found.value()->archived});
}

Expected<bool> StoreTaskCleanupState::hasActiveTaskCleanup(const QString &taskId)
{
    return m_tasks.cleanupStarted(taskId);
}

Expected<std::optional<ExecutorRunning>> StoreExecutorsRunning::bySessionId(const QString &sessionId)
{
    return m_table.find(sessionId);
}

Status StoreExecutorsRunning::upsert(const ExecutorRunning &record)
{
    return m_table.upsert(record);
}

Status StoreExecutorsRunning::removeBySessionId(const QString &sessionId)
{
    forgetRuntimeSecrets(sessionId);
    return m_table.remove(sessionId);
}

Status StoreExecutorsRunning::markStopped(const QString &sessionId)
{
    forgetRuntimeSecrets(sessionId);
    return m_table.markStopped(sessionId);
}

void StoreExecutorsRunning::forgetRuntimeSecrets(const QString &sessionId)
{
    if (!m_secrets)
        return;
    const auto row = m_table.get(sessionId);
    if (!row || row->executionId.isEmpty())
        return;
    for (const QString &key : {MetadataKeys::AuthTokenSecret, MetadataKeys::BootstrapNonceSecret}) {
        if (const Status removed = m_secrets->remove(MetadataKeys::runtimeSecretId(row->executionId, key)); !removed)
            qCWarning(lcLifecycle).noquote() << "runtime secret of" << row->executionId << "kept:" << removed.error();
    }
}

void sweepRuntimeSecrets(SecretVault &vault, ExecutorsRunningTable &table)
{
    const auto secrets = vault.list();
    const auto rows = table.list();
    if (!secrets || !rows)
        return;
    QSet<QString> running;
    for (const ExecutorRunning &row : *rows) {
        if (row.status != ExecutorRunningStatus::Stopped)
            running.insert(row.executionId);
    }
    const QDateTime settled = QDateTime::currentDateTimeUtc().addSecs(-60);
    for (const SecretInfo &secret : *secrets) {
        if (!secret.name.startsWith(MetadataKeys::RuntimeSecretPrefix) || secret.updatedAt > settled)
            continue;
        const QString executionId = secret.name.section(QLatin1Char('/'), 1, 1);
        if (running.contains(executionId))
            continue;
        if (auto removed = vault.removeBlocking(secret.name); !removed)
            qCWarning(lcLifecycle).noquote() << "stale runtime secret" << secret.name << "kept:" << removed.error();
    }
}

Expected<QString> VaultSecretStore::reveal(const QString &id)
{
    return m_vault.readBlocking(id);
}

Status VaultSecretStore::put(const QString &id, const QString &name, const QString &value)
{
    return m_vault.writeBlocking(id, value, name);
}

Status VaultSecretStore::remove(const QString &id)
{
    return m_vault.removeBlocking(id);
}

Expected<AgentProfile> StoreProfileResolver::resolveProfile(const QString &profileId)
{
    auto profile = m_profiles.agentProfile(profileId);
    if (!profile)
        return Error::failed(StoreAdaptersWords::tr("agent profile \"%1\": %2").arg(profileId, profile.error()));
    return std::move(profile).value();
}

} // namespace kandesk
