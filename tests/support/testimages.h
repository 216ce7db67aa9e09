// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Image files for the attachment tests, written without QtGui.

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace kandesk::test {

// A 1×1 PNG.
inline QByteArray tinyPng()
{
    return QByteArray::fromBase64(QByteArrayLiteral(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="));
}

inline QString writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

// A PNG signature followed by padding: bigger than the image limit by one byte.
inline QByteArray oversizedPng(qint64 limit)
{
    QByteArray bytes = tinyPng();
    bytes.append(QByteArray(limit + 1 - bytes.size(), '\0'));
    return bytes;
}

// The stub agent's --record file: one object per prompt ({prompt, blocks}).
inline QList<QJsonObject> recordedPrompts(const QString &path)
{
    QList<QJsonObject> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.trimmed().isEmpty())
            out.append(QJsonDocument::fromJson(line).object());
    }
    return out;
}

// The types of one recorded prompt's blocks, e.g. {"text", "image"}.
inline QStringList blockTypes(const QJsonObject &recorded)
{
    QStringList types;
    for (const QJsonValue &block : recorded.value(QStringLiteral("blocks")).toArray())
        types.append(block.toObject().value(QStringLiteral("type")).toString());
    return types;
}

} // namespace kandesk::test
