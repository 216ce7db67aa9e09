// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "profilecommands.h"

#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "lifecycle/customagents.h"
#include "lifecycle/launch/agentregistry.h"
#include "lifecycle/profilevalidation.h"
#include "models/stores/profilestore.h"
#include "models/secretvault.h"
#include "models/stores/settingsstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>


namespace kandesk::cli {

namespace {

QString usageFor(const QString &sub)
{
    const QString fields = QStringLiteral(
        "[--agent ID | --agent-command \"CMD ARGS…\" [--agent-id ID] [--agent-name NAME]] [--model MODEL] [--mode MODE] "
        "[--auto-approve | --no-auto-approve] [--flag TEXT]… [--disabled-flag TEXT]… [--command-prefix TEXT] "
        "[--env NAME=VALUE]… [--env-secret NAME=SECRET]… [--agent-version VERSION] [--npx | --no-npx] [--json] [--data-dir DIR]");
    if (sub == QLatin1String("add"))
        return QStringLiteral("usage: kandesk profile add --name NAME [--id ID] ") + fields;
    if (sub == QLatin1String("edit"))
        return QStringLiteral("usage: kandesk profile edit ID [--name NAME] [--clear-flags] [--clear-env] [--unset-env NAME]… ") + fields;
    if (sub == QLatin1String("delete"))
        return QStringLiteral("usage: kandesk profile delete ID [--data-dir DIR]");
    return QStringLiteral("usage: kandesk profile list [--json] [--data-dir DIR]");
}

QJsonObject profileJson(const AgentProfile &profile, const QList<CustomAgent> &custom)
{
    QJsonArray flags;
    for (const AgentProfile::CliFlag &flag : profile.cliFlags)
        flags.append(QJsonObject{{QStringLiteral("text"), flag.text}, {QStringLiteral("enabled"), flag.enabled}});
    QJsonArray env;
    for (const AgentProfile::EnvVar &variable : profile.envVars) {
        QJsonObject row{{QStringLiteral("name"), variable.name}};
        if (variable.secretRef.isEmpty())
            row.insert(QStringLiteral("value"), variable.value);
        else
            row.insert(QStringLiteral("secret"), variable.secretRef);
        env.append(row);
    }
    QJsonObject object{{QStringLiteral("id"), profile.id},
                       {QStringLiteral("name"), profile.name},
                       {QStringLiteral("agent"), profile.agentId},
                       {QStringLiteral("model"), profile.model},
                       {QStringLiteral("mode"), profile.mode},
                       {QStringLiteral("auto_approve"), profile.autoApprove},
                       {QStringLiteral("cli_flags"), flags},
                       {QStringLiteral("command_prefix"), profile.commandPrefix},
                       {QStringLiteral("env"), env},
                       {QStringLiteral("agent_version"), profile.agentVersion},
                       {QStringLiteral("run_with_npx"), profile.runWithNpx}};
    for (const CustomAgent &agent : custom) {
        if (agent.id == profile.agentId)
            object.insert(QStringLiteral("agent_command"), agent.commandLine);
    }
    if (!profile.customCommand.isEmpty())
        object.insert(QStringLiteral("agent_command"), profile.customCommand);
    return object;
}

void printProfile(const QJsonObject &profile)
{
    printLine(QStringLiteral("%1  %2").arg(profile.value(QStringLiteral("id")).toString(), profile.value(QStringLiteral("name")).toString()));
    QString agent = profile.value(QStringLiteral("agent")).toString();
    if (profile.contains(QStringLiteral("agent_command")))
        agent += QStringLiteral(" (%1)").arg(profile.value(QStringLiteral("agent_command")).toString());
    printLine(QStringLiteral("  agent: ") + agent);
    for (const char *key : {"model", "mode", "command_prefix"}) {
        const QString value = profile.value(QLatin1String(key)).toString();
        if (!value.isEmpty())
            printLine(QStringLiteral("  %1: %2").arg(QLatin1String(key), value));
    }
    if (profile.value(QStringLiteral("auto_approve")).toBool())
        printLine(QStringLiteral("  auto-approve: yes"));
    if (const QString version = profile.value(QStringLiteral("agent_version")).toString(); !version.isEmpty())
        printLine(QStringLiteral("  agent version: ") + version);
    if (profile.value(QStringLiteral("run_with_npx")).toBool())
        printLine(QStringLiteral("  runs through npx"));
    const QJsonArray flags = profile.value(QStringLiteral("cli_flags")).toArray();
    for (const QJsonValue &flag : flags) {
        const QJsonObject object = flag.toObject();
        printLine(QStringLiteral("  flag: %1%2").arg(object.value(QStringLiteral("text")).toString(),
                                                     object.value(QStringLiteral("enabled")).toBool() ? QString() : QStringLiteral(" (disabled)")));
    }
    const QJsonArray env = profile.value(QStringLiteral("env")).toArray();
    for (const QJsonValue &value : env) {
        const QJsonObject variable = value.toObject();
        if (variable.contains(QStringLiteral("secret")))
            printLine(QStringLiteral("  env: %1 = secret %2").arg(variable.value(QStringLiteral("name")).toString(),
                                                                  variable.value(QStringLiteral("secret")).toString()));
        else
            printLine(QStringLiteral("  env: %1=%2").arg(variable.value(QStringLiteral("name")).toString(),
                                                         variable.value(QStringLiteral("value")).toString()));
    }
}

struct Options {
    QCommandLineOption name{QStringLiteral("name"), QStringLiteral("The profile's name."), QStringLiteral("NAME")};
    QCommandLineOption id{QStringLiteral("id"), QStringLiteral("The new profile's id (default: a fresh one)."), QStringLiteral("ID")};
    QCommandLineOption agent{QStringLiteral("agent"), QStringLiteral("The agent, by id."), QStringLiteral("ID")};
    QCommandLineOption agentCommand{QStringLiteral("agent-command"), QStringLiteral("A custom ACP agent's command line."), QStringLiteral("CMD")};
    QCommandLineOption agentId{QStringLiteral("agent-id"), QStringLiteral("The custom agent's id."), QStringLiteral("ID")};
    QCommandLineOption agentName{QStringLiteral("agent-name"), QStringLiteral("The custom agent's name."), QStringLiteral("NAME")};
    QCommandLineOption model{QStringLiteral("model"), QStringLiteral("The model."), QStringLiteral("MODEL")};
    QCommandLineOption mode{QStringLiteral("mode"), QStringLiteral("The mode."), QStringLiteral("MODE")};
    QCommandLineOption autoApprove{QStringLiteral("auto-approve"), QStringLiteral("Approve permission requests.")};
    QCommandLineOption noAutoApprove{QStringLiteral("no-auto-approve"), QStringLiteral("Ask for permission.")};
    QCommandLineOption flag{QStringLiteral("flag"), QStringLiteral("A CLI flag for the agent (repeatable)."), QStringLiteral("TEXT")};
    QCommandLineOption disabledFlag{QStringLiteral("disabled-flag"), QStringLiteral("A flag kept but not passed."), QStringLiteral("TEXT")};
    QCommandLineOption clearFlags{QStringLiteral("clear-flags"), QStringLiteral("Remove the flags first.")};
    QCommandLineOption prefix{QStringLiteral("command-prefix"), QStringLiteral("Runs before the agent's command."), QStringLiteral("TEXT")};
    QCommandLineOption env{QStringLiteral("env"), QStringLiteral("An environment variable (repeatable)."), QStringLiteral("NAME=VALUE")};
    QCommandLineOption envSecret{QStringLiteral("env-secret"), QStringLiteral("A variable from a secret (repeatable)."), QStringLiteral("NAME=SECRET")};
    QCommandLineOption unsetEnv{QStringLiteral("unset-env"), QStringLiteral("Remove a variable (repeatable)."), QStringLiteral("NAME")};
    QCommandLineOption clearEnv{QStringLiteral("clear-env"), QStringLiteral("Remove the variables first.")};
    QCommandLineOption agentVersion{QStringLiteral("agent-version"),
                                    QStringLiteral("Built-in npm agents: the installed version this profile starts (empty: the newest)."),
                                    QStringLiteral("VERSION")};
    QCommandLineOption npx{QStringLiteral("npx"), QStringLiteral("Built-in npm agents: run through npx instead of the installed package.")};
    QCommandLineOption noNpx{QStringLiteral("no-npx"), QStringLiteral("Built-in npm agents: run the package Kandesk installed.")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("JSON output.")};
    QCommandLineOption dataDir{QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR")};
};

void setVariable(QList<AgentProfile::EnvVar> &variables, const AgentProfile::EnvVar &variable)
{
    for (AgentProfile::EnvVar &known : variables) {
        if (known.name == variable.name) {
            known = variable;
            return;
        }
    }
    variables.append(variable);
}

int listProfiles(CliHome &home, bool json)
{
    auto profiles = home.stores->profiles().agentProfiles();
    SettingsStore &settings = home.stores->settings();
    auto custom = loadCustomAgents(settings);
    if (!profiles || !custom) {
        printError(QStringLiteral("kandesk profile list: ") + profiles.error() + custom.error());
        return ExitFailure;
    }
    QJsonArray rows;
    for (const AgentProfile &profile : std::as_const(*profiles))
        rows.append(profileJson(profile, *custom));
    QJsonArray agents;
    for (const CustomAgent &agent : std::as_const(*custom))
        agents.append(QJsonObject{{QStringLiteral("id"), agent.id}, {QStringLiteral("name"), agent.name}, {QStringLiteral("command"), agent.commandLine}});
    if (json) {
        printJson({{QStringLiteral("profiles"), rows}, {QStringLiteral("custom_agents"), agents}});
        return ExitOk;
    }
    if (rows.isEmpty())
        printLine(QStringLiteral("No agent profiles (kandesk profile add --name NAME --agent ID adds one)."));
    for (const QJsonValue &row : std::as_const(rows))
        printProfile(row.toObject());
    if (!custom->isEmpty()) {
        printLine(QStringLiteral("Custom agents:"));
        for (const CustomAgent &agent : std::as_const(*custom))
            printLine(QStringLiteral("  %1  %2: %3").arg(agent.id, agent.name, agent.commandLine));
    }
    return ExitOk;
}

} // namespace

int profileCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    if (sub != QLatin1String("list") && sub != QLatin1String("add") && sub != QLatin1String("edit") && sub != QLatin1String("delete")) {
        printError(QStringLiteral("kandesk profile: unknown command \"%1\" (known: list, add, edit, delete)").arg(sub));
        return ExitUsage;
    }
    const QString command = QStringLiteral("kandesk profile ") + sub;
    const QString usage = usageFor(sub);
    const Options o;
    QCommandLineParser parser;
    parser.addOptions({o.dataDir, o.json});
    const bool writes = sub == QLatin1String("add") || sub == QLatin1String("edit");
    if (writes) {
        parser.addOptions({o.name, o.id, o.agent, o.agentCommand, o.agentId, o.agentName, o.model, o.mode, o.autoApprove,
                           o.noAutoApprove, o.flag, o.disabledFlag, o.prefix, o.env, o.envSecret, o.clearFlags, o.unsetEnv,
                           o.clearEnv, o.agentVersion, o.npx, o.noNpx});
    }
    const int positional = sub == QLatin1String("edit") || sub == QLatin1String("delete") ? 1 : 0;
    const ParsedArguments parsed = parseArguments(parser, rest, command, usage, positional, positional);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto usageError = [&](const QString &reason) {
        printError(command + QStringLiteral(": ") + reason);
        return int(ExitUsage);
    };
    if (writes) {
        if (parser.isSet(o.agent) && parser.isSet(o.agentCommand))
            return usageError(QStringLiteral("--agent and --agent-command exclude each other"));
        if (parser.isSet(o.autoApprove) && parser.isSet(o.noAutoApprove))
            return usageError(QStringLiteral("--auto-approve and --no-auto-approve exclude each other"));
        if (parser.isSet(o.npx) && parser.isSet(o.noNpx))
            return usageError(QStringLiteral("--npx and --no-npx exclude each other"));
        if ((parser.isSet(o.agentId) || parser.isSet(o.agentName)) && !parser.isSet(o.agentCommand))
            return usageError(QStringLiteral("--agent-id and --agent-name name a custom agent: give its --agent-command"));
        if (sub == QLatin1String("add")) {
            if (parser.value(o.name).trimmed().isEmpty())
                return usageError(QStringLiteral("--name NAME is required"));
            for (const QCommandLineOption *editOnly : {&o.clearFlags, &o.clearEnv, &o.unsetEnv}) {
                if (parser.isSet(*editOnly))
                    return usageError(QStringLiteral("--%1 changes a stored profile: use it with kandesk profile edit").arg(editOnly->names().constFirst()));
            }
        } else if (parser.isSet(o.id)) {
            return usageError(QStringLiteral("--id names a new profile: kandesk profile edit takes the profile's id as its argument"));
        }
    }

