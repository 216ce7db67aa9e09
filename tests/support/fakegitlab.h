// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A loopback stand-in for the GitLab REST v4 endpoints Kandesk calls for a project of two path
// segments (group/project): merge requests (create, find open by source branch, one), a merge
// request's pipelines, a pipeline's jobs, a job's log, the project's merge settings, merging, its
// discussions, a reply to one and resolving one; an issue read, noted on and closed, and GET /user. It
// accepts one PRIVATE-TOKEN and answers 401 to others, 409 to a second open merge request of one
// branch, 405 to merging one that is not open (or mergeRefusal), 409 to a merge at another sha;
// rateLimits answers the next calls with 429. Point Kandesk at it with KANDESK_GITLAB_API_URL=url().

#include <QHttpServer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace kandesk::test {

class FakeGitLab
{
public:
    QString token = QStringLiteral("glpat-good");
    QList<QJsonObject> created; // merge requests made, iid = index + 1
    QHash<int, QString> states; // by iid (default opened)
    QString sha = QStringLiteral("89abcdef0123456789abcdef0123456789abcdef");
    QJsonArray jobs; // the newest pipeline's jobs (any merge request); empty: no pipeline
    QHash<qint64, QByteArray> traces; // job id → its log
    QJsonObject project { { QStringLiteral("merge_method"), QStringLiteral("merge") },
        { QStringLiteral("squash_option"), QStringLiteral("default_off") } };
    QList<QJsonObject> merges; // bodies of merges that merged
    QJsonArray discussions; // GET …/merge_requests/:iid/discussions (any iid)
    QList<std::pair<QString, QString>> replies; // POST …/discussions/:id/notes: the discussion and the text
    QStringList resolved; // PUT …/discussions/:id?resolved=true
    QString mergeRefusal; // non-empty: PUT …/merge answers 405 with it
    int rateLimits = 0; // the next calls answered 429 (Retry-After 1)
    QHash<int, QJsonObject> issues; // GET /projects/:id/issues/:iid (any project); PUT changes them
    QList<std::pair<int, QString>> issueNotes; // POST …/issues/:iid/notes: the issue and the text
    QList<std::pair<int, QJsonObject>> issueUpdates; // PUT …/issues/:iid: the issue and the body
    QList<QUrlQuery> issueSearches; // GET /projects/:id/issues: the queries
    QStringList requests; // "GET /projects/acme/widgets/merge_requests/1", …
    QStringList encodedPaths; // as they came on the wire: "/projects/acme%2Fwidgets/merge_requests/1"

