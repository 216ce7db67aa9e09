// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "forgeaccess.h"

#include "application/review/shiptarget.h"
#include "application/stores.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/forge/remoteurl.h"
#include "lifecycle/git/gitpush.h"
#include "lifecycle/github/githubclient.h"
#include "lifecycle/github/githubforge.h"
#include "lifecycle/github/githubtoken.h"
#include "lifecycle/gitlab/gitlabclient.h"
#include "lifecycle/gitlab/gitlabforge.h"
#include "models/secretvault.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ForgeAccess".
struct ForgeAccessWords {
    Q_DECLARE_TR_FUNCTIONS(ForgeAccess)
};

} // namespace

const QString kGitLabHostsSetting = QStringLiteral("gitlab_hosts");

namespace {

const QString kGitHubTokenSecret = QStringLiteral("GITHUB_TOKEN");
const QString kGitLabTokenSecret = QStringLiteral("GITLAB_TOKEN");

} // namespace

ForgeAccess::ForgeAccess(Stores &stores)
    : m_stores(stores)
{ }

ForgeAccess::~ForgeAccess() = default;

std::shared_ptr<AgentctlNetwork> ForgeAccess::network()
{
    const std::lock_guard<std::mutex> guard(m_networkMutex);
    if (!m_network)
        m_network = std::make_shared<AgentctlNetwork>();
    return m_network;
}

std::optional<QString> ForgeAccess::storedSecret(const QString &name)
{
    SecretVault &vault = m_stores.vault();
    if (auto stored = vault.contains(name); !stored || !*stored)
        return std::nullopt;
    auto value = vault.readBlocking(name);
    if (!value || value->trimmed().isEmpty())
        return std::nullopt;
    return value->trimmed();
}

Expected<std::unique_ptr<forge::Forge>> ForgeAccess::gitHub(const QString &url)
{
    auto repository = github::parseRemoteUrl(url);
    if (!repository)
        return repository.failure();
    QString token;
    if (auto stored = storedSecret(kGitHubTokenSecret)) {
        token = *stored;
    } else if (auto signedIn = github::ghAuthToken(repository->host)) {
        token = *signedIn;
    } else {
        return Error { github::noTokenAdvice(repository->host) };
    }
    auto client = std::make_unique<github::GitHubClient>(network(), github::apiBaseFor(repository->host), token);
    return std::unique_ptr<forge::Forge>(std::make_unique<github::GitHubForge>(*repository, std::move(client)));
}

Expected<std::unique_ptr<forge::Forge>> ForgeAccess::gitLab(const QString &url)
{
    auto project = gitlab::parseRemoteUrl(url);
    if (!project)
        return project.failure();
    const auto token = storedSecret(kGitLabTokenSecret);
    if (!token)
        return Error::failed(
            ForgeAccessWords::tr("No GitLab token for %1: create a personal access token with the api scope there and store it "
                      "as the secret GITLAB_TOKEN (Settings ▸ Secrets, or kandesk secret set GITLAB_TOKEN)")
                .arg(project->host));
    auto client = std::make_unique<gitlab::GitLabClient>(network(), gitlab::apiBaseFor(project->host), *token);
    return std::unique_ptr<forge::Forge>(std::make_unique<gitlab::GitLabForge>(*project, std::move(client)));
}

Expected<std::unique_ptr<forge::Forge>> ForgeAccess::forCheckout(const QString &checkout)
{
    auto url = git::remoteUrl(checkout);
    if (!url)
        return Error { url.error() };
    auto location = forge::splitRemoteUrl(*url, QStringLiteral("a code host"));
    if (!location)
        return location.failure();
    return isGitLab(location->host) ? gitLab(*url) : gitHub(*url);
}

bool ForgeAccess::isGitLab(const QString &host)
{
    const auto listed = m_stores.settings().value(kGitLabHostsSetting);
    return gitlab::isGitLabHost(host, listed ? *listed : QString());
}

ForgeWords ForgeAccess::wordsForCheckout(const QString &checkout)
{
    auto url = git::remoteUrl(checkout);
    if (!url)
        return gitHubWords();
    auto location = forge::splitRemoteUrl(*url, QStringLiteral("a code host"));
    return location && isGitLab(location->host) ? gitLabWords() : gitHubWords();
}

Expected<ForgeAccess::TaskPullRequest> ForgeAccess::forTask(const QString &taskId)
{
    auto task = m_stores.tasks().get(taskId);
    if (!task)
        return task.failure();
    const ForgeWords words = wordsForUrl(task->pullRequestUrl);
    if (task->pullRequestNumber <= 0)
        return Error::failed((words.host == QLatin1String("GitLab") ? ForgeAccessWords::tr("“%1” has no merge request yet")
                                                                    : ForgeAccessWords::tr("“%1” has no pull request yet"))
                                 .arg(task->title));
    const QString checkout = remoteCheckoutOf(m_stores, *task);
    if (checkout.isEmpty())
        return Error::failed(ForgeAccessWords::tr("“%1” has no repository to ask %2 about").arg(task->title, words.host));
    auto forge = forCheckout(checkout);
    if (!forge)
        return forge.failure();
    return TaskPullRequest { *task, checkout, std::move(forge).value() };
}

} // namespace kandesk
