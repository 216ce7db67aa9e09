// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkpointapi.h"

#include "agentctl/api/wire.h"
#include "lifecycle/git/checkpointjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kandesk::checkpointapi {

namespace {

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
        QJsonObject { { "task"_L1, taskId }, { "session"_L1, sessionId }, { "turn"_L1, turn } });
    if (!answer)
        return answer.failure();
    return git::checkpointFromJson(answer->value("checkpoint"_L1).toObject());
}

Expected<QList<git::Checkpoint>> list(const WorkspaceEndpoint &endpoint, const QString &taskId)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("GET"), wire::route::kWorkspaceCheckpoints, taskQuery(taskId));
    if (!answer)
        return answer.failure();
    QList<git::Checkpoint> checkpoints;
    for (const QJsonValue &each : answer->value("checkpoints"_L1).toArray())
        checkpoints.append(git::checkpointFromJson(each.toObject()));
    return checkpoints;
}

Expected<git::RestorePreview> preview(const WorkspaceEndpoint &endpoint, const QString &taskId, int number)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("GET"), wire::route::kWorkspaceCheckpointPreview, taskQuery(taskId, number));
    if (!answer)
        return answer.failure();
    return git::previewFromJson(answer->value("preview"_L1).toObject());
}

Expected<git::RestorePreview> restore(const WorkspaceEndpoint &endpoint, const QString &taskId, int number)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("POST"), wire::route::kWorkspaceCheckpointRestore, {},
        QJsonObject { { "task"_L1, taskId }, { "number"_L1, number } });
    if (!answer)
        return answer.failure();
    return git::previewFromJson(answer->value("preview"_L1).toObject());
}

Status forget(const WorkspaceEndpoint &endpoint, const QString &taskId)
{
    auto answer = workspaceapi::call(endpoint, QByteArrayLiteral("DELETE"), wire::route::kWorkspaceCheckpoints, taskQuery(taskId));
    if (!answer)
        return answer.failure();
    return {};
}

} // namespace kandesk::checkpointapi
