// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/database.h"
#include "models/migrations.h"

#include <QCryptographicHash>
#include <QFile>
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
        QCOMPARE(queryColumn(*db, QStringLiteral("SELECT name FROM workflow_steps WHERE auto_start_agent = 1")),
                 QStringList{QStringLiteral("In Progress")});
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
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
