// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// SshExecutorBackend against a real sshd on loopback (the "remote" is this machine behind it, in a
// scratch remote directory): every prepare step reported in order, the repository fetched from
// its origin (or pushed over ssh when it has none), the portable agentctl uploaded once, started
// detached and reached through the forward with its token; stopping leaves no remote process.
// Failures in plain words: login refused, host key changed, host unreachable, disk full.
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/ssh/sshexecutorbackend.h"
#include "lifecycle/ssh/sshmetadata.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QMutex>
#include <QTest>

#include <csignal>

using namespace kandesk;
using namespace kandesk::test;

namespace {

const QString kTarball = QStringLiteral(KANDESK_PORTABLE_TARBALL);

struct Recorded {
    QStringList completed;
    QStringList failed;
    QMap<QString, PrepareStep> last;
};

ExecutorCreateRequest requestFor(const QString &repository, Recorded &recorded)
{
    static int counter = 0;
    ExecutorCreateRequest request;
    request.instanceId = QStringLiteral("0000%1-test-instance").arg(++counter);
    request.executorType = QStringLiteral("ssh");
    request.taskId = QStringLiteral("task-1");
    request.sessionId = QStringLiteral("session-1");
    request.metadata.insert(QString(kExecutorProfileIdKey), QStringLiteral("box"));
    if (!repository.isEmpty()) {
        request.metadata.insert(QStringLiteral("repository_path"), repository);
        request.metadata.insert(QStringLiteral("base_branch"), QStringLiteral("main"));
    }
    request.onProgress = [&recorded](const PrepareStep &step, int, int) {
        recorded.last.insert(step.name, step);
        if (step.status == PrepareStepStatus::Completed) {
            recorded.completed.append(step.name);
            qInfo("%s: %lld ms", qPrintable(step.name), step.startedAt.msecsTo(step.endedAt));
        } else if (step.status == PrepareStepStatus::Failed)
            recorded.failed.append(step.name);
    };
    return request;
}

} // namespace

