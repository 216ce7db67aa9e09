// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/github/githubclient.h"
#include "models/types.h"

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

    // A task's pull request as GitHub serves it: the task, a checkout that knows its remote (its
    // worktree, else its repository's folder) and the repository there with a client. An error in
    // words when the task has no pull request, no repository or no token. Blocking.
    struct TaskPullRequest {
        Task task;
        QString checkout;
        Repository gitHub;
    };
    Expected<TaskPullRequest> forTask(const QString &taskId);

private:
    Expected<QString> token(const QString &host);
    std::shared_ptr<AgentctlNetwork> network();

    Stores &m_stores;
    std::mutex m_networkMutex;
    std::shared_ptr<AgentctlNetwork> m_network;
};

} // namespace kandesk
