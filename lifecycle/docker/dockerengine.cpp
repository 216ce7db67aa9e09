// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dockerengine.h"

#include "models/executors/dockersettings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>

namespace kandesk::docker {

namespace {

// The words this file says to users, translated in the context "DockerEngineWords".
struct DockerEngineWords {
    Q_DECLARE_TR_FUNCTIONS(DockerEngineWords)
};

QString lastOutputLine(const QByteArray &text)
{
    const QList<QByteArray> lines = text.trimmed().split('\n');
    return lines.isEmpty() ? QString() : QString::fromLocal8Bit(lines.constLast().trimmed());
}

} // namespace

DockerEngine::DockerEngine(Config config)
    : m_config(std::move(config))
{ }

DockerResult DockerEngine::run(const QStringList &args, int timeoutMs, const QString &stdinFile,
    const std::function<void(const QString &)> &onLine) const
{
    DockerResult result;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!m_config.host.isEmpty())
        environment.insert(QStringLiteral("DOCKER_HOST"), m_config.host);
    process.setProcessEnvironment(environment);
    if (stdinFile.isEmpty())
        process.setStandardInputFile(QProcess::nullDevice());
    else
        process.setStandardInputFile(stdinFile);
    process.start(m_config.dockerPath, args);
    if (!process.waitForStarted(10'000)) {
        result.err = process.errorString().toLocal8Bit();
        return result;
    }
    result.started = true;
    QElapsedTimer clock;
    clock.start();
    QByteArray pending;
    while (process.state() != QProcess::NotRunning) {
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0) {
            process.kill();
            process.waitForFinished(5'000);
            result.timedOut = true;
            break;
        }
        process.waitForReadyRead(int(qMin<qint64>(left, 200)));
        const QByteArray chunk = process.readAllStandardOutput();
        result.out += chunk;
        result.err += process.readAllStandardError();
        if (onLine) {
            pending += chunk;
            for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
                onLine(QString::fromUtf8(pending.left(end)).trimmed());
                pending.remove(0, end + 1);
            }
        }
    }
    result.out += process.readAllStandardOutput();
    result.err += process.readAllStandardError();
    if (onLine && !pending.trimmed().isEmpty())
        onLine(QString::fromUtf8(pending).trimmed());
    if (!result.timedOut)
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return result;
}