    FakeGitLab()
    {
        const QString base = QStringLiteral("/projects/<arg>/<arg>");
        m_server.route(base + QStringLiteral("/merge_requests"),
            [this](const QString &group, const QString &name, const QHttpServerRequest &request) {
                const bool post = request.method() == QHttpServerRequest::Method::Post;
                return guarded(QStringLiteral("%1 /projects/%2/%3/merge_requests").arg(post ? QStringLiteral("POST") : QStringLiteral("GET"), group, name),
                    request, [this, post, &request] { return post ? create(request) : findOpen(request); });
            });
        m_server.route(base + QStringLiteral("/merge_requests/<arg>"),
            [this](const QString &group, const QString &name, int iid, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /projects/%1/%2/merge_requests/%3").arg(group, name).arg(iid), request,
                    [this, iid] { return iid < 1 || iid > created.size() ? notFound() : QHttpServerResponse(mergeRequest(iid)); });
            });
        m_server.route(base + QStringLiteral("/merge_requests/<arg>/pipelines"),
            [this](const QString &group, const QString &name, int iid, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /projects/%1/%2/merge_requests/%3/pipelines").arg(group, name).arg(iid), request, [this] {
                    return QHttpServerResponse(jobs.isEmpty() ? QJsonArray {}
                                                              : QJsonArray { QJsonObject { { QStringLiteral("id"), 77 }, { QStringLiteral("sha"), sha } } });
                });
            });
        m_server.route(base + QStringLiteral("/pipelines/<arg>/jobs"),
            [this](const QString &group, const QString &name, int pipeline, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /projects/%1/%2/pipelines/%3/jobs").arg(group, name).arg(pipeline), request,
                    [this] { return QHttpServerResponse(jobs); });
            });
        m_server.route(base + QStringLiteral("/jobs/<arg>/trace"),
            [this](const QString &group, const QString &name, qint64 job, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /projects/%1/%2/jobs/%3/trace").arg(group, name).arg(job), request, [this, job] {
                    return traces.contains(job) ? QHttpServerResponse(QByteArrayLiteral("text/plain"), traces.value(job)) : notFound();
                });
            });
        m_server.route(base, [this](const QString &group, const QString &name, const QHttpServerRequest &request) {
            return guarded(QStringLiteral("GET /projects/%1/%2").arg(group, name), request, [this] { return QHttpServerResponse(project); });
        });
        m_server.route(base + QStringLiteral("/merge_requests/<arg>/merge"),
            [this](const QString &group, const QString &name, int iid, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("PUT /projects/%1/%2/merge_requests/%3/merge").arg(group, name).arg(iid), request,
                    [this, iid, &request] { return merge(iid, request); });
            });
        m_server.route(base + QStringLiteral("/merge_requests/<arg>/discussions"),
            [this](const QString &group, const QString &name, int iid, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /projects/%1/%2/merge_requests/%3/discussions").arg(group, name).arg(iid), request,
                    [this] { return QHttpServerResponse(discussions); });
            });
        m_server.route(base + QStringLiteral("/merge_requests/<arg>/discussions/<arg>/notes"),
            [this](const QString &group, const QString &name, int iid, const QString &id, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("POST /projects/%1/%2/merge_requests/%3/discussions/%4/notes").arg(group, name).arg(iid).arg(id),
                    request, [this, id, &request] {
                        replies.append({ id, QJsonDocument::fromJson(request.body()).object().value(QStringLiteral("body")).toString() });
                        return QHttpServerResponse(QJsonObject { { QStringLiteral("id"), 700 + replies.size() } },
                            QHttpServerResponder::StatusCode::Created);
                    });
            });
        m_server.route(base + QStringLiteral("/merge_requests/<arg>/discussions/<arg>"),
            [this](const QString &group, const QString &name, int iid, const QString &id, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("PUT /projects/%1/%2/merge_requests/%3/discussions/%4").arg(group, name).arg(iid).arg(id),
                    request, [this, id, &request] {
                        if (request.query().queryItemValue(QStringLiteral("resolved")) == QLatin1String("true"))
                            resolved.append(id);
                        return QHttpServerResponse(QJsonObject { { QStringLiteral("id"), id } });
                    });
            });
        m_server.route(base + QStringLiteral("/issues/<arg>"),
            [this](const QString &group, const QString &name, int iid, const QHttpServerRequest &request) {
                const bool put = request.method() == QHttpServerRequest::Method::Put;
                return guarded(QStringLiteral("%1 /projects/%2/%3/issues/%4")
                                   .arg(put ? QStringLiteral("PUT") : QStringLiteral("GET"), group, name)
                                   .arg(iid),
                    request, [this, iid, put, &request] {
                        if (!issues.contains(iid))
                            return notFound();
                        if (put) {
                            const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
                            issueUpdates.append({ iid, body });
                            if (body.value(QStringLiteral("state_event")).toString() == QLatin1String("close"))
                                issues[iid].insert(QStringLiteral("state"), QStringLiteral("closed"));
                        }
                        return QHttpServerResponse(issues.value(iid));
                    });
            });
        m_server.route(base + QStringLiteral("/issues"),
            [this](const QString &group, const QString &name, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("GET /projects/%1/%2/issues").arg(group, name), request, [this, &request] {
                    const QUrlQuery query(request.url());
                    issueSearches.append(query);
                    const int perPage = query.queryItemValue(QStringLiteral("per_page")).toInt();
                    const int page = query.queryItemValue(QStringLiteral("page")).toInt();
                    QList<int> iids = issues.keys();
                    std::sort(iids.begin(), iids.end());
                    QJsonArray listed;
                    for (qsizetype i = qsizetype(page - 1) * perPage; i < iids.size() && listed.size() < perPage; ++i)
                        listed.append(issues.value(iids.at(i)));
                    return QHttpServerResponse(listed);
                });
            });
        m_server.route(base + QStringLiteral("/issues/<arg>/notes"),
            [this](const QString &group, const QString &name, int iid, const QHttpServerRequest &request) {
                return guarded(QStringLiteral("POST /projects/%1/%2/issues/%3/notes").arg(group, name).arg(iid), request,
                    [this, iid, &request] {
                        issueNotes.append({ iid, QJsonDocument::fromJson(request.body()).object().value(QStringLiteral("body")).toString() });
                        return QHttpServerResponse(QJsonObject { { QStringLiteral("id"), 500 + issueNotes.size() } },
                            QHttpServerResponder::StatusCode::Created);
                    });
            });
        m_server.route(QStringLiteral("/user"), [this](const QHttpServerRequest &request) {
            return guarded(QStringLiteral("GET /user"), request,
                [] { return QHttpServerResponse(QJsonObject { { QStringLiteral("username"), QStringLiteral("kandesk-bot") } }); });
        });
        m_port = m_server.listen(QHostAddress::LocalHost);
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    bool listening() const { return m_port != 0; }

    // An open issue of acme/widgets as GitLab serves it.
    static QJsonObject issue(int iid, const QString &title, const QString &description, const QStringList &labels = {})
    {
        return { { QStringLiteral("iid"), iid }, { QStringLiteral("title"), title }, { QStringLiteral("description"), description },
            { QStringLiteral("state"), QStringLiteral("opened") }, { QStringLiteral("labels"), QJsonArray::fromStringList(labels) },
            { QStringLiteral("web_url"), QStringLiteral("https://gitlab.example/acme/widgets/-/issues/%1").arg(iid) },
            { QStringLiteral("updated_at"), QStringLiteral("2026-12-06T09:00:00Z") } };
    }

    static QJsonObject job(qint64 id, const QString &name, const QString &status, bool allowFailure = false)
    {
        return { { QStringLiteral("id"), id }, { QStringLiteral("name"), name }, { QStringLiteral("stage"), QStringLiteral("test") },
            { QStringLiteral("status"), status }, { QStringLiteral("allow_failure"), allowFailure },
            { QStringLiteral("web_url"), QStringLiteral("https://gitlab.example/acme/widgets/-/jobs/%1").arg(id) },
            { QStringLiteral("started_at"), QStringLiteral("2026-12-06T10:00:00Z") },
            { QStringLiteral("finished_at"),
                status == QLatin1String("success") || status == QLatin1String("failed") ? QJsonValue(QStringLiteral("2026-12-06T10:01:30Z"))
                                                                                         : QJsonValue() } };
    }

    // A discussion of one note by author: on line of path (the old version's when oldSide), or on
    // the merge request as a whole when path is empty; a system note ("added 1 commit") when system.
    static QJsonObject discussion(const QString &id, qint64 noteId, const QString &author, const QString &body,
                                  const QString &path = {}, int line = 0, bool oldSide = false, bool system = false)
    {
        QJsonValue position;
        if (!path.isEmpty())
            position = QJsonObject { { QStringLiteral("new_path"), path }, { QStringLiteral("old_path"), path },
                { QStringLiteral("new_line"), oldSide ? QJsonValue() : QJsonValue(line) },
                { QStringLiteral("old_line"), oldSide ? QJsonValue(line) : QJsonValue() } };
        const QJsonObject note { { QStringLiteral("id"), noteId }, { QStringLiteral("body"), body },
            { QStringLiteral("system"), system }, { QStringLiteral("resolvable"), !system && !path.isEmpty() },
            { QStringLiteral("resolved"), false }, { QStringLiteral("author"), QJsonObject { { QStringLiteral("username"), author } } },
            { QStringLiteral("created_at"), QStringLiteral("2026-12-06T10:%1:00Z").arg(noteId % 60, 2, 10, QLatin1Char('0')) },
            { QStringLiteral("position"), position } };
        return { { QStringLiteral("id"), id }, { QStringLiteral("notes"), QJsonArray { note } } };
    }

