// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A loopback stand-in for the GitHub REST endpoints Kandesk calls: POST and GET
// /repos/{owner}/{repo}/pulls, a pull request's head commit's check runs and combined status, a
// check run and its annotations, the repository's merge methods and merging a pull request, its
// review comments and reviews, answers to them and GraphQL's review threads and resolving one. It
// accepts one token, answers 401 to others, 422 "A pull request already exists" to a second pull
// request for the same head, 405 to merging one that is not open (or mergeRefusal) and 409 to a
// merge at another head; rateLimits makes the next calls answer as GitHub's limits do. Issues too:
// one read, changed (PATCH), commented on, found by the search API (paged), and GET /user. Point
// Kandesk at it with KANDESK_GITHUB_API_URL=url().

#include <QDateTime>
#include <QHash>
#include <QHttpServer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace kandesk::test {

class FakeGitHub
{
public:
    QString token = QStringLiteral("good-token");
    QList<QJsonObject> created; // the bodies of the pull requests made, in order
    QStringList requests; // "POST /repos/o/r/pulls", "GET …?head=…", "GET …/pulls/12"
    QHash<int, QString> states; // by number, what GET …/pulls/N says (default open; "merged" sets merged_at)
    QString headSha = QStringLiteral("0123456789abcdef0123456789abcdef01234567"); // every pull request's head
    QJsonArray checkRuns; // GET …/commits/{sha}/check-runs's check_runs (for any sha)
    QList<QJsonArray> checkRunsLater; // after each check-runs answer, the next becomes checkRuns
    QJsonArray statuses; // GET …/commits/{sha}/status's statuses
    QHash<qint64, QJsonArray> annotations; // by check run id
    QJsonArray reviewComments; // GET …/pulls/N/comments (for any N)
    QJsonArray reviews; // GET …/pulls/N/reviews
    QList<std::pair<qint64, QString>> replies; // POST …/pulls/N/comments/{id}/replies: the comment and the text
    QStringList conversationComments; // POST …/issues/N/comments: the texts
    QList<std::pair<int, QString>> issueComments; // the same, with the number commented on
    QHash<int, QJsonObject> issues; // GET /repos/{o}/{r}/issues/N (any repository); PATCH changes them
    QList<std::pair<int, QJsonObject>> issueUpdates; // PATCH …/issues/N: the number and the body
    QStringList searches; // GET /search/issues: the q of each
    QList<qint64> resolvedThreads; // GraphQL resolveReviewThread: the first comment of each thread resolved
    // GET /repos/{o}/{r}: the merge methods the repository allows.
    QJsonObject repository { { QStringLiteral("allow_merge_commit"), true }, { QStringLiteral("allow_squash_merge"), true },
        { QStringLiteral("allow_rebase_merge"), false } };
    QList<QJsonObject> merges; // the bodies of PUT …/pulls/N/merge that merged
    QString mergeRefusal; // non-empty: PUT …/merge answers 405 with this message
    // The next calls' refusals, in order: "primary" (403, X-RateLimit-Remaining 0, a reset 2 s
    // ahead) or "secondary" (429, Retry-After 1).
    QStringList rateLimits;

