// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "profilecommands.h"

#include "application/settings/agentprofiles.h"
#include "application/settings/configuration.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "application/settings/customagents.h"
#include "models/agents/agentregistry.h"
#include "models/agents/cliflagtokenizer.h"
#include "models/agents/profilevalidation.h"
#include "models/secretvault.h"
#include "models/queries/settingsqueries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "ProfileCommands".
struct ProfileCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(ProfileCommands)
};

QString profileUsageFor(const QString &sub)
{
    const QString fields = QStringLiteral(
        "[--agent ID | --agent-command \"CMD ARGS…\" [--agent-id ID] [--agent-name NAME]] [--model MODEL] [--mode MODE] "
        "[--auto-approve | --no-auto-approve] [--flag TEXT]… [--disabled-flag TEXT]… [--command-prefix TEXT] "
        "[--env NAME=VALUE]… [--env-secret NAME=SECRET]… [--agent-version VERSION] [--npx | --no-npx] "
        "[--mcp-stdio \"NAME=CMD ARGS…\"]… [--mcp-http NAME=URL]… [--mcp-sse NAME=URL]… "
        "[--mcp-env SERVER:NAME=VALUE]… [--mcp-env-secret SERVER:NAME=SECRET]… "
        "[--mcp-header SERVER:NAME=VALUE]… [--mcp-header-secret SERVER:NAME=SECRET]… [--json] [--data-dir DIR]");
    if (sub == QLatin1String("add"))
        return QStringLiteral("usage: kandesk profile add --name NAME [--id ID] ") + fields;
    if (sub == QLatin1String("edit"))
        return QStringLiteral("usage: kandesk profile edit ID [--name NAME] [--clear-flags] [--clear-env] [--unset-env NAME]… "
                              "[--clear-mcp] [--remove-mcp NAME]… ") + fields;
    if (sub == QLatin1String("delete"))
        return QStringLiteral("usage: kandesk profile delete ID [--data-dir DIR]");
    return QStringLiteral("usage: kandesk profile list [--json] [--data-dir DIR]");
}

QJsonArray namedValuesJson(const QList<AgentProfile::EnvVar> &values)
{
    QJsonArray rows;
    for (const AgentProfile::EnvVar &value : values) {
        QJsonObject row{{QStringLiteral("name"), value.name}};
        if (value.secretRef.isEmpty())
            row.insert(QStringLiteral("value"), value.value);
        else
            row.insert(QStringLiteral("secret"), value.secretRef);
        rows.append(row);
    }
    return rows;
}

