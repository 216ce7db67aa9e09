// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "trackeraccess.h"

#include "application/stores.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/github/githubclient.h"
#include "lifecycle/github/githubtoken.h"
#include "lifecycle/gitlab/gitlabclient.h"
#include "lifecycle/issues/githubissues.h"
#include "lifecycle/issues/gitlabissues.h"
#include "lifecycle/issues/jiraclient.h"
#include "lifecycle/issues/linearclient.h"
#include "models/secretvault.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TrackerAccess".
struct TrackerAccessWords {
    Q_DECLARE_TR_FUNCTIONS(TrackerAccess)
};

} // namespace

using issues::TrackerKind;

QString defaultTokenSecret(TrackerKind kind)
{
    switch (kind) {
    case TrackerKind::GitLab:
        return QStringLiteral("GITLAB_TOKEN");
    case TrackerKind::Linear:
        return QStringLiteral("LINEAR_API_KEY");
    case TrackerKind::Jira:
        return QStringLiteral("JIRA_API_TOKEN");
    case TrackerKind::GitHub:
        break;
    }
    return QStringLiteral("GITHUB_TOKEN");
}

QString defaultUserSecret(TrackerKind kind)
{
    return kind == TrackerKind::Jira ? QStringLiteral("JIRA_EMAIL") : QString();
}

QString defaultSite(TrackerKind kind)
{
    switch (kind) {
    case TrackerKind::GitHub:
        return QStringLiteral("github.com");
    case TrackerKind::GitLab:
        return QStringLiteral("gitlab.com");
    case TrackerKind::Linear:
    case TrackerKind::Jira:
        break;
    }
    return {};
}

QString connectionSite(const Integration &integration)
{
    const auto kind = issues::trackerKindFromName(integration.kind);
    return integration.site.isEmpty() && kind ? defaultSite(*kind) : integration.site;
}

TrackerAccess::TrackerAccess(Stores &stores)
    : m_stores(stores)
{ }

TrackerAccess::~TrackerAccess() = default;

std::shared_ptr<AgentctlNetwork> TrackerAccess::network()
{
    const std::lock_guard<std::mutex> guard(m_networkMutex);
    if (!m_network)
        m_network = std::make_shared<AgentctlNetwork>();
    return m_network;
}

Expected<QString> TrackerAccess::secret(const QString &name, const QString &what)
{
    SecretVault &vault = m_stores.vault();
    auto stored = vault.contains(name);
    if (stored && *stored) {
        auto value = vault.readBlocking(name);
        if (value && !value->trimmed().isEmpty())
            return value->trimmed();
    }
    return Error::failed(TrackerAccessWords::tr("%1 is not set: store it as the secret %2 (Settings ▸ Secrets, or kandesk "
                                   "secret set %2)")
                             .arg(what, name));
}

Expected<std::unique_ptr<issues::IssueTracker>> TrackerAccess::open(const Integration &integration)
{
    const auto kind = issues::trackerKindFromName(integration.kind);
    if (!kind)
        return Error::failed(
            TrackerAccessWords::tr("The connection “%1” is of an unknown kind “%2”").arg(integration.name, integration.kind));
    const QString site = integration.site.isEmpty() ? defaultSite(*kind) : integration.site;
    const QString tokenName = integration.tokenSecret.isEmpty() ? defaultTokenSecret(*kind) : integration.tokenSecret;
    switch (*kind) {
    case TrackerKind::GitHub: {
        auto token = secret(tokenName, TrackerAccessWords::tr("The GitHub token"));
        if (!token) {
            auto signedIn = github::ghAuthToken(site);
            if (!signedIn)
                return Error { github::noTokenAdvice(site) };
            token = *signedIn;
        }
        return std::unique_ptr<issues::IssueTracker>(std::make_unique<issues::GitHubIssues>(
            std::make_unique<github::GitHubClient>(network(), github::apiBaseFor(site), *token)));
    }
    case TrackerKind::GitLab: {
        auto token = secret(tokenName, TrackerAccessWords::tr("The GitLab token for %1").arg(site));
        if (!token)
            return token.failure();
        return std::unique_ptr<issues::IssueTracker>(std::make_unique<issues::GitLabIssues>(
            std::make_unique<gitlab::GitLabClient>(network(), gitlab::apiBaseFor(site), *token), site));
    }
    case TrackerKind::Linear: {
        auto key = secret(tokenName, TrackerAccessWords::tr("The Linear API key"));
        if (!key)
            return key.failure();
        return std::unique_ptr<issues::IssueTracker>(
            std::make_unique<issues::LinearClient>(network(), issues::linearApiUrl(), *key));
    }
    case TrackerKind::Jira: {
        if (site.isEmpty())
            return Error::failed(TrackerAccessWords::tr("The Jira connection “%1” names no site (https://YOURS.atlassian.net)")
                                     .arg(integration.name));
        const QString userName = integration.userSecret.isEmpty() ? defaultUserSecret(*kind) : integration.userSecret;
        auto email = secret(userName, TrackerAccessWords::tr("The Jira account's e-mail"));
        if (!email)
            return email.failure();
        auto token = secret(tokenName, TrackerAccessWords::tr("The Jira API token"));
        if (!token)
            return token.failure();
        return std::unique_ptr<issues::IssueTracker>(
            std::make_unique<issues::JiraClient>(network(), QUrl(site), *email, *token));
    }
    }
    return Error::failed(TrackerAccessWords::tr("Unknown tracker"));
}

} // namespace kandesk
