// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The standalone executor backend against the real agentctl binary and the stub ACP agent.
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/standalonebackend.h"
#include "models/agentpriority.h"
#include "support/processprobe.h"

#include <QDir>
#include <QFile>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <QtConcurrent>

using namespace kandesk;

namespace {

bool portAccepts(int port)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), quint16(port));
    return socket.waitForConnected(1'000);
}

// The backend's calls block, as they do on the controller's pool; keep the test's event loop free.
template<typename Work>
auto offThread(Work work)
{
    auto future = QtConcurrent::run(work);
    while (!future.isFinished())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return future.result();
}

} // namespace

class TestStandaloneBackend : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<AgentctlProcessHost> m_processes = std::make_shared<AgentctlProcessHost>();
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();
    QTemporaryDir m_dir;

    StandaloneBackend backend(const QString &agentctl = QStringLiteral(KANDESK_AGENTCTL_PATH))
    {
        return StandaloneBackend(m_processes, m_network, {agentctl, m_dir.filePath(QStringLiteral("logs"))});
    }

    // A backend that keeps an agentctl started ahead of need while its instances run.
    StandaloneBackend backendWithSpare(const QString &logs)
    {
        StandaloneBackend::Config config{QStringLiteral(KANDESK_AGENTCTL_PATH), logs};
        config.keepSpare = true;
        return StandaloneBackend(m_processes, m_network, config);
    }

    // Creates an instance and ends its agent's start, after which a spare warms: the instance, or
    // why not (nothing may warm while the agent starts).
    Expected<ExecutorInstance> instanceWithSpareWarm(StandaloneBackend &standalone, const QString &instanceId)
    {
        ExecutorCreateRequest create = request();
        create.instanceId = instanceId;
        auto instance = offThread([&] { return standalone.createInstance(create); });
        if (!instance)
            return instance;
        if (standalone.sparePid() != 0)
            return Error::failed(QStringLiteral("a spare warmed while the agent started"));
        standalone.agentStartEnded(*instance);
        if (!QTest::qWaitFor([&] { return standalone.sparePid() != 0; }, 10'000))
            return Error::failed(QStringLiteral("no spare warmed"));
        return instance;
    }

    // Stops the instances, then checks that no agentctl is left (the spare stops with the last).
    void stopAll(StandaloneBackend &standalone, const QList<ExecutorInstance> &instances)
    {
        for (const ExecutorInstance &instance : instances)
            QVERIFY(offThread([&] { return standalone.stopInstance(instance, true); }).ok());
        QCOMPARE(standalone.sparePid(), 0);
        QCOMPARE(m_processes->runningCount(), 0);
    }

    static QStringList logsIn(const QString &folder)
    {
        return QDir(folder).entryList({QStringLiteral("*.log")}, QDir::Files, QDir::Name);
    }

    ExecutorCreateRequest request(QList<std::pair<int, PrepareStep>> *steps = nullptr)
    {
        ExecutorCreateRequest create;
        create.instanceId = QStringLiteral("exec-1");
        create.sessionId = QStringLiteral("session-1");
        create.taskId = QStringLiteral("task-1");
        create.workspacePath = m_dir.path();
        if (steps)
            create.onProgress = [steps](const PrepareStep &step, int index, int) { steps->append({index, step}); };
        return create;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The suite runs agents at its own priority (KANDESK_AGENT_NICE=0); this test checks the default.
        qunsetenv("KANDESK_AGENT_NICE");
        QCOMPARE(agentProcessNice(), kAgentProcessNice);
    }

    void createsAnInstanceAndStopsItWithItsAgent()
    {
        QList<std::pair<int, PrepareStep>> steps;
        StandaloneBackend standalone = backend();
        const ExecutorCreateRequest create = request(&steps);
        auto instance = offThread([&] { return standalone.createInstance(create); });
        QVERIFY2(instance.ok(), qPrintable(instance.error()));
        QVERIFY(instance->pid > 0);
        // agentctl starts at the app's priority and is told the agents' nice, which it and its
        // agent take once the agent's start is over (tst_agentctlpriority), to yield to the window.
        QCOMPARE(test::niceOf(instance->pid), test::niceOf(QCoreApplication::applicationPid()));
        QFile environment(QStringLiteral("/proc/%1/environ").arg(instance->pid));
        QVERIFY(environment.open(QIODevice::ReadOnly));
        QVERIFY(environment.readAll().split('\0').contains("AGENTCTL_AGENT_NICE=" + QByteArray::number(agentProcessNice())));
        QVERIFY(instance->agentctlPort > 0);
        QVERIFY(!instance->authToken.isEmpty());
        QVERIFY(instance->client);
        QCOMPARE(m_processes->runningCount(), 1);

        // The runtime's steps, in order, each begun and then completed.
        QStringList done;
        for (const auto &[index, step] : std::as_const(steps)) {
            if (step.status == PrepareStepStatus::Completed)
                done.append(QString::number(index) + QLatin1Char(':') + step.name);
        }
        QCOMPARE(done, (QStringList{QStringLiteral("0:Start agentctl"), QStringLiteral("1:Create agent instance")}));

        AgentConfiguration configuration;
        configuration.command = QStringLiteral(KANDESK_STUBAGENT_PATH);
        auto client = instance->client;
        const Status health = offThread([&] { return client->health(); });
        QVERIFY2(health.ok(), qPrintable(health.error()));
        const Status configured = offThread([&] { return client->configureAgent(configuration); });
        QVERIFY2(configured.ok(), qPrintable(configured.error()));
        const auto started = offThread([&] { return client->start(); });
        QVERIFY2(started.ok(), qPrintable(started.error()));

        const int controlPort = instance->metadata.value(QStringLiteral("agentctl_control_port")).toInt();
        QVERIFY(portAccepts(instance->agentctlPort));
        const Status stopped = offThread([&] { return standalone.stopInstance(*instance, false); });
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        QVERIFY(!kandesk::test::processAlive(instance->pid));
        QCOMPARE(m_processes->runningCount(), 0);
        QVERIFY(!portAccepts(instance->agentctlPort));
        QVERIFY(!portAccepts(controlPort));
    }

    void aMissingAgentctlFailsClearlyAndLeavesNothing()
    {
        QList<std::pair<int, PrepareStep>> steps;
        StandaloneBackend standalone = backend(m_dir.filePath(QStringLiteral("no-such-agentctl")));
        const ExecutorCreateRequest create = request(&steps);
        auto instance = offThread([&] { return standalone.createInstance(create); });
        QVERIFY(!instance.ok());
        QVERIFY2(instance.error().contains(QStringLiteral("cannot start agentctl")), qPrintable(instance.error()));
        QVERIFY(!steps.isEmpty());
        QCOMPARE(steps.constLast().second.status, PrepareStepStatus::Failed);
        QCOMPARE(m_processes->runningCount(), 0);
    }

    void aRefusedInstanceStopsTheAgentctlItStarted()
    {
        StandaloneBackend standalone = backend();
        ExecutorCreateRequest create = request();
        create.workspacePath = m_dir.filePath(QStringLiteral("not-there"));
        auto instance = offThread([&] { return standalone.createInstance(create); });
        QVERIFY(!instance.ok());
        QVERIFY2(instance.error().contains(QStringLiteral("workspace_path")), qPrintable(instance.error()));
        QCOMPARE(m_processes->runningCount(), 0);
    }

    void noAgentctlOutlivesItsHost()
    {
        auto processes = std::make_shared<AgentctlProcessHost>();
        qint64 pid = 0;
        {
            StandaloneBackend standalone(processes, m_network, {QStringLiteral(KANDESK_AGENTCTL_PATH), {}});
            const ExecutorCreateRequest create = request();
            auto instance = offThread([&] { return standalone.createInstance(create); });
            QVERIFY2(instance.ok(), qPrintable(instance.error()));
            pid = instance->pid;
        }
        QVERIFY(kandesk::test::processAlive(pid));
        processes.reset(); // the app quits
        QVERIFY(!kandesk::test::processAlive(pid));
    }

    void manyInstancesStartAtOnce()
    {
        StandaloneBackend standalone = backend();
        QList<QFuture<Expected<ExecutorInstance>>> launches;
        for (int i = 0; i < 8; ++i) {
            ExecutorCreateRequest create = request();
            create.instanceId = QStringLiteral("exec-many-%1").arg(i);
            launches.append(QtConcurrent::run([&standalone, create] { return standalone.createInstance(create); }));
        }
        QList<ExecutorInstance> instances;
        for (auto &launch : launches) {
            while (!launch.isFinished())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            QVERIFY2(launch.result().ok(), qPrintable(launch.result().error()));
            instances.append(launch.result().value());
        }
        QCOMPARE(m_processes->runningCount(), 8);
        for (const ExecutorInstance &instance : std::as_const(instances)) {
            const Status stopped = offThread([&] { return standalone.stopInstance(instance, true); });
            QVERIFY(stopped.ok());
        }
        QCOMPARE(m_processes->runningCount(), 0);
    }

    // The first launch starts its own agentctl and, once its agent started, warms a spare; the next
    // launch adopts it (its log renamed for the instance) and works as any other; a third warms after
    // that start. When the last instance stops, the spare stops too and its log goes.
    void theNextLaunchAdoptsTheSpareStartedAheadOfNeed()
    {
        const QString logs = m_dir.filePath(QStringLiteral("spare-logs"));
        StandaloneBackend standalone = backendWithSpare(logs);
        auto firstInstance = instanceWithSpareWarm(standalone, QStringLiteral("exec-first"));
        QVERIFY2(firstInstance.ok(), qPrintable(firstInstance.error()));
        const qint64 spare = standalone.sparePid();
        QCOMPARE(m_processes->runningCount(), 2);

        QList<std::pair<int, PrepareStep>> steps;
        ExecutorCreateRequest second = request(&steps);
        second.instanceId = QStringLiteral("exec-second");
        auto secondInstance = offThread([&] { return standalone.createInstance(second); });
        QVERIFY2(secondInstance.ok(), qPrintable(secondInstance.error()));
        QCOMPARE(secondInstance->pid, spare);
        QString startStep;
        for (const auto &[index, step] : std::as_const(steps)) {
            if (step.status == PrepareStepStatus::Completed && step.name == QLatin1String("Start agentctl"))
                startStep = step.output;
        }
        QVERIFY2(startStep.contains(QStringLiteral("spare agentctl started in advance")), qPrintable(startStep));
        QCOMPARE(secondInstance->metadata.value(QStringLiteral("agentctl_log")).toString(),
                 QDir(logs).filePath(QStringLiteral("agentctl-exec-second.log")));
        standalone.agentStartEnded(*secondInstance);
        QTRY_VERIFY(standalone.sparePid() != 0 && standalone.sparePid() != spare);
        QCOMPARE(m_processes->runningCount(), 3);

        AgentConfiguration configuration;
        configuration.command = QStringLiteral(KANDESK_STUBAGENT_PATH);
        auto client = secondInstance->client;
        const Status configured = offThread([&] { return client->configureAgent(configuration); });
        QVERIFY2(configured.ok(), qPrintable(configured.error()));
        const auto started = offThread([&] { return client->start(); });
        QVERIFY2(started.ok(), qPrintable(started.error()));

        QVERIFY(offThread([&] { return standalone.stopInstance(*firstInstance, false); }).ok());
        QVERIFY2(standalone.sparePid() != 0, "the spare stays while an instance runs");
        QVERIFY(offThread([&] { return standalone.stopInstance(*secondInstance, false); }).ok());
        QCOMPARE(standalone.sparePid(), 0);
        QCOMPARE(m_processes->runningCount(), 0);
        QCOMPARE(logsIn(logs), (QStringList{QStringLiteral("agentctl-exec-first.log"), QStringLiteral("agentctl-exec-second.log")}));
    }

    // A request that brings its own bootstrap nonce gets an agentctl started with it; the spare
    // stays for the next launch.
    void aRequestWithItsOwnNonceStartsItsOwnAgentctl()
    {
        StandaloneBackend standalone = backendWithSpare(m_dir.filePath(QStringLiteral("nonce-logs")));
        auto firstInstance = instanceWithSpareWarm(standalone, QStringLiteral("exec-first"));
        QVERIFY2(firstInstance.ok(), qPrintable(firstInstance.error()));
        const qint64 spare = standalone.sparePid();

        ExecutorCreateRequest own = request();
        own.instanceId = QStringLiteral("exec-own-nonce");
        own.bootstrapNonce = QStringLiteral("a-nonce-of-the-callers-own");
        auto ownInstance = offThread([&] { return standalone.createInstance(own); });
        QVERIFY2(ownInstance.ok(), qPrintable(ownInstance.error()));
        QVERIFY(ownInstance->pid != spare);
        QCOMPARE(ownInstance->bootstrapNonce, own.bootstrapNonce);
        QCOMPARE(standalone.sparePid(), spare);

        stopAll(standalone, {*ownInstance, *firstInstance});
    }

    // A spare that died while it waited is not adopted: the launch starts an agentctl of its own.
    void aSpareThatDiedIsReplacedByAFreshAgentctl()
    {
        StandaloneBackend standalone = backendWithSpare(m_dir.filePath(QStringLiteral("dead-logs")));
        auto firstInstance = instanceWithSpareWarm(standalone, QStringLiteral("exec-first"));
        QVERIFY2(firstInstance.ok(), qPrintable(firstInstance.error()));
        const qint64 spare = standalone.sparePid();
        QCOMPARE(::kill(pid_t(spare), SIGKILL), 0);
        QTRY_VERIFY(!kandesk::test::processAlive(spare));

        ExecutorCreateRequest next = request();
        next.instanceId = QStringLiteral("exec-after-the-dead-spare");
        auto nextInstance = offThread([&] { return standalone.createInstance(next); });
        QVERIFY2(nextInstance.ok(), qPrintable(nextInstance.error()));
        QVERIFY(nextInstance->pid != spare);
        QVERIFY(offThread([&] { return nextInstance->client->health(); }).ok());

        stopAll(standalone, {*nextInstance, *firstInstance});
    }

    // Stopping the only instance while its spare still warms leaves nothing running once the stop
    // returns; a backend that goes away stops its spare and leaves its instances to their host.
    void noSpareOutlivesItsNeed()
    {
        {
            StandaloneBackend standalone = backendWithSpare(m_dir.filePath(QStringLiteral("race-logs")));
            const ExecutorCreateRequest create = request();
            auto instance = offThread([&] { return standalone.createInstance(create); });
            QVERIFY2(instance.ok(), qPrintable(instance.error()));
            standalone.agentStartEnded(*instance);
            QVERIFY(offThread([&] { return standalone.stopInstance(*instance, true); }).ok());
            QCOMPARE(m_processes->runningCount(), 0);
        }
        ExecutorInstance survivor;
        {
            StandaloneBackend standalone = backendWithSpare(m_dir.filePath(QStringLiteral("gone-logs")));
            auto instance = instanceWithSpareWarm(standalone, QStringLiteral("exec-survivor"));
            QVERIFY2(instance.ok(), qPrintable(instance.error()));
            survivor = *instance;
            QCOMPARE(m_processes->runningCount(), 2);
        }
        QCOMPARE(m_processes->runningCount(), 1);
        QVERIFY(kandesk::test::processAlive(survivor.pid));
        QVERIFY(offThread([&] { return m_processes->stop(survivor.pid, 0); }).ok());
    }
};

QTEST_GUILESS_MAIN(TestStandaloneBackend)
#include "tst_standalonebackend.moc"
