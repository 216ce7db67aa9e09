// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "profilevalidation.h"

#include "lifecycle/launch/cliflagtokenizer.h"

#include <QRegularExpression>

namespace kandesk {

QString cliFlagProblem(const QString &text)
{
    const auto tokens = tokenizeCommandLine(text);
    if (tokens)
        return {};
    static const QRegularExpression quotedLine(QStringLiteral(" (of|at the end of) \".*\"$"));
    QString message = tokens.error();
    if (message.startsWith(QLatin1String("trailing backslash")))
        return QStringLiteral("trailing backslash at the end");
    return message.remove(quotedLine);
}

QString envVarProblem(const QList<AgentProfile::EnvVar> &variables, int row)
{
    if (row < 0 || row >= variables.size())
        return {};
    const AgentProfile::EnvVar &variable = variables.at(row);
    if (variable.name.isEmpty())
        return variable.value.isEmpty() && variable.secretRef.isEmpty() ? QString() : QStringLiteral("a variable needs a name");
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!valid.match(variable.name).hasMatch())
        return QStringLiteral("\"%1\" is not a valid variable name (letters, digits and _, not starting with a digit)")
            .arg(variable.name);
    for (int other = 0; other < row; ++other) {
        if (variables.at(other).name == variable.name)
            return QStringLiteral("%1 is set twice").arg(variable.name);
    }
    return {};
}

QString secretNameProblem(const QString &name)
{
    if (name.isEmpty())
        return QStringLiteral("a secret needs a name");
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.-]*$"));
    if (!valid.match(name).hasMatch())
        return QStringLiteral("\"%1\" is not a valid secret name (a letter or _, then letters, digits, _, . or -)").arg(name);
    return {};
}

QString agentVersionProblem(const QString &version)
{
    static const QRegularExpression exact(QStringLiteral("^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.+-]*)?$"));
    if (version.trimmed().isEmpty() || exact.match(version.trimmed()).hasMatch())
        return {};
    return QStringLiteral("Agent version: \"%1\" is not a version (pin one such as 0.49.0, or leave it empty for the newest installed)")
        .arg(version.trimmed());
}

QString agentProfileProblem(const AgentProfile &profile)
{
    if (profile.name.trimmed().isEmpty())
        return QStringLiteral("A profile needs a name");
    if (profile.agentId.isEmpty())
        return QStringLiteral("Pick the agent this profile runs");
    for (int row = 0; row < profile.cliFlags.size(); ++row) {
        if (const QString problem = cliFlagProblem(profile.cliFlags.at(row).text); !problem.isEmpty())
            return QStringLiteral("Flag %1: %2 (the launch would drop this flag)").arg(row + 1).arg(problem);
    }
    if (const QString problem = cliFlagProblem(profile.commandPrefix); !problem.isEmpty())
        return QStringLiteral("Command prefix: %1 (the launch would be refused)").arg(problem);
    if (const QString problem = agentVersionProblem(profile.agentVersion); !problem.isEmpty())
        return problem;
    for (int row = 0; row < profile.envVars.size(); ++row) {
        if (const QString problem = envVarProblem(profile.envVars, row); !problem.isEmpty())
            return QStringLiteral("Variable %1: %2").arg(row + 1).arg(problem);
    }
    return {};
}

} // namespace kandesk
