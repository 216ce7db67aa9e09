// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/docker/dockerengine.h"
#include "lifecycle/launch/executorbackend.h"
#include "models/executors/dockersettings.h"
#include "models/expected.h"

#include <functional>

namespace kandesk {

class AgentctlNetwork;

namespace docker {

// Runs each execution in its own container on Docker's engine: checks the engine and the image
// (pulling it with progress when missing), creates the container with the task's worktree
// bind-mounted at the same path (and the repository's git folder when the worktree points there),
// copies the portable agentctl in, starts it as the container's main process on 127.0.0.1 with a
// one-time bootstrap nonce, trades the nonce for a bearer token and creates the agent instance.
// Every step goes to the prepare log. Stopping removes the container: nothing is left running.
//
// Networks: on the engine's default bridge (network mode bridge, and auto when the engine has one)
// agentctl listens on the container's 0.0.0.0 at fixed ports (its bearer token mandatory), published
// on the engine machine's 127.0.0.1 only at ports the engine picks, read back from the container
// after each start (also when taking it back after a restart). With host networking (mode host, and
// auto on an engine started with --bridge none) agentctl listens on the host's loopback at a port it
// picks. A bridge asked of an engine without one is refused in words, naming the engine.
//
// A remote engine (DockerEngine::isRemote) cannot see this machine's folders: the worktree (and its
// repository's git folder) is copied in at the same paths, and the container, labelled
// kKeptWorkLabel, is only stopped when its session stops: the session's next launch goes on in it,
// and it is removed when the task finishes or is deleted.
class DockerExecutorBackend final : public ExecutorBackend
{
public:
    using SettingsResolver = std::function<Expected<DockerSettings>(const ExecutorCreateRequest &)>;

    struct Config {
        DockerEngine::Config engine;
        QString portableTarball; // agentctl-<version>-<arch>.tar.gz (packaging/portable)
        int requestTimeoutMs = 30'000;
        int startBudgetMs = 30'000; // agentctl printing its port after `docker start`
        int pullTimeoutMs = 30 * 60'000;
        int stopGraceSeconds = 2;
        int postCreateTimeoutMs = 30 * 60'000; // devcontainer.json's postCreateCommand
        int copyTimeoutMs = 30 * 60'000; // the worktree packed and copied into a remote engine's container
    };

    DockerExecutorBackend(std::shared_ptr<AgentctlNetwork> network, Config config, SettingsResolver settings);

    QString name() const override;
    // A remote engine's container holds a copy of the worktree: its changes are read through agentctl.
    bool workspaceIsLocal() const override { return !m_engine.isRemote(); }
    Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &request) override;
    Status stopInstance(const ExecutorInstance &instance, bool force) override;
    // The container still runs and its agentctl answers where the launch registered it.
    Expected<ExecutorInstance> reattachInstance(const ExecutorRunning &registration) override;

    // Why the instance's container stopped (out of memory, an exit code, …) in plain words.
    QString stopReason(const ExecutorInstance &instance) const;
    // The container an execution runs in.
    static QString containerName(const QString &instanceId);
    // agentctl's control and instance ports inside a bridged container (its own network namespace,
    // where nothing else listens), published on 127.0.0.1.
    static constexpr int kContainerControlPort = 7420;
    static constexpr int kContainerInstancePort = 7421;

private:
    class Launch;
    // How long one docker command may take (a pull, a copy and postCreateCommand have their own).
    static constexpr int kEngineTimeoutMs = 60'000;
    // A session's stopped (or orphaned) container on a remote engine that holds its copied worktree.
    struct KeptContainer {
        QString name; // empty: none
        QString id;
        QString nonce; // the bootstrap nonce it was created with
        bool running = false;
        bool bridged = false; // on a bridge network (agentctl's ports published), not the host's
        QString error;
    };
    KeptContainer keptContainer(const QString &sessionId) const;
    // Packs folders (absolute paths) and unpacks them at the same paths in the container; an error in
    // words, or empty.
    QString copyFoldersIn(const QString &container, const QStringList &folders) const;
    // "glibc", "musl" or "none found": the image's C library, for a failure to start agentctl.
    QString imageLibc(const QString &container) const;

    std::shared_ptr<AgentctlNetwork> m_network;
    Config m_config;
    SettingsResolver m_settings;
    DockerEngine m_engine;
};

} // namespace docker
} // namespace kandesk
