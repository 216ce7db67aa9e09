// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "linearclient.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/forge/ratelimit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace kandesk::issues {

namespace {

// The words this file says to users, translated in the context "LinearClientWords".
struct LinearClientWords {
    Q_DECLARE_TR_FUNCTIONS(LinearClientWords)
};

const QString kLinearIssueFields = QStringLiteral(
    "identifier title description url state { name type } labels { nodes { name } } assignee { name } updatedAt");

// Linear's first error's extensions.code (RATELIMITED, AUTHENTICATION_ERROR, …) and its type
// ("authentication error"), upper-cased, for telling refusals apart.
QStringList errorCodes(const QJsonArray &errors)
{
    QStringList codes;
    for (const QJsonValue &error : errors) {
        const QJsonObject extensions = error.toObject().value(QStringLiteral("extensions")).toObject();
        for (const QString &name : { QStringLiteral("code"), QStringLiteral("type") }) {
            if (const QString code = extensions.value(name).toString(); !code.isEmpty())
                codes.append(code.toUpper());
        }
    }
    return codes;
}

QString firstMessage(const QJsonArray &errors)
{
    const QJsonObject first = errors.first().toObject();
    const QString message = first.value(QStringLiteral("message")).toString();
    return message.isEmpty() ? first.value(QStringLiteral("extensions"))
                                   .toObject()
                                   .value(QStringLiteral("userPresentableMessage"))
                                   .toString()
                             : message;
}

bool isNotFound(const QJsonArray &errors)
{
    return firstMessage(errors).contains(QLatin1String("not found"), Qt::CaseInsensitive)
        || errorCodes(errors).contains(QStringLiteral("NOT_FOUND"));
}

bool isClosedType(const QString &type)
{
    return type == QLatin1String("completed") || type == QLatin1String("canceled");
}

Issue linearIssueFrom(const QJsonObject &object)
{
    Issue issue;
    issue.ref = { TrackerKind::Linear, {}, object.value(QStringLiteral("identifier")).toString() };
    issue.title = object.value(QStringLiteral("title")).toString();
    issue.body = object.value(QStringLiteral("description")).toString();
    issue.url = object.value(QStringLiteral("url")).toString();
    const QJsonObject state = object.value(QStringLiteral("state")).toObject();
    issue.state = state.value(QStringLiteral("name")).toString();
    issue.closed = isClosedType(state.value(QStringLiteral("type")).toString());
    const QJsonArray labels
        = object.value(QStringLiteral("labels")).toObject().value(QStringLiteral("nodes")).toArray();
    for (const QJsonValue &label : labels)
        issue.labels.append(label.toObject().value(QStringLiteral("name")).toString());
    issue.assignee = object.value(QStringLiteral("assignee")).toObject().value(QStringLiteral("name")).toString();
    issue.updatedAt = QDateTime::fromString(object.value(QStringLiteral("updatedAt")).toString(), Qt::ISODate);
    return issue;
}

QJsonObject eq(const QJsonValue &value)
{
    return { { QStringLiteral("eq"), value } };
}

// IssueQuery as Linear's IssueFilter; its fields are ANDed.
QJsonObject filterFor(const IssueQuery &query)
{
    QJsonObject filter;
    if (!query.project.trimmed().isEmpty())
        filter.insert(
            QStringLiteral("team"), QJsonObject { { QStringLiteral("key"), eq(query.project.trimmed().toUpper()) } });
    if (!query.labels.isEmpty())
        filter.insert(QStringLiteral("labels"),
            QJsonObject { { QStringLiteral("name"),
                QJsonObject { { QStringLiteral("in"), QJsonArray::fromStringList(query.labels) } } } });
    if (query.assignedToMe)
        filter.insert(QStringLiteral("assignee"), QJsonObject { { QStringLiteral("isMe"), eq(true) } });
    if (!query.includeClosed)
        filter.insert(QStringLiteral("state"),
            QJsonObject { { QStringLiteral("type"),
                QJsonObject { { QStringLiteral("nin"),
                    QJsonArray { QStringLiteral("completed"), QStringLiteral("canceled") } } } } });
    if (!query.text.trimmed().isEmpty())
        filter.insert(
            QStringLiteral("searchableContent"), QJsonObject { { QStringLiteral("contains"), query.text.trimmed() } });
    return filter;
}

Status linearRef(const IssueRef &ref)
{
    if (ref.kind == TrackerKind::Linear && !ref.key.isEmpty())
        return Status::success();
    return Error(LinearClientWords::tr("%1 is not a Linear issue (write linear:KEY-N)").arg(ref.toString()));
}

} // namespace

