// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "database.h"

#include "databasecopy.h"
#include "databaseuselock.h"
#include "migrations.h"
#include "privatefiles.h"
#include "sqlhelpers.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSet>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>

#include <atomic>

Q_LOGGING_CATEGORY(lcDatabase, "kandesk.models.database")

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "DatabaseWords".
struct DatabaseWords {
    Q_DECLARE_TR_FUNCTIONS(DatabaseWords)
};


Status exec(QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement)) {
        return Error{QStringLiteral("SQLite error in \"%1\": %2")
                         .arg(statement.simplified().left(80), query.lastError().text())};
    }
    return {};
}

// Turning a database to WAL needs it alone for a moment. SQLite answers "locked" at once, without
// waiting out the busy timeout, when another opener holds a lock at the same moment (it would
// otherwise deadlock): Kandesks starting together on one home ask again, a little later each time.
Status switchToWriteAheadLog(QSqlDatabase &db)
{
    static const QString pragma = QStringLiteral("PRAGMA journal_mode = WAL");
    QSqlQuery query(db);
    unsigned long waitMs = 1;
    for (int elapsedMs = 0;; elapsedMs += int(waitMs), waitMs = qMin(waitMs * 2, 100UL)) {
        if (query.exec(pragma))
            return {};
        const int primaryCode = query.lastError().nativeErrorCode().toInt() & 0xff;
        const bool locked = primaryCode == 5 || primaryCode == 6; // SQLITE_BUSY, SQLITE_LOCKED
        if (!locked || elapsedMs >= 5000)
            return Error{QStringLiteral("SQLite error in \"%1\": %2").arg(pragma, query.lastError().text())};
        query.finish();
        QThread::msleep(waitMs);
    }
}

Expected<int> userVersion(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return Error{DatabaseWords::tr("cannot read the schema version: %1").arg(query.lastError().text())};
    return query.value(0).toInt();
}

} // namespace

// The connections this Database opened, with their configuration state and cached statements.
// Guarded by its mutex; shared with the thread-finished handlers, which may outlive the Database.
struct Database::Connections {
    QMutex mutex;
    QStringList names;
    QSet<QString> configured;
    QHash<QString, QHash<QString, std::shared_ptr<QSqlQuery>>> statements; // connection → SQL → query

    // Forgets a connection and closes it, statements first.
    void close(const QString &name)
    {
        const QMutexLocker lock(&mutex);
        if (!names.removeOne(name))
            return;
        configured.remove(name);
        statements.remove(name);
        // removeDatabase() closes it; asking for a handle first would warn for other threads' ones.
        QSqlDatabase::removeDatabase(name);
    }
};

