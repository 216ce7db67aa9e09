// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

class Database;

// Workspaces and their workflow steps (board columns). Safe to call from any thread.
class WorkspaceStore final
{
public:
    explicit WorkspaceStore(Database &database) : m_database(database) {}

    Expected<QList<Workspace>> list() const;
    Expected<Workspace> get(const QString &id) const;
    // Creates the workspace with its own copy of the Kanban workflow, in one transaction.
    Expected<Workspace> create(const QString &name);
    Status rename(const QString &id, const QString &name);
    // Removes the workspace with its repositories, tasks, sessions and transcripts.
    Status remove(const QString &id);

    // The steps of the workspace's workflow, in board order.
    Expected<QList<WorkflowStep>> steps(const QString &workspaceId) const;
    // The workflow's Done column: a step named Done, else the last one.
    Expected<WorkflowStep> doneStep(const QString &workspaceId) const;
    Expected<WorkflowStep> step(const QString &stepId) const;

    // The steps a task moves through on its own: start is where its agent starts (the first
    // auto-start step), review where it waits once a turn ends (the step after start). Step ids
    // differ per workspace: never assume the default workspace's names.
    struct AgentSteps {
        QString start;
        QString review;
    };
    Expected<AgentSteps> agentSteps(const QString &workspaceId) const;

private:
    Database &m_database;
};

} // namespace kandesk
