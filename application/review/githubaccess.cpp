// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubaccess.h"

#include "application/review/shiptarget.h"
#include "application/stores.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/git/gitpush.h"
#include "lifecycle/github/githubtoken.h"
#include "models/secretvault.h"
#include "models/stores/taskstore.h"

namespace kandesk {

namespace {

const QString kGitHubTokenSecret = QStringLiteral("GITHUB_TOKEN");

} // namespace

GitHubAccess::GitHubAccess(Stores &stores)
    : m_stores(stores)
{ }

GitHubAccess::~GitHubAccess() = default;

std::shared_ptr<AgentctlNetwork> GitHubAccess::network()
{
    const std::lock_guard<std::mutex> guard(m_networkMutex);
    if (!m_network)
        m_network = std::make_shared<AgentctlNetwork>();
    return m_network;
}

Expected<QString> GitHubAccess::token(const QString &host)
{
    SecretVault &vault = m_stores.vault();
    if (auto stored = vault.contains(kGitHubTokenSecret); stored && *stored) {
        auto token = vault.readBlocking(kGitHubTokenSecret);
        if (token && !token->trimmed().isEmpty())
            return token->trimmed();
    }
    if (auto token = github::ghAuthToken(host))
        return token;
    return Error { github::noTokenAdvice(host) };
}

Expected<GitHubAccess::Repository> GitHubAccess::forCheckout(const QString &checkout)
{
    auto url = git::remoteUrl(checkout);
    if (!url)
        return Error { url.error() };
    auto repository = github::parseRemoteUrl(*url);
    if (!repository)
        return Error { repository.error() };
    auto token = this->token(repository->host);
    if (!token)
        return Error { token.error() };
    return Repository { *repository,
        std::make_unique<github::GitHubClient>(network(), github::apiBaseFor(repository->host), *token) };
}

Expected<GitHubAccess::TaskPullRequest> GitHubAccess::forTask(const QString &taskId)
{
    auto task = m_stores.tasks().get(taskId);
    if (!task)
        return task.failure();
    if (task->pullRequestNumber <= 0)
        return Error::failed(QStringLiteral("“%1” has no pull request yet").arg(task->title));
    const QString checkout = remoteCheckoutOf(m_stores, *task);
    if (checkout.isEmpty())
        return Error::failed(QStringLiteral("“%1” has no repository to ask GitHub about").arg(task->title));
    auto gitHub = forCheckout(checkout);
    if (!gitHub)
        return gitHub.failure();
    return TaskPullRequest { *task, checkout, std::move(gitHub).value() };
}

} // namespace kandesk
