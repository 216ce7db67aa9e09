// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "customagents.h"

#include "models/agents/agentregistry.h"
#include "models/agents/cliflagtokenizer.h"
#include "models/stores/settingsstore.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "CustomAgents".
struct CustomAgentsWords {
    Q_DECLARE_TR_FUNCTIONS(CustomAgents)
};

} // namespace

Expected<QList<CustomAgent>> loadCustomAgents(const SettingsQueries &settings)
{
    auto text = settings.value(QLatin1String(kCustomAgentsKey));
    if (!text)
        return Error{text.error()};
    QList<CustomAgent> agents;
    if (text->trimmed().isEmpty())
        return agents;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text->toUtf8(), &parseError);
    if (!document.isArray())
        return Error { CustomAgentsWords::tr("the saved custom agents cannot be read: %1").arg(parseError.errorString()) };
    const QJsonArray array = document.array();
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        CustomAgent agent{object.value(QLatin1String("id")).toString(), object.value(QLatin1String("name")).toString(),
                          object.value(QLatin1String("command")).toString()};
        if (!agent.id.isEmpty())
            agents.append(agent);
    }
    return agents;
}

Status saveCustomAgents(SettingsStore &settings, const QList<CustomAgent> &agents)
{
    QJsonArray array;
    for (const CustomAgent &agent : agents) {
        array.append(QJsonObject{{QStringLiteral("id"), agent.id},
                                 {QStringLiteral("name"), agent.name},
                                 {QStringLiteral("command"), agent.commandLine}});
    }
    return settings.setValue(QLatin1String(kCustomAgentsKey),
                             QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
}

QString customAgentCommandProblem(const QString &commandLine)
{
    const auto argv = tokenizeCommandLine(commandLine);
    if (!argv)
        return argv.error();
    if (argv->isEmpty() || argv->constFirst().trimmed().isEmpty())
        return CustomAgentsWords::tr("the command is empty");
    if (argv->constFirst().startsWith(QLatin1Char('-')))
        return CustomAgentsWords::tr("the command starts with the flag \"%1\", not a program").arg(argv->constFirst());
    return {};
}

namespace {

// "custom-<program>-<hash>": the program's file name, lower case, runs of other characters as '-'.
QString derivedIdBase(const QString &commandLine)
{
    const auto argv = tokenizeCommandLine(commandLine);
    const QString program = argv && !argv->isEmpty() ? argv->constFirst() : commandLine.trimmed().section(QLatin1Char(' '), 0, 0);
    QString slug = program.section(QLatin1Char('/'), -1).toLower();
    static const QRegularExpression others(QStringLiteral("[^a-z0-9]+"));
    slug.replace(others, QStringLiteral("-"));
    slug = slug.section(QLatin1Char('-'), 0, -1, QString::SectionSkipEmpty).left(32);
    const QByteArray hash = QCryptographicHash::hash(commandLine.trimmed().toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
    return QStringLiteral("custom-%1-%2").arg(slug.isEmpty() ? QStringLiteral("agent") : slug, QString::fromLatin1(hash));
}

} // namespace

QString customAgentIdFor(const QString &commandLine, const QList<CustomAgent> &agents, const QStringList &takenIds)
{
    const QString base = derivedIdBase(commandLine);
    const QString command = commandLine.trimmed();
    auto available = [&](const QString &id) {
        if (takenIds.contains(id))
            return false;
        return std::none_of(agents.cbegin(), agents.cend(), [&](const CustomAgent &agent) {
            return agent.id == id && agent.commandLine.trimmed() != command;
        });
    };
    QString id = base;
    for (int n = 2; !available(id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

bool hasDerivedCustomAgentId(const CustomAgent &agent)
{
    const QString base = derivedIdBase(agent.commandLine);
    return agent.id == base || agent.id.startsWith(base + QLatin1Char('-'));
}

Expected<QString> assignCustomAgent(QList<CustomAgent> &agents, const CustomAgentRequest &request, const QString &profileId,
                                    const QList<AgentProfile> &profiles, const QStringList &builtInIds)
{
    const QString command = request.commandLine.trimmed();
    auto usersOf = [&](const QString &agentId) {
        QStringList names;
        for (const AgentProfile &profile : profiles) {
            if (profile.agentId == agentId && profile.id != profileId)
                names.append(QStringLiteral("\"%1\"").arg(profile.name.isEmpty() ? profile.id : profile.name));
        }
        return names;
    };
    auto find = [&agents](const QString &id) {
        return std::find_if(agents.begin(), agents.end(), [&id](const CustomAgent &agent) { return agent.id == id; });
    };
    QString previous;
    for (const AgentProfile &profile : profiles) {
        if (profile.id == profileId && !profileId.isEmpty())
            previous = profile.agentId;
    }

    QString chosen;
    if (!request.id.isEmpty()) {
        if (builtInIds.contains(request.id))
            return Error { CustomAgentsWords::tr("\"%1\" is a built-in agent").arg(request.id) };
        CustomAgent wanted{request.id, request.name.isEmpty() ? request.id : request.name, command};
        auto existing = find(request.id);
        if (existing == agents.end()) {
            agents.append(wanted);
        } else {
            if (request.name.isEmpty())
                wanted.name = existing->name;
            if (!(*existing == wanted)) {
                if (const QStringList users = usersOf(request.id); !users.isEmpty())
                    return Error { CustomAgentsWords::tr(
                        "the custom agent \"%1\" runs \"%2\" for the profile %3; choose another id (or none)")
                                       .arg(request.id, existing->commandLine, users.join(QStringLiteral(", "))) };
                *existing = wanted;
            }
        }
        chosen = request.id;
    } else {
        auto same = std::find_if(agents.begin(), agents.end(), [&](const CustomAgent &agent) {
            return agent.commandLine.trimmed() == command && (request.name.isEmpty() || agent.name == request.name);
        });
        if (same != agents.end()) {
            chosen = same->id;
        } else {
            chosen = customAgentIdFor(command, agents, builtInIds);
            agents.append(CustomAgent{chosen, request.name.isEmpty() ? chosen : request.name, command});
        }
    }

    if (!previous.isEmpty() && previous != chosen && usersOf(previous).isEmpty()) {
        auto left = find(previous);
        if (left != agents.end() && hasDerivedCustomAgentId(*left))
            agents.erase(left);
    }
    return chosen;
}

QString customAgentIdTaken(const QList<CustomAgent> &agents, const CustomAgent &wanted, const QList<AgentProfile> &profiles)
{
    for (const CustomAgent &agent : agents) {
        if (agent.id != wanted.id || agent.commandLine.trimmed() == wanted.commandLine.trimmed())
            continue;
        QStringList users;
        for (const AgentProfile &profile : profiles) {
            if (profile.agentId == agent.id)
                users.append(QStringLiteral("\"%1\"").arg(profile.name.isEmpty() ? profile.id : profile.name));
        }
        QString taken = CustomAgentsWords::tr("\"%1\" runs \"%2\"").arg(agent.id, agent.commandLine);
        if (!users.isEmpty())
            taken += CustomAgentsWords::tr(" (profile %1)").arg(users.join(QStringLiteral(", ")));
        return taken;
    }
    return {};
}

QStringList registerCustomAgents(AgentRegistry &registry, const QList<CustomAgent> &agents)
{
    QStringList failures;
    for (const CustomAgent &agent : agents) {
        if (const Status status = registry.addCustomAgent(agent.id, agent.name, agent.commandLine); !status)
            failures.append(status.error());
    }
    return failures;
}

} // namespace kandesk
