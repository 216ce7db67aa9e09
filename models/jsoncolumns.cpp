// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "jsoncolumns.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk::json {

namespace {

QString compact(const QJsonArray &array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QJsonArray arrayFrom(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).array();
}

QJsonArray envArray(const QList<AgentProfile::EnvVar> &vars)
{
    QJsonArray array;
    for (const AgentProfile::EnvVar &var : vars) {
        QJsonObject object{{QStringLiteral("name"), var.name}};
        // A variable that refers to a secret keeps only the reference here, never a value.
        if (var.secretRef.isEmpty())
            object.insert(QStringLiteral("value"), var.value);
        else
            object.insert(QStringLiteral("secret_ref"), var.secretRef);
        array.append(object);
    }
    return array;
}

QList<AgentProfile::EnvVar> envVarsFromArray(const QJsonArray &array)
{
    QList<AgentProfile::EnvVar> result;
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        result.append({object.value(QStringLiteral("name")).toString(), object.value(QStringLiteral("value")).toString(),
                       object.value(QStringLiteral("secret_ref")).toString()});
    }
    return result;
}

} // namespace

QString toText(const QStringList &values)
{
    return compact(QJsonArray::fromStringList(values));
}

QStringList stringListFrom(const QString &text)
{
    QStringList result;
    for (const QJsonValue &value : arrayFrom(text))
        result.append(value.toString());
    return result;
}

QString toText(const QList<AgentProfile::CliFlag> &flags)
{
    QJsonArray array;
    for (const AgentProfile::CliFlag &flag : flags)
        array.append(QJsonObject{{QStringLiteral("text"), flag.text}, {QStringLiteral("enabled"), flag.enabled}});
    return compact(array);
}

QList<AgentProfile::CliFlag> cliFlagsFrom(const QString &text)
{
    QList<AgentProfile::CliFlag> result;
    for (const QJsonValue &value : arrayFrom(text)) {
        const QJsonObject object = value.toObject();
        result.append({object.value(QStringLiteral("text")).toString(),
                       object.value(QStringLiteral("enabled")).toBool(true)});
    }
    return result;
}


QString toText(const QList<AgentProfile::EnvVar> &vars)
{
    return compact(envArray(vars));
}

QList<AgentProfile::EnvVar> envVarsFrom(const QString &text)
{
    return envVarsFromArray(arrayFrom(text));
}

QString toText(const QList<AgentProfile::McpServer> &servers)
{
    QJsonArray array;
    for (const AgentProfile::McpServer &server : servers) {
        QJsonObject object{{QStringLiteral("name"), server.name}, {QStringLiteral("type"), mcpTransportName(server.transport)}};
        if (server.transport == AgentProfile::McpServer::Transport::Stdio) {
            object.insert(QStringLiteral("command"), server.command);
            object.insert(QStringLiteral("args"), QJsonArray::fromStringList(server.args));
            object.insert(QStringLiteral("env"), envArray(server.env));
        } else {
            object.insert(QStringLiteral("url"), server.url);
            object.insert(QStringLiteral("headers"), envArray(server.headers));
        }
        array.append(object);
    }
    return compact(array);
}

QList<AgentProfile::McpServer> mcpServersFrom(const QString &text)
{
    QList<AgentProfile::McpServer> result;
    for (const QJsonValue &value : arrayFrom(text)) {
        const QJsonObject object = value.toObject();
        AgentProfile::McpServer server;
        server.name = object.value(QStringLiteral("name")).toString();
        // An unknown type stays visible as a stdio server without a command: the launch refuses it by name.
        server.transport = mcpTransportFromName(object.value(QStringLiteral("type")).toString())
                               .value_or(AgentProfile::McpServer::Transport::Stdio);
        server.command = object.value(QStringLiteral("command")).toString();
        for (const QJsonValue &arg : object.value(QStringLiteral("args")).toArray())
            server.args.append(arg.toString());
        server.url = object.value(QStringLiteral("url")).toString();
        server.env = envVarsFromArray(object.value(QStringLiteral("env")).toArray());
        server.headers = envVarsFromArray(object.value(QStringLiteral("headers")).toArray());
        result.append(server);
    }
    return result;
}

} // namespace kandesk::json
