// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubaccess.h"

#include "application/stores.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/git/gitpush.h"
#include "lifecycle/github/githubtoken.h"
#include "models/secretvault.h"

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

} // namespace kandesk
