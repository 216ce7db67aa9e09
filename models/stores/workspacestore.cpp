// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspacestore.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/sqlhelpers.h"
#include "models/stores/workflowrows.h"
#include "models/workflows/workflowids.h"
#include "models/workflows/workflowsteps.h"
#include "models/workflows/workflowtemplates.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorkspaceStoreWords".
struct WorkspaceStoreWords {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceStoreWords)
};


Workspace workspaceFrom(const QSqlQuery &q)
{
    return {q.value(0).toString(), q.value(1).toString(), sql::fromStored(q.value(2))};
}

} // namespace

Expected<QList<Workspace>> WorkspaceStore::list() const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT id, name, created_at FROM workspaces ORDER BY created_at, name"));
    if (!q)
        return Error{q.error()};
    QList<Workspace> result;
    while (q->next())
        result.append(workspaceFrom(*q));
    return result;
}

Expected<Workspace> WorkspaceStore::get(const QString &id) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT id, name, created_at FROM workspaces WHERE id = ?"), {id});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return Error{WorkspaceStoreWords::tr("workspace %1 does not exist").arg(id)};
    return workspaceFrom(*q);
}

Expected<Workspace> WorkspaceStore::create(const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error{WorkspaceStoreWords::tr("a workspace needs a name")};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto kanban = workflowtemplates::get(QStringLiteral("Kanban"));
    if (!kanban)
        return Error{kanban.error()};
    const Workspace workspace{sql::newId(), name.trimmed(), QDateTime::fromMSecsSinceEpoch(sql::nowStored(), Qt::UTC)};
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return Error{s.error()};
    if (auto s = sql::exec(*db, QStringLiteral("INSERT INTO workspaces (id, name, created_at) VALUES (?, ?, ?)"),
                           {workspace.id, workspace.name, sql::toStored(workspace.createdAt)});
        !s)
        return Error{s.error()};
    if (auto s = workflowrows::insert(*db, withNewIds(*kanban, workspace.id)); !s)
        return Error{s.error()};
    if (auto s = tx.commit(); !s)
        return Error{s.error()};
    return workspace;
}

Status WorkspaceStore::rename(const QString &id, const QString &name)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("UPDATE workspaces SET name = ? WHERE id = ?"), {name.trimmed(), id});
    if (!q)
        return Error{q.error()};
    if (sql::changedRows(*q) == 0)
        return Error{WorkspaceStoreWords::tr("workspace %1 does not exist").arg(id)};
    return {};
}

Status WorkspaceStore::remove(const QString &id)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM workspaces WHERE id = ?"), {id});
}

Expected<WorkspaceStore::AgentSteps> WorkspaceStore::agentSteps(const QString &workspaceId) const
{
    auto all = steps(workspaceId);
    if (!all)
        return Error{all.error()};
    AgentSteps found;
    if (const WorkflowStep *start = workflowsteps::startStep(*all); start && start->startsAgent()) {
        found.start = start->id;
        const qsizetype at = start - all->constData();
        if (at + 1 < all->size())
            found.review = all->at(at + 1).id;
    }
    if (found.start.isEmpty())
        return Error{WorkspaceStoreWords::tr("the workflow of workspace %1 has no step that starts the agent").arg(workspaceId)};
    return found;
}

Expected<QList<WorkflowStep>> WorkspaceStore::steps(const QString &workspaceId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    // The board's workflow: the workspace's first.
    auto q = sql::run(*db,
                      QStringLiteral("SELECT ") + workflowrows::stepColumns()
                          + QStringLiteral(" FROM workflow_steps s WHERE s.workflow_id = (SELECT id FROM workflows "
                                           "WHERE workspace_id = ? ORDER BY rowid LIMIT 1) ORDER BY s.position"),
                      {workspaceId});
    if (!q)
        return Error{q.error()};
    QList<WorkflowStep> result;
    while (q->next())
        result.append(workflowrows::stepFrom(*q));
    return result;
}

Expected<WorkflowStep> WorkspaceStore::step(const QString &stepId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT ") + workflowrows::stepColumns() + QStringLiteral(" FROM workflow_steps s WHERE s.id = ?"),
                      {stepId});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return Error{WorkspaceStoreWords::tr("workflow step %1 does not exist").arg(stepId)};
    return workflowrows::stepFrom(*q);
}

Expected<WorkflowStep> WorkspaceStore::doneStep(const QString &workspaceId) const
{
    auto all = steps(workspaceId);
    if (!all)
        return Error{all.error()};
    const WorkflowStep *done = workflowsteps::doneStep(*all);
    if (!done)
        return Error{WorkspaceStoreWords::tr("The workspace has no columns to move the task to")};
    return *done;
}

} // namespace kandesk
