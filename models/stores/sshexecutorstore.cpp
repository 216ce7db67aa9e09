// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshexecutorstore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace kandesk {

namespace {

QString pathProblem(const QString &what, const QString &path)
{
    if (path.isEmpty())
        return {};
    if (hasControlCharacter(path))
        return QStringLiteral("the %1 path has a control character (a line break?)").arg(what);
    if (!QDir::isAbsolutePath(path))
        return QStringLiteral("the %1 must be an absolute path, got \"%2\"").arg(what, path);
    return {};
}

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

QString SshHost::effectiveKnownHostsFile() const
{
    return knownHostsFile.isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh/known_hosts")) : knownHostsFile;
}

QString sshHostProblem(const SshHost &host)
{
    // Letters, digits, dots, dashes and underscores (names), colons and % (IPv6 literals and zones).
    static const QRegularExpression hostPattern(QStringLiteral("^[A-Za-z0-9._:%-]+$"));
    static const QRegularExpression userPattern(QStringLiteral("^[A-Za-z0-9._][A-Za-z0-9._-]*$"));
    if (host.host.isEmpty())
        return QStringLiteral("the host is missing (a name like build.example.org or an address)");
    if (host.host.contains(QLatin1Char('@')))
        return QStringLiteral("the host \"%1\" has an @: give the user separately (--user)").arg(host.host);
    if (host.host.startsWith(QLatin1Char('-')))
        return QStringLiteral("the host \"%1\" starts with a dash (ssh would read it as an option)").arg(host.host);
    if (!hostPattern.match(host.host).hasMatch())
        return QStringLiteral("the host \"%1\" has characters a host name or address cannot have").arg(host.host);
    if (host.port < 1 || host.port > 65535)
        return QStringLiteral("the port must be a number from 1 to 65535, got %1").arg(host.port);
    if (!host.user.isEmpty() && host.user.startsWith(QLatin1Char('-')))
        return QStringLiteral("the user \"%1\" starts with a dash (ssh would read it as an option)").arg(host.user);
    if (!host.user.isEmpty() && (!userPattern.match(host.user).hasMatch() || host.user.size() > 64))
        return QStringLiteral("the user \"%1\" is not a user name (letters, digits, . _ -)").arg(host.user);
    if (QString problem = pathProblem(QStringLiteral("identity file"), host.identityFile); !problem.isEmpty())
        return problem;
    if (QString problem = pathProblem(QStringLiteral("known-hosts file"), host.knownHostsFile); !problem.isEmpty())
        return problem;
    if (hasControlCharacter(host.remoteDir))
        return QStringLiteral("the remote directory has a control character (a line break?)");
    if (!host.remoteDir.isEmpty() && !host.remoteDir.startsWith(QLatin1Char('/'))
        && host.remoteDir != QLatin1String("~") && !host.remoteDir.startsWith(QLatin1String("~/")))
        return QStringLiteral("the remote directory must be absolute or start with ~/ (the remote home), got \"%1\"")
            .arg(host.remoteDir);
    return {};
}

namespace {

Expected<QString> readableFile(const QString &given, const QString &hint)
{
    const QFileInfo info(QDir::current().absoluteFilePath(QDir::fromNativeSeparators(given)));
    if (!info.exists())
        return Error{QStringLiteral("no file at %1%2").arg(info.absoluteFilePath(), hint)};
    if (!info.isFile())
        return Error{QStringLiteral("%1 is not a file").arg(info.absoluteFilePath())};
    if (!info.isReadable())
        return Error{QStringLiteral("%1 cannot be read (permissions)").arg(info.absoluteFilePath())};
    return QDir::cleanPath(info.absoluteFilePath());
}

} // namespace

Expected<QString> sshIdentityFile(const QString &given)
{
    auto file = readableFile(given, {});
    if (file && file->endsWith(QLatin1String(".pub")))
        return Error{QStringLiteral("%1 is a public key; give the private key (the same name without .pub)").arg(*file)};
    return file;
}

Expected<QString> sshKnownHostsFile(const QString &given)
{
    return readableFile(given, QStringLiteral(" (make it with the host's key, e.g. ssh-keyscan -p PORT HOST > FILE after "
                                              "checking its fingerprint, or leave it out to use ~/.ssh/known_hosts)"));
}

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
    return Error{QStringLiteral("%1 executor profiles are named like \"%2\" (the case differs): give the exact name")
                     .arg(found.size())
                     .arg(name)};
}

} // namespace kandesk
