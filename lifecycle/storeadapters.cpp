// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "storeadapters.h"

#include "models/executorsrunningtable.h"
#include "models/profilestore.h"
#include "models/secretvault.h"
#include "models/sessionstore.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

namespace {

const std::pair<ExecutorRunningStatus, const char *> kStatusNames[] = {
    {ExecutorRunningStatus::Starting, "starting"}, {ExecutorRunningStatus::Ready, "ready"},
    {ExecutorRunningStatus::Running, "running"},   {ExecutorRunningStatus::Stopped, "stopped"},
    {ExecutorRunningStatus::Failed, "failed"},
};

ExecutorRunningRecord toRecord(const ExecutorRunning &row)
{
    ExecutorRunningRecord record;
    record.sessionId = row.sessionId;
    record.taskId = row.taskId;
    record.executionId = row.executionId;
    record.executorType = row.executorType;
    record.runtime = row.runtime;
    record.executionProfileId = row.executionProfileId;
    record.status = executorRunningStatusFromName(row.status);
    record.resumable = row.resumable;
    record.resumeToken = row.resumeToken;
    record.agentctlUrl = row.agentctlUrl;
    record.agentctlPort = row.agentctlPort;
    record.pid = row.pid;
    record.workspacePath = row.workspacePath;
    record.acpSessionId = row.acpSessionId;
    record.metadata = QJsonDocument::fromJson(row.metadataJson.toUtf8()).object().toVariantMap();
    record.updatedAt = row.updatedAt;
    return record;
}

ExecutorRunning toRow(const ExecutorRunningRecord &record)
{
    ExecutorRunning row;
    row.sessionId = record.sessionId;
    row.taskId = record.taskId;
    row.executionId = record.executionId;
    row.executorType = record.executorType;
    row.runtime = record.runtime;
    row.executionProfileId = record.executionProfileId;
    row.status = executorRunningStatusName(record.status);
    row.resumable = record.resumable;
    row.resumeToken = record.resumeToken;
    row.agentctlUrl = record.agentctlUrl;
    row.agentctlPort = record.agentctlPort;
    row.pid = record.pid;
    row.workspacePath = record.workspacePath;
    row.acpSessionId = record.acpSessionId;
    row.metadataJson = QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(record.metadata)).toJson(QJsonDocument::Compact));
    row.updatedAt = record.updatedAt;
    return row;
}

} // namespace

QString executorRunningStatusName(ExecutorRunningStatus status)
{
    for (const auto &[value, name] : kStatusNames) {
        if (value == status)
            return QString::fromLatin1(name);
    }
    return QStringLiteral("starting");
}

ExecutorRunningStatus executorRunningStatusFromName(const QString &name)
{
    for (const auto &[value, text] : kStatusNames) {
        if (name == QLatin1String(text))
            return value;
    }
    // Recovery writes "interrupted": the runtime is gone, the row stays for a resume.
    return ExecutorRunningStatus::Stopped;
}

Expected<SessionRecord> StoreSessionReader::taskSession(const QString &sessionId)
{
    auto session = m_sessions.get(sessionId);
    if (!session)
        return Error{session.error()};
    return SessionRecord{session->id, session->taskId, session->state, session->acpSessionId};
}

Expected<std::optional<ExecutorRunningRecord>> StoreExecutorsRunning::bySessionId(const QString &sessionId)
{
    auto row = m_table.find(sessionId);
    if (!row)
        return Error{row.error()};
    if (!row->has_value())
        return std::optional<ExecutorRunningRecord>{};
    return std::optional<ExecutorRunningRecord>{toRecord(**row)};
}

Status StoreExecutorsRunning::upsert(const ExecutorRunningRecord &record)
{
    return m_table.upsert(toRow(record));
}

Status StoreExecutorsRunning::removeBySessionId(const QString &sessionId)
{
    return m_table.remove(sessionId);
}

Status StoreExecutorsRunning::markStopped(const QString &sessionId)
{
    return m_table.markStopped(sessionId);
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

Outcome<AgentProfileInfo> StoreProfileResolver::resolveProfile(const QString &profileId)
{
    auto profile = m_profiles.agentProfile(profileId);
    if (!profile)
        return LaunchError::failed(QStringLiteral("agent profile \"%1\": %2").arg(profileId, profile.error()));
    AgentProfileInfo info;
    info.profileId = profile->id;
    info.agentName = profile->agentId;
    info.model = profile->model;
    info.mode = profile->mode;
    info.autoApprove = profile->autoApprove;
    info.allowIndexing = profile->allowIndexing;
    info.dangerouslySkipPermissions = profile->dangerouslySkipPermissions;
    info.commandPrefix = profile->commandPrefix;
    for (const AgentProfile::CliFlag &flag : std::as_const(profile->cliFlags))
        info.cliFlags.append({flag.text, flag.enabled});
    for (const AgentProfile::EnvVar &var : std::as_const(profile->envVars))
        info.envVars.append({var.name, var.value, var.secretRef});
    return info;
}

} // namespace kandesk
