// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dockerexecutorbackend.h"

#include "agentctl/api/wire.h"
#include "lifecycle/launch/agentctlclient.h"
#include "lifecycle/launch/lifecyclelog.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace kandesk::docker {

// The words this file says to users, translated in the context "DockerExecutorBackendWords".
namespace {
struct DockerExecutorBackendWords {
    Q_DECLARE_TR_FUNCTIONS(DockerExecutorBackendWords)
};
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

Status DockerExecutorBackend::stopInstance(const ExecutorInstance &instance, bool force)
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
                return Error::failed(m_engine.describeFailure(
                    stopped, DockerExecutorBackendWords::tr("cannot stop the container %1").arg(container)));
        }
        // The copied worktree is the session's work, on the engine's machine only: kept, stopped, until
        // the task finishes or is deleted (application/taskcontainers.h).
        if (keep)
            return {};
    }
    // The worktree is bind-mounted, so the container holds no work of its own: it goes.
    const DockerResult removed
        = m_engine.run({ QStringLiteral("rm"), QStringLiteral("--force"), container }, kEngineTimeoutMs);
    if (removed.ok()
        || QString::fromLocal8Bit(removed.err).contains(QLatin1String("No such container"), Qt::CaseInsensitive))
        return {};
    return Error::failed(m_engine.describeFailure(
        removed, DockerExecutorBackendWords::tr("cannot remove the container %1").arg(container)));
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
        kept.error = m_engine.describeFailure(
            listed, DockerExecutorBackendWords::tr("cannot look for the session's kept container"));
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
            inspected, DockerExecutorBackendWords::tr("cannot inspect the kept container %1").arg(names.constFirst()));
        return kept;
    }
    const QStringList lines = QString::fromUtf8(inspected.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QString prefix = QString(wire::kBootstrapNonceEnv) + QLatin1Char('=');
    for (const QString &line : lines) {
        if (line.startsWith(prefix))
            kept.nonce = line.mid(prefix.size());
    }
    if (lines.isEmpty() || kept.nonce.isEmpty()) {
        kept.error
            = DockerExecutorBackendWords::tr("the kept container %1 of this session has no bootstrap nonce: remove it "
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
        return DockerExecutorBackendWords::tr("cannot make a scratch folder to pack the worktree: %1")
            .arg(scratch.errorString());
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
            ? DockerExecutorBackendWords::tr("tar did not finish in %1 s").arg(m_config.copyTimeoutMs / 1000)
            : DockerExecutorBackendWords::tr("tar exited with code %1 (%2): %3")
                  .arg(tar.exitCode())
                  .arg(tar.errorString(), QString::fromLocal8Bit(tar.readAllStandardError()).trimmed());
        tar.kill();
        tar.waitForFinished(5'000);
        return DockerExecutorBackendWords::tr("cannot pack the worktree %1 to copy it in: %2")
            .arg(folders.constFirst(), why);
    }
    const DockerResult copied
        = m_engine.run({ QStringLiteral("cp"), QStringLiteral("-"), container + QStringLiteral(":/") },
            m_config.copyTimeoutMs, archive);
    if (!copied.ok())
        return m_engine.describeFailure(copied,
            DockerExecutorBackendWords::tr("cannot copy the worktree %1 into the container").arg(folders.constFirst()));
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
    return DockerExecutorBackendWords::tr("none found");
}

QString DockerExecutorBackend::stopReason(const ExecutorInstance &instance) const
{
    const QString container
        = instance.metadata.value(QStringLiteral("container_name"), containerName(instance.instanceId)).toString();
    return DockerEngine::describeStop(
        m_engine.inspect(container), instance.metadata.value(QStringLiteral("docker_memory_bytes")).toLongLong());
}

} // namespace kandesk::docker
