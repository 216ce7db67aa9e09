// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Backing up and restoring a home through the door (application/settings/HomeBackups), on real
// SQLite files: a backup made while the database is in use (its last writes still in the WAL)
// brings the tasks and the secrets file back; what the restore replaced is kept beside; a restore
// under a running Kandesk, of a file that is not a backup or of a newer schema changes nothing; a
// restore chosen in the window happens at the next start.
#include "application/settings/homebackups.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/migrations.h"
#include "models/secretvault.h"
#include "models/stores/taskstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QStringList taskTitles(Database &database)
{
    auto tasks = TaskStore(database).list(QStringLiteral("default"));
    QStringList titles;
    if (tasks) {
        for (const Task &task : std::as_const(*tasks))
            titles.append(task.title);
    }
    titles.sort();
    return titles;
}

QStringList taskTitlesIn(const QString &databaseFile)
{
    Database database(databaseFile);
    if (!database.open())
        return {s("cannot open ") + databaseFile};
    return taskTitles(database);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestHomeBackups : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh(const QString &name) { return m_dir.filePath(name + QString::number(++m_count)); }

    // A home whose database holds tasks with these titles and whose secrets file holds TOKEN=value.
    static bool makeHome(const QString &home, const QStringList &titles, const QString &token)
    {
        if (!QDir().mkpath(home))
            return false;
        Database database(databasePath(home));
        if (!database.open())
            return false;
        for (const QString &title : titles)
            addTask(database, title);
        SecretVault vault(database, home);
        vault.setBackend(SecretBackendKind::File);
        return vault.writeBlocking(s("TOKEN"), token).ok();
    }

    static void addTask(Database &database, const QString &title)
    {
        Task task;
        task.workspaceId = s("default");
        task.title = title;
        if (!TaskStore(database).create(task))
            qWarning("cannot create task %s", qPrintable(title));
    }

    static QString secretIn(const QString &home)
    {
        Database database(databasePath(home));
        if (!database.open())
            return s("cannot open");
        SecretVault vault(database, home);
        auto value = vault.readBlocking(s("TOKEN"));
        return value ? *value : value.error();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("KANDESK_SECRET_BACKEND", "file");
    }

    void aBackupMadeInUseBringsTheHomeBack()
    {
        const QString home = fresh(s("home"));
        QVERIFY(makeHome(home, {s("First task")}, s("old-token")));
        const QString file = fresh(s("saved")) + s(".kandesk-backup");
        {
            Database database(databasePath(home));
            QVERIFY(database.open());
            addTask(database, s("Second task"));
            // The last writes are still in the WAL, not yet in the database file.
            QVERIFY(QFileInfo(databasePath(home) + s("-wal")).size() > 0);
            auto db = database.connection();
            QSqlQuery(*db).exec(s("INSERT INTO secrets (name, backend, created_at, updated_at) VALUES ('GH', 'keychain', 1, 1)"));
            HomeBackups backups(home, &database);
            const auto made = backups.create(file).result();
            QVERIFY2(made, qPrintable(made.error()));
            QCOMPARE(made->file, QFileInfo(file).absoluteFilePath());
            QCOMPARE(made->taskCount, 2);
            QCOMPARE(made->schemaVersion, latestSchemaVersion());
            QVERIFY(made->hasSecretsFile);
            QCOMPARE(made->keychainSecrets, QStringList{s("GH")});
            QCOMPARE(made->home, QDir(home).absolutePath());
            QVERIFY(!QFileInfo::exists(file + s("-wal")));
            // An existing file is never replaced.
            const auto again = backups.create(file).result();
            QVERIFY(!again);
            QVERIFY2(again.error().contains(s("exists already")), qPrintable(again.error()));
            addTask(database, s("Third task, after the backup"));
        }
        {
            Database database(databasePath(home));
            QVERIFY(database.open());
            SecretVault changed(database, home);
            changed.setBackend(SecretBackendKind::File);
            QVERIFY(changed.writeBlocking(s("TOKEN"), s("new-token")));
        }

        HomeBackups backups(home);
        const auto restored = backups.restore(file).result();
        QVERIFY2(restored, qPrintable(restored.error()));
        QCOMPARE(taskTitlesIn(databasePath(home)), (QStringList{s("First task"), s("Second task")}));
        QCOMPARE(secretIn(home), s("old-token"));
        // What the restore replaced is kept beside, whole.
        QVERIFY(QFileInfo(restored->keptDatabase).absolutePath() == QFileInfo(databasePath(home)).absolutePath());
        QCOMPARE(taskTitlesIn(restored->keptDatabase),
                 (QStringList{s("First task"), s("Second task"), s("Third task, after the backup")}));
        QVERIFY(fileBytes(restored->keptSecretsFile).contains("new-token"));
        QCOMPARE(QFileInfo(restored->keptSecretsFile).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions{});
        // The restored database has no trace of the backup's bookkeeping.
        Database database(databasePath(home));
        QVERIFY(database.open());
        QSqlQuery query(*database.connection());
        QVERIFY(query.exec(s("SELECT count(*) FROM sqlite_master WHERE name = 'kandesk_backup'")) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    void aRestoreUnderARunningKandeskChangesNothing()
    {
        const QString home = fresh(s("home"));
        QVERIFY(makeHome(home, {s("Kept")}, s("token")));
        const QString file = fresh(s("saved"));
        Database running(databasePath(home));
        QVERIFY(running.open());
        HomeBackups backups(home, &running);
        QVERIFY(backups.create(file).result());
        addTask(running, s("Made while running"));

        const auto restored = backups.restore(file).result();
        QVERIFY(!restored);
        QVERIFY2(restored.error().contains(s("a Kandesk uses")), qPrintable(restored.error()));
        QCOMPARE(taskTitles(running), (QStringList{s("Kept"), s("Made while running")}));
        QCOMPARE(QDir(home).entryList({s("kandesk.db.backup-*")}, QDir::Files), QStringList{});
    }

    void aFileThatIsNotABackupIsRefused()
    {
        const QString home = fresh(s("home"));
        QVERIFY(makeHome(home, {s("Kept")}, s("token")));
        const QByteArray before = fileBytes(databasePath(home));
        const QString text = fresh(s("notes.txt"));
        QFile notes(text);
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("not a database at all\n");
        notes.close();
        HomeBackups backups(home);
        for (const QString &file : {text, databasePath(home), fresh(s("missing"))}) {
            const auto restored = backups.restore(file).result();
            QVERIFY(!restored);
            QVERIFY2(restored.error().contains(s("not a Kandesk backup")) || restored.error().contains(s("no backup file")),
                     qPrintable(restored.error()));
            const auto inspected = backups.inspect(file).result();
            QVERIFY(!inspected);
        }
        QCOMPARE(fileBytes(databasePath(home)), before);
        QCOMPARE(taskTitlesIn(databasePath(home)), QStringList{s("Kept")});
    }

    void aBackupOfANewerSchemaIsRefused()
    {
        const QString home = fresh(s("home"));
        QVERIFY(makeHome(home, {s("Kept")}, s("token")));
        const QString file = fresh(s("saved"));
        {
            Database database(databasePath(home));
            QVERIFY(database.open());
            QVERIFY(HomeBackups(home, &database).create(file).result());
        }
        {
            auto db = QSqlDatabase::addDatabase(s("QSQLITE"), s("future"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(s("PRAGMA user_version = %1").arg(latestSchemaVersion() + 1)));
            db.close();
        }
        QSqlDatabase::removeDatabase(s("future"));
        const auto restored = HomeBackups(home).restore(file).result();
        QVERIFY(!restored);
        QVERIFY2(restored.error().contains(s("newer Kandesk")), qPrintable(restored.error()));
        QCOMPARE(taskTitlesIn(databasePath(home)), QStringList{s("Kept")});
    }

    void aRestoreChosenInTheWindowHappensAtTheNextStart()
    {
        const QString home = fresh(s("home"));
        QVERIFY(makeHome(home, {s("Before")}, s("token")));
        const QString file = fresh(s("saved"));
        {
            Database database(databasePath(home));
            QVERIFY(database.open());
            HomeBackups backups(home, &database);
            QVERIFY(backups.create(file).result());
            addTask(database, s("After"));
            const auto staged = backups.restoreAtNextStart(file).result();
            QVERIFY2(staged, qPrintable(staged.error()));
            QCOMPARE(staged->taskCount, 1);
            // Nothing changes while this Kandesk runs.
            QCOMPARE(taskTitles(database), (QStringList{s("After"), s("Before")}));
        }
        const auto applied = applyStagedRestore(home);
        QVERIFY(applied.has_value());
        QVERIFY2(*applied, qPrintable(applied->error()));
        QCOMPARE(taskTitlesIn(databasePath(home)), QStringList{s("Before")});
        QVERIFY(!applyStagedRestore(home).has_value());
    }
};

QTEST_GUILESS_MAIN(TestHomeBackups)
#include "tst_homebackups.moc"
