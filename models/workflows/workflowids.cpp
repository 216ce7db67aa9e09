// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowids.h"

#include "models/sqlhelpers.h"
#include "models/workflows/workflowevents.h"

#include <QHash>

namespace kandesk {

Workflow withNewIds(Workflow workflow, const QString &workspaceId)
{
    workflow.id = sql::newId();
    workflow.workspaceId = workspaceId;
    QHash<int, QString> idAt;
    for (WorkflowStep &step : workflow.steps) {
        step.id = sql::newId();
        step.workflowId = workflow.id;
        idAt.insert(step.position, step.id);
    }
    for (WorkflowStep &step : workflow.steps) {
        for (QList<WorkflowAction> &actions : step.events) {
            for (WorkflowAction &action : actions) {
                const QJsonValue position = action.config.value(workflow::StepPositionKey);
                if (action.type != workflow::action::MoveToStep || !position.isDouble())
                    continue;
                action.config.remove(workflow::StepPositionKey);
                action.config.insert(workflow::StepIdKey, idAt.value(position.toInt()));
            }
        }
    }
    return workflow;
}

} // namespace kandesk