Database::Database(QString filePath)
    : m_filePath(std::move(filePath))
    , m_connectionPrefix(QStringLiteral("kandesk-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_connections(std::make_shared<Connections>())
{
}

Database::~Database()
{
    QStringList names;
    {
        const QMutexLocker lock(&m_connections->mutex);
        names = m_connections->names;
    }
    for (const QString &name : std::as_const(names))
        m_connections->close(name);
}

Status Database::open()
{
    // Made private before SQLite creates it: its WAL and SHM files take the database's mode.
    if (!m_filePath.startsWith(QLatin1Char(':')) && QFileInfo(QFileInfo(m_filePath).absolutePath()).isDir()) {
        for (const char *suffix : {"-wal", "-shm"}) {
            const QString path = m_filePath + QLatin1String(suffix);
            if (const Status tightened = tightenIfPresent(path); !tightened)
                return tightened;
        }
        if (const Status made = makePrivateFile(m_filePath); !made)
            return made;
        if (!m_useLock) {
            auto lock = DatabaseUseLock::take(m_filePath, DatabaseUseLock::Kind::Shared);
            if (!lock)
                return Error{lock.error()};
            m_useLock = std::move(*lock);
        }
    }
    auto db = openThreadConnection(false);
    if (!db)
        return Error{db.error()};
    auto version = userVersion(*db);
    if (!version)
        return Error{version.error()};
    if (*version > latestSchemaVersion()) {
        return Error{DatabaseWords::tr("%1 has schema version %2, newer than the %3 this Kandesk knows; "
                                    "it was left untouched. Update Kandesk to open it.")
                         .arg(m_filePath)
                         .arg(*version)
                         .arg(latestSchemaVersion())};
    }
    auto writable = connection();
    if (!writable)
        return Error{writable.error()};
    return migrate(writable.value());
}

Expected<QSqlDatabase> Database::connection()
{
    return openThreadConnection(true);
}

Expected<QSqlDatabase> Database::openThreadConnection(bool configureForWriting)
{
    // The system reuses thread ids once a thread ends, so connections are named by a number that
    // is never handed out twice: a new thread never inherits a dead thread's connection.
    static std::atomic<quint64> nextThreadNumber{1};
    thread_local const quint64 threadNumber = nextThreadNumber++;
    const QString name = m_connectionPrefix + QLatin1Char('-') + QString::number(threadNumber);
    QSqlDatabase db = QSqlDatabase::database(name, false);
    if (!db.isValid()) {
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_filePath);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        {
            const QMutexLocker lock(&m_connections->mutex);
            m_connections->names.append(name);
        }
        // Pool threads come and go: close the connection on its own thread as that thread ends.
        QThread *thread = QThread::currentThread();
        const auto *app = QCoreApplication::instance();
        if (!app || thread != app->thread()) {
            const std::weak_ptr<Connections> connections = m_connections;
            QObject::connect(
                thread, &QThread::finished, thread,
                [connections, name] {
                    if (const auto alive = connections.lock())
                        alive->close(name);
                },
                Qt::DirectConnection);
        }
    }
    if (!db.isOpen()) {
        const QFileInfo dir(QFileInfo(m_filePath).absolutePath());
        if (!dir.isDir())
            return Error{DatabaseWords::tr("cannot open database %1: folder %2 does not exist")
                             .arg(m_filePath, dir.filePath())};
        if (!db.open())
            return Error{DatabaseWords::tr("cannot open database %1: %2").arg(m_filePath, db.lastError().text())};
    }
    if (!configureForWriting)
        return db;
    {
        const QMutexLocker lock(&m_connections->mutex);
        if (m_connections->configured.contains(name))
            return db;
    }
    // WAL lets readers on other threads go on while a writer appends; NORMAL sync in WAL mode
    // still keeps every committed transaction when the process is killed.
    if (auto status = switchToWriteAheadLog(db); !status)
        return Error{status.error()};
    for (const auto *pragma : {"PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON"}) {
        if (auto status = exec(db, QString::fromLatin1(pragma)); !status)
            return Error{status.error()};
    }
    const QMutexLocker lock(&m_connections->mutex);
    m_connections->configured.insert(name);
    return db;
}

Status Database::migrate(QSqlDatabase &db)
{
    auto found = userVersion(db);
    if (!found)
        return Error{found.error()};
    if (*found >= latestSchemaVersion())
        return {};
    // A database with data in it is copied before the migration changes it (a new one has none;
    // and since every step runs in one transaction, no one ever sees a half-made one).
    if (*found > 0 && !m_filePath.startsWith(QLatin1Char(':'))) {
        auto kept = keepCopyBeforeMigration(db, m_filePath, *found);
        if (!kept)
            return Error{DatabaseWords::tr("%1 was not migrated, it is as it was: %2").arg(m_filePath, kept.error())};
        qCInfo(lcDatabase).noquote() << "kept a copy of" << m_filePath << "before migrating it:" << *kept;
    }
    // Several processes may open a home at once: the write lock is taken first and the version
    // read again under it, so exactly one of them migrates, and the others find it done. A step
    // that fails rolls every step back: the database stays at the version it had.
    sql::Transaction transaction(db);
    if (auto begun = transaction.begin(); !begun)
        return Error{DatabaseWords::tr("cannot start the migration of %1: %2").arg(m_filePath, begun.error())};
    auto version = userVersion(db);
    if (!version)
        return Error{version.error()};
    const int from = *version;
    if (from >= latestSchemaVersion())
        return {}; // another process did it while this one waited
    for (const Migration &migration : schemaMigrations()) {
        if (migration.version <= from)
            continue;
        for (const QString &statement : migration.statements) {
            if (auto status = exec(db, statement); !status)
                return Error{DatabaseWords::tr("migration to schema version %1 failed: %2").arg(migration.version).arg(status.error())};
        }
    }
    if (auto status = exec(db, QStringLiteral("PRAGMA user_version = %1").arg(latestSchemaVersion())); !status)
        return status;
    if (auto committed = transaction.commit(); !committed)
        return Error{DatabaseWords::tr("cannot commit the migration to version %1: %2").arg(latestSchemaVersion()).arg(committed.error())};
    if (from == 0)
        qCInfo(lcDatabase).noquote() << "created" << m_filePath << "at schema version" << latestSchemaVersion();
    else
        qCInfo(lcDatabase).noquote() << "migrated" << m_filePath << "from schema version" << from << "to" << latestSchemaVersion();
    return {};
}

Expected<QSqlQuery *> Database::cachedStatement(const QString &statement)
{
    auto db = connection();
    if (!db)
        return Error{db.error()};
    const QString name = db->connectionName();
    {
        const QMutexLocker lock(&m_connections->mutex);
        const auto &cache = m_connections->statements[name];
        if (const auto it = cache.constFind(statement); it != cache.constEnd())
            return it->get();
    }
    auto query = std::make_shared<QSqlQuery>(*db);
    if (!query->prepare(statement))
        return Error{QStringLiteral("SQLite error preparing \"%1\": %2")
                         .arg(statement.simplified().left(80), query->lastError().text())};
    const QMutexLocker lock(&m_connections->mutex);
    m_connections->statements[name].insert(statement, query);
    return query.get();
}

int Database::schemaVersion()
{
    auto db = connection();
    if (!db)
        return -1;
    auto version = userVersion(*db);
    return version ? *version : -1;
}

} // namespace kandesk
