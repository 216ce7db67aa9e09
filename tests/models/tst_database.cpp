// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/databasecopy.h"
#include "models/database.h"
#include "models/migrations.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace kandesk;

namespace {

QByteArray fileDigest(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

QStringList queryColumn(QSqlDatabase db, const QString &sql)
{
    QSqlQuery query(db);
    QStringList values;
    if (!query.exec(sql))
        return {QStringLiteral("error: ") + query.lastQuery()};
    while (query.next())
        values.append(query.value(0).toString());
    return values;
}

// Builds a database from a SQL script (one statement per ';'-terminated line group), as an
// older Kandesk would have left it.
bool buildFromScript(const QString &databasePath, const QString &scriptPath)
{
    QFile script(scriptPath);
    if (!script.open(QIODevice::ReadOnly))
        return false;
    bool ok = true;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(databasePath);
        if (!db.open())
            return false;
        QString statement;
        const QStringList lines = QString::fromUtf8(script.readAll()).split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (line.trimmed().startsWith(QLatin1String("--")))
                continue;
            statement += line + QLatin1Char('\n');
            if (!line.trimmed().endsWith(QLatin1Char(';')))
                continue;
            QSqlQuery query(db);
            if (!query.exec(statement)) {
                qWarning() << "fixture statement failed:" << statement << query.lastError().text();
                ok = false;
            }
            statement.clear();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
    return ok;
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void migratesAnEmptyDatabase()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("k.db")));
        const Status status = database.open();
        QVERIFY2(status.ok(), qPrintable(status.error()));
        QCOMPARE(database.schemaVersion(), latestSchemaVersion());

