// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QSqlDatabase>
#include <QStringList>

#include <memory>

class QSqlQuery;

namespace kandesk {

class DatabaseUseLock;

// One SQLite file. Each thread that touches it gets its own connection (Qt Sql connections are
// not shareable across threads); every connection runs with WAL, foreign keys and a busy timeout.
// A thread's connection closes when the thread finishes (pool threads come and go), or with the
// Database.
class Database final
{
public:
    explicit Database(QString filePath);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens the calling thread's connection and brings the schema up to date. A schema newer than
    // this build knows is refused and the file is left as it was. Before a migration changes the
    // file, a copy of it is kept beside it (models/databasecopy.h). From here on the
    // Database holds the file's shared use lock (models/databaseuselock.h): no restore replaces it.
    Status open();

    // The calling thread's connection, opened on first use. open() must have succeeded once.
    Expected<QSqlDatabase> connection();

    // A statement prepared once per thread's connection and kept for reuse (the hot paths: message
    // appends). Valid until this Database is destroyed; use it only on the calling thread. Meant for
    // writes: a cached SELECT keeps its read snapshot until it is run again or finish()ed.
    Expected<QSqlQuery *> cachedStatement(const QString &statement);

    int schemaVersion();
    const QString &filePath() const { return m_filePath; }

private:
    struct Connections;

    Expected<QSqlDatabase> openThreadConnection(bool configureForWriting);
    Status migrate(QSqlDatabase &db);

    QString m_filePath;
    QString m_connectionPrefix;
    // Shared with the thread-finished handlers, which may outlive this object.
    std::shared_ptr<Connections> m_connections;
    std::unique_ptr<DatabaseUseLock> m_useLock;
};

} // namespace kandesk
