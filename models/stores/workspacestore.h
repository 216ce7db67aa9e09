// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/workspacequeries.h"
#include "models/types.h"

namespace kandesk {

class Database;

// Workspaces and their workflow steps (board columns). Safe to call from any thread.
class WorkspaceStore final : public WorkspaceQueries
{
public:
    explicit WorkspaceStore(Database &database) : m_database(database) {}

    Expected<QList<Workspace>> list() const override;
    Expected<Workspace> get(const QString &id) const override;
    // Creates the workspace with its own copy of the Kanban workflow, in one transaction.
    Expected<Workspace> create(const QString &name);
    Status rename(const QString &id, const QString &name);
    // Removes the workspace with its repositories, tasks, sessions and transcripts.
    Status remove(const QString &id);

    Expected<QList<WorkflowStep>> steps(const QString &workspaceId) const override;
    Expected<WorkflowStep> doneStep(const QString &workspaceId) const override;
    Expected<WorkflowStep> step(const QString &stepId) const override;

    Expected<AgentSteps> agentSteps(const QString &workspaceId) const override;

private:
    Database &m_database;
};

} // namespace kandesk
