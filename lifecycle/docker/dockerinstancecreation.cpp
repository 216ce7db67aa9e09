// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// DockerExecutorBackend::createInstance: one launch's steps on the engine, in order, and what to
// undo when one fails.
#include "agentctl/api/wire.h"
#include "devcontainer.h"
#include "dockercreatecommand.h"
#include "dockerexecutorbackend.h"
#include "lifecycle/agentctl/agentctlbootstrap.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/preparers/stepreporter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

#include <optional>
#include <unistd.h>

namespace kandesk::docker {

namespace {

// The words this file says to users, translated in the context "DockerInstanceCreationWords".
struct DockerInstanceCreationWords {
    Q_DECLARE_TR_FUNCTIONS(DockerInstanceCreationWords)
};

constexpr int kTotalSteps = 6;

// docker prints progress of a pull one layer per line; the last state of each line is enough for the log.
QString shortened(const QString &line)
{
    return line.size() > 200 ? line.left(200) + QStringLiteral("…") : line;
}

// The repository's devcontainer.json, when the profile says so: read first, as its
// postCreateCommand is a step of its own.
std::optional<Expected<Devcontainer>> devcontainerFor(
    const Expected<DockerSettings> &settings, const ExecutorCreateRequest &request)
{
    if (settings && settings->useDevcontainer)
        return readDevcontainer(request.workspacePath);
    return std::nullopt;
}

} // namespace

// One createInstance: the steps in order, and what to undo when one fails.
class DockerExecutorBackend::Launch
{
public:
    Launch(DockerExecutorBackend &backend, const ExecutorCreateRequest &request)
        : m_backend(backend)
        , m_engine(backend.m_engine)
        , m_config(backend.m_config)
        , m_request(request)
        , m_resolved(backend.m_settings
                  ? backend.m_settings(request)
                  : Expected<DockerSettings>(Error { DockerInstanceCreationWords::tr("no settings") }))
        , m_devcontainer(devcontainerFor(m_resolved, request))
        , m_steps(request.onProgress, totalSteps())
    { }

    Expected<ExecutorInstance> run()
    {
        if (auto failed = checkEngine())
            return *failed;
        if (auto failed = checkImage())
            return *failed;
        if (auto failed = createContainer())
            return *failed;
        if (auto failed = copyAgentctlIn())
            return *failed;
        if (auto failed = startAgentctl())
            return *failed;
        if (auto failed = runPostCreateCommands())
            return *failed;
        return createAgentInstance();
    }

private:
    int totalSteps() const
    {
        const bool postCreate = m_devcontainer && *m_devcontainer && !(*m_devcontainer)->postCreateCommands.isEmpty();
        return kTotalSteps + (postCreate ? 1 : 0);
    }

    std::optional<Error> fail(const QString &message)
    {
        m_steps.fail(message);
        return Error::failed(message);
    }

    // A failure once the container exists: it goes too.
    std::optional<Error> abandon(const QString &message)
    {
        m_steps.fail(message);
        // A kept container still holds the session's work: stopped, not removed.
        const DockerResult removed = m_engine.run(m_kept.name.isEmpty()
                ? QStringList { QStringLiteral("rm"), QStringLiteral("--force"), m_container }
                : QStringList { QStringLiteral("stop"), QStringLiteral("--time"), QStringLiteral("1"), m_container },
            kEngineTimeoutMs);
        if (!removed.ok())
            qCWarning(lcLifecycle).noquote()
                << "cannot remove or stop container" << m_container << QString::fromLocal8Bit(removed.err);
        return Error::failed(message);
    }

