// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

// What may be read about a workspace's workflows (WorkflowStore implements it).
class WorkflowQueries
{
public:
    virtual ~WorkflowQueries() = default;

    // In the order they were added, each with its steps by position.
    virtual Expected<QList<Workflow>> list(const QString &workspaceId) const = 0;
    virtual Expected<Workflow> get(const QString &workflowId) const = 0;
    // The workflow of the workspace with this name (in any case).
    virtual Expected<Workflow> find(const QString &workspaceId, const QString &name) const = 0;
    virtual Expected<Workflow> ofStep(const QString &stepId) const = 0;
    // How many tasks (archived ones too) sit in the workflow's steps.
    virtual Expected<int> taskCount(const QString &workflowId) const = 0;
};

} // namespace kandesk
