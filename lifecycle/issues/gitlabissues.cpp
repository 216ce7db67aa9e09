// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitlabissues.h"

#include "lifecycle/gitlab/gitlabclient.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::issues {

namespace {

// "https://gitlab.example/group/project/-/issues/7" → "group/project".
QString projectOfUrl(const QString &url)
{
    const QString path = QUrl(url).path();
    const qsizetype marker = path.indexOf(QLatin1String("/-/issues/"));
    return marker > 1 ? path.mid(1, marker - 1) : QString();
}

Issue gitlabIssueFrom(const QJsonObject &object, const QString &project)
{
    Issue issue;
    issue.ref.kind = TrackerKind::GitLab;
    issue.url = object.value(QStringLiteral("web_url")).toString();
    issue.ref.project = project.isEmpty() ? projectOfUrl(issue.url) : project;
    issue.ref.key = QString::number(object.value(QStringLiteral("iid")).toInteger());
    issue.title = object.value(QStringLiteral("title")).toString();
    issue.body = object.value(QStringLiteral("description")).toString();
    const QJsonArray labels = object.value(QStringLiteral("labels")).toArray();
    for (const QJsonValue &label : labels)
        issue.labels.append(label.toString());
    issue.state = object.value(QStringLiteral("state")).toString();
    issue.closed = issue.state == QLatin1String("closed");
    issue.assignee = object.value(QStringLiteral("assignee")).toObject().value(QStringLiteral("username")).toString();
    issue.updatedAt = QDateTime::fromString(object.value(QStringLiteral("updated_at")).toString(), Qt::ISODate);
    return issue;
}

} // namespace

GitLabIssues::GitLabIssues(std::unique_ptr<gitlab::GitLabClient> client, QString host)
    : m_client(std::move(client))
    , m_host(std::move(host))
{ }

GitLabIssues::~GitLabIssues() = default;

QString GitLabIssues::issuePath(const IssueRef &ref) const
{
    return QStringLiteral("/projects/%1/issues/%2").arg(gitlab::Project { m_host, ref.project }.apiId(), ref.key);
}

Expected<QString> GitLabIssues::whoAmI()
{
    auto user = m_client->call(QByteArrayLiteral("GET"), QStringLiteral("/user"));
    if (!user)
        return user.failure();
    return user->object().value(QStringLiteral("username")).toString();
}

Expected<Issue> GitLabIssues::issue(const IssueRef &ref)
{
    auto read = m_client->call(QByteArrayLiteral("GET"), issuePath(ref));
    if (!read)
        return read.failure().wrapped(ref.toString());
    return gitlabIssueFrom(read->object(), ref.project);
}

Expected<IssuePage> GitLabIssues::search(const IssueQuery &query, const QString &cursor)
{
    const int page = cursor.isEmpty() ? 1 : cursor.toInt();
    const int size = std::clamp(query.pageSize, 1, 100);
    QUrlQuery parameters;
    if (!query.includeClosed)
        parameters.addQueryItem(QStringLiteral("state"), QStringLiteral("opened"));
    if (!query.labels.isEmpty())
        parameters.addQueryItem(QStringLiteral("labels"), query.labels.join(QLatin1Char(',')));
    // Without a project GitLab lists only the user's own issues unless asked for all they can see.
    parameters.addQueryItem(QStringLiteral("scope"),
        query.assignedToMe ? QStringLiteral("assigned_to_me") : QStringLiteral("all"));
    if (!query.text.trimmed().isEmpty())
        parameters.addQueryItem(QStringLiteral("search"), query.text.trimmed());
    parameters.addQueryItem(QStringLiteral("order_by"), QStringLiteral("updated_at"));
    parameters.addQueryItem(QStringLiteral("per_page"), QString::number(size));
    parameters.addQueryItem(QStringLiteral("page"), QString::number(page));
    const QString path = query.project.isEmpty()
        ? QStringLiteral("/issues")
        : QStringLiteral("/projects/%1/issues").arg(gitlab::Project { m_host, query.project }.apiId());
    auto found = m_client->call(QByteArrayLiteral("GET"), path, parameters);
    if (!found)
        return found.failure();
    IssuePage result;
    const QJsonArray items = found->array();
    for (const QJsonValue &item : items)
        result.issues.append(gitlabIssueFrom(item.toObject(), query.project));
    if (items.size() == size)
        result.next = QString::number(page + 1);
    return result;
}

Status GitLabIssues::comment(const IssueRef &ref, const QString &markdown)
{
    auto made = m_client->call(QByteArrayLiteral("POST"), issuePath(ref) + QStringLiteral("/notes"), {},
        QJsonDocument(QJsonObject { { QStringLiteral("body"), markdown } }));
    if (!made)
        return made.failure();
    return Status::success();
}

Status GitLabIssues::close(const IssueRef &ref, const QString &state)
{
    Q_UNUSED(state); // GitLab's issues are open or closed
    auto closed = m_client->call(QByteArrayLiteral("PUT"), issuePath(ref), {},
        QJsonDocument(QJsonObject { { QStringLiteral("state_event"), QStringLiteral("close") } }));
    if (!closed)
        return closed.failure();
    return Status::success();
}

} // namespace kandesk::issues
