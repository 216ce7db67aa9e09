// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkpointjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kandesk::git {

namespace {

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

} // namespace

QJsonObject checkpointToJson(const Checkpoint &checkpoint)
{
    return {{"ref"_L1, checkpoint.ref},
            {"number"_L1, checkpoint.number},
            {"commit"_L1, checkpoint.commit},
            {"head"_L1, checkpoint.head},
            {"branch"_L1, checkpoint.branch},
            {"session_id"_L1, checkpoint.sessionId},
            {"turn"_L1, checkpoint.turn},
            {"created_at"_L1, checkpoint.createdAt.toUTC().toString(Qt::ISODateWithMs)}};
}

Checkpoint checkpointFromJson(const QJsonObject &object)
{
    Checkpoint checkpoint;
    checkpoint.ref = object.value("ref"_L1).toString();
    checkpoint.number = object.value("number"_L1).toInt();
    checkpoint.commit = object.value("commit"_L1).toString();
    checkpoint.head = object.value("head"_L1).toString();
    checkpoint.branch = object.value("branch"_L1).toString();
    checkpoint.sessionId = object.value("session_id"_L1).toString();
    checkpoint.turn = object.value("turn"_L1).toInt();
    checkpoint.createdAt = QDateTime::fromString(object.value("created_at"_L1).toString(), Qt::ISODateWithMs);
    return checkpoint;
}

QJsonObject previewToJson(const RestorePreview &preview)
{
    return {{"files"_L1, QJsonArray::fromStringList(preview.files)},
            {"leaving_commits"_L1, QJsonArray::fromStringList(preview.leavingCommits)},
            {"head_moves"_L1, preview.headMoves}};
}

RestorePreview previewFromJson(const QJsonObject &object)
{
    return {stringList(object.value("files"_L1)), stringList(object.value("leaving_commits"_L1)), object.value("head_moves"_L1).toBool()};
}

} // namespace kandesk::git
