// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentcommands.h"

#include "application/settings/agentinstalls.h"
#include "application/settings/agentprofiles.h"
#include "application/settings/agentreadiness.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "models/agents/agentregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "AgentCommands".
struct AgentCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(AgentCommands)
};

Expected<NpmAgentUpdate> justInstalled(const Expected<InstalledNpmAgent> &installed)
{
    if (!installed)
        return Error{installed.error()};
    return NpmAgentUpdate{*installed, {}};
}

QString agentUsageFor(const QString &sub)
{
    if (sub == QLatin1String("install"))
        return QStringLiteral("usage: kandesk agent install ID[@VERSION] [--json] [--data-dir DIR]   (@VERSION also "
                              "pins the agent to it)");
    if (sub == QLatin1String("update"))
        return QStringLiteral("usage: kandesk agent update ID [--json] [--data-dir DIR]");
    if (sub == QLatin1String("remove"))
        return QStringLiteral("usage: kandesk agent remove ID[@VERSION] [--json] [--data-dir DIR]");
    if (sub == QLatin1String("pin"))
        return QStringLiteral("usage: kandesk agent pin ID VERSION [--json] [--data-dir DIR]");
    if (sub == QLatin1String("unpin"))
        return QStringLiteral("usage: kandesk agent unpin ID [--json] [--data-dir DIR]");
    if (sub == QLatin1String("check"))
        return QStringLiteral("usage: kandesk agent check [--json] [--data-dir DIR]   (node, npm and each agent: ready, or "
                              "what it lacks and how to get it)");
    return QStringLiteral("usage: kandesk agent list [--latest] [--json] [--data-dir DIR]   (--latest asks the npm "
                          "registry for the newest versions)");
}

// The built-in agent named by "ID" or "ID@VERSION"; prints why not (exit 2) otherwise.
struct AgentArgument {
    const AgentDefinition *agent = nullptr;
    QString version;
};

AgentArgument agentArgument(const AgentRegistry &registry, const QString &command, const QString &argument)
{
    const qsizetype at = argument.indexOf(QLatin1Char('@'));
    AgentArgument parsed;
    const QString id = at >= 0 ? argument.left(at) : argument;
    parsed.version = at >= 0 ? argument.mid(at + 1).trimmed() : QString();
    parsed.agent = registry.find(id);
    QStringList known;
    for (const AgentDefinition &agent : registry.agents()) {
        if (!agent.npmPackage.isEmpty())
            known.append(agent.id);
    }
    if (!parsed.agent) {
        printError(
            AgentCommandsWords::tr("%1: no built-in agent \"%2\" (known: %3; custom agents are commands you installed yourself)")
                .arg(command, id, known.join(QStringLiteral(", "))));
    } else if (parsed.agent->npmPackage.isEmpty()) {
        printError(AgentCommandsWords::tr("%1: %2 is not an npm package: Kandesk does not install it").arg(command, id));
        parsed.agent = nullptr;
    } else if (at >= 0 && parsed.version.isEmpty()) {
        printError(AgentCommandsWords::tr("%1: \"%2\" names no version after @ (e.g. %3@0.49.0)").arg(command, argument, id));
        parsed.agent = nullptr;
    }
    return parsed;
}

QJsonObject installedJson(const AgentDefinition &agent, const InstalledNpmAgent &installed, const AgentInstalls &installs)
{
    return { { QStringLiteral("agent"), agent.id }, { QStringLiteral("package"), agent.npmPackage },
        { QStringLiteral("version"), installed.version }, { QStringLiteral("entry"), installed.entry },
        { QStringLiteral("run_with_node"), installed.runWithNode },
        { QStringLiteral("engines_node"), installed.enginesNode },
        { QStringLiteral("path"), installs.versionDir(agent, installed.version) } };
}

// npm's lines go to the terminal's error stream as they come.
void streamLine(const QString &line)
{
    printError(QStringLiteral("  ") + line);
}

// How a missing piece is fixed from a terminal.
QString fixWords(const ReadinessFix &fix)
{
    switch (fix.action) {
    case ReadinessFix::Action::AddKey:
        return QStringLiteral("kandesk secret set %1, then kandesk profile edit PROFILE --env-secret %1=%1").arg(fix.variable);
    case ReadinessFix::Action::EditAgent:
        return QStringLiteral("kandesk profile edit PROFILE --agent-command \"/full/path/to/program ARGS…\"");
    case ReadinessFix::Action::Command:
    case ReadinessFix::Action::InstallAgent:
    case ReadinessFix::Action::AddSecret:
        break;
    }
    return fix.command;
}

