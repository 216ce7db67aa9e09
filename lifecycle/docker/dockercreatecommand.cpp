// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dockercreatecommand.h"

#include "agentctl/api/wire.h"
#include "devcontainer.h"
#include "dockerengine.h"
#include "dockerexecutorbackend.h"
#include "models/executors/dockersettings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <unistd.h>

namespace kandesk::docker {

namespace {

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

} // namespace

QStringList worktreeFolders(const QString &workspace)
{
    // A worktree's history lives in its repository's git folder: git in the container needs it.
    QStringList folders;
    if (workspace.isEmpty())
        return folders;
    folders << workspace;
    const QString common = worktreeCommonDir(workspace);
    if (!common.isEmpty() && !common.startsWith(workspace + QLatin1Char('/')))
        folders << common;
    return folders;
}

QStringList dockerCreateArguments(const ContainerSpec &spec, const DockerSettings &settings, const Devcontainer &dev)
{
    constexpr int kControlPort = DockerExecutorBackend::kContainerControlPort;
    constexpr int kInstancePort = DockerExecutorBackend::kContainerInstancePort;
    QStringList create { QStringLiteral("create"), QStringLiteral("--name"), spec.name, QStringLiteral("--label"),
        QStringLiteral("kandesk.instance=%1").arg(spec.instanceId), QStringLiteral("--label"),
        QStringLiteral("kandesk.task=%1").arg(spec.taskId), QStringLiteral("--label"),
        QStringLiteral("kandesk.session=%1").arg(spec.sessionId),
        // docker-init reaps what the agent leaves behind; agentctl stays the main process.
        QStringLiteral("--init"), QStringLiteral("--network"),
        spec.bridged ? QStringLiteral("bridge") : QStringLiteral("host"), QStringLiteral("--env"),
        QStringLiteral("%1=%2").arg(wire::kBootstrapNonceEnv, spec.bootstrapNonce) };
    // Published on the engine machine's loopback only, at ports the engine picks at each start.
    if (spec.bridged)
        create << QStringLiteral("--publish") << QStringLiteral("127.0.0.1::%1").arg(kControlPort)
               << QStringLiteral("--publish") << QStringLiteral("127.0.0.1::%1").arg(kInstancePort);
    if (!spec.runAs.isEmpty())
        create << QStringLiteral("--user") << spec.runAs;
    if (!spec.remote && ::getuid() != 0)
        create << QStringLiteral("--env") << QStringLiteral("HOME=/tmp");
    if (spec.remote)
        create << QStringLiteral("--label") << QString(kKeptWorkLabel) + QStringLiteral("=copy");
    for (auto it = dev.containerEnv.cbegin(); it != dev.containerEnv.cend(); ++it)
        create << QStringLiteral("--env") << it.key() + QLatin1Char('=') + it.value();
    if (!spec.workspacePath.isEmpty()) {
        create << QStringLiteral("--workdir") << spec.workspacePath;
        if (!spec.remote) {
            for (const QString &folder : spec.worktreeFolders)
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
    create << settings.image << QStringLiteral("/%1/agentctl").arg(spec.agentctlBundle);
    // On the bridge the published ports must reach it: the container's every address (the nonce is set,
    // so agentctl asks the bearer token of every request).
    if (spec.bridged)
        create << QStringLiteral("--address") << QStringLiteral("0.0.0.0") << QStringLiteral("--port")
               << QString::number(kControlPort);
    else
        create << QStringLiteral("--port") << QStringLiteral("0");
    return create;
}

} // namespace kandesk::docker
