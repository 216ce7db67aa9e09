// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "commandbuilder.h"

#include "lifecycle/ports/npmagentlauncher.h"
#include "lifecyclelog.h"
#include "models/agents/cliflagtokenizer.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "CommandBuilderWords".
struct CommandBuilderWords {
    Q_DECLARE_TR_FUNCTIONS(CommandBuilderWords)
};

Expected<QStringList> resolveCommandPrefix(const AgentProfile &profile)
{
    if (profile.commandPrefix.trimmed().isEmpty())
        return QStringList();
    const QString context = CommandBuilderWords::tr("resolve command_prefix for profile %1").arg(profile.id);
    auto tokens = tokenizeCommandLine(profile.commandPrefix);
    if (!tokens)
        return Error::failed(context + QStringLiteral(": ") + tokens.error());
    if (auto valid = validateCommandArgv(tokens.value()); !valid)
        return valid.failure().wrapped(context);
    return tokens.value();
}

// The program that starts agent, before the model, resume and profile flags.
Expected<QStringList> baseArgv(const AgentProfile *profile, const AgentDefinition &agent, const NpmAgentLauncher *npmAgents)
{
    if (agent.isCustom() || agent.npmPackage.isEmpty())
        return agent.defaultArgv();
    const QString profilePin = profile ? profile->agentVersion.trimmed() : QString();
    if ((profile && profile->runWithNpx) || !npmAgents)
        return agent.npxArgv(profilePin);
    auto argv = npmAgents->launchArgv(agent, profilePin);
    if (!argv)
        return Error::failed(argv.error());
    return argv.value() + agent.extraArgs;
}

} // namespace

Status validateCommandArgv(const QStringList &argv)
{
    if (argv.isEmpty())
        return Error::failed(CommandBuilderWords::tr("the command is empty"));
    const QString executable = argv.constFirst();
    if (executable.trimmed().isEmpty())
        return Error::failed(CommandBuilderWords::tr("the executable is blank"));
    if (executable.trimmed().startsWith(QLatin1Char('-')))
        return Error::failed(CommandBuilderWords::tr("the executable \"%1\" is a flag, not a program").arg(executable));
    return {};
}

QStringList resolveCliFlagTokens(const QList<AgentProfile::CliFlag> &flags, QStringList *dropped)
{
    QStringList tokens;
    for (const AgentProfile::CliFlag &flag : flags) {
        if (!flag.enabled || flag.text.trimmed().isEmpty())
            continue;
        auto parsed = tokenizeCommandLine(flag.text);
        if (!parsed) {
            qCWarning(lcLifecycle).noquote() << "dropping malformed cli flag" << flag.text << ":" << parsed.error();
            if (dropped)
                dropped->append(flag.text);
            continue;
        }
        tokens += parsed.value();
    }
    return tokens;
}

Expected<AgentCommands> buildAgentCommand(const LaunchRequest &request, const AgentProfile *profile,
                                         const AgentDefinition &agent, const NpmAgentLauncher *npmAgents)
{
    QStringList cliTokens;
    QStringList prefix;
    QString model;
    if (profile) {
        model = profile->model;
        cliTokens = resolveCliFlagTokens(profile->cliFlags);
        auto resolvedPrefix = resolveCommandPrefix(*profile);
        if (!resolvedPrefix)
            return resolvedPrefix.failure();
        prefix = resolvedPrefix.value();
    }
    if (!request.modelOverride.isEmpty())
        model = request.modelOverride;
    cliTokens = appendRouteOverrideFlags(cliTokens, request);

    auto base = baseArgv(profile, agent, npmAgents);
    if (!base)
        return base.failure();

    AgentCommands commands;
    commands.args = prefix + base.value();
    if (!model.isEmpty() && !agent.modelFlag.isEmpty())
        commands.args << agent.modelFlag << model;
    if (agent.canRecover && !request.acpSessionId.isEmpty() && !agent.resumeFlag.isEmpty())
        commands.args << agent.resumeFlag << request.acpSessionId;
    commands.args += cliTokens;
    if (!agent.continueCommand.isEmpty())
        commands.continueArgs = prefix + agent.continueCommand + cliTokens;

    if (auto valid = validateCommandArgv(commands.args); !valid)
        return valid.failure().wrapped(CommandBuilderWords::tr("validate agent command"));
    if (!agent.continueCommand.isEmpty()) {
        if (auto valid = validateCommandArgv(commands.continueArgs); !valid)
            return valid.failure().wrapped(CommandBuilderWords::tr("validate continue command"));
    }
    return commands;
}

} // namespace kandesk
