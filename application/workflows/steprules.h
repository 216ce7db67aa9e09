// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

// What a step's trigger does to a task, resolved against its workflow: where a move leads, what
// prompt and profile a start uses. No store, no agent: the engine (workflowengine.h) runs these.
namespace kandesk::steprules {

struct Action {
    enum class Kind {
        Move,         // to step (stepId, stepName)
        StartAgent,   // start the agent, or prompt the one that waits
        PlanMode,     // on or off
        SessionMode,  // mode
        ResetContext, // the next start opens a new session
        NotRun,       // an action Kandesk cannot run here: problem says why
    };
    Kind kind = Kind::NotRun;
    QString stepId;
    QString stepName;
    bool on = false;
    QString mode;
    QString problem;
};

// The trigger's actions, in order. A move that leads nowhere (no next step, a step that is gone)
// and an action Kandesk does not run come back as NotRun with the reason.
QList<Action> resolve(const Workflow &workflow, const WorkflowStep &step, const QString &trigger);

// The prompt a step starts (or prompts) its agent with: the workflow's prompt, then the step's, with
// {{task_prompt}} (the description, else the title), {{task_title}}, {{task_description}},
// {{task_branch}} and {{task_id}} filled in. Empty when neither has a prompt.
QString prompt(const Workflow &workflow, const WorkflowStep &step, const Task &task);

// The agent profile a step's agent runs with: the step's, else the workflow's, else the task's.
// A profile the workflow names that no profile here matches is a problem (the step says so and
// starts nothing), never a silent fall back.
struct Profile {
    QString id;      // empty with no problem: the task's (and the runner's default)
    QString problem;
};
Profile profile(const Workflow &workflow, const WorkflowStep &step, const Task &task);

} // namespace kandesk::steprules
