// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "preparerecord.h"

#include <QJsonObject>

namespace kandesk {

namespace {

PrepareStepStatus statusNamed(const QString &name)
{
    for (PrepareStepStatus status : {PrepareStepStatus::Pending, PrepareStepStatus::Running, PrepareStepStatus::Completed,
                                     PrepareStepStatus::Failed, PrepareStepStatus::Skipped}) {
        if (prepareStepStatusName(status) == name)
            return status;
    }
    return PrepareStepStatus::Pending;
}

QDateTime timeFrom(const QJsonValue &value)
{
    return value.isDouble() ? QDateTime::fromMSecsSinceEpoch(qint64(value.toDouble()), Qt::UTC) : QDateTime();
}

QJsonObject stepObject(const PrepareStep &step)
{
    QJsonObject object{{QStringLiteral("name"), step.name}, {QStringLiteral("status"), prepareStepStatusName(step.status)}};
    auto put = [&object](const QString &key, const QString &value) {
        if (!value.isEmpty())
            object.insert(key, value);
    };
    put(QStringLiteral("command"), step.command);
    put(QStringLiteral("output"), step.output);
    put(QStringLiteral("error"), step.error);
    put(QStringLiteral("warning"), step.warning);
    put(QStringLiteral("warning_detail"), step.warningDetail);
    if (step.startedAt.isValid())
        object.insert(QStringLiteral("started_at"), step.startedAt.toMSecsSinceEpoch());
    if (step.endedAt.isValid())
        object.insert(QStringLiteral("ended_at"), step.endedAt.toMSecsSinceEpoch());
    return object;
}

PrepareStep stepFrom(const QJsonObject &object)
{
    PrepareStep step;
    step.name = object.value(QStringLiteral("name")).toString();
    step.command = object.value(QStringLiteral("command")).toString();
    step.status = statusNamed(object.value(QStringLiteral("status")).toString());
    step.output = object.value(QStringLiteral("output")).toString();
    step.error = object.value(QStringLiteral("error")).toString();
    step.warning = object.value(QStringLiteral("warning")).toString();
    step.warningDetail = object.value(QStringLiteral("warning_detail")).toString();
    step.startedAt = timeFrom(object.value(QStringLiteral("started_at")));
    step.endedAt = timeFrom(object.value(QStringLiteral("ended_at")));
    return step;
}

} // namespace

SessionPrepare prepareRecord(const PrepareCompletedEvent &event, const QDateTime &finishedAt)
{
    SessionPrepare record;
    record.success = event.success;
    record.errorMessage = event.errorMessage;
    record.workspacePath = event.workspacePath;
    record.durationMs = event.durationMs;
    record.finishedAt = finishedAt;
    for (const PrepareStep &step : event.steps)
        record.steps.append(stepObject(step));
    return record;
}

PrepareCompletedEvent preparedFromRecord(const QString &taskId, const QString &sessionId, const SessionPrepare &record)
{
    PrepareCompletedEvent event;
    event.taskId = taskId;
    event.sessionId = sessionId;
    event.success = record.success;
    event.errorMessage = record.errorMessage;
    event.workspacePath = record.workspacePath;
    event.durationMs = record.durationMs;
    for (const QJsonValue &value : record.steps)
        event.steps.append(stepFrom(value.toObject()));
    return event;
}

} // namespace kandesk