    // The settings and the devcontainer.json read, the engine reached, the network chosen.
    std::optional<Error> checkEngine()
    {
        m_steps.begin(DockerInstanceCreationWords::tr("Check the Docker engine"), QStringLiteral("docker version"));
        if (!m_resolved)
            return fail(DockerInstanceCreationWords::tr("the Docker executor's settings cannot be read: %1")
                            .arg(m_resolved.error()));
        m_settings = *m_resolved;
        m_dev = m_devcontainer && *m_devcontainer ? (*m_devcontainer).value() : Devcontainer {};
        if (m_devcontainer) {
            if (!*m_devcontainer)
                return fail(m_devcontainer->error());
            if (!m_dev.image.isEmpty())
                m_settings.image = m_dev.image; // the repository's own choice wins over the profile's
            m_steps.appendOutput(
                DockerInstanceCreationWords::tr("%1: image %2, %3, %4%5")
                    .arg(m_dev.file,
                        m_dev.image.isEmpty() ? DockerInstanceCreationWords::tr("(none: the profile's)") : m_dev.image,
                        DockerInstanceCreationWords::tr(
                            "%n environment variable(s)", nullptr, static_cast<int>(m_dev.containerEnv.size())),
                        DockerInstanceCreationWords::tr("%n mount(s)", nullptr, static_cast<int>(m_dev.mounts.size())),
                        m_dev.remoteUser.isEmpty()
                            ? QString()
                            : DockerInstanceCreationWords::tr(", user %1").arg(m_dev.remoteUser)));
        }
        if (m_settings.image.isEmpty())
            return fail(m_settings.useDevcontainer
                    ? DockerInstanceCreationWords::tr(
                        "%1 names no image (building one from its build or dockerFile is not supported): "
                        "add \"image\" to it or give the executor an image")
                          .arg(m_dev.file)
                    : DockerInstanceCreationWords::tr(
                        "the Docker executor has no image: give it one (Settings ▸ Executors, or kandesk "
                        "executor add --image)"));
        const DockerResult version = m_engine.version();
        if (!version.ok())
            return fail(
                m_engine.describeFailure(version, DockerInstanceCreationWords::tr("cannot reach the Docker engine")));
        // auto: the bridge when the engine has one (the agent is kept off the host's loopback services),
        // else the host's network.
        const bool bridgeAsked = m_settings.network == QLatin1String("bridge");
        if (bridgeAsked || m_settings.network.isEmpty() || m_settings.network == kDockerNetworkAuto) {
            const Expected<bool> hasBridge = m_engine.hasDefaultBridge(kEngineTimeoutMs);
            if (!hasBridge)
                return fail(hasBridge.error());
            if (!*hasBridge && bridgeAsked)
                return fail(DockerInstanceCreationWords::tr(
                    "the executor asks for bridge networking, but the Docker engine at %1 has "
                    "no bridge network (its dockerd runs with --bridge none): set the "
                    "executor's network to host or auto")
                                .arg(m_engine.hostDescription()));
            m_bridged = *hasBridge;
        }
        m_remote = m_engine.isRemote();
        m_steps.appendOutput(
            DockerInstanceCreationWords::tr("Docker engine %1 at %2%3")
                .arg(QString::fromUtf8(version.out.trimmed()), m_engine.hostDescription(),
                    m_remote ? DockerInstanceCreationWords::tr(" (another machine's files: the worktree is copied in)")
                             : QString()));
        m_steps.appendOutput(m_bridged ? DockerInstanceCreationWords::tr(
                                 "network: the engine's bridge, agentctl's ports published on 127.0.0.1")
                : bridgeAsked || m_settings.network == QLatin1String("host")
                ? DockerInstanceCreationWords::tr("network: the host's")
                : DockerInstanceCreationWords::tr("network: the host's (the engine has no bridge network)"));
        m_steps.succeed();
        return std::nullopt;
    }

    // The image on the engine, pulled (its progress in the log) when missing.
    std::optional<Error> checkImage()
    {
        m_steps.begin(DockerInstanceCreationWords::tr("Check the image %1").arg(m_settings.image),
            QStringLiteral("docker image inspect %1").arg(m_settings.image));
        const DockerResult present
            = m_engine.run({ QStringLiteral("image"), QStringLiteral("inspect"), QStringLiteral("--format"),
                               QStringLiteral("{{.Id}}"), m_settings.image },
                kEngineTimeoutMs);
        if (!present.ok()) {
            if (!present.started
                || !QString::fromLocal8Bit(present.err).contains(QLatin1String("No such image"), Qt::CaseInsensitive))
                return fail(
                    m_engine.describeFailure(present, DockerInstanceCreationWords::tr("cannot look the image up")));
            m_steps.appendOutput(
                DockerInstanceCreationWords::tr("not on this engine: pulling %1").arg(m_settings.image));
            const DockerResult pulled = m_engine.run({ QStringLiteral("pull"), m_settings.image },
                m_config.pullTimeoutMs, {}, [this](const QString &line) { m_steps.appendOutput(shortened(line)); });
            if (!pulled.ok())
                return fail(
                    DockerInstanceCreationWords::tr("the image %1 is missing and cannot be pulled: %2")
                        .arg(m_settings.image, m_engine.describeFailure(pulled, QStringLiteral("docker pull"))));
        } else {
            m_steps.appendOutput(QString::fromUtf8(present.out.trimmed()));
        }
        m_steps.succeed();
        return std::nullopt;
    }

