// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

// What may be read about workspaces and their workflow steps (WorkspaceStore implements it).
class WorkspaceQueries
{
public:
    virtual ~WorkspaceQueries() = default;

    virtual Expected<QList<Workspace>> list() const = 0;
    virtual Expected<Workspace> get(const QString &id) const = 0;
    // The steps of the workspace's workflow, in board order.
    virtual Expected<QList<WorkflowStep>> steps(const QString &workspaceId) const = 0;
    // The workflow's Done column: a step named Done, else the last one.
    virtual Expected<WorkflowStep> doneStep(const QString &workspaceId) const = 0;
    virtual Expected<WorkflowStep> step(const QString &stepId) const = 0;

    // The steps a task moves through on its own: start is where its agent starts (the first
    // auto-start step), review where it waits once a turn ends (the step after start). Step ids
    // differ per workspace: never assume the default workspace's names.
    struct AgentSteps {
        QString start;
        QString review;
    };
    virtual Expected<AgentSteps> agentSteps(const QString &workspaceId) const = 0;
};

} // namespace kandesk
