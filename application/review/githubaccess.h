// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/github/githubclient.h"

#include <memory>
#include <mutex>

namespace kandesk {

class AgentctlNetwork;
class Stores;

// The GitHub repository of a checkout's origin, and a client for it with the user's token (the
// vault's GITHUB_TOKEN, else `gh auth token`). The HTTP runs on one network thread the access
// makes on first use; the calls block (pool threads only).
class GitHubAccess final
{
public:
    explicit GitHubAccess(Stores &stores);
    ~GitHubAccess();
    GitHubAccess(const GitHubAccess &) = delete;
    GitHubAccess &operator=(const GitHubAccess &) = delete;

    struct Repository {
        github::RemoteRepository repository;
        std::unique_ptr<github::GitHubClient> client;
    };
    Expected<Repository> forCheckout(const QString &checkout);

private:
    Expected<QString> token(const QString &host);
    std::shared_ptr<AgentctlNetwork> network();

    Stores &m_stores;
    std::mutex m_networkMutex;
    std::shared_ptr<AgentctlNetwork> m_network;
};

} // namespace kandesk
