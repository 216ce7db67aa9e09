// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "customagents.h"

#include "lifecycle/agentregistry.h"
#include "lifecycle/cliflagtokenizer.h"
#include "models/settingsstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

Expected<QList<CustomAgent>> loadCustomAgents(SettingsStore &settings)
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
        return Error{QStringLiteral("the saved custom agents cannot be read: %1").arg(parseError.errorString())};
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
        return QStringLiteral("the command is empty");
    if (argv->constFirst().startsWith(QLatin1Char('-')))
        return QStringLiteral("the command starts with the flag \"%1\", not a program").arg(argv->constFirst());
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
