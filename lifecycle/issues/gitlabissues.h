// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/issues/issuetracker.h"

#include <memory>

namespace kandesk::gitlab {
class GitLabClient;
}

namespace kandesk::issues {

// GitLab's issues (REST v4) on one host: one issue, a project's issues or all the user can see
// (labels, assigned to me, opened unless asked, a search text), a note, closing (state_event close).
class GitLabIssues final : public IssueTracker
{
public:
    GitLabIssues(std::unique_ptr<gitlab::GitLabClient> client, QString host);
    ~GitLabIssues() override;

    TrackerKind kind() const override { return TrackerKind::GitLab; }
    Expected<QString> whoAmI() override;
    Expected<Issue> issue(const IssueRef &ref) override;
    Expected<IssuePage> search(const IssueQuery &query, const QString &cursor = {}) override;
    Status comment(const IssueRef &ref, const QString &markdown) override;
    Status close(const IssueRef &ref, const QString &state = {}) override;

private:
    QString issuePath(const IssueRef &ref) const;

    std::unique_ptr<gitlab::GitLabClient> m_client;
    QString m_host;
};

} // namespace kandesk::issues
