// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowsteps.h"

#include <algorithm>

namespace kandesk::workflowsteps {

const WorkflowStep *startStep(const QList<WorkflowStep> &steps)
{
    const WorkflowStep *firstStarting = nullptr;
    const WorkflowStep *marked = nullptr;
    for (const WorkflowStep &step : steps) {
        if (step.startsAgent() && step.isStartStep)
            return &step;
        if (step.startsAgent() && !firstStarting)
            firstStarting = &step;
        if (step.isStartStep && !marked)
            marked = &step;
    }
    if (firstStarting)
        return firstStarting;
    if (marked)
        return marked;
    return steps.isEmpty() ? nullptr : &steps.constFirst();
}

const WorkflowStep *doneStep(const QList<WorkflowStep> &steps)
{
    const auto done = std::find_if(steps.cbegin(), steps.cend(), [](const WorkflowStep &step) {
        return step.name.compare(QLatin1String("Done"), Qt::CaseInsensitive) == 0;
    });
    if (done != steps.cend())
        return &*done;
    return steps.isEmpty() ? nullptr : &steps.constLast();
}

const WorkflowStep *named(const QList<WorkflowStep> &steps, const QString &idOrName)
{
    const auto found = std::find_if(steps.cbegin(), steps.cend(), [&](const WorkflowStep &step) {
        return step.id == idOrName || step.name.compare(idOrName, Qt::CaseInsensitive) == 0;
    });
    return found == steps.cend() ? nullptr : &*found;
}

bool writesReviewComments(const WorkflowStep &step)
{
    return step.extra.value(kReviewCommentsKey).toBool();
}

void setWritesReviewComments(WorkflowStep &step, bool on)
{
    if (on)
        step.extra.insert(kReviewCommentsKey, true);
    else
        step.extra.remove(kReviewCommentsKey);
}

} // namespace kandesk::workflowsteps
