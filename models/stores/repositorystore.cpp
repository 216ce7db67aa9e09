// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositorystore.h"

#include "models/database.h"
#include "models/jsoncolumns.h"
#include "models/sqlhelpers.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "RepositoryStoreWords".
struct RepositoryStoreWords {
    Q_DECLARE_TR_FUNCTIONS(RepositoryStoreWords)
};


const QString kRepositoryColumns = QStringLiteral(
    "id, workspace_id, name, path, default_branch, setup_script, copy_globs, created_at");

Repository repositoryFrom(const QSqlQuery &q)
{
    Repository r;
    r.id = q.value(0).toString();
    r.workspaceId = q.value(1).toString();
    r.name = q.value(2).toString();
    r.path = q.value(3).toString();
    r.defaultBranch = q.value(4).toString();
    r.setupScript = q.value(5).toString();
    r.copyGlobs = json::stringListFrom(q.value(6).toString());
    r.createdAt = sql::fromStored(q.value(7));
    return r;
}

} // namespace

Expected<QList<Repository>> RepositoryStore::list(const QString &workspaceId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT ") + kRepositoryColumns
                               + QStringLiteral(" FROM repositories WHERE workspace_id = ? ORDER BY name, path"),
                      {workspaceId});
    if (!q)
        return Error{q.error()};
    QList<Repository> result;
    while (q->next())
        result.append(repositoryFrom(*q));
    return result;
}

Expected<Repository> RepositoryStore::get(const QString &id) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT ") + kRepositoryColumns + QStringLiteral(" FROM repositories WHERE id = ?"), {id});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return Error{RepositoryStoreWords::tr("repository %1 does not exist").arg(id)};
    return repositoryFrom(*q);
}

Expected<Repository> RepositoryStore::add(Repository repository)
{
    if (repository.path.isEmpty())
        return Error{RepositoryStoreWords::tr("a repository needs a path")};
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    if (repository.id.isEmpty())
        repository.id = sql::newId();
    if (repository.name.isEmpty())
        repository.name = repository.path.section(QLatin1Char('/'), -1, -1, QString::SectionSkipEmpty);
    repository.createdAt = QDateTime::fromMSecsSinceEpoch(sql::nowStored(), Qt::UTC);
    auto exists = sql::run(*db, QStringLiteral("SELECT 1 FROM repositories WHERE workspace_id = ? AND path = ?"),
                           {repository.workspaceId, repository.path});
    if (!exists)
        return Error{exists.error()};
    if (exists->next())
        return Error{RepositoryStoreWords::tr("%1 is already a repository of this workspace").arg(repository.path)};
    auto status = sql::exec(*db,
                            QStringLiteral("INSERT INTO repositories (") + kRepositoryColumns
                                + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                            {repository.id, repository.workspaceId, repository.name, repository.path,
                             repository.defaultBranch, repository.setupScript, json::toText(repository.copyGlobs),
                             sql::toStored(repository.createdAt)});
    if (!status)
        return Error{status.error()};
    return repository;
}

Expected<Repository> RepositoryStore::findOrAdd(Repository repository)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction transaction(*db);
    if (auto begun = transaction.begin(); !begun)
        return Error{begun.error()};
    auto known = list(repository.workspaceId);
    if (!known)
        return Error{known.error()};
    const QString wanted = QFileInfo(repository.path).canonicalFilePath();
    for (const Repository &row : std::as_const(*known)) {
        if (row.path == repository.path || (!wanted.isEmpty() && QFileInfo(row.path).canonicalFilePath() == wanted))
            return row;
    }
    auto added = add(std::move(repository));
    if (!added)
        return added;
    if (auto committed = transaction.commit(); !committed)
        return Error{committed.error()};
    return added;
}

Status RepositoryStore::update(const Repository &repository)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("UPDATE repositories SET name = ?, path = ?, default_branch = ?, setup_script = ?, "
                                     "copy_globs = ? WHERE id = ?"),
                      {repository.name, repository.path, repository.defaultBranch, repository.setupScript,
                       json::toText(repository.copyGlobs), repository.id});
    if (!q)
        return Error{q.error()};
    if (sql::changedRows(*q) == 0)
        return Error{RepositoryStoreWords::tr("repository %1 does not exist").arg(repository.id)};
    return {};
}

Status RepositoryStore::remove(const QString &id)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM repositories WHERE id = ?"), {id});
}

} // namespace kandesk
