// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/issues/issuetracker.h"

#include <memory>

namespace kandesk::github {
class GitHubClient;
}

namespace kandesk::issues {

// GitHub's issues (REST): one issue, the search API (`is:issue`, repo, labels, assignee:@me, open
// unless asked), a comment, closing as completed. A pull request's number is refused: it is not an issue.
class GitHubIssues final : public IssueTracker
{
public:
    explicit GitHubIssues(std::unique_ptr<github::GitHubClient> client);
    ~GitHubIssues() override;

    TrackerKind kind() const override { return TrackerKind::GitHub; }
    Expected<QString> whoAmI() override;
    Expected<Issue> issue(const IssueRef &ref) override;
    Expected<IssuePage> search(const IssueQuery &query, const QString &cursor = {}) override;
    Status comment(const IssueRef &ref, const QString &markdown) override;
    Status close(const IssueRef &ref, const QString &state = {}) override;

private:
    std::unique_ptr<github::GitHubClient> m_client;
};

// The search API's query for an IssueQuery: "is:issue is:open repo:o/r label:"a b" assignee:@me text".
QString gitHubSearchQuery(const IssueQuery &query);

} // namespace kandesk::issues
