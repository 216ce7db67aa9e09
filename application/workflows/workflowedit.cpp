// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowedit.h"

#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowfile.h"

#include <QCoreApplication>
#include <QSet>
#include <QUuid>

#include <algorithm>

namespace kandesk::workflowedit {

namespace {

// The words this file says to users, translated in the context "WorkflowEdit".
struct WorkflowEditWords {
    Q_DECLARE_TR_FUNCTIONS(WorkflowEdit)
};

// Fresh ids for the new steps; moves and relocations that named them follow.
void giveNewStepsIds(const Workflow &stored, Edit &edit)
{
    QHash<QString, QString> renamed;
    for (WorkflowStep &step : edit.workflow.steps) {
        const bool known = std::any_of(stored.steps.cbegin(), stored.steps.cend(),
                                       [&](const WorkflowStep &old) { return old.id == step.id; });
        if (known)
            continue;
        const QString fresh = QUuid::createUuid().toString(QUuid::WithoutBraces);
        if (!step.id.isEmpty())
            renamed.insert(step.id, fresh);
        step.id = fresh;
    }
    for (WorkflowStep &step : edit.workflow.steps) {
        for (QList<WorkflowAction> &actions : step.events) {
            for (WorkflowAction &action : actions) {
                const QString target = action.config.value(workflow::StepIdKey).toString();
                if (action.type == workflow::action::MoveToStep && renamed.contains(target))
                    action.config.insert(workflow::StepIdKey, renamed.value(target));
            }
        }
    }
    for (auto it = edit.relocations.begin(); it != edit.relocations.end(); ++it) {
        if (renamed.contains(it.value()))
            it.value() = renamed.value(it.value());
    }
}

} // namespace

Expected<Edit> check(const Workflow &stored, Edit edit, const QStringList &otherWorkflowNames)
{
    Workflow &workflow = edit.workflow;
    workflow.id = stored.id;
    workflow.workspaceId = stored.workspaceId;
    workflow.name = workflow.name.trimmed();
    if (workflow.name.isEmpty())
        return Error{WorkflowEditWords::tr("the workflow needs a name")};
    for (const QString &other : otherWorkflowNames) {
        if (other.compare(workflow.name, Qt::CaseInsensitive) == 0)
            return Error{WorkflowEditWords::tr("another workflow of this workspace is named “%1”").arg(workflow.name)};
    }
    if (workflow.steps.isEmpty())
        return Error{WorkflowEditWords::tr("the workflow needs at least one step")};
    QSet<QString> names;
    for (int position = 0; position < workflow.steps.size(); ++position) {
        WorkflowStep &step = workflow.steps[position];
        step.name = step.name.trimmed();
        step.position = position;
        step.workflowId = workflow.id;
        if (step.name.isEmpty())
            return Error{WorkflowEditWords::tr("step %1 needs a name").arg(position + 1)};
        if (names.contains(step.name.toLower()))
            return Error{WorkflowEditWords::tr("two steps are named “%1”: a move names its step, so each needs its own name").arg(step.name)};
        names.insert(step.name.toLower());
        if (step.wipLimit < 0)
            return Error{WorkflowEditWords::tr("“%1”: a limit of agents at work cannot be below 0").arg(step.name)};
    }
    giveNewStepsIds(stored, edit);
    QSet<QString> kept;
    for (const WorkflowStep &step : std::as_const(workflow.steps))
        kept.insert(step.id);
    for (const WorkflowStep &old : stored.steps) {
        if (kept.contains(old.id) || !edit.relocations.contains(old.id))
            continue;
        if (!kept.contains(edit.relocations.value(old.id)))
            return Error{WorkflowEditWords::tr("the tasks of “%1” must go to a step the workflow keeps").arg(old.name)};
    }
    for (const WorkflowStep &step : std::as_const(workflow.steps)) {
        for (auto trigger = step.events.cbegin(); trigger != step.events.cend(); ++trigger) {
            for (const WorkflowAction &action : trigger.value()) {
                if (action.type == workflow::action::MoveToStep && !kept.contains(action.config.value(workflow::StepIdKey).toString()))
                    return Error{WorkflowEditWords::tr("“%1” (%2) moves tasks to a step the workflow no longer has").arg(step.name, trigger.key())};
            }
        }
    }
    // The rules an import checks (each trigger's actions, moves to steps that exist), by the same code.
    const Expected<QList<Workflow>> reread = workflowfile::read(workflowfile::write({workflow}));
    if (!reread)
        return Error{WorkflowEditWords::tr("the workflow would not be valid: %1").arg(reread.error())};
    return edit;
}

} // namespace kandesk::workflowedit
