// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once
// What the stub agent was sent, as its --record FILE wrote it.

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace kandesk::test {

// The prompts the stub agent recorded, in the order it was sent them.
inline QStringList recordedPrompts(const QString &path)
{
    QFile file(path);
    QStringList prompts;
    if (!file.open(QIODevice::ReadOnly))
        return prompts;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.isEmpty())
            prompts.append(QJsonDocument::fromJson(line).object().value(QStringLiteral("prompt")).toString());
    }
    return prompts;
}

} // namespace kandesk::test
