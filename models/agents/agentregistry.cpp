// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentregistry.h"

#include "cliflagtokenizer.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentRegistryWords".
struct AgentRegistryWords {
    Q_DECLARE_TR_FUNCTIONS(AgentRegistryWords)
};


AgentDefinition npxAgent(const char *id, const char *displayName, const char *package,
                         QStringList extraArgs, bool canRecover, QStringList requiredEnv = {})
{
    AgentDefinition agent;
    agent.id = QString::fromLatin1(id);
    agent.displayName = QString::fromUtf8(displayName);
    agent.npmPackage = QString::fromLatin1(package);
    agent.extraArgs = std::move(extraArgs);
    agent.canRecover = canRecover;
    agent.requiredEnv = std::move(requiredEnv);
    return agent;
}

} // namespace

QStringList AgentDefinition::defaultArgv() const
{
    if (isCustom())
        return customArgv;
    const QString packageSpec = pinnedVersion.isEmpty() ? npmPackage : npmPackage + QLatin1Char('@') + pinnedVersion;
    return QStringList{QStringLiteral("npx"), QStringLiteral("-y"), packageSpec} + extraArgs;
}

QStringList AgentDefinition::npxArgv(const QString &version) const
{
    if (npmPackage.isEmpty())
        return {};
    const QString effective = version.isEmpty() ? pinnedVersion : version;
    const QString packageSpec = effective.isEmpty() ? npmPackage : npmPackage + QLatin1Char('@') + effective;
    return QStringList{QStringLiteral("npx"), QStringLiteral("-y"), QStringLiteral("--prefer-offline"), packageSpec} + extraArgs;
}

AgentRegistry::AgentRegistry()
{
    const QString acp = QStringLiteral("--acp");
    m_agents = {
        npxAgent("claude-acp", "Claude Code", "@agentclientprotocol/claude-agent-acp", {}, true),
        npxAgent("codex-acp", "Codex", "@agentclientprotocol/codex-acp", {}, true),
        npxAgent("copilot-acp", "GitHub Copilot", "@github/copilot", {acp}, true),
        npxAgent("gemini", "Gemini CLI", "@google/gemini-cli", {acp}, false, {QStringLiteral("GEMINI_API_KEY")}),
        npxAgent("opencode-acp", "OpenCode", "opencode-ai", {QStringLiteral("acp")}, true),
        npxAgent("auggie", "Auggie", "@augmentcode/auggie", {acp}, true),
        npxAgent("amp-acp", "Amp", "amp-acp", {}, true, {QStringLiteral("AMP_API_KEY")}),
        npxAgent("qwen-acp", "Qwen Code", "@qwen-code/qwen-code", {acp}, true),
        npxAgent("cursor-acp", "Cursor", "@blowmage/cursor-agent-acp", {}, true),
        npxAgent("kilocode-acp", "Kilo Code", "@kilocode/cli", {acp}, true),
    };
    const QHash<QString, QStringList> keyVariables{
        {QStringLiteral("claude-acp"), {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("CLAUDE_CODE_OAUTH_TOKEN")}},
        {QStringLiteral("codex-acp"), {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("CODEX_API_KEY")}},
        {QStringLiteral("copilot-acp"), {QStringLiteral("COPILOT_GITHUB_TOKEN"), QStringLiteral("GH_TOKEN"), QStringLiteral("GITHUB_TOKEN")}},
        {QStringLiteral("gemini"), {QStringLiteral("GEMINI_API_KEY"), QStringLiteral("GOOGLE_API_KEY")}},
        {QStringLiteral("amp-acp"), {QStringLiteral("AMP_API_KEY")}},
        {QStringLiteral("qwen-acp"), {QStringLiteral("OPENAI_API_KEY")}},
        {QStringLiteral("cursor-acp"), {QStringLiteral("CURSOR_API_KEY")}},
    };
    // As `npm view PACKAGE engines.node` said in December 2026.
    const QHash<QString, QString> enginesNode{
        {QStringLiteral("claude-acp"), QStringLiteral(">=22")},
        {QStringLiteral("gemini"), QStringLiteral(">=20")},
        {QStringLiteral("auggie"), QStringLiteral(">=20.0.0")},
        {QStringLiteral("qwen-acp"), QStringLiteral(">=22.0.0")},
        {QStringLiteral("cursor-acp"), QStringLiteral(">=18.14.0")},
    };
    for (AgentDefinition &agent : m_agents) {
        agent.keyVariables = keyVariables.value(agent.id);
        agent.enginesNode = enginesNode.value(agent.id);
    }
}


Status AgentRegistry::registerAgent(AgentDefinition agent)
{
    if (agent.id.trimmed().isEmpty())
        return Error{AgentRegistryWords::tr("an agent needs an id")};
    if (find(agent.id))
        return Error{AgentRegistryWords::tr("an agent with id \"%1\" already exists").arg(agent.id)};
    m_agents.append(std::move(agent));
    return {};
}

const AgentDefinition *AgentRegistry::find(const QString &id) const
{
    auto it = std::find_if(m_agents.cbegin(), m_agents.cend(), [&id](const AgentDefinition &a) { return a.id == id; });
    return it == m_agents.cend() ? nullptr : &*it;
}

Status AgentRegistry::addCustomAgent(const QString &id, const QString &displayName, const QString &commandLine)
{
    if (id.trimmed().isEmpty())
        return Error{AgentRegistryWords::tr("a custom agent needs an id")};
    const AgentDefinition *existing = find(id);
    if (existing && !existing->isCustom())
        return Error{AgentRegistryWords::tr("an agent with id \"%1\" already exists (a built-in agent)").arg(id)};
    auto argv = tokenizeCommandLine(commandLine);
    if (!argv)
        return Error{AgentRegistryWords::tr("the command of agent \"%1\" cannot be parsed: %2").arg(id, argv.error())};
    if (argv->isEmpty() || argv->constFirst().trimmed().isEmpty())
        return Error{AgentRegistryWords::tr("the command of agent \"%1\" is empty").arg(id)};
    if (argv->constFirst().startsWith(QLatin1Char('-')))
        return Error{AgentRegistryWords::tr("the command of agent \"%1\" starts with the flag \"%2\", not a program")
                         .arg(id, argv->constFirst())};
    AgentDefinition agent;
    agent.id = id;
    agent.displayName = displayName.isEmpty() ? id : displayName;
    agent.customArgv = argv.value();
    if (existing)
        m_agents[existing - m_agents.constData()] = std::move(agent);
    else
        m_agents.append(std::move(agent));
    return {};
}

} // namespace kandesk
