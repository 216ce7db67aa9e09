// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/issues/issuetracker.h"

#include <QJsonObject>
#include <QUrl>

#include <memory>

namespace kandesk {
class AgentctlNetwork;
struct HttpReply;
} // namespace kandesk

namespace kandesk::issues {

// Linear's GraphQL endpoint: $KANDESK_LINEAR_API_URL when set (the tests' stand-in), else
// https://api.linear.app/graphql.
QUrl linearApiUrl();

// Linear's GraphQL API with a personal API key (sent bare in Authorization). Issues are named by
// their identifier (ENG-42); a search's project is a team key; closing moves the issue to a
// workflow state of its team.
class LinearClient final : public IssueTracker
{
public:
    LinearClient(std::shared_ptr<AgentctlNetwork> network, QUrl apiUrl, QString apiKey, int timeoutMs = 30'000);

    TrackerKind kind() const override { return TrackerKind::Linear; }
    Expected<QString> whoAmI() override;
    Expected<Issue> issue(const IssueRef &ref) override;
    Expected<IssuePage> search(const IssueQuery &query, const QString &cursor = {}) override;
    Status comment(const IssueRef &ref, const QString &markdown) override;
    Status close(const IssueRef &ref, const QString &state = {}) override;

    // One operation with its variables: the answer's data, or the refusal in plain words. With an
    // issue key, an answer that does not find it says so.
    Expected<QJsonObject> graphql(
        const QString &query, const QJsonObject &variables = {}, const QString &issueKey = {});

private:
    Error describeFailure(const HttpReply &reply, const QString &issueKey) const;
    // The issue's object under data.issue, with the fields the query asks for.
    Expected<QJsonObject> issueObject(const QString &query, const IssueRef &ref);

    std::shared_ptr<AgentctlNetwork> m_network;
    QUrl m_apiUrl;
    QString m_apiKey;
    int m_timeoutMs = 30'000;
};

} // namespace kandesk::issues
