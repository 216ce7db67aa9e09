// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The stream client against a WebSocket peer of the test's own, so that a dropped connection
// can be provoked at will (agentctl itself never drops one while it lives).
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentstream.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>
#include <QtConcurrent>

using namespace kandesk;

namespace {

// Answers every request: "fail" with an error envelope, anything else with its payload echoed;
// before answering it sends one event. Remembers the headers of each handshake.
class StreamPeer final : public QObject
{
public:
    StreamPeer() : m_server(QStringLiteral("peer"), QWebSocketServer::NonSecureMode)
    {
        m_server.listen(QHostAddress::LocalHost);
        connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            QWebSocket *socket = m_server.nextPendingConnection();
            socket->setParent(this); // the server does not own the sockets it hands out
            authorizations.append(socket->request().rawHeader("Authorization"));
            instanceIds.append(socket->request().rawHeader("X-Instance-ID"));
            paths.append(socket->requestUrl().path());
            sockets.append(socket);
            connect(socket, &QWebSocket::textMessageReceived, socket, [socket](const QString &text) {
                const QJsonObject request = QJsonDocument::fromJson(text.toUtf8()).object();
                socket->sendTextMessage(QStringLiteral(R"({"type":"message_chunk","text":"hi"})"));
                const bool fail = request.value(QStringLiteral("action")).toString() == QLatin1String("fail");
                const QJsonObject answer{{QStringLiteral("id"), request.value(QStringLiteral("id"))},
                                         {QStringLiteral("type"), fail ? QStringLiteral("error") : QStringLiteral("response")},
                                         {QStringLiteral("action"), request.value(QStringLiteral("action"))},
                                         {QStringLiteral("payload"), fail ? QJsonObject{{QStringLiteral("error"), QStringLiteral("no such thing")}}
                                                                          : request.value(QStringLiteral("payload")).toObject()}};
                socket->sendTextMessage(QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact)));
            });
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }

    QList<QByteArray> authorizations;
    QList<QByteArray> instanceIds;
    QStringList paths;
    QList<QPointer<QWebSocket>> sockets;

private:
    QWebSocketServer m_server;
};

template<typename Work>
auto offThread(Work work)
{
    auto future = QtConcurrent::run(work);
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 20'000))
        qFatal("a blocking stream call did not return");
    return future.result();
}

} // namespace

class TestAgentStream : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();

private Q_SLOTS:
    void requestsAreAnsweredByIdAndEventsFlow()
    {
        StreamPeer peer;
        QList<QJsonObject> events;
        QMutex mutex;
        AgentStream stream(m_network, peer.url(), QStringLiteral("tok"), QStringLiteral("exec-1"), [&](const QJsonObject &event) {
            const QMutexLocker lock(&mutex);
            events.append(event);
        });
        QVERIFY(offThread([&] { return stream.open(); }).ok());
        QCOMPARE(peer.authorizations.value(0), QByteArray("Bearer tok"));
        QCOMPARE(peer.instanceIds.value(0), QByteArray("exec-1"));
        QCOMPARE(peer.paths.value(0), QStringLiteral("/api/v1/agent/stream"));

        auto answer = offThread([&] { return stream.request(QLatin1StringView("agent.echo"), {{QStringLiteral("x"), 1}}); });
        QVERIFY2(answer.ok(), qPrintable(answer.error()));
        QCOMPARE(answer->value(QStringLiteral("x")).toInt(), 1);
        auto failed = offThread([&] { return stream.request(QLatin1StringView("fail")); });
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error(), QStringLiteral("fail: no such thing"));
        QTRY_COMPARE(([&] { const QMutexLocker lock(&mutex); return events.size(); }()), 2);
    }

    void aDroppedConnectionIsReopened()
    {
        StreamPeer peer;
        AgentStream stream(m_network, peer.url(), {}, {}, {}, QStringLiteral("/api/v1/workspace/stream"));
        QVERIFY(offThread([&] { return stream.open(); }).ok());
        QCOMPARE(peer.paths.value(0), QStringLiteral("/api/v1/workspace/stream"));
        peer.sockets.value(0)->abort(); // a drop, not agentctl's "going away"
        QTRY_COMPARE(peer.sockets.size(), 2);
        QCOMPARE(stream.reconnectCount(), 1);
        auto answer = offThread([&] { return stream.request(QLatin1StringView("agent.echo"), {{QStringLiteral("after"), true}}); });
        QVERIFY2(answer.ok(), qPrintable(answer.error()));
    }

    // agentctl gone for good (killed, stopped by another process): after the reconnect attempts a
    // turn in progress hears of it as an error event instead of waiting forever.
    void aStreamLostForGoodEndsWithAnErrorEvent()
    {
        auto peer = std::make_unique<StreamPeer>();
        QList<QJsonObject> events;
        QMutex mutex;
        AgentStream stream(m_network, peer->url(), {}, {}, [&](const QJsonObject &event) {
            const QMutexLocker lock(&mutex);
            events.append(event);
        });
        QVERIFY(offThread([&] { return stream.open(); }).ok());
        peer.reset();
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     const QMutexLocker lock(&mutex);
                                     return !events.isEmpty() && events.constLast().value(QStringLiteral("stream_lost")).toBool();
                                 }()),
                                 60'000);
        const QMutexLocker lock(&mutex);
        QCOMPARE(events.constLast().value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        QVERIFY(events.constLast().value(QStringLiteral("error")).toString().contains(QStringLiteral("lost the connection to agentctl")));
    }

    // agentctl's "going away" (1001) means its instance ended: the stream ends at once, with the
    // error event, and tries no reconnect.
    void anInstanceThatEndedIsNotWaitedFor()
    {
        StreamPeer peer;
        QList<QJsonObject> events;
        QMutex mutex;
        AgentStream stream(m_network, peer.url(), {}, {}, [&](const QJsonObject &event) {
            const QMutexLocker lock(&mutex);
            events.append(event);
        });
        QVERIFY(offThread([&] { return stream.open(); }).ok());
        peer.sockets.value(0)->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("instance closed"));
        QTRY_VERIFY(([&] {
            const QMutexLocker lock(&mutex);
            return !events.isEmpty() && events.constLast().value(QStringLiteral("stream_lost")).toBool();
        }()));
        QCOMPARE(stream.reconnectCount(), 0);
        QCOMPARE(peer.sockets.size(), 1);
        const QMutexLocker lock(&mutex);
        QVERIFY(events.constLast().value(QStringLiteral("error")).toString().contains(QStringLiteral("instance closed")));
    }

    void nobodyListeningIsAClearError()
    {
        QUrl closed;
        {
            StreamPeer gone;
            closed = gone.url();
        }
        AgentStream stream(m_network, closed, {}, {}, {});
        const Status opened = offThread([&] { return stream.open(3'000); });
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().contains(QStringLiteral("cannot open the agent stream")), qPrintable(opened.error()));
        auto answer = offThread([&] { return stream.request(QLatin1StringView("agent.prompt")); });
        QVERIFY(!answer.ok());
        QVERIFY2(answer.error().contains(QStringLiteral("not connected")), qPrintable(answer.error()));
    }
};

QTEST_GUILESS_MAIN(TestAgentStream)
#include "tst_agentstream.moc"
