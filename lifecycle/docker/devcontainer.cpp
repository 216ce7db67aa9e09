// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "devcontainer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <optional>

namespace kandesk::docker {

namespace {

// The words this file says to users, translated in the context "DevcontainerWords".
struct DevcontainerWords {
    Q_DECLARE_TR_FUNCTIONS(DevcontainerWords)
};

int lineAt(const QByteArray &text, qsizetype offset)
{
    return int(text.left(offset).count('\n')) + 1;
}

// The line of the first occurrence of "key": in the text (for messages about a field), or 0.
int lineOfKey(const QByteArray &text, const QString &key)
{
    const qsizetype at = text.indexOf(QByteArray('"' + key.toUtf8() + '"'));
    return at < 0 ? 0 : lineAt(text, at);
}

QString substituted(QString value, const QString &workspace)
{
    value.replace(QLatin1String("${localWorkspaceFolder}"), workspace);
    value.replace(QLatin1String("${containerWorkspaceFolder}"), workspace);
    value.replace(QLatin1String("${localWorkspaceFolderBasename}"), QFileInfo(workspace).fileName());
    value.replace(QLatin1String("${containerWorkspaceFolderBasename}"), QFileInfo(workspace).fileName());
    static const QRegularExpression localEnv(QStringLiteral("\\$\\{localEnv:([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\\}"));
    QRegularExpressionMatch match;
    while ((match = localEnv.match(value)).hasMatch()) {
        const QString fromEnvironment = qEnvironmentVariable(match.captured(1).toLocal8Bit().constData());
        value.replace(match.capturedStart(), match.capturedLength(),
            fromEnvironment.isEmpty() ? match.captured(2) : fromEnvironment);
    }
    return value;
}

} // namespace

QString findDevcontainerFile(const QString &workspace)
{
    for (const QString &candidate :
        { QStringLiteral(".devcontainer/devcontainer.json"), QStringLiteral(".devcontainer.json") }) {
        const QString path = QDir(workspace).filePath(candidate);
        if (QFileInfo(path).isFile())
            return path;
    }
    return {};
}

QByteArray plainJson(const QByteArray &in)
{
    QByteArray out = in;
    enum class State { Code, String, LineComment, BlockComment } state = State::Code;
    qsizetype lastSignificant = -1; // the last character of code that was not blank
    for (qsizetype i = 0; i < out.size(); ++i) {
        const char c = out.at(i);
        const char next = i + 1 < out.size() ? out.at(i + 1) : '\0';
        switch (state) {
        case State::String:
            if (c == '\\')
                ++i; // the escaped character is part of the string
            else if (c == '"')
                state = State::Code;
            break;
        case State::LineComment:
            if (c == '\n')
                state = State::Code;
            else
                out[i] = ' ';
            break;
        case State::BlockComment:
            if (c == '*' && next == '/') {
                out[i] = ' ';
                out[i + 1] = ' ';
                ++i;
                state = State::Code;
            } else if (c != '\n') {
                out[i] = ' ';
            }
            break;
        case State::Code:
            if (c == '/' && next == '/') {
                out[i] = ' ';
                state = State::LineComment;
            } else if (c == '/' && next == '*') {
                out[i] = ' ';
                out[i + 1] = ' ';
                ++i;
                state = State::BlockComment;
            } else if (c == '"') {
                state = State::String;
                lastSignificant = i;
            } else if (c == '}' || c == ']') {
                if (lastSignificant >= 0 && out.at(lastSignificant) == ',')
                    out[lastSignificant] = ' '; // a trailing comma
                lastSignificant = i;
            } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                lastSignificant = i;
            }
            break;
        }
    }
    return out;
}

