// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A loopback stand-in for the GitHub REST endpoints Kandesk calls: POST and GET
// /repos/{owner}/{repo}/pulls. It accepts one token, answers 401 to others, and 422 "A pull
// request already exists" to a second pull request for the same head. Point Kandesk at it with
// KANDESK_GITHUB_API_URL=url().

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
        m_port = m_server.listen(QHostAddress::LocalHost);
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    bool listening() const { return m_port != 0; }

private:
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
            { QStringLiteral("title"), created.at(index).value(QStringLiteral("title")).toString() } };
    }

    QHttpServer m_server;
    quint16 m_port = 0;
};

} // namespace kandesk::test
