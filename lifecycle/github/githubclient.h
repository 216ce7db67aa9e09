// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/github/githubremote.h"

#include <memory>

namespace kandesk {
class AgentctlNetwork;
}

namespace kandesk::github {

struct NewPullRequest {
    QString title;
    QString body;
    QString head; // the branch
    QString base;
    bool draft = false;
};

struct PullRequest {
    int number = 0;
    QString url; // html_url, what a person opens
    QString state; // open, closed, merged
    bool draft = false;
    bool existed = false; // one was open for the branch already
};

// GitHub's REST API for pull requests. The calls block (pool threads only); the HTTP itself runs
// on the network's thread, never on the caller's.
class GitHubClient final
{
public:
    GitHubClient(std::shared_ptr<AgentctlNetwork> network, QUrl apiBase, QString token, int timeoutMs = 30'000);

    // POST /repos/{o}/{r}/pulls. When GitHub answers 422 "A pull request already exists", the
    // open one for the branch is looked up and returned with existed set. 401: the token is refused.
    Expected<PullRequest> createPullRequest(const RemoteRepository &repository, const NewPullRequest &request);

    // GET /repos/{o}/{r}/pulls?head=OWNER:BRANCH&state=open: the first one, or number 0.
    Expected<PullRequest> findOpenPullRequest(const RemoteRepository &repository, const QString &branch);

    // GET /repos/{o}/{r}/pulls/{number}: its state now (open, closed or merged).
    Expected<PullRequest> pullRequest(const RemoteRepository &repository, int number);

private:
    std::shared_ptr<AgentctlNetwork> m_network;
    QUrl m_apiBase;
    QString m_token;
    int m_timeoutMs = 30'000;
};

} // namespace kandesk::github
