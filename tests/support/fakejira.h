// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A loopback stand-in for the Jira Cloud REST v3 endpoints Kandesk calls: myself, an issue, its
// comments (recorded as the documents they came as), its transitions (listed, taken: recorded and
// the status moved) and the search by JQL (pages of maxResults by nextPageToken; the JQL is
// recorded, not applied). It accepts one e-mail and API token (basic auth) and answers others
// 401; an unknown key is 404 with Jira's errorMessages; rateLimits answers the next calls 429
// (Retry-After 1); searchRefusal answers the next search 400 with it as Jira's errorMessages.
// Point a JiraClient at url().

#include <QHttpServer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <tuple>
#include <utility>

namespace kandesk::test {

class FakeJira
{
public:
    struct Issue {
        QString key;
        QString summary;
        QJsonObject description; // an Atlassian document; empty: none
        QString status = QStringLiteral("To Do"); // a name of statuses
        QStringList labels;
        QString assignee;
    };

    QString email = QStringLiteral("ada@example.com");
    QString apiToken = QStringLiteral("jira-token-good");
    QList<Issue> issues { { QStringLiteral("PROJ-7"), QStringLiteral("Widgets crash"), {},
                              QStringLiteral("In Progress"), { QStringLiteral("bug"), QStringLiteral("crash") },
                              QStringLiteral("Ada Lovelace") },
        { QStringLiteral("PROJ-8"), QStringLiteral("Faster widgets"), {}, QStringLiteral("To Do"), {}, {} },
        { QStringLiteral("PROJ-9"), QStringLiteral("Old widgets"), {}, QStringLiteral("Done"), {}, {} } };
    // A status's category: new, indeterminate or done.
    QHash<QString, QString> statuses { { QStringLiteral("To Do"), QStringLiteral("new") },
        { QStringLiteral("In Progress"), QStringLiteral("indeterminate") },
        { QStringLiteral("Done"), QStringLiteral("done") }, { QStringLiteral("Closed"), QStringLiteral("done") } };
    // Every issue's transitions: id, name, the status it leads to.
    QList<std::tuple<QString, QString, QString>> transitions { { QStringLiteral("11"), QStringLiteral("Start progress"),
                                                                   QStringLiteral("In Progress") },
        { QStringLiteral("21"), QStringLiteral("Resolve"), QStringLiteral("Done") },
        { QStringLiteral("31"), QStringLiteral("Won't do"), QStringLiteral("Closed") } };
    int rateLimits = 0; // the next calls answered 429 (Retry-After 1)
    QString searchRefusal; // non-empty: the next search answers 400 with it
    QList<std::pair<QString, QJsonObject>> comments; // the issue's key and the comment's body (a document)
    QList<std::pair<QString, QString>> taken; // the issue's key and the transition's id
    QStringList jqls; // the searches' JQL
    QList<QJsonObject> searches; // the searches' whole bodies
    QStringList requests; // "GET /rest/api/3/issue/PROJ-7?fields=…", …

