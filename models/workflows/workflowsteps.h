// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

// The steps of a workflow that have a part to play beyond their triggers.
namespace kandesk::workflowsteps {

// Where a task that starts now lands: the start step when it starts the agent, else the first step
// that does, else the start step, else the first. Null for a workflow without steps.
const WorkflowStep *startStep(const QList<WorkflowStep> &steps);
// The Done column: a step named Done (any case), else the last. Null for a workflow without steps.
const WorkflowStep *doneStep(const QList<WorkflowStep> &steps);
// The step with the id, or else the name (any case); null when none.
const WorkflowStep *named(const QList<WorkflowStep> &steps, const QString &idOrName);

// Kandesk's own key of a step in the workflow file (kandev keeps keys it does not know): the
// findings the agent writes at the end of the step's turns become the task's review comments.
inline constexpr QLatin1StringView kReviewCommentsKey{"kandesk_review_comments"};
bool writesReviewComments(const WorkflowStep &step);
void setWritesReviewComments(WorkflowStep &step, bool on);

} // namespace kandesk::workflowsteps
