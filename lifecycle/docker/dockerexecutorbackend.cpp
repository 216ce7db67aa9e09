// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dockerexecutorbackend.h"

#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlbootstrap.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/docker/devcontainer.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/preparers/stepreporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

#include <optional>
#include <unistd.h>

namespace kandesk::docker {

namespace {

constexpr int kTotalSteps = 6;
constexpr int kEngineTimeoutMs = 60'000;

// The repository's git folder a worktree's .git file points to (gitdir: <repo>/.git/worktrees/<name>),
// or empty for a plain repository or folder.
QString worktreeCommonDir(const QString &workspace)
{
    QFile dotGit(QDir(workspace).filePath(QStringLiteral(".git")));
    if (!QFileInfo(dotGit.fileName()).isFile() || !dotGit.open(QIODevice::ReadOnly))
        return {};
    const QString line = QString::fromUtf8(dotGit.readLine()).trimmed();
    if (!line.startsWith(QLatin1String("gitdir:")))
        return {};
    QDir gitDir(QDir(workspace).absoluteFilePath(line.mid(7).trimmed()));
    QFile commonFile(gitDir.filePath(QStringLiteral("commondir")));
    if (commonFile.open(QIODevice::ReadOnly))
        return QDir::cleanPath(gitDir.absoluteFilePath(QString::fromUtf8(commonFile.readAll()).trimmed()));
    return {};
}

QString mountArgument(const QString &source, const QString &target, bool readOnly)
{
    return QStringLiteral("type=bind,source=%1,target=%2%3")
        .arg(source, target, readOnly ? QStringLiteral(",readonly") : QString());
}

// docker prints progress of a pull one layer per line; the last state of each line is enough for the log.
QString shortened(const QString &line)
{
    return line.size() > 200 ? line.left(200) + QStringLiteral("…") : line;
}

} // namespace

DockerExecutorBackend::DockerExecutorBackend(
    std::shared_ptr<AgentctlNetwork> network, Config config, SettingsResolver settings)
    : m_network(std::move(network))
    , m_config(std::move(config))
    , m_settings(std::move(settings))
    , m_engine(m_config.engine)
{ }

QString DockerExecutorBackend::name() const
{
    return QStringLiteral("docker");
}

QString DockerExecutorBackend::containerName(const QString &instanceId)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_.-]"));
    return QStringLiteral("kandesk-") + QString(instanceId).replace(unsafe, QStringLiteral("_"));
}

