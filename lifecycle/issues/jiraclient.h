// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/issues/issuetracker.h"

#include <QJsonDocument>
#include <QUrl>

#include <memory>

namespace kandesk {
class AgentctlNetwork;
struct HttpReply;
} // namespace kandesk

namespace kandesk::issues {

// Jira Cloud's REST API v3 on one site (https://SITE.atlassian.net) with an account's e-mail and
// API token (basic auth). Descriptions and comments travel as Atlassian documents, read and written
// as Markdown (jiradocument.h); a search's project is a project key, or the query is JQL; closing
// takes a transition of the issue's workflow.
class JiraClient final : public IssueTracker
{
public:
    JiraClient(
        std::shared_ptr<AgentctlNetwork> network, QUrl site, QString email, QString apiToken, int timeoutMs = 30'000);

    TrackerKind kind() const override { return TrackerKind::Jira; }
    Expected<QString> whoAmI() override;
    Expected<Issue> issue(const IssueRef &ref) override;
    Expected<IssuePage> search(const IssueQuery &query, const QString &cursor = {}) override;
    Status comment(const IssueRef &ref, const QString &markdown) override;
    Status close(const IssueRef &ref, const QString &state = {}) override;

    // Any call: a path below the site (/rest/api/3/…), a JSON body or none; with an issue key, a
    // 404 names it.
    Expected<QJsonDocument> call(
        const QByteArray &verb, const QString &path, const QJsonDocument &body = {}, const QString &issueKey = {});

private:
    Error describeFailure(const HttpReply &reply, const QString &issueKey) const;

    std::shared_ptr<AgentctlNetwork> m_network;
    QUrl m_site;
    QString m_email;
    QString m_apiToken;
    int m_timeoutMs = 30'000;
};

// The JQL of a query: query.jql when set, else its fields ANDed, newest first.
QString jqlFor(const IssueQuery &query);

} // namespace kandesk::issues