QUrl linearApiUrl()
{
    const QString overridden = qEnvironmentVariable("KANDESK_LINEAR_API_URL").trimmed();
    return QUrl(overridden.isEmpty() ? QStringLiteral("https://api.linear.app/graphql") : overridden);
}

LinearClient::LinearClient(std::shared_ptr<AgentctlNetwork> network, QUrl apiUrl, QString apiKey, int timeoutMs)
    : m_network(std::move(network))
    , m_apiUrl(std::move(apiUrl))
    , m_apiKey(std::move(apiKey))
    , m_timeoutMs(timeoutMs)
{ }

Error LinearClient::describeFailure(const HttpReply &reply, const QString &issueKey) const
{
    if (reply.status == 0)
        return Error(LinearClientWords::tr("Could not reach Linear at %1 (%2)").arg(m_apiUrl.toString(), reply.error));
    const QJsonArray errors = QJsonDocument::fromJson(reply.body).object().value(QStringLiteral("errors")).toArray();
    const QStringList codes = errorCodes(errors);
    // Linear says a rate limit in the body (RATELIMITED), with or without a 429.
    if (reply.status == 429 || codes.contains(QStringLiteral("RATELIMITED"))) {
        bool ok = false;
        const int wait = reply.header(QByteArrayLiteral("Retry-After")).toInt(&ok);
        return forge::rateLimited(QStringLiteral("Linear"), reply.status, ok ? std::max(1, wait) : 60);
    }
    if (reply.status == 401 || codes.contains(QStringLiteral("AUTHENTICATION_ERROR"))
        || codes.contains(QStringLiteral("AUTHENTICATION ERROR")))
        return Error(
            LinearClientWords::tr("Linear refused the API key (%1): store a valid one as the secret LINEAR_API_KEY")
                .arg(reply.status));
    if (!issueKey.isEmpty() && !errors.isEmpty() && isNotFound(errors))
        return Error(LinearClientWords::tr("Linear has no issue %1").arg(issueKey));
    if (!errors.isEmpty())
        return Error(LinearClientWords::tr("Linear said: %1").arg(firstMessage(errors)));
    return Error(LinearClientWords::tr("Linear answered HTTP %1: %2")
                     .arg(reply.status)
                     .arg(QString::fromUtf8(reply.body.left(200)).simplified()));
}