Outcome<ExecutorInstance> DockerExecutorBackend::createInstance(const ExecutorCreateRequest &request)
{
    const Expected<DockerSettings> resolved
        = m_settings ? m_settings(request) : Expected<DockerSettings>(Error { QStringLiteral("no settings") });
    // The repository's devcontainer.json, when the profile says so: read first, as its
    // postCreateCommand is a step of its own.
    std::optional<Expected<Devcontainer>> devcontainer;
    if (resolved && resolved->useDevcontainer)
        devcontainer = readDevcontainer(request.workspacePath);
    const bool postCreate = devcontainer && *devcontainer && !(*devcontainer)->postCreateCommands.isEmpty();
    StepReporter steps(request.onProgress, kTotalSteps + (postCreate ? 1 : 0));
    auto failStep = [&steps](const QString &message) -> Outcome<ExecutorInstance> {
        steps.fail(message);
        return LaunchError::failed(message);
    };

    steps.begin(QStringLiteral("Check the Docker engine"), QStringLiteral("docker version"));
    if (!resolved)
        return failStep(QStringLiteral("the Docker executor's settings cannot be read: %1").arg(resolved.error()));
    DockerSettings settings = *resolved;
    const Devcontainer dev = devcontainer && *devcontainer ? (*devcontainer).value() : Devcontainer {};
    if (devcontainer) {
        if (!*devcontainer)
            return failStep(devcontainer->error());
        if (!dev.image.isEmpty())
            settings.image = dev.image; // the repository's own choice wins over the profile's
        steps.appendOutput(QStringLiteral("%1: image %2, %3 environment variable(s), %4 mount(s)%5")
                               .arg(dev.file, dev.image.isEmpty() ? QStringLiteral("(none: the profile's)") : dev.image)
                               .arg(dev.containerEnv.size())
                               .arg(dev.mounts.size())
                               .arg(dev.remoteUser.isEmpty() ? QString() : QStringLiteral(", user ") + dev.remoteUser));
    }
    if (settings.image.isEmpty())
        return failStep(settings.useDevcontainer
                ? QStringLiteral("%1 names no image (building one from its build or dockerFile is not supported): "
                                 "add \"image\" to it or give the executor --image")
                      .arg(dev.file)
                : QStringLiteral("the Docker executor has no image: give it one with --image"));
    if (settings.network == QLatin1String("bridge"))
        return failStep(
            QStringLiteral("bridge networking is not supported yet (agentctl listens on the container's loopback); "
                           "use --network host or auto"));
    const DockerResult version = m_engine.version();
    if (!version.ok())
        return failStep(m_engine.describeFailure(version, QStringLiteral("cannot reach the Docker engine")));
    steps.appendOutput(QStringLiteral("Docker engine %1 at %2")
                     .arg(QString::fromUtf8(version.out.trimmed()), m_engine.hostDescription()));
    steps.succeed();

    steps.begin(QStringLiteral("Check the image %1").arg(settings.image),
        QStringLiteral("docker image inspect %1").arg(settings.image));
    const DockerResult present
        = m_engine.run({ QStringLiteral("image"), QStringLiteral("inspect"), QStringLiteral("--format"),
                           QStringLiteral("{{.Id}}"), settings.image },
            kEngineTimeoutMs);
    if (!present.ok()) {
        if (!present.started
            || !QString::fromLocal8Bit(present.err).contains(QLatin1String("No such image"), Qt::CaseInsensitive))
            return failStep(m_engine.describeFailure(present, QStringLiteral("cannot look the image up")));
        steps.appendOutput(QStringLiteral("not on this engine: pulling %1").arg(settings.image));
        const DockerResult pulled = m_engine.run({ QStringLiteral("pull"), settings.image }, m_config.pullTimeoutMs, {},
            [&steps](const QString &line) { steps.appendOutput(shortened(line)); });
        if (!pulled.ok())
            return failStep(QStringLiteral("the image %1 is missing and cannot be pulled: %2")
                                .arg(settings.image, m_engine.describeFailure(pulled, QStringLiteral("docker pull"))));
    } else {
        steps.appendOutput(QString::fromUtf8(present.out.trimmed()));
    }
    steps.succeed();

    const QString container = containerName(request.instanceId);
    const QString bundle = QFileInfo(m_config.portableTarball).fileName().remove(QStringLiteral(".tar.gz"));
    const QString nonce = request.bootstrapNonce.isEmpty() ? newBootstrapNonce() : request.bootstrapNonce;
    QStringList create { QStringLiteral("create"), QStringLiteral("--name"), container, QStringLiteral("--label"),
        QStringLiteral("kandesk.instance=%1").arg(request.instanceId), QStringLiteral("--label"),
        QStringLiteral("kandesk.task=%1").arg(request.taskId), QStringLiteral("--label"),
        QStringLiteral("kandesk.session=%1").arg(request.sessionId),
        // docker-init reaps what the agent leaves behind; agentctl stays the main process.
        QStringLiteral("--init"), QStringLiteral("--network"), QStringLiteral("host"), QStringLiteral("--env"),
        QStringLiteral("%1=%2").arg(wire::kBootstrapNonceEnv, nonce) };
    // Files written in the mounted worktree belong to the user here, unless devcontainer.json names its own.
    create << QStringLiteral("--user")
           << (dev.remoteUser.isEmpty() ? QStringLiteral("%1:%2").arg(::getuid()).arg(::getgid()) : dev.remoteUser);
    if (::getuid() != 0 && dev.remoteUser.isEmpty())
        create << QStringLiteral("--env") << QStringLiteral("HOME=/tmp");
    for (auto it = dev.containerEnv.cbegin(); it != dev.containerEnv.cend(); ++it)
        create << QStringLiteral("--env") << it.key() + QLatin1Char('=') + it.value();
    if (!request.workspacePath.isEmpty()) {
        create << QStringLiteral("--mount") << mountArgument(request.workspacePath, request.workspacePath, false)
               << QStringLiteral("--workdir") << request.workspacePath;
        // A worktree's history lives in its repository's git folder: git in the container needs it.
        const QString common = worktreeCommonDir(request.workspacePath);
        if (!common.isEmpty() && !common.startsWith(request.workspacePath + QLatin1Char('/')))
            create << QStringLiteral("--mount") << mountArgument(common, common, false);
    }
    for (const DockerMount &mount : settings.mounts)
        create << QStringLiteral("--mount") << mountArgument(mount.source, mount.target, mount.readOnly);
    for (const QString &mount : dev.mounts)
        create << QStringLiteral("--mount") << mount;
    if (settings.memoryBytes > 0) // the same for swap: no swap, so a container over its limit is killed, not slowed
        create << QStringLiteral("--memory") << QString::number(settings.memoryBytes) << QStringLiteral("--memory-swap")
               << QString::number(settings.memoryBytes);
    if (settings.cpus > 0)
        create << QStringLiteral("--cpus") << QString::number(settings.cpus);
    create << settings.image << QStringLiteral("/%1/agentctl").arg(bundle) << QStringLiteral("--port")
           << QStringLiteral("0");

    steps.begin(QStringLiteral("Create the container"),
        QStringLiteral("docker create --name %1 … %2").arg(container, settings.image));
    // A container the session had before (its Kandesk was killed, or it stopped): the new one replaces it.
    if (!request.sessionId.isEmpty()) {
        const auto leftovers
            = m_engine.removeLabelled(QStringLiteral("kandesk.session=%1").arg(request.sessionId), kEngineTimeoutMs);
        if (!leftovers)
            return failStep(leftovers.error());
        for (const QString &old : *leftovers)
            steps.appendOutput(QStringLiteral("removed %1, left of this session before").arg(old));
    }
    const DockerResult created = m_engine.run(create, kEngineTimeoutMs);
    if (!created.ok())
        return failStep(m_engine.describeFailure(created, QStringLiteral("cannot create the container")));
    const QString containerId = QString::fromUtf8(created.out.trimmed());
    steps.appendOutput(QStringLiteral("%1 (%2), worktree %3 mounted at the same path")
                     .arg(container, containerId.left(12), request.workspacePath));
    steps.succeed();

    auto abandon = [this, &steps, &container](const QString &message) -> Outcome<ExecutorInstance> {
        steps.fail(message);
        const DockerResult removed
            = m_engine.run({ QStringLiteral("rm"), QStringLiteral("--force"), container }, kEngineTimeoutMs);
        if (!removed.ok())
            qCWarning(lcLifecycle).noquote()
                << "cannot remove container" << container << QString::fromLocal8Bit(removed.err);
        return LaunchError::failed(message);
    };

    steps.begin(QStringLiteral("Copy agentctl in"),
        QStringLiteral("docker cp %1 %2:/").arg(QFileInfo(m_config.portableTarball).fileName(), container));
    if (!QFileInfo(m_config.portableTarball).isFile())
        return abandon(QStringLiteral("the portable agentctl is missing at %1 (build the agentctl_portable target)")
                           .arg(m_config.portableTarball));
    const DockerResult copied
        = m_engine.run({ QStringLiteral("cp"), QStringLiteral("-"), container + QStringLiteral(":/") },
            kEngineTimeoutMs, m_config.portableTarball);
    if (!copied.ok())
        return abandon(m_engine.describeFailure(copied, QStringLiteral("cannot copy agentctl into the container")));
    steps.succeed();

    steps.begin(QStringLiteral("Start agentctl"), QStringLiteral("docker start %1").arg(container));
    const DockerResult started = m_engine.run({ QStringLiteral("start"), container }, kEngineTimeoutMs);
    if (!started.ok())
        return abandon(m_engine.describeFailure(started, QStringLiteral("cannot start the container")));
    // agentctl prints its port once listening; the container's log has it.
    static const QRegularExpression listening(QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+)"));
    int port = 0;
    QElapsedTimer waited;
    waited.start();
    for (int delayMs = 20; port == 0; delayMs = qMin(delayMs * 2, 500)) {
        const DockerResult logs = m_engine.run({ QStringLiteral("logs"), container }, kEngineTimeoutMs);
        const QRegularExpressionMatch match = listening.match(QString::fromLocal8Bit(logs.out + logs.err));
        if (match.hasMatch()) {
            port = match.captured(1).toInt();
            break;
        }
        const ContainerState state = m_engine.inspect(container);
        if (state.status != QLatin1String("running") || waited.elapsed() > m_config.startBudgetMs) {
            const QString tail = QString::fromLocal8Bit(QByteArray(logs.out + logs.err).trimmed().right(400));
            return abandon(
                QStringLiteral("agentctl did not start inside the container (the image's C library: %1): %2%3")
                    .arg(imageLibc(container), DockerEngine::describeStop(state, settings.memoryBytes),
                        tail.isEmpty() ? QString() : QStringLiteral("; its output: ") + tail));
        }
        QThread::msleep(static_cast<unsigned long>(delayMs));
    }
    const HttpReply health
        = m_network->send("GET", loopbackUrl(port, wire::route::kHealth), {}, {}, m_config.requestTimeoutMs);
    if (health.status != 200)
        return abandon(QStringLiteral("agentctl in the container is not healthy on port %1: %2")
                           .arg(port)
                           .arg(describeHttpFailure(health)));
    const auto token = exchangeBootstrapNonce(*m_network, port, nonce, m_config.requestTimeoutMs);
    if (!token)
        return abandon(QStringLiteral("agentctl in the container refused the bootstrap handshake: %1").arg(token.error()));
    steps.appendOutput(QStringLiteral("agentctl listening on 127.0.0.1:%1 (host network)").arg(port));
    steps.succeed();

    for (qsizetype index = 0; index < dev.postCreateCommands.size(); ++index) {
        const QStringList &argv = dev.postCreateCommands.at(index);
        if (index == 0)
            steps.begin(QStringLiteral("Run postCreateCommand"), argv.join(QLatin1Char(' ')));
        else
            steps.appendOutput(QStringLiteral("$ ") + argv.join(QLatin1Char(' ')));
        QStringList exec { QStringLiteral("exec") };
        if (!request.workspacePath.isEmpty())
            exec << QStringLiteral("--workdir") << request.workspacePath;
        exec << container;
        exec += argv;
        const DockerResult ran = m_engine.run(exec, m_config.postCreateTimeoutMs, {},
            [&steps](const QString &line) { steps.appendOutput(shortened(line)); });
        const QString errors = QString::fromLocal8Bit(ran.err).trimmed();
        if (!errors.isEmpty())
            steps.appendOutput(errors.right(2000));
        if (!ran.ok())
            return abandon(ran.timedOut
                    ? QStringLiteral("postCreateCommand of %1 did not finish in %2 s")
                          .arg(dev.file)
                          .arg(m_config.postCreateTimeoutMs / 1000)
                    : QStringLiteral("postCreateCommand of %1 failed (exit code %2)%3")
                          .arg(dev.file)
                          .arg(ran.exitCode)
                          .arg(errors.isEmpty() ? QString()
                                                : QStringLiteral(": ") + errors.section(QLatin1Char('\n'), -1)));
    }
    if (!dev.postCreateCommands.isEmpty())
        steps.succeed();

    steps.begin(QStringLiteral("Create agent instance"));
    const auto agentInstance
        = createAgentInstance(*m_network, port, *token, request, request.workspacePath, m_config.requestTimeoutMs);
    if (!agentInstance)
        return abandon(QStringLiteral("agentctl could not create the agent instance: %1").arg(agentInstance.error()));
    steps.succeed();

    ExecutorInstance instance;
    instance.instanceId = agentInstance->id;
    instance.runtimeName = name();
    instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(agentInstance->port));
    instance.agentctlPort = agentInstance->port;
    instance.workspacePath = request.workspacePath;
    instance.authToken = *token;
    instance.bootstrapNonce = nonce;
    instance.metadata.insert(QStringLiteral("agentctl_control_port"), port);
    instance.metadata.insert(QStringLiteral("container_name"), container);
    instance.metadata.insert(QStringLiteral("container_id"), containerId);
    instance.metadata.insert(QStringLiteral("docker_image"), settings.image);
    instance.metadata.insert(QStringLiteral("docker_memory_bytes"), settings.memoryBytes);
    // The container outlives this process: whoever finds it after a restart asks whether we still run.
    instance.metadata.insert(QLatin1String(kOwnerPidKey), QCoreApplication::applicationPid());
    instance.client = std::make_shared<AgentctlHttpClient>(
        m_network, instance.agentctlUrl, *token, instance.instanceId, m_config.requestTimeoutMs);
    return instance;
}

