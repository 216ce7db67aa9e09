// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkpointapi.h"

#include "agentctl/api/wire.h"
#include "lifecycle/git/checkpointjson.h"

#include <QJsonArray>

namespace kandesk::checkpointapi {

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

QUrlQuery taskQuery(const QString &taskId, int number = 0)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("task"), taskId);
    if (number > 0)
        query.addQueryItem(QStringLiteral("number"), QString::number(number));
    return query;
}

} // namespace

Expected<git::Checkpoint> record(const WorkspaceEndpoint &endpoint, const QString &taskId, const QString &sessionId, int turn)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("POST"), wire::route::kWorkspaceCheckpoints, {},
        QJsonObject { { key("task"), taskId }, { key("session"), sessionId }, { key("turn"), turn } });
    if (!answer)
        return answer.failure();
    return git::checkpointFromJson(answer->value(key("checkpoint")).toObject());
}

Expected<QList<git::Checkpoint>> list(const WorkspaceEndpoint &endpoint, const QString &taskId)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("GET"), wire::route::kWorkspaceCheckpoints, taskQuery(taskId));
    if (!answer)
        return answer.failure();
    QList<git::Checkpoint> checkpoints;
    for (const QJsonValue &each : answer->value(key("checkpoints")).toArray())
        checkpoints.append(git::checkpointFromJson(each.toObject()));
    return checkpoints;
}

Expected<git::RestorePreview> preview(const WorkspaceEndpoint &endpoint, const QString &taskId, int number)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("GET"), wire::route::kWorkspaceCheckpointPreview, taskQuery(taskId, number));
    if (!answer)
        return answer.failure();
    return git::previewFromJson(answer->value(key("preview")).toObject());
}

Expected<git::RestorePreview> restore(const WorkspaceEndpoint &endpoint, const QString &taskId, int number)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("POST"), wire::route::kWorkspaceCheckpointRestore, {},
        QJsonObject { { key("task"), taskId }, { key("number"), number } });
    if (!answer)
        return answer.failure();
    return git::previewFromJson(answer->value(key("preview")).toObject());
}

Status forget(const WorkspaceEndpoint &endpoint, const QString &taskId)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("DELETE"), wire::route::kWorkspaceCheckpoints, taskQuery(taskId));
    if (!answer)
        return answer.failure();
    return {};
}

} // namespace kandesk::checkpointapi
