// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentcli.h"

#include "application/stores.h"
#include "lifecycle/launch/envcomposer.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "lifecycle/storeadapters.h"
#include "models/agents/agentregistry.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentCli".
struct AgentCliWords {
    Q_DECLARE_TR_FUNCTIONS(AgentCli)
};

// The program behind an ACP adapter that is not the agent's CLI itself.
QStringList wrappedCli(const QString &agentId)
{
    const QString npx = QStringLiteral("npx");
    const QString yes = QStringLiteral("-y");
    if (agentId == QLatin1String("claude-acp"))
        return { npx, yes, QStringLiteral("@anthropic-ai/claude-code") };
    if (agentId == QLatin1String("codex-acp"))
        return { npx, yes, QStringLiteral("@openai/codex") };
    if (agentId == QLatin1String("amp-acp"))
        return { npx, yes, QStringLiteral("@sourcegraph/amp") };
    if (agentId == QLatin1String("cursor-acp"))
        return { QStringLiteral("cursor-agent") };
    return {};
}

} // namespace

Expected<AgentCli> agentCli(Stores &stores, const AgentRegistry &agents, const AgentProfile &profile)
{
    const AgentDefinition *agent = agents.find(profile.agentId);
    if (!agent || agent->isCustom() || !profile.customCommand.trimmed().isEmpty())
        return Error { AgentCliWords::tr("“%1” starts a custom ACP agent: Kandesk knows no terminal UI of its own for it")
                           .arg(profile.name) };
    AgentCli cli;
    cli.name = agent->displayName;
    cli.argv = wrappedCli(agent->id);
    if (cli.argv.isEmpty()) {
        if (agent->npmPackage.isEmpty())
            return Error { AgentCliWords::tr("%1 has no terminal UI Kandesk knows of").arg(agent->displayName) };
        // The adapter is the CLI with its ACP flag: the same program without it.
        const auto installed = ManagedNpmAgents(stores.layout().cache).launchArgv(*agent, profile.agentVersion);
        if (installed && !profile.runWithNpx) {
            cli.argv = *installed;
        } else {
            cli.argv = agent->npxArgv(profile.agentVersion);
            cli.argv.resize(cli.argv.size() - agent->extraArgs.size());
        }
    }
    VaultSecretStore secrets(stores.vault());
    const Expected<EnvMap> variables = EnvComposer(&secrets, nullptr, nullptr).profileEnvironment(profile);
    if (!variables)
        return Error { variables.error() };
    cli.environment = QProcessEnvironment::systemEnvironment();
    for (auto it = variables->cbegin(); it != variables->cend(); ++it)
        cli.environment.insert(it.key(), it.value());
    return cli;
}

} // namespace kandesk
