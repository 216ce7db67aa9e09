// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubclient.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/forge/ratelimit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::github {

namespace {

// The words this file says to users, translated in the context "GitHubClientWords".
struct GitHubClientWords {
    Q_DECLARE_TR_FUNCTIONS(GitHubClientWords)
};

PullRequest pullRequestFrom(const QJsonObject &object)
{
    PullRequest pr;
    pr.number = object.value(QStringLiteral("number")).toInt();
    pr.url = object.value(QStringLiteral("html_url")).toString();
    pr.draft = object.value(QStringLiteral("draft")).toBool();
    pr.headSha = object.value(QStringLiteral("head")).toObject().value(QStringLiteral("sha")).toString();
    const bool merged = !object.value(QStringLiteral("merged_at")).toString().isEmpty()
        || object.value(QStringLiteral("merged")).toBool();
    pr.state
        = merged ? QStringLiteral("merged") : object.value(QStringLiteral("state")).toString(QStringLiteral("open"));
    return pr;
}

// GitHub's own words: "message" and the first of "errors" (a string or {message}).
QString gitHubMessage(const QByteArray &body)
{
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    QStringList parts;
    if (const QString message = object.value(QStringLiteral("message")).toString(); !message.isEmpty())
        parts.append(message);
    const QJsonArray errors = object.value(QStringLiteral("errors")).toArray();
    for (const QJsonValue &error : errors) {
        const QString text
            = error.isString() ? error.toString() : error.toObject().value(QStringLiteral("message")).toString();
        if (!text.isEmpty())
            parts.append(text);
    }
    if (parts.isEmpty())
        parts.append(QString::fromUtf8(body.left(200)).simplified());
    return parts.join(QStringLiteral(": "));
}

QString describeRefusal(const HttpReply &reply, const QUrl &apiBase);

Error describeFailure(const HttpReply &reply, const QUrl &apiBase)
{
    if (const auto wait = forge::rateLimitWait(reply))
        return forge::rateLimited(QStringLiteral("GitHub"), reply.status, *wait);
    return Error(describeRefusal(reply, apiBase));
}

QString describeRefusal(const HttpReply &reply, const QUrl &apiBase)
{
    if (reply.status == 0)
        return GitHubClientWords::tr("Could not reach GitHub at %1 (%2)").arg(apiBase.toString(), reply.error);
    if (reply.status == 401)
        return GitHubClientWords::tr(
            "GitHub refused the token (401: %1); store a valid one as the secret GITHUB_TOKEN or run gh auth login")
            .arg(gitHubMessage(reply.body));
    if (reply.status == 403)
        return GitHubClientWords::tr("GitHub did not allow this (403: %1); the token may lack the repo scope")
            .arg(gitHubMessage(reply.body));
    if (reply.status == 404)
        return GitHubClientWords::tr("GitHub does not know this repository, or the token cannot see it (404)");
    if (reply.status == 405)
        return GitHubClientWords::tr("GitHub will not merge it (405: %1): resolve its conflicts, wait for its required "
                                     "checks and reviews, or choose a method the repository allows")
            .arg(gitHubMessage(reply.body));
    if (reply.status == 409)
        return GitHubClientWords::tr(
            "GitHub refused (409: %1): the branch moved since it was read; look again and retry")
            .arg(gitHubMessage(reply.body));
    return GitHubClientWords::tr("GitHub answered HTTP %1: %2").arg(reply.status).arg(gitHubMessage(reply.body));
}

QString pullsPath(const RemoteRepository &repository)
{
    return QStringLiteral("/repos/%1/%2/pulls").arg(repository.owner, repository.name);
}

QList<std::pair<QByteArray, QByteArray>> headersFor(const QString &token)
{
    return { { QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + token.toUtf8() },
        { QByteArrayLiteral("Accept"), QByteArrayLiteral("application/vnd.github+json") },
        { QByteArrayLiteral("X-GitHub-Api-Version"), QByteArrayLiteral("2022-11-28") } };
}

} // namespace

GitHubClient::GitHubClient(std::shared_ptr<AgentctlNetwork> network, QUrl apiBase, QString token, int timeoutMs)
    : m_network(std::move(network))
    , m_apiBase(std::move(apiBase))
    , m_token(std::move(token))
    , m_timeoutMs(timeoutMs)
{ }