    // The session's kept container on a remote engine, else a new one (a leftover of the session's
    // removed first) with the worktree mounted, or copied in on a remote engine.
    std::optional<Error> createContainer()
    {
        m_container = containerName(m_request.instanceId);
        m_nonce = m_request.bootstrapNonce.isEmpty() ? newBootstrapNonce() : m_request.bootstrapNonce;
        // On a remote engine a session's stopped container holds its work: the session goes on in it.
        m_kept = m_remote ? m_backend.keptContainer(m_request.sessionId) : KeptContainer {};
        if (!m_kept.error.isEmpty())
            return fail(m_kept.error);
        if (!m_kept.name.isEmpty()) {
            m_container = m_kept.name;
            m_nonce = m_kept.nonce; // fixed when it was created; a restarted agentctl accepts it once again
            m_bridged = m_kept.bridged; // so were its network and agentctl's command line
        }
        // The agent runs as this machine's user (uid:gid), also when devcontainer.json names a remoteUser:
        // what it writes in the bind-mounted worktree must stay the user's own files (editable, committable,
        // removable without root). Changing the remoteUser's uid inside the image instead (as some tools do)
        // needs a writable /etc/passwd and a usermod in every image; running under the host's ids needs
        // nothing of the image. The remoteUser is said in the prepare log.
        // On a remote engine the worktree is a copy on the engine's machine, where this machine's ids mean
        // nothing: the image's user (or the remoteUser) runs it, and the copy is made theirs once it runs.
        m_runAs = m_remote ? m_dev.remoteUser : QStringLiteral("%1:%2").arg(::getuid()).arg(::getgid());
        m_worktreeFolders = worktreeFolders(m_request.workspacePath);
        ContainerSpec spec;
        spec.name = m_container;
        spec.instanceId = m_request.instanceId;
        spec.taskId = m_request.taskId;
        spec.sessionId = m_request.sessionId;
        spec.bootstrapNonce = m_nonce;
        spec.bridged = m_bridged;
        spec.remote = m_remote;
        spec.runAs = m_runAs;
        spec.workspacePath = m_request.workspacePath;
        spec.worktreeFolders = m_worktreeFolders;
        spec.agentctlBundle = QFileInfo(m_config.portableTarball).fileName().remove(QStringLiteral(".tar.gz"));
        const QStringList create = dockerCreateArguments(spec, m_settings, m_dev);

        m_steps.begin(DockerInstanceCreationWords::tr("Create the container"),
            QStringLiteral("docker create --name %1 … %2").arg(m_container, m_settings.image));
        if (!m_dev.remoteUser.isEmpty() && !m_remote)
            m_steps.appendOutput(
                DockerInstanceCreationWords::tr("remoteUser %1 of %2: the agent runs as uid %3, gid %4 (yours), so the "
                                                "files it writes in the worktree are yours")
                    .arg(m_dev.remoteUser, m_dev.file)
                    .arg(::getuid())
                    .arg(::getgid()));
        // A container the session had before (its Kandesk was killed, or it stopped): the new one replaces
        // it, unless it holds the session's work on a remote engine.
        if (!m_kept.name.isEmpty()) {
            m_steps.appendOutput(
                DockerInstanceCreationWords::tr("%1 kept with this session's work (the engine has its own files): "
                                                "the session goes on in it")
                    .arg(m_container));
        } else if (!m_request.sessionId.isEmpty()) {
            const auto leftovers = m_engine.removeLabelled(
                QStringLiteral("kandesk.session=%1").arg(m_request.sessionId), kEngineTimeoutMs);
            if (!leftovers)
                return fail(leftovers.error());
            for (const QString &old : *leftovers)
                m_steps.appendOutput(
                    DockerInstanceCreationWords::tr("removed %1, left of this session before").arg(old));
        }
        m_containerId = m_kept.id;
        if (m_kept.name.isEmpty()) {
            const DockerResult created = m_engine.run(create, kEngineTimeoutMs);
            if (!created.ok())
                return fail(
                    m_engine.describeFailure(created, DockerInstanceCreationWords::tr("cannot create the container")));
            m_containerId = QString::fromUtf8(created.out.trimmed());
        }

        if (m_kept.name.isEmpty() && m_remote && !m_worktreeFolders.isEmpty()) {
            const QString copied = m_backend.copyFoldersIn(m_container, m_worktreeFolders);
            if (!copied.isEmpty())
                return abandon(copied);
            m_steps.appendOutput(DockerInstanceCreationWords::tr("%1 (%2), worktree %3 copied in at the same path")
                                     .arg(m_container, m_containerId.left(12), m_request.workspacePath));
        } else if (m_kept.name.isEmpty()) {
            m_steps.appendOutput(DockerInstanceCreationWords::tr("%1 (%2), worktree %3 mounted at the same path")
                                     .arg(m_container, m_containerId.left(12), m_request.workspacePath));
        }
        m_steps.succeed();
        return std::nullopt;
    }

