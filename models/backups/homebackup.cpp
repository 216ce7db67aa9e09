// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "homebackup.h"

#include "models/databasecopy.h"
#include "models/database.h"
#include "models/databaseuselock.h"
#include "models/datahome.h"
#include "models/migrations.h"
#include "models/privatefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>


namespace kandesk {

namespace {

// The words this file says to users, translated in the context "HomeBackupWords".
struct HomeBackupWords {
    Q_DECLARE_TR_FUNCTIONS(HomeBackupWords)
};


constexpr int backupFormat = 1;

// A connection of its own to one file, closed and removed when it goes.
class FileConnection final
{
public:
    FileConnection(const QString &path, bool readOnly)
        : m_name(QStringLiteral("kandesk-backup-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            m_error = db.lastError().text();
    }
    ~FileConnection() { QSqlDatabase::removeDatabase(m_name); }
    FileConnection(const FileConnection &) = delete;
    FileConnection &operator=(const FileConnection &) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    const QString &error() const { return m_error; }

private:
    QString m_name;
    QString m_error;
};

Expected<QSqlQuery> query(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement))
        return Error{query.lastError().text()};
    return query;
}

Expected<QVariant> single(const QSqlDatabase &db, const QString &statement)
{
    auto result = query(db, statement);
    if (!result)
        return Error{result.error()};
    return result->next() ? result->value(0) : QVariant();
}

struct BackupContents {
    HomeBackupInfo info;
    QByteArray secretsFile;
};

Expected<BackupContents> readContents(const QString &file)
{
    const auto notABackup = [&file](const QString &why) {
        return Error{HomeBackupWords::tr("%1 is not a Kandesk backup: %2").arg(file, why)};
    };
    if (!QFileInfo(file).isFile())
        return Error{HomeBackupWords::tr("no backup file %1").arg(file)};
    const FileConnection connection(file, true);
    if (!connection.error().isEmpty())
        return notABackup(connection.error());
    const QSqlDatabase db = connection.db();
    auto manifest = query(db, QStringLiteral("SELECT key, value FROM kandesk_backup"));
    if (!manifest)
        return notABackup(manifest.error());
    QHash<QString, QByteArray> values;
    while (manifest->next())
        values.insert(manifest->value(0).toString(), manifest->value(1).toByteArray());
    if (values.value(QStringLiteral("format")).toInt() != backupFormat)
        return notABackup(HomeBackupWords::tr("its format is %1, this Kandesk reads %2")
                              .arg(QString::fromUtf8(values.value(QStringLiteral("format"))))
                              .arg(backupFormat));
    BackupContents contents;
    HomeBackupInfo &info = contents.info;
    info.file = QFileInfo(file).absoluteFilePath();
    info.createdAt = QDateTime::fromString(QString::fromUtf8(values.value(QStringLiteral("created_at"))), Qt::ISODateWithMs);
    info.home = QString::fromUtf8(values.value(QStringLiteral("home")));
    info.hasSecretsFile = values.contains(QStringLiteral("secrets_file"));
    contents.secretsFile = values.value(QStringLiteral("secrets_file"));
    for (const QJsonValue &name : QJsonDocument::fromJson(values.value(QStringLiteral("keychain_secrets"))).array())
        info.keychainSecrets.append(name.toString());
    auto version = single(db, QStringLiteral("PRAGMA user_version"));
    auto tasks = single(db, QStringLiteral("SELECT count(*) FROM tasks"));
    if (!version || !tasks)
        return notABackup(!version ? version.error() : tasks.error());
    info.schemaVersion = version->toInt();
    info.taskCount = tasks->toInt();
    return contents;
}

// The home's database as it is, copied beside it, then folded into one file without a WAL (a WAL
// left beside the restored file would be replayed onto it).
Expected<QString> keepAndCloseCurrent(const QString &databasePath)
{
    const FileConnection current(databasePath, false);
    if (!current.error().isEmpty())
        return Error{HomeBackupWords::tr("cannot open %1: %2").arg(databasePath, current.error())};
    QSqlDatabase db = current.db();
    const QString kept = backupPathBeside(databasePath, QStringLiteral("before-restore"));
    if (const Status copied = copyDatabase(db, kept); !copied)
        return Error{copied.error()};
    auto mode = single(db, QStringLiteral("PRAGMA journal_mode = DELETE"));
    if (!mode || mode->toString() != QLatin1String("delete"))
        return Error{HomeBackupWords::tr("cannot fold the WAL of %1 into it: %2")
                         .arg(databasePath, mode ? mode->toString() : mode.error())};
    return kept;
}

// The backup's database without its manifest, next to the home's database, ready to take its place.
Expected<QString> stageIncoming(const QString &file, const QString &databasePath)
{
    const QString incoming = databasePath + QStringLiteral(".restoring");
    QFile::remove(incoming);
    if (!QFile::copy(file, incoming))
        return Error{HomeBackupWords::tr("cannot copy %1 to %2").arg(file, incoming)};
    if (const Status tightened = tightenIfPresent(incoming); !tightened)
        return Error{tightened.error()};
    const FileConnection staged(incoming, false);
    const QSqlDatabase db = staged.db();
    if (!staged.error().isEmpty() || !query(db, QStringLiteral("DROP TABLE kandesk_backup"))) {
        QFile::remove(incoming);
        return Error{HomeBackupWords::tr("cannot prepare %1 from %2").arg(incoming, file)};
    }
    return incoming;
}

Expected<QString> restoreSecretsFile(const QString &home, const QByteArray &contents)
{
    const QString path = secretsFilePath(home);
    QString kept;
    if (QFileInfo::exists(path)) {
        kept = backupPathBeside(path, QStringLiteral("before-restore"));
        if (!QFile::copy(path, kept))
            return Error{HomeBackupWords::tr("cannot keep %1 as %2").arg(path, kept)};
        if (const Status tightened = tightenIfPresent(kept); !tightened)
            return Error{tightened.error()};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{HomeBackupWords::tr("cannot write %1: %2").arg(path, file.errorString())};
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(contents);
    if (!file.commit())
        return Error{HomeBackupWords::tr("cannot write %1: %2").arg(path, file.errorString())};
    return kept;
}

} // namespace

QString defaultHomeBackupPath(const QString &home)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    return QDir(home).filePath(QStringLiteral("backups/kandesk-%1.kandesk-backup").arg(stamp));
}