        auto db = database.connection();
        QVERIFY(db.ok());
        QCOMPARE(queryColumn(*db, QStringLiteral("PRAGMA journal_mode")), QStringList{QStringLiteral("wal")});
        QCOMPARE(queryColumn(*db, QStringLiteral("PRAGMA foreign_keys")), QStringList{QStringLiteral("1")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT name FROM workflow_steps ORDER BY position")),
                 (QStringList{QStringLiteral("Backlog"), QStringLiteral("In Progress"), QStringLiteral("Review"), QStringLiteral("Done")}));
        // The first board's rules as its steps' triggers: In Progress starts the agent and sends the
        // task on to Review when a turn completes; a turn started anywhere else brings it back.
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT name FROM workflow_steps "
                                                 "WHERE json_extract(events, '$.on_enter[0].type') = 'auto_start_agent'")),
                 QStringList{QStringLiteral("In Progress")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT json_extract(events, '$.on_turn_complete[0].config.step_id') "
                                                 "FROM workflow_steps WHERE id = 'in-progress'")),
                 QStringList{QStringLiteral("review")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT name || ' ' || json_extract(events, '$.on_turn_start[0].config.step_id') "
                                                 "FROM workflow_steps WHERE id <> 'in-progress' ORDER BY position")),
                 (QStringList{QStringLiteral("Backlog in-progress"), QStringLiteral("Review in-progress"),
                              QStringLiteral("Done in-progress")}));
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT color FROM workflow_steps ORDER BY position")),
                 (QStringList{QStringLiteral("bg-neutral-400"), QStringLiteral("bg-blue-500"), QStringLiteral("bg-yellow-500"),
                              QStringLiteral("bg-green-500")}));
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT id FROM workspaces")), QStringList{QStringLiteral("default")});
    }

    void reopeningChangesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.db"));
        {
            Database database(path);
            QVERIFY(database.open().ok());
        }
        Database again(path);
        QVERIFY(again.open().ok());
        QCOMPARE(queryColumn(*again.connection(), QStringLiteral("SELECT count(*) FROM workflow_steps")),
                 QStringList{QStringLiteral("4")});
    }

    void migratesAnEmptyDatabaseToTheLatestColumns()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("k.db")));
        QVERIFY(database.open().ok());
        QCOMPARE(latestSchemaVersion(), 21);
        QVERIFY(queryColumn(*database.connection(), QStringLiteral("SELECT name FROM pragma_table_info('tasks')"))
                    .contains(QStringLiteral("cleanup_started_at")));
        auto db = database.connection();
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('merge_probes')"))
                    .contains(QStringLiteral("conflicts")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('task_attempts')"))
                    .contains(QStringLiteral("attempt_of")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('task_issues')"))
                    .contains(QStringLiteral("issue_ref")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('integrations')"))
                    .contains(QStringLiteral("token_secret")));
        const QStringList commentColumns = queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('review_comments')"));
        for (const char *column : {"sent_at", "origin", "remote_id", "author", "url", "replied_at"})
            QVERIFY2(commentColumns.contains(QLatin1String(column)), column);
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('agent_profiles')"))
                    .contains(QStringLiteral("start_timeout_seconds")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('agent_profiles')"))
                    .contains(QStringLiteral("mcp_servers")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('tasks')"))
                    .contains(QStringLiteral("changed_file_count")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('messages')"))
                    .contains(QStringLiteral("turn_id")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('task_sessions')"))
                    .contains(QStringLiteral("ended_at")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('task_sessions')"))
                    .contains(QStringLiteral("awaiting_permission")));
        const QStringList pullRequestColumns
            = queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('task_pull_requests')"));
        QVERIFY(pullRequestColumns.contains(QStringLiteral("url")));
        QVERIFY(pullRequestColumns.contains(QStringLiteral("checks_state")));
        QVERIFY(pullRequestColumns.contains(QStringLiteral("checks_summary")));
        QVERIFY(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('queued_prompts')"))
                    .contains(QStringLiteral("position")));
        const QStringList stepColumns = queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('workflow_steps')"));
        for (const char *column : {"color", "prompt", "is_start_step", "allow_manual_move", "auto_archive_after_hours",
                                   "agent_profile", "agent_profile_id", "events", "extra", "wip_limit"})
            QVERIFY2(stepColumns.contains(QLatin1String(column)), column);
        QVERIFY(!stepColumns.contains(QStringLiteral("auto_start_agent"))); // read from the triggers now
        const QStringList taskColumns = queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('tasks')"));
        QVERIFY(taskColumns.contains(QStringLiteral("parent_task_id")));
        QVERIFY(taskColumns.contains(QStringLiteral("queued_at")));
        QVERIFY(taskColumns.contains(QStringLiteral("step_actions_due_from")));
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('task_dependencies')")),
                 (QStringList{QStringLiteral("task_id"), QStringLiteral("depends_on_task_id")}));
        // The seed's timestamp is in milliseconds after the v2 conversion.
        const qint64 created = queryColumn(*db, QStringLiteral("SELECT created_at FROM workspaces")).value(0).toLongLong();
        QVERIFY2(created > 100000000000LL, qPrintable(QString::number(created)));
    }

    void migratesAVersion1DatabaseInPlaceKeepingItsData()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.db"));
        QVERIFY(buildFromScript(path, QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/models/schema-v1.sql")));

        Database database(path);
        const Status status = database.open();
        QVERIFY2(status.ok(), qPrintable(status.error()));
        QCOMPARE(database.schemaVersion(), latestSchemaVersion());
        auto db = database.connection();
        QVERIFY(db.ok());
        QCOMPARE(queryColumn(*db, QStringLiteral("PRAGMA integrity_check")), QStringList{QStringLiteral("ok")});
        QCOMPARE(queryColumn(*db, QStringLiteral("PRAGMA foreign_key_check")), QStringList{});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT title FROM tasks ORDER BY id")),
                 (QStringList{QStringLiteral("Fix the flaky login test"), QStringLiteral("Update the changelog")}));
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT kind FROM messages WHERE session_id = 'session-1' ORDER BY id")),
                 (QStringList{QStringLiteral("user_prompt"), QStringLiteral("message_chunk"), QStringLiteral("tool_call")}));
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT repository_id FROM task_repositories")), QStringList{QStringLiteral("repo-1")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT agentctl_url FROM executors_running")),
                 QStringList{QStringLiteral("http://127.0.0.1:41001")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT value FROM settings WHERE key = 'theme'")), QStringList{QStringLiteral("dark")});
        // New columns arrive with their defaults; seconds became milliseconds.
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT changed_file_count FROM tasks WHERE id = 'task-1'")), QStringList{QStringLiteral("0")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT started_at FROM task_sessions")), QStringList{QStringLiteral("1764000030000")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT created_at FROM messages ORDER BY id LIMIT 1")), QStringList{QStringLiteral("1764000031000")});
        // The version-1 board's rules became its steps' triggers.
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT count(*) FROM workflow_steps WHERE json_extract(events, '$.on_enter[0].type') = 'auto_start_agent'")),
                 QStringList{QStringLiteral("1")});
    }

    void aFailedMigrationLeavesTheOldSchemaAndDataAsTheyWere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.db"));
        QVERIFY(buildFromScript(path, QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/models/schema-v1.sql")));
        {
            // A column in the way of the v2 migration.
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("ALTER TABLE messages ADD COLUMN turn_id TEXT")));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tamper"));

        Database database(path);
        const Status status = database.open();
        QVERIFY(!status.ok());
        QVERIFY2(status.error().contains(QStringLiteral("version 2")), qPrintable(status.error()));
        auto db = database.connection();
        QCOMPARE(queryColumn(*db, QStringLiteral("PRAGMA user_version")), QStringList{QStringLiteral("1")});
        // Everything of the failed step was rolled back, including what ran before the failure.
        QVERIFY(!queryColumn(*db, QStringLiteral("SELECT name FROM pragma_table_info('tasks')"))
                     .contains(QStringLiteral("changed_file_count")));
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT started_at FROM task_sessions")), QStringList{QStringLiteral("1764000030")});
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT count(*) FROM messages")), QStringList{QStringLiteral("3")});

        // The copy kept before the migration began holds the version 1 database, whole.
        const QStringList copies = QDir(dir.path()).entryList({QStringLiteral("v1.db.backup-*-schema1")}, QDir::Files);
        QCOMPARE(copies.size(), 1);
        {
            auto copy = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("copy"));
            copy.setDatabaseName(dir.filePath(copies.constFirst()));
            copy.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            QVERIFY(copy.open());
            QCOMPARE(queryColumn(copy, QStringLiteral("PRAGMA user_version")), QStringList{QStringLiteral("1")});
            QCOMPARE(queryColumn(copy, QStringLiteral("PRAGMA integrity_check")), QStringList{QStringLiteral("ok")});
            QCOMPARE(queryColumn(copy, QStringLiteral("SELECT count(*) FROM messages")), QStringList{QStringLiteral("3")});
            copy.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("copy"));
    }

    void aMigrationKeepsTheNewestThreeCopies()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.db"));
        QVERIFY(buildFromScript(path, QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/models/schema-v1.sql")));
        Database database(path);
        auto db = database.connection();
        QVERIFY(db.ok());
        QStringList made;
        for (int n = 0; n < 5; ++n) {
            auto kept = keepCopyBeforeMigration(*db, path, 1);
            QVERIFY2(kept.ok(), qPrintable(kept.error()));
            made.append(QFileInfo(*kept).fileName());
        }
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("v1.db.backup-*")}, QDir::Files, QDir::Name), made.mid(2));
        // Copies made for other reasons (a restore) are not counted among them.
        QVERIFY(copyDatabase(*db, backupPathBeside(path, QStringLiteral("before-restore"))).ok());
        QVERIFY(keepCopyBeforeMigration(*db, path, 1).ok());
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("v1.db.backup-*-schema1")}, QDir::Files).size(), 3);
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("v1.db.backup-*-before-restore")}, QDir::Files).size(), 1);
    }

    // Kandesks starting together on one home: each opens it at once; one migrates, the others find
    // it done. Every copy kept is of the old version; a new home keeps none.
    void openersAtOnceMigrateOnceAndCopyOnlyTheOldVersion()
    {
        QTemporaryDir dir;
        const QString old = dir.filePath(QStringLiteral("v1.db"));
        QVERIFY(buildFromScript(old, QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/models/schema-v1.sql")));
        const QString fresh = dir.filePath(QStringLiteral("new.db"));
        for (const QString &path : {old, fresh}) {
            QList<QThread *> openers;
            QStringList errors;
            QMutex guard;
            for (int n = 0; n < 6; ++n) {
                openers.append(QThread::create([&path, &errors, &guard] {
                    Database database(path);
                    if (const Status status = database.open(); !status) {
                        const QMutexLocker lock(&guard);
                        errors.append(status.error());
                    }
                }));
            }
            for (QThread *opener : std::as_const(openers))
                opener->start();
            for (QThread *opener : std::as_const(openers)) {
                QVERIFY(opener->wait(60000));
                delete opener;
            }
            QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
            Database database(path);
            QVERIFY(database.open().ok());
            QCOMPARE(database.schemaVersion(), latestSchemaVersion());
        }
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("new.db.backup-*")}, QDir::Files), QStringList{});
        const QStringList copies = QDir(dir.path()).entryList({QStringLiteral("v1.db.backup-*")}, QDir::Files);
        QVERIFY(!copies.isEmpty() && copies.size() <= 3);
        for (const QString &copy : copies)
            QVERIFY2(copy.endsWith(QLatin1String("-schema1")), qPrintable(copy));
    }

    void aNewDatabaseKeepsNoCopy()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("k.db")));
        QVERIFY(database.open().ok());
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("k.db.backup-*")}, QDir::Files), QStringList{});
    }

    void refusesANewerSchemaAndLeavesItUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.db"));
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("future"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE from_the_future (x)")));
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(latestSchemaVersion() + 7)));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("future"));
        const QByteArray before = fileDigest(path);

        {
            Database database(path);
            const Status status = database.open();
            QVERIFY(!status.ok());
            QVERIFY2(status.error().contains(QStringLiteral("newer")), qPrintable(status.error()));
            QVERIFY2(status.error().contains(QString::number(latestSchemaVersion() + 7)), qPrintable(status.error()));
        }
        QCOMPARE(fileDigest(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void missingFolderIsAClearError()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("no/such/folder/k.db")));
        const Status status = database.open();
        QVERIFY(!status.ok());
        QVERIFY2(status.error().contains(QStringLiteral("does not exist")), qPrintable(status.error()));
    }

    void eachThreadGetsItsOwnConnection()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("k.db")));
        QVERIFY(database.open().ok());
        const QString mainName = database.connection()->connectionName();

        QString workerName;
        QStringList workerSteps;
        QThread *worker = QThread::create([&] {
            auto db = database.connection();
            if (!db)
                return;
            workerName = db->connectionName();
            workerSteps = queryColumn(*db, QStringLiteral("SELECT id FROM workflow_steps ORDER BY position"));
        });
        worker->start();
        QVERIFY(worker->wait(10'000));
        delete worker;
        QVERIFY(!workerName.isEmpty());
        QVERIFY(workerName != mainName);
        QCOMPARE(workerSteps.size(), 4);
    }

    void aFinishedThreadsConnectionIsClosed()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("k.db")));
        QVERIFY(database.open().ok());
        QStringList names;
        for (int round = 0; round < 3; ++round) {
            QString name;
            QThread *worker = QThread::create([&] {
                auto db = database.connection();
                if (db && database.cachedStatement(QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)")))
                    name = db->connectionName();
            });
            worker->start();
            QVERIFY(worker->wait(10'000));
            delete worker;
            QVERIFY(!name.isEmpty());
            QVERIFY2(!names.contains(name), "a new thread must not inherit a finished thread's connection");
            QVERIFY2(!QSqlDatabase::connectionNames().contains(name), qPrintable(name));
            names.append(name);
        }
        QVERIFY(QSqlDatabase::connectionNames().contains(database.connection()->connectionName()));
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