    std::optional<Error> copyAgentctlIn()
    {
        m_steps.begin(DockerInstanceCreationWords::tr("Copy agentctl in"),
            QStringLiteral("docker cp %1 %2:/").arg(QFileInfo(m_config.portableTarball).fileName(), m_container));
        if (!QFileInfo(m_config.portableTarball).isFile())
            return abandon(DockerInstanceCreationWords::tr(
                "Kandesk's portable agentctl is missing (%1): reinstall Kandesk (its package puts it in "
                "libexec/kandesk/portable), or build the agentctl_portable target of a build tree")
                               .arg(m_config.portableTarball));
        const DockerResult copied
            = m_engine.run({ QStringLiteral("cp"), QStringLiteral("-"), m_container + QStringLiteral(":/") },
                kEngineTimeoutMs, m_config.portableTarball);
        if (!copied.ok())
            return abandon(m_engine.describeFailure(
                copied, DockerInstanceCreationWords::tr("cannot copy agentctl into the container")));
        m_steps.succeed();
        return std::nullopt;
    }

    // The container started, agentctl listening and healthy, the nonce traded for its token.
    std::optional<Error> startAgentctl()
    {
        m_steps.begin(
            DockerInstanceCreationWords::tr("Start agentctl"), QStringLiteral("docker start %1").arg(m_container));
        int earlierRuns = 0;
        if (!m_kept.name.isEmpty()) {
            if (m_kept.running) // its Kandesk was killed: its agentctl waits for a Kandesk no longer there
                m_engine.run({ QStringLiteral("stop"), QStringLiteral("--time"),
                                 QString::number(m_config.stopGraceSeconds), m_container },
                    kEngineTimeoutMs + m_config.stopGraceSeconds * 1000);
            lastListening(&earlierRuns);
        }
        const DockerResult started = m_engine.run({ QStringLiteral("start"), m_container }, kEngineTimeoutMs);
        if (!started.ok())
            return abandon(
                m_engine.describeFailure(started, DockerInstanceCreationWords::tr("cannot start the container")));
        if (auto failed = waitUntilListening(earlierRuns))
            return failed;
        if (auto failed = handshake())
            return failed;
        if (m_kept.name.isEmpty() && m_remote && !m_runAs.isEmpty() && !m_worktreeFolders.isEmpty()) {
            // docker cp unpacks as root; the remoteUser that runs the agent must be able to write its copy.
            const DockerResult owned
                = m_engine.run(QStringList { QStringLiteral("exec"), QStringLiteral("--user"), QStringLiteral("0"),
                                   m_container, QStringLiteral("chown"), QStringLiteral("-R"),
                                   m_runAs.contains(QLatin1Char(':')) ? m_runAs : m_runAs + QLatin1Char(':') }
                        + m_worktreeFolders,
                    m_config.copyTimeoutMs);
            if (!owned.ok())
                return abandon(m_engine.describeFailure(owned,
                    DockerInstanceCreationWords::tr("cannot give the worktree's copy to the remoteUser %1")
                        .arg(m_runAs)));
        }
        m_steps.succeed();
        return std::nullopt;
    }

    // agentctl prints its port once listening; the container's log has it (a kept container's log also
    // has the lines of its earlier runs: the new one is the line after those).
    std::pair<int, DockerResult> lastListening(int *count) const
    {
        static const QRegularExpression listening(QStringLiteral("listening on [0-9.]+:(\\d+)"));
        const DockerResult logs = m_engine.run({ QStringLiteral("logs"), m_container }, kEngineTimeoutMs);
        int port = 0;
        *count = 0;
        for (auto it = listening.globalMatch(QString::fromLocal8Bit(logs.out + logs.err)); it.hasNext(); ++*count)
            port = it.next().captured(1).toInt();
        return std::make_pair(port, logs);
    }