QJsonObject needJson(const ReadinessNeed &need)
{
    return {{QStringLiteral("need"), need.text}, {QStringLiteral("fix"), fixWords(need.fix)}};
}

QJsonObject toolJson(const ToolVersion &tool)
{
    return {{QStringLiteral("path"), tool.path}, {QStringLiteral("version"), tool.version}, {QStringLiteral("problem"), tool.problem}};
}

QString toolLine(const QString &name, const ToolVersion &tool)
{
    if (!tool.installed())
        return tool.problem.isEmpty() ? AgentCommandsWords::tr("%1: not installed").arg(name)
                                      : AgentCommandsWords::tr("%1: not installed (%2)").arg(name, tool.problem);
    return QStringLiteral("%1: %2 (%3)").arg(name, tool.version.isEmpty() ? tool.problem : tool.version, tool.path);
}

// `kandesk agent check`: what the window's empty board shows, on the command line.
int checkAgents(CliHome &home, bool json)
{
    AgentReadiness readiness(*home.stores);
    const ReadinessReport report = readiness.checkBlocking(readiness.knownAgents());
    const auto keyName = [](KeyState key) {
        switch (key) {
        case KeyState::Set:
            return QStringLiteral("set");
        case KeyState::SignIn:
            return QStringLiteral("sign_in");
        case KeyState::Missing:
            return QStringLiteral("missing");
        case KeyState::None:
            break;
        }
        return QStringLiteral("none");
    };
    if (json) {
        QJsonArray machine;
        for (const ReadinessNeed &need : report.machine)
            machine.append(needJson(need));
        QJsonArray agents;
        for (const AgentCheck &check : report.agents) {
            QJsonArray needs;
            for (const ReadinessNeed &need : check.needs)
                needs.append(needJson(need));
            agents.append(QJsonObject{{QStringLiteral("id"), check.agentId}, {QStringLiteral("name"), check.displayName},
                                      {QStringLiteral("custom"), check.custom}, {QStringLiteral("ready"), check.ready},
                                      {QStringLiteral("version"), check.version}, {QStringLiteral("node"), check.nodeRange},
                                      {QStringLiteral("key"), keyName(check.key)},
                                      {QStringLiteral("key_variable"), check.keyVariable}, {QStringLiteral("needs"), needs}});
        }
        printJson({{QStringLiteral("node"), toolJson(report.facts.node)}, {QStringLiteral("npm"), toolJson(report.facts.npm)},
                   {QStringLiteral("machine"), machine}, {QStringLiteral("agents"), agents}});
        return ExitOk;
    }
    printLine(toolLine(QStringLiteral("Node.js"), report.facts.node));
    printLine(toolLine(QStringLiteral("npm"), report.facts.npm));
    for (const ReadinessNeed &need : report.machine)
        printLine(QStringLiteral("  ⚠ %1: %2").arg(need.text, fixWords(need.fix)));
    for (const AgentCheck &check : report.agents) {
        const QString name = check.version.isEmpty() || check.custom ? check.displayName : check.displayName + QLatin1Char(' ') + check.version;
        if (check.ready) {
            printLine(AgentCommandsWords::tr("✓ %1 (%2): ready").arg(name, check.agentId));
            continue;
        }
        QStringList needs;
        for (const ReadinessNeed &need : check.needs)
            needs.append(need.text);
        printLine(QStringLiteral("⚠ %1 (%2): %3 — %4").arg(name, check.agentId, needs.join(QStringLiteral("; ")), fixWords(check.needs.constFirst().fix)));
    }
    return ExitOk;
}

