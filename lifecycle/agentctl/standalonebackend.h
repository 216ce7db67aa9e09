// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/spareagentctl.h"
#include "lifecycle/agentctl/taskcgroups.h"
#include "lifecycle/launch/executorbackend.h"

#include <QHash>
#include <QMutex>

#include <atomic>
#include <functional>
#include <mutex>
#include <optional>

namespace kandesk {

class AgentctlNetwork;

// Runs each execution's agent behind its own agentctl on this machine: starts agentctl on a free
// loopback port with a one-time bootstrap nonce, trades the nonce for a bearer token, waits for
// /health with backoff, creates the instance and hands back a client bound to its port, token and
// X-Instance-ID. Stopping the instance ends its agent and its agentctl, freeing the port. With
// keepSpare, a launch adopts an agentctl started ahead of need (spareagentctl.h) unless its
// request brings its own nonce.
class StandaloneBackend final : public ExecutorBackend
{
public:
    struct Config {
        QString agentctlPath;
        QString logDirectory; // agentctl's standard error goes to <logDirectory>/agentctl-<instance>.log
        int requestTimeoutMs = 30'000;
        int stopGraceMs = 2'000;
        bool keepSpare = false;
        // Per-task limits (memory, CPU), read at each launch (none: no limits); the task cgroups
        // they go into are looked for at the first launch that has some (TaskCgroups::detect).
        std::function<TaskLimits()> limits = nullptr;
    };

    StandaloneBackend(std::shared_ptr<AgentctlProcessHost> processes, std::shared_ptr<AgentctlNetwork> network, Config config);

    QString name() const override;
    Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &request) override;
    Status stopInstance(const ExecutorInstance &instance, bool force) override;
    void agentStartEnded(const ExecutorInstance &instance) override;
    QString whyItEnded(const ExecutorInstance &instance) const override;

    // The process id of the spare agentctl ready for the next launch; 0 while none is.
    qint64 sparePid() const;

private:
    std::optional<StartedAgentctl> adoptSpare(const QString &instanceId);

    std::shared_ptr<AgentctlProcessHost> m_processes;
    std::shared_ptr<AgentctlNetwork> m_network;
    Config m_config;
    std::unique_ptr<SpareAgentctl> m_spare; // with keepSpare
    // The task cgroups, found once (null: none here, m_noCgroups says why).
    const TaskCgroups *cgroups() const;
    mutable std::once_flag m_cgroupsFound;
    mutable std::unique_ptr<TaskCgroups> m_cgroups;
    mutable std::atomic<const TaskCgroups *> m_foundCgroups = nullptr; // once found: what stops and reports read
    mutable QString m_noCgroups;
    mutable QMutex m_appliedMutex;
    QHash<QString, TaskLimits> m_applied; // instance → the limits it runs under
};

} // namespace kandesk
