// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/queries/workflowqueries.h"

#include <functional>

namespace kandesk {

class Database;

// A workspace's workflows with their steps. Safe to call from any thread.
class WorkflowStore final : public WorkflowQueries
{
public:
    explicit WorkflowStore(Database &database) : m_database(database) {}

    Expected<QList<Workflow>> list(const QString &workspaceId) const override;
    Expected<Workflow> get(const QString &workflowId) const override;
    Expected<Workflow> find(const QString &workspaceId, const QString &name) const override;
    Expected<Workflow> ofStep(const QString &stepId) const override;
    Expected<int> taskCount(const QString &workflowId) const override;

    // Adds the workflow with its steps, in one transaction. Ids must be set (withNewIds).
    Status create(const Workflow &workflow);
    // Removes it, unless tasks sit in its steps or it is the workspace's last workflow.
    Status remove(const QString &workflowId);
    // Writes the edited workflow over the stored one, in one transaction: its fields, its steps in
    // their new order (a step with an id not stored is added), and the steps it no longer has are
    // removed after their tasks (archived ones too) moved to relocations[step id], else to its
    // first step.
    Status update(const Workflow &workflow, const QHash<QString, QString> &relocations);
    // How many tasks (archived ones too) sit in each of the workflow's steps, by step id.
    Expected<QHash<QString, int>> stepTaskCounts(const QString &workflowId) const;

private:
    Expected<QList<Workflow>> select(const QString &where, const QVariantList &values) const;
    // whenNone: the error's words, made only when nothing matched.
    Expected<Workflow> selectOne(const QString &where, const QVariantList &values, const std::function<QString()> &whenNone) const;

    Database &m_database;
};

} // namespace kandesk