int listAgents(const CliHome &home, const AgentRegistry &registry, bool json, bool askRegistry)
{
    AgentInstalls installs(home.path);
    QList<AgentDefinition> agents;
    for (const AgentDefinition &agent : registry.agents()) {
        if (!agent.npmPackage.isEmpty())
            agents.append(agent);
    }
    QHash<QString, QString> latestErrors;
    QList<NpmAgentState> states;
    for (const AgentDefinition &agent : std::as_const(agents))
        states.append(installs.state(agent).result());
    // The registry is asked for every agent at once (each `npm view` waits on the network).
    if (askRegistry) {
        const QList<QFuture<Expected<QString>>> answers = installs.latestVersions(agents);
        for (qsizetype i = 0; i < agents.size(); ++i) {
            const Expected<QString> answer = answers.at(i).result();
            if (answer)
                states[i].latest = answer.value();
            else
                latestErrors.insert(agents.at(i).id, answer.error());
        }
    }
    QJsonArray rows;
    for (qsizetype i = 0; i < agents.size(); ++i) {
        const AgentDefinition &agent = agents.at(i);
        const NpmAgentState &state = states.at(i);
        QJsonObject row { { QStringLiteral("id"), agent.id }, { QStringLiteral("name"), agent.displayName },
            { QStringLiteral("package"), agent.npmPackage }, { QStringLiteral("installed"), QJsonArray::fromStringList(state.installed) },
            { QStringLiteral("pin"), state.pin }, { QStringLiteral("latest"), latestErrors.contains(agent.id) ? QString() : state.latest } };
        if (!state.active.isEmpty())
            row.insert(QStringLiteral("active"), state.active);
        else if (!state.problem.isEmpty())
            row.insert(QStringLiteral("problem"), state.problem);
        if (latestErrors.contains(agent.id))
            row.insert(QStringLiteral("latest_error"), latestErrors.value(agent.id));
        rows.append(row);
    }
    if (json) {
        printJson({ { QStringLiteral("agents"), rows }, { QStringLiteral("agents_dir"), installs.agentsDir() } });
        return ExitOk;
    }
    for (const QJsonValue &value : std::as_const(rows)) {
        const QJsonObject row = value.toObject();
        QStringList installed;
        for (const QJsonValue &version : row.value(QStringLiteral("installed")).toArray())
            installed.append(version.toString());
        QString state = installed.isEmpty() ? AgentCommandsWords::tr("not installed")
                                            : AgentCommandsWords::tr("installed ") + installed.join(QStringLiteral(", "));
        if (const QString pin = row.value(QStringLiteral("pin")).toString(); !pin.isEmpty())
            state += AgentCommandsWords::tr("; pinned to ") + pin;
        if (const QString newest = row.value(QStringLiteral("latest")).toString(); !newest.isEmpty())
            state += AgentCommandsWords::tr("; newest %1").arg(newest);
        printLine(QStringLiteral("%1  %2 (%3): %4")
                      .arg(row.value(QStringLiteral("id")).toString(), row.value(QStringLiteral("name")).toString(),
                          row.value(QStringLiteral("package")).toString(), state));
        if (row.contains(QStringLiteral("problem")))
            printLine(QStringLiteral("    ") + row.value(QStringLiteral("problem")).toString());
    }
    return ExitOk;
}

// The versions profiles pin for agentId (kept by `update`).
QSet<QString> profilePins(const CliHome &home, const QString &agentId)
{
    QSet<QString> pins;
    auto profiles = AgentProfiles(*home.stores).list().result();
    if (!profiles)
        return pins;
    for (const AgentProfile &profile : std::as_const(*profiles)) {
        if (profile.agentId == agentId && !profile.agentVersion.trimmed().isEmpty())
            pins.insert(profile.agentVersion.trimmed());
    }
    return pins;
}

} // namespace

QString agentCommandsUsage()
{
    return QStringLiteral(
        "usage: kandesk agent COMMAND [options] [--data-dir DIR]   (kandesk agent COMMAND --help shows its options)\n"
        "  list [--latest] [--json]        the built-in agents, their installed versions, pins and newest versions\n"
        "  check [--json]                  node, npm and every agent: ready, or what it lacks and how to get it\n"
        "  install ID[@VERSION] [--json]   install an agent's npm package into Kandesk's home (@VERSION pins it)\n"
        "  update ID [--json]              install the newest version (or the pinned one) and remove older ones\n"
        "  remove ID[@VERSION] [--json]    remove an agent's installed versions (or one)\n"
        "  pin ID VERSION | unpin ID       the version this agent's launches use (else the newest installed)");
}

int agentCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    static const QStringList known { QStringLiteral("list"), QStringLiteral("check"), QStringLiteral("install"), QStringLiteral("update"),
        QStringLiteral("remove"), QStringLiteral("pin"), QStringLiteral("unpin") };
    if (!known.contains(sub)) {
        printError(
            AgentCommandsWords::tr("kandesk agent: unknown command \"%1\" (known: %2)").arg(sub, known.join(QStringLiteral(", "))));
        return ExitUsage;
    }
    const QString command = QStringLiteral("kandesk agent ") + sub;
    QCommandLineParser parser;
    const QCommandLineOption json { QStringLiteral("json"), QStringLiteral("JSON output.") };
    const QCommandLineOption dataDir { QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."),
        QStringLiteral("DIR") };
    const QCommandLineOption askLatest { QStringLiteral("latest"),
        QStringLiteral("Ask the npm registry for the newest versions.") };
    parser.addOptions({ json, dataDir });
    if (sub == QLatin1String("list"))
        parser.addOption(askLatest);
    const bool noAgent = sub == QLatin1String("list") || sub == QLatin1String("check");
    const int positional = noAgent ? 0 : sub == QLatin1String("pin") ? 2 : 1;
    const ParsedArguments parsed = parseArguments(parser, rest, command, agentUsageFor(sub), positional, positional);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const AgentRegistry registry;
    AgentArgument target;
    if (!noAgent) {
        target = agentArgument(registry, command, parsed.positional.constFirst());
        if (!target.agent)
            return ExitUsage;
        if (!target.version.isEmpty() && sub != QLatin1String("install") && sub != QLatin1String("remove")) {
            printError(AgentCommandsWords::tr("%1: takes the agent's id without @VERSION").arg(command));
            return ExitUsage;
        }
    }
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    const bool asJson = parser.isSet(json);
    if (sub == QLatin1String("list"))
        return listAgents(*home, registry, asJson, parser.isSet(askLatest));
    if (sub == QLatin1String("check"))
        return checkAgents(*home, asJson);

    const AgentDefinition &agent = *target.agent;
    AgentInstalls installs(home->path);
    const NpmAgentState state = installs.state(agent).result();
    auto fail = [&](const QString &reason) {
        printError(command + QStringLiteral(": ") + reason);
        return int(ExitFailure);
    };
    auto done = [&](const QJsonObject &object, const QString &line) {
        if (asJson)
            printJson(object);
        else
            printLine(line);
        return int(ExitOk);
    };

    if (sub == QLatin1String("pin") || sub == QLatin1String("unpin")) {
        const QString version = sub == QLatin1String("pin") ? parsed.positional.value(1).trimmed() : QString();
        if (auto pinned = installs.setPin(agent, version).result(); !pinned)
            return fail(pinned.error());
        QString line = version.isEmpty() ? AgentCommandsWords::tr("%1 follows the newest installed version").arg(agent.id)
                                         : AgentCommandsWords::tr("%1 is pinned to %2").arg(agent.id, version);
        if (!version.isEmpty() && !state.installed.contains(version))
            line += AgentCommandsWords::tr(" (not installed yet: kandesk agent install %1@%2)").arg(agent.id, version);
        return done({ { QStringLiteral("agent"), agent.id }, { QStringLiteral("pin"), version } }, line);
    }
    if (sub == QLatin1String("remove")) {
        if (auto removed = installs.remove(agent, target.version).result(); !removed)
            return fail(removed.error());
        return done(
            { { QStringLiteral("agent"), agent.id },
                { QStringLiteral("removed"), target.version.isEmpty() ? QStringLiteral("all") : target.version } },
            target.version.isEmpty() ? AgentCommandsWords::tr("removed %1").arg(agent.id)
                                     : AgentCommandsWords::tr("removed %1 %2").arg(agent.id, target.version));
    }

    // install / update
    QString spec = target.version;
    const QString pinned = state.pin;
    if (spec.isEmpty() && !pinned.isEmpty())
        spec = pinned; // a pinned agent installs and updates to its pin
    if (!state.installed.contains(spec))
        printError(AgentCommandsWords::tr("%1: installing %2@%3 into %4")
                       .arg(command, agent.npmPackage, spec.isEmpty() ? QStringLiteral("latest") : spec,
                           installs.agentsDir()));
    // A version already installed needs no npm (a pinned agent's update, a repeated install).
    // An update also removes the versions no profile pins (the agent's own pin stays).
    auto outcome = sub == QLatin1String("update") ? installs.update(agent, profilePins(*home, agent.id), &streamLine).result()
                                               : justInstalled(installs.install(agent, spec, &streamLine).result());
    if (!outcome)
        return fail(outcome.error());
    const InstalledNpmAgent *installed = &outcome->installed;
    const QStringList &removed = outcome->removed;
    QJsonObject result = installedJson(agent, *installed, installs);
    QString line = AgentCommandsWords::tr("%1 %2 is installed (%3)")
                       .arg(agent.id, installed->version, installs.versionDir(agent, installed->version));
    if (sub == QLatin1String("install") && !target.version.isEmpty()) {
        if (auto pin = installs.setPin(agent, installed->version).result(); !pin)
            return fail(pin.error());
        result.insert(QStringLiteral("pin"), installed->version);
        line += QStringLiteral("; pinned");
    }
    if (sub == QLatin1String("update")) {
        result.insert(QStringLiteral("removed"), QJsonArray::fromStringList(removed));
        if (!removed.isEmpty())
            line += AgentCommandsWords::tr("; removed %1").arg(removed.join(QStringLiteral(", ")));
        if (!pinned.isEmpty())
            line += AgentCommandsWords::tr(" (pinned to %1: kandesk agent unpin %2 follows the newest)").arg(pinned, agent.id);
    }
    return done(result, line);
}

} // namespace kandesk::cli
