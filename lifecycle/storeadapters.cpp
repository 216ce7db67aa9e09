// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "storeadapters.h"

#include "models/executorsrunningtable.h"
#include "models/profilestore.h"
#include "models/secretvault.h"
#include "models/sessionstore.h"

namespace kandesk {

Expected<SessionRecord> StoreSessionReader::taskSession(const QString &sessionId)
{
    auto session = m_sessions.get(sessionId);
    if (!session)
        return Error{session.error()};
    return SessionRecord{session->id, session->taskId, session->state, session->acpSessionId};
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

Outcome<AgentProfile> StoreProfileResolver::resolveProfile(const QString &profileId)
{
    auto profile = m_profiles.agentProfile(profileId);
    if (!profile)
        return LaunchError::failed(QStringLiteral("agent profile \"%1\": %2").arg(profileId, profile.error()));
    return std::move(profile).value();
}

} // namespace kandesk
