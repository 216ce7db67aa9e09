// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QMutex>
#include <QSqlDatabase>
#include <QStringList>

namespace kandesk {

// One SQLite file. Each thread that touches it gets its own connection (Qt Sql connections are
// not shareable across threads); every connection runs with WAL, foreign keys and a busy timeout.
class Database final
{
public:
    explicit Database(QString filePath);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens the calling thread's connection and brings the schema up to date. A schema newer than
    // this build knows is refused and the file is left as it was.
    Status open();

    // The calling thread's connection, opened on first use. open() must have succeeded once.
    Expected<QSqlDatabase> connection();

    int schemaVersion();
    const QString &filePath() const { return m_filePath; }

private:
    Expected<QSqlDatabase> openThreadConnection(bool configureForWriting);
    Status migrate(QSqlDatabase &db);
    bool isConfigured(const QString &connectionName);

    QString m_filePath;
    QString m_connectionPrefix;
    QMutex m_mutex;
    QStringList m_connectionNames;
    QStringList m_configuredConnections;
};

} // namespace kandesk
