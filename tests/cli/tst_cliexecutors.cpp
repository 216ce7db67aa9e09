// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// `kandesk executor add | list | delete` with the real binary and a real home: an ssh profile
// stored and listed with absolute paths, deleted by name, and every bad input refused with a
// reason (exit 2 for usage, 1 for a refusal) and nothing stored.
#include "support/kandeskcli.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

QJsonArray listJson(const QString &home)
{
    const CliRun run = runCli({QStringLiteral("executor"), QStringLiteral("list"), QStringLiteral("--json"),
                               QStringLiteral("--data-dir"), home});
    if (run.exitCode != 0)
        qFatal("executor list failed: %s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).array();
}

QJsonObject profileNamed(const QJsonArray &rows, const QString &name)
{
    for (const QJsonValue &row : rows) {
        if (row.toObject().value(QStringLiteral("name")).toString() == name)
            return row.toObject();
    }
    return {};
}

void touch(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write("x\n") < 0)
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestCliExecutors : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_home;
    QString m_key;
    QString m_knownHosts;
    int m_homes = 0;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_home = m_dir.filePath(QStringLiteral("home-%1").arg(++m_homes)); // a fresh home for every test and row
        m_key = m_dir.filePath(QStringLiteral("id_ed25519"));
        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        touch(m_key);
        touch(m_key + QStringLiteral(".pub"));
        touch(m_knownHosts);
    }

    void addListDelete()
    {
        const CliRun added = runCli({QStringLiteral("executor"), QStringLiteral("add"), QStringLiteral("--type"),
                                     QStringLiteral("ssh"), QStringLiteral("--name"), QStringLiteral("Build box"),
                                     QStringLiteral("--host"), QStringLiteral("build.example.org"), QStringLiteral("--port"),
                                     QStringLiteral("2222"), QStringLiteral("--user"), QStringLiteral("ci"),
                                     QStringLiteral("--identity"), m_key, QStringLiteral("--known-hosts"), m_knownHosts,
                                     QStringLiteral("--remote-dir"), QStringLiteral("/srv/agents"), QStringLiteral("--json"),
                                     QStringLiteral("--data-dir"), m_home});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QJsonObject stored = added.json();
        QCOMPARE(stored.value(QStringLiteral("type")).toString(), QStringLiteral("ssh"));
        QCOMPARE(stored.value(QStringLiteral("port")).toInt(), 2222);

        const QJsonArray rows = listJson(m_home);
        const QJsonObject box = profileNamed(rows, QStringLiteral("Build box"));
        QCOMPARE(box.value(QStringLiteral("id")).toString(), stored.value(QStringLiteral("id")).toString());
        QCOMPARE(box.value(QStringLiteral("host")).toString(), QStringLiteral("build.example.org"));
        QCOMPARE(box.value(QStringLiteral("user")).toString(), QStringLiteral("ci"));
        QCOMPARE(box.value(QStringLiteral("identity_file")).toString(), m_key);
        QCOMPARE(box.value(QStringLiteral("known_hosts_file")).toString(), m_knownHosts);
        QCOMPARE(box.value(QStringLiteral("known_hosts_default")).toBool(), false);
        QCOMPARE(box.value(QStringLiteral("remote_dir")).toString(), QStringLiteral("/srv/agents"));
        // The built-in profiles are listed too.
        QVERIFY(profileNamed(rows, QStringLiteral("Worktree")).value(QStringLiteral("built_in")).toBool());

        const CliRun text = runCli({QStringLiteral("executor"), QStringLiteral("list"), QStringLiteral("--data-dir"), m_home});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QLatin1String("Build box  (ssh)  ci@build.example.org:2222  /srv/agents")), qPrintable(text.out));

        const CliRun deleted = runCli({QStringLiteral("executor"), QStringLiteral("delete"), QStringLiteral("build box"),
                                       QStringLiteral("--data-dir"), m_home});
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QVERIFY2(deleted.err.contains(QLatin1String("Deleted executor profile Build box.")), qPrintable(deleted.err));
        QVERIFY(profileNamed(listJson(m_home), QStringLiteral("Build box")).isEmpty());
    }

    void defaultsAndRelativePaths()
    {
        // --identity relative to the working folder; no --known-hosts: the user's own.
        QProcess process;
        process.setProcessEnvironment(cliEnvironment());
        process.setWorkingDirectory(m_dir.path());
        process.start(kandeskApp(), {QStringLiteral("executor"), QStringLiteral("add"), QStringLiteral("--type=ssh"),
                                     QStringLiteral("--name=lab"), QStringLiteral("--host=10.0.0.7"),
                                     QStringLiteral("--identity=id_ed25519"), QStringLiteral("--json"),
                                     QStringLiteral("--data-dir"), m_home});
        QVERIFY(process.waitForFinished(60000));
        const CliRun run = finishRun(process);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject lab = run.json();
        QCOMPARE(lab.value(QStringLiteral("identity_file")).toString(), m_key);
        QCOMPARE(lab.value(QStringLiteral("port")).toInt(), 22);
        QCOMPARE(lab.value(QStringLiteral("user")).toString(), QString());
        QCOMPARE(lab.value(QStringLiteral("remote_dir")).toString(), QStringLiteral("~/.kandesk"));
        QCOMPARE(lab.value(QStringLiteral("known_hosts_default")).toBool(), true);
        QVERIFY(lab.value(QStringLiteral("known_hosts_file")).toString().endsWith(QLatin1String("/.ssh/known_hosts")));
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QStringList add{QStringLiteral("executor"), QStringLiteral("add")};
        const QStringList ssh = add + QStringList{QStringLiteral("--type"), QStringLiteral("ssh"), QStringLiteral("--name"), QStringLiteral("box")};
        auto host = [&ssh](const QString &h) { return ssh + QStringList{QStringLiteral("--host"), h}; };
        const QStringList good = host(QStringLiteral("build.example.org"));
        QTest::newRow("no type") << (add + QStringList{QStringLiteral("--name"), QStringLiteral("box"), QStringLiteral("--host"), QStringLiteral("h")})
                                 << 2 << "--type is missing (known types: ssh, docker)";
        QTest::newRow("unknown type") << (add + QStringList{QStringLiteral("--type"), QStringLiteral("ftp"), QStringLiteral("--name"), QStringLiteral("b"), QStringLiteral("--host"), QStringLiteral("h")})
                                      << 2 << "unknown executor type \"ftp\" (known: ssh, docker)";
        QTest::newRow("docker without image") << (add + QStringList{QStringLiteral("--type"), QStringLiteral("docker"), QStringLiteral("--name"), QStringLiteral("b")})
                                              << 2 << "give the container image (--image";
        QTest::newRow("no name") << (add + QStringList{QStringLiteral("--type"), QStringLiteral("ssh"), QStringLiteral("--host"), QStringLiteral("h")})
                                 << 2 << "--name is missing";
        QTest::newRow("blank name") << (add + QStringList{QStringLiteral("--type"), QStringLiteral("ssh"), QStringLiteral("--name"), QStringLiteral(" "), QStringLiteral("--host"), QStringLiteral("h")})
                                    << 2 << "an executor profile needs a name";
        QTest::newRow("no host") << ssh << 2 << "--host is missing";
        QTest::newRow("host as option") << host(QStringLiteral("-oProxyCommand=touch /tmp/x")) << 2 << "starts with a dash (ssh would read it as an option)";
        QTest::newRow("user in host") << host(QStringLiteral("me@box")) << 2 << "give the user separately (--user)";
        QTest::newRow("port text") << (good + QStringList{QStringLiteral("--port"), QStringLiteral("ssh")}) << 2 << "--port wants a number from 1 to 65535, got \"ssh\"";
        QTest::newRow("port zero") << (good + QStringList{QStringLiteral("--port"), QStringLiteral("0")}) << 2 << "the port must be a number from 1 to 65535, got 0";
        QTest::newRow("user as option") << (good + QStringList{QStringLiteral("--user"), QStringLiteral("-lroot")}) << 2 << "the user \"-lroot\" starts with a dash";
        QTest::newRow("identity missing") << (good + QStringList{QStringLiteral("--identity"), QStringLiteral("/nonexistent/id")}) << 2 << "--identity: no file at /nonexistent/id";
        QTest::newRow("identity public") << (good + QStringList{QStringLiteral("--identity"), QStringLiteral("@KEY@.pub")}) << 2 << "is a public key; give the private key";
        QTest::newRow("known hosts missing") << (good + QStringList{QStringLiteral("--known-hosts"), QStringLiteral("/nonexistent/kh")}) << 2 << "--known-hosts: no file at /nonexistent/kh (make it with the host's key";
        QTest::newRow("relative remote dir") << (good + QStringList{QStringLiteral("--remote-dir"), QStringLiteral("work")}) << 2 << "the remote directory must be absolute or start with ~/";
        QTest::newRow("stray argument") << (good + QStringList{QStringLiteral("extra")}) << 2 << "unexpected argument \"extra\"";
        QTest::newRow("taken name") << (add + QStringList{QStringLiteral("--type"), QStringLiteral("ssh"), QStringLiteral("--name"), QStringLiteral("WORKTREE"), QStringLiteral("--host"), QStringLiteral("h")})
                                    << 1 << "an executor profile named \"Worktree\" exists already";
        QTest::newRow("delete unknown") << QStringList{QStringLiteral("executor"), QStringLiteral("delete"), QStringLiteral("nowhere")}
                                        << 1 << "no executor profile named \"nowhere\" (kandesk executor list shows them)";
        QTest::newRow("delete built in") << QStringList{QStringLiteral("executor"), QStringLiteral("delete"), QStringLiteral("Local")}
                                         << 1 << "Local is built in and cannot be deleted";
        QTest::newRow("delete without name") << QStringList{QStringLiteral("executor"), QStringLiteral("delete")} << 2 << "missing argument";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("executor"), QStringLiteral("rename")} << 2 << "unknown command \"rename\" (known: add, list, delete, trust)";
        QTest::newRow("no command") << QStringList{QStringLiteral("executor")} << 2 << "kandesk executor: a command";
    }

    void refusesBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        arguments.replaceInStrings(QStringLiteral("@KEY@"), m_key);
        // The built-in profiles exist first (as after any listing or window start).
        QCOMPARE(listJson(m_home).size(), 2);
        const CliRun run = runCli(arguments + QStringList{QStringLiteral("--data-dir"), m_home});
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(listJson(m_home).size(), 2); // nothing stored, nothing deleted
    }
};

QTEST_GUILESS_MAIN(TestCliExecutors)
#include "tst_cliexecutors.moc"
