// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "preparestep.h"

namespace kandesk {

namespace {

QDateTime timeFrom(const QJsonValue &value)
{
    return value.isDouble() ? QDateTime::fromMSecsSinceEpoch(qint64(value.toDouble()), Qt::UTC) : QDateTime();
}

} // namespace

QString prepareStepStatusName(PrepareStepStatus status)
{
    switch (status) {
    case PrepareStepStatus::Pending: return QStringLiteral("pending");
    case PrepareStepStatus::Running: return QStringLiteral("running");
    case PrepareStepStatus::Completed: return QStringLiteral("completed");
    case PrepareStepStatus::Failed: return QStringLiteral("failed");
    case PrepareStepStatus::Skipped: return QStringLiteral("skipped");
    }
    return QStringLiteral("unknown");
}

PrepareStepStatus prepareStepStatusNamed(const QString &name)
{
    for (PrepareStepStatus status : {PrepareStepStatus::Pending, PrepareStepStatus::Running, PrepareStepStatus::Completed,
                                     PrepareStepStatus::Failed, PrepareStepStatus::Skipped}) {
        if (prepareStepStatusName(status) == name)
            return status;
    }
    return PrepareStepStatus::Pending;
}

PrepareStep PrepareStep::begin(const QString &name, const QString &command)
{
    PrepareStep step;
    step.name = name;
    step.command = command;
    step.status = PrepareStepStatus::Running;
    step.startedAt = QDateTime::currentDateTimeUtc();
    return step;
}

void PrepareStep::succeed(const QString &stepOutput)
{
    status = PrepareStepStatus::Completed;
    if (!stepOutput.isEmpty())
        output = stepOutput;
    endedAt = QDateTime::currentDateTimeUtc();
}

void PrepareStep::fail(const QString &stepError)
{
    status = PrepareStepStatus::Failed;
    error = stepError;
    endedAt = QDateTime::currentDateTimeUtc();
}

QJsonObject PrepareStep::toJson() const
{
    QJsonObject object{{QStringLiteral("name"), name}, {QStringLiteral("status"), prepareStepStatusName(status)}};
    auto put = [&object](const QString &key, const QString &value) {
        if (!value.isEmpty())
            object.insert(key, value);
    };
    put(QStringLiteral("command"), command);
    put(QStringLiteral("output"), output);
    put(QStringLiteral("error"), error);
    put(QStringLiteral("warning"), warning);
    put(QStringLiteral("warning_detail"), warningDetail);
    if (startedAt.isValid())
        object.insert(QStringLiteral("started_at"), startedAt.toMSecsSinceEpoch());
    if (endedAt.isValid())
        object.insert(QStringLiteral("ended_at"), endedAt.toMSecsSinceEpoch());
    return object;
}

PrepareStep PrepareStep::fromJson(const QJsonObject &json)
{
    PrepareStep step;
    step.name = json.value(QStringLiteral("name")).toString();
    step.command = json.value(QStringLiteral("command")).toString();
    step.status = prepareStepStatusNamed(json.value(QStringLiteral("status")).toString());
    step.output = json.value(QStringLiteral("output")).toString();
    step.error = json.value(QStringLiteral("error")).toString();
    step.warning = json.value(QStringLiteral("warning")).toString();
    step.warningDetail = json.value(QStringLiteral("warning_detail")).toString();
    step.startedAt = timeFrom(json.value(QStringLiteral("started_at")));
    step.endedAt = timeFrom(json.value(QStringLiteral("ended_at")));
    return step;
}

} // namespace kandesk
