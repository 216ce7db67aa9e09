// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A loopback stand-in for the Linear GraphQL operations Kandesk sends, told apart by their text:
// the viewer, an issue by identifier or id (its fields, its id, its team's workflow states),
// issues (pages of pageSize by an endCursor; the filter is recorded, not applied), commentCreate
// and issueUpdate (recorded, the state moved). It accepts one API key, sent bare, and answers
// others with Linear's authentication error (HTTP refusalStatus, 401 unless told); rateLimits
// answers the next calls 429 (Retry-After 1, RATELIMITED); graphqlError answers the next call 200
// with that error and no data; an unknown issue is Linear's "Entity not found". Point Kandesk at
// it with KANDESK_LINEAR_API_URL=url().

#include <QHttpServer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <utility>

namespace kandesk::test {

class FakeLinear
{
public:
    struct Issue {
        QString id; // Linear's uuid
        QString identifier; // ENG-42
        QString title;
        QString description;
        QString state = QStringLiteral("Todo"); // a name of states
        QStringList labels;
        QString assignee;
    };
    struct State {
        QString id;
        QString name;
        QString type; // triage, backlog, unstarted, started, completed, canceled
    };

    QString apiKey = QStringLiteral("lin_api_good");
    QHttpServerResponder::StatusCode refusalStatus = QHttpServerResponder::StatusCode::Unauthorized;
    QList<Issue> issues {
        { QStringLiteral("uuid-42"), QStringLiteral("ENG-42"), QStringLiteral("Crash on start"),
            QStringLiteral("It **crashes**.\n\n- on Linux"), QStringLiteral("In Progress"), { QStringLiteral("bug") },
            QStringLiteral("Ada Lovelace") },
        { QStringLiteral("uuid-43"), QStringLiteral("ENG-43"), QStringLiteral("Faster start"), {},
            QStringLiteral("Todo"), {}, {} },
        { QStringLiteral("uuid-44"), QStringLiteral("ENG-44"), QStringLiteral("Old crash"), {}, QStringLiteral("Done"),
            { QStringLiteral("bug") }, {} },
    };
    // The team's workflow states, in Linear's order.
    QList<State> states { { QStringLiteral("st-backlog"), QStringLiteral("Backlog"), QStringLiteral("backlog") },
        { QStringLiteral("st-todo"), QStringLiteral("Todo"), QStringLiteral("unstarted") },
        { QStringLiteral("st-progress"), QStringLiteral("In Progress"), QStringLiteral("started") },
        { QStringLiteral("st-done"), QStringLiteral("Done"), QStringLiteral("completed") },
        { QStringLiteral("st-canceled"), QStringLiteral("Canceled"), QStringLiteral("canceled") } };
    int rateLimits = 0; // the next calls answered 429 (Retry-After 1)
    QString graphqlError; // non-empty: the next call is answered with this error
    QList<std::pair<QString, QString>> comments; // commentCreate: the issue's id and the body
    QList<std::pair<QString, QString>> stateUpdates; // issueUpdate: the issue's id and the state's id
    QList<QJsonObject> filters; // the issues queries' filter variables
    QStringList afters; // their after cursors ("" for the first page)
    QStringList queries; // every operation's text, in order

