// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "steprules.h"

#include "application/workflows/agentprofilematch.h"
#include "models/workflows/workflowevents.h"

#include <QCoreApplication>

namespace kandesk::steprules {

namespace {

// The words this file says to users, translated in the context "StepRules".
struct StepRulesWords {
    Q_DECLARE_TR_FUNCTIONS(StepRules)
};

using namespace workflow;

Action moveTo(const WorkflowStep *target, const QString &problem)
{
    Action action;
    if (!target) {
        action.problem = problem;
        return action;
    }
    action.kind = Action::Kind::Move;
    action.stepId = target->id;
    action.stepName = target->name;
    return action;
}

const WorkflowStep *stepAt(const Workflow &workflow, qsizetype index)
{
    return index >= 0 && index < workflow.steps.size() ? &workflow.steps.at(index) : nullptr;
}

qsizetype indexOf(const Workflow &workflow, const QString &stepId)
{
    for (qsizetype i = 0; i < workflow.steps.size(); ++i) {
        if (workflow.steps.at(i).id == stepId)
            return i;
    }
    return -1;
}

Action resolveOne(const Workflow &workflow, const WorkflowStep &step, const WorkflowAction &wanted)
{
    const qsizetype here = indexOf(workflow, step.id);
    Action action;
    if (wanted.type == action::MoveToNext)
        return moveTo(
            stepAt(workflow, here + 1), StepRulesWords::tr("“%1” is the last step: there is no next one").arg(step.name));
    if (wanted.type == action::MoveToPrevious)
        return moveTo(
            stepAt(workflow, here - 1), StepRulesWords::tr("“%1” is the first step: there is no previous one").arg(step.name));
    if (wanted.type == action::MoveToStep) {
        const QString target = wanted.config.value(StepIdKey).toString();
        return moveTo(stepAt(workflow, indexOf(workflow, target)),
            StepRulesWords::tr("the step to move to is no longer in “%1”").arg(workflow.name));
    }
    if (wanted.type == action::AutoStartAgent) {
        action.kind = Action::Kind::StartAgent;
    } else if (wanted.type == action::EnablePlanMode || wanted.type == action::DisablePlanMode) {
        action.kind = Action::Kind::PlanMode;
        action.on = wanted.type == action::EnablePlanMode;
    } else if (wanted.type == action::SetSessionMode) {
        action.mode = wanted.config.value(QStringLiteral("mode")).toString();
        action.kind = action.mode.isEmpty() ? Action::Kind::NotRun : Action::Kind::SessionMode;
        if (action.mode.isEmpty())
            action.problem = StepRulesWords::tr("set_session_mode names no mode");
    } else if (wanted.type == action::ResetAgentContext) {
        action.kind = Action::Kind::ResetContext;
    } else {
        action.problem = StepRulesWords::tr("Kandesk does not run “%1” (a kandev office action)").arg(wanted.type);
    }
    return action;
}

QString filled(QString text, const Task &task)
{
    const QString taskPrompt = task.description.isEmpty() ? task.title : task.description;
    text.replace(QLatin1String("{{task_prompt}}"), taskPrompt);
    text.replace(QLatin1String("{{task_title}}"), task.title);
    text.replace(QLatin1String("{{task_description}}"), task.description);
    text.replace(QLatin1String("{{task_branch}}"), task.branch);
    text.replace(QLatin1String("{{task_id}}"), task.id);
    text.replace(QLatin1String("{task_id}"), task.id); // kandev's workflow prompts write it so
    return text;
}

} // namespace

QList<Action> resolve(const Workflow &workflow, const WorkflowStep &step, const QString &trigger)
{
    QList<Action> actions;
    for (const WorkflowAction &wanted : step.actions(trigger))
        actions.append(resolveOne(workflow, step, wanted));
    return actions;
}

QString prompt(const Workflow &workflow, const WorkflowStep &step, const Task &task)
{
    QStringList parts;
    for (const QString &part : {workflow.prompt.trimmed(), step.prompt.trimmed()}) {
        if (!part.isEmpty())
            parts.append(filled(part, task));
    }
    return parts.join(QStringLiteral("\n\n"));
}

Profile profile(const Workflow &workflow, const WorkflowStep &step, const Task &task)
{
    for (const auto &[ref, id] : {std::pair(step.agentProfile, step.agentProfileId),
                                  std::pair(workflow.agentProfile, workflow.agentProfileId)}) {
        if (!id.isEmpty())
            return {id, {}};
        if (!ref.isEmpty())
            return { {},
                StepRulesWords::tr("no agent profile here is %1 (agent, model and mode as “%2” names them)")
                    .arg(profileText(ref), step.name) };
    }
    return {task.agentProfileId, {}};
}

} // namespace kandesk::steprules
