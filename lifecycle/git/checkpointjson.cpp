// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkpointjson.h"

#include <QJsonArray>

namespace kandesk::git {

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

} // namespace

QJsonObject checkpointToJson(const Checkpoint &checkpoint)
{
    return {{key("ref"), checkpoint.ref},
            {key("number"), checkpoint.number},
            {key("commit"), checkpoint.commit},
            {key("head"), checkpoint.head},
            {key("branch"), checkpoint.branch},
            {key("session_id"), checkpoint.sessionId},
            {key("turn"), checkpoint.turn},
            {key("created_at"), checkpoint.createdAt.toUTC().toString(Qt::ISODateWithMs)}};
}

Checkpoint checkpointFromJson(const QJsonObject &object)
{
    Checkpoint checkpoint;
    checkpoint.ref = object.value(key("ref")).toString();
    checkpoint.number = object.value(key("number")).toInt();
    checkpoint.commit = object.value(key("commit")).toString();
    checkpoint.head = object.value(key("head")).toString();
    checkpoint.branch = object.value(key("branch")).toString();
    checkpoint.sessionId = object.value(key("session_id")).toString();
    checkpoint.turn = object.value(key("turn")).toInt();
    checkpoint.createdAt = QDateTime::fromString(object.value(key("created_at")).toString(), Qt::ISODateWithMs);
    return checkpoint;
}

QJsonObject previewToJson(const RestorePreview &preview)
{
    return {{key("files"), QJsonArray::fromStringList(preview.files)},
            {key("leaving_commits"), QJsonArray::fromStringList(preview.leavingCommits)},
            {key("head_moves"), preview.headMoves}};
}

RestorePreview previewFromJson(const QJsonObject &object)
{
    return {strings(object.value(key("files"))), strings(object.value(key("leaving_commits"))), object.value(key("head_moves")).toBool()};
}

} // namespace kandesk::git
