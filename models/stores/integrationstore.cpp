// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "integrationstore.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/sqlhelpers.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "IntegrationStoreWords".
struct IntegrationStoreWords {
    Q_DECLARE_TR_FUNCTIONS(IntegrationStoreWords)
};


const QString kIntegrationColumns = QStringLiteral(
    "id, workspace_id, kind, name, site, token_secret, user_secret, comment_on_land, close_on_land, close_state, "
    "inbox_query, created_at");

Integration integrationFrom(const QSqlQuery &query)
{
    Integration integration;
    integration.id = query.value(0).toString();
    integration.workspaceId = query.value(1).toString();
    integration.kind = query.value(2).toString();
    integration.name = query.value(3).toString();
    integration.site = query.value(4).toString();
    integration.tokenSecret = query.value(5).toString();
    integration.userSecret = query.value(6).toString();
    integration.commentOnLand = query.value(7).toBool();
    integration.closeOnLand = query.value(8).toBool();
    integration.closeState = query.value(9).toString();
    integration.inboxQuery = query.value(10).toString();
    integration.createdAt = sql::fromStored(query.value(11));
    return integration;
}

TaskIssue taskIssueFrom(const QSqlQuery &query)
{
    TaskIssue link;
    link.taskId = query.value(0).toString();
    link.issueRef = query.value(1).toString();
    link.site = query.value(2).toString();
    link.integrationId = query.value(3).toString();
    link.url = query.value(4).toString();
    link.title = query.value(5).toString();
    link.landedAt = sql::fromStored(query.value(6));
    return link;
}

const QString kLinkColumns = QStringLiteral("task_id, issue_ref, site, integration_id, url, title, landed_at");

} // namespace

Expected<QList<Integration>> IntegrationStore::list(const QString &workspaceId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto query = sql::run(*db,
        QStringLiteral("SELECT %1 FROM integrations WHERE workspace_id = ? ORDER BY created_at, name").arg(kIntegrationColumns),
        { workspaceId });
    if (!query)
        return query.failure();
    QList<Integration> found;
    while (query->next())
        found.append(integrationFrom(*query));
    return found;
}

Expected<Integration> IntegrationStore::get(const QString &id) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto query = sql::run(*db, QStringLiteral("SELECT %1 FROM integrations WHERE id = ?").arg(kIntegrationColumns), { id });
    if (!query)
        return query.failure();
    if (!query->next())
        return Error::failed(IntegrationStoreWords::tr("No connection %1").arg(id));
    return integrationFrom(*query);
}

Expected<Integration> IntegrationStore::add(Integration integration)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    integration.id = sql::newId();
    integration.createdAt = QDateTime::currentDateTimeUtc();
    if (Status written = sql::exec(*db,
            QStringLiteral("INSERT INTO integrations (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").arg(kIntegrationColumns),
            { integration.id, integration.workspaceId, integration.kind, integration.name, integration.site,
                integration.tokenSecret, integration.userSecret, integration.commentOnLand, integration.closeOnLand,
                integration.closeState, integration.inboxQuery, sql::toStored(integration.createdAt) });
        !written)
        return written.failure();
    return integration;
}

Status IntegrationStore::update(const Integration &integration)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto query = sql::run(*db,
        QStringLiteral("UPDATE integrations SET name = ?, site = ?, token_secret = ?, user_secret = ?, "
                       "comment_on_land = ?, close_on_land = ?, close_state = ?, inbox_query = ? WHERE id = ?"),
        { integration.name, integration.site, integration.tokenSecret, integration.userSecret,
            integration.commentOnLand, integration.closeOnLand, integration.closeState, integration.inboxQuery,
            integration.id });
    if (!query)
        return query.failure();
    if (sql::changedRows(*query) == 0)
        return Error::failed(IntegrationStoreWords::tr("No connection %1").arg(integration.id));
    return Status::success();
}

Status IntegrationStore::remove(const QString &id)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    return sql::exec(*db, QStringLiteral("DELETE FROM integrations WHERE id = ?"), { id });
}

Expected<QString> IntegrationStore::linkTask(const TaskIssue &link)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return begun.failure();
    auto existing = sql::run(*db, QStringLiteral("SELECT task_id FROM task_issues WHERE site = ? AND issue_ref = ?"),
        { link.site, link.issueRef });
    if (!existing)
        return existing.failure();
    if (existing->next())
        return existing->value(0).toString();
    if (Status written = sql::exec(*db,
            QStringLiteral("INSERT INTO task_issues (task_id, issue_ref, site, integration_id, url, title) "
                           "VALUES (?, ?, ?, ?, ?, ?)"),
            { link.taskId, link.issueRef, link.site, sql::nullIfEmpty(link.integrationId), link.url, link.title });
        !written)
        return written.failure();
    if (Status committed = transaction.commit(); !committed)
        return committed.failure();
    return link.taskId;
}

Expected<std::optional<TaskIssue>> IntegrationStore::issueOf(const QString &taskId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto query = sql::run(*db, QStringLiteral("SELECT %1 FROM task_issues WHERE task_id = ?").arg(kLinkColumns), { taskId });
    if (!query)
        return query.failure();
    if (!query->next())
        return std::optional<TaskIssue> {};
    return std::optional<TaskIssue>(taskIssueFrom(*query));
}

Expected<std::optional<QString>> IntegrationStore::taskOf(const QString &site, const QString &issueRef) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto query = sql::run(*db, QStringLiteral("SELECT task_id FROM task_issues WHERE site = ? AND issue_ref = ?"),
        { site, issueRef });
    if (!query)
        return query.failure();
    if (!query->next())
        return std::optional<QString> {};
    return std::optional<QString>(query->value(0).toString());
}

Status IntegrationStore::markLanded(const QString &taskId, const QDateTime &when)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    return sql::exec(*db, QStringLiteral("UPDATE task_issues SET landed_at = ? WHERE task_id = ?"),
        { sql::toStored(when), taskId });
}

Status IntegrationStore::dismiss(const QString &integrationId, const QString &issueRef)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    return sql::exec(*db,
        QStringLiteral("INSERT OR IGNORE INTO inbox_dismissed (integration_id, issue_ref, dismissed_at) VALUES (?, ?, ?)"),
        { integrationId, issueRef, sql::nowStored() });
}

Expected<QSet<QString>> IntegrationStore::refsWhere(const QString &statement, const QString &value) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto query = sql::run(*db, statement, { value });
    if (!query)
        return query.failure();
    QSet<QString> refs;
    while (query->next())
        refs.insert(query->value(0).toString());
    return refs;
}

Expected<QSet<QString>> IntegrationStore::dismissed(const QString &integrationId) const
{
    return refsWhere(QStringLiteral("SELECT issue_ref FROM inbox_dismissed WHERE integration_id = ?"), integrationId);
}

Expected<QSet<QString>> IntegrationStore::importedRefs(const QString &site) const
{
    return refsWhere(QStringLiteral("SELECT issue_ref FROM task_issues WHERE site = ?"), site);
}

} // namespace kandesk
