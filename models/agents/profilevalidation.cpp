// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "profilevalidation.h"

#include "models/agents/cliflagtokenizer.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ProfileValidationWords".
struct ProfileValidationWords {
    Q_DECLARE_TR_FUNCTIONS(ProfileValidationWords)
};

} // namespace

QString cliFlagProblem(const QString &text)
{
    return commandLineProblem(text);
}

QString envVarProblem(const QList<AgentProfile::EnvVar> &variables, int row)
{
    if (row < 0 || row >= variables.size())
        return {};
    const AgentProfile::EnvVar &variable = variables.at(row);
    if (variable.name.isEmpty())
        return variable.value.isEmpty() && variable.secretRef.isEmpty() ? QString() : ProfileValidationWords::tr("a variable needs a name");
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!valid.match(variable.name).hasMatch())
        return ProfileValidationWords::tr("\"%1\" is not a valid variable name (letters, digits and _, not starting with a digit)")
            .arg(variable.name);
    for (int other = 0; other < row; ++other) {
        if (variables.at(other).name == variable.name)
            return ProfileValidationWords::tr("%1 is set twice").arg(variable.name);
    }
    return {};
}

QString secretNameProblem(const QString &name)
{
    if (name.isEmpty())
        return ProfileValidationWords::tr("a secret needs a name");
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.-]*$"));
    if (!valid.match(name).hasMatch())
        return ProfileValidationWords::tr("\"%1\" is not a valid secret name (a letter or _, then letters, digits, _, . or -)").arg(name);
    return {};
}

QString agentVersionProblem(const QString &version)
{
    static const QRegularExpression exact(QStringLiteral("^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.+-]*)?$"));
    if (version.trimmed().isEmpty() || exact.match(version.trimmed()).hasMatch())
        return {};
    return ProfileValidationWords::tr("Agent version: \"%1\" is not a version (pin one such as 0.49.0, or leave it empty for the newest installed)")
        .arg(version.trimmed());
}

QString mcpServerNameProblem(const QString &name)
{
    if (name.trimmed().isEmpty())
        return ProfileValidationWords::tr("an MCP server needs a name");
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]*$"));
    if (!valid.match(name).hasMatch())
        return ProfileValidationWords::tr("\"%1\" is not a valid MCP server name (a letter or digit, then letters, digits, _, . or -)").arg(name);
    return {};
}

QString mcpServerUrlProblem(const QString &url)
{
    if (url.trimmed().isEmpty())
        return ProfileValidationWords::tr("it has no URL");
    const QUrl parsed(url.trimmed(), QUrl::StrictMode);
    const QString scheme = parsed.scheme().toLower();
    if (!parsed.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https")) || parsed.host().isEmpty())
        return ProfileValidationWords::tr("\"%1\" is not an http:// or https:// URL").arg(url.trimmed());
    return {};
}

QString headerNameProblem(const QString &name)
{
    static const QRegularExpression token(QStringLiteral("^[A-Za-z0-9!#$%&'*+.^_`|~-]+$"));
    if (!token.match(name).hasMatch())
        return ProfileValidationWords::tr("\"%1\" is not a valid header name").arg(name);
    return {};
}

namespace {

// A variable or header list of one server: names, duplicates and secret names.
QString namedValuesProblem(const QList<AgentProfile::EnvVar> &values, bool headers)
{
    for (int row = 0; row < values.size(); ++row) {
        const AgentProfile::EnvVar &value = values.at(row);
        if (value.name.isEmpty())
            return headers ? ProfileValidationWords::tr("a header needs a name") : ProfileValidationWords::tr("a variable needs a name");
        if (headers) {
            if (const QString problem = headerNameProblem(value.name); !problem.isEmpty())
                return problem;
        } else if (const QString problem = envVarProblem(values, row); !problem.isEmpty()) {
            return problem;
        }
        for (int other = 0; other < row; ++other) {
            if (values.at(other).name.compare(value.name, headers ? Qt::CaseInsensitive : Qt::CaseSensitive) == 0)
                return (headers ? ProfileValidationWords::tr("header %1 is set twice")
                                : ProfileValidationWords::tr("variable %1 is set twice"))
                    .arg(value.name);
        }
        if (!value.secretRef.isEmpty()) {
            if (const QString problem = secretNameProblem(value.secretRef); !problem.isEmpty())
                return (headers ? ProfileValidationWords::tr("header %1: %2") : ProfileValidationWords::tr("variable %1: %2"))
                    .arg(value.name, problem);
        }
    }
    return {};
}

} // namespace

QString mcpServerProblem(const QList<AgentProfile::McpServer> &servers, int row)
{
    using Transport = AgentProfile::McpServer::Transport;
    if (row < 0 || row >= servers.size())
        return {};
    const AgentProfile::McpServer &server = servers.at(row);
    if (const QString problem = mcpServerNameProblem(server.name); !problem.isEmpty())
        return problem;
    for (int other = 0; other < row; ++other) {
        if (servers.at(other).name == server.name)
            return ProfileValidationWords::tr("the name is used twice");
    }
    if (server.transport == Transport::Stdio) {
        if (server.command.trimmed().isEmpty())
            return ProfileValidationWords::tr("it has no command");
        return namedValuesProblem(server.env, false);
    }
    if (const QString problem = mcpServerUrlProblem(server.url); !problem.isEmpty())
        return problem;
    return namedValuesProblem(server.headers, true);
}

QString describedMcpServerProblem(const QList<AgentProfile::McpServer> &servers, int row)
{
    const QString problem = mcpServerProblem(servers, row);
    if (problem.isEmpty())
        return {};
    const QString name = servers.at(row).name.trimmed();
    if (name.isEmpty())
        return ProfileValidationWords::tr("MCP server %1: %2").arg(QString::number(row + 1), problem);
    return ProfileValidationWords::tr("MCP server “%1”: %2").arg(name, problem);
}

QString agentProfileProblem(const AgentProfile &profile)
{
    if (profile.name.trimmed().isEmpty())
        return ProfileValidationWords::tr("A profile needs a name");
    if (profile.agentId.isEmpty())
        return ProfileValidationWords::tr("Pick the agent this profile runs");
    for (int row = 0; row < profile.cliFlags.size(); ++row) {
        if (const QString problem = cliFlagProblem(profile.cliFlags.at(row).text); !problem.isEmpty())
            return ProfileValidationWords::tr("Flag %1: %2 (the launch would drop this flag)").arg(QString::number(row + 1), problem);
    }
    if (const QString problem = cliFlagProblem(profile.commandPrefix); !problem.isEmpty())
        return ProfileValidationWords::tr("Command prefix: %1 (the launch would be refused)").arg(problem);
    if (const QString problem = agentVersionProblem(profile.agentVersion); !problem.isEmpty())
        return problem;
    for (int row = 0; row < profile.envVars.size(); ++row) {
        if (const QString problem = envVarProblem(profile.envVars, row); !problem.isEmpty())
            return ProfileValidationWords::tr("Variable %1: %2").arg(QString::number(row + 1), problem);
    }
    for (int row = 0; row < profile.mcpServers.size(); ++row) {
        if (const QString problem = describedMcpServerProblem(profile.mcpServers, row); !problem.isEmpty())
            return problem;
    }
    return {};
}

} // namespace kandesk
