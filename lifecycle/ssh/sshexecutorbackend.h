// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/executorbackend.h"
#include "models/executors/sshhost.h"

#include <functional>

namespace kandesk {

class AgentctlNetwork;

namespace ssh {
class SshWorker;
}

// The metadata key of a launch that names its executor profile (the ssh host it runs on).
inline constexpr QLatin1StringView kExecutorProfileIdKey { "executor_profile_id" };

// The remote shell script that ends the detached agentctl pid and its whole session (SIGTERM,
// graceMs, then SIGKILL); it prints "left" when processes of the session remain.
QString endRemoteAgentctlScript(qint64 pid, int graceMs);

// Runs an execution's agent on a remote host over SSH. Its steps go to the prepare log: connect
// (one control connection per host, reused), check the remote (git, architecture, free disk),
// upload the portable agentctl (skipped when the remote copy's hash agrees), prepare the
// repository in a bare mirror on the remote (fetched from the repository's remote URL when the
// host can reach it, else pushed over ssh), add a worktree, run the setup script, start agentctl
// detached on the remote's loopback with a bootstrap nonce, forward its ports over the control
// connection, then trade the nonce for a token and create the instance. The returned instance's
// agentctlUrl is the local end of the forward; its pid is 0 (the remote pid is in its metadata:
// a local pid it is not). Stopping ends the remote agentctl and its agents and cancels the forwards.
class SshExecutorBackend final : public ExecutorBackend
{
public:
    struct Config {
        QString portableTarball; // agentctl-<version>-<arch>.tar.gz
        QString portableSha256; // empty: read from <portableTarball>.sha256
        int connectTimeoutMs = 30'000;
        int commandTimeoutMs = 120'000;
        int requestTimeoutMs = 30'000;
        qint64 minimumFreeMiB = 100;
        int stopGraceMs = 2'000;
    };
    // The host of an ssh executor profile, or why there is none.
    using HostLookup = std::function<Expected<SshHost>(const QString &executorProfileId)>;

    SshExecutorBackend(std::shared_ptr<AgentctlNetwork> network, HostLookup hosts, Config config);
    ~SshExecutorBackend() override;

    QString name() const override;
    bool requiresCloneUrl() const override { return true; }
    bool workspaceIsLocal() const override { return false; }
    Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &request) override;
    Status stopInstance(const ExecutorInstance &instance, bool force) override;

    // Reconnects to the host of an execution registered before a restart (a control master a
    // killed Kandesk left behind is ended first), checks that its agentctl, started detached, still
    // runs, forwards its ports again and waits until it answers through them; the instance has the
    // new local ports in its URL and metadata. Blocking: pool threads only.
    Expected<ExecutorInstance> reattachInstance(const ExecutorRunning &registration) override;

    // Told in words when the connection an execution runs over is lost, remade, or given up:
    // notice(executorProfileId, text); executions whose instance metadata names that profile
    // (sshmeta::kConnection) run over it. Called on the SSH thread; set it to nothing before the
    // receiver goes.
    using ConnectionNotice = std::function<void(const QString &executorProfileId, const QString &text)>;
    void setConnectionNotice(ConnectionNotice notice);
    // How often and how soon a lost connection is made again (tests make it short).
    void setReconnectPolicy(int attempts, int firstDelayMs);

    // KANDESK_PORTABLE_AGENTCTL when set, else the portable agentctl bundle next to the agentctl at
    // agentctlPath (a build tree's portable/ folder, or an installation's); empty when none.
    static QString locatePortableTarball(const QString &agentctlPath);

private:
    class Launch;
    std::shared_ptr<AgentctlNetwork> m_network;
    HostLookup m_hosts;
    Config m_config;
    std::unique_ptr<ssh::SshWorker> m_worker;
};

} // namespace kandesk
