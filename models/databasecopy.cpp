// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "databasecopy.h"

#include "models/privatefiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QThread>
#include <QUuid>

#include <sqlite3.h>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "DatabaseCopyWords".
struct DatabaseCopyWords {
    Q_DECLARE_TR_FUNCTIONS(DatabaseCopyWords)
};


constexpr int keptMigrationCopies = 3;

QString sqliteError(sqlite3 *db, int code)
{
    return db ? QString::fromUtf8(sqlite3_errmsg(db)) : QString::fromUtf8(sqlite3_errstr(code));
}

Status exec(sqlite3 *db, const char *statement)
{
    char *message = nullptr;
    if (sqlite3_exec(db, statement, nullptr, nullptr, &message) == SQLITE_OK)
        return {};
    const QString text = QString::fromUtf8(message ? message : "unknown error");
    sqlite3_free(message);
    return Error{text};
}

Status writeManifest(sqlite3 *db, const QMap<QString, QByteArray> &manifest)
{
    if (const Status made = exec(db, "CREATE TABLE kandesk_backup (key TEXT PRIMARY KEY, value BLOB NOT NULL)"); !made)
        return made;
    sqlite3_stmt *insert = nullptr;
    if (sqlite3_prepare_v2(db, "INSERT INTO kandesk_backup (key, value) VALUES (?, ?)", -1, &insert, nullptr) != SQLITE_OK)
        return Error{sqliteError(db, 0)};
    for (auto it = manifest.constBegin(); it != manifest.constEnd(); ++it) {
        const QByteArray key = it.key().toUtf8();
        sqlite3_bind_text(insert, 1, key.constData(), int(key.size()), SQLITE_TRANSIENT);
        sqlite3_bind_blob(insert, 2, it.value().constData(), int(it.value().size()), SQLITE_TRANSIENT);
        const int stepped = sqlite3_step(insert);
        sqlite3_reset(insert);
        if (stepped != SQLITE_DONE) {
            sqlite3_finalize(insert);
            return Error{sqliteError(db, stepped)};
        }
    }
    sqlite3_finalize(insert);
    return {};
}

// The online backup into an empty file at path: one step over every page, retried while a writer
// holds the source locked.
Status backUpInto(sqlite3 *source, sqlite3 *target)
{
    sqlite3_backup *backup = sqlite3_backup_init(target, "main", source, "main");
    if (!backup)
        return Error{sqliteError(target, 0)};
    int stepped = SQLITE_OK;
    int pauseMs = 5;
    for (int attempt = 0; attempt < 40; ++attempt) {
        stepped = sqlite3_backup_step(backup, -1);
        if (stepped != SQLITE_BUSY && stepped != SQLITE_LOCKED)
            break;
        QThread::msleep(pauseMs);
        pauseMs = std::min(pauseMs * 2, 250);
    }
    sqlite3_backup_finish(backup);
    if (stepped != SQLITE_DONE)
        return Error{QString::fromUtf8(sqlite3_errstr(stepped))};
    return {};
}

} // namespace

Status copyDatabase(QSqlDatabase &source, const QString &destination, const QMap<QString, QByteArray> &manifest)
{
    const QVariant handle = source.driver() ? source.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return Error{DatabaseCopyWords::tr("cannot copy %1: not an open SQLite connection").arg(source.databaseName())};
    sqlite3 *from = *static_cast<sqlite3 *const *>(handle.constData());
    if (!from)
        return Error{DatabaseCopyWords::tr("cannot copy %1: the connection is closed").arg(source.databaseName())};
    if (QFileInfo::exists(destination))
        return Error{DatabaseCopyWords::tr("%1 exists already; choose another file").arg(destination)};

    // Its own part file: two processes may copy the same database at once.
    const QString part = destination + QStringLiteral(".part-") + QUuid::createUuid().toString(QUuid::Id128).left(12);
    QFile::remove(part);
    if (const Status made = makePrivateFile(part); !made)
        return made;
    sqlite3 *to = nullptr;
    const int opened = sqlite3_open_v2(QFile::encodeName(part).constData(), &to, SQLITE_OPEN_READWRITE, nullptr);
    Status done = opened == SQLITE_OK ? backUpInto(from, to) : Status(Error{sqliteError(to, opened)});
    // A copy is one file: no WAL beside it, readable where it lies (even read-only).
    if (done)
        done = exec(to, "PRAGMA journal_mode = DELETE");
    if (done && !manifest.isEmpty())
        done = writeManifest(to, manifest);
    sqlite3_close(to);
    if (done && !QFile::rename(part, destination))
        done = Error{DatabaseCopyWords::tr("cannot rename %1 to %2").arg(part, destination)};
    if (!done) {
        QFile::remove(part);
        return Error{DatabaseCopyWords::tr("cannot copy %1 to %2: %3").arg(source.databaseName(), destination, done.error())};
    }
    return {};
}

QString backupPathBeside(const QString &databasePath, const QString &why)
{
    // The time, to the millisecond, names and orders them; two copies in the same millisecond
    // differ by a counter, never reusing the time of a copy that was there (whatever its why).
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss.zzz'Z'"));
    const QFileInfo database(databasePath);
    const auto taken = [&database](const QString &prefix) {
        return !database.dir().entryList({database.fileName() + prefix + QLatin1Char('*')}, QDir::Files).isEmpty();
    };
    QString prefix = QStringLiteral(".backup-") + stamp;
    for (int n = 2; taken(prefix); ++n)
        prefix = QStringLiteral(".backup-") + stamp + QLatin1Char('.') + QString::number(n);
    return databasePath + prefix + QLatin1Char('-') + why;
}

Expected<QString> keepCopyBeforeMigration(QSqlDatabase &source, const QString &databasePath, int fromVersion)
{
    QString path;
    for (int attempt = 0;; ++attempt) {
        path = backupPathBeside(databasePath, QStringLiteral("schema%1").arg(fromVersion));
        const Status copied = copyDatabase(source, path);
        if (copied)
            break;
        // Another process starting at the same moment may take the same name first.
        if (attempt == 3 || !QFileInfo::exists(path))
            return Error{copied.error()};
    }
    const QFileInfo database(databasePath);
    QDir folder = database.dir();
    // The UTC time in the name sorts them oldest first.
    QStringList copies = folder.entryList({database.fileName() + QStringLiteral(".backup-*-schema*")}, QDir::Files, QDir::Name);
    copies.removeIf([](const QString &name) { return name.contains(QLatin1String(".part-")); });
    while (copies.size() > keptMigrationCopies)
        folder.remove(copies.takeFirst());
    return path;
}

} // namespace kandesk