QJsonArray mcpServersJson(const QList<AgentProfile::McpServer> &servers)
{
    QJsonArray rows;
    for (const AgentProfile::McpServer &server : servers) {
        QJsonObject row{{QStringLiteral("name"), server.name}, {QStringLiteral("type"), mcpTransportName(server.transport)}};
        if (server.transport == AgentProfile::McpServer::Transport::Stdio) {
            row.insert(QStringLiteral("command"), server.command);
            row.insert(QStringLiteral("args"), QJsonArray::fromStringList(server.args));
            row.insert(QStringLiteral("env"), namedValuesJson(server.env));
        } else {
            row.insert(QStringLiteral("url"), server.url);
            row.insert(QStringLiteral("headers"), namedValuesJson(server.headers));
        }
        rows.append(row);
    }
    return rows;
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
                       {QStringLiteral("run_with_npx"), profile.runWithNpx},
                       {QStringLiteral("mcp_servers"), mcpServersJson(profile.mcpServers)}};
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
    printLine(ProfileCommandsWords::tr("  agent: ") + agent);
    for (const char *key : {"model", "mode", "command_prefix"}) {
        const QString value = profile.value(QLatin1String(key)).toString();
        if (!value.isEmpty())
            printLine(QStringLiteral("  %1: %2").arg(QLatin1String(key), value));
    }
    if (profile.value(QStringLiteral("auto_approve")).toBool())
        printLine(ProfileCommandsWords::tr("  auto-approve: yes"));
    if (const QString version = profile.value(QStringLiteral("agent_version")).toString(); !version.isEmpty())
        printLine(ProfileCommandsWords::tr("  agent version: ") + version);
    if (profile.value(QStringLiteral("run_with_npx")).toBool())
        printLine(ProfileCommandsWords::tr("  runs through npx"));
    const QJsonArray flags = profile.value(QStringLiteral("cli_flags")).toArray();
    for (const QJsonValue &flag : flags) {
        const QJsonObject object = flag.toObject();
        printLine(ProfileCommandsWords::tr("  flag: %1%2")
                      .arg(object.value(QStringLiteral("text")).toString(),
                          object.value(QStringLiteral("enabled")).toBool() ? QString() : ProfileCommandsWords::tr(" (disabled)")));
    }
    const QJsonArray env = profile.value(QStringLiteral("env")).toArray();
    for (const QJsonValue &value : env) {
        const QJsonObject variable = value.toObject();
        if (variable.contains(QStringLiteral("secret")))
            printLine(ProfileCommandsWords::tr("  env: %1 = secret %2")
                          .arg(variable.value(QStringLiteral("name")).toString(),
                              variable.value(QStringLiteral("secret")).toString()));
        else
            printLine(QStringLiteral("  env: %1=%2").arg(variable.value(QStringLiteral("name")).toString(),
                                                         variable.value(QStringLiteral("value")).toString()));
    }
    auto printValues = [](const QJsonArray &values, const QString &what) {
        for (const QJsonValue &value : values) {
            const QJsonObject row = value.toObject();
            const QString name = row.value(QStringLiteral("name")).toString();
            if (row.contains(QStringLiteral("secret")))
                printLine(ProfileCommandsWords::tr("    %1: %2 = secret %3")
                              .arg(what, name, row.value(QStringLiteral("secret")).toString()));
            else
                printLine(QStringLiteral("    %1: %2=%3").arg(what, name, row.value(QStringLiteral("value")).toString()));
        }
    };
    for (const QJsonValue &value : profile.value(QStringLiteral("mcp_servers")).toArray()) {
        const QJsonObject server = value.toObject();
        const QString type = server.value(QStringLiteral("type")).toString();
        QString target = server.value(QStringLiteral("url")).toString();
        if (type == QLatin1String("stdio")) {
            QStringList words{server.value(QStringLiteral("command")).toString()};
            for (const QJsonValue &arg : server.value(QStringLiteral("args")).toArray())
                words.append(arg.toString());
            target = words.join(QLatin1Char(' '));
        }
        printLine(QStringLiteral("  mcp: %1 (%2) %3").arg(server.value(QStringLiteral("name")).toString(), type, target));
        printValues(server.value(QStringLiteral("env")).toArray(), QStringLiteral("env"));
        printValues(server.value(QStringLiteral("headers")).toArray(), QStringLiteral("header"));
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
    QCommandLineOption mcpStdio{QStringLiteral("mcp-stdio"), QStringLiteral("An MCP server the agent starts: its name, = and its command line (repeatable)."),
                                QStringLiteral("NAME=CMD ARGS…")};
    QCommandLineOption mcpHttp{QStringLiteral("mcp-http"), QStringLiteral("An MCP server over HTTP (repeatable)."), QStringLiteral("NAME=URL")};
    QCommandLineOption mcpSse{QStringLiteral("mcp-sse"), QStringLiteral("An MCP server over SSE (repeatable)."), QStringLiteral("NAME=URL")};
    QCommandLineOption mcpEnv{QStringLiteral("mcp-env"), QStringLiteral("A variable of a stdio MCP server (repeatable)."),
                              QStringLiteral("SERVER:NAME=VALUE")};
    QCommandLineOption mcpEnvSecret{QStringLiteral("mcp-env-secret"), QStringLiteral("A stdio MCP server's variable from a secret (repeatable)."),
                                    QStringLiteral("SERVER:NAME=SECRET")};
    QCommandLineOption mcpHeader{QStringLiteral("mcp-header"), QStringLiteral("A header of an http or sse MCP server (repeatable)."),
                                 QStringLiteral("SERVER:NAME=VALUE")};
    QCommandLineOption mcpHeaderSecret{QStringLiteral("mcp-header-secret"),
                                       QStringLiteral("An http or sse MCP server's header from a secret (repeatable)."),
                                       QStringLiteral("SERVER:NAME=SECRET")};
    QCommandLineOption removeMcp{QStringLiteral("remove-mcp"), QStringLiteral("Remove an MCP server (repeatable)."), QStringLiteral("NAME")};
    QCommandLineOption clearMcp{QStringLiteral("clear-mcp"), QStringLiteral("Remove the MCP servers first.")};
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

// Applies the --mcp-* options of one command to the profile's servers: removals, then definitions
// (a server defined again keeps its variables or headers when its kind stays), then variables and
// headers. Returns the first usage problem, in the option's words.
QString applyMcpOptions(const QCommandLineParser &parser, const Options &o, QList<AgentProfile::McpServer> &servers,
                        SecretVault &vault, QStringList &missingSecrets)
{
    using Transport = AgentProfile::McpServer::Transport;
    if (parser.isSet(o.clearMcp))
        servers.clear();
    for (const QString &name : parser.values(o.removeMcp)) {
        if (servers.removeIf([&name](const AgentProfile::McpServer &server) { return server.name == name; }) == 0)
            return ProfileCommandsWords::tr("--remove-mcp %1: the profile has no MCP server of that name").arg(name);
    }
    auto define = [&servers](AgentProfile::McpServer server) {
        for (AgentProfile::McpServer &known : servers) {
            if (known.name != server.name)
                continue;
            const bool wasStdio = known.transport == Transport::Stdio;
            if (wasStdio == (server.transport == Transport::Stdio)) {
                server.env = known.env;
                server.headers = known.headers;
            }
            known = server;
            return;
        }
        servers.append(server);
    };
    for (const QString &definition : parser.values(o.mcpStdio)) {
        const qsizetype equals = definition.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return ProfileCommandsWords::tr("--mcp-stdio needs NAME=COMMAND [ARGS…], not \"%1\"").arg(definition);
        AgentProfile::McpServer server;
        server.name = definition.left(equals).trimmed();
        if (const QString problem = mcpServerNameProblem(server.name); !problem.isEmpty())
            return QStringLiteral("--mcp-stdio %1: %2").arg(definition, problem);
        auto words = tokenizeCommandLine(definition.mid(equals + 1));
        if (!words)
            return QStringLiteral("--mcp-stdio %1: %2").arg(definition, cliFlagProblem(definition.mid(equals + 1)));
        if (words->isEmpty())
            return ProfileCommandsWords::tr("--mcp-stdio %1: give the server's command after the =").arg(definition);
        server.command = words->takeFirst();
        server.args = words.value();
        define(server);
    }
    const std::pair<const QCommandLineOption *, Transport> urlKinds[] = {{&o.mcpHttp, Transport::Http}, {&o.mcpSse, Transport::Sse}};
    for (const auto &[option, transport] : urlKinds) {
        const QString flag = QStringLiteral("--") + option->names().constFirst();
        for (const QString &definition : parser.values(*option)) {
            const qsizetype equals = definition.indexOf(QLatin1Char('='));
            if (equals <= 0)
                return ProfileCommandsWords::tr("%1 needs NAME=URL, not \"%2\"").arg(flag, definition);
            AgentProfile::McpServer server;
            server.name = definition.left(equals).trimmed();
            server.transport = transport;
            server.url = definition.mid(equals + 1).trimmed();
            if (const QString problem = mcpServerNameProblem(server.name); !problem.isEmpty())
                return QStringLiteral("%1 %2: %3").arg(flag, definition, problem);
            if (const QString problem = mcpServerUrlProblem(server.url); !problem.isEmpty())
                return QStringLiteral("%1 %2: %3").arg(flag, definition, problem);
            define(server);
        }
    }
    struct ValueKind {
        const QCommandLineOption *option;
        bool header;
        bool secret;
    };
    const ValueKind valueKinds[] = {{&o.mcpEnv, false, false}, {&o.mcpEnvSecret, false, true},
                                    {&o.mcpHeader, true, false}, {&o.mcpHeaderSecret, true, true}};
    for (const ValueKind &kind : valueKinds) {
        const QString flag = QStringLiteral("--") + kind.option->names().constFirst();
        for (const QString &assignment : parser.values(*kind.option)) {
            const qsizetype colon = assignment.indexOf(QLatin1Char(':'));
            const qsizetype equals = assignment.indexOf(QLatin1Char('='), colon + 1);
            if (colon <= 0 || equals <= colon + 1)
                return ProfileCommandsWords::tr("%1 needs SERVER:NAME=%2, not \"%3\"")
                    .arg(flag, kind.secret ? QStringLiteral("SECRET") : QStringLiteral("VALUE"), assignment);
            const QString serverName = assignment.left(colon);
            auto server = std::find_if(servers.begin(), servers.end(),
                                       [&serverName](const AgentProfile::McpServer &known) { return known.name == serverName; });
            if (server == servers.end())
                return ProfileCommandsWords::tr(
                    "%1 %2: the profile has no MCP server \"%3\" (define it with --mcp-stdio, --mcp-http or --mcp-sse)")
                    .arg(flag, assignment, serverName);
            const bool stdio = server->transport == Transport::Stdio;
            if (kind.header == stdio)
                return stdio ? ProfileCommandsWords::tr("%1 %2: \"%3\" is a stdio server: give it variables with --mcp-env")
                                   .arg(flag, assignment, serverName)
                             : ProfileCommandsWords::tr("%1 %2: \"%3\" is an %4 server: give it headers with --mcp-header")
                                   .arg(flag, assignment, serverName, mcpTransportName(server->transport));
            AgentProfile::EnvVar value{assignment.mid(colon + 1, equals - colon - 1), assignment.mid(equals + 1), {}};
            if (kind.secret) {
                value.secretRef = value.value;
                value.value.clear();
                if (const QString problem = secretNameProblem(value.secretRef); !problem.isEmpty())
                    return QStringLiteral("%1 %2: %3").arg(flag, assignment, problem);
                if (auto known = vault.contains(value.secretRef); known && !*known)
                    missingSecrets.append(value.secretRef);
            }
            QList<AgentProfile::EnvVar> &values = kind.header ? server->headers : server->env;
            setVariable(values, value);
        }
    }
    return {};
}

int listProfiles(CliHome &home, bool json)
{
    auto profiles = AgentProfiles(*home.stores).list().result();
    const SettingsQueries &settings = std::as_const(*home.stores).settings();
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
        printLine(ProfileCommandsWords::tr("No agent profiles (kandesk profile add --name NAME --agent ID adds one)."));
    for (const QJsonValue &row : std::as_const(rows))
        printProfile(row.toObject());
    if (!custom->isEmpty()) {
        printLine(ProfileCommandsWords::tr("Custom agents:"));
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
        printError(ProfileCommandsWords::tr("kandesk profile: unknown command \"%1\" (known: list, add, edit, delete)").arg(sub));
        return ExitUsage;
    }
    const QString command = QStringLiteral("kandesk profile ") + sub;
    const QString usage = profileUsageFor(sub);
    const Options o;
    QCommandLineParser parser;
    parser.addOptions({o.dataDir, o.json});
    const bool writes = sub == QLatin1String("add") || sub == QLatin1String("edit");
    if (writes) {
        parser.addOptions({o.name, o.id, o.agent, o.agentCommand, o.agentId, o.agentName, o.model, o.mode, o.autoApprove,
                           o.noAutoApprove, o.flag, o.disabledFlag, o.prefix, o.env, o.envSecret, o.clearFlags, o.unsetEnv,
                           o.clearEnv, o.agentVersion, o.npx, o.noNpx, o.mcpStdio, o.mcpHttp, o.mcpSse, o.mcpEnv,
                           o.mcpEnvSecret, o.mcpHeader, o.mcpHeaderSecret, o.removeMcp, o.clearMcp});
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
            return usageError(ProfileCommandsWords::tr("--agent and --agent-command exclude each other"));
        if (parser.isSet(o.autoApprove) && parser.isSet(o.noAutoApprove))
            return usageError(ProfileCommandsWords::tr("--auto-approve and --no-auto-approve exclude each other"));
        if (parser.isSet(o.npx) && parser.isSet(o.noNpx))
            return usageError(ProfileCommandsWords::tr("--npx and --no-npx exclude each other"));
        if ((parser.isSet(o.agentId) || parser.isSet(o.agentName)) && !parser.isSet(o.agentCommand))
            return usageError(ProfileCommandsWords::tr("--agent-id and --agent-name name a custom agent: give its --agent-command"));
        if (sub == QLatin1String("add")) {
            if (parser.value(o.name).trimmed().isEmpty())
                return usageError(ProfileCommandsWords::tr("--name NAME is required"));
            for (const QCommandLineOption *editOnly : {&o.clearFlags, &o.clearEnv, &o.unsetEnv, &o.removeMcp, &o.clearMcp}) {
                if (parser.isSet(*editOnly))
                    return usageError(ProfileCommandsWords::tr("--%1 changes a stored profile: use it with kandesk profile edit")
                                          .arg(editOnly->names().constFirst()));
            }
        } else if (parser.isSet(o.id)) {
            return usageError(
                ProfileCommandsWords::tr("--id names a new profile: kandesk profile edit takes the profile's id as its argument"));
        }
    }

    auto home = openHome(command, parser.value(o.dataDir));
    if (!home)
        return ExitFailure;
    if (sub == QLatin1String("list"))
        return listProfiles(*home, parser.isSet(o.json));

    AgentRegistry registry; // the built-in agents, and the custom ones once read
    AgentProfiles profiles(*home->stores, &registry);
    const SettingsQueries &settings = std::as_const(*home->stores).settings();
    if (sub == QLatin1String("delete")) {
        const QString id = parsed.positional.constFirst();
        if (auto known = profiles.find(id).result(); !known) {
            printError(command + ProfileCommandsWords::tr(": no agent profile \"%1\" (kandesk profile list shows them)").arg(id));
            return ExitFailure;
        }
        if (const Status removed = profiles.remove(id).result(); !removed) {
            printError(command + QStringLiteral(": ") + removed.error());
            return ExitFailure;
        }
        printError(ProfileCommandsWords::tr("Deleted agent profile %1.").arg(id));
        return ExitOk;
    }

    AgentProfile profile;
    if (sub == QLatin1String("edit")) {
        auto known = profiles.find(parsed.positional.constFirst()).result();
        if (!known) {
            printError(command
                + ProfileCommandsWords::tr(": no agent profile \"%1\" (kandesk profile list shows them)")
                      .arg(parsed.positional.constFirst()));
            return ExitFailure;
        }
        profile = known.value();
    } else {
        profile.id = parser.value(o.id).trimmed();
        if (!profile.id.isEmpty() && profiles.find(profile.id).result().ok())
            return usageError(
                ProfileCommandsWords::tr("an agent profile \"%1\" exists already: kandesk profile edit %1").arg(profile.id));
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
            return usageError(ProfileCommandsWords::tr("--env needs NAME=VALUE, not \"%1\"").arg(assignment));
        setVariable(profile.envVars, {assignment.left(equals), assignment.mid(equals + 1), {}});
    }
    for (const QString &assignment : parser.values(o.envSecret)) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals < 0)
            return usageError(ProfileCommandsWords::tr("--env-secret needs NAME=SECRET, not \"%1\"").arg(assignment));
        const QString secret = assignment.mid(equals + 1);
        if (const QString problem = secretNameProblem(secret); !problem.isEmpty())
            return usageError(QStringLiteral("--env-secret %1: %2").arg(assignment, problem));
        if (auto known = vault.contains(secret); known && !*known)
            missingSecrets.append(secret);
        setVariable(profile.envVars, {assignment.left(equals), {}, secret});
    }
    if (const QString problem = applyMcpOptions(parser, o, profile.mcpServers, vault, missingSecrets); !problem.isEmpty())
        return usageError(problem);

    auto custom = loadCustomAgents(settings);
    if (!custom) {
        printError(command + QStringLiteral(": ") + custom.error());
        return ExitFailure;
    }
    const QStringList failures = registerCustomAgents(registry, *custom);
    Q_UNUSED(failures);
    bool customChanged = false;
    if (parser.isSet(o.agentCommand)) {
        const QString commandLine = parser.value(o.agentCommand).trimmed();
        if (const QString problem = customAgentCommandProblem(commandLine); !problem.isEmpty())
            return usageError(QStringLiteral("--agent-command: ") + problem);
        const CustomAgentRequest request{commandLine, parser.value(o.agentId).trimmed(), parser.value(o.agentName).trimmed()};
        if (const AgentDefinition *known = registry.find(request.id); known && !known->isCustom())
            return usageError(ProfileCommandsWords::tr("\"%1\" is a built-in agent: pick another --agent-id").arg(request.id));
        auto stored = profiles.list().result();
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
            return usageError(ProfileCommandsWords::tr("unknown agent \"%1\" (known: %2; or give --agent-command \"CMD\")")
                                  .arg(id, known.join(QStringLiteral(", "))));
        }
        profile.agentId = id;
    }
    if (const QString problem = profiles.problem(profile); !problem.isEmpty())
        return usageError(problem);

    if (customChanged) {
        if (const Status saved = Configuration(*home->stores).saveCustomAgents(*custom); !saved) {
            printError(command + QStringLiteral(": ") + saved.error());
            return ExitFailure;
        }
    }
    auto saved = profiles.save(profile).result();
    if (!saved) {
        printError(command + QStringLiteral(": ") + saved.error());
        return ExitFailure;
    }
    for (const QString &secret : std::as_const(missingSecrets))
        printError(ProfileCommandsWords::tr("warning: no secret named %1 is stored yet (kandesk secret set %1)").arg(secret));
    const QJsonObject shown = profileJson(saved.value(), *custom);
    if (parser.isSet(o.json))
        printJson(shown);
    else
        printProfile(shown);
    return ExitOk;
}

} // namespace kandesk::cli