Expected<Devcontainer> parseDevcontainer(const QByteArray &text, const QString &file, const QString &workspace)
{
    const QByteArray plain = plainJson(text);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(plain, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error { DevcontainerWords::tr("%1, line %2: not valid JSON (%3)")
                           .arg(file)
                           .arg(lineAt(plain, parseError.offset))
                           .arg(parseError.errorString()) };
    if (!document.isObject())
        return Error { DevcontainerWords::tr("%1: the file holds no JSON object").arg(file) };
    const QJsonObject json = document.object();
    auto wrongKind = [&](const QString &key, const QString &wanted) -> Error {
        const int line = lineOfKey(plain, key);
        return Error { DevcontainerWords::tr("%1%2: \"%3\" must be %4")
                           .arg(file, line > 0 ? DevcontainerWords::tr(", line %1").arg(line) : QString(), key,
                               wanted) };
    };

    Devcontainer config;
    config.file = file;
    if (json.contains(QLatin1String("image"))) {
        if (!json.value(QLatin1String("image")).isString())
            return wrongKind(QStringLiteral("image"), DevcontainerWords::tr("a string (an image name)"));
        config.image = substituted(json.value(QLatin1String("image")).toString().trimmed(), workspace);
    }
    if (json.contains(QLatin1String("containerEnv"))) {
        const QJsonValue env = json.value(QLatin1String("containerEnv"));
        if (!env.isObject())
            return wrongKind(QStringLiteral("containerEnv"), DevcontainerWords::tr("an object of names and strings"));
        const QJsonObject variables = env.toObject();
        for (auto it = variables.begin(); it != variables.end(); ++it) {
            if (!it.value().isString())
                return wrongKind(it.key(), DevcontainerWords::tr("a string (a value of containerEnv)"));
            config.containerEnv.insert(it.key(), substituted(it.value().toString(), workspace));
        }
    }
    if (json.contains(QLatin1String("remoteUser"))) {
        if (!json.value(QLatin1String("remoteUser")).isString())
            return wrongKind(QStringLiteral("remoteUser"), DevcontainerWords::tr("a string (a user name or uid)"));
        config.remoteUser = json.value(QLatin1String("remoteUser")).toString().trimmed();
    }
    if (json.contains(QLatin1String("postCreateCommand"))) {
        const QJsonValue command = json.value(QLatin1String("postCreateCommand"));
        auto oneCommand = [&workspace](const QJsonValue &value) -> std::optional<QStringList> {
            if (value.isString())
                return QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                    substituted(value.toString(), workspace) };
            if (!value.isArray() || value.toArray().isEmpty())
                return std::nullopt;
            QStringList argv;
            for (const QJsonValue &part : value.toArray()) {
                if (!part.isString())
                    return std::nullopt;
                argv.append(substituted(part.toString(), workspace));
            }
            return argv;
        };
        const QString wanted = DevcontainerWords::tr("a string, an array of strings, or an object of those");
        if (command.isObject()) {
            const QJsonObject commands = command.toObject();
            for (auto it = commands.begin(); it != commands.end(); ++it) {
                const auto argv = oneCommand(it.value());
                if (!argv)
                    return wrongKind(QStringLiteral("postCreateCommand"), wanted);
                config.postCreateCommands.append(*argv);
            }
        } else if (const auto argv = oneCommand(command)) {
            config.postCreateCommands.append(*argv);
        } else {
            return wrongKind(QStringLiteral("postCreateCommand"), wanted);
        }
    }
    if (json.contains(QLatin1String("mounts"))) {
        const QJsonValue mounts = json.value(QLatin1String("mounts"));
        if (!mounts.isArray())
            return wrongKind(QStringLiteral("mounts"), DevcontainerWords::tr("an array"));
        for (const QJsonValue &mount : mounts.toArray()) {
            if (mount.isString()) {
                config.mounts.append(substituted(mount.toString(), workspace));
                continue;
            }
            const QJsonObject fields = mount.toObject();
            if (!mount.isObject() || !fields.value(QLatin1String("target")).isString())
                return wrongKind(QStringLiteral("mounts"),
                    DevcontainerWords::tr("an array of \"type=…,source=…,target=…\" strings or objects with a target"));
            QStringList parts { QStringLiteral("type=%1").arg(
                fields.value(QLatin1String("type")).toString(QStringLiteral("bind"))) };
            if (fields.contains(QLatin1String("source")))
                parts.append(QStringLiteral("source=%1")
                                 .arg(substituted(fields.value(QLatin1String("source")).toString(), workspace)));
            parts.append(QStringLiteral("target=%1")
                             .arg(substituted(fields.value(QLatin1String("target")).toString(), workspace)));
            config.mounts.append(parts.join(QLatin1Char(',')));
        }
    }
    return config;
}

Expected<Devcontainer> readDevcontainer(const QString &workspace)
{
    const QString path = findDevcontainerFile(workspace);
    if (path.isEmpty())
        return Error { DevcontainerWords::tr(
            "the executor reads the repository's devcontainer.json, but %1 has neither "
            ".devcontainer/devcontainer.json nor .devcontainer.json")
                           .arg(workspace) };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { DevcontainerWords::tr("cannot read %1: %2").arg(path, file.errorString()) };
    return parseDevcontainer(file.readAll(), path, workspace);
}

} // namespace kandesk::docker
