// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/executorbackend.h"

namespace kandesk {

class AgentctlNetwork;
class AgentctlProcessHost;

// Runs each execution's agent behind its own agentctl on this machine: starts agentctl on a free
// loopback port with a one-time bootstrap nonce, trades the nonce for a bearer token, waits for
// /health with backoff, creates the instance and hands back a client bound to its port, token and
// X-Instance-ID. Stopping the instance ends its agent and its agentctl, freeing the port.
class StandaloneBackend final : public ExecutorBackend
{
public:
    struct Config {
        QString agentctlPath;
        QString logDirectory; // agentctl's standard error goes to <logDirectory>/agentctl-<instance>.log
        int requestTimeoutMs = 30'000;
        int stopGraceMs = 2'000;
    };

    StandaloneBackend(std::shared_ptr<AgentctlProcessHost> processes, std::shared_ptr<AgentctlNetwork> network, Config config);

    QString name() const override;
    Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &request) override;
    Status stopInstance(const ExecutorInstance &instance, bool force) override;

private:
    std::shared_ptr<AgentctlProcessHost> m_processes;
    std::shared_ptr<AgentctlNetwork> m_network;
    Config m_config;
};

} // namespace kandesk
