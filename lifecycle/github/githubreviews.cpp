// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubreviews.h"

#include "lifecycle/github/githubclient.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace kandesk::github {

namespace {

// The words this file says to users, translated in the context "GitHubReviewsWords".
struct GitHubReviewsWords {
    Q_DECLARE_TR_FUNCTIONS(GitHubReviewsWords)
};

QString pullPath(const RemoteRepository &repository, int number)
{
    return QStringLiteral("/repos/%1/%2/pulls/%3").arg(repository.owner, repository.name).arg(number);
}

int lineOf(const QJsonObject &object, const char *current, const char *original)
{
    const QJsonValue now = object.value(QLatin1String(current));
    return now.isNull() || now.isUndefined() ? object.value(QLatin1String(original)).toInt() : now.toInt();
}

// "comment/12" → 12; 0 when it names none.
qint64 idOf(const QString &remoteId)
{
    return remoteId.section(QLatin1Char('/'), 1).toLongLong();
}

} // namespace

Expected<QList<PullRequestComment>> readPullRequestComments(GitHubClient &client, const RemoteRepository &repository,
                                                            int number)
{
    QUrlQuery page;
    page.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    auto comments = client.call(QByteArrayLiteral("GET"), pullPath(repository, number) + QStringLiteral("/comments"), page);
    if (!comments)
        return comments.failure();
    auto reviews = client.call(QByteArrayLiteral("GET"), pullPath(repository, number) + QStringLiteral("/reviews"), page);
    if (!reviews)
        return reviews.failure();
    QList<PullRequestComment> read;
    const QJsonArray commentList = comments->array();
    for (const QJsonValue &value : commentList) {
        const QJsonObject object = value.toObject();
        if (object.contains(QStringLiteral("in_reply_to_id")) && !object.value(QStringLiteral("in_reply_to_id")).isNull())
            continue;
        PullRequestComment comment;
        comment.remoteId = QStringLiteral("comment/%1").arg(object.value(QStringLiteral("id")).toInteger());
        comment.path = object.value(QStringLiteral("path")).toString();
        comment.line = lineOf(object, "line", "original_line");
        comment.startLine = lineOf(object, "start_line", "original_start_line");
        if (comment.startLine <= 0 || comment.startLine > comment.line)
            comment.startLine = comment.line;
        comment.oldSide = object.value(QStringLiteral("side")).toString() == QLatin1String("LEFT");
        comment.body = object.value(QStringLiteral("body")).toString();
        comment.author = object.value(QStringLiteral("user")).toObject().value(QStringLiteral("login")).toString();
        comment.url = object.value(QStringLiteral("html_url")).toString();
        comment.createdAt = QDateTime::fromString(object.value(QStringLiteral("created_at")).toString(), Qt::ISODate);
        read.append(comment);
    }
    const QJsonArray reviewList = reviews->array();
    for (const QJsonValue &value : reviewList) {
        const QJsonObject object = value.toObject();
        PullRequestComment review;
        review.body = object.value(QStringLiteral("body")).toString();
        if (review.body.trimmed().isEmpty())
            continue; // a bare approval, or the review that only holds line comments
        review.onWhole = true;
        review.resolvable = false;
        review.remoteId = QStringLiteral("review/%1").arg(object.value(QStringLiteral("id")).toInteger());
        review.reviewState = object.value(QStringLiteral("state")).toString();
        review.author = object.value(QStringLiteral("user")).toObject().value(QStringLiteral("login")).toString();
        review.url = object.value(QStringLiteral("html_url")).toString();
        review.createdAt = QDateTime::fromString(object.value(QStringLiteral("submitted_at")).toString(), Qt::ISODate);
        read.append(review);
    }
    std::stable_sort(read.begin(), read.end(),
        [](const PullRequestComment &a, const PullRequestComment &b) { return a.createdAt < b.createdAt; });
    return read;
}

Status replyToComment(GitHubClient &client, const RemoteRepository &repository, int number,
                      const QString &remoteId, const QString &text)
{
    const bool review = remoteId.startsWith(QLatin1String("review/"));
    const qint64 id = idOf(remoteId);
    if (id <= 0)
        return Error::failed(GitHubReviewsWords::tr("“%1” names no GitHub comment").arg(remoteId));
    const QJsonDocument body(QJsonObject { { QStringLiteral("body"), text } });
    auto answered = review
        ? client.call(QByteArrayLiteral("POST"),
              QStringLiteral("/repos/%1/%2/issues/%3/comments").arg(repository.owner, repository.name).arg(number), {}, body)
        : client.call(QByteArrayLiteral("POST"),
              pullPath(repository, number) + QStringLiteral("/comments/%1/replies").arg(id), {}, body);
    if (!answered)
        return answered.failure();
    return Status::success();
}

Expected<bool> resolveThreadOf(GitHubClient &client, const RemoteRepository &repository, int number,
                               const QString &remoteId)
{
    if (!remoteId.startsWith(QLatin1String("comment/")))
        return false;
    const qint64 commentId = idOf(remoteId);
    auto threads = client.graphql(
        QStringLiteral("query($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) "
                       "{ pullRequest(number: $number) { reviewThreads(first: 100) { nodes { id isResolved "
                       "comments(first: 1) { nodes { databaseId } } } } } } }"),
        { { QStringLiteral("owner"), repository.owner }, { QStringLiteral("name"), repository.name },
            { QStringLiteral("number"), number } });
    if (!threads)
        return threads.failure();
    const QJsonArray nodes = threads->value(QStringLiteral("repository")).toObject().value(QStringLiteral("pullRequest"))
                                 .toObject().value(QStringLiteral("reviewThreads")).toObject().value(QStringLiteral("nodes"))
                                 .toArray();
    for (const QJsonValue &value : nodes) {
        const QJsonObject thread = value.toObject();
        const QJsonArray first = thread.value(QStringLiteral("comments")).toObject().value(QStringLiteral("nodes")).toArray();
        if (first.isEmpty() || first.first().toObject().value(QStringLiteral("databaseId")).toInteger() != commentId)
            continue;
        if (thread.value(QStringLiteral("isResolved")).toBool())
            return true;
        auto resolved = client.graphql(
            QStringLiteral("mutation($thread: ID!) { resolveReviewThread(input: { threadId: $thread }) "
                           "{ thread { isResolved } } }"),
            { { QStringLiteral("thread"), thread.value(QStringLiteral("id")).toString() } });
        if (!resolved)
            return resolved.failure();
        return true;
    }
    return false;
}

} // namespace kandesk::github
