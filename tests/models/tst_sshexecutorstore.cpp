// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// Executor profiles of type ssh in a real SQLite file: stored beside their executor_profiles row,
// refused with a reason for bad fields or a taken name, gone with their profile.
#include "models/database.h"
#include "models/stores/profilestore.h"
#include "models/stores/sshexecutorstore.h"

#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

class TestSshExecutorStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;

    static SshHost sampleHost()
    {
        SshHost host;
        host.host = QStringLiteral("build.example.org");
        host.port = 2222;
        host.user = QStringLiteral("ci");
        host.identityFile = QStringLiteral("/home/me/.ssh/id_ed25519");
        host.knownHostsFile = QStringLiteral("/home/me/.ssh/kandesk_known_hosts");
        host.remoteDir = QStringLiteral("/srv/agents");
        return host;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_home.isValid());
        QFile::remove(m_home.filePath(QStringLiteral("k.db")));
        m_database = std::make_unique<Database>(m_home.filePath(QStringLiteral("k.db")));
        QVERIFY(m_database->open().ok());
    }

    void cleanup() { m_database.reset(); }

    void storesAndReadsBack()
    {
        SshExecutorStore store(*m_database);
        auto added = store.add(QStringLiteral("Build box"), sampleHost());
        QVERIFY2(added, qPrintable(added ? QString() : added.error()));
        QCOMPARE(added->executorType, QStringLiteral("ssh"));
        QCOMPARE(added->name, QStringLiteral("Build box"));

        // The profile is an executor profile like the others (Settings and the new-task dialog list it).
        auto listed = ProfileStore(*m_database).executorProfile(added->id);
        QVERIFY(listed);
        QCOMPARE(listed->executorType, QStringLiteral("ssh"));

        auto host = store.host(added->id);
        QVERIFY(host && host->has_value());
        QCOMPARE(**host, sampleHost());
        auto hosts = store.hosts();
        QVERIFY(hosts);
        QCOMPARE(hosts->size(), 1);
        QCOMPARE(hosts->value(added->id), sampleHost());

        // Reopened, as after a restart.
        m_database = std::make_unique<Database>(m_home.filePath(QStringLiteral("k.db")));
        QVERIFY(m_database->open().ok());
        auto again = SshExecutorStore(*m_database).host(added->id);
        QVERIFY(again && again->has_value());
        QCOMPARE(**again, sampleHost());
    }

    void defaultsFillIn()
    {
        SshExecutorStore store(*m_database);
        SshHost host;
        host.host = QStringLiteral("10.0.0.7");
        auto added = store.add(QStringLiteral("lab"), host);
        QVERIFY(added);
        auto stored = store.host(added->id);
        QVERIFY(stored && stored->has_value());
        QCOMPARE((*stored)->port, 22);
        QCOMPARE((*stored)->remoteDir, QStringLiteral("~/.kandesk"));
        QVERIFY((*stored)->knownHostsFile.isEmpty());
        QCOMPARE((*stored)->effectiveKnownHostsFile(), QDir::home().filePath(QStringLiteral(".ssh/known_hosts")));
    }

    void findsByNameIgnoringCase()
    {
        SshExecutorStore store(*m_database);
        QVERIFY(ProfileStore(*m_database).ensureBuiltInExecutorProfiles().ok());
        auto added = store.add(QStringLiteral("Build box"), sampleHost());
        QVERIFY(added);
        auto exact = store.profileNamed(QStringLiteral("Build box"));
        QVERIFY(exact && exact->has_value());
        QCOMPARE((*exact)->id, added->id);
        auto folded = store.profileNamed(QStringLiteral("build BOX"));
        QVERIFY(folded && folded->has_value());
        QCOMPARE((*folded)->id, added->id);
        auto builtIn = store.profileNamed(QStringLiteral("worktree"));
        QVERIFY(builtIn && builtIn->has_value());
        QCOMPARE((*builtIn)->id, QStringLiteral("worktree"));
        auto none = store.profileNamed(QStringLiteral("nowhere"));
        QVERIFY(none && !none->has_value());
    }

    void refusesATakenName()
    {
        SshExecutorStore store(*m_database);
        QVERIFY(ProfileStore(*m_database).ensureBuiltInExecutorProfiles().ok());
        QVERIFY(store.add(QStringLiteral("Build box"), sampleHost()));
        auto again = store.add(QStringLiteral("build box"), sampleHost());
        QVERIFY(!again);
        QCOMPARE(again.error(), QStringLiteral("an executor profile named \"Build box\" exists already"));
        auto builtIn = store.add(QStringLiteral("Worktree"), sampleHost());
        QVERIFY(!builtIn);
        QVERIFY2(builtIn.error().contains(QLatin1String("exists already")), qPrintable(builtIn.error()));
        QCOMPARE(store.hosts()->size(), 1); // nothing half-stored
    }

    void refusesBadFields_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no host") << "host" << "" << "the host is missing";
        QTest::newRow("host as option") << "host" << "-oProxyCommand=touch /tmp/x" << "starts with a dash";
        QTest::newRow("user in host") << "host" << "me@box" << "give the user separately";
        QTest::newRow("host with space") << "host" << "box one" << "characters a host name";
        QTest::newRow("port zero") << "port" << "0" << "from 1 to 65535";
        QTest::newRow("port too big") << "port" << "70000" << "from 1 to 65535";
        QTest::newRow("user as option") << "user" << "-lroot" << "starts with a dash";
        QTest::newRow("user with space") << "user" << "a b" << "is not a user name";
        QTest::newRow("relative identity") << "identity" << "id_ed25519" << "identity file must be an absolute path";
        QTest::newRow("relative known hosts") << "knownHosts" << "kh" << "known-hosts file must be an absolute path";
        QTest::newRow("relative remote dir") << "remoteDir" << "work" << "must be absolute or start with ~/";
        QTest::newRow("line break in remote dir") << "remoteDir" << "/srv/a\nb" << "control character";
    }

    void refusesBadFields()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        SshHost host = sampleHost();
        if (field == QLatin1String("host"))
            host.host = value;
        else if (field == QLatin1String("port"))
            host.port = value.toInt();
        else if (field == QLatin1String("user"))
            host.user = value;
        else if (field == QLatin1String("identity"))
            host.identityFile = value;
        else if (field == QLatin1String("knownHosts"))
            host.knownHostsFile = value;
        else
            host.remoteDir = value;
        auto added = SshExecutorStore(*m_database).add(QStringLiteral("x"), host);
        QVERIFY(!added);
        QVERIFY2(added.error().contains(reason), qPrintable(added.error()));
        QVERIFY(ProfileStore(*m_database).executorProfiles()->isEmpty());
    }

    void refusesBadNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << "" << "needs a name";
        QTest::newRow("blank") << "   " << "needs a name";
        QTest::newRow("padded") << " box" << "starts or ends with spaces";
        QTest::newRow("line break") << "a\nb" << "control character";
        QTest::newRow("long") << QString(81, QLatin1Char('n')) << "at most 80";
    }

    void refusesBadNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, reason);
        auto added = SshExecutorStore(*m_database).add(name, sampleHost());
        QVERIFY(!added);
        QVERIFY2(added.error().contains(reason), qPrintable(added.error()));
    }

    void goesWithItsProfile()
    {
        SshExecutorStore store(*m_database);
        auto added = store.add(QStringLiteral("Build box"), sampleHost());
        QVERIFY(added);
        QVERIFY(ProfileStore(*m_database).removeExecutorProfile(added->id).ok());
        auto host = store.host(added->id);
        QVERIFY(host && !host->has_value());
        QVERIFY(store.hosts()->isEmpty());
    }

    void noSecretColumn()
    {
        auto db = m_database->connection();
        QVERIFY(db);
        QSqlQuery q(*db);
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM pragma_table_info('executor_ssh_hosts')")));
        QStringList columns;
        while (q.next())
            columns.append(q.value(0).toString());
        QCOMPARE(columns, (QStringList{QStringLiteral("profile_id"), QStringLiteral("host"), QStringLiteral("port"),
                                       QStringLiteral("user_name"), QStringLiteral("identity_file"),
                                       QStringLiteral("known_hosts_file"), QStringLiteral("remote_dir")}));
    }
};

QTEST_GUILESS_MAIN(TestSshExecutorStore)
#include "tst_sshexecutorstore.moc"