LaunchStatus DockerExecutorBackend::stopInstance(const ExecutorInstance &instance, bool force)
{
    if (instance.client)
        instance.client->close();
    const QString container
        = instance.metadata.value(QStringLiteral("container_name"), containerName(instance.instanceId)).toString();
    if (!force) {
        // agentctl ends its agent's process group on SIGTERM; docker kills what is left after the grace.
        const DockerResult stopped = m_engine.run(
            { QStringLiteral("stop"), QStringLiteral("--time"), QString::number(m_config.stopGraceSeconds), container },
            kEngineTimeoutMs + m_config.stopGraceSeconds * 1000);
        if (!stopped.ok()
            && !QString::fromLocal8Bit(stopped.err).contains(QLatin1String("No such container"), Qt::CaseInsensitive))
            qCWarning(lcLifecycle).noquote()
                << "docker stop" << container << "failed:" << QString::fromLocal8Bit(stopped.err).trimmed();
    }
    // The worktree is bind-mounted, so the container holds no work of its own: it goes.
    const DockerResult removed
        = m_engine.run({ QStringLiteral("rm"), QStringLiteral("--force"), container }, kEngineTimeoutMs);
    if (removed.ok()
        || QString::fromLocal8Bit(removed.err).contains(QLatin1String("No such container"), Qt::CaseInsensitive))
        return {};
    return LaunchError::failed(
        m_engine.describeFailure(removed, QStringLiteral("cannot remove the container %1").arg(container)));
}

