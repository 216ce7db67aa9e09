// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubissues.h"

#include "lifecycle/github/githubclient.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::issues {

namespace {

// The words this file says to users, translated in the context "GitHubIssuesWords".
struct GitHubIssuesWords {
    Q_DECLARE_TR_FUNCTIONS(GitHubIssuesWords)
};

QString issuePath(const IssueRef &ref)
{
    return QStringLiteral("/repos/%1/issues/%2").arg(ref.project, ref.key);
}

Issue githubIssueFrom(const QJsonObject &object, const QString &project)
{
    Issue issue;
    issue.ref.kind = TrackerKind::GitHub;
    issue.ref.project = project;
    issue.ref.key = QString::number(object.value(QStringLiteral("number")).toInteger());
    issue.title = object.value(QStringLiteral("title")).toString();
    issue.body = object.value(QStringLiteral("body")).toString();
    const QJsonArray labels = object.value(QStringLiteral("labels")).toArray();
    for (const QJsonValue &label : labels)
        issue.labels.append(label.isObject() ? label.toObject().value(QStringLiteral("name")).toString() : label.toString());
    issue.url = object.value(QStringLiteral("html_url")).toString();
    issue.state = object.value(QStringLiteral("state")).toString();
    issue.closed = issue.state == QLatin1String("closed");
    issue.assignee = object.value(QStringLiteral("assignee")).toObject().value(QStringLiteral("login")).toString();
    issue.updatedAt = QDateTime::fromString(object.value(QStringLiteral("updated_at")).toString(), Qt::ISODate);
    return issue;
}

// "https://api.github.com/repos/acme/widgets" → "acme/widgets".
QString projectOf(const QJsonObject &object)
{
    const QString repository = object.value(QStringLiteral("repository_url")).toString();
    const QStringList parts = repository.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    return parts.size() >= 2 ? parts.at(parts.size() - 2) + QLatin1Char('/') + parts.constLast() : QString();
}

QString quotedIfSpaced(const QString &word)
{
    return word.contains(QLatin1Char(' ')) ? QLatin1Char('"') + word + QLatin1Char('"') : word;
}

} // namespace

GitHubIssues::GitHubIssues(std::unique_ptr<github::GitHubClient> client)
    : m_client(std::move(client))
{ }

GitHubIssues::~GitHubIssues() = default;

QString gitHubSearchQuery(const IssueQuery &query)
{
    QStringList words { QStringLiteral("is:issue") };
    if (!query.includeClosed)
        words.append(QStringLiteral("is:open"));
    if (!query.project.isEmpty())
        words.append(QStringLiteral("repo:") + query.project);
    for (const QString &label : query.labels)
        words.append(QStringLiteral("label:") + quotedIfSpaced(label));
    if (query.assignedToMe)
        words.append(QStringLiteral("assignee:@me"));
    if (!query.text.trimmed().isEmpty())
        words.append(query.text.trimmed());
    return words.join(QLatin1Char(' '));
}

Expected<QString> GitHubIssues::whoAmI()
{
    auto user = m_client->call(QByteArrayLiteral("GET"), QStringLiteral("/user"));
    if (!user)
        return user.failure();
    return user->object().value(QStringLiteral("login")).toString();
}

Expected<Issue> GitHubIssues::issue(const IssueRef &ref)
{
    auto read = m_client->call(QByteArrayLiteral("GET"), issuePath(ref));
    if (!read)
        return read.failure().wrapped(ref.toString());
    const QJsonObject object = read->object();
    if (object.contains(QStringLiteral("pull_request")))
        return Error::failed(GitHubIssuesWords::tr("%1 is a pull request, not an issue").arg(ref.toString()));
    return githubIssueFrom(object, ref.project);
}

Expected<IssuePage> GitHubIssues::search(const IssueQuery &query, const QString &cursor)
{
    const int page = cursor.isEmpty() ? 1 : cursor.toInt();
    const int size = std::clamp(query.pageSize, 1, 100);
    QUrlQuery parameters;
    parameters.addQueryItem(QStringLiteral("q"), gitHubSearchQuery(query));
    parameters.addQueryItem(QStringLiteral("sort"), QStringLiteral("updated"));
    parameters.addQueryItem(QStringLiteral("per_page"), QString::number(size));
    parameters.addQueryItem(QStringLiteral("page"), QString::number(page));
    auto found = m_client->call(QByteArrayLiteral("GET"), QStringLiteral("/search/issues"), parameters);
    if (!found)
        return found.failure();
    IssuePage result;
    const QJsonObject object = found->object();
    const QJsonArray items = object.value(QStringLiteral("items")).toArray();
    for (const QJsonValue &item : items) {
        const QJsonObject issue = item.toObject();
        if (!issue.contains(QStringLiteral("pull_request")))
            result.issues.append(githubIssueFrom(issue, projectOf(issue)));
    }
    // The search API serves the first 1,000 results at most.
    const qint64 total = std::min<qint64>(object.value(QStringLiteral("total_count")).toInteger(), 1000);
    if (qint64(page) * size < total)
        result.next = QString::number(page + 1);
    return result;
}

Status GitHubIssues::comment(const IssueRef &ref, const QString &markdown)
{
    auto made = m_client->call(QByteArrayLiteral("POST"), issuePath(ref) + QStringLiteral("/comments"), {},
        QJsonDocument(QJsonObject { { QStringLiteral("body"), markdown } }));
    if (!made)
        return made.failure();
    return Status::success();
}

Status GitHubIssues::close(const IssueRef &ref, const QString &state)
{
    const QString reason = state.isEmpty() ? QStringLiteral("completed") : state; // completed, not_planned
    auto closed = m_client->call(QByteArrayLiteral("PATCH"), issuePath(ref), {},
        QJsonDocument(QJsonObject { { QStringLiteral("state"), QStringLiteral("closed") },
            { QStringLiteral("state_reason"), reason } }));
    if (!closed)
        return closed.failure();
    return Status::success();
}

} // namespace kandesk::issues