    std::optional<Error> waitUntilListening(int earlierRuns)
    {
        QElapsedTimer waited;
        waited.start();
        for (int delayMs = 20; m_port == 0; delayMs = qMin(delayMs * 2, 500)) {
            int runs = 0;
            const auto [found, logs] = lastListening(&runs);
            if (runs > earlierRuns) {
                m_port = found;
                break;
            }
            const ContainerState state = m_engine.inspect(m_container);
            if (state.status != QLatin1String("running") || waited.elapsed() > m_config.startBudgetMs) {
                const QString tail = QString::fromLocal8Bit(QByteArray(logs.out + logs.err).trimmed().right(400));
                return abandon(
                    DockerInstanceCreationWords::tr(
                        "agentctl did not start inside the container (the image's C library: %1): %2%3")
                        .arg(m_backend.imageLibc(m_container),
                            DockerEngine::describeStop(state, m_settings.memoryBytes),
                            tail.isEmpty() ? QString() : DockerInstanceCreationWords::tr("; its output: ") + tail));
            }
            QThread::msleep(static_cast<unsigned long>(delayMs));
        }
        return std::nullopt;
    }

    // On the bridge the ports the engine published; agentctl's health there, and its token.
    std::optional<Error> handshake()
    {
        if (m_bridged) {
            const Expected<int> control
                = m_engine.publishedLoopbackPort(m_container, kContainerControlPort, kEngineTimeoutMs);
            const Expected<int> instancePort
                = m_engine.publishedLoopbackPort(m_container, kContainerInstancePort, kEngineTimeoutMs);
            if (!control || !instancePort)
                return abandon(!control ? control.error() : instancePort.error());
            m_port = *control;
            m_publishedInstancePort = *instancePort;
        }
        const HttpReply health = m_backend.m_network->send(
            "GET", loopbackUrl(m_port, wire::route::kHealth), {}, {}, m_config.requestTimeoutMs);
        if (health.status != 200)
            return abandon(DockerInstanceCreationWords::tr("agentctl in the container is not healthy on port %1: %2")
                               .arg(m_port)
                               .arg(describeHttpFailure(health)));
        const auto token = exchangeBootstrapNonce(*m_backend.m_network, m_port, m_nonce, m_config.requestTimeoutMs);
        if (!token)
            return abandon(
                DockerInstanceCreationWords::tr("agentctl in the container refused the bootstrap handshake: %1")
                    .arg(token.error()));
        m_token = *token;
        if (m_bridged)
            m_steps.appendOutput(DockerInstanceCreationWords::tr(
                "agentctl listening on the container's port %1, published on 127.0.0.1:%2 "
                "(bridge network; the agent's port %3 on 127.0.0.1:%4)")
                                     .arg(kContainerControlPort)
                                     .arg(m_port)
                                     .arg(kContainerInstancePort)
                                     .arg(m_publishedInstancePort));
        else
            m_steps.appendOutput(
                DockerInstanceCreationWords::tr("agentctl listening on 127.0.0.1:%1 (host network)").arg(m_port));
        return std::nullopt;
    }

    // devcontainer.json's postCreateCommand, in the worktree, its output in the log; a kept container
    // ran it when it was created.
    std::optional<Error> runPostCreateCommands()
    {
        const QList<QStringList> &commands = m_dev.postCreateCommands;
        if (!m_kept.name.isEmpty() && !commands.isEmpty()) {
            m_steps.begin(
                DockerInstanceCreationWords::tr("Run postCreateCommand"), commands.constFirst().join(QLatin1Char(' ')));
            m_steps.appendOutput(DockerInstanceCreationWords::tr("ran when %1 was created").arg(m_container));
            m_steps.succeed();
        }
        for (qsizetype index = 0; m_kept.name.isEmpty() && index < commands.size(); ++index) {
            const QStringList &argv = commands.at(index);
            if (index == 0)
                m_steps.begin(DockerInstanceCreationWords::tr("Run postCreateCommand"), argv.join(QLatin1Char(' ')));
            else
                m_steps.appendOutput(QStringLiteral("$ ") + argv.join(QLatin1Char(' ')));
            QStringList exec { QStringLiteral("exec") };
            if (!m_request.workspacePath.isEmpty())
                exec << QStringLiteral("--workdir") << m_request.workspacePath;
            exec << m_container;
            exec += argv;
            const DockerResult ran = m_engine.run(exec, m_config.postCreateTimeoutMs, {},
                [this](const QString &line) { m_steps.appendOutput(shortened(line)); });
            const QString errors = QString::fromLocal8Bit(ran.err).trimmed();
            if (!errors.isEmpty())
                m_steps.appendOutput(errors.right(2000));
            if (!ran.ok())
                return abandon(ran.timedOut
                        ? DockerInstanceCreationWords::tr("postCreateCommand of %1 did not finish in %2 s")
                              .arg(m_dev.file)
                              .arg(m_config.postCreateTimeoutMs / 1000)
                        : DockerInstanceCreationWords::tr("postCreateCommand of %1 failed (exit code %2)%3")
                              .arg(m_dev.file)
                              .arg(ran.exitCode)
                              .arg(errors.isEmpty() ? QString()
                                                    : QStringLiteral(": ") + errors.section(QLatin1Char('\n'), -1)));
        }
        if (m_kept.name.isEmpty() && !commands.isEmpty())
            m_steps.succeed();
        return std::nullopt;
    }

