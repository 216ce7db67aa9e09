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
    return compact(array);
}

QList<AgentProfile::EnvVar> envVarsFrom(const QString &text)
{
    QList<AgentProfile::EnvVar> result;
    for (const QJsonValue &value : arrayFrom(text)) {
        const QJsonObject object = value.toObject();
        result.append({object.value(QStringLiteral("name")).toString(), object.value(QStringLiteral("value")).toString(),
                       object.value(QStringLiteral("secret_ref")).toString()});
    }
    return result;
}

} // namespace kandesk::json
