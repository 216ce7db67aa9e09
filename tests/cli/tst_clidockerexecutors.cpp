// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// `kandesk executor add --type docker` with the real binary and a real home (no engine needed):
// a profile stored with its image, mounts and limits, listed, deleted by name; every bad value
// refused with a reason (exit 2) and nothing stored.
#include "support/kandeskcli.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

QJsonArray listJson(const QString &home)
{
    const CliRun run = runCli({ QStringLiteral("executor"), QStringLiteral("list"), QStringLiteral("--json"),
        QStringLiteral("--data-dir"), home });
    if (run.exitCode != 0)
        qFatal("executor list failed: %s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).array();
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *item : list)
        out.append(QString::fromUtf8(item));
    return out;
}

} // namespace

class TestCliDockerExecutors : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_home;
    int m_homes = 0;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_home = m_dir.filePath(QStringLiteral("home-%1").arg(++m_homes));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("cache"))));
    }

    void addListDelete()
    {
        const QString cache = m_dir.filePath(QStringLiteral("cache"));
        const CliRun added = runCli(
            args({ "executor", "add", "--type", "docker", "--name", "Boxes", "--image", "debian:bookworm", "--mount" })
            + QStringList { cache + QStringLiteral(":/cache:ro") }
            + args({ "--cpus", "1.5", "--memory", "512m", "--network", "host", "--json", "--data-dir" })
            + QStringList { m_home });
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QJsonObject stored = added.json();
        QCOMPARE(stored.value(QStringLiteral("type")).toString(), QStringLiteral("docker"));
        QCOMPARE(stored.value(QStringLiteral("image")).toString(), QStringLiteral("debian:bookworm"));
        QCOMPARE(stored.value(QStringLiteral("memory_bytes")).toInteger(), 512LL * 1024 * 1024);
        QCOMPARE(stored.value(QStringLiteral("cpus")).toDouble(), 1.5);
        QCOMPARE(stored.value(QStringLiteral("network")).toString(), QStringLiteral("host"));
        const QJsonObject mount = stored.value(QStringLiteral("mounts")).toArray().at(0).toObject();
        QCOMPARE(mount.value(QStringLiteral("source")).toString(), cache);
        QCOMPARE(mount.value(QStringLiteral("target")).toString(), QStringLiteral("/cache"));
        QCOMPARE(mount.value(QStringLiteral("read_only")).toBool(), true);

        const QJsonArray rows = listJson(m_home);
        QCOMPARE(rows.size(), 3); // the two built-in profiles and this one
        bool found = false;
        for (const QJsonValue &row : rows)
            found
                = found || row.toObject().value(QStringLiteral("image")).toString() == QLatin1String("debian:bookworm");
        QVERIFY(found);
        const CliRun text = runCli(args({ "executor", "list", "--data-dir" }) + QStringList { m_home });
        QVERIFY2(text.out.contains(QStringLiteral(
                     "Boxes  (docker)  debian:bookworm  mount %1:/cache:ro  1.5 CPUs  memory 512 MiB  network host")
                                       .arg(cache)),
            qPrintable(text.out));

        // The network defaults to auto; --devcontainer alone is enough.
        const CliRun second = runCli(
            args({ "executor", "add", "--type=docker", "--name", "dev", "--devcontainer", "--json", "--data-dir" })
            + QStringList { m_home });
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QCOMPARE(second.json().value(QStringLiteral("network")).toString(), QStringLiteral("auto"));
        QCOMPARE(second.json().value(QStringLiteral("devcontainer")).toBool(), true);

        const CliRun deleted = runCli(args({ "executor", "delete", "boxes", "--data-dir" }) + QStringList { m_home });
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QCOMPARE(listJson(m_home).size(), 3);
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList base = args({ "executor", "add", "--type", "docker", "--name", "c", "--image", "debian" });
        QTest::newRow("no image") << args({ "executor", "add", "--type", "docker", "--name", "c" })
                                  << QStringLiteral("give the container image (--image");
        QTest::newRow("no name") << args({ "executor", "add", "--type", "docker", "--image", "debian" })
                                 << QStringLiteral("--name is missing");
        QTest::newRow("image as option") << args({ "executor", "add", "--type", "docker", "--name", "c", "--image=-v" })
                                         << QStringLiteral("starts with a dash (docker would read it as an option)");
        QTest::newRow("memory unit") << base + args({ "--memory", "12XB" })
                                     << QStringLiteral(
                                            "--memory: the memory limit \"12XB\" has an unknown unit \"XB\"");
        QTest::newRow("memory tiny") << base + args({ "--memory", "1k" })
                                     << QStringLiteral("below Docker's minimum of 6 MiB");
        QTest::newRow("cpus") << base + args({ "--cpus", "many" })
                              << QStringLiteral("--cpus: the CPU limit \"many\" is not a positive number of CPUs");
        QTest::newRow("mount without destination")
            << base + args({ "--mount", "/tmp" })
            << QStringLiteral("--mount: the mount \"/tmp\" is not SOURCE:DESTINATION");
        QTest::newRow("mount empty destination")
            << base + args({ "--mount", "/tmp:" }) << QStringLiteral("has no destination: write SOURCE:DESTINATION");
        QTest::newRow("mount relative destination")
            << base + args({ "--mount", "/tmp:data" })
            << QStringLiteral("the mount's destination must be an absolute path");
        QTest::newRow("mount missing source") << base + args({ "--mount", "/nonexistent/kandesk:/data" })
                                              << QStringLiteral("--mount: no file or folder at /nonexistent/kandesk");
        QTest::newRow("mount option") << base + args({ "--mount", "/tmp:/t:rx" })
                                      << QStringLiteral("only :ro (read-only) or :rw");
        QTest::newRow("network none") << base + args({ "--network", "none" })
                                      << QStringLiteral(
                                             "the network \"none\" is not one Kandesk can reach its agent through");
        QTest::newRow("ssh option") << base + args({ "--host", "h" }) << QStringLiteral("Unknown option 'host'");
    }

    void refusesBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliRun run = runCli(arguments + QStringList { QStringLiteral("--data-dir"), m_home });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        // Nothing was stored: only the built-in profiles are there.
        QCOMPARE(listJson(m_home).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestCliDockerExecutors)
#include "tst_clidockerexecutors.moc"
