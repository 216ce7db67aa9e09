// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "jiraclient.h"

#include "jiradocument.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/forge/ratelimit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace kandesk::issues {

namespace {

// The words this file says to users, translated in the context "JiraClientWords".
struct JiraClientWords {
    Q_DECLARE_TR_FUNCTIONS(JiraClientWords)
};

const QString kJiraIssueFields = QStringLiteral("summary,description,labels,status,assignee,updated");

// Jira's own words: errorMessages and the field errors ("labels: …").
QString jiraMessage(const QByteArray &body)
{
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    QStringList parts;
    for (const QJsonValue &message : object.value(QStringLiteral("errorMessages")).toArray())
        parts.append(message.toString());
    const QJsonObject fields = object.value(QStringLiteral("errors")).toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it)
        parts.append(it.key() + QStringLiteral(": ") + it.value().toString());
    parts.removeAll(QString());
    if (parts.isEmpty())
        return QString::fromUtf8(body.left(200)).simplified();
    return parts.join(QStringLiteral("; "));
}

// Jira writes offsets without a colon (+0000), which Qt's ISO reading may not take.
QDateTime jiraTime(const QString &text)
{
    static const QRegularExpression offset(QStringLiteral("([+-]\\d\\d)(\\d\\d)$"));
    QString iso = text;
    iso.replace(offset, QStringLiteral("\\1:\\2"));
    return QDateTime::fromString(iso, Qt::ISODateWithMs);
}

Status jiraRef(const IssueRef &ref)
{
    if (ref.kind == TrackerKind::Jira && !ref.key.isEmpty())
        return Status::success();
    return Error(JiraClientWords::tr("%1 is not a Jira issue (write jira:KEY-N)").arg(ref.toString()));
}

QString quotedJql(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString statusCategory(const QJsonObject &status)
{
    return status.value(QStringLiteral("statusCategory")).toObject().value(QStringLiteral("key")).toString();
}

Issue jiraIssueFrom(const QJsonObject &object, const QUrl &site)
{
    const QJsonObject fields = object.value(QStringLiteral("fields")).toObject();
    Issue issue;
    issue.ref = { TrackerKind::Jira, {}, object.value(QStringLiteral("key")).toString() };
    issue.title = fields.value(QStringLiteral("summary")).toString();
    issue.body = adfToMarkdown(fields.value(QStringLiteral("description")).toObject());
    for (const QJsonValue &label : fields.value(QStringLiteral("labels")).toArray())
        issue.labels.append(label.toString());
    QString browse = site.toString();
    while (browse.endsWith(QLatin1Char('/')))
        browse.chop(1);
    issue.url = browse + QStringLiteral("/browse/") + issue.ref.key;
    const QJsonObject status = fields.value(QStringLiteral("status")).toObject();
    issue.state = status.value(QStringLiteral("name")).toString();
    issue.closed = statusCategory(status) == QLatin1String("done");
    issue.assignee
        = fields.value(QStringLiteral("assignee")).toObject().value(QStringLiteral("displayName")).toString();
    issue.updatedAt = jiraTime(fields.value(QStringLiteral("updated")).toString());
    return issue;
}

} // namespace

QString jqlFor(const IssueQuery &query)
{
    if (!query.jql.trimmed().isEmpty())
        return query.jql.trimmed();
    QStringList clauses;
    if (!query.project.trimmed().isEmpty())
        clauses.append(QStringLiteral("project = ") + quotedJql(query.project.trimmed()));
    if (!query.labels.isEmpty()) {
        QStringList labels;
        for (const QString &label : query.labels)
            labels.append(quotedJql(label));
        clauses.append(QStringLiteral("labels in (%1)").arg(labels.join(QLatin1Char(','))));
    }
    if (query.assignedToMe)
        clauses.append(QStringLiteral("assignee = currentUser()"));
    if (!query.includeClosed)
        clauses.append(QStringLiteral("statusCategory != Done"));
    if (!query.text.trimmed().isEmpty())
        clauses.append(QStringLiteral("text ~ ") + quotedJql(query.text.trimmed()));
    const QString order = QStringLiteral("ORDER BY updated DESC");
    return clauses.isEmpty() ? order : clauses.join(QStringLiteral(" AND ")) + QLatin1Char(' ') + order;
}

JiraClient::JiraClient(
    std::shared_ptr<AgentctlNetwork> network, QUrl site, QString email, QString apiToken, int timeoutMs)
    : m_network(std::move(network))
    , m_site(std::move(site))
    , m_email(std::move(email))
    , m_apiToken(std::move(apiToken))
    , m_timeoutMs(timeoutMs)
{ }

Error JiraClient::describeFailure(const HttpReply &reply, const QString &issueKey) const
{
    if (const auto wait = forge::rateLimitWait(reply))
        return forge::rateLimited(QStringLiteral("Jira"), reply.status, *wait);
    const QString said = jiraMessage(reply.body);
    switch (reply.status) {
    case 0:
        return Error(JiraClientWords::tr("Could not reach Jira at %1 (%2)").arg(m_site.toString(), reply.error));
    case 401:
        return Error(JiraClientWords::tr("Jira refused the e-mail and API token (401): store valid ones as the secrets "
                                         "JIRA_EMAIL and JIRA_API_TOKEN"));
    case 403:
        return Error(
            JiraClientWords::tr("Jira did not allow this (403: “%1”); the account may lack the permission").arg(said));
    case 404:
        if (!issueKey.isEmpty())
            return Error(JiraClientWords::tr("Jira has no issue %1, or the account cannot see it (404)").arg(issueKey));
        return Error(JiraClientWords::tr("Jira found nothing there (404: “%1”)").arg(said));
    case 400:
        return Error(JiraClientWords::tr("Jira refused the request (400: “%1”)").arg(said));
    default:
        break;
    }
    return Error(JiraClientWords::tr("Jira answered HTTP %1: “%2”").arg(reply.status).arg(said));
}

