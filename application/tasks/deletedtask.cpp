// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "deletedtask.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

namespace {
const QString kTaskLine = QStringLiteral("kandesk-task: ");
} // namespace

QString deletedTaskNote(const Task &task)
{
    QJsonArray repositories;
    for (const TaskRepository &repository : task.repositories) {
        repositories.append(QJsonObject{{QStringLiteral("repository_id"), repository.repositoryId},
                                        {QStringLiteral("base_branch"), repository.baseBranch},
                                        {QStringLiteral("position"), repository.position}});
    }
    const QJsonObject record{{QStringLiteral("id"), task.id},
                             {QStringLiteral("workspace_id"), task.workspaceId},
                             {QStringLiteral("workflow_step_id"), task.workflowStepId},
                             {QStringLiteral("title"), task.title},
                             {QStringLiteral("description"), task.description},
                             {QStringLiteral("position"), task.position},
                             {QStringLiteral("agent_profile_id"), task.agentProfileId},
                             {QStringLiteral("executor_profile_id"), task.executorProfileId},
                             {QStringLiteral("repositories"), repositories}};
    return QStringLiteral("Task: %1\n\n%2%3")
        .arg(task.title, kTaskLine, QString::fromUtf8(QJsonDocument(record).toJson(QJsonDocument::Compact)));
}

std::optional<Task> taskFromDeletedNote(const QString &message)
{
    const qsizetype at = message.indexOf(kTaskLine);
    if (at < 0)
        return std::nullopt;
    const qsizetype end = message.indexOf(QLatin1Char('\n'), at);
    const QString json = message.mid(at + kTaskLine.size(), end < 0 ? -1 : end - at - kTaskLine.size());
    const QJsonObject record = QJsonDocument::fromJson(json.toUtf8()).object();
    if (record.value(QStringLiteral("id")).toString().isEmpty() || record.value(QStringLiteral("title")).toString().isEmpty())
        return std::nullopt;
    Task task;
    task.id = record.value(QStringLiteral("id")).toString();
    task.workspaceId = record.value(QStringLiteral("workspace_id")).toString();
    task.workflowStepId = record.value(QStringLiteral("workflow_step_id")).toString();
    task.title = record.value(QStringLiteral("title")).toString();
    task.description = record.value(QStringLiteral("description")).toString();
    task.position = record.value(QStringLiteral("position")).toDouble();
    task.agentProfileId = record.value(QStringLiteral("agent_profile_id")).toString();
    task.executorProfileId = record.value(QStringLiteral("executor_profile_id")).toString();
    const QJsonArray repositories = record.value(QStringLiteral("repositories")).toArray();
    for (const QJsonValue &value : repositories) {
        const QJsonObject repository = value.toObject();
        task.repositories.append({repository.value(QStringLiteral("repository_id")).toString(),
                                  repository.value(QStringLiteral("base_branch")).toString(),
                                  repository.value(QStringLiteral("position")).toInt()});
    }
    return task;
}

} // namespace kandesk
