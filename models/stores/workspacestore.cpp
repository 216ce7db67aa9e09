// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspacestore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

#include <array>

namespace kandesk {

namespace {

Workspace workspaceFrom(const QSqlQuery &q)
{
    return {q.value(0).toString(), q.value(1).toString(), sql::fromStored(q.value(2))};
}

WorkflowStep stepFrom(const QSqlQuery &q)
{
    return {q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toInt(),
            q.value(4).toBool()};
}

const QString kStepColumns = QStringLiteral("s.id, s.workflow_id, s.name, s.position, s.auto_start_agent");

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
        return Error{QStringLiteral("workspace %1 does not exist").arg(id)};
    return workspaceFrom(*q);
}

Expected<Workspace> WorkspaceStore::create(const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error{QStringLiteral("a workspace needs a name")};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    const Workspace workspace{sql::newId(), name.trimmed(), QDateTime::fromMSecsSinceEpoch(sql::nowStored(), Qt::UTC)};
    const QString workflowId = sql::newId();
    sql::Transaction tx(*db);
    if (auto s = tx.begin(); !s)
        return Error{s.error()};
    if (auto s = sql::exec(*db, QStringLiteral("INSERT INTO workspaces (id, name, created_at) VALUES (?, ?, ?)"),
                           {workspace.id, workspace.name, sql::toStored(workspace.createdAt)});
        !s)
        return Error{s.error()};
    if (auto s = sql::exec(*db, QStringLiteral("INSERT INTO workflows (id, workspace_id, name) VALUES (?, ?, 'Kanban')"),
                           {workflowId, workspace.id});
        !s)
        return Error{s.error()};
    const std::array<std::pair<const char *, bool>, 4> steps{
        {{"Backlog", false}, {"In Progress", true}, {"Review", false}, {"Done", false}}};
    int position = 0;
    for (const auto &[stepName, autoStart] : steps) {
        if (auto s = sql::exec(*db,
                               QStringLiteral("INSERT INTO workflow_steps (id, workflow_id, name, position, auto_start_agent) "
                                              "VALUES (?, ?, ?, ?, ?)"),
                               {sql::newId(), workflowId, QString::fromLatin1(stepName), position++, autoStart ? 1 : 0});
            !s)
            return Error{s.error()};
    }
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
        return Error{QStringLiteral("workspace %1 does not exist").arg(id)};
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
    for (qsizetype i = 0; i < all->size(); ++i) {
        if (!all->at(i).autoStartAgent)
            continue;
        found.start = all->at(i).id;
        if (i + 1 < all->size())
            found.review = all->at(i + 1).id;
        break;
    }
    if (found.start.isEmpty())
        return Error{QStringLiteral("the workflow of workspace %1 has no step that starts the agent").arg(workspaceId)};
    return found;
}

Expected<QList<WorkflowStep>> WorkspaceStore::steps(const QString &workspaceId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT ") + kStepColumns
                          + QStringLiteral(" FROM workflow_steps s JOIN workflows w ON w.id = s.workflow_id "
                                           "WHERE w.workspace_id = ? ORDER BY w.rowid, s.position"),
                      {workspaceId});
    if (!q)
        return Error{q.error()};
    QList<WorkflowStep> result;
    while (q->next())
        result.append(stepFrom(*q));
    return result;
}

Expected<WorkflowStep> WorkspaceStore::step(const QString &stepId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT ") + kStepColumns + QStringLiteral(" FROM workflow_steps s WHERE s.id = ?"),
                      {stepId});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return Error{QStringLiteral("workflow step %1 does not exist").arg(stepId)};
    return stepFrom(*q);
}

Expected<WorkflowStep> WorkspaceStore::doneStep(const QString &workspaceId) const
{
    auto all = steps(workspaceId);
    if (!all)
        return Error{all.error()};
    if (all->isEmpty())
        return Error{QStringLiteral("The workspace has no columns to move the task to")};
    for (const WorkflowStep &step : std::as_const(*all)) {
        if (step.name.compare(QLatin1String("Done"), Qt::CaseInsensitive) == 0)
            return step;
    }
    return all->constLast();
}

} // namespace kandesk
