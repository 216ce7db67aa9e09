// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// Executor profiles of type docker in a real SQLite file, and the parsers behind the command
// line's --mount, --memory and --cpus: good values read back, bad ones refused with a reason.
#include "models/database.h"
#include "models/stores/dockerexecutorstore.h"
#include "models/stores/profilestore.h"
#include "models/stores/sshexecutorstore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

class TestDockerExecutorStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;

    static DockerSettings sample()
    {
        DockerSettings settings;
        settings.image = QStringLiteral("debian:bookworm");
        settings.mounts = { { QStringLiteral("/srv/cache"), QStringLiteral("/cache"), true },
            { QStringLiteral("/home/me/data"), QStringLiteral("/data"), false } };
        settings.cpus = 1.5;
        settings.memoryBytes = 2LL * 1024 * 1024 * 1024;
        settings.network = QStringLiteral("host");
        return settings;
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
        DockerExecutorStore store(*m_database);
        auto added = store.add(QStringLiteral("Containers"), sample());
        QVERIFY2(added, qPrintable(added ? QString() : added.error()));
        QCOMPARE(added->executorType, QStringLiteral("docker"));
        auto listed = ProfileStore(*m_database).executorProfile(added->id);
        QVERIFY(listed);
        QCOMPARE(listed->executorType, QStringLiteral("docker"));

        m_database = std::make_unique<Database>(m_home.filePath(QStringLiteral("k.db")));
        QVERIFY(m_database->open().ok());
        auto again = DockerExecutorStore(*m_database).settings(added->id);
        QVERIFY(again && again->has_value());
        QCOMPARE(**again, sample());
        auto all = DockerExecutorStore(*m_database).allSettings();
        QVERIFY(all);
        QCOMPARE(all->size(), 1);
    }

    void defaultsAndRefusals()
    {
        DockerExecutorStore store(*m_database);
        DockerSettings plain;
        plain.image = QStringLiteral("alpine");
        auto added = store.add(QStringLiteral("plain"), plain);
        QVERIFY(added);
        QCOMPARE((*store.settings(added->id))->network, QStringLiteral("auto"));
        // The name is taken by any executor profile, whatever its type or case.
        auto twice = store.add(QStringLiteral("PLAIN"), plain);
        QVERIFY(!twice);
        QVERIFY2(twice.error().contains(QStringLiteral("exists already")), qPrintable(twice.error()));
        auto nothing = store.add(QStringLiteral("none"), DockerSettings {});
        QVERIFY(!nothing);
        // In words the window and the command line share (the command line adds its flags).
        QVERIFY2(nothing.error().contains(QStringLiteral("needs an image")), qPrintable(nothing.error()));
        // Deleting the profile takes its settings with it.
        QVERIFY(ProfileStore(*m_database).removeExecutorProfile(added->id).ok());
        QVERIFY(!(*store.settings(added->id)).has_value());
    }

    void settingsProblems_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<QString>("network");
        QTest::addColumn<QString>("problem");
        QTest::newRow("dash") << QStringLiteral("-v") << QString() << QStringLiteral("starts with a dash");
        QTest::newRow("space") << QStringLiteral("debian bookworm") << QString()
                               << QStringLiteral("not an image reference");
        QTest::newRow("network none") << QStringLiteral("debian") << QStringLiteral("none")
                                      << QStringLiteral("auto, host or bridge");
        QTest::newRow("fine") << QStringLiteral("registry.example.org:5000/team/img:1.2@sha256:abc")
                              << QStringLiteral("bridge") << QString();
    }
    void settingsProblems()
    {
        QFETCH(QString, image);
        QFETCH(QString, network);
        QFETCH(QString, problem);
        DockerSettings settings;
        settings.image = image;
        settings.network = network;
        const QString found = dockerSettingsProblem(settings);
        if (problem.isEmpty())
            QVERIFY2(found.isEmpty(), qPrintable(found));
        else
            QVERIFY2(found.contains(problem), qPrintable(found));
    }

    void mounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("readOnly");
        QTest::addColumn<QString>("problem");
        QTest::newRow("plain") << QStringLiteral("/srv/a:/a") << QStringLiteral("/srv/a") << QStringLiteral("/a")
                               << false << QString();
        QTest::newRow("ro") << QStringLiteral("/srv/a/:/a:ro") << QStringLiteral("/srv/a") << QStringLiteral("/a")
                            << true << QString();
        QTest::newRow("rw") << QStringLiteral("/srv/a:/a:rw") << QStringLiteral("/srv/a") << QStringLiteral("/a")
                            << false << QString();
        QTest::newRow("no destination") << QStringLiteral("/srv/a") << QString() << QString() << false
                                        << QStringLiteral("is not SOURCE:DESTINATION");
        QTest::newRow("empty destination")
            << QStringLiteral("/srv/a:") << QString() << QString() << false << QStringLiteral("has no destination");
        QTest::newRow("relative") << QStringLiteral("src:/a") << QString() << QString() << false
                                  << QStringLiteral("absolute path");
        QTest::newRow("bad option") << QStringLiteral("/srv/a:/a:rx") << QString() << QString() << false
                                    << QStringLiteral("only :ro");
        QTest::newRow("comma") << QStringLiteral("/srv/a,b:/a") << QString() << QString() << false
                               << QStringLiteral("comma");
        QTest::newRow("root") << QStringLiteral("/srv/a:/") << QString() << QString() << false
                              << QStringLiteral("whole file system");
    }
    void mounts()
    {
        QFETCH(QString, text);
        QFETCH(QString, source);
        QFETCH(QString, target);
        QFETCH(bool, readOnly);
        QFETCH(QString, problem);
        const auto parsed = parseDockerMount(text);
        if (!problem.isEmpty()) {
            QVERIFY(!parsed);
            QVERIFY2(parsed.error().contains(problem), qPrintable(parsed.error()));
            return;
        }
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        QCOMPARE(parsed->source, source);
        QCOMPARE(parsed->target, target);
        QCOMPARE(parsed->readOnly, readOnly);
    }

    void memory_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("problem");
        QTest::newRow("m") << QStringLiteral("512m") << qint64(512) * 1024 * 1024 << QString();
        QTest::newRow("GiB") << QStringLiteral("1.5GiB") << qint64(1536) * 1024 * 1024 << QString();
        QTest::newRow("g") << QStringLiteral("2g") << qint64(2) * 1024 * 1024 * 1024 << QString();
        QTest::newRow("bytes") << QStringLiteral("268435456") << qint64(268435456) << QString();
        QTest::newRow("XB") << QStringLiteral("12XB") << qint64(0) << QStringLiteral("unknown unit \"XB\"");
        QTest::newRow("words") << QStringLiteral("lots") << qint64(0) << QStringLiteral("is not a size such as");
        QTest::newRow("tiny") << QStringLiteral("1m") << qint64(0) << QStringLiteral("minimum of 6 MiB");
        QTest::newRow("negative") << QStringLiteral("-5m") << qint64(0) << QStringLiteral("is not a size such as");
    }
    void memory()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bytes);
        QFETCH(QString, problem);
        const auto parsed = parseDockerMemory(text);
        if (!problem.isEmpty()) {
            QVERIFY(!parsed);
            QVERIFY2(parsed.error().contains(problem), qPrintable(parsed.error()));
            return;
        }
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error()));
        QCOMPARE(*parsed, bytes);
    }

    void cpusAndFormatting()
    {
        QCOMPARE(*parseDockerCpus(QStringLiteral("0.5")), 0.5);
        QVERIFY(!parseDockerCpus(QStringLiteral("0")));
        QVERIFY(!parseDockerCpus(QStringLiteral("two")));
        QVERIFY(parseDockerCpus(QStringLiteral("-1")).error().contains(QStringLiteral("positive")));
        QCOMPARE(formatDockerMemory(512LL * 1024 * 1024), QStringLiteral("512 MiB"));
        QCOMPARE(formatDockerMemory(1536LL * 1024 * 1024), QStringLiteral("1.5 GiB"));
    }
};

QTEST_GUILESS_MAIN(TestDockerExecutorStore)
#include "tst_dockerexecutorstore.moc"
