// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentexecution.h"

namespace kandesk {

AgentCommands AgentExecution::commands() const
{
    QMutexLocker lock(&m_mutex);
    return m_commands;
}

void AgentExecution::setCommands(const AgentCommands &commands)
{
    QMutexLocker lock(&m_mutex);
    m_commands = commands;
}

QString AgentExecution::acpSessionId() const
{
    QMutexLocker lock(&m_mutex);
    return m_acpSessionId;
}

void AgentExecution::setAcpSessionId(const QString &acpSessionId)
{
    QMutexLocker lock(&m_mutex);
    m_acpSessionId = acpSessionId;
}

bool AgentExecution::isResumedSession() const
{
    QMutexLocker lock(&m_mutex);
    return m_resumed;
}

void AgentExecution::setResumedSession(bool resumed)
{
    QMutexLocker lock(&m_mutex);
    m_resumed = resumed;
}

AgentStatus AgentExecution::status() const
{
    QMutexLocker lock(&m_mutex);
    return m_status;
}

void AgentExecution::setStatus(AgentStatus status)
{
    QMutexLocker lock(&m_mutex);
    m_status = status;
    if (status == AgentStatus::Starting)
        m_startedAt = QDateTime::currentDateTimeUtc();
}

QDateTime AgentExecution::startedAt() const
{
    QMutexLocker lock(&m_mutex);
    return m_startedAt;
}

QString AgentExecution::errorMessage() const
{
    QMutexLocker lock(&m_mutex);
    return m_error;
}

void AgentExecution::setErrorMessage(const QString &message)
{
    QMutexLocker lock(&m_mutex);
    m_error = message;
}

QVariantMap AgentExecution::metadata() const
{
    QMutexLocker lock(&m_mutex);
    return m_metadata;
}

QVariant AgentExecution::metadataValue(const QString &key) const
{
    QMutexLocker lock(&m_mutex);
    return m_metadata.value(key);
}

void AgentExecution::setMetadataValue(const QString &key, const QVariant &value)
{
    QMutexLocker lock(&m_mutex);
    m_metadata.insert(key, value);
}

std::optional<EnvMap> AgentExecution::runtimeEnvironment() const
{
    QMutexLocker lock(&m_mutex);
    return m_runtimeEnv;
}

void AgentExecution::setRuntimeEnvironment(const EnvMap &env)
{
    QMutexLocker lock(&m_mutex);
    m_runtimeEnv = env;
}

std::optional<QList<ResolvedMcpServer>> AgentExecution::mcpServers() const
{
    QMutexLocker lock(&m_mutex);
    return m_mcpServers;
}

void AgentExecution::setMcpServers(const QList<ResolvedMcpServer> &servers)
{
    QMutexLocker lock(&m_mutex);
    m_mcpServers = servers;
}

std::optional<EnvPrepareResult> AgentExecution::prepareResult() const
{
    QMutexLocker lock(&m_mutex);
    return m_prepareResult;
}

void AgentExecution::setPrepareResult(const EnvPrepareResult &result)
{
    QMutexLocker lock(&m_mutex);
    m_prepareResult = result;
}

std::shared_ptr<AgentctlClient> AgentExecution::agentctl() const
{
    QMutexLocker lock(&m_mutex);
    return m_agentctl;
}

void AgentExecution::setAgentctl(std::shared_ptr<AgentctlClient> client)
{
    QMutexLocker lock(&m_mutex);
    m_agentctl = std::move(client);
}

EnvMap envFromVariant(const QVariant &value)
{
    EnvMap env;
    const QVariantMap map = value.toMap();
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        env.insert(it.key(), it.value().toString());
    return env;
}

QVariant envToVariant(const EnvMap &env)
{
    QVariantMap map;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        map.insert(it.key(), it.value());
    return map;
}

} // namespace kandesk
