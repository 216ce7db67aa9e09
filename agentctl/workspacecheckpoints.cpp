// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspacecheckpoints.h"

#include "lifecycle/git/checkpointjson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

// A task id names refs: letters, digits, '-', '_' and '.', not starting with '.'.
bool validTaskId(const QString &taskId)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$"));
    return pattern.match(taskId).hasMatch() && !taskId.contains(QStringLiteral(".."));
}

std::optional<WorkspaceReadResult> refusal(const QString &root, const QString &taskId)
{
    if (root.isEmpty() || !QFileInfo(root).isDir())
        return WorkspaceReadResult::failure(404, QStringLiteral("the workspace %1 does not exist on this host").arg(root));
    if (!validTaskId(taskId))
        return WorkspaceReadResult::failure(400, QStringLiteral("\"%1\" is not a task id").arg(taskId));
    return std::nullopt;
}

// The task's checkpoint numbered number, or the answer that says there is none.
std::variant<git::Checkpoint, WorkspaceReadResult> find(const QString &root, const QString &taskId, int number)
{
    auto known = git::listCheckpoints(root, taskId);
    if (!known)
        return WorkspaceReadResult::failure(500, known.error());
    for (const git::Checkpoint &checkpoint : std::as_const(*known)) {
        if (checkpoint.number == number)
            return checkpoint;
    }
    return WorkspaceReadResult::failure(404, QStringLiteral("the task has no checkpoint %1").arg(number));
}

} // namespace

WorkspaceReadResult listWorkspaceCheckpoints(const QString &root, const QUrlQuery &query)
{
    const QString taskId = query.queryItemValue(QStringLiteral("task"), QUrl::FullyDecoded);
    if (auto refused = refusal(root, taskId))
        return *refused;
    auto known = git::listCheckpoints(root, taskId);
    if (!known)
        return WorkspaceReadResult::failure(500, known.error());
    QJsonArray checkpoints;
    for (const git::Checkpoint &checkpoint : std::as_const(*known))
        checkpoints.append(git::checkpointToJson(checkpoint));
    return {200, QJsonObject{{"checkpoints"_L1, checkpoints}}};
}

WorkspaceReadResult recordWorkspaceCheckpoint(const QString &root, const QJsonObject &body)
{
    const QString taskId = body.value("task"_L1).toString();
    if (auto refused = refusal(root, taskId))
        return *refused;
    if (!QFileInfo::exists(root + QStringLiteral("/.git")))
        return {200, QJsonObject{}}; // not a git checkout: nothing to keep
    auto kept = git::recordCheckpoint(root, taskId, body.value("session"_L1).toString(), body.value("turn"_L1).toInt());
    if (!kept)
        return WorkspaceReadResult::failure(500, kept.error());
    return {200, QJsonObject{{"checkpoint"_L1, git::checkpointToJson(*kept)}}};
}

WorkspaceReadResult deleteWorkspaceCheckpoints(const QString &root, const QUrlQuery &query)
{
    const QString taskId = query.queryItemValue(QStringLiteral("task"), QUrl::FullyDecoded);
    if (auto refused = refusal(root, taskId))
        return *refused;
    if (const Status gone = git::deleteCheckpoints(root, taskId); !gone)
        return WorkspaceReadResult::failure(500, gone.error());
    return {200, QJsonObject{}};
}

WorkspaceReadResult previewWorkspaceRestore(const QString &root, const QUrlQuery &query)
{
    const QString taskId = query.queryItemValue(QStringLiteral("task"), QUrl::FullyDecoded);
    if (auto refused = refusal(root, taskId))
        return *refused;
    auto found = find(root, taskId, query.queryItemValue(QStringLiteral("number")).toInt());
    if (auto *answer = std::get_if<WorkspaceReadResult>(&found))
        return *answer;
    auto preview = git::previewRestore(root, std::get<git::Checkpoint>(found));
    if (!preview)
        return WorkspaceReadResult::failure(500, preview.error());
    return {200, QJsonObject{{"preview"_L1, git::previewToJson(*preview)}}};
}

WorkspaceReadResult restoreWorkspaceCheckpoint(const QString &root, const QJsonObject &body)
{
    const QString taskId = body.value("task"_L1).toString();
    if (auto refused = refusal(root, taskId))
        return *refused;
    auto found = find(root, taskId, body.value("number"_L1).toInt());
    if (auto *answer = std::get_if<WorkspaceReadResult>(&found))
        return *answer;
    const git::Checkpoint &checkpoint = std::get<git::Checkpoint>(found);
    auto preview = git::previewRestore(root, checkpoint);
    if (!preview)
        return WorkspaceReadResult::failure(500, preview.error());
    // Refused (another branch checked out, a rebase under way: nothing changed) or failed part way: 409, in words.
    if (const Status restored = git::restoreCheckpoint(root, checkpoint); !restored)
        return WorkspaceReadResult::failure(409, restored.error());
    return {200, QJsonObject{{"checkpoint"_L1, git::checkpointToJson(checkpoint)}, {"preview"_L1, git::previewToJson(*preview)}}};
}

} // namespace kandesk::agentctl