    FakeGitHub()
    {
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/pulls"),
            [this](const QString &owner, const QString &repo, const QHttpServerRequest &request) {
                return answer(owner, repo, request);
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/pulls/<arg>"),
            [this](const QString &owner, const QString &repo, int number, const QHttpServerRequest &request) {
                return answerOne(owner, repo, number, request);
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/commits/<arg>/check-runs"),
            [this](const QString &owner, const QString &repo, const QString &sha, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /repos/%1/%2/commits/%3/check-runs").arg(owner, repo, sha), request,
                    [this] {
                        const QJsonArray now = checkRuns;
                        if (!checkRunsLater.isEmpty())
                            checkRuns = checkRunsLater.takeFirst();
                        return QHttpServerResponse(QJsonObject { { QStringLiteral("total_count"), now.size() },
                            { QStringLiteral("check_runs"), now } });
                    });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/commits/<arg>/status"),
            [this](const QString &owner, const QString &repo, const QString &sha, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /repos/%1/%2/commits/%3/status").arg(owner, repo, sha), request,
                    [this] { return QHttpServerResponse(QJsonObject { { QStringLiteral("statuses"), statuses } }); });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/check-runs/<arg>"),
            [this](const QString &owner, const QString &repo, qint64 id, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /repos/%1/%2/check-runs/%3").arg(owner, repo).arg(id), request,
                    [this, id] {
                        for (const QJsonValue &run : std::as_const(checkRuns)) {
                            if (run.toObject().value(QStringLiteral("id")).toInteger() == id)
                                return QHttpServerResponse(run.toObject());
                        }
                        return notFound();
                    });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/check-runs/<arg>/annotations"),
            [this](const QString &owner, const QString &repo, qint64 id, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /repos/%1/%2/check-runs/%3/annotations").arg(owner, repo).arg(id),
                    request, [this, id] { return QHttpServerResponse(annotations.value(id)); });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>"),
            [this](const QString &owner, const QString &repo, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /repos/%1/%2").arg(owner, repo), request,
                    [this] { return QHttpServerResponse(repository); });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/pulls/<arg>/merge"),
            [this](const QString &owner, const QString &repo, int number, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("PUT /repos/%1/%2/pulls/%3/merge").arg(owner, repo).arg(number), request,
                    [this, number, &request] { return merge(number, request); });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/pulls/<arg>/comments"),
            [this](const QString &owner, const QString &repo, int number, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /repos/%1/%2/pulls/%3/comments").arg(owner, repo).arg(number), request,
                    [this] { return QHttpServerResponse(reviewComments); });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/pulls/<arg>/reviews"),
            [this](const QString &owner, const QString &repo, int number, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /repos/%1/%2/pulls/%3/reviews").arg(owner, repo).arg(number), request,
                    [this] { return QHttpServerResponse(reviews); });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/pulls/<arg>/comments/<arg>/replies"),
            [this](const QString &owner, const QString &repo, int number, qint64 id, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("POST /repos/%1/%2/pulls/%3/comments/%4/replies").arg(owner, repo).arg(number).arg(id),
                    request, [this, id, &request] {
                        replies.append({ id, QJsonDocument::fromJson(request.body()).object().value(QStringLiteral("body")).toString() });
                        return QHttpServerResponse(QJsonObject { { QStringLiteral("id"), 9000 + replies.size() } },
                            QHttpServerResponder::StatusCode::Created);
                    });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/issues/<arg>/comments"),
            [this](const QString &owner, const QString &repo, int number, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("POST /repos/%1/%2/issues/%3/comments").arg(owner, repo).arg(number), request,
                    [this, number, &request] {
                        conversationComments.append(
                            QJsonDocument::fromJson(request.body()).object().value(QStringLiteral("body")).toString());
                        issueComments.append({ number, conversationComments.constLast() });
                        return QHttpServerResponse(QJsonObject { { QStringLiteral("id"), 8000 + conversationComments.size() } },
                            QHttpServerResponder::StatusCode::Created);
                    });
            });
        m_server.route(QStringLiteral("/repos/<arg>/<arg>/issues/<arg>"),
            [this](const QString &owner, const QString &repo, int number, const QHttpServerRequest &request) {
                const bool patch = request.method() == QHttpServerRequest::Method::Patch;
                return guarded(QStringLiteral("%1 /repos/%2/%3/issues/%4")
                                   .arg(patch ? QStringLiteral("PATCH") : QStringLiteral("GET"), owner, repo)
                                   .arg(number),
                    request, [this, number, patch, &request] {
                        if (!issues.contains(number))
                            return notFound();
                        if (patch) {
                            const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
                            issueUpdates.append({ number, body });
                            for (auto it = body.begin(); it != body.end(); ++it)
                                issues[number].insert(it.key(), it.value());
                        }
                        return QHttpServerResponse(issues.value(number));
                    });
            });
        m_server.route(QStringLiteral("/search/issues"), [this](const QHttpServerRequest &request) {
            return guarded(QStringLiteral("GET /search/issues"), request, [this, &request] {
                const QUrlQuery query(request.url());
                searches.append(query.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded));
                const int perPage = query.queryItemValue(QStringLiteral("per_page")).toInt();
                const int page = query.queryItemValue(QStringLiteral("page")).toInt();
                QList<int> numbers = issues.keys();
                std::sort(numbers.begin(), numbers.end());
                QJsonArray items;
                for (qsizetype i = qsizetype(page - 1) * perPage; i < numbers.size() && items.size() < perPage; ++i)
                    items.append(issues.value(numbers.at(i)));
                return QHttpServerResponse(QJsonObject { { QStringLiteral("total_count"), numbers.size() },
                    { QStringLiteral("items"), items } });
            });
        });
        m_server.route(QStringLiteral("/user"), [this](const QHttpServerRequest &request) {
            return guarded(QStringLiteral("GET /user"), request,
                [] { return QHttpServerResponse(QJsonObject { { QStringLiteral("login"), QStringLiteral("octo") } }); });
        });
        m_server.route(QStringLiteral("/graphql"), [this](const QHttpServerRequest &request) {
            return guarded(QStringLiteral("POST /graphql"), request, [this, &request] { return graphql(request); });
        });
        m_port = m_server.listen(QHostAddress::LocalHost);
    }

    // A review comment on lines startLine..line of path (startLine 0: one line), as GitHub lists it;
    // inReplyTo: the comment it answers.
    static QJsonObject reviewComment(qint64 id, const QString &author, const QString &path, int line, const QString &body,
        const QString &createdAt, int startLine = 0, qint64 inReplyTo = 0)
    {
        QJsonObject comment { { QStringLiteral("id"), id }, { QStringLiteral("path"), path }, { QStringLiteral("line"), line },
            { QStringLiteral("side"), QStringLiteral("RIGHT") }, { QStringLiteral("body"), body },
            { QStringLiteral("user"), QJsonObject { { QStringLiteral("login"), author } } },
            { QStringLiteral("html_url"), QStringLiteral("https://github.com/acme/widgets/pull/12#discussion_r%1").arg(id) },
            { QStringLiteral("created_at"), createdAt },
            { QStringLiteral("start_line"), startLine > 0 && startLine != line ? QJsonValue(startLine) : QJsonValue() } };
        if (inReplyTo > 0)
            comment.insert(QStringLiteral("in_reply_to_id"), inReplyTo);
        return comment;
    }

    // A review (APPROVED, CHANGES_REQUESTED, COMMENTED) with its own text, as GitHub lists it.
    static QJsonObject review(qint64 id, const QString &author, const QString &state, const QString &body,
        const QString &submittedAt)
    {
        return { { QStringLiteral("id"), id }, { QStringLiteral("state"), state }, { QStringLiteral("body"), body },
            { QStringLiteral("user"), QJsonObject { { QStringLiteral("login"), author } } },
            { QStringLiteral("html_url"), QStringLiteral("https://github.com/acme/widgets/pull/12#pullrequestreview-%1").arg(id) },
            { QStringLiteral("submitted_at"), submittedAt } };
    }

    // A check run as GitHub lists it: status queued/in_progress/completed, conclusion when completed.
    static QJsonObject checkRun(qint64 id, const QString &name, const QString &status, const QString &conclusion = {},
        const QString &title = {}, const QString &text = {})
    {
        return { { QStringLiteral("id"), id }, { QStringLiteral("name"), name }, { QStringLiteral("status"), status },
            { QStringLiteral("conclusion"), conclusion.isEmpty() ? QJsonValue() : QJsonValue(conclusion) },
            { QStringLiteral("html_url"), QStringLiteral("https://github.com/acme/widgets/runs/%1").arg(id) },
            { QStringLiteral("started_at"), QStringLiteral("2026-12-06T10:00:00Z") },
            { QStringLiteral("completed_at"),
                status == QLatin1String("completed") ? QJsonValue(QStringLiteral("2026-12-06T10:02:30Z")) : QJsonValue() },
            { QStringLiteral("output"),
                QJsonObject { { QStringLiteral("title"), title }, { QStringLiteral("summary"), QString() },
                    { QStringLiteral("text"), text } } } };
    }

    // An open issue of acme/widgets as GitHub serves it (the search API too).
    static QJsonObject issue(int number, const QString &title, const QString &body, const QStringList &labels = {})
    {
        QJsonArray labelList;
        for (const QString &label : labels)
            labelList.append(QJsonObject { { QStringLiteral("name"), label } });
        return { { QStringLiteral("number"), number }, { QStringLiteral("title"), title }, { QStringLiteral("body"), body },
            { QStringLiteral("state"), QStringLiteral("open") }, { QStringLiteral("labels"), labelList },
            { QStringLiteral("html_url"), QStringLiteral("https://github.com/acme/widgets/issues/%1").arg(number) },
            { QStringLiteral("repository_url"), QStringLiteral("https://api.github.com/repos/acme/widgets") },
            { QStringLiteral("updated_at"), QStringLiteral("2026-12-06T09:00:00Z") } };
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    bool listening() const { return m_port != 0; }

private:
    static QHttpServerResponse notFound()
    {
        return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), QStringLiteral("Not Found") } },
            QHttpServerResponder::StatusCode::NotFound);
    }

    template<typename Answer>
    QHttpServerResponse guarded(const QString &what, const QHttpServerRequest &request, Answer answer)
    {
        requests.append(what);
        if (request.value(QByteArrayLiteral("Authorization")) != QByteArrayLiteral("Bearer ") + token.toUtf8())
            return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), QStringLiteral("Bad credentials") } },
                QHttpServerResponder::StatusCode::Unauthorized);
        if (!rateLimits.isEmpty()) {
            const QString limit = rateLimits.takeFirst();
            if (limit == QLatin1String("primary")) {
                QHttpServerResponse refused(QJsonObject { { QStringLiteral("message"),
                                                QStringLiteral("API rate limit exceeded for user ID 1.") } },
                    QHttpServerResponder::StatusCode::Forbidden);
                refused.addHeader(QByteArrayLiteral("X-RateLimit-Remaining"), QByteArrayLiteral("0"));
                refused.addHeader(QByteArrayLiteral("X-RateLimit-Reset"),
                    QByteArray::number(QDateTime::currentSecsSinceEpoch() + 2));
                return refused;
            }
            QHttpServerResponse refused(QJsonObject { { QStringLiteral("message"),
                                            QStringLiteral("You have exceeded a secondary rate limit.") } },
                QHttpServerResponder::StatusCode::TooManyRequests);
            refused.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1"));
            return refused;
        }
        return answer();
    }

    // The two GraphQL documents Kandesk sends: the review threads of a pull request, and resolving one.
    QHttpServerResponse graphql(const QHttpServerRequest &request)
    {
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        const QString query = body.value(QStringLiteral("query")).toString();
        if (query.contains(QLatin1String("resolveReviewThread"))) {
            const QString thread = body.value(QStringLiteral("variables")).toObject().value(QStringLiteral("thread")).toString();
            if (!thread.startsWith(QLatin1String("thread-")))
                return QHttpServerResponse(QJsonObject { { QStringLiteral("errors"),
                    QJsonArray { QJsonObject { { QStringLiteral("message"),
                        QStringLiteral("Could not resolve to a node with the global id of '%1'").arg(thread) } } } } });
            resolvedThreads.append(thread.mid(7).toLongLong());
            return QHttpServerResponse(QJsonObject { { QStringLiteral("data"),
                QJsonObject { { QStringLiteral("resolveReviewThread"),
                    QJsonObject { { QStringLiteral("thread"), QJsonObject { { QStringLiteral("isResolved"), true } } } } } } } });
        }
        QJsonArray nodes;
        for (const QJsonValue &value : std::as_const(reviewComments)) {
            const QJsonObject comment = value.toObject();
            if (!comment.value(QStringLiteral("in_reply_to_id")).isNull() && comment.contains(QStringLiteral("in_reply_to_id")))
                continue;
            const qint64 id = comment.value(QStringLiteral("id")).toInteger();
            nodes.append(QJsonObject { { QStringLiteral("id"), QStringLiteral("thread-%1").arg(id) },
                { QStringLiteral("isResolved"), resolvedThreads.contains(id) },
                { QStringLiteral("comments"),
                    QJsonObject { { QStringLiteral("nodes"), QJsonArray { QJsonObject { { QStringLiteral("databaseId"), id } } } } } } });
        }
        return QHttpServerResponse(QJsonObject { { QStringLiteral("data"),
            QJsonObject { { QStringLiteral("repository"),
                QJsonObject { { QStringLiteral("pullRequest"),
                    QJsonObject { { QStringLiteral("reviewThreads"), QJsonObject { { QStringLiteral("nodes"), nodes } } } } } } } } } });
    }

    QHttpServerResponse merge(int number, const QHttpServerRequest &request)
    {
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        auto refuse = [](const QString &message, QHttpServerResponder::StatusCode status) {
            return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), message } }, status);
        };
        if (!mergeRefusal.isEmpty())
            return refuse(mergeRefusal, QHttpServerResponder::StatusCode::MethodNotAllowed);
        if (states.value(number, QStringLiteral("open")) != QLatin1String("open"))
            return refuse(QStringLiteral("Pull Request is not mergeable"), QHttpServerResponder::StatusCode::MethodNotAllowed);
        if (body.contains(QStringLiteral("sha")) && body.value(QStringLiteral("sha")).toString() != headSha)
            return refuse(QStringLiteral("Head branch was modified. Review and try the merge again."),
                QHttpServerResponder::StatusCode::Conflict);
        merges.append(body);
        states.insert(number, QStringLiteral("merged"));
        return QHttpServerResponse(QJsonObject { { QStringLiteral("sha"), QStringLiteral("feedfacefeedfacefeedfacefeedfacefeedface") },
            { QStringLiteral("merged"), true }, { QStringLiteral("message"), QStringLiteral("Pull Request successfully merged") } });
    }

    QHttpServerResponse answerOne(
        const QString &owner, const QString &repo, int number, const QHttpServerRequest &request)
    {
        requests.append(QStringLiteral("GET /repos/%1/%2/pulls/%3").arg(owner, repo).arg(number));
        if (request.value(QByteArrayLiteral("Authorization")) != QByteArrayLiteral("Bearer ") + token.toUtf8())
            return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), QStringLiteral("Bad credentials") } },
                QHttpServerResponder::StatusCode::Unauthorized);
        const int index = number - 12;
        if (index < 0 || index >= created.size())
            return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), QStringLiteral("Not Found") } },
                QHttpServerResponder::StatusCode::NotFound);
        QJsonObject pr = pull(owner, repo, index);
        const QString state = states.value(number, QStringLiteral("open"));
        pr.insert(QStringLiteral("state"), state == QLatin1String("merged") ? QStringLiteral("closed") : state);
        if (state == QLatin1String("merged"))
            pr.insert(QStringLiteral("merged_at"), QStringLiteral("2026-11-30T12:00:00Z"));
        return QHttpServerResponse(pr);
    }

    QHttpServerResponse answer(const QString &owner, const QString &repo, const QHttpServerRequest &request)
    {
        const bool post = request.method() == QHttpServerRequest::Method::Post;
        requests.append(
            QStringLiteral("%1 /repos/%2/%3/pulls%4")
                .arg(post ? QStringLiteral("POST") : QStringLiteral("GET"), owner, repo,
                    request.query().isEmpty() ? QString()
                                              : QLatin1Char('?') + request.query().toString(QUrl::FullyDecoded)));
        if (request.value(QByteArrayLiteral("Authorization")) != QByteArrayLiteral("Bearer ") + token.toUtf8())
            return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), QStringLiteral("Bad credentials") } },
                QHttpServerResponder::StatusCode::Unauthorized);
        if (!post) {
            const QString head = request.query().queryItemValue(QStringLiteral("head"));
            QJsonArray open;
            for (qsizetype i = 0; i < created.size(); ++i) {
                if (owner + QLatin1Char(':') + created.at(i).value(QStringLiteral("head")).toString() == head)
                    open.append(pull(owner, repo, int(i)));
            }
            return QHttpServerResponse(open);
        }
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        for (const QJsonObject &made : std::as_const(created)) {
            if (made.value(QStringLiteral("head")) == body.value(QStringLiteral("head")))
                return QHttpServerResponse(
                    QJsonObject { { QStringLiteral("message"), QStringLiteral("Validation Failed") },
                        { QStringLiteral("errors"),
                            QJsonArray { QJsonObject { { QStringLiteral("resource"), QStringLiteral("PullRequest") },
                                { QStringLiteral("message"),
                                    QStringLiteral("A pull request already exists for %1:%2.")
                                        .arg(owner, body.value(QStringLiteral("head")).toString()) } } } } },
                    QHttpServerResponder::StatusCode::UnprocessableEntity);
        }
        created.append(body);
        return QHttpServerResponse(
            pull(owner, repo, int(created.size() - 1)), QHttpServerResponder::StatusCode::Created);
    }

    QJsonObject pull(const QString &owner, const QString &repo, int index) const
    {
        const int number = 12 + index;
        return { { QStringLiteral("number"), number },
            { QStringLiteral("html_url"),
                QStringLiteral("https://github.com/%1/%2/pull/%3").arg(owner, repo).arg(number) },
            { QStringLiteral("state"), QStringLiteral("open") },
            { QStringLiteral("draft"), created.at(index).value(QStringLiteral("draft")).toBool() },
            { QStringLiteral("head"),
                QJsonObject { { QStringLiteral("ref"), created.at(index).value(QStringLiteral("head")).toString() },
                    { QStringLiteral("sha"), headSha } } },
            { QStringLiteral("title"), created.at(index).value(QStringLiteral("title")).toString() } };
    }

    QHttpServer m_server;
    quint16 m_port = 0;
};

} // namespace kandesk::test
