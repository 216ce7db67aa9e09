// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"
#include "models/agents/agentregistry.h"

namespace kandesk {

class SecretStore;
class ProfileResolver;
class CredentialProvider;

namespace EnvKeys {
inline const QString TaskId = QStringLiteral("KANDEV_TASK_ID");
inline const QString SessionId = QStringLiteral("KANDEV_SESSION_ID");
inline const QString AgentProfileId = QStringLiteral("KANDEV_AGENT_PROFILE_ID");
inline const QString ExecutionProfileId = QStringLiteral("KANDEV_EXECUTION_PROFILE_ID");
inline const QString ExecutionId = QStringLiteral("KANDEV_EXECUTION_ID");
inline const QString RunId = QStringLiteral("KANDEV_RUN_ID");
inline const QString WakePayloadJson = QStringLiteral("KANDEV_WAKE_PAYLOAD_JSON");
inline const QString WakePayloadPath = QStringLiteral("KANDEV_WAKE_PAYLOAD_PATH");
inline const QString TaskDescription = QStringLiteral("TASK_DESCRIPTION");
inline const QString AgentModel = QStringLiteral("AGENT_MODEL");
inline const QString AutoApprove = QStringLiteral("AGENTCTL_AUTO_APPROVE_PERMISSIONS");
inline const QString GoCache = QStringLiteral("GOCACHE");
} // namespace EnvKeys

// Wake payloads longer than this (in UTF-8 bytes) go to a file in the workspace instead of the env.
inline constexpr int WakePayloadInlineMax = 16 * 1024;

// Composes the environment of one execution, once, from (later wins):
//   the request env (legacy route env already merged) → repository definitions (secrets revealed)
//   → profile env (values or secrets) → managed values (model, auto-approve, Go cache, required
//   credentials) → identity variables.
// A missing secret fails the launch. A managed value for a variable a repository definition also sets
// is an EnvironmentConflict naming both origins. TASK_DESCRIPTION never reaches the env. A large
// wake payload is spilled to a workspace file referenced by KANDEV_WAKE_PAYLOAD_PATH.
class EnvComposer
{
public:
    EnvComposer(SecretStore *secrets, ProfileResolver *profiles, CredentialProvider *credentials);

    // profile may be null: the execution profile of the request is then resolved (if a resolver is set).
    Expected<EnvMap> compose(const QString &executionId, const LaunchRequest &request, const AgentDefinition *agent,
                            const AgentProfile *profile) const;

    // The profile's variables with secrets revealed; a secret that cannot be revealed is an error.
    Expected<EnvMap> profileEnvironment(const AgentProfile &profile) const;

private:
    SecretStore *m_secrets = nullptr;
    ProfileResolver *m_profiles = nullptr;
    CredentialProvider *m_credentials = nullptr;
};

// Moves an oversized KANDEV_WAKE_PAYLOAD_JSON into <workspace>/.kandesk/wake/<stem>.json and sets
// KANDEV_WAKE_PAYLOAD_PATH to its workspace-relative path (forward slashes).
Status spillLargeWakePayloadEnv(EnvMap &env, const QString &workspacePath, const QString &fallbackStem);

} // namespace kandesk
