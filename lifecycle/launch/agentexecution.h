// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/mcpservers.h"
#include "lifecycle/launch/prepare.h"

#include <QDateTime>
#include <QMutex>

#include <memory>
#include <optional>

namespace kandesk {

class AgentctlClient;

enum class AgentStatus { Created, Starting, Running, Ready, Stopping, Stopped, Failed };

// Metadata keys that hold the ids of runtime secrets (the values live in the SecretStore).
namespace MetadataKeys {
inline const QString AuthTokenSecret = QStringLiteral("agentctl_auth_token_secret_id");
inline const QString BootstrapNonceSecret = QStringLiteral("agentctl_bootstrap_nonce_secret_id");
inline const QString RuntimeEnv = QStringLiteral("runtime_env");
inline const QString TaskDescription = QStringLiteral("task_description");
inline const QString ManagedGoCache = QStringLiteral("managed_go_cache");
// The SecretStore id an execution's runtime secret (AuthTokenSecret, BootstrapNonceSecret) is kept under.
inline QString runtimeSecretId(const QString &executionId, const QString &key)
{
    return QStringLiteral("runtime/%1/%2").arg(executionId, key);
}
inline const QString RuntimeSecretPrefix = QStringLiteral("runtime/");
} // namespace MetadataKeys

// One live execution: a runtime (agentctl instance) for one session, with or without an agent
// command. Identity fields are set before registration and not changed afterwards; everything that
// changes later is behind accessors guarded by a mutex, so pool threads and the GUI can share it.
class AgentExecution final
{
public:
    QString id;
    QString taskId;
    QString sessionId;
    QString workspaceId;
    QString agentProfileId;
    QString officeAgentProfileId;
    QString executorType;
    QString runtimeName;
    QString workspacePath;
    QString taskEnvironmentId;
    ExecutionOwner owner;
    ExecutorInstance instance;

    AgentCommands commands() const;
    void setCommands(const AgentCommands &commands);
    bool hasAgentCommand() const { return !commands().args.isEmpty(); }
    QString agentCommand() const { return commands().initial(); }

    QString acpSessionId() const;
    void setAcpSessionId(const QString &acpSessionId);
    bool isResumedSession() const;
    void setResumedSession(bool resumed);

    AgentStatus status() const;
    void setStatus(AgentStatus status);
    QDateTime startedAt() const;
    QString errorMessage() const;
    void setErrorMessage(const QString &message);

    QVariantMap metadata() const;
    QVariant metadataValue(const QString &key) const;
    void setMetadataValue(const QString &key, const QVariant &value);

    // The environment composed at launch (the runtime snapshot), if any.
    std::optional<EnvMap> runtimeEnvironment() const;
    void setRuntimeEnvironment(const EnvMap &env);

    // The profile's MCP servers resolved at launch (secrets revealed, memory only), if any were.
    std::optional<QList<ResolvedMcpServer>> mcpServers() const;
    void setMcpServers(const QList<ResolvedMcpServer> &servers);

    std::optional<EnvPrepareResult> prepareResult() const;
    void setPrepareResult(const EnvPrepareResult &result);

    std::shared_ptr<AgentctlClient> agentctl() const;
    void setAgentctl(std::shared_ptr<AgentctlClient> client);

    // Serialises stopping the runtime and closing the client.
    QMutex &lifecycleMutex() { return m_lifecycleMutex; }

private:
    mutable QMutex m_mutex;
    QMutex m_lifecycleMutex;
    AgentCommands m_commands;
    QString m_acpSessionId;
    bool m_resumed = false;
    AgentStatus m_status = AgentStatus::Created;
    QDateTime m_startedAt;
    QString m_error;
    QVariantMap m_metadata;
    std::optional<EnvMap> m_runtimeEnv;
    std::optional<QList<ResolvedMcpServer>> m_mcpServers;
    std::optional<EnvPrepareResult> m_prepareResult;
    std::shared_ptr<AgentctlClient> m_agentctl;
};

using ExecutionPtr = std::shared_ptr<AgentExecution>;

EnvMap envFromVariant(const QVariant &value);
QVariant envToVariant(const EnvMap &env);

} // namespace kandesk
