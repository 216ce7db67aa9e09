// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// The installed package runs remote tasks from its own files: test-deb-package.sh runs this after
// `dpkg --install`, with KANDESK_INSTALLED_APP=/usr/bin/kandesk. One `kandesk run --executor` task on
// an SSH executor (the tests' sshd on loopback) and one on a Docker executor (the tests' dockerd),
// each a full turn of the ACP SDK's example agent, with no KANDESK_AGENTCTL or
// KANDESK_PORTABLE_AGENTCTL: the installed app must find /usr/libexec/kandesk/agentctl and the
// portable agentctl it uploads in /usr/libexec/kandesk/portable by itself.
#include "support/dockerengine.h"
#include "support/kandeskcli.h"
#include "support/sdkagent.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

class TestInstalledExecutors : public QObject
{
    Q_OBJECT

private:
    QString m_app;
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    // The installed kandesk, run to its end, with nothing pointing it at the build tree.
    CliRun runInstalled(const QStringList &arguments, int timeoutMs = 60'000) const
    {
        QProcess process;
        process.setProcessEnvironment(m_env);
        process.start(m_app, arguments);
        if (!process.waitForStarted())
            qFatal("cannot start %s", qPrintable(m_app));
        process.closeWriteChannel();
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished();
        }
        return finishRun(process);
    }

    QString addExecutor(const QString &home, const QStringList &arguments) const
    {
        const CliRun added = runInstalled(QStringList { QStringLiteral("executor"), QStringLiteral("add") } + arguments
            + QStringList { QStringLiteral("--data-dir"), home });
        return added.exitCode == 0 ? QString() : added.err + added.out;
    }

    // One turn of the SDK's agent on the executor; the steps it completed, or a failure.
    CliRun runTask(const QString &home, const QString &executor, const QString &agentCommand) const
    {
        const QString repo = makeSourceRepository(m_dir.filePath(executor + QStringLiteral("-src")), false);
        return runInstalled({ QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--auto-approve"),
                                QStringLiteral("--repo"), repo, QStringLiteral("--executor"), executor,
                                QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"), agentCommand,
                                QStringLiteral("Please improve the configuration.") },
            300'000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_app = qEnvironmentVariable("KANDESK_INSTALLED_APP");
        if (m_app.isEmpty())
            QSKIP("tests/packaging/test-deb-package.sh runs this with KANDESK_INSTALLED_APP after installing the package");
        QVERIFY2(QFileInfo(m_app).isExecutable(), qPrintable(m_app));
        if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty() || !QFile::exists(sdkAgentScript()))
            QSKIP("node or the ACP SDK is not installed (packaging/setup-test-deps.sh installs them)");
        QVERIFY(m_dir.isValid());
        m_env = QProcessEnvironment::systemEnvironment();
        for (const char *name : { "KANDESK_HOME", "KANDESK_AGENTCTL", "KANDESK_PORTABLE_AGENTCTL" })
            m_env.remove(QLatin1String(name));
        m_env.insert(QStringLiteral("KANDESK_SECRET_BACKEND"), QStringLiteral("file"));
    }

    void anSshTaskRuns()
    {
        if (const QString why = SshServer::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        SshServer server;
        const QString started = server.start();
        QVERIFY2(started.isEmpty(), qPrintable(started));
        const QString home = m_dir.filePath(QStringLiteral("ssh-home"));
        const QString added = addExecutor(home,
            { QStringLiteral("--type"), QStringLiteral("ssh"), QStringLiteral("--name"), QStringLiteral("remote"),
                QStringLiteral("--host"), server.host(), QStringLiteral("--port"), QString::number(server.port()),
                QStringLiteral("--user"), server.user(), QStringLiteral("--identity"), server.identityFile(),
                QStringLiteral("--known-hosts"), server.knownHostsFile(), QStringLiteral("--remote-dir"),
                server.remoteHome() + QStringLiteral("/kd") });
        QVERIFY2(added.isEmpty(), qPrintable(added));
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        const CliRun run = runTask(home, QStringLiteral("remote"), QStringLiteral("'%1' '%2'").arg(node, sdkAgentScript()));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.completedSteps().contains(QStringLiteral("Upload agentctl")), qPrintable(run.out));
        QCOMPARE(run.lines.constLast().value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
    }

    void aDockerTaskRuns()
    {
        if (const QString why = DockerEngineFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        DockerEngineFixture engine;
        const QString started = engine.start();
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QString error;
        bool skip = false;
        const QString image = engine.importTestImage(&error, &skip);
        if (image.isEmpty() && skip)
            QSKIP(qPrintable(error));
        QVERIFY2(!image.isEmpty(), qPrintable(error));
        m_env.insert(QStringLiteral("DOCKER_HOST"), engine.host());
        const QString home = m_dir.filePath(QStringLiteral("docker-home"));
        const QString added = addExecutor(home,
            { QStringLiteral("--type"), QStringLiteral("docker"), QStringLiteral("--name"), QStringLiteral("box"),
                QStringLiteral("--image"), image, QStringLiteral("--mount"),
                sdkModulesDir() + QLatin1Char(':') + sdkModulesDir() + QStringLiteral(":ro") });
        QVERIFY2(added.isEmpty(), qPrintable(added));
        // Debian 12's Node 18 has Web Crypto (which the SDK uses) only behind this flag.
        const CliRun run = runTask(
            home, QStringLiteral("box"), QStringLiteral("node --experimental-global-webcrypto '%1'").arg(sdkAgentScript()));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.completedSteps().contains(QStringLiteral("Copy agentctl in")), qPrintable(run.out));
        QCOMPARE(run.lines.constLast().value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        QCOMPARE(engine.containers(), QStringList {});
    }
};

QTEST_GUILESS_MAIN(TestInstalledExecutors)
#include "tst_installedexecutors.moc"
