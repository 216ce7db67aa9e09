// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubclient.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace kandesk::github {

namespace {

PullRequest pullRequestFrom(const QJsonObject &object)
{
    PullRequest pr;
    pr.number = object.value(QStringLiteral("number")).toInt();
    pr.url = object.value(QStringLiteral("html_url")).toString();
    pr.draft = object.value(QStringLiteral("draft")).toBool();
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

QString describeFailure(const HttpReply &reply, const QUrl &apiBase)
{
    if (reply.status == 0)
        return QStringLiteral("Could not reach GitHub at %1 (%2)").arg(apiBase.toString(), reply.error);
    if (reply.status == 401)
        return QStringLiteral(
            "GitHub refused the token (401: %1); store a valid one as the secret GITHUB_TOKEN or run gh auth login")
            .arg(gitHubMessage(reply.body));
    if (reply.status == 403)
        return QStringLiteral("GitHub did not allow this (403: %1); the token may lack the repo scope")
            .arg(gitHubMessage(reply.body));
    if (reply.status == 404)
        return QStringLiteral("GitHub does not know this repository, or the token cannot see it (404)");
    return QStringLiteral("GitHub answered HTTP %1: %2").arg(reply.status).arg(gitHubMessage(reply.body));
}

QUrl endpoint(QUrl base, const RemoteRepository &repository)
{
    QString path = base.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    base.setPath(path + QStringLiteral("/repos/%1/%2/pulls").arg(repository.owner, repository.name));
    return base;
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

Expected<PullRequest> GitHubClient::createPullRequest(const RemoteRepository &repository, const NewPullRequest &request)
{
    const QJsonObject body { { QStringLiteral("title"), request.title }, { QStringLiteral("body"), request.body },
        { QStringLiteral("head"), request.head }, { QStringLiteral("base"), request.base },
        { QStringLiteral("draft"), request.draft } };
    const HttpReply reply = m_network->send(QByteArrayLiteral("POST"), endpoint(m_apiBase, repository),
        QJsonDocument(body).toJson(QJsonDocument::Compact), headersFor(m_token), m_timeoutMs);
    if (reply.status == 201 || reply.status == 200)
        return pullRequestFrom(QJsonDocument::fromJson(reply.body).object());
    if (reply.status == 422
        && gitHubMessage(reply.body).contains(QLatin1String("already exists"), Qt::CaseInsensitive)) {
        auto existing = findOpenPullRequest(repository, request.head);
        if (!existing)
            return existing;
        if (existing->number == 0)
            return Error {
                QStringLiteral("GitHub says a pull request for %1 already exists, but none is open").arg(request.head)
            };
        existing->existed = true;
        return existing;
    }
    return Error { describeFailure(reply, m_apiBase) };
}

Expected<PullRequest> GitHubClient::findOpenPullRequest(const RemoteRepository &repository, const QString &branch)
{
    QUrl url = endpoint(m_apiBase, repository);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("head"), repository.owner + QLatin1Char(':') + branch);
    query.addQueryItem(QStringLiteral("state"), QStringLiteral("open"));
    url.setQuery(query);
    const HttpReply reply = m_network->send(QByteArrayLiteral("GET"), url, {}, headersFor(m_token), m_timeoutMs);
    if (reply.status != 200)
        return Error { describeFailure(reply, m_apiBase) };
    const QJsonArray pulls = QJsonDocument::fromJson(reply.body).array();
    return pulls.isEmpty() ? PullRequest {} : pullRequestFrom(pulls.first().toObject());
}

Expected<PullRequest> GitHubClient::pullRequest(const RemoteRepository &repository, int number)
{
    QUrl url = endpoint(m_apiBase, repository);
    url.setPath(url.path() + QLatin1Char('/') + QString::number(number));
    const HttpReply reply = m_network->send(QByteArrayLiteral("GET"), url, {}, headersFor(m_token), m_timeoutMs);
    if (reply.status != 200)
        return Error { describeFailure(reply, m_apiBase) };
    return pullRequestFrom(QJsonDocument::fromJson(reply.body).object());
}

} // namespace kandesk::github