Expected<QJsonObject> LinearClient::graphql(const QString &query, const QJsonObject &variables, const QString &issueKey)
{
    const QJsonObject body { { QStringLiteral("query"), query }, { QStringLiteral("variables"), variables } };
    const HttpReply reply
        = m_network->send(QByteArrayLiteral("POST"), m_apiUrl, QJsonDocument(body).toJson(QJsonDocument::Compact),
            { { QByteArrayLiteral("Authorization"), m_apiKey.toUtf8() },
                { QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json") } },
            m_timeoutMs);
    const QJsonObject answer = QJsonDocument::fromJson(reply.body).object();
    const QJsonArray errors = answer.value(QStringLiteral("errors")).toArray();
    const bool answered = reply.status >= 200 && reply.status < 300;
    if (!answered || !errors.isEmpty())
        return describeFailure(reply, issueKey);
    return answer.value(QStringLiteral("data")).toObject();
}

Expected<QJsonObject> LinearClient::issueObject(const QString &query, const IssueRef &ref)
{
    if (Status accepted = linearRef(ref); !accepted)
        return accepted.failure();
    auto data = graphql(query, { { QStringLiteral("id"), ref.key } }, ref.key);
    if (!data)
        return data.failure();
    const QJsonObject issue = data->value(QStringLiteral("issue")).toObject();
    if (issue.isEmpty())
        return Error(LinearClientWords::tr("Linear has no issue %1").arg(ref.key));
    return issue;
}

Expected<QString> LinearClient::whoAmI()
{
    auto data = graphql(QStringLiteral("query { viewer { name email } }"));
    if (!data)
        return data.failure();
    const QJsonObject viewer = data->value(QStringLiteral("viewer")).toObject();
    const QString name = viewer.value(QStringLiteral("name")).toString();
    const QString email = viewer.value(QStringLiteral("email")).toString();
    return email.isEmpty() ? name : QStringLiteral("%1 <%2>").arg(name, email);
}

Expected<Issue> LinearClient::issue(const IssueRef &ref)
{
    auto read
        = issueObject(QStringLiteral("query Issue($id: String!) { issue(id: $id) { %1 } }").arg(kLinearIssueFields), ref);
    if (!read)
        return read.failure();
    return linearIssueFrom(*read);
}

Expected<IssuePage> LinearClient::search(const IssueQuery &query, const QString &cursor)
{
    QJsonObject variables { { QStringLiteral("first"), std::clamp(query.pageSize, 1, 250) },
        { QStringLiteral("filter"), filterFor(query) } };
    if (!cursor.isEmpty())
        variables.insert(QStringLiteral("after"), cursor);
    auto data = graphql(QStringLiteral("query Issues($first: Int!, $after: String, $filter: IssueFilter) { "
                                       "issues(first: $first, after: $after, filter: $filter, orderBy: updatedAt) { "
                                       "nodes { %1 } pageInfo { hasNextPage endCursor } } }")
                            .arg(kLinearIssueFields),
        variables);
    if (!data)
        return data.failure();
    const QJsonObject issues = data->value(QStringLiteral("issues")).toObject();
    IssuePage page;
    for (const QJsonValue &node : issues.value(QStringLiteral("nodes")).toArray())
        page.issues.append(linearIssueFrom(node.toObject()));
    const QJsonObject pageInfo = issues.value(QStringLiteral("pageInfo")).toObject();
    if (pageInfo.value(QStringLiteral("hasNextPage")).toBool())
        page.next = pageInfo.value(QStringLiteral("endCursor")).toString();
    return page;
}

Status LinearClient::comment(const IssueRef &ref, const QString &markdown)
{
    if (markdown.trimmed().isEmpty())
        return Error(LinearClientWords::tr("A comment on %1 needs some text").arg(ref.key));
    auto read = issueObject(QStringLiteral("query IssueId($id: String!) { issue(id: $id) { id } }"), ref);
    if (!read)
        return read.failure();
    const QJsonObject input { { QStringLiteral("issueId"), read->value(QStringLiteral("id")).toString() },
        { QStringLiteral("body"), markdown } };
    auto made = graphql(
        QStringLiteral("mutation Comment($input: CommentCreateInput!) { commentCreate(input: $input) { success } }"),
        { { QStringLiteral("input"), input } });
    if (!made)
        return made.failure();
    if (!made->value(QStringLiteral("commentCreate")).toObject().value(QStringLiteral("success")).toBool())
        return Error(LinearClientWords::tr("Linear did not take the comment on %1").arg(ref.key));
    return Status::success();
}

Status LinearClient::close(const IssueRef &ref, const QString &state)
{
    auto read = issueObject(
        QStringLiteral(
            "query IssueStates($id: String!) { issue(id: $id) { id team { states { nodes { id name type } } } } }"),
        ref);
    if (!read)
        return read.failure();
    const QJsonArray states = read->value(QStringLiteral("team"))
                                  .toObject()
                                  .value(QStringLiteral("states"))
                                  .toObject()
                                  .value(QStringLiteral("nodes"))
                                  .toArray();
    QString stateId;
    QStringList names;
    for (const QJsonValue &value : states) {
        const QJsonObject candidate = value.toObject();
        const QString name = candidate.value(QStringLiteral("name")).toString();
        names.append(name);
        const bool wanted = state.trimmed().isEmpty()
            ? candidate.value(QStringLiteral("type")).toString() == QLatin1String("completed")
            : name.compare(state.trimmed(), Qt::CaseInsensitive) == 0;
        if (wanted && stateId.isEmpty())
            stateId = candidate.value(QStringLiteral("id")).toString();
    }
    if (stateId.isEmpty()) {
        const QString wanted = state.trimmed().isEmpty() ? LinearClientWords::tr("no completed state")
                                                         : LinearClientWords::tr("no state “%1”").arg(state.trimmed());
        return Error(
            LinearClientWords::tr("The team of %1 has %2; its states are %3")
                .arg(ref.key, wanted, names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "))));
    }
    const QJsonObject variables { { QStringLiteral("id"), read->value(QStringLiteral("id")).toString() },
        { QStringLiteral("input"), QJsonObject { { QStringLiteral("stateId"), stateId } } } };
    auto moved = graphql(QStringLiteral("mutation Move($id: String!, $input: IssueUpdateInput!) { "
                                        "issueUpdate(id: $id, input: $input) { success } }"),
        variables, ref.key);
    if (!moved)
        return moved.failure();
    if (!moved->value(QStringLiteral("issueUpdate")).toObject().value(QStringLiteral("success")).toBool())
        return Error(LinearClientWords::tr("Linear did not move %1").arg(ref.key));
    return Status::success();
}

} // namespace kandesk::issues
