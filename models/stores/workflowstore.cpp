// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowstore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"
#include "models/stores/workflowrows.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorkflowStoreWords".
struct WorkflowStoreWords {
    Q_DECLARE_TR_FUNCTIONS(WorkflowStoreWords)
};

} // namespace

Expected<QList<Workflow>> WorkflowStore::select(const QString &where, const QVariantList &values) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT ") + workflowrows::workflowColumns() + QStringLiteral(" FROM workflows w WHERE ")
                               + where + QStringLiteral(" ORDER BY w.rowid"),
                      values);
    if (!q)
        return Error{q.error()};
    QList<Workflow> workflows;
    QHash<QString, qsizetype> indexOf;
    while (q->next()) {
        indexOf.insert(q->value(0).toString(), workflows.size());
        workflows.append(workflowrows::workflowFrom(*q));
    }
    if (workflows.isEmpty())
        return workflows;
    auto steps = sql::run(*db, QStringLiteral("SELECT ") + workflowrows::stepColumns()
                                   + QStringLiteral(" FROM workflow_steps s JOIN workflows w ON w.id = s.workflow_id WHERE ")
                                   + where + QStringLiteral(" ORDER BY s.position"),
                          values);
    if (!steps)
        return Error{steps.error()};
    while (steps->next()) {
        WorkflowStep step = workflowrows::stepFrom(*steps);
        workflows[indexOf.value(step.workflowId)].steps.append(step);
    }
    return workflows;
}

Expected<QList<Workflow>> WorkflowStore::list(const QString &workspaceId) const
{
    return select(QStringLiteral("w.workspace_id = ?"), {workspaceId});
}

Expected<Workflow> WorkflowStore::selectOne(const QString &where, const QVariantList &values,
                                           const std::function<QString()> &whenNone) const
{
    auto found = select(where, values);
    if (!found)
        return Error{found.error()};
    if (found->isEmpty())
        return Error{whenNone()};
    return found->constFirst();
}

Expected<Workflow> WorkflowStore::get(const QString &workflowId) const
{
    return selectOne(QStringLiteral("w.id = ?"), {workflowId},
                     [&workflowId] { return WorkflowStoreWords::tr("workflow %1 does not exist").arg(workflowId); });
}

Expected<Workflow> WorkflowStore::find(const QString &workspaceId, const QString &name) const
{
    return selectOne(QStringLiteral("w.workspace_id = ? AND lower(w.name) = lower(?)"), {workspaceId, name.trimmed()},
                     [&name] { return WorkflowStoreWords::tr("no workflow “%1” in this workspace").arg(name.trimmed()); });
}

Expected<Workflow> WorkflowStore::ofStep(const QString &stepId) const
{
    return selectOne(QStringLiteral("w.id = (SELECT workflow_id FROM workflow_steps WHERE id = ?)"), {stepId},
                     [&stepId] { return WorkflowStoreWords::tr("workflow step %1 does not exist").arg(stepId); });
}

Status WorkflowStore::create(const Workflow &workflow)
{
    if (workflow.id.isEmpty() || workflow.workspaceId.isEmpty())
        return Error{WorkflowStoreWords::tr("a workflow needs its id and its workspace to be stored")};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return s;
    if (auto s = workflowrows::insert(*db, workflow); !s)
        return s;
    return tx.commit();
}

Status WorkflowStore::update(const Workflow &workflow, const QHash<QString, QString> &relocations)
{
    if (workflow.steps.isEmpty())
        return Error{WorkflowStoreWords::tr("a workflow needs at least one step")};
    auto stored = get(workflow.id);
    if (!stored)
        return Error{stored.error()};
    QSet<QString> kept;
    for (const WorkflowStep &step : workflow.steps)
        kept.insert(step.id);
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return s;
    if (auto s = workflowrows::updateWorkflow(*db, workflow); !s)
        return s;
    for (const WorkflowStep &step : workflow.steps) {
        const bool known = std::any_of(stored->steps.cbegin(), stored->steps.cend(),
                                       [&](const WorkflowStep &old) { return old.id == step.id; });
        if (auto s = known ? workflowrows::updateStep(*db, step) : workflowrows::insertStep(*db, workflow.id, step); !s)
            return s;
    }
    for (const WorkflowStep &old : std::as_const(stored->steps)) {
        if (kept.contains(old.id))
            continue;
        QString to = relocations.value(old.id, workflow.steps.constFirst().id);
        if (!kept.contains(to))
            return Error{WorkflowStoreWords::tr("the tasks of “%1” cannot go to a step the workflow does not keep").arg(old.name)};
        // At the end of the step they go to, in the order they had.
        if (auto s = sql::exec(*db,
                               QStringLiteral("UPDATE tasks SET workflow_step_id = ?, step_entered_at = ?, position = position + "
                                              "(SELECT COALESCE(MAX(position), 0) FROM tasks WHERE workflow_step_id = ?) "
                                              "WHERE workflow_step_id = ?"),
                               {to, sql::nowStored(), to, old.id});
            !s)
            return s;
        if (auto s = sql::exec(*db, QStringLiteral("DELETE FROM workflow_steps WHERE id = ?"), {old.id}); !s)
            return s;
    }
    return tx.commit();
}

Expected<QHash<QString, int>> WorkflowStore::stepTaskCounts(const QString &workflowId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT t.workflow_step_id, COUNT(*) FROM tasks t JOIN workflow_steps s ON s.id = t.workflow_step_id "
                                     "WHERE s.workflow_id = ? GROUP BY t.workflow_step_id"),
                      {workflowId});
    if (!q)
        return Error{q.error()};
    QHash<QString, int> counts;
    while (q->next())
        counts.insert(q->value(0).toString(), q->value(1).toInt());
    return counts;
}

Expected<int> WorkflowStore::taskCount(const QString &workflowId) const
{
    auto counts = stepTaskCounts(workflowId);
    if (!counts)
        return Error{counts.error()};
    int total = 0;
    for (const int count : std::as_const(*counts))
        total += count;
    return total;
}

Status WorkflowStore::remove(const QString &workflowId)
{
    auto workflow = get(workflowId);
    if (!workflow)
        return Error{workflow.error()};
    auto tasks = taskCount(workflowId);
    if (!tasks)
        return Error{tasks.error()};
    if (*tasks > 0)
        return Error{WorkflowStoreWords::tr("workflow “%1” still has %n task(s): move or delete them first", nullptr, *tasks)
                         .arg(workflow->name)};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return s;
    auto others = sql::run(*db, QStringLiteral("SELECT COUNT(*) FROM workflows WHERE workspace_id = ? AND id <> ?"),
                           {workflow->workspaceId, workflowId});
    if (!others)
        return Error{others.error()};
    if (!others->next() || others->value(0).toInt() == 0)
        return Error{WorkflowStoreWords::tr("workflow “%1” is the workspace's only one: a board needs a workflow").arg(workflow->name)};
    if (auto s = sql::exec(*db, QStringLiteral("DELETE FROM workflows WHERE id = ?"), {workflowId}); !s)
        return s;
    return tx.commit();
}

} // namespace kandesk
