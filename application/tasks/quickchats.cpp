// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "quickchats.h"

#include "application/stores.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

namespace kandesk {

Status QuickChats::touch(const QString &taskId)
{
    return m_stores.tasks().touch(taskId);
}

Expected<Task> QuickChats::makeTask(const QString &taskId)
{
    auto task = m_stores.tasks().get(taskId);
    if (!task)
        return task;
    const auto steps = m_stores.workspaces().agentSteps(task->workspaceId);
    if (!steps)
        return Error{steps.error()};
    Task converted = task.value();
    converted.ephemeral = false;
    converted.workflowStepId = steps->review;
    if (const Status updated = m_stores.tasks().update(converted); !updated)
        return Error{updated.error()};
    return converted;
}

} // namespace kandesk