Expected<HomeBackupInfo> createHomeBackup(Database &database, const QString &home, const QString &file)
{
    const QFileInfo target(file);
    if (const Status folder = makePrivateFolder(target.absolutePath()); !folder)
        return Error{folder.error()};
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    QMap<QString, QByteArray> manifest{
        {QStringLiteral("format"), QByteArray::number(backupFormat)},
        {QStringLiteral("created_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toUtf8()},
        {QStringLiteral("home"), QDir(home).absolutePath().toUtf8()},
    };
    QJsonArray keychain;
    auto names = query(*db, QStringLiteral("SELECT name FROM secrets WHERE backend = 'keychain' "
                                           "AND name NOT LIKE 'runtime/%' ORDER BY name"));
    if (!names)
        return Error{HomeBackupWords::tr("cannot list the secrets: %1").arg(names.error())};
    while (names->next())
        keychain.append(names->value(0).toString());
    names->finish();
    manifest.insert(QStringLiteral("keychain_secrets"), QJsonDocument(keychain).toJson(QJsonDocument::Compact));
    if (QFile secrets(secretsFilePath(home)); secrets.exists()) {
        if (!secrets.open(QIODevice::ReadOnly))
            return Error{HomeBackupWords::tr("cannot read %1: %2").arg(secrets.fileName(), secrets.errorString())};
        manifest.insert(QStringLiteral("secrets_file"), secrets.readAll());
    }
    if (const Status copied = copyDatabase(*db, target.absoluteFilePath(), manifest); !copied)
        return Error{copied.error()};
    return readHomeBackup(target.absoluteFilePath());
}

Expected<HomeBackupInfo> readHomeBackup(const QString &file)
{
    auto contents = readContents(file);
    if (!contents)
        return Error{contents.error()};
    return contents->info;
}

Expected<HomeRestore> restoreHomeBackup(const QString &home, const QString &file)
{
    auto contents = readContents(file);
    if (!contents)
        return Error{contents.error()};
    if (contents->info.schemaVersion > latestSchemaVersion())
        return Error{HomeBackupWords::tr("%1 was made by a newer Kandesk (schema version %2; this one knows %3): "
                                    "update Kandesk to restore it")
                         .arg(file)
                         .arg(contents->info.schemaVersion)
                         .arg(latestSchemaVersion())};
    if (const Status folder = makePrivateFolder(home); !folder)
        return Error{folder.error()};
    const QString databasePath = kandesk::databasePath(home);
    auto lock = DatabaseUseLock::take(databasePath, DatabaseUseLock::Kind::Exclusive);
    if (!lock)
        return Error{HomeBackupWords::tr("not restored, %1 is as it was: %2").arg(home, lock.error())};

    HomeRestore restored{contents->info, {}, {}};
    if (QFileInfo::exists(databasePath)) {
        auto kept = keepAndCloseCurrent(databasePath);
        if (!kept)
            return Error{HomeBackupWords::tr("not restored, %1 is as it was: %2").arg(home, kept.error())};
        restored.keptDatabase = *kept;
    }
    auto incoming = stageIncoming(file, databasePath);
    if (!incoming)
        return Error{HomeBackupWords::tr("not restored, %1 is as it was: %2").arg(home, incoming.error())};
    for (const char *suffix : {"-wal", "-shm"})
        QFile::remove(databasePath + QLatin1String(suffix));
    if (const Status replaced = replaceFile(*incoming, databasePath); !replaced) {
        QFile::remove(*incoming);
        return Error{HomeBackupWords::tr("not restored, %1 is as it was: %2").arg(home, replaced.error())};
    }
    if (contents->info.hasSecretsFile) {
        auto kept = restoreSecretsFile(home, contents->secretsFile);
        if (!kept)
            return Error{HomeBackupWords::tr("the database was restored but the secrets file was not: %1").arg(kept.error())};
        restored.keptSecretsFile = *kept;
    }
    return restored;
}

} // namespace kandesk
