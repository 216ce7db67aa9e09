// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Kandesk's home is its owner's alone: made 0700 with a 0600 database (and WAL, SHM, secrets);
// an older home that others could read is tightened on open; one others could write is refused,
// saying what to do, with nothing in it touched.
#include "models/database.h"
#include "models/datahome.h"
#include "models/privatefiles.h"
#include "models/secretvault.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace kandesk;

namespace {

int modeOf(const QString &path)
{
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return -1;
    return int(info.st_mode & 0777);
}

QString octal(int mode)
{
    return QString::number(mode, 8);
}

} // namespace

class TestPrivateHome : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void aNewHomeAndItsFilesAreTheOwnersAlone()
    {
        const QString asked = m_dir.filePath(QStringLiteral("new/nested/home"));
        const auto home = resolveHomeLayout(asked);
        QVERIFY2(home.ok(), qPrintable(home.error()));
        QCOMPARE(octal(modeOf(home->data)), QStringLiteral("700"));

        Database database(databasePath(home->data));
        QVERIFY(database.open().ok());
        auto db = database.connection();
        QVERIFY(db.ok());
        QSqlQuery(*db).exec(QStringLiteral("CREATE TABLE t (x)"));
        QSqlQuery(*db).exec(QStringLiteral("INSERT INTO t VALUES (1)"));
        for (const char *suffix : {"", "-wal", "-shm"}) {
            const QString path = databasePath(home->data) + QLatin1String(suffix);
            QVERIFY2(QFile::exists(path), qPrintable(path));
            QCOMPARE(octal(modeOf(path)), QStringLiteral("600"));
        }

        SecretVault vault(database, home->data, QStringLiteral("KandeskPrivateHomeTest"));
        vault.setBackend(SecretBackendKind::File);
        QVERIFY(vault.writeBlocking(QStringLiteral("API_KEY"), QStringLiteral("s3cret")).ok());
        const QStringList secrets = QDir(home->data).entryList({QStringLiteral("secrets*")}, QDir::Files);
        QVERIFY(!secrets.isEmpty());
        for (const QString &name : secrets)
            QCOMPARE(octal(modeOf(QDir(home->data).filePath(name))), QStringLiteral("600"));
    }

    void anOlderHomeOthersCouldReadIsTightened()
    {
        const QString home = m_dir.filePath(QStringLiteral("older"));
        QVERIFY(QDir().mkpath(home));
        QVERIFY(::chmod(QFile::encodeName(home).constData(), 0755) == 0);
        {
            Database database(databasePath(home));
            QVERIFY(database.open().ok());
        }
        for (const char *suffix : {"", "-wal", "-shm"}) {
            const QString path = databasePath(home) + QLatin1String(suffix);
            QFile file(path);
            if (!file.exists())
                QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
        }
        const QString worktree = QDir(home).filePath(QStringLiteral("tasks/t1/repo"));
        QVERIFY(QDir().mkpath(worktree));
        QVERIFY(::chmod(QFile::encodeName(worktree).constData(), 0755) == 0);

        const auto resolved = resolveHomeLayout(home);
        QVERIFY2(resolved.ok(), qPrintable(resolved.error()));
        QCOMPARE(octal(modeOf(home)), QStringLiteral("700"));
        Database database(databasePath(home));
        QVERIFY(database.open().ok());
        for (const char *suffix : {"", "-wal", "-shm"})
            QCOMPARE(octal(modeOf(databasePath(home) + QLatin1String(suffix))), QStringLiteral("600"));
        QCOMPARE(octal(modeOf(worktree)), QStringLiteral("755")); // worktrees keep their own modes
    }

    void aHomeOthersCouldWriteIsRefusedSayingWhatToDo_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("group-writable") << 0775;
        QTest::newRow("world-writable") << 0777;
    }
    void aHomeOthersCouldWriteIsRefusedSayingWhatToDo()
    {
        QFETCH(int, mode);
        const QString home = m_dir.filePath(QStringLiteral("shared-%1").arg(octal(mode)));
        QVERIFY(QDir().mkpath(home));
        QFile kept(databasePath(home));
        QVERIFY(kept.open(QIODevice::WriteOnly));
        kept.close();
        QVERIFY(::chmod(QFile::encodeName(kept.fileName()).constData(), 0644) == 0);
        QVERIFY(::chmod(QFile::encodeName(home).constData(), mode_t(mode)) == 0);

        const auto resolved = resolveHomeLayout(home);
        QVERIFY(!resolved.ok());
        QVERIFY2(resolved.error().contains(QStringLiteral("writable by other users")), qPrintable(resolved.error()));
        QVERIFY2(resolved.error().contains(QStringLiteral("chmod 700")), qPrintable(resolved.error()));
        QCOMPARE(modeOf(home), mode); // refused, not changed
        QCOMPARE(octal(modeOf(kept.fileName())), QStringLiteral("644"));
    }

    void aFileWhereTheHomeShouldBeIsAClearError()
    {
        const QString path = m_dir.filePath(QStringLiteral("a-file"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const auto resolved = resolveHomeLayout(path);
        QVERIFY(!resolved.ok());
        QVERIFY2(resolved.error().contains(QStringLiteral("is not a folder")), qPrintable(resolved.error()));
    }
};

QTEST_GUILESS_MAIN(TestPrivateHome)
#include "tst_privatehome.moc"
