// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/issues/issuetracker.h"
#include "models/integration.h"

#include <memory>
#include <mutex>

namespace kandesk {

class AgentctlNetwork;
class Stores;

// The secrets a connection's kind reads by default: GITHUB_TOKEN, GITLAB_TOKEN, LINEAR_API_KEY,
// JIRA_API_TOKEN (and JIRA_EMAIL).
QString defaultTokenSecret(issues::TrackerKind kind);
QString defaultUserSecret(issues::TrackerKind kind);
// The site a connection means when it names none: github.com, gitlab.com; Linear has one; Jira needs one.
QString defaultSite(issues::TrackerKind kind);
// The site a connection is on: its own, else its kind's default.
QString connectionSite(const Integration &integration);

// An issue tracker client for a connection, its credentials read from the vault (GitHub's token
// also from `gh auth token` when the secret is not set). Each credential goes only to its own
// connection's site. The HTTP runs on one network thread made on first use; blocking (pool threads).
class TrackerAccess final
{
public:
    explicit TrackerAccess(Stores &stores);
    ~TrackerAccess();
    TrackerAccess(const TrackerAccess &) = delete;
    TrackerAccess &operator=(const TrackerAccess &) = delete;

    Expected<std::unique_ptr<issues::IssueTracker>> open(const Integration &integration);

private:
    Expected<QString> secret(const QString &name, const QString &what);
    std::shared_ptr<AgentctlNetwork> network();

    Stores &m_stores;
    std::mutex m_networkMutex;
    std::shared_ptr<AgentctlNetwork> m_network;
};

} // namespace kandesk
