// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "managedruntimeretry.h"

#include "agentctl/api/wire.h"

#include <QJsonArray>

namespace kandesk {

namespace {

const QString PreferOffline = QStringLiteral("--prefer-offline");
const QString PreferOnline = QStringLiteral("--prefer-online");

// What npm says when cached metadata cannot resolve a package.
bool soundsLikeNpmResolution(const QString &text)
{
    static const QStringList markers{QStringLiteral("ETARGET"), QStringLiteral("ENOTCACHED"), QStringLiteral("ENOVERSIONS"),
                                     QStringLiteral("notarget"), QStringLiteral("No matching version found"),
                                     QStringLiteral("only-if-cached")};
    return std::any_of(markers.cbegin(), markers.cend(), [&text](const QString &marker) { return text.contains(marker); });
}

QStringList swapped(QStringList args)
{
    for (QString &arg : args) {
        if (arg == PreferOffline)
            arg = PreferOnline;
    }
    return args;
}

} // namespace

bool isManagedRuntimeResolutionFailure(const AgentCommands &commands, const Error &error)
{
    if (!commands.args.contains(PreferOffline))
        return false;
    QString said = error.message;
    const QJsonObject agentExit = error.details.value(wire::failure::kAgentExit).toObject();
    for (const QJsonValue &line : agentExit.value(wire::failure::kStderrTail).toArray())
        said += QLatin1Char('\n') + line.toString();
    return soundsLikeNpmResolution(said);
}

AgentCommands withFreshNpmMetadata(const AgentCommands &commands)
{
    return {swapped(commands.args), swapped(commands.continueArgs)};
}

} // namespace kandesk
