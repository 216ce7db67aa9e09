// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Configuring agentctl with the execution's argv and environment, then starting the agent.
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/launch/envcomposer.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/launch/mcpservers.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecyclecontroller.h"

#include <QCoreApplication>

namespace kandesk {

// The words this file says to users, translated in the context "LifecycleAgentStartWords".
namespace {
struct LifecycleAgentStartWords {
    Q_DECLARE_TR_FUNCTIONS(LifecycleAgentStartWords)
};
} // namespace

Expected<QString> LifecycleController::configureAndStartAgentBlocking(const ExecutionPtr &execution,
                                                                     const QString &approvalPolicy)
{
    const EnvMap perRun = envFromVariant(execution->metadataValue(MetadataKeys::RuntimeEnv));
    EnvMap env;
    if (const std::optional<EnvMap> snapshot = execution->runtimeEnvironment()) {
        // Compose the launch snapshot with per-run values without reading profile secrets again.
        env = *snapshot;
        for (auto it = perRun.cbegin(); it != perRun.cend(); ++it)
            env.insert(it.key(), it.value());
    } else {
        env = perRun;
        if (m_deps.profiles && !execution->agentProfileId.isEmpty()) {
            auto profile = m_deps.profiles->resolveProfile(execution->agentProfileId);
            Expected<EnvMap> profileEnv = profile ? EnvComposer(m_deps.secrets.get(), nullptr, nullptr).profileEnvironment(*profile)
                                                 : Expected<EnvMap>(profile.failure());
            if (!profileEnv) {
                execution->setErrorMessage(
                    LifecycleAgentStartWords::tr("failed to resolve agent profile environment: %1")
                        .arg(profileEnv.error()));
                return profileEnv.failure().wrapped(LifecycleAgentStartWords::tr("resolve agent profile environment"));
            }
            for (auto it = profileEnv->cbegin(); it != profileEnv->cend(); ++it) {
                if (!env.contains(it.key()))
                    env.insert(it.key(), it.value());
            }
        }
    }
    env.remove(EnvKeys::TaskDescription);
    if (auto spilled = spillLargeWakePayloadEnv(env, execution->workspacePath, execution->id); !spilled) {
        execution->setErrorMessage(
            LifecycleAgentStartWords::tr("failed to prepare agent env: %1").arg(spilled.error()));
        return spilled.failure().wrapped(LifecycleAgentStartWords::tr("failed to prepare agent env"));
    }
    execution->setRuntimeEnvironment(env);

    // An execution made without its profile's MCP servers (a restored one) resolves them now, still
    // before the agent starts: a broken definition fails here, naming the server.
    if (!execution->mcpServers() && m_deps.profiles && !execution->agentProfileId.isEmpty()) {
        // A profile that cannot be read is the environment's failure to report (above), not this one's.
        auto profile = m_deps.profiles->resolveProfile(execution->agentProfileId);
        Expected<QList<ResolvedMcpServer>> servers = profile ? resolveMcpServers(*profile, m_deps.secrets.get())
                                                            : Expected<QList<ResolvedMcpServer>>(QList<ResolvedMcpServer>());
        if (!servers) {
            execution->setErrorMessage(
                LifecycleAgentStartWords::tr("failed to resolve MCP servers: %1").arg(servers.error()));
            return servers.failure().wrapped(LifecycleAgentStartWords::tr("resolve MCP servers"));
        }
        execution->setMcpServers(servers.value());
    }

    auto client = execution->agentctl();
    if (!client)
        return Error::failed(
            LifecycleAgentStartWords::tr("execution \"%1\" has no agentctl client").arg(execution->id));
    const AgentCommands commands = execution->commands();
    // A stale configuration could expose an old credential set: never start after a failed configure.
    if (auto configured = client->configureAgent({commands.initial(), commands.args, commands.continueLine(),
                                                  commands.continueArgs, env, approvalPolicy});
        !configured)
        return configured.failure().wrapped(LifecycleAgentStartWords::tr("failed to configure agent"));
    auto started = client->start();
    if (!started) {
        execution->setErrorMessage(LifecycleAgentStartWords::tr("failed to start agent: %1").arg(started.error()));
        return started.failure().wrapped(LifecycleAgentStartWords::tr("failed to start agent"));
    }
    return started->isEmpty() ? commands.initial() : started.value();
}

void LifecycleController::agentStartEnded(const ExecutionPtr &execution) const
{
    if (const auto backend = m_deps.executors ? m_deps.executors->backend(execution->runtimeName) : nullptr)
        backend->agentStartEnded(execution->instance);
}

QString LifecycleController::whyItEnded(const ExecutionPtr &execution) const
{
    const auto backend = m_deps.executors && execution ? m_deps.executors->backend(execution->runtimeName) : nullptr;
    return backend ? backend->whyItEnded(execution->instance) : QString();
}

} // namespace kandesk
