// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace kandesk {

struct DockerSettings;

namespace docker {

struct Devcontainer;

// What one execution's container is created with, besides the executor profile's settings and the
// repository's devcontainer.json.
struct ContainerSpec {
    QString name;
    QString instanceId; // the labels kandesk.instance, kandesk.task and kandesk.session
    QString taskId;
    QString sessionId;
    QString bootstrapNonce;
    bool bridged = false; // on the engine's bridge, agentctl's ports published; else the host's network
    bool remote = false; // the engine cannot see this machine's folders: the worktree is copied in
    QString runAs; // --user; empty: the image's own user
    QString workspacePath;
    QStringList worktreeFolders; // worktreeFolders(workspacePath)
    QString agentctlBundle; // the portable agentctl's folder at the container's root
};

// The worktree and, when it is a git worktree of a repository elsewhere, that repository's git
// folder; none without a workspace.
QStringList worktreeFolders(const QString &workspace);

// `docker create`'s arguments: labels, network and published ports, user, environment, the
// worktree's folders mounted at the same paths (not on a remote engine), extra mounts, memory and
// CPU limits, and agentctl as the container's command.
QStringList dockerCreateArguments(const ContainerSpec &spec, const DockerSettings &settings, const Devcontainer &dev);

} // namespace docker
} // namespace kandesk
