// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// `kandesk run --executor NAME` on an SSH executor, with the real binary, a real home and a real
// sshd on loopback standing for the remote host: the prepare steps of the remote, a full turn of
// the stub agent (and of the ACP SDK's example agent) in a worktree on the remote, and nothing of
// it left running there once the run ends. A name that is no executor is refused in plain words.
#include "support/kandeskcli.h"
#include "support/sdkagent.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

class TestSshRun : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_runs = 0;

    QString freshDir(const QString &name) { return m_dir.filePath(name + QString::number(++m_runs)); }

    static QString addExecutor(const SshServer &server, const QString &home, const QString &remoteDir)
    {
        const CliRun added = runCli({ QStringLiteral("executor"), QStringLiteral("add"), QStringLiteral("--type"),
            QStringLiteral("ssh"), QStringLiteral("--name"), QStringLiteral("Remote box"), QStringLiteral("--host"),
            server.host(), QStringLiteral("--port"), QString::number(server.port()), QStringLiteral("--user"),
            server.user(), QStringLiteral("--identity"), server.identityFile(), QStringLiteral("--known-hosts"),
            server.knownHostsFile(), QStringLiteral("--remote-dir"), remoteDir, QStringLiteral("--data-dir"), home });
        return added.exitCode == 0 ? QString() : added.err;
    }

    // The pid the "Start agentctl on the remote" step reported.
    static qint64 remotePidOf(const CliRun &run)
    {
        static const QRegularExpression pid(QStringLiteral("^pid (\\d+),"));
        for (const QJsonObject &line : run.lines) {
            if (line.value(QStringLiteral("name")).toString() == QLatin1String("Start agentctl on the remote")
                && line.value(QStringLiteral("status")).toString() == QLatin1String("completed"))
                return pid.match(line.value(QStringLiteral("output")).toString()).captured(1).toLongLong();
        }
        return 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = SshServer::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(m_dir.isValid());
    }

    void aTurnRunsOnTheRemote()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString home = freshDir(QStringLiteral("home"));
        const QString remoteDir = server.remoteHome() + QStringLiteral("/kd");
        const QString added = addExecutor(server, home, remoteDir);
        QVERIFY2(added.isEmpty(), qPrintable(added));
        const QString repo = makeSourceRepository(freshDir(QStringLiteral("src")), true);

        const CliRun run = runCli({ QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo,
                                      QStringLiteral("--executor"), QStringLiteral("Remote box"),
                                      QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
                                      QStringLiteral("'" KANDESK_STUBAGENT_PATH "'"), QStringLiteral("stream 3") },
            {}, 180'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QStringList steps;
        for (const QJsonObject &line : run.lines) {
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("prepare_step")
                && line.value(QStringLiteral("status")).toString() == QLatin1String("completed"))
                steps.append(line.value(QStringLiteral("name")).toString());
        }
        QCOMPARE(steps,
            (QStringList { QStringLiteral("Connect to %1@127.0.0.1:%2").arg(server.user()).arg(server.port()),
                QStringLiteral("Check the remote"), QStringLiteral("Upload agentctl"),
                QStringLiteral("Prepare the repository on the remote"), QStringLiteral("Create the worktree"),
                QStringLiteral("Start agentctl on the remote"), QStringLiteral("Forward its port"),
                QStringLiteral("Create agent instance") }));
        QString answer; // agentctl joins the chunks the agent wrote together
        for (const QJsonObject &line : run.lines) {
            const QJsonObject event = line.value(QStringLiteral("event")).toObject();
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("agent_event")
                && event.value(QStringLiteral("type")).toString() == QLatin1String("message_chunk"))
                answer += event.value(QStringLiteral("text")).toString();
        }
        QCOMPARE(answer, QStringLiteral("chunk 0 chunk 1 chunk 2 "));
        const QJsonObject done = run.lines.constLast();
        QCOMPARE(done.value(QStringLiteral("kind")).toString(), QStringLiteral("done"));
        QCOMPARE(done.value(QStringLiteral("exit_code")).toInt(), 0);
        QCOMPARE(done.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        const QString worktree = done.value(QStringLiteral("workspace_path")).toString();
        QVERIFY2(
            worktree.startsWith(remoteDir + QStringLiteral("/worktrees/")), QJsonDocument(done).toJson().constData());

        // The run ended: its remote agentctl and agent with it.
        const qint64 pid = remotePidOf(run);
        QVERIFY(pid > 0);
        QCOMPARE(remoteSessionProcesses(server, pid), QStringLiteral("gone"));
        QCOMPARE(processesUnder(server.remoteHome()), QStringList {});
    }

    void theSdkAgentRunsOnTheRemote()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty() || !QFile::exists(sdkAgentScript()))
            QSKIP("node or the ACP SDK is not installed (packaging/setup-test-deps.sh installs them)");
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString home = freshDir(QStringLiteral("home"));
        const QString added = addExecutor(server, home, server.remoteHome() + QStringLiteral("/kd"));
        QVERIFY2(added.isEmpty(), qPrintable(added));
        const QString repo = makeSourceRepository(freshDir(QStringLiteral("src")), false);
        const CliRun run = runCli(
            { QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--auto-approve"),
                QStringLiteral("--repo"), repo, QStringLiteral("--executor"), QStringLiteral("remote box"),
                QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
                quickSdkAgentCommand(node), QStringLiteral("Please improve the configuration.") },
            {}, 180'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QCOMPARE(run.lines.constLast().value(QStringLiteral("stop_reason")).toString(), QStringLiteral("end_turn"));
        const qint64 pid = remotePidOf(run);
        QVERIFY(pid > 0);
        QCOMPARE(remoteSessionProcesses(server, pid), QStringLiteral("gone"));
    }

    void anUnknownExecutorIsRefused()
    {
        const QString home = freshDir(QStringLiteral("home"));
        const QString repo = makeSourceRepository(freshDir(QStringLiteral("src")), false);
        const CliRun run = runCli({ QStringLiteral("run"), QStringLiteral("--repo"), repo, QStringLiteral("--executor"),
            QStringLiteral("nowhere"), QStringLiteral("--data-dir"), home, QStringLiteral("--agent-command"),
            QStringLiteral("'" KANDESK_STUBAGENT_PATH "'"), QStringLiteral("hello") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("no executor is named \"nowhere\"")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestSshRun)
#include "tst_sshrun.moc"