private:
    static QHttpServerResponse notFound()
    {
        return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), QStringLiteral("404 Not found") } },
            QHttpServerResponder::StatusCode::NotFound);
    }

    template<typename Answer>
    QHttpServerResponse guarded(const QString &what, const QHttpServerRequest &request, Answer answer)
    {
        requests.append(what);
        encodedPaths.append(request.url().path(QUrl::FullyEncoded));
        if (request.value(QByteArrayLiteral("PRIVATE-TOKEN")) != token.toUtf8())
            return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), QStringLiteral("401 Unauthorized") } },
                QHttpServerResponder::StatusCode::Unauthorized);
        if (rateLimits > 0) {
            --rateLimits;
            QHttpServerResponse limited(QJsonObject { { QStringLiteral("message"), QStringLiteral("Retry later") } },
                QHttpServerResponder::StatusCode::TooManyRequests);
            limited.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1"));
            limited.addHeader(QByteArrayLiteral("RateLimit-Remaining"), QByteArrayLiteral("0"));
            return limited;
        }
        return answer();
    }

    QJsonObject mergeRequest(int iid) const
    {
        const QJsonObject &made = created.at(iid - 1);
        return { { QStringLiteral("iid"), iid }, { QStringLiteral("state"), states.value(iid, QStringLiteral("opened")) },
            { QStringLiteral("web_url"), QStringLiteral("https://gitlab.example/acme/widgets/-/merge_requests/%1").arg(iid) },
            { QStringLiteral("sha"), sha }, { QStringLiteral("title"), made.value(QStringLiteral("title")) },
            { QStringLiteral("source_branch"), made.value(QStringLiteral("source_branch")) },
            { QStringLiteral("draft"), made.value(QStringLiteral("title")).toString().startsWith(QLatin1String("Draft:")) } };
    }

    QHttpServerResponse create(const QHttpServerRequest &request)
    {
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        for (qsizetype i = 0; i < created.size(); ++i) {
            if (created.at(i).value(QStringLiteral("source_branch")) == body.value(QStringLiteral("source_branch"))
                && states.value(int(i) + 1, QStringLiteral("opened")) == QLatin1String("opened"))
                return QHttpServerResponse(
                    QJsonObject { { QStringLiteral("message"),
                        QJsonArray { QStringLiteral("Another open merge request already exists for this source branch: !%1").arg(i + 1) } } },
                    QHttpServerResponder::StatusCode::Conflict);
        }
        created.append(body);
        return QHttpServerResponse(mergeRequest(int(created.size())), QHttpServerResponder::StatusCode::Created);
    }

    QHttpServerResponse findOpen(const QHttpServerRequest &request)
    {
        const QString branch = request.query().queryItemValue(QStringLiteral("source_branch"));
        QJsonArray open;
        for (qsizetype i = 0; i < created.size(); ++i) {
            if (created.at(i).value(QStringLiteral("source_branch")).toString() == branch
                && states.value(int(i) + 1, QStringLiteral("opened")) == QLatin1String("opened"))
                open.append(mergeRequest(int(i) + 1));
        }
        return QHttpServerResponse(open);
    }

    QHttpServerResponse merge(int iid, const QHttpServerRequest &request)
    {
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        auto refuse = [](const QString &message, QHttpServerResponder::StatusCode status) {
            return QHttpServerResponse(QJsonObject { { QStringLiteral("message"), message } }, status);
        };
        if (iid < 1 || iid > created.size())
            return notFound();
        if (!mergeRefusal.isEmpty() || states.value(iid, QStringLiteral("opened")) != QLatin1String("opened"))
            return refuse(mergeRefusal.isEmpty() ? QStringLiteral("405 Method Not Allowed") : mergeRefusal,
                QHttpServerResponder::StatusCode::MethodNotAllowed);
        if (body.contains(QStringLiteral("sha")) && body.value(QStringLiteral("sha")).toString() != sha)
            return refuse(QStringLiteral("SHA does not match HEAD of source branch"), QHttpServerResponder::StatusCode::Conflict);
        merges.append(body);
        states.insert(iid, QStringLiteral("merged"));
        QJsonObject merged = mergeRequest(iid);
        merged.insert(QStringLiteral("merge_commit_sha"), QStringLiteral("cafebabecafebabecafebabecafebabecafebabe"));
        return QHttpServerResponse(merged);
    }

    QHttpServer m_server;
    quint16 m_port = 0;
};

} // namespace kandesk::test