    FakeLinear()
    {
        m_server.route(
            QStringLiteral("/graphql"), [this](const QHttpServerRequest &request) { return answer(request); });
        m_port = m_server.listen(QHostAddress::LocalHost);
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1/graphql").arg(m_port); }
    bool listening() const { return m_port != 0; }

private:
    static QJsonObject error(const QString &message, const QString &code, const QString &type)
    {
        return { { QStringLiteral("message"), message },
            { QStringLiteral("extensions"),
                QJsonObject { { QStringLiteral("code"), code }, { QStringLiteral("type"), type } } } };
    }

    static QHttpServerResponse errors(
        const QJsonObject &first, QHttpServerResponder::StatusCode status = QHttpServerResponder::StatusCode::Ok)
    {
        return QHttpServerResponse(QJsonObject { { QStringLiteral("errors"), QJsonArray { first } },
                                       { QStringLiteral("data"), QJsonValue() } },
            status);
    }

    static QHttpServerResponse data(const QJsonObject &content)
    {
        return QHttpServerResponse(QJsonObject { { QStringLiteral("data"), content } });
    }

    qsizetype indexOf(const QString &idOrIdentifier) const
    {
        for (qsizetype i = 0; i < issues.size(); ++i) {
            if (issues.at(i).id == idOrIdentifier || issues.at(i).identifier == idOrIdentifier)
                return i;
        }
        return -1;
    }

    QString typeOf(const QString &stateName) const
    {
        for (const State &state : states) {
            if (state.name == stateName)
                return state.type;
        }
        return QStringLiteral("unstarted");
    }

    QJsonObject issueObject(const Issue &issue) const
    {
        QJsonArray labels;
        for (const QString &label : issue.labels)
            labels.append(QJsonObject { { QStringLiteral("name"), label } });
        return { { QStringLiteral("id"), issue.id }, { QStringLiteral("identifier"), issue.identifier },
            { QStringLiteral("title"), issue.title }, { QStringLiteral("description"), issue.description },
            { QStringLiteral("url"),
                QStringLiteral("https://linear.example/acme/issue/%1").arg(issue.identifier.toLower()) },
            { QStringLiteral("state"),
                QJsonObject {
                    { QStringLiteral("name"), issue.state }, { QStringLiteral("type"), typeOf(issue.state) } } },
            { QStringLiteral("labels"), QJsonObject { { QStringLiteral("nodes"), labels } } },
            { QStringLiteral("assignee"),
                issue.assignee.isEmpty() ? QJsonValue() : QJsonObject { { QStringLiteral("name"), issue.assignee } } },
            { QStringLiteral("updatedAt"), QStringLiteral("2026-12-06T10:00:00.000Z") } };
    }

    QHttpServerResponse answer(const QHttpServerRequest &request)
    {
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        const QString query = body.value(QStringLiteral("query")).toString();
        const QJsonObject variables = body.value(QStringLiteral("variables")).toObject();
        queries.append(query);
        if (request.value(QByteArrayLiteral("Authorization")) != apiKey.toUtf8())
            return errors(error(QStringLiteral("Authentication required, not authenticated"),
                              QStringLiteral("AUTHENTICATION_ERROR"), QStringLiteral("authentication error")),
                refusalStatus);
        if (rateLimits > 0) {
            --rateLimits;
            QHttpServerResponse limited = errors(error(QStringLiteral("Rate limit exceeded"),
                                                     QStringLiteral("RATELIMITED"), QStringLiteral("ratelimited")),
                QHttpServerResponder::StatusCode::TooManyRequests);
            limited.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1"));
            return limited;
        }
        if (!graphqlError.isEmpty()) {
            const QString message = std::exchange(graphqlError, QString());
            return errors(error(message, QStringLiteral("INVALID_INPUT"), QStringLiteral("invalid input")));
        }
        if (query.contains(QLatin1String("viewer")))
            return data({ { QStringLiteral("viewer"),
                QJsonObject { { QStringLiteral("name"), QStringLiteral("Ada Lovelace") },
                    { QStringLiteral("email"), QStringLiteral("ada@example.com") } } } });
        if (query.contains(QLatin1String("commentCreate")))
            return commentCreate(variables.value(QStringLiteral("input")).toObject());
        if (query.contains(QLatin1String("issueUpdate")))
            return issueUpdate(variables);
        if (query.contains(QLatin1String("issues(")))
            return issuePage(variables);
        if (query.contains(QLatin1String("issue(")))
            return oneIssue(query, variables.value(QStringLiteral("id")).toString());
        return errors(error(QStringLiteral("Unknown operation"), QStringLiteral("GRAPHQL_VALIDATION_FAILED"),
                          QStringLiteral("graphql error")),
            QHttpServerResponder::StatusCode::BadRequest);
    }

    QHttpServerResponse oneIssue(const QString &query, const QString &id)
    {
        const qsizetype index = indexOf(id);
        if (index < 0)
            return errors(error(QStringLiteral("Entity not found: Issue"), QStringLiteral("INVALID_INPUT"),
                QStringLiteral("invalid input")));
        QJsonObject issue = issueObject(issues.at(index));
        if (query.contains(QLatin1String("team"))) {
            QJsonArray nodes;
            for (const State &state : states)
                nodes.append(QJsonObject { { QStringLiteral("id"), state.id }, { QStringLiteral("name"), state.name },
                    { QStringLiteral("type"), state.type } });
            issue.insert(QStringLiteral("team"),
                QJsonObject { { QStringLiteral("states"), QJsonObject { { QStringLiteral("nodes"), nodes } } } });
        }
        return data({ { QStringLiteral("issue"), issue } });
    }

    QHttpServerResponse issuePage(const QJsonObject &variables)
    {
        filters.append(variables.value(QStringLiteral("filter")).toObject());
        const QString after = variables.value(QStringLiteral("after")).toString();
        afters.append(after);
        const qsizetype first = variables.value(QStringLiteral("first")).toInt(50);
        const qsizetype start = after.isEmpty() ? 0 : after.mid(QStringLiteral("cursor-").size()).toInt();
        QJsonArray nodes;
        for (qsizetype i = start; i < issues.size() && i < start + first; ++i)
            nodes.append(issueObject(issues.at(i)));
        const qsizetype end = start + nodes.size();
        const QJsonObject pageInfo { { QStringLiteral("hasNextPage"), end < issues.size() },
            { QStringLiteral("endCursor"), QStringLiteral("cursor-%1").arg(end) } };
        return data({ { QStringLiteral("issues"),
            QJsonObject { { QStringLiteral("nodes"), nodes }, { QStringLiteral("pageInfo"), pageInfo } } } });
    }

    QHttpServerResponse commentCreate(const QJsonObject &input)
    {
        const QString issueId = input.value(QStringLiteral("issueId")).toString();
        if (indexOf(issueId) < 0)
            return errors(error(QStringLiteral("Entity not found: Issue"), QStringLiteral("INVALID_INPUT"),
                QStringLiteral("invalid input")));
        comments.append({ issueId, input.value(QStringLiteral("body")).toString() });
        return data({ { QStringLiteral("commentCreate"), QJsonObject { { QStringLiteral("success"), true } } } });
    }

    QHttpServerResponse issueUpdate(const QJsonObject &variables)
    {
        const QString issueId = variables.value(QStringLiteral("id")).toString();
        const QString stateId
            = variables.value(QStringLiteral("input")).toObject().value(QStringLiteral("stateId")).toString();
        const qsizetype index = indexOf(issueId);
        auto state = std::find_if(
            states.cbegin(), states.cend(), [&stateId](const State &candidate) { return candidate.id == stateId; });
        if (index < 0 || state == states.cend())
            return errors(error(
                QStringLiteral("Entity not found"), QStringLiteral("INVALID_INPUT"), QStringLiteral("invalid input")));
        stateUpdates.append({ issueId, stateId });
        issues[index].state = state->name;
        return data({ { QStringLiteral("issueUpdate"), QJsonObject { { QStringLiteral("success"), true } } } });
    }

    QHttpServer m_server;
    quint16 m_port = 0;
};

} // namespace kandesk::test