    Expected<ExecutorInstance> createAgentInstance()
    {
        m_steps.begin(DockerInstanceCreationWords::tr("Create agent instance"));
        // Qualified: this method's own name hides the shared one.
        const auto created = kandesk::createAgentInstance(*m_backend.m_network, m_port, m_token, m_request,
            m_request.workspacePath, m_config.requestTimeoutMs, m_bridged ? kContainerInstancePort : 0);
        if (!created)
            return *abandon(DockerInstanceCreationWords::tr("agentctl could not create the agent instance: %1")
                                .arg(created.error()));
        if (m_bridged && created->port != kContainerInstancePort)
            return *abandon(DockerInstanceCreationWords::tr(
                "agentctl in the container put the agent instance on port %1, not on the "
                "published port %2")
                                .arg(created->port)
                                .arg(kContainerInstancePort));
        const int instancePort = m_bridged ? m_publishedInstancePort : created->port;
        m_steps.succeed();
        return registration(created->id, instancePort);
    }

    // The instance, with what finding its container again needs in its metadata.
    ExecutorInstance registration(const QString &instanceId, int instancePort) const
    {
        ExecutorInstance instance;
        instance.instanceId = instanceId;
        instance.runtimeName = m_backend.name();
        instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(instancePort));
        instance.agentctlPort = instancePort;
        instance.workspacePath = m_request.workspacePath;
        instance.authToken = m_token;
        instance.bootstrapNonce = m_nonce;
        instance.metadata.insert(QStringLiteral("agentctl_control_port"), m_port);
        instance.metadata.insert(QStringLiteral("container_name"), m_container);
        instance.metadata.insert(QStringLiteral("container_id"), m_containerId);
        instance.metadata.insert(
            QStringLiteral("docker_network"), m_bridged ? QStringLiteral("bridge") : QStringLiteral("host"));
        instance.metadata.insert(QStringLiteral("docker_image"), m_settings.image);
        instance.metadata.insert(QStringLiteral("docker_memory_bytes"), m_settings.memoryBytes);
        // Its worktree is a copy on the engine's machine: stopping keeps the container (removed with its task).
        instance.metadata.insert(QStringLiteral("workspace_copied"), m_remote);
        // The container outlives this process: whoever finds it after a restart asks whether we still run.
        instance.metadata.insert(QLatin1String(kOwnerPidKey), QCoreApplication::applicationPid());
        instance.client = std::make_shared<AgentctlHttpClient>(
            m_backend.m_network, instance.agentctlUrl, m_token, instance.instanceId, m_config.requestTimeoutMs);
        return instance;
    }

    DockerExecutorBackend &m_backend;
    const DockerEngine &m_engine;
    const Config &m_config;
    const ExecutorCreateRequest &m_request;
    const Expected<DockerSettings> m_resolved;
    const std::optional<Expected<Devcontainer>> m_devcontainer;
    StepReporter m_steps;
    DockerSettings m_settings; // the profile's, with the devcontainer's image
    Devcontainer m_dev;
    bool m_remote = false;
    bool m_bridged = false;
    QString m_container;
    QString m_containerId;
    QString m_nonce;
    KeptContainer m_kept;
    QString m_runAs;
    QStringList m_worktreeFolders;
    int m_port = 0; // agentctl's control port here
    int m_publishedInstancePort = 0;
    QString m_token;
};

Expected<ExecutorInstance> DockerExecutorBackend::createInstance(const ExecutorCreateRequest &request)
{
    Launch launch(*this, request);
    return launch.run();
}

} // namespace kandesk::docker