HttpReply GitHubClient::exchange(const QByteArray &verb, const QString &path, const QUrlQuery &query,
                                 const QByteArray &body)
{
    QUrl url = m_apiBase;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + path);
    if (!query.isEmpty())
        url.setQuery(query);
    return m_network->send(verb, url, body, headersFor(m_token), m_timeoutMs);
}

Expected<QJsonDocument> GitHubClient::call(const QByteArray &verb, const QString &path, const QUrlQuery &query,
                                           const QJsonDocument &body)
{
    const HttpReply reply
        = exchange(verb, path, query, body.isNull() ? QByteArray() : body.toJson(QJsonDocument::Compact));
    if (reply.status < 200 || reply.status >= 300)
        return describeFailure(reply, m_apiBase);
    return QJsonDocument::fromJson(reply.body);
}

Expected<QJsonObject> GitHubClient::graphql(const QString &query, const QJsonObject &variables)
{
    // REST's base is https://api.github.com or https://HOST/api/v3; GraphQL sits at …/graphql and
    // https://HOST/api/graphql.
    const bool enterprise = m_apiBase.path().endsWith(QLatin1String("/api/v3"))
        || m_apiBase.path().endsWith(QLatin1String("/api/v3/"));
    QUrl url = m_apiBase;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    if (enterprise)
        basePath.chop(3); // "/v3"
    url.setPath(basePath + QStringLiteral("/graphql"));
    const QJsonObject body { { QStringLiteral("query"), query }, { QStringLiteral("variables"), variables } };
    const HttpReply reply = m_network->send(QByteArrayLiteral("POST"), url,
        QJsonDocument(body).toJson(QJsonDocument::Compact), headersFor(m_token), m_timeoutMs);
    if (reply.status < 200 || reply.status >= 300)
        return describeFailure(reply, m_apiBase);
    const QJsonObject answer = QJsonDocument::fromJson(reply.body).object();
    const QJsonArray errors = answer.value(QStringLiteral("errors")).toArray();
    if (!errors.isEmpty())
        return Error(GitHubClientWords::tr("GitHub's GraphQL API said: %1")
                         .arg(errors.first().toObject().value(QStringLiteral("message")).toString()));
    return answer.value(QStringLiteral("data")).toObject();
}

Expected<PullRequest> GitHubClient::createPullRequest(const RemoteRepository &repository, const NewPullRequest &request)
{
    const QJsonObject body { { QStringLiteral("title"), request.title }, { QStringLiteral("body"), request.body },
        { QStringLiteral("head"), request.head }, { QStringLiteral("base"), request.base },
        { QStringLiteral("draft"), request.draft } };
    const HttpReply reply = exchange(QByteArrayLiteral("POST"), pullsPath(repository), {},
        QJsonDocument(body).toJson(QJsonDocument::Compact));
    if (reply.status == 201 || reply.status == 200)
        return pullRequestFrom(QJsonDocument::fromJson(reply.body).object());
    if (reply.status == 422
        && gitHubMessage(reply.body).contains(QLatin1String("already exists"), Qt::CaseInsensitive)) {
        auto existing = findOpenPullRequest(repository, request.head);
        if (!existing)
            return existing;
        if (existing->number == 0)
            return Error { GitHubClientWords::tr("GitHub says a pull request for %1 already exists, but none is open")
                               .arg(request.head) };
        existing->existed = true;
        return existing;
    }
    return describeFailure(reply, m_apiBase);
}

Expected<PullRequest> GitHubClient::findOpenPullRequest(const RemoteRepository &repository, const QString &branch)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("head"), repository.owner + QLatin1Char(':') + branch);
    query.addQueryItem(QStringLiteral("state"), QStringLiteral("open"));
    auto pulls = call(QByteArrayLiteral("GET"), pullsPath(repository), query);
    if (!pulls)
        return pulls.failure();
    const QJsonArray open = pulls->array();
    return open.isEmpty() ? PullRequest {} : pullRequestFrom(open.first().toObject());
}

Expected<PullRequest> GitHubClient::pullRequest(const RemoteRepository &repository, int number)
{
    auto pull = call(QByteArrayLiteral("GET"), pullsPath(repository) + QLatin1Char('/') + QString::number(number));
    if (!pull)
        return pull.failure();
    return pullRequestFrom(pull->object());
}

} // namespace kandesk::github