class TestSshExecutorBackend : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<AgentctlNetwork> m_network;

    std::unique_ptr<SshExecutorBackend> backendFor(const SshHost &host, SshExecutorBackend::Config config = {})
    {
        config.portableTarball = kTarball;
        return std::make_unique<SshExecutorBackend>(
            m_network, [host](const QString &) -> Expected<SshHost> { return host; }, config);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = SshServer::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY2(
            QFileInfo::exists(kTarball), qPrintable(kTarball + QStringLiteral(" is missing: build agentctl_portable")));
        QVERIFY(m_dir.isValid());
        m_network = std::make_shared<AgentctlNetwork>();
    }

    void preparesStartsForwardsAndStops()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString remoteDir = server.remoteHome() + QStringLiteral("/kd");
        auto backend = backendFor(hostOf(server, remoteDir));
        const QString repository = makeSourceRepository(m_dir.filePath(QStringLiteral("withorigin")), true);

        Recorded recorded;
        auto instance = backend->createInstance(requestFor(repository, recorded));
        QVERIFY2(instance.ok(), qPrintable(instance ? QString() : instance.error()));
        QCOMPARE(recorded.completed,
            (QStringList { QStringLiteral("Connect to %1@127.0.0.1:%2").arg(server.user()).arg(server.port()),
                QStringLiteral("Check the remote"), QStringLiteral("Upload agentctl"),
                QStringLiteral("Prepare the repository on the remote"), QStringLiteral("Create the worktree"),
                QStringLiteral("Start agentctl on the remote"), QStringLiteral("Forward its port"),
                QStringLiteral("Create agent instance") }));
        QCOMPARE(recorded.last.value(QStringLiteral("Upload agentctl")).output, QStringLiteral("uploaded"));
        QVERIFY2(recorded.last.value(QStringLiteral("Prepare the repository on the remote"))
                     .output.startsWith(QStringLiteral("fetched main from ")),
            qPrintable(recorded.last.value(QStringLiteral("Prepare the repository on the remote")).output));

        // The worktree is on the remote, with the repository's files.
        QVERIFY2(instance->workspacePath.startsWith(remoteDir + QStringLiteral("/worktrees/")),
            qPrintable(instance->workspacePath));
        QCOMPARE(server.ssh({ QStringLiteral("cat"), instance->workspacePath + QStringLiteral("/README.md") }).out,
            QByteArray("# app\n"));
        QCOMPARE(instance->pid, 0); // no local process
        const qint64 remotePid = instance->metadata.value(QStringLiteral("ssh_remote_pid")).toLongLong();
        QVERIFY(remotePid > 0);

        // The instance answers through the forward, and only with the token.
        const QUrl status(instance->agentctlUrl.toString() + QStringLiteral("/api/v1/status"));
        const QList<std::pair<QByteArray, QByteArray>> auth {
            { QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + instance->authToken.toUtf8() },
            { QByteArrayLiteral("X-Instance-ID"), instance->instanceId.toUtf8() }
        };
        const HttpReply answered = m_network->send("GET", status, {}, auth, 10'000);
        QVERIFY2(answered.status == 200, qPrintable(answered.error + QString::fromUtf8(answered.body)));
        QCOMPARE(QJsonDocument::fromJson(answered.body).object().value(QStringLiteral("agent_status")).toString(),
            QStringLiteral("stopped"));
        QCOMPARE(m_network->send("GET", status, {}, {}, 10'000).status, 401);

        // A second launch on the same host skips the upload (same sha256).
        Recorded again;
        auto second = backend->createInstance(requestFor(repository, again));
        QVERIFY2(second.ok(), qPrintable(second ? QString() : second.error()));
        QCOMPARE(
            again.last.value(QStringLiteral("Upload agentctl")).output, QStringLiteral("already there (same sha256)"));

        QElapsedTimer stopping;
        stopping.start();
        QVERIFY2(backend->stopInstance(instance.value(), false).ok(), "the first instance stops");
        qInfo("stop: %lld ms", stopping.elapsed());
        QVERIFY2(backend->stopInstance(second.value(), false).ok(), "the second instance stops");
        QCOMPARE(remoteSessionProcesses(server, remotePid), QStringLiteral("gone"));
        const qint64 secondPid = second->metadata.value(QStringLiteral("ssh_remote_pid")).toLongLong();
        QCOMPARE(remoteSessionProcesses(server, secondPid), QStringLiteral("gone"));
        QCOMPARE(m_network->send("GET", status, {}, auth, 5'000).status, 0); // the forward is gone too
    }

    // No origin, or one the remote cannot reach: the base branch is pushed over the control connection.
    void aBranchTheRemoteCannotFetchIsPushedOverSsh_data()
    {
        QTest::addColumn<bool>("unreachableOrigin");
        QTest::newRow("no origin") << false;
        QTest::newRow("origin out of the remote's reach") << true;
    }

    void aBranchTheRemoteCannotFetchIsPushedOverSsh()
    {
        QFETCH(bool, unreachableOrigin);
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        auto backend = backendFor(hostOf(server, server.remoteHome() + QStringLiteral("/kd")));
        const QString repository = makeSourceRepository(
            m_dir.filePath(unreachableOrigin ? QStringLiteral("farorigin") : QStringLiteral("noorigin")),
            unreachableOrigin);
        if (unreachableOrigin)
            gitOrDie(repository,
                { QStringLiteral("remote"), QStringLiteral("set-url"), QStringLiteral("origin"),
                    m_dir.filePath(QStringLiteral("nowhere/origin.git")) });
        Recorded recorded;
        auto instance = backend->createInstance(requestFor(repository, recorded));
        QVERIFY2(instance.ok(), qPrintable(instance ? QString() : instance.error()));
        const PrepareStep prepared = recorded.last.value(QStringLiteral("Prepare the repository on the remote"));
        QVERIFY2(prepared.output.startsWith(QStringLiteral("pushed main to ")), qPrintable(prepared.output));
        if (unreachableOrigin)
            QVERIFY2(prepared.warning.contains(QStringLiteral("cannot fetch from")), qPrintable(prepared.warning));
        else
            QCOMPARE(prepared.warning, QString());
        QCOMPARE(server.ssh({ QStringLiteral("cat"), instance->workspacePath + QStringLiteral("/README.md") }).out,
            QByteArray("# app\n"));
        QVERIFY(backend->stopInstance(instance.value(), true).ok());
        QCOMPARE(
            remoteSessionProcesses(server, instance->metadata.value(QStringLiteral("ssh_remote_pid")).toLongLong()),
            QStringLiteral("gone"));
    }

    void failuresInPlainWords_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("failedStep");
        QTest::addColumn<QString>("words");
        QTest::newRow("login refused") << QStringLiteral("revoke") << QStringLiteral("Connect")
                                       << QStringLiteral("refused the login");
        QTest::newRow("host key changed")
            << QStringLiteral("rotate") << QStringLiteral("Connect") << QStringLiteral("host key of 127.0.0.1");
        QTest::newRow("host unreachable")
            << QStringLiteral("closed port") << QStringLiteral("Connect") << QStringLiteral("Cannot reach");
        QTest::newRow("disk full") << QStringLiteral("disk") << QStringLiteral("Check the remote")
                                   << QStringLiteral("is full");
        // The remote's commands run with a PATH that has every program of this machine but git.
        QTest::newRow("remote lacks git") << QStringLiteral("no git") << QStringLiteral("Check the remote")
                                          << QStringLiteral("has no git: install git there");
        QTest::newRow("agent command missing")
            << QStringLiteral("no agent") << QStringLiteral("Check the remote")
            << QStringLiteral("the agent's command \"kandesk-no-such-agent\" is not found on");
    }

    void failuresInPlainWords()
    {
        QFETCH(QString, fault);
        QFETCH(QString, failedStep);
        QFETCH(QString, words);
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        SshHost host = hostOf(server, server.remoteHome() + QStringLiteral("/kd"));
        SshExecutorBackend::Config config;
        if (fault == QLatin1String("revoke")) {
            QVERIFY(server.revokeUserKey());
        } else if (fault == QLatin1String("rotate")) {
            const QString rotated = server.rotateHostKey();
            QVERIFY2(rotated.isEmpty(), qPrintable(rotated));
        } else if (fault == QLatin1String("closed port")) {
            QTcpServer probe; // a port nothing listens on once the probe is gone
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            host.port = probe.serverPort();
        } else if (fault == QLatin1String("disk")) {
            config.minimumFreeMiB = qint64(1) << 40; // more than any disk has: the real free space is too little
        }
        Recorded recorded;
        ExecutorCreateRequest request = requestFor({}, recorded);
        if (fault == QLatin1String("no git")) {
            const QString restricted = server.hideCommands({QStringLiteral("git")});
            QVERIFY2(restricted.isEmpty(), qPrintable(restricted));
            QCOMPARE(server.ssh({QStringLiteral("command -v git || echo none")}).out.trimmed(), QByteArray("none"));
        } else if (fault == QLatin1String("no agent")) {
            request.metadata.insert(QStringLiteral("agent_program"), QStringLiteral("kandesk-no-such-agent"));
        }
        auto backend = backendFor(host, config);
        auto instance = backend->createInstance(request);
        QVERIFY(!instance.ok());
        QVERIFY2(instance.error().contains(words), qPrintable(instance.error()));
        QCOMPARE(recorded.failed.size(), 1);
        QVERIFY2(recorded.failed.constFirst().startsWith(failedStep), qPrintable(recorded.failed.constFirst()));
        QCOMPARE(recorded.last.value(recorded.failed.constFirst()).error, instance.error());
    }

    // The control master dies and the host is gone as well: a bounded number of tries, each told,
    // then why it gave up; stopping then says the host cannot be reached.
    void aLostConnectionIsGivenUpAfterItsTries()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        auto backend = backendFor(hostOf(server, server.remoteHome() + QStringLiteral("/kd")));
        QMutex mutex;
        QStringList notices;
        backend->setReconnectPolicy(3, 50);
        backend->setConnectionNotice([&mutex, &notices](const QString &, const QString &text) {
            const QMutexLocker lock(&mutex);
            notices.append(text);
        });
        Recorded recorded;
        auto instance = backend->createInstance(requestFor({}, recorded));
        QVERIFY2(instance.ok(), qPrintable(instance.error()));
        const qint64 master = instance->metadata.value(QString(sshmeta::kMasterPid)).toLongLong();
        const qint64 remotePid = instance->metadata.value(QString(sshmeta::kRemotePid)).toLongLong();
        QVERIFY(master > 0 && remotePid > 0);

        server.stop();
        ::kill(static_cast<pid_t>(master), SIGKILL); // the ssh client this test's backend started (gone already is fine)
        const auto told = [&mutex, &notices] {
            const QMutexLocker lock(&mutex);
            return notices;
        };
        QTRY_VERIFY_WITH_TIMEOUT(!told().isEmpty() && told().constLast().startsWith(QLatin1String("Gave up reconnecting to ")),
                                 30'000);
        const QStringList said = told();
        QVERIFY2(said.constFirst().startsWith(QLatin1String("Reconnecting to ")), qPrintable(said.join(QLatin1Char('|'))));
        QVERIFY2(said.constLast().contains(QLatin1String("after 3 tries")), qPrintable(said.constLast()));
        const Status stopped = backend->stopInstance(instance.value(), true);
        QVERIFY(!stopped.ok());
        QVERIFY2(stopped.error().startsWith(QLatin1String("cannot stop agentctl")), qPrintable(stopped.error()));
        // The "remote" is this machine: what the test started there ends here.
        QProcess::execute(QStringLiteral("pkill"), {QStringLiteral("-KILL"), QStringLiteral("-s"), QString::number(remotePid)});
    }
};

QTEST_GUILESS_MAIN(TestSshExecutorBackend)
#include "tst_sshexecutorbackend.moc"
