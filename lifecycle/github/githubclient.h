// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/forge/pullrequest.h"
#include "lifecycle/github/githubremote.h"

#include <QJsonDocument>
#include <QUrlQuery>

#include <memory>

namespace kandesk {
class AgentctlNetwork;
struct HttpReply;
}

namespace kandesk::github {

using forge::NewPullRequest;
using forge::PullRequest;

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

    // Any call: path below the API base ("/repos/o/r/…"), a JSON body or none. An answer other
    // than 2xx comes back in plain words; a rate limit (429, or 403 with no requests left) as
    // ErrorKind::RateLimited with how long to wait in details (ErrorDetails::kRetryAfterSeconds),
    // from Retry-After or X-RateLimit-Reset.
    Expected<QJsonDocument> call(const QByteArray &verb, const QString &path, const QUrlQuery &query = {},
                                 const QJsonDocument &body = {});

    // GitHub's GraphQL API (https://api.github.com/graphql; GitHub Enterprise's /api/graphql): the
    // answer's data, or its first error in plain words.
    Expected<QJsonObject> graphql(const QString &query, const QJsonObject &variables);

private:
    HttpReply exchange(const QByteArray &verb, const QString &path, const QUrlQuery &query, const QByteArray &body);

    std::shared_ptr<AgentctlNetwork> m_network;
    QUrl m_apiBase;
    QString m_token;
    int m_timeoutMs = 30'000;
};

} // namespace kandesk::github
