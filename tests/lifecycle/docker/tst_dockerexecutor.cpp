// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// The Docker executor against a real engine: Debian's dockerd started by the test as root in a
// scratch folder (vfs storage, no bridge, no iptables) and an image built from a minimal Debian
// root (debootstrap, cached; no registry). A task's container is created with its worktree mounted
// at the same path, the portable agentctl copied in and started, a full turn with the ACP SDK's
// example agent runs inside, and stopping leaves no container. A missing engine or image and an
// out-of-memory kill are reported in plain words.
#include "support/agentctlharness.h"
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/docker/dockerexecutorbackend.h"
#include "support/dockerbackendkit.h"
#include "support/dockerengine.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace kandesk;
using kandesk::docker::DockerEngine;
using kandesk::docker::DockerExecutorBackend;
using kandesk::docker::DockerResult;
using kandesk::test::DockerEngineFixture;
using kandesk::test::RecordedSteps;
using kandesk::test::str;

namespace {

const QString kTarball = QStringLiteral(KANDESK_PORTABLE_TARBALL);

} // namespace

class TestDockerExecutor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DockerEngineFixture> m_engine;
    std::shared_ptr<AgentctlNetwork> m_network;
    QString m_image;
    QTemporaryDir m_scratch;

    std::unique_ptr<DockerExecutorBackend> backend(const DockerSettings &settings, const QString &host = {})
    {
        DockerExecutorBackend::Config config;
        config.engine.host = host.isEmpty() ? m_engine->host() : host;
        config.portableTarball = kTarball;
        return std::make_unique<DockerExecutorBackend>(m_network, config,
            [settings](const ExecutorCreateRequest &) -> Expected<DockerSettings> { return settings; });
    }

    DockerSettings imageSettings() const
    {
        DockerSettings settings;
        settings.image = m_image;
        settings.network = QString(kDockerNetworkAuto);
        return settings;
    }

    // A repository and a worktree of it (as a task's), the worktree being the workspace.
    QString makeWorktree(const QString &name) { return test::makeTaskWorktree(m_scratch.path(), name); }

    // An image with no C library at all: one file, imported from a tar made here.
    QString bareImage()
    {
        const QString root = m_scratch.filePath(QStringLiteral("bare-root"));
        if (!QDir().mkpath(root + QStringLiteral("/etc")))
            return {};
        QFile hostname(root + QStringLiteral("/etc/hostname"));
        if (!hostname.open(QIODevice::WriteOnly) || hostname.write("bare\n") < 0)
            return {};
        hostname.close();
        const QString tarball = m_scratch.filePath(QStringLiteral("bare.tar"));
        QProcess tar;
        tar.start(
            QStringLiteral("tar"), { QStringLiteral("-C"), root, QStringLiteral("-cf"), tarball, QStringLiteral(".") });
        if (!tar.waitForFinished(30'000) || tar.exitCode() != 0)
            return {};
        const QString image = QStringLiteral("kandesk-test/bare:1");
        return m_engine->docker({ QStringLiteral("import"), tarball, image }).ok() ? image : QString();
    }

    QString inspect(const QString &container, const QString &format) const
    {
        return QString::fromUtf8(
            m_engine->docker({ QStringLiteral("inspect"), QStringLiteral("--format"), format, container })
                .out.trimmed());
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

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = DockerEngineFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY2(
            QFileInfo::exists(kTarball), qPrintable(kTarball + QStringLiteral(" is missing: build agentctl_portable")));
        QVERIFY(m_scratch.isValid());
        m_engine = std::make_unique<DockerEngineFixture>();
        QElapsedTimer clock;
        clock.start();
        const QString started = m_engine->start(true);
        QVERIFY2(started.isEmpty(), qPrintable(started));
        qInfo("dockerd answering after %lld ms", clock.restart());
        QString error;
        bool skip = false;
        m_image = m_engine->importTestImage(&error, &skip);
        if (m_image.isEmpty() && skip)
            QSKIP(qPrintable(error));
        QVERIFY2(!m_image.isEmpty(), qPrintable(error));
        qInfo("test image %s ready (built or cached, imported) after %lld ms", qPrintable(m_image), clock.elapsed());
        m_network = std::make_shared<AgentctlNetwork>();
    }

    void cleanupTestCase()
    {
        m_network.reset();
        m_engine.reset();
    }

    void noEngineIsSaidSo()
    {
        RecordedSteps steps;
        const QString nowhere = QStringLiteral("unix://") + m_scratch.filePath(QStringLiteral("no-engine.sock"));
        auto result = backend(imageSettings(), nowhere)
                          ->createInstance(request(QStringLiteral("noengine"), m_scratch.path(), &steps));
        QVERIFY(!result);
        QVERIFY2(result.error().contains(QStringLiteral("no Docker engine is answering at ") + nowhere),
            qPrintable(result.error()));
        QCOMPARE(steps.last.size(), 1);
        QCOMPARE(steps.last.at(0).name, QStringLiteral("Check the Docker engine"));
        QCOMPARE(steps.last.at(0).status, PrepareStepStatus::Failed);
    }

    // Docker's own words for a socket the user may not open (root cannot be refused, so the
    // message the docker command prints is given as it prints it).
    void permissionDeniedIsSaidSo()
    {
        DockerEngine engine({ QStringLiteral("docker"), QStringLiteral("unix:///var/run/docker.sock") });
        DockerResult denied;
        denied.started = true;
        denied.exitCode = 1;
        denied.err = "Got permission denied while trying to connect to the Docker daemon socket at "
                     "unix:///var/run/docker.sock: "
                     "Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/version\": dial unix /var/run/docker.sock: "
                     "connect: permission denied\n";
        const QString message = engine.describeFailure(denied, QStringLiteral("cannot reach the Docker engine"));
        QVERIFY2(message.contains(
                     QStringLiteral("permission denied on the Docker socket unix:///var/run/docker.sock: add your user "
                                    "to the docker group")),
            qPrintable(message));
    }

    void missingImageIsSaidSoAndLeavesNothing()
    {
        DockerSettings settings = imageSettings();
        // A registry on a closed loopback port: the pull is really tried and fails without leaving the machine.
        settings.image = QStringLiteral("127.0.0.1:1/kandesk/missing:none");
        RecordedSteps steps;
        auto result = backend(settings)->createInstance(request(QStringLiteral("noimage"), m_scratch.path(), &steps));
        QVERIFY(!result);
        QVERIFY2(result.error().contains(
                     QStringLiteral("the image 127.0.0.1:1/kandesk/missing:none is missing and cannot be pulled")),
            qPrintable(result.error()));
        QCOMPARE(steps.names(),
            (QStringList { QStringLiteral("Check the Docker engine"),
                QStringLiteral("Check the image 127.0.0.1:1/kandesk/missing:none") }));
        QCOMPARE(steps.last.at(1).status, PrepareStepStatus::Failed);
        // The pull was tried, and said so in the step's log.
        QVERIFY2(steps.last.at(1).output.contains(QStringLiteral("not on this engine: pulling")),
            qPrintable(steps.last.at(1).output));
        QVERIFY(m_engine->containers().isEmpty());
    }

    // The profile asks for bridge networking; the tests' engine runs with --bridge none.
    void aBridgeOnAnEngineWithoutOneIsRefusedInWords()
    {
        DockerSettings settings = imageSettings();
        settings.network = QStringLiteral("bridge");
        RecordedSteps steps;
        auto result = backend(settings)->createInstance(request(QStringLiteral("bridge"), m_scratch.path(), &steps));
        QVERIFY(!result);
        QVERIFY2(
            result.error().contains(QStringLiteral("the executor asks for bridge networking, but the Docker engine "
                                                   "at %1 has no bridge network")
                                        .arg(m_engine->host())),
            qPrintable(result.error()));
        QCOMPARE(steps.last.size(), 1);
        QCOMPARE(steps.last.at(0).status, PrepareStepStatus::Failed);
        QVERIFY(m_engine->containers().isEmpty());
    }

    // The portable agentctl brings its own loader and libraries: an image with no C library at all runs it.
    void agentctlStartsInAnImageWithoutALibc()
    {
        const QString image = bareImage();
        QVERIFY(!image.isEmpty());
        DockerSettings settings = imageSettings();
        settings.image = image;
        auto docker = backend(settings);
        RecordedSteps steps;
        auto created = docker->createInstance(request(QStringLiteral("bare"), m_scratch.path(), &steps));
        QVERIFY2(created, qPrintable(created.error()));
        QVERIFY(created->client->health().ok());
        QVERIFY(docker->stopInstance(*created, false).ok());
        QVERIFY(m_engine->containers().isEmpty());
    }

    // agentctl that cannot start inside is said so, with the image's C library named. What is copied
    // in is a build that is not portable (this system's dynamically linked false): in the Debian
    // image it runs and exits at once, in an image without a C library it cannot even be loaded.
    void agentctlThatCannotStartIsSaidSo_data()
    {
        QTest::addColumn<bool>("bare");
        QTest::addColumn<QString>("libc");
        QTest::newRow("debian") << false << QStringLiteral("glibc");
        QTest::newRow("no libc") << true << QStringLiteral("none found");
    }

    void agentctlThatCannotStartIsSaidSo()
    {
        QFETCH(bool, bare);
        QFETCH(QString, libc);
        const QString bundle = m_scratch.filePath(QStringLiteral("agentctl-dynamic"));
        QVERIFY(QDir().mkpath(bundle));
        QFile::remove(bundle + QStringLiteral("/agentctl"));
        QVERIFY(
            QFile::copy(QStandardPaths::findExecutable(QStringLiteral("false")), bundle + QStringLiteral("/agentctl")));
        const QString tarball = m_scratch.filePath(QStringLiteral("agentctl-dynamic.tar.gz"));
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-C"), m_scratch.path(), QStringLiteral("-czf"), tarball,
                QStringLiteral("agentctl-dynamic") });
        QVERIFY(tar.waitForFinished(30'000) && tar.exitCode() == 0);
        DockerSettings settings = imageSettings();
        if (bare)
            settings.image = bareImage();
        QVERIFY(!settings.image.isEmpty());
        DockerExecutorBackend::Config config;
        config.engine.host = m_engine->host();
        config.portableTarball = tarball;
        DockerExecutorBackend docker(m_network, config,
            [settings](const ExecutorCreateRequest &) -> Expected<DockerSettings> { return settings; });
        RecordedSteps steps;
        auto result = docker.createInstance(request(QStringLiteral("nostart"), m_scratch.path(), &steps));
        QVERIFY(!result);
        QVERIFY2(
            result.error().startsWith(
                QStringLiteral("agentctl did not start inside the container (the image's C library: %1): ").arg(libc)),
            qPrintable(result.error()));
        QCOMPARE(steps.last.size(), 5);
        QCOMPARE(steps.last.at(4).name, QStringLiteral("Start agentctl"));
        QCOMPARE(steps.last.at(4).status, PrepareStepStatus::Failed);
        QVERIFY(m_engine->containers().isEmpty());
    }

    // devcontainer.json names a remoteUser; what the agent (and postCreateCommand) writes in the
    // mounted worktree still belongs to this machine's user.
    void filesWrittenInTheWorktreeAreTheHostUsers()
    {
        const QString workspace = makeWorktree(QStringLiteral("owner"));
        QVERIFY(!workspace.isEmpty());
        QVERIFY(QDir(workspace).mkpath(QStringLiteral(".devcontainer")));
        QFile file(workspace + QStringLiteral("/.devcontainer/devcontainer.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("{ \"image\": \"%1\", \"remoteUser\": \"nobody\",\n"
                                  "  \"postCreateCommand\": \"touch made-by-post-create\" }\n")
                       .arg(m_image)
                       .toUtf8());
        file.close();
        DockerSettings settings;
        settings.useDevcontainer = true;
        settings.network = QString(kDockerNetworkAuto);
        auto docker = backend(settings);
        RecordedSteps steps;
        auto created = docker->createInstance(request(QStringLiteral("owner"), workspace, &steps));
        QVERIFY2(created, qPrintable(created.error()));
        QVERIFY2(steps.last.at(2).output.contains(QStringLiteral("remoteUser nobody of ")),
            qPrintable(steps.last.at(2).output));
        const QString container = created->metadata.value(QStringLiteral("container_name")).toString();
        // The agent's way of writing: a process agentctl's exec would start as the container's user.
        const auto wrote = m_engine->docker({ QStringLiteral("exec"), container, QStringLiteral("sh"),
            QStringLiteral("-c"), QStringLiteral("echo by the agent > made-by-agent") });
        QVERIFY2(wrote.ok(), wrote.err.constData());
        for (const QString &name : { QStringLiteral("made-by-post-create"), QStringLiteral("made-by-agent") }) {
            const QFileInfo made(workspace + QLatin1Char('/') + name);
            QVERIFY2(made.exists(), qPrintable(name));
            QCOMPARE(made.ownerId(), ::getuid());
            QCOMPARE(made.groupId(), ::getgid());
        }
        QCOMPARE(inspect(container, QStringLiteral("{{.Config.User}}")),
            QStringLiteral("%1:%2").arg(::getuid()).arg(::getgid()));
        QVERIFY(docker->stopInstance(*created, false).ok());
        QVERIFY(m_engine->containers().isEmpty());
    }

    // An engine reached over TCP is treated as another machine's: the worktree is copied in, not
    // mounted; stopping keeps the container (it holds the work), the session's next launch goes on
    // in it, a session's end keeps it, and the task's end removes it.
    void aRemoteEngineGetsACopyAndKeepsItsContainer()
    {
        const QString workspace = makeWorktree(QStringLiteral("remote"));
        QVERIFY(!workspace.isEmpty());
        QFile draft(workspace + QStringLiteral("/draft.txt"));
        QVERIFY(draft.open(QIODevice::WriteOnly));
        draft.write("not committed\n");
        draft.close();
        DockerSettings settings = imageSettings();
        settings.network = QStringLiteral("host");
        auto docker = backend(settings, m_engine->tcpHost());
        RecordedSteps steps;
        auto created = docker->createInstance(request(QStringLiteral("remote"), workspace, &steps));
        QVERIFY2(created, qPrintable(created.error()));
        QCOMPARE(steps.last.size(), 6);
        QVERIFY2(steps.last.at(2).output.contains(QStringLiteral("copied in at the same path")),
            qPrintable(steps.last.at(2).output));
        const QString container = created->metadata.value(QStringLiteral("container_name")).toString();
        QVERIFY(created->metadata.value(QStringLiteral("workspace_copied")).toBool());
        QCOMPARE(inspect(container, QStringLiteral("{{.HostConfig.NetworkMode}}")), QStringLiteral("host"));
        QVERIFY2(!inspect(container, QStringLiteral("{{range .Mounts}}{{.Source}} {{end}}")).contains(workspace),
            "the worktree is mounted, not copied");
        auto exec = [&](const QString &script) {
            return m_engine->docker({ QStringLiteral("exec"), QStringLiteral("--workdir"), workspace, container,
                QStringLiteral("sh"), QStringLiteral("-c"), script });
        };
        const auto copied = exec(QStringLiteral("cat draft.txt; git log --oneline"));
        QVERIFY2(copied.ok(), copied.err.constData());
        QVERIFY2(copied.out.contains("not committed") && copied.out.contains("one"), copied.out.constData());
        QVERIFY(exec(QStringLiteral("echo made inside > inside.txt")).ok());
        QVERIFY2(!QFileInfo::exists(workspace + QStringLiteral("/inside.txt")), "the worktree is shared, not copied");

        QVERIFY(docker->stopInstance(*created, false).ok());
        QCOMPARE(m_engine->containers(), QStringList { container });
        QCOMPARE(inspect(container, QStringLiteral("{{.State.Running}}")), QStringLiteral("false"));

        // The session goes on in the kept container, its work there.
        RecordedSteps again;
        ExecutorCreateRequest next = request(QStringLiteral("remote-2"), workspace, &again);
        next.sessionId = QStringLiteral("session-remote");
        next.taskId = QStringLiteral("task-remote");
        auto resumed = docker->createInstance(next);
        QVERIFY2(resumed, qPrintable(resumed.error()));
        QCOMPARE(resumed->metadata.value(QStringLiteral("container_name")).toString(), container);
        QVERIFY2(again.last.at(2).output.contains(QStringLiteral("kept with this session's work")),
            qPrintable(again.last.at(2).output));
        QVERIFY(resumed->client->health().ok());
        const auto kept = exec(QStringLiteral("cat inside.txt"));
        QCOMPARE(kept.out.trimmed(), QByteArray("made inside"));
        QVERIFY(docker->stopInstance(*resumed, true).ok());
        QCOMPARE(m_engine->containers(), QStringList { container });

        // A session's end keeps it; the task's end removes it.
        DockerEngine engine({ QStringLiteral("docker"), m_engine->tcpHost() });
        QVERIFY(engine.isRemote());
        auto sessionEnd = engine.removeLabelled(QStringLiteral("kandesk.session=session-remote"), 60'000, true);
        QVERIFY2(sessionEnd, qPrintable(sessionEnd.error()));
        QVERIFY(sessionEnd->isEmpty());
        QCOMPARE(m_engine->containers(), QStringList { container });
        auto taskEnd = engine.removeLabelled(QStringLiteral("kandesk.task=task-remote"));
        QVERIFY2(taskEnd, qPrintable(taskEnd.error()));
        QCOMPARE(*taskEnd, QStringList { container });
        QVERIFY(m_engine->containers().isEmpty());
    }

    void fullTurnInsideThenStopLeavesNothing()
    {
        const QString agent = test::acpSdkExampleAgent();
        if (agent.isEmpty())
            QSKIP("the ACP SDK example agent is missing: run packaging/setup-test-deps.sh");
        const QString workspace = makeWorktree(QStringLiteral("turn"));
        QVERIFY(!workspace.isEmpty());
        DockerSettings settings = imageSettings();
        settings.mounts += test::exampleAgentMounts();
        settings.memoryBytes = 512LL * 1024 * 1024;
        settings.cpus = 1;
        auto docker = backend(settings);
        RecordedSteps steps;
        QElapsedTimer clock;
        clock.start();
        auto created = docker->createInstance(request(QStringLiteral("turn"), workspace, &steps));
        QVERIFY2(created, qPrintable(created.error()));
        qInfo("container created and agentctl answering in %lld ms", clock.elapsed());
        QCOMPARE(steps.names(),
            (QStringList { QStringLiteral("Check the Docker engine"), QStringLiteral("Check the image ") + m_image,
                QStringLiteral("Create the container"), QStringLiteral("Copy agentctl in"),
                QStringLiteral("Start agentctl"), QStringLiteral("Create agent instance") }));
        for (const PrepareStep &step : std::as_const(steps.last))
            QVERIFY2(
                step.status == PrepareStepStatus::Completed, qPrintable(step.name + QStringLiteral(": ") + step.error));
        const ExecutorInstance instance = *created;
        const QString container = instance.metadata.value(QStringLiteral("container_name")).toString();
        QCOMPARE(m_engine->containers(), QStringList { container });
        QVERIFY2(instance.client->health().ok(), "agentctl in the container is not healthy");

        // git inside the container sees the worktree (its history lives in the repository's git folder).
        const auto status = m_engine->docker({ QStringLiteral("exec"), container, QStringLiteral("git"),
            QStringLiteral("-C"), workspace, QStringLiteral("log"), QStringLiteral("--oneline") });
        QVERIFY2(status.ok() && status.out.contains("one"), status.err.constData());

        const QString turn = test::runExampleAgentTurn(instance, agent);
        QVERIFY2(turn.isEmpty(), qPrintable(turn));

        clock.restart();
        const Status stopped = docker->stopInstance(instance, false);
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        qInfo("stopped and removed in %lld ms", clock.elapsed());
        QVERIFY(m_engine->containers().isEmpty());
        // A second stop of the same instance finds nothing to do and says it is fine.
        QVERIFY(docker->stopInstance(instance, true).ok());
    }

    // The repository's devcontainer.json names the image, an environment variable and a command run
    // once the container is up, whose output is in the prepare log.
    void devcontainerJsonIsApplied()
    {
        const QString workspace = makeWorktree(QStringLiteral("devcontainer"));
        QVERIFY(!workspace.isEmpty());
        QVERIFY(QDir(workspace).mkpath(QStringLiteral(".devcontainer")));
        QFile file(workspace + QStringLiteral("/.devcontainer/devcontainer.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(
            "{\n  // the tests' image\n  \"image\": \"%1\",\n"
            "  \"containerEnv\": { \"KANDESK_DEV\": \"in ${containerWorkspaceFolder}\", },\n"
            "  \"postCreateCommand\": \"echo post-create ran in $(pwd) > /tmp/post-create; cat /tmp/post-create\",\n"
            "}\n")
                       .arg(m_image)
                       .toUtf8());
        file.close();
        DockerSettings settings;
        settings.useDevcontainer = true;
        settings.network = QString(kDockerNetworkAuto);
        auto docker = backend(settings);
        RecordedSteps steps;
        auto created = docker->createInstance(request(QStringLiteral("devcontainer"), workspace, &steps));
        QVERIFY2(created, qPrintable(created.error()));
        QCOMPARE(steps.names(),
            (QStringList { QStringLiteral("Check the Docker engine"), QStringLiteral("Check the image ") + m_image,
                QStringLiteral("Create the container"), QStringLiteral("Copy agentctl in"),
                QStringLiteral("Start agentctl"), QStringLiteral("Run postCreateCommand"),
                QStringLiteral("Create agent instance") }));
        QVERIFY2(steps.last.at(5).output.contains(QStringLiteral("post-create ran in ") + workspace),
            qPrintable(steps.last.at(5).output));
        const QString container = created->metadata.value(QStringLiteral("container_name")).toString();
        const auto env = m_engine->docker(
            { QStringLiteral("exec"), container, QStringLiteral("printenv"), QStringLiteral("KANDESK_DEV") });
        QVERIFY2(env.ok(), env.err.constData());
        QCOMPARE(QString::fromUtf8(env.out.trimmed()), QStringLiteral("in ") + workspace);
        QVERIFY(docker->stopInstance(*created, false).ok());
        QVERIFY(m_engine->containers().isEmpty());
    }

    void aBrokenDevcontainerJsonIsSaidSo()
    {
        const QString workspace = m_scratch.filePath(QStringLiteral("broken-devcontainer"));
        QVERIFY(QDir().mkpath(workspace + QStringLiteral("/.devcontainer")));
        QFile file(workspace + QStringLiteral("/.devcontainer/devcontainer.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"image\": \"x\"\n  \"containerEnv\": {}\n}\n");
        file.close();
        DockerSettings settings;
        settings.useDevcontainer = true;
        RecordedSteps steps;
        auto result = backend(settings)->createInstance(request(QStringLiteral("brokendev"), workspace, &steps));
        QVERIFY(!result);
        QVERIFY2(result.error().contains(file.fileName() + QStringLiteral(", line 3: not valid JSON")),
            qPrintable(result.error()));
        QCOMPARE(steps.last.size(), 1);
        QCOMPARE(steps.last.at(0).status, PrepareStepStatus::Failed);
        QVERIFY(m_engine->containers().isEmpty());
    }

    void outOfMemoryIsSaidSo()
    {
        const QString workspace = m_scratch.filePath(QStringLiteral("oom"));
        QVERIFY(QDir().mkpath(workspace));
        DockerSettings settings = imageSettings();
        settings.memoryBytes = 64LL * 1024 * 1024;
        auto docker = backend(settings);
        RecordedSteps steps;
        auto created = docker->createInstance(request(QStringLiteral("oom"), workspace, &steps));
        QVERIFY2(created, qPrintable(created.error()));
        // An "agent" that takes memory until the kernel stops it.
        AgentConfiguration configuration;
        configuration.command = QStringLiteral("node");
        configuration.args = { QStringLiteral("node"), QStringLiteral("-e"),
            QStringLiteral("const a = []; for (;;) a.push(Buffer.alloc(1 << 20, 1));") };
        QVERIFY(created->client->configureAgent(configuration).ok());
        (void)created->client->start();
        QTRY_VERIFY_WITH_TIMEOUT(docker->stopReason(*created).contains(QStringLiteral("out-of-memory kill")), 60'000);
        QCOMPARE(docker->stopReason(*created),
            QStringLiteral(
                "the container ran out of memory (its limit is 64 MiB) and the kernel killed a process in it "
                "(out-of-memory kill)"));
        QVERIFY(docker->stopInstance(*created, true).ok());
        QVERIFY(m_engine->containers().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDockerExecutor)
#include "tst_dockerexecutor.moc"
