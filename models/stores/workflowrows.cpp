// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowrows.h"

#include "models/sqlhelpers.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kandesk::workflowrows {

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject objectFrom(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

QString profileText(const AgentProfileRef &profile)
{
    if (profile.isEmpty())
        return QStringLiteral("{}");
    QJsonObject object{{QStringLiteral("agent_name"), profile.agentName}};
    if (!profile.model.isEmpty())
        object.insert(QStringLiteral("model"), profile.model);
    if (!profile.mode.isEmpty())
        object.insert(QStringLiteral("mode"), profile.mode);
    return compact(object);
}

AgentProfileRef profileFrom(const QVariant &text)
{
    const QJsonObject object = objectFrom(text);
    return {object.value(QStringLiteral("agent_name")).toString(), object.value(QStringLiteral("model")).toString(),
            object.value(QStringLiteral("mode")).toString()};
}

QString eventsText(const StepEvents &events)
{
    QJsonObject object;
    for (auto trigger = events.cbegin(); trigger != events.cend(); ++trigger) {
        QJsonArray actions;
        for (const WorkflowAction &action : trigger.value()) {
            QJsonObject entry{{QStringLiteral("type"), action.type}};
            if (!action.config.isEmpty())
                entry.insert(QStringLiteral("config"), action.config);
            actions.append(entry);
        }
        object.insert(trigger.key(), actions);
    }
    return compact(object);
}

StepEvents eventsFrom(const QVariant &text)
{
    StepEvents events;
    const QJsonObject object = objectFrom(text);
    for (auto trigger = object.constBegin(); trigger != object.constEnd(); ++trigger) {
        QList<WorkflowAction> actions;
        for (const QJsonValue &entry : trigger.value().toArray()) {
            const QJsonObject action = entry.toObject();
            actions.append({action.value(QStringLiteral("type")).toString(), action.value(QStringLiteral("config")).toObject()});
        }
        events.insert(trigger.key(), actions);
    }
    return events;
}

} // namespace

const QString &stepColumns()
{
    static const QString columns = QStringLiteral(
        "s.id, s.workflow_id, s.name, s.position, s.color, s.prompt, s.is_start_step, s.show_in_command_panel, "
        "s.allow_manual_move, s.auto_archive_after_hours, s.agent_profile, s.agent_profile_id, s.events, s.extra, "
        "s.wip_limit");
    return columns;
}

WorkflowStep stepFrom(const QSqlQuery &q, int first)
{
    const auto at = [&q, first](int column) { return q.value(first + column); };
    WorkflowStep step;
    step.id = at(0).toString();
    step.workflowId = at(1).toString();
    step.name = at(2).toString();
    step.position = at(3).toInt();
    step.color = at(4).toString();
    step.prompt = at(5).toString();
    step.isStartStep = at(6).toBool();
    step.showInCommandPanel = at(7).toBool();
    step.allowManualMove = at(8).toBool();
    step.autoArchiveAfterHours = at(9).toInt();
    step.agentProfile = profileFrom(at(10));
    step.agentProfileId = at(11).toString();
    step.events = eventsFrom(at(12));
    step.extra = objectFrom(at(13));
    step.wipLimit = at(14).toInt();
    return step;
}

const QString &workflowColumns()
{
    static const QString columns =
        QStringLiteral("w.id, w.workspace_id, w.name, w.description, w.prompt, w.agent_profile, w.agent_profile_id, w.extra");
    return columns;
}

Workflow workflowFrom(const QSqlQuery &q)
{
    Workflow workflow;
    workflow.id = q.value(0).toString();
    workflow.workspaceId = q.value(1).toString();
    workflow.name = q.value(2).toString();
    workflow.description = q.value(3).toString();
    workflow.prompt = q.value(4).toString();
    workflow.agentProfile = profileFrom(q.value(5));
    workflow.agentProfileId = q.value(6).toString();
    workflow.extra = objectFrom(q.value(7));
    return workflow;
}

Status insert(const QSqlDatabase &db, const Workflow &workflow)
{
    if (auto s = sql::exec(db,
                           QStringLiteral("INSERT INTO workflows (id, workspace_id, name, description, prompt, agent_profile, "
                                          "agent_profile_id, extra) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                           {workflow.id, workflow.workspaceId, workflow.name, workflow.description, workflow.prompt,
                            profileText(workflow.agentProfile), workflow.agentProfileId, compact(workflow.extra)});
        !s)
        return s;
    for (const WorkflowStep &step : workflow.steps) {
        if (auto s = insertStep(db, workflow.id, step); !s)
            return s;
    }
    return {};
}

Status updateWorkflow(const QSqlDatabase &db, const Workflow &workflow)
{
    return sql::exec(db,
                     QStringLiteral("UPDATE workflows SET name = ?, description = ?, prompt = ?, agent_profile = ?, "
                                    "agent_profile_id = ?, extra = ? WHERE id = ?"),
                     {workflow.name, workflow.description, workflow.prompt, profileText(workflow.agentProfile),
                      workflow.agentProfileId, compact(workflow.extra), workflow.id});
}

Status insertStep(const QSqlDatabase &db, const QString &workflowId, const WorkflowStep &step)
{
    return sql::exec(db,
                     QStringLiteral("INSERT INTO workflow_steps (id, workflow_id, name, position, color, prompt, "
                                    "is_start_step, show_in_command_panel, allow_manual_move, "
                                    "auto_archive_after_hours, agent_profile, agent_profile_id, events, extra, wip_limit) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     {step.id, workflowId, step.name, step.position, step.color, step.prompt, step.isStartStep ? 1 : 0,
                      step.showInCommandPanel ? 1 : 0, step.allowManualMove ? 1 : 0, step.autoArchiveAfterHours,
                      profileText(step.agentProfile), step.agentProfileId, eventsText(step.events), compact(step.extra),
                      step.wipLimit});
}

Status updateStep(const QSqlDatabase &db, const WorkflowStep &step)
{
    return sql::exec(db,
                     QStringLiteral("UPDATE workflow_steps SET name = ?, position = ?, color = ?, prompt = ?, is_start_step = ?, "
                                    "show_in_command_panel = ?, allow_manual_move = ?, auto_archive_after_hours = ?, "
                                    "agent_profile = ?, agent_profile_id = ?, events = ?, extra = ?, wip_limit = ? WHERE id = ?"),
                     {step.name, step.position, step.color, step.prompt, step.isStartStep ? 1 : 0, step.showInCommandPanel ? 1 : 0,
                      step.allowManualMove ? 1 : 0, step.autoArchiveAfterHours, profileText(step.agentProfile),
                      step.agentProfileId, eventsText(step.events), compact(step.extra), step.wipLimit, step.id});
}

} // namespace kandesk::workflowrows