DockerResult DockerEngine::version() const
{
    return run(
        { QStringLiteral("version"), QStringLiteral("--format"), QStringLiteral("{{.Server.Version}}") }, 30'000);
}

ContainerState DockerEngine::inspect(const QString &container) const
{
    ContainerState state;
    const DockerResult result = run({ QStringLiteral("container"), QStringLiteral("inspect"),
                                        QStringLiteral("--format"), QStringLiteral("{{json .State}}"), container },
        30'000);
    if (!result.ok())
        return state;
    const QJsonObject json = QJsonDocument::fromJson(result.out.trimmed()).object();
    state.exists = true;
    state.status = json.value(QStringLiteral("Status")).toString();
    state.exitCode = json.value(QStringLiteral("ExitCode")).toInt();
    state.oomKilled = json.value(QStringLiteral("OOMKilled")).toBool();
    state.error = json.value(QStringLiteral("Error")).toString();
    if (!state.oomKilled) {
        // The engine marks OOMKilled only when the main process (agentctl) is the one killed; an
        // agent killed inside the container shows as an "oom" event of the container.
        const QString since = json.value(QStringLiteral("StartedAt")).toString();
        const DockerResult events = run(
            { QStringLiteral("events"), QStringLiteral("--since"),
                since.isEmpty() || since.startsWith(QLatin1String("0001")) ? QStringLiteral("0") : since,
                QStringLiteral("--until"), QString::number(QDateTime::currentSecsSinceEpoch() + 1),
                QStringLiteral("--filter"), QStringLiteral("container=%1").arg(container), QStringLiteral("--filter"),
                QStringLiteral("event=oom"), QStringLiteral("--format"), QStringLiteral("{{.Action}}") },
            30'000);
        state.oomKilled = events.ok() && events.out.contains("oom");
    }
    return state;
}

Expected<bool> DockerEngine::hasDefaultBridge(int timeoutMs) const
{
    const DockerResult bridges
        = run({ QStringLiteral("network"), QStringLiteral("ls"), QStringLiteral("--filter"),
                  QStringLiteral("driver=bridge"), QStringLiteral("--format"), QStringLiteral("{{.Name}}") },
            timeoutMs);
    if (!bridges.ok())
        return Error { describeFailure(bridges, DockerEngineWords::tr("cannot list the engine's networks")) };
    // User-defined bridge networks may exist beside --bridge none; `--network bridge` needs the default one.
    return QString::fromUtf8(bridges.out)
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
        .contains(QLatin1String("bridge"));
}

Expected<int> DockerEngine::publishedLoopbackPort(const QString &container, int containerPort, int timeoutMs) const
{
    const DockerResult inspected
        = run({ QStringLiteral("container"), QStringLiteral("inspect"), QStringLiteral("--format"),
                  QStringLiteral("{{json .NetworkSettings.Ports}}"), container },
            timeoutMs);
    if (!inspected.ok())
        return Error { describeFailure(
            inspected, DockerEngineWords::tr("cannot read the ports container %1 publishes").arg(container)) };
    const QJsonArray bindings = QJsonDocument::fromJson(inspected.out.trimmed())
                                    .object()
                                    .value(QStringLiteral("%1/tcp").arg(containerPort))
                                    .toArray();
    for (const QJsonValue &binding : bindings) {
        const QJsonObject object = binding.toObject();
        const int port = object.value(QStringLiteral("HostPort")).toString().toInt();
        if (object.value(QStringLiteral("HostIp")).toString() == QLatin1String("127.0.0.1") && port > 0)
            return port;
    }
    return Error { DockerEngineWords::tr(
        "container %1 publishes no port on 127.0.0.1 for its port %2 (the engine says: %3)")
                       .arg(container)
                       .arg(containerPort)
                       .arg(QString::fromUtf8(inspected.out.trimmed())) };
}

Expected<QStringList> DockerEngine::listLabelled(const QString &label, int timeoutMs) const
{
    const DockerResult listed
        = run({ QStringLiteral("ps"), QStringLiteral("--all"), QStringLiteral("--filter"),
                  QStringLiteral("label=") + label, QStringLiteral("--format"), QStringLiteral("{{.Names}}") },
            timeoutMs);
    if (!listed.ok())
        return Error { describeFailure(
            listed, DockerEngineWords::tr("cannot list the containers labelled %1").arg(label)) };
    return QString::fromUtf8(listed.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

Expected<QStringList> DockerEngine::removeLabelled(const QString &label, int timeoutMs, bool keepCopies) const
{
    auto names = listLabelled(label, timeoutMs);
    if (!names)
        return names;
    if (keepCopies && !names->isEmpty()) {
        auto copies = listLabelled(QString(kKeptWorkLabel) + QStringLiteral("=copy"), timeoutMs);
        if (!copies)
            return copies;
        for (const QString &copy : std::as_const(*copies))
            names->removeAll(copy);
    }
    if (names->isEmpty())
        return names;
    const DockerResult removed
        = run(QStringList { QStringLiteral("rm"), QStringLiteral("--force") } + *names, timeoutMs);
    if (!removed.ok()
        && !QString::fromLocal8Bit(removed.err).contains(QLatin1String("No such container"), Qt::CaseInsensitive))
        return Error { describeFailure(
            removed, DockerEngineWords::tr("cannot remove the containers %1").arg(names->join(QStringLiteral(", ")))) };
    return names;
}

bool DockerEngine::isRemote() const
{
    const QString forced = qEnvironmentVariable("KANDESK_DOCKER_REMOTE");
    if (forced == QLatin1String("1"))
        return true;
    if (forced == QLatin1String("0"))
        return false;
    const QString host = hostDescription();
    return host.startsWith(QLatin1String("tcp://")) || host.startsWith(QLatin1String("ssh://"))
        || host.startsWith(QLatin1String("http://")) || host.startsWith(QLatin1String("https://"));
}

QString DockerEngine::hostDescription() const
{
    if (!m_config.host.isEmpty())
        return m_config.host;
    const QString fromEnvironment = qEnvironmentVariable("DOCKER_HOST");
    return fromEnvironment.isEmpty() ? QStringLiteral("unix:///var/run/docker.sock") : fromEnvironment;
}

QString DockerEngine::describeFailure(const DockerResult &result, const QString &what) const
{
    if (!result.started)
        return DockerEngineWords::tr(
            "%1: the docker command cannot be run (%2); install Docker's command line (Debian: apt install docker.io)")
            .arg(what, QString::fromLocal8Bit(result.err));
    if (result.timedOut)
        return DockerEngineWords::tr("%1: the Docker engine at %2 did not answer in time").arg(what, hostDescription());
    const QString err = QString::fromLocal8Bit(result.err);
    if (err.contains(QLatin1String("permission denied"), Qt::CaseInsensitive)
        && err.contains(QLatin1String("docker daemon socket"), Qt::CaseInsensitive))
        return DockerEngineWords::tr(
            "%1: permission denied on the Docker socket %2: add your user to the docker group and log in "
            "again, or point DOCKER_HOST at an engine you may use")
            .arg(what, hostDescription());
    if (err.contains(QLatin1String("Cannot connect to the Docker daemon"), Qt::CaseInsensitive)
        || err.contains(QLatin1String("Is the docker daemon running"), Qt::CaseInsensitive)
        || err.contains(QLatin1String("error during connect"), Qt::CaseInsensitive))
        return DockerEngineWords::tr(
            "%1: no Docker engine is answering at %2: start it (e.g. systemctl start docker) or set "
            "DOCKER_HOST to a running one")
            .arg(what, hostDescription());
    if (err.contains(QLatin1String("No such image"), Qt::CaseInsensitive)
        || err.contains(QLatin1String("pull access denied"), Qt::CaseInsensitive)
        || err.contains(QLatin1String("manifest unknown"), Qt::CaseInsensitive)
        || err.contains(QLatin1String("not found: manifest"), Qt::CaseInsensitive))
        return DockerEngineWords::tr("%1: the image is not on this engine and cannot be pulled (%2)")
            .arg(what, lastOutputLine(result.err));
    const QString detail = lastOutputLine(result.err);
    return DockerEngineWords::tr("%1: docker exited with code %2%3")
        .arg(what)
        .arg(result.exitCode)
        .arg(detail.isEmpty() ? QString() : QStringLiteral(": ") + detail);
}

QString DockerEngine::describeStop(const ContainerState &state, qint64 memoryLimit)
{
    if (!state.exists)
        return DockerEngineWords::tr("the container is gone");
    if (state.oomKilled)
        return memoryLimit > 0
            ? DockerEngineWords::tr("the container ran out of memory (its limit is %1) and the kernel killed a "
                                    "process in it (out-of-memory kill)")
                  .arg(formatDockerMemory(memoryLimit))
            : DockerEngineWords::tr("the container ran out of memory and the kernel killed a process in it "
                                    "(out-of-memory kill)");
    if (!state.error.isEmpty())
        return DockerEngineWords::tr("the engine could not run the container: %1").arg(state.error);
    if (state.status == QLatin1String("running"))
        return DockerEngineWords::tr("the container is running");
    return DockerEngineWords::tr("the container stopped (%1, exit code %2)").arg(state.status).arg(state.exitCode);
}

} // namespace kandesk::docker
