// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshexecutorstore.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/executors/executorname.h"
#include "models/stores/executorprofilerow.h"
#include "models/sqlhelpers.h"


namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SshExecutorStoreWords".
struct SshExecutorStoreWords {
    Q_DECLARE_TR_FUNCTIONS(SshExecutorStoreWords)
};


SshHost hostFrom(const QSqlQuery &q, int first)
{
    SshHost host;
    host.host = q.value(first).toString();
    host.port = q.value(first + 1).toInt();
    host.user = q.value(first + 2).toString();
    host.identityFile = q.value(first + 3).toString();
    host.knownHostsFile = q.value(first + 4).toString();
    host.remoteDir = q.value(first + 5).toString();
    return host;
}

const QString kHostColumns =
    QStringLiteral("host, port, user_name, identity_file, known_hosts_file, remote_dir");

} // namespace

Status SshExecutorStore::update(const QString &profileId, const QString &name, SshHost host)
{
    if (QString problem = executorNameProblem(name); !problem.isEmpty())
        return Error{problem};
    if (QString problem = sshHostProblem(host); !problem.isEmpty())
        return Error{problem};
    if (host.remoteDir.isEmpty())
        host.remoteDir = QString(kDefaultRemoteDir);
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return begun;
    if (Status renamed = renameExecutorProfile(*db, profileId, name, kSshExecutorType, QStringLiteral("SSH")); !renamed)
        return renamed;
    if (Status stored = sql::exec(*db,
                                  QStringLiteral("UPDATE executor_ssh_hosts SET host = ?, port = ?, user_name = ?, identity_file = ?, "
                                                 "known_hosts_file = ?, remote_dir = ? WHERE profile_id = ?"),
                                  {host.host, host.port, host.user, host.identityFile, host.knownHostsFile, host.remoteDir,
                                   profileId});
        !stored)
        return stored;
    return transaction.commit();
}

Expected<ExecutorProfile> SshExecutorStore::add(const QString &name, SshHost host)
{
    if (QString problem = executorNameProblem(name); !problem.isEmpty())
        return Error{problem};
    if (QString problem = sshHostProblem(host); !problem.isEmpty())
        return Error{problem};
    if (host.remoteDir.isEmpty())
        host.remoteDir = QString(kDefaultRemoteDir);
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return Error{begun.error()};
    auto profile = insertExecutorProfile(*db, name, kSshExecutorType);
    if (!profile)
        return profile;
    if (Status inserted = sql::exec(*db,
                                    QStringLiteral("INSERT INTO executor_ssh_hosts (profile_id, ") + kHostColumns
                                        + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?)"),
                                    {profile->id, host.host, host.port, host.user, host.identityFile,
                                     host.knownHostsFile, host.remoteDir});
        !inserted)
        return Error{inserted.error()};
    if (Status committed = transaction.commit(); !committed)
        return Error{committed.error()};
    return profile;
}

Expected<QHash<QString, SshHost>> SshExecutorStore::hosts() const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT profile_id, ") + kHostColumns + QStringLiteral(" FROM executor_ssh_hosts"));
    if (!q)
        return Error{q.error()};
    QHash<QString, SshHost> result;
    while (q->next())
        result.insert(q->value(0).toString(), hostFrom(*q, 1));
    return result;
}

Expected<std::optional<SshHost>> SshExecutorStore::host(const QString &profileId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT ") + kHostColumns + QStringLiteral(" FROM executor_ssh_hosts WHERE profile_id = ?"),
                      {profileId});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return std::optional<SshHost>{};
    return std::optional<SshHost>{hostFrom(*q, 0)};
}

Expected<std::optional<ExecutorProfile>> SshExecutorStore::profileNamed(const QString &name) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db,
                      QStringLiteral("SELECT id, name, executor_type, config, created_at FROM executor_profiles "
                                     "WHERE name = ? COLLATE NOCASE ORDER BY name = ? DESC, created_at"),
                      {name, name});
    if (!q)
        return Error{q.error()};
    QList<ExecutorProfile> found;
    while (q->next())
        found.append({q->value(0).toString(), q->value(1).toString(), q->value(2).toString(), q->value(3).toString(),
                      sql::fromStored(q->value(4))});
    if (found.isEmpty())
        return std::optional<ExecutorProfile>{};
    if (found.constFirst().name == name || found.size() == 1)
        return std::optional<ExecutorProfile>{found.constFirst()};
    return Error{SshExecutorStoreWords::tr("%n executor profile(s) are named like \"%1\" (the case differs): give the exact name",
                                           nullptr, int(found.size()))
                     .arg(name)};
}

} // namespace kandesk