    auto home = openHome(command, parser.value(o.dataDir));
    if (!home)
        return ExitFailure;
    if (sub == QLatin1String("list"))
        return listProfiles(*home, parser.isSet(o.json));

    ProfileStore &profiles = home->stores->profiles();
    SettingsStore &settings = home->stores->settings();
    if (sub == QLatin1String("delete")) {
        const QString id = parsed.positional.constFirst();
        if (auto known = profiles.agentProfile(id); !known) {
            printError(command + QStringLiteral(": no agent profile \"%1\" (kandesk profile list shows them)").arg(id));
            return ExitFailure;
        }
        if (const Status removed = profiles.removeAgentProfile(id); !removed) {
            printError(command + QStringLiteral(": ") + removed.error());
            return ExitFailure;
        }
        printError(QStringLiteral("Deleted agent profile %1.").arg(id));
        return ExitOk;
    }

    AgentProfile profile;
    if (sub == QLatin1String("edit")) {
        auto known = profiles.agentProfile(parsed.positional.constFirst());
        if (!known) {
            printError(command + QStringLiteral(": no agent profile \"%1\" (kandesk profile list shows them)").arg(parsed.positional.constFirst()));
            return ExitFailure;
        }
        profile = known.value();
    } else {
        profile.id = parser.value(o.id).trimmed();
        if (!profile.id.isEmpty() && profiles.agentProfile(profile.id).ok())
            return usageError(QStringLiteral("an agent profile \"%1\" exists already: kandesk profile edit %1").arg(profile.id));
    }
    if (parser.isSet(o.name))
        profile.name = parser.value(o.name).trimmed();
    if (parser.isSet(o.model))
        profile.model = parser.value(o.model).trimmed();
    if (parser.isSet(o.mode))
        profile.mode = parser.value(o.mode).trimmed();
    if (parser.isSet(o.autoApprove))
        profile.autoApprove = true;
    if (parser.isSet(o.noAutoApprove))
        profile.autoApprove = false;
    if (parser.isSet(o.prefix))
        profile.commandPrefix = parser.value(o.prefix).trimmed();
    if (parser.isSet(o.agentVersion))
        profile.agentVersion = parser.value(o.agentVersion).trimmed();
    if (parser.isSet(o.npx) || parser.isSet(o.noNpx))
        profile.runWithNpx = parser.isSet(o.npx);
    if (parser.isSet(o.clearFlags) || (sub == QLatin1String("edit") && (parser.isSet(o.flag) || parser.isSet(o.disabledFlag))))
        profile.cliFlags.clear(); // given flags replace the list
    for (const QString &text : parser.values(o.flag))
        profile.cliFlags.append({text, true});
    for (const QString &text : parser.values(o.disabledFlag))
        profile.cliFlags.append({text, false});
    if (parser.isSet(o.clearEnv))
        profile.envVars.clear();
    for (const QString &name : parser.values(o.unsetEnv))
        profile.envVars.removeIf([&name](const AgentProfile::EnvVar &variable) { return variable.name == name; });
    QStringList missingSecrets;
    SecretVault &vault = home->stores->vault();
    for (const QString &assignment : parser.values(o.env)) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals < 0)
            return usageError(QStringLiteral("--env needs NAME=VALUE, not \"%1\"").arg(assignment));
        setVariable(profile.envVars, {assignment.left(equals), assignment.mid(equals + 1), {}});
    }
    for (const QString &assignment : parser.values(o.envSecret)) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals < 0)
            return usageError(QStringLiteral("--env-secret needs NAME=SECRET, not \"%1\"").arg(assignment));
        const QString secret = assignment.mid(equals + 1);
        if (const QString problem = secretNameProblem(secret); !problem.isEmpty())
            return usageError(QStringLiteral("--env-secret %1: %2").arg(assignment, problem));
        if (auto known = vault.contains(secret); known && !*known)
            missingSecrets.append(secret);
        setVariable(profile.envVars, {assignment.left(equals), {}, secret});
    }

    auto custom = loadCustomAgents(settings);
    if (!custom) {
        printError(command + QStringLiteral(": ") + custom.error());
        return ExitFailure;
    }
    AgentRegistry registry;
    const QStringList failures = registerCustomAgents(registry, *custom);
    Q_UNUSED(failures);
    bool customChanged = false;
    if (parser.isSet(o.agentCommand)) {
        const QString commandLine = parser.value(o.agentCommand).trimmed();
        if (const QString problem = customAgentCommandProblem(commandLine); !problem.isEmpty())
            return usageError(QStringLiteral("--agent-command: ") + problem);
        const CustomAgentRequest request{commandLine, parser.value(o.agentId).trimmed(), parser.value(o.agentName).trimmed()};
        if (const AgentDefinition *known = registry.find(request.id); known && !known->isCustom())
            return usageError(QStringLiteral("\"%1\" is a built-in agent: pick another --agent-id").arg(request.id));
        auto stored = profiles.agentProfiles();
        if (!stored) {
            printError(command + QStringLiteral(": ") + stored.error());
            return ExitFailure;
        }
        QStringList builtIn;
        for (const AgentDefinition &agent : registry.agents()) {
            if (!agent.isCustom())
                builtIn.append(agent.id);
        }
        const QList<CustomAgent> before = *custom;
        auto assigned = assignCustomAgent(*custom, request, profile.id, *stored, builtIn);
        if (!assigned)
            return usageError(QStringLiteral("--agent-id %1: %2").arg(request.id, assigned.error()));
        customChanged = *custom != before;
        profile.agentId = assigned.value();
    } else if (parser.isSet(o.agent)) {
        const QString id = parser.value(o.agent).trimmed();
        if (!registry.find(id)) {
            QStringList known;
            for (const AgentDefinition &agent : registry.agents())
                known.append(agent.id);
            return usageError(QStringLiteral("unknown agent \"%1\" (known: %2; or give --agent-command \"CMD\")").arg(id, known.join(QStringLiteral(", "))));
        }
        profile.agentId = id;
    }
    if (const QString problem = agentProfileProblem(profile); !problem.isEmpty())
        return usageError(problem);
    if (!profile.agentVersion.isEmpty() || profile.runWithNpx) {
        const AgentDefinition *agent = registry.find(profile.agentId);
        if (!agent || agent->isCustom() || agent->npmPackage.isEmpty() || !profile.customCommand.isEmpty())
            return usageError(QStringLiteral("--agent-version and --npx are for built-in npm agents; \"%1\" is not one").arg(profile.agentId));
    }

    if (customChanged) {
        if (const Status saved = saveCustomAgents(settings, *custom); !saved) {
            printError(command + QStringLiteral(": ") + saved.error());
            return ExitFailure;
        }
    }
    auto saved = profiles.saveAgentProfile(profile);
    if (!saved) {
        printError(command + QStringLiteral(": ") + saved.error());
        return ExitFailure;
    }
    for (const QString &secret : std::as_const(missingSecrets))
        printError(QStringLiteral("warning: no secret named %1 is stored yet (kandesk secret set %1)").arg(secret));
    const QJsonObject shown = profileJson(saved.value(), *custom);
    if (parser.isSet(o.json))
        printJson(shown);
    else
        printProfile(shown);
    return ExitOk;
}

} // namespace kandesk::cli