Expected<QJsonDocument> JiraClient::call(
    const QByteArray &verb, const QString &path, const QJsonDocument &body, const QString &issueKey)
{
    QUrl url = m_site;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    const qsizetype question = path.indexOf(QLatin1Char('?'));
    url.setPath(basePath + path.left(question));
    if (question >= 0)
        url.setQuery(path.mid(question + 1));
    const QByteArray credentials = (m_email + QLatin1Char(':') + m_apiToken).toUtf8().toBase64();
    const HttpReply reply
        = m_network->send(verb, url, body.isNull() ? QByteArray() : body.toJson(QJsonDocument::Compact),
            { { QByteArrayLiteral("Authorization"), QByteArrayLiteral("Basic ") + credentials },
                { QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json") } },
            m_timeoutMs);
    if (reply.status < 200 || reply.status >= 300)
        return describeFailure(reply, issueKey);
    return QJsonDocument::fromJson(reply.body);
}

Expected<QString> JiraClient::whoAmI()
{
    auto read = call(QByteArrayLiteral("GET"), QStringLiteral("/rest/api/3/myself"));
    if (!read)
        return read.failure();
    const QJsonObject me = read->object();
    const QString name = me.value(QStringLiteral("displayName")).toString();
    // Jira leaves the address out when the account's profile hides it.
    const QString email = me.value(QStringLiteral("emailAddress")).toString();
    return email.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, email);
}

Expected<Issue> JiraClient::issue(const IssueRef &ref)
{
    if (Status accepted = jiraRef(ref); !accepted)
        return accepted.failure();
    auto read = call(QByteArrayLiteral("GET"),
        QStringLiteral("/rest/api/3/issue/%1?fields=%2").arg(ref.key, kJiraIssueFields), {}, ref.key);
    if (!read)
        return read.failure();
    return jiraIssueFrom(read->object(), m_site);
}

Expected<IssuePage> JiraClient::search(const IssueQuery &query, const QString &cursor)
{
    QJsonObject body { { QStringLiteral("jql"), jqlFor(query) },
        { QStringLiteral("maxResults"), std::clamp(query.pageSize, 1, 100) },
        { QStringLiteral("fields"), QJsonArray::fromStringList(kJiraIssueFields.split(QLatin1Char(','))) } };
    if (!cursor.isEmpty())
        body.insert(QStringLiteral("nextPageToken"), cursor);
    auto found = call(QByteArrayLiteral("POST"), QStringLiteral("/rest/api/3/search/jql"), QJsonDocument(body));
    if (!found)
        return found.failure();
    const QJsonObject answer = found->object();
    IssuePage page;
    for (const QJsonValue &issue : answer.value(QStringLiteral("issues")).toArray())
        page.issues.append(jiraIssueFrom(issue.toObject(), m_site));
    if (!answer.value(QStringLiteral("isLast")).toBool())
        page.next = answer.value(QStringLiteral("nextPageToken")).toString();
    return page;
}

Status JiraClient::comment(const IssueRef &ref, const QString &markdown)
{
    if (Status accepted = jiraRef(ref); !accepted)
        return accepted;
    if (markdown.trimmed().isEmpty())
        return Error(JiraClientWords::tr("A comment on %1 needs some text").arg(ref.key));
    auto made = call(QByteArrayLiteral("POST"), QStringLiteral("/rest/api/3/issue/%1/comment").arg(ref.key),
        QJsonDocument(QJsonObject { { QStringLiteral("body"), markdownToAdf(markdown) } }), ref.key);
    if (!made)
        return made.failure();
    return Status::success();
}

Status JiraClient::close(const IssueRef &ref, const QString &state)
{
    if (Status accepted = jiraRef(ref); !accepted)
        return accepted;
    const QString path = QStringLiteral("/rest/api/3/issue/%1/transitions").arg(ref.key);
    auto read = call(QByteArrayLiteral("GET"), path, {}, ref.key);
    if (!read)
        return read.failure();
    const QString wanted = state.trimmed();
    QString transitionId;
    QStringList names;
    for (const QJsonValue &value : read->object().value(QStringLiteral("transitions")).toArray()) {
        const QJsonObject transition = value.toObject();
        const QString name = transition.value(QStringLiteral("name")).toString();
        const QJsonObject to = transition.value(QStringLiteral("to")).toObject();
        const QString toName = to.value(QStringLiteral("name")).toString();
        names.append(toName.isEmpty() || toName == name ? name : JiraClientWords::tr("%1 (to %2)").arg(name, toName));
        const bool chosen = wanted.isEmpty()
            ? statusCategory(to) == QLatin1String("done")
            : (name.compare(wanted, Qt::CaseInsensitive) == 0 || toName.compare(wanted, Qt::CaseInsensitive) == 0);
        if (chosen && transitionId.isEmpty())
            transitionId = transition.value(QStringLiteral("id")).toString();
    }
    if (transitionId.isEmpty()) {
        const QString missing = wanted.isEmpty() ? JiraClientWords::tr("no transition to a done status")
                                                 : JiraClientWords::tr("no transition or status “%1”").arg(wanted);
        return Error(
            JiraClientWords::tr("Jira offers %1 for %2; its transitions are %3")
                .arg(missing, ref.key, names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "))));
    }
    const QJsonObject body { { QStringLiteral("transition"), QJsonObject { { QStringLiteral("id"), transitionId } } } };
    auto moved = call(QByteArrayLiteral("POST"), path, QJsonDocument(body), ref.key);
    if (!moved)
        return moved.failure();
    return Status::success();
}

} // namespace kandesk::issues