QString DockerExecutorBackend::imageLibc(const QString &container) const
{
    // docker cp reads a stopped container's files too; the dynamic loader names the C library.
    const QList<std::pair<QString, QString>> loaders { { QStringLiteral("/lib/ld-musl-x86_64.so.1"),
                                                           QStringLiteral("musl") },
        { QStringLiteral("/lib64/ld-linux-x86-64.so.2"), QStringLiteral("glibc") },
        { QStringLiteral("/lib/ld-musl-aarch64.so.1"), QStringLiteral("musl") },
        { QStringLiteral("/lib/ld-linux-aarch64.so.1"), QStringLiteral("glibc") } };
    for (const auto &[path, libc] : loaders) {
        if (m_engine
                .run({ QStringLiteral("cp"), QStringLiteral("--follow-link"), container + QLatin1Char(':') + path,
                         QStringLiteral("-") },
                    kEngineTimeoutMs)
                .ok())
            return libc;
    }
    return QStringLiteral("none found");
}

QString DockerExecutorBackend::stopReason(const ExecutorInstance &instance) const
{
    const QString container
        = instance.metadata.value(QStringLiteral("container_name"), containerName(instance.instanceId)).toString();
    return DockerEngine::describeStop(
        m_engine.inspect(container), instance.metadata.value(QStringLiteral("docker_memory_bytes")).toLongLong());
}

} // namespace kandesk::docker