    FakeJira()
    {
        const QString api = QStringLiteral("/rest/api/3");
        m_server.route(api + QStringLiteral("/myself"), [this](const QHttpServerRequest &request) {
            return guarded(request, [] {
                return QHttpServerResponse(
                    QJsonObject { { QStringLiteral("accountId"), QStringLiteral("5b10ac8d82e05b22cc7d4ef5") },
                        { QStringLiteral("displayName"), QStringLiteral("Ada Lovelace") },
                        { QStringLiteral("emailAddress"), QStringLiteral("ada@example.com") } });
            });
        });
        m_server.route(
            api + QStringLiteral("/issue/<arg>"), [this](const QString &key, const QHttpServerRequest &request) {
                return guarded(request, [this, &key] {
                    const qsizetype index = indexOf(key);
                    return index < 0 ? notFound() : QHttpServerResponse(issueObject(issues.at(index)));
                });
            });
        m_server.route(api + QStringLiteral("/issue/<arg>/comment"),
            [this](const QString &key, const QHttpServerRequest &request) {
                return guarded(request, [this, &key, &request] {
                    if (indexOf(key) < 0)
                        return notFound();
                    comments.append({ key,
                        QJsonDocument::fromJson(request.body()).object().value(QStringLiteral("body")).toObject() });
                    return QHttpServerResponse(
                        QJsonObject { { QStringLiteral("id"), QString::number(10'000 + comments.size()) } },
                        QHttpServerResponder::StatusCode::Created);
                });
            });
        m_server.route(api + QStringLiteral("/issue/<arg>/transitions"),
            [this](const QString &key, const QHttpServerRequest &request) {
                return guarded(request, [this, &key, &request] {
                    const qsizetype index = indexOf(key);
                    if (index < 0)
                        return notFound();
                    return request.method() == QHttpServerRequest::Method::Post ? take(index, request)
                                                                                : transitionList();
                });
            });
        m_server.route(api + QStringLiteral("/search/jql"), [this](const QHttpServerRequest &request) {
            return guarded(request, [this, &request] { return search(request); });
        });
        m_port = m_server.listen(QHostAddress::LocalHost);
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    bool listening() const { return m_port != 0; }

private:
    static QHttpServerResponse refusal(const QString &message, QHttpServerResponder::StatusCode status)
    {
        return QHttpServerResponse(QJsonObject { { QStringLiteral("errorMessages"), QJsonArray { message } },
                                       { QStringLiteral("errors"), QJsonObject() } },
            status);
    }

    static QHttpServerResponse notFound()
    {
        return refusal(QStringLiteral("Issue does not exist or you do not have permission to see it."),
            QHttpServerResponder::StatusCode::NotFound);
    }

    template<typename Answer> QHttpServerResponse guarded(const QHttpServerRequest &request, Answer answer)
    {
        const QString method
            = request.method() == QHttpServerRequest::Method::Post ? QStringLiteral("POST") : QStringLiteral("GET");
        requests.append(method + QLatin1Char(' ') + request.url().path()
            + (request.url().hasQuery() ? QLatin1Char('?') + request.url().query() : QString()));
        const QByteArray expected
            = QByteArrayLiteral("Basic ") + (email + QLatin1Char(':') + apiToken).toUtf8().toBase64();
        if (request.value(QByteArrayLiteral("Authorization")) != expected)
            return QHttpServerResponse(QByteArrayLiteral("text/plain"),
                QByteArrayLiteral("Client must be authenticated to access this resource."),
                QHttpServerResponder::StatusCode::Unauthorized);
        if (rateLimits > 0) {
            --rateLimits;
            QHttpServerResponse limited
                = refusal(QStringLiteral("Rate limit exceeded."), QHttpServerResponder::StatusCode::TooManyRequests);
            limited.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1"));
            return limited;
        }
        return answer();
    }

    qsizetype indexOf(const QString &key) const
    {
        for (qsizetype i = 0; i < issues.size(); ++i) {
            if (issues.at(i).key == key)
                return i;
        }
        return -1;
    }

    QJsonObject status(const QString &name) const
    {
        return { { QStringLiteral("name"), name },
            { QStringLiteral("statusCategory"),
                QJsonObject { { QStringLiteral("key"), statuses.value(name, QStringLiteral("new")) } } } };
    }

    QJsonObject issueObject(const Issue &issue) const
    {
        const QJsonObject fields { { QStringLiteral("summary"), issue.summary },
            { QStringLiteral("description"),
                issue.description.isEmpty() ? QJsonValue() : QJsonValue(issue.description) },
            { QStringLiteral("labels"), QJsonArray::fromStringList(issue.labels) },
            { QStringLiteral("status"), status(issue.status) },
            { QStringLiteral("assignee"),
                issue.assignee.isEmpty() ? QJsonValue()
                                         : QJsonObject { { QStringLiteral("displayName"), issue.assignee } } },
            { QStringLiteral("updated"), QStringLiteral("2026-12-06T11:30:00.000+0100") } };
        return { { QStringLiteral("id"), QString::number(10'000 + indexOf(issue.key)) },
            { QStringLiteral("key"), issue.key }, { QStringLiteral("fields"), fields } };
    }

    QHttpServerResponse transitionList() const
    {
        QJsonArray list;
        for (const auto &[id, name, to] : transitions) {
            QJsonObject target = status(to);
            target.insert(QStringLiteral("id"), QString(QStringLiteral("status-") + id));
            list.append(QJsonObject {
                { QStringLiteral("id"), id }, { QStringLiteral("name"), name }, { QStringLiteral("to"), target } });
        }
        return QHttpServerResponse(QJsonObject { { QStringLiteral("transitions"), list } });
    }

    QHttpServerResponse take(qsizetype index, const QHttpServerRequest &request)
    {
        const QString id = QJsonDocument::fromJson(request.body())
                               .object()
                               .value(QStringLiteral("transition"))
                               .toObject()
                               .value(QStringLiteral("id"))
                               .toString();
        for (const auto &[transitionId, name, to] : transitions) {
            if (transitionId == id) {
                taken.append({ issues.at(index).key, id });
                issues[index].status = to;
                return QHttpServerResponse(QHttpServerResponder::StatusCode::NoContent);
            }
        }
        return refusal(QStringLiteral("Transition id '%1' is not valid for this issue.").arg(id),
            QHttpServerResponder::StatusCode::BadRequest);
    }

    QHttpServerResponse search(const QHttpServerRequest &request)
    {
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        searches.append(body);
        jqls.append(body.value(QStringLiteral("jql")).toString());
        if (!searchRefusal.isEmpty())
            return refusal(std::exchange(searchRefusal, QString()), QHttpServerResponder::StatusCode::BadRequest);
        const QString token = body.value(QStringLiteral("nextPageToken")).toString();
        const qsizetype start = token.isEmpty() ? 0 : token.mid(QStringLiteral("page-").size()).toInt();
        const qsizetype size = body.value(QStringLiteral("maxResults")).toInt(50);
        QJsonArray found;
        for (qsizetype i = start; i < issues.size() && i < start + size; ++i)
            found.append(issueObject(issues.at(i)));
        const qsizetype end = start + found.size();
        QJsonObject answer { { QStringLiteral("issues"), found }, { QStringLiteral("isLast"), end >= issues.size() } };
        if (end < issues.size())
            answer.insert(QStringLiteral("nextPageToken"), QStringLiteral("page-%1").arg(end));
        return QHttpServerResponse(answer);
    }

    QHttpServer m_server;
    quint16 m_port = 0;
};

} // namespace kandesk::test
