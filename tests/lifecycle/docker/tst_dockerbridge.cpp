// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// The Docker executor on an engine that has a bridge network: a second test engine of its own
// (tests/support/dockerengine.h, useOwnBridge: a Linux bridge the test makes, no iptables, the
// userland proxy publishing). agentctl listens on the container's 0.0.0.0 at fixed ports, the
// engine publishes them on this machine's 127.0.0.1 only, and Kandesk talks to those ports: a full
// turn of the SDK's example agent runs over them, the token is still asked, stopping leaves nothing
// (no container, no published port), and taking the container back after Kandesk went reads the
// published port from the container, not from what was registered.
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/docker/dockerexecutorbackend.h"
#include "models/types.h"
#include "support/dockerbackendkit.h"
#include "support/dockerengine.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using kandesk::docker::DockerExecutorBackend;
using kandesk::test::DockerEngineFixture;
using kandesk::test::RecordedSteps;

namespace {

const QString kTarball = QStringLiteral(KANDESK_PORTABLE_TARBALL);

// The local addresses (as "a.b.c.d") listening on TCP port, from /proc/net/tcp and tcp6 (v6 ones
// as "v6:<hex>").
QStringList listeningAddresses(int port)
{
    QStringList found;
    for (const QString &table : { QStringLiteral("/proc/net/tcp"), QStringLiteral("/proc/net/tcp6") }) {
        QFile file(table);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const bool v6 = table.endsWith(QLatin1Char('6'));
        for (const QByteArray &line : file.readAll().split('\n')) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            // sl local_address rem_address st …; st 0A is LISTEN
            if (fields.size() < 4 || fields.at(3) != "0A")
                continue;
            const QList<QByteArray> local = fields.at(1).split(':');
            if (local.size() != 2 || local.at(1).toInt(nullptr, 16) != port)
                continue;
            if (v6) {
                found.append(QStringLiteral("v6:") + QString::fromLatin1(local.at(0)));
                continue;
            }
            const quint32 address = local.at(0).toUInt(nullptr, 16); // little-endian on this machine
            found.append(QStringLiteral("%1.%2.%3.%4")
                             .arg(address & 0xff)
                             .arg((address >> 8) & 0xff)
                             .arg((address >> 16) & 0xff)
                             .arg((address >> 24) & 0xff));
        }
    }
    return found;
}

int httpStatus(const QString &url, const QByteArray &token = {})
{
    QNetworkAccessManager network;
    network.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest request { QUrl(url) };
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token);
    std::unique_ptr<QNetworkReply> reply(network.get(request));
    (void)QTest::qWaitFor([&] { return reply->isFinished(); }, 15'000);
    return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

} // namespace

