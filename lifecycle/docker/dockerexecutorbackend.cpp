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
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
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
                                 "add \"image\" to it or give the executor an image")
                      .arg(dev.file)
                : QStringLiteral("the Docker executor has no image: give it one (Settings ▸ Executors, or kandesk executor add --image)"));
    const DockerResult version = m_engine.version();
    if (!version.ok())
        return failStep(m_engine.describeFailure(version, QStringLiteral("cannot reach the Docker engine")));
    // auto: the bridge when the engine has one (the agent is kept off the host's loopback services),
    // else the host's network.
    const bool bridgeAsked = settings.network == QLatin1String("bridge");
    bool bridged = false;
    if (bridgeAsked || settings.network.isEmpty() || settings.network == kDockerNetworkAuto) {
        const Expected<bool> hasBridge = m_engine.hasDefaultBridge(kEngineTimeoutMs);
        if (!hasBridge)
            return failStep(hasBridge.error());
        if (!*hasBridge && bridgeAsked)
            return failStep(QStringLiteral("the executor asks for bridge networking, but the Docker engine at %1 has "
                                           "no bridge network (its dockerd runs with --bridge none): set the "
                                           "executor's network to host or auto")
                                .arg(m_engine.hostDescription()));
        bridged = *hasBridge;
    }
    const bool remote = m_engine.isRemote();
    steps.appendOutput(
        QStringLiteral("Docker engine %1 at %2%3")
            .arg(QString::fromUtf8(version.out.trimmed()), m_engine.hostDescription(),
                remote ? QStringLiteral(" (another machine's files: the worktree is copied in)") : QString()));
    steps.appendOutput(bridged ? QStringLiteral("network: the engine's bridge, agentctl's ports published on 127.0.0.1")
            : bridgeAsked || settings.network == QLatin1String("host")
            ? QStringLiteral("network: the host's")
            : QStringLiteral("network: the host's (the engine has no bridge network)"));
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

    QString container = containerName(request.instanceId);
    const QString bundle = QFileInfo(m_config.portableTarball).fileName().remove(QStringLiteral(".tar.gz"));
    QString nonce = request.bootstrapNonce.isEmpty() ? newBootstrapNonce() : request.bootstrapNonce;
    // On a remote engine a session's stopped container holds its work: the session goes on in it.
    const KeptContainer kept = remote ? keptContainer(request.sessionId) : KeptContainer {};
    if (!kept.error.isEmpty())
        return failStep(kept.error);
    if (!kept.name.isEmpty()) {
        container = kept.name;
        nonce = kept.nonce; // fixed when it was created; a restarted agentctl accepts it once again
        bridged = kept.bridged; // so were its network and agentctl's command line
    }
    QStringList create { QStringLiteral("create"), QStringLiteral("--name"), container, QStringLiteral("--label"),
        QStringLiteral("kandesk.instance=%1").arg(request.instanceId), QStringLiteral("--label"),
        QStringLiteral("kandesk.task=%1").arg(request.taskId), QStringLiteral("--label"),
        QStringLiteral("kandesk.session=%1").arg(request.sessionId),
        // docker-init reaps what the agent leaves behind; agentctl stays the main process.
        QStringLiteral("--init"), QStringLiteral("--network"),
        bridged ? QStringLiteral("bridge") : QStringLiteral("host"), QStringLiteral("--env"),
        QStringLiteral("%1=%2").arg(wire::kBootstrapNonceEnv, nonce) };
    // Published on the engine machine's loopback only, at ports the engine picks at each start.
    if (bridged)
        create << QStringLiteral("--publish") << QStringLiteral("127.0.0.1::%1").arg(kContainerControlPort)
               << QStringLiteral("--publish") << QStringLiteral("127.0.0.1::%1").arg(kContainerInstancePort);
    // The agent runs as this machine's user (uid:gid), also when devcontainer.json names a remoteUser:
    // what it writes in the bind-mounted worktree must stay the user's own files (editable, committable,
    // removable without root). Changing the remoteUser's uid inside the image instead (as some tools do)
    // needs a writable /etc/passwd and a usermod in every image; running under the host's ids needs
    // nothing of the image. The remoteUser is said in the prepare log.
    // On a remote engine the worktree is a copy on the engine's machine, where this machine's ids mean
    // nothing: the image's user (or the remoteUser) runs it, and the copy is made theirs once it runs.
    const QString runAs = remote ? dev.remoteUser : QStringLiteral("%1:%2").arg(::getuid()).arg(::getgid());
    if (!runAs.isEmpty())
        create << QStringLiteral("--user") << runAs;
    if (!remote && ::getuid() != 0)
        create << QStringLiteral("--env") << QStringLiteral("HOME=/tmp");
    if (remote)
        create << QStringLiteral("--label") << QString(kKeptWorkLabel) + QStringLiteral("=copy");
    for (auto it = dev.containerEnv.cbegin(); it != dev.containerEnv.cend(); ++it)
        create << QStringLiteral("--env") << it.key() + QLatin1Char('=') + it.value();
    // A worktree's history lives in its repository's git folder: git in the container needs it.
    QStringList worktreeFolders;
    if (!request.workspacePath.isEmpty()) {
        worktreeFolders << request.workspacePath;
        const QString common = worktreeCommonDir(request.workspacePath);
        if (!common.isEmpty() && !common.startsWith(request.workspacePath + QLatin1Char('/')))
            worktreeFolders << common;
        create << QStringLiteral("--workdir") << request.workspacePath;
        if (!remote) {
            for (const QString &folder : std::as_const(worktreeFolders))
                create << QStringLiteral("--mount") << mountArgument(folder, folder, false);
        }
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
    create << settings.image << QStringLiteral("/%1/agentctl").arg(bundle);
    // On the bridge the published ports must reach it: the container's every address (the nonce is set,
    // so agentctl asks the bearer token of every request).
    if (bridged)
        create << QStringLiteral("--address") << QStringLiteral("0.0.0.0") << QStringLiteral("--port")
               << QString::number(kContainerControlPort);
    else
        create << QStringLiteral("--port") << QStringLiteral("0");

    steps.begin(QStringLiteral("Create the container"),
        QStringLiteral("docker create --name %1 … %2").arg(container, settings.image));
    if (!dev.remoteUser.isEmpty() && !remote)
        steps.appendOutput(QStringLiteral("remoteUser %1 of %2: the agent runs as uid %3, gid %4 (yours), so the "
                                          "files it writes in the worktree are yours")
                               .arg(dev.remoteUser, dev.file)
                               .arg(::getuid())
                               .arg(::getgid()));
    // A container the session had before (its Kandesk was killed, or it stopped): the new one replaces
    // it, unless it holds the session's work on a remote engine.
    if (!kept.name.isEmpty()) {
        steps.appendOutput(QStringLiteral("%1 kept with this session's work (the engine has its own files): "
                                          "the session goes on in it")
                               .arg(container));
    } else if (!request.sessionId.isEmpty()) {
        const auto leftovers
            = m_engine.removeLabelled(QStringLiteral("kandesk.session=%1").arg(request.sessionId), kEngineTimeoutMs);
        if (!leftovers)
            return failStep(leftovers.error());
        for (const QString &old : *leftovers)
            steps.appendOutput(QStringLiteral("removed %1, left of this session before").arg(old));
    }
    QString containerId = kept.id;
    if (kept.name.isEmpty()) {
        const DockerResult created = m_engine.run(create, kEngineTimeoutMs);
        if (!created.ok())
            return failStep(m_engine.describeFailure(created, QStringLiteral("cannot create the container")));
        containerId = QString::fromUtf8(created.out.trimmed());
    }

    auto abandon = [this, &steps, &container, &kept](const QString &message) -> Outcome<ExecutorInstance> {
        steps.fail(message);
        // A kept container still holds the session's work: stopped, not removed.
        const DockerResult removed = m_engine.run(kept.name.isEmpty()
                ? QStringList { QStringLiteral("rm"), QStringLiteral("--force"), container }
                : QStringList { QStringLiteral("stop"), QStringLiteral("--time"), QStringLiteral("1"), container },
            kEngineTimeoutMs);
        if (!removed.ok())
            qCWarning(lcLifecycle).noquote()
                << "cannot remove or stop container" << container << QString::fromLocal8Bit(removed.err);
        return LaunchError::failed(message);
    };

    if (kept.name.isEmpty() && remote && !worktreeFolders.isEmpty()) {
        const QString copied = copyFoldersIn(container, worktreeFolders);
        if (!copied.isEmpty())
            return abandon(copied);
        steps.appendOutput(QStringLiteral("%1 (%2), worktree %3 copied in at the same path")
                               .arg(container, containerId.left(12), request.workspacePath));
    } else if (kept.name.isEmpty()) {
        steps.appendOutput(QStringLiteral("%1 (%2), worktree %3 mounted at the same path")
                               .arg(container, containerId.left(12), request.workspacePath));
    }
    steps.succeed();

    steps.begin(QStringLiteral("Copy agentctl in"),
        QStringLiteral("docker cp %1 %2:/").arg(QFileInfo(m_config.portableTarball).fileName(), container));
    if (!QFileInfo(m_config.portableTarball).isFile())
        return abandon(QStringLiteral("Kandesk's portable agentctl is missing (%1): reinstall Kandesk (its package puts it in "
                                         "libexec/kandesk/portable), or build the agentctl_portable target of a build tree")
                           .arg(m_config.portableTarball));
    const DockerResult copied
        = m_engine.run({ QStringLiteral("cp"), QStringLiteral("-"), container + QStringLiteral(":/") },
            kEngineTimeoutMs, m_config.portableTarball);
    if (!copied.ok())
        return abandon(m_engine.describeFailure(copied, QStringLiteral("cannot copy agentctl into the container")));
    steps.succeed();

    steps.begin(QStringLiteral("Start agentctl"), QStringLiteral("docker start %1").arg(container));
    // agentctl prints its port once listening; the container's log has it (a kept container's log also
    // has the lines of its earlier runs: the new one is the line after those).
    static const QRegularExpression listening(QStringLiteral("listening on [0-9.]+:(\\d+)"));
    auto lastListening = [this, &container](int *count) {
        const DockerResult logs = m_engine.run({ QStringLiteral("logs"), container }, kEngineTimeoutMs);
        int port = 0;
        *count = 0;
        for (auto it = listening.globalMatch(QString::fromLocal8Bit(logs.out + logs.err)); it.hasNext(); ++*count)
            port = it.next().captured(1).toInt();
        return std::make_pair(port, logs);
    };
    int earlierRuns = 0;
    if (!kept.name.isEmpty()) {
        if (kept.running) // its Kandesk was killed: its agentctl waits for a Kandesk no longer there
            m_engine.run({ QStringLiteral("stop"), QStringLiteral("--time"), QString::number(m_config.stopGraceSeconds),
                             container },
                kEngineTimeoutMs + m_config.stopGraceSeconds * 1000);
        lastListening(&earlierRuns);
    }
    const DockerResult started = m_engine.run({ QStringLiteral("start"), container }, kEngineTimeoutMs);
    if (!started.ok())
        return abandon(m_engine.describeFailure(started, QStringLiteral("cannot start the container")));
    int port = 0;
    QElapsedTimer waited;
    waited.start();
    for (int delayMs = 20; port == 0; delayMs = qMin(delayMs * 2, 500)) {
        int runs = 0;
        const auto [found, logs] = lastListening(&runs);
        if (runs > earlierRuns) {
            port = found;
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
    int publishedInstancePort = 0;
    if (bridged) {
        const Expected<int> control
            = m_engine.publishedLoopbackPort(container, kContainerControlPort, kEngineTimeoutMs);
        const Expected<int> instancePort
            = m_engine.publishedLoopbackPort(container, kContainerInstancePort, kEngineTimeoutMs);
        if (!control || !instancePort)
            return abandon(!control ? control.error() : instancePort.error());
        port = *control;
        publishedInstancePort = *instancePort;
    }
    const HttpReply health
        = m_network->send("GET", loopbackUrl(port, wire::route::kHealth), {}, {}, m_config.requestTimeoutMs);
    if (health.status != 200)
        return abandon(QStringLiteral("agentctl in the container is not healthy on port %1: %2")
                           .arg(port)
                           .arg(describeHttpFailure(health)));
    const auto token = exchangeBootstrapNonce(*m_network, port, nonce, m_config.requestTimeoutMs);
    if (!token)
        return abandon(
            QStringLiteral("agentctl in the container refused the bootstrap handshake: %1").arg(token.error()));
    if (bridged)
        steps.appendOutput(QStringLiteral("agentctl listening on the container's port %1, published on 127.0.0.1:%2 "
                                          "(bridge network; the agent's port %3 on 127.0.0.1:%4)")
                               .arg(kContainerControlPort)
                               .arg(port)
                               .arg(kContainerInstancePort)
                               .arg(publishedInstancePort));
    else
        steps.appendOutput(QStringLiteral("agentctl listening on 127.0.0.1:%1 (host network)").arg(port));
    if (kept.name.isEmpty() && remote && !runAs.isEmpty() && !worktreeFolders.isEmpty()) {
        // docker cp unpacks as root; the remoteUser that runs the agent must be able to write its copy.
        const DockerResult owned
            = m_engine.run(QStringList { QStringLiteral("exec"), QStringLiteral("--user"), QStringLiteral("0"),
                               container, QStringLiteral("chown"), QStringLiteral("-R"),
                               runAs.contains(QLatin1Char(':')) ? runAs : runAs + QLatin1Char(':') }
                    + worktreeFolders,
                m_config.copyTimeoutMs);
        if (!owned.ok())
            return abandon(m_engine.describeFailure(
                owned, QStringLiteral("cannot give the worktree's copy to the remoteUser %1").arg(runAs)));
    }
    steps.succeed();

    if (!kept.name.isEmpty() && !dev.postCreateCommands.isEmpty()) {
        steps.begin(
            QStringLiteral("Run postCreateCommand"), dev.postCreateCommands.constFirst().join(QLatin1Char(' ')));
        steps.appendOutput(QStringLiteral("ran when %1 was created").arg(container));
        steps.succeed();
    }
    for (qsizetype index = 0; kept.name.isEmpty() && index < dev.postCreateCommands.size(); ++index) {
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
    if (kept.name.isEmpty() && !dev.postCreateCommands.isEmpty())
        steps.succeed();

    steps.begin(QStringLiteral("Create agent instance"));
    const auto agentInstance = createAgentInstance(*m_network, port, *token, request, request.workspacePath,
        m_config.requestTimeoutMs, bridged ? kContainerInstancePort : 0);
    if (!agentInstance)
        return abandon(QStringLiteral("agentctl could not create the agent instance: %1").arg(agentInstance.error()));
    if (bridged && agentInstance->port != kContainerInstancePort)
        return abandon(QStringLiteral("agentctl in the container put the agent instance on port %1, not on the "
                                      "published port %2")
                           .arg(agentInstance->port)
                           .arg(kContainerInstancePort));
    const int instancePort = bridged ? publishedInstancePort : agentInstance->port;
    steps.succeed();

    ExecutorInstance instance;
    instance.instanceId = agentInstance->id;
    instance.runtimeName = name();
    instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(instancePort));
    instance.agentctlPort = instancePort;
    instance.workspacePath = request.workspacePath;
    instance.authToken = *token;
    instance.bootstrapNonce = nonce;
    instance.metadata.insert(QStringLiteral("agentctl_control_port"), port);
    instance.metadata.insert(QStringLiteral("container_name"), container);
    instance.metadata.insert(QStringLiteral("container_id"), containerId);
    instance.metadata.insert(
        QStringLiteral("docker_network"), bridged ? QStringLiteral("bridge") : QStringLiteral("host"));
    instance.metadata.insert(QStringLiteral("docker_image"), settings.image);
    instance.metadata.insert(QStringLiteral("docker_memory_bytes"), settings.memoryBytes);
    // Its worktree is a copy on the engine's machine: stopping keeps the container (removed with its task).
    instance.metadata.insert(QStringLiteral("workspace_copied"), remote);
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
    const bool keep = instance.metadata.value(QStringLiteral("workspace_copied")).toBool();
    if (!force || keep) {
        // agentctl ends its agent's process group on SIGTERM; docker kills what is left after the grace.
        const int grace = force ? 0 : m_config.stopGraceSeconds;
        const DockerResult stopped
            = m_engine.run({ QStringLiteral("stop"), QStringLiteral("--time"), QString::number(grace), container },
                kEngineTimeoutMs + grace * 1000);
        const bool gone
            = QString::fromLocal8Bit(stopped.err).contains(QLatin1String("No such container"), Qt::CaseInsensitive);
        if (!stopped.ok() && !gone) {
            qCWarning(lcLifecycle).noquote()
                << "docker stop" << container << "failed:" << QString::fromLocal8Bit(stopped.err).trimmed();
            if (keep)
                return LaunchError::failed(
                    m_engine.describeFailure(stopped, QStringLiteral("cannot stop the container %1").arg(container)));
        }
        // The copied worktree is the session's work, on the engine's machine only: kept, stopped, until
        // the task finishes or is deleted (application/tasks/taskcontainers.h).
        if (keep)
            return {};
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

DockerExecutorBackend::KeptContainer DockerExecutorBackend::keptContainer(const QString &sessionId) const
{
    KeptContainer kept;
    if (sessionId.isEmpty())
        return kept;
    const DockerResult listed
        = m_engine.run({ QStringLiteral("ps"), QStringLiteral("--all"), QStringLiteral("--filter"),
                           QStringLiteral("label=kandesk.session=%1").arg(sessionId), QStringLiteral("--filter"),
                           QStringLiteral("label=%1=copy").arg(kKeptWorkLabel), QStringLiteral("--format"),
                           QStringLiteral("{{.Names}}") },
            kEngineTimeoutMs);
    if (!listed.ok()) {
        kept.error = m_engine.describeFailure(listed, QStringLiteral("cannot look for the session's kept container"));
        return kept;
    }
    const QStringList names = QString::fromUtf8(listed.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (names.isEmpty())
        return kept;
    const DockerResult inspected
        = m_engine.run({ QStringLiteral("container"), QStringLiteral("inspect"), QStringLiteral("--format"),
                           QStringLiteral("{{.Id}} {{.State.Running}} {{.HostConfig.NetworkMode}}"
                                          "{{range .Config.Env}}\n{{.}}{{end}}"),
                           names.constFirst() },
            kEngineTimeoutMs);
    if (!inspected.ok()) {
        kept.error = m_engine.describeFailure(
            inspected, QStringLiteral("cannot inspect the kept container %1").arg(names.constFirst()));
        return kept;
    }
    const QStringList lines = QString::fromUtf8(inspected.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QString prefix = QString(wire::kBootstrapNonceEnv) + QLatin1Char('=');
    for (const QString &line : lines) {
        if (line.startsWith(prefix))
            kept.nonce = line.mid(prefix.size());
    }
    if (lines.isEmpty() || kept.nonce.isEmpty()) {
        kept.error = QStringLiteral("the kept container %1 of this session has no bootstrap nonce: remove it "
                                    "(docker rm %1) to start afresh, or finish the task")
                         .arg(names.constFirst());
        return kept;
    }
    kept.name = names.constFirst();
    kept.id = lines.constFirst().section(QLatin1Char(' '), 0, 0);
    kept.running = lines.constFirst().section(QLatin1Char(' '), 1, 1) == QLatin1String("true");
    kept.bridged = lines.constFirst().section(QLatin1Char(' '), 2, 2) != QLatin1String("host");
    return kept;
}

QString DockerExecutorBackend::copyFoldersIn(const QString &container, const QStringList &folders) const
{
    // One tar of the folders at their absolute paths, unpacked by the engine as the container's root
    // (docker cp --archive would keep this machine's ids, which mean nothing on the engine's machine,
    // and fails on an image without a passwd entry for them).
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return QStringLiteral("cannot make a scratch folder to pack the worktree: %1").arg(scratch.errorString());
    const QString archive = scratch.filePath(QStringLiteral("worktree.tar"));
    QStringList relative;
    for (const QString &folder : folders)
        relative << QDir::cleanPath(folder).mid(1);
    QProcess tar;
    tar.setStandardInputFile(QProcess::nullDevice());
    tar.start(QStringLiteral("tar"),
        QStringList { QStringLiteral("--create"), QStringLiteral("--file"), archive, QStringLiteral("--directory"),
            QStringLiteral("/") }
            + relative);
    QElapsedTimer clock;
    clock.start();
    const bool started = tar.waitForStarted(10'000);
    while (started && tar.state() != QProcess::NotRunning && clock.elapsed() < m_config.copyTimeoutMs)
        tar.waitForFinished(1'000);
    if (!started || tar.state() != QProcess::NotRunning || tar.exitStatus() != QProcess::NormalExit
        || tar.exitCode() != 0) {
        const QString why = !started ? tar.errorString()
            : tar.state() != QProcess::NotRunning
            ? QStringLiteral("tar did not finish in %1 s").arg(m_config.copyTimeoutMs / 1000)
            : QStringLiteral("tar exited with code %1 (%2): %3")
                  .arg(tar.exitCode())
                  .arg(tar.errorString(), QString::fromLocal8Bit(tar.readAllStandardError()).trimmed());
        tar.kill();
        tar.waitForFinished(5'000);
        return QStringLiteral("cannot pack the worktree %1 to copy it in: %2").arg(folders.constFirst(), why);
    }
    const DockerResult copied
        = m_engine.run({ QStringLiteral("cp"), QStringLiteral("-"), container + QStringLiteral(":/") },
            m_config.copyTimeoutMs, archive);
    if (!copied.ok())
        return m_engine.describeFailure(
            copied, QStringLiteral("cannot copy the worktree %1 into the container").arg(folders.constFirst()));
    return {};
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
