// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubforge.h"

#include "lifecycle/github/githubchecks.h"
#include "lifecycle/github/githubclient.h"
#include "lifecycle/github/githubmerge.h"
#include "lifecycle/github/githubreviews.h"

namespace kandesk::github {

GitHubForge::GitHubForge(RemoteRepository repository, std::unique_ptr<GitHubClient> client)
    : m_repository(std::move(repository))
    , m_client(std::move(client))
{ }

GitHubForge::~GitHubForge() = default;

ForgeWords GitHubForge::words() const
{
    return gitHubWords();
}

QString GitHubForge::repositoryName() const
{
    return m_repository.owner + QLatin1Char('/') + m_repository.name;
}

Expected<forge::PullRequest> GitHubForge::createPullRequest(const forge::NewPullRequest &request)
{
    return m_client->createPullRequest(m_repository, request);
}

Expected<forge::PullRequest> GitHubForge::pullRequest(int number)
{
    return m_client->pullRequest(m_repository, number);
}

Expected<QList<forge::Check>> GitHubForge::checks(const forge::PullRequest &pullRequest)
{
    return readChecks(*m_client, m_repository, pullRequest.headSha);
}

Expected<QString> GitHubForge::checkFailureDetail(const forge::Check &check, int maxLines)
{
    return github::checkFailureDetail(*m_client, m_repository, check, maxLines);
}

Expected<forge::MergeMethods> GitHubForge::allowedMergeMethods()
{
    return github::allowedMergeMethods(*m_client, m_repository);
}

Expected<QString> GitHubForge::merge(const forge::PullRequest &pullRequest, forge::MergeMethod method)
{
    return mergePullRequest(*m_client, m_repository, pullRequest.number, method, pullRequest.headSha);
}

Expected<QList<forge::PullRequestComment>> GitHubForge::comments(int number)
{
    return readPullRequestComments(*m_client, m_repository, number);
}

Status GitHubForge::reply(int number, const QString &remoteId, const QString &text)
{
    return replyToComment(*m_client, m_repository, number, remoteId, text);
}

Expected<bool> GitHubForge::resolveThread(int number, const QString &remoteId)
{
    return resolveThreadOf(*m_client, m_repository, number, remoteId);
}

} // namespace kandesk::github
