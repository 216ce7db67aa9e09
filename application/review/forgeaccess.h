// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/forge/forge.h"
#include "models/types.h"

#include <memory>
#include <mutex>

namespace kandesk {

class AgentctlNetwork;
class Stores;

// The code host of a checkout's origin as a forge: GitLab when the host is GitLab's (gitlab.com,
// gitlab.*, or listed in the `gitlab_hosts` setting), with the vault's GITLAB_TOKEN; GitHub
// otherwise, with the vault's GITHUB_TOKEN, else `gh auth token`. The HTTP runs on one network
// thread the access makes on first use; the calls block (pool threads only).
class ForgeAccess final
{
public:
    explicit ForgeAccess(Stores &stores);
    ~ForgeAccess();
    ForgeAccess(const ForgeAccess &) = delete;
    ForgeAccess &operator=(const ForgeAccess &) = delete;

    Expected<std::unique_ptr<forge::Forge>> forCheckout(const QString &checkout);
    // What the host of a checkout's origin calls things (no token needed; GitHub's when unknown).
    ForgeWords wordsForCheckout(const QString &checkout);

    // A task's pull request where its host serves it: the task, a checkout that knows its remote
    // (its worktree, else its repository's folder) and the forge there. An error in words when the
    // task has no pull request, no repository or no token. Blocking.
    struct TaskPullRequest {
        Task task;
        QString checkout;
        std::unique_ptr<forge::Forge> forge;
    };
    Expected<TaskPullRequest> forTask(const QString &taskId);

private:
    Expected<std::unique_ptr<forge::Forge>> gitHub(const QString &url);
    Expected<std::unique_ptr<forge::Forge>> gitLab(const QString &url);
    bool isGitLab(const QString &host);
    std::optional<QString> storedSecret(const QString &name);
    std::shared_ptr<AgentctlNetwork> network();

    Stores &m_stores;
    std::mutex m_networkMutex;
    std::shared_ptr<AgentctlNetwork> m_network;
};

// The setting that lists more GitLab hosts (comma-separated), beside gitlab.com and gitlab.*.
extern const QString kGitLabHostsSetting;

} // namespace kandesk