class TestDockerBridge : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DockerEngineFixture> m_engine;
    std::shared_ptr<AgentctlNetwork> m_network;
    QString m_image;
    QTemporaryDir m_scratch;

    std::unique_ptr<DockerExecutorBackend> backend(const DockerSettings &settings)
    {
        DockerExecutorBackend::Config config;
        config.engine.host = m_engine->host();
        config.portableTarball = kTarball;
        return std::make_unique<DockerExecutorBackend>(m_network, config,
            [settings](const ExecutorCreateRequest &) -> Expected<DockerSettings> { return settings; });
    }

    DockerSettings settings(const QString &network) const
    {
        DockerSettings out;
        out.image = m_image;
        out.network = network;
        return out;
    }

    ExecutorCreateRequest request(const QString &id, const QString &workspace, RecordedSteps *steps)
    {
        ExecutorCreateRequest request;
        request.instanceId = id;
        request.executorType = QStringLiteral("docker");
        request.taskId = QStringLiteral("task-") + id;
        request.sessionId = QStringLiteral("session-") + id;
        request.workspacePath = workspace;
        request.onProgress
            = [steps](const PrepareStep &step, int index, int total) { steps->record(step, index, total); };
        return request;
    }

    QString inspect(const QString &container, const QString &format) const
    {
        return QString::fromUtf8(
            m_engine->docker({ QStringLiteral("inspect"), QStringLiteral("--format"), format, container })
                .out.trimmed());
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = DockerEngineFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY2(
            QFileInfo::exists(kTarball), qPrintable(kTarball + QStringLiteral(" is missing: build agentctl_portable")));
        QVERIFY(m_scratch.isValid());
        m_engine = std::make_unique<DockerEngineFixture>();
        if (const QString why = m_engine->useOwnBridge(); !why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no engine with a bridge can run here: ") + why));
        QElapsedTimer clock;
        clock.start();
        const QString started = m_engine->start();
        QVERIFY2(started.isEmpty(), qPrintable(started));
        qInfo("dockerd on bridge %s (%s) answering after %lld ms", qPrintable(m_engine->bridgeName()),
            qPrintable(m_engine->bridgeAddress()), clock.restart());
        QString error;
        bool skip = false;
        m_image = m_engine->importTestImage(&error, &skip);
        if (m_image.isEmpty() && skip)
            QSKIP(qPrintable(error));
        QVERIFY2(!m_image.isEmpty(), qPrintable(error));
        m_network = std::make_shared<AgentctlNetwork>();
    }

    void cleanupTestCase()
    {
        m_network.reset();
        m_engine.reset();
    }

    // auto picks the engine's bridge; the turn runs through ports published on 127.0.0.1 only;
    // the token is still asked there; stopping leaves no container and no published port.
    void aFullTurnRunsOverTheBridge()
    {
        const QString agent = test::acpSdkExampleAgent();
        if (agent.isEmpty())
            QSKIP("the ACP SDK example agent is missing: run packaging/setup-test-deps.sh");
        const QString workspace = test::makeTaskWorktree(m_scratch.path(), QStringLiteral("turn"));
        QVERIFY(!workspace.isEmpty());
        DockerSettings settings = this->settings(QString(kDockerNetworkAuto));
        settings.mounts += test::exampleAgentMounts();
        auto docker = backend(settings);
        RecordedSteps steps;
        QElapsedTimer clock;
        clock.start();
        auto created = docker->createInstance(request(QStringLiteral("turn"), workspace, &steps));
        QVERIFY2(created, qPrintable(created.error()));
        qInfo("container created on the bridge and agentctl answering in %lld ms", clock.elapsed());
        QVERIFY2(steps.last.at(0).output.contains(
                     QStringLiteral("network: the engine's bridge, agentctl's ports published on 127.0.0.1")),
            qPrintable(steps.last.at(0).output));
        QVERIFY2(steps.last.at(4).output.contains(QStringLiteral("published on 127.0.0.1:")),
            qPrintable(steps.last.at(4).output));
        const ExecutorInstance instance = *created;
        const QString container = instance.metadata.value(QStringLiteral("container_name")).toString();
        QCOMPARE(inspect(container, QStringLiteral("{{.HostConfig.NetworkMode}}")), QStringLiteral("bridge"));
        QVERIFY2(inspect(container, QStringLiteral("{{.NetworkSettings.IPAddress}}"))
                     .startsWith(m_engine->bridgeAddress().section(QLatin1Char('.'), 0, 2) + QLatin1Char('.')),
            "the container is not on the test's bridge");
        QCOMPARE(instance.metadata.value(QStringLiteral("docker_network")).toString(), QStringLiteral("bridge"));

        // Both of agentctl's ports are published on 127.0.0.1, and there only.
        const int control = instance.metadata.value(QStringLiteral("agentctl_control_port")).toInt();
        QVERIFY(control > 0 && instance.agentctlPort > 0 && control != instance.agentctlPort);
        QVERIFY(control != DockerExecutorBackend::kContainerControlPort);
        QCOMPARE(listeningAddresses(control), QStringList { QStringLiteral("127.0.0.1") });
        QCOMPARE(listeningAddresses(instance.agentctlPort), QStringList { QStringLiteral("127.0.0.1") });
        // Inside, agentctl listens on the container's every address, behind its token.
        const auto inside = m_engine->docker(
            { QStringLiteral("exec"), container, QStringLiteral("cat"), QStringLiteral("/proc/net/tcp") });
        QVERIFY2(inside.out.contains(QByteArrayLiteral("00000000:1CFC")), inside.out.constData()); // 0.0.0.0:7420
        QVERIFY2(inside.out.contains(QByteArrayLiteral("00000000:1CFD")), inside.out.constData()); // 0.0.0.0:7421
        QCOMPARE(httpStatus(QStringLiteral("http://127.0.0.1:%1%2").arg(control).arg(wire::route::kInstances)), 401);
        QCOMPARE(
            httpStatus(QStringLiteral("http://127.0.0.1:%1%2").arg(instance.agentctlPort).arg(wire::route::kStatus)),
            401);
        QVERIFY2(instance.client->health().ok(), "agentctl is not healthy through the published port");

        const QString turn = test::runExampleAgentTurn(instance, agent);
        QVERIFY2(turn.isEmpty(), qPrintable(turn));

        QVERIFY(docker->stopInstance(instance, false).ok());
        QVERIFY(m_engine->containers().isEmpty());
        QCOMPARE(listeningAddresses(control), QStringList {});
        QCOMPARE(listeningAddresses(instance.agentctlPort), QStringList {});
    }

    // Kandesk went away with the container running (its backend gone, nothing stopped); the next
    // Kandesk takes the container back with the registration's port wrong (a stale guess) and finds
    // the published one in the container.
    void takingBackReadsThePublishedPortFromTheContainer()
    {
        const QString workspace = test::makeTaskWorktree(m_scratch.path(), QStringLiteral("back"));
        QVERIFY(!workspace.isEmpty());
        ExecutorInstance instance;
        {
            RecordedSteps steps;
            auto created = backend(settings(QStringLiteral("bridge")))
                               ->createInstance(request(QStringLiteral("back"), workspace, &steps));
            QVERIFY2(created, qPrintable(created.error()));
            instance = *created;
        }
        const QString container = instance.metadata.value(QStringLiteral("container_name")).toString();
        QCOMPARE(m_engine->containers(), QStringList { container });
        instance.client->close();

        ExecutorRunning registration;
        registration.sessionId = QStringLiteral("session-back");
        registration.executionId = instance.instanceId;
        registration.runtime = QStringLiteral("docker");
        registration.agentctlPort = 1; // not where it listens
        registration.agentctlUrl = QStringLiteral("http://127.0.0.1:1");
        registration.workspacePath = workspace;
        QVariantMap metadata = instance.metadata;
        metadata.insert(QStringLiteral("agentctl_control_port"), 1);
        registration.metadataJson
            = QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(metadata)).toJson(QJsonDocument::Compact));

        auto docker = backend(settings(QStringLiteral("bridge")));
        auto taken = docker->reattachInstance(registration);
        QVERIFY2(taken, qPrintable(taken.error()));
        QCOMPARE(taken->agentctlPort, instance.agentctlPort);
        QCOMPARE(taken->agentctlUrl, instance.agentctlUrl);
        QCOMPARE(taken->metadata.value(QStringLiteral("agentctl_control_port")).toInt(),
            instance.metadata.value(QStringLiteral("agentctl_control_port")).toInt());
        AgentctlHttpClient client(m_network, taken->agentctlUrl, instance.authToken, instance.instanceId, 10'000);
        QVERIFY2(client.health().ok(), "agentctl does not answer where the container publishes it");

        QVERIFY(docker->stopInstance(*taken, false).ok());
        QVERIFY(m_engine->containers().isEmpty());
        // Nothing runs any more: taking it back now says so.
        auto gone = docker->reattachInstance(registration);
        QVERIFY(!gone);
        QVERIFY2(gone.error().contains(QStringLiteral("is gone")), qPrintable(gone.error()));
    }

    // host stays what it says on an engine that has a bridge.
    void hostNetworkingIsKeptWhenAsked()
    {
        RecordedSteps steps;
        auto docker = backend(settings(QStringLiteral("host")));
        auto created = docker->createInstance(request(QStringLiteral("host"), m_scratch.path(), &steps));
        QVERIFY2(created, qPrintable(created.error()));
        const QString container = created->metadata.value(QStringLiteral("container_name")).toString();
        QCOMPARE(inspect(container, QStringLiteral("{{.HostConfig.NetworkMode}}")), QStringLiteral("host"));
        QCOMPARE(created->metadata.value(QStringLiteral("docker_network")).toString(), QStringLiteral("host"));
        QVERIFY2(
            steps.last.at(4).output.contains(QStringLiteral("(host network)")), qPrintable(steps.last.at(4).output));
        QVERIFY(created->client->health().ok());
        QVERIFY(docker->stopInstance(*created, false).ok());
        QVERIFY(m_engine->containers().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDockerBridge)
#include "tst_dockerbridge.moc"
