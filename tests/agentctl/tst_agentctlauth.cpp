// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl's bootstrap handshake, bearer tokens, X-Instance-ID and the instance endpoints; the
// limits on what it accepts (foreign hosts and origins, body and message sizes, connections).
#include "support/agentctlharness.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>

using namespace kandesk;
using kandesk::test::str;

namespace {

// Sends one raw HTTP/1.1 request and returns the status line's code (0 when closed unanswered).
int rawStatus(quint16 port, const QByteArray &request)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(10'000))
        return 0;
    socket.write(request);
    QByteArray answer;
    (void)QTest::qWaitFor([&] {
        answer += socket.readAll();
        return answer.contains("\r\n") || socket.state() != QAbstractSocket::ConnectedState;
    }, 10'000);
    const QList<QByteArray> words = answer.left(answer.indexOf("\r\n")).split(' ');
    return words.size() > 1 ? words.at(1).toInt() : 0;
}

} // namespace

class TestAgentctlAuth : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    QTemporaryDir m_workspace;
    QString m_instanceId;
    quint16 m_instancePort = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_workspace.isValid());
        QVERIFY(m_agentctl.start());
    }

    void healthNeedsNoToken()
    {
        const test::HttpReply reply = m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kHealth), {}, false);
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.body.value(str("status")).toString(), str("ok"));
    }

    void protectedRoutesRefuseRequestsWithoutToken_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::newRow("list instances") << QByteArray("GET") << QString(wire::route::kInstances);
        QTest::newRow("create instance") << QByteArray("POST") << QString(wire::route::kInstances);
        QTest::newRow("get instance") << QByteArray("GET") << QString(wire::route::kInstances) + str("/x");
        QTest::newRow("delete instance") << QByteArray("DELETE") << QString(wire::route::kInstances) + str("/x");
        QTest::newRow("status") << QByteArray("GET") << QString(wire::route::kStatus);
        QTest::newRow("configure") << QByteArray("POST") << QString(wire::route::kAgentConfigure);
        QTest::newRow("start") << QByteArray("POST") << QString(wire::route::kStart);
        QTest::newRow("stop") << QByteArray("POST") << QString(wire::route::kStop);
        QTest::newRow("mcp mode") << QByteArray("PUT") << QString(wire::route::kMcpMode);
        QTest::newRow("mcp providers") << QByteArray("PUT") << QString(wire::route::kMcpProviders);
    }
    void protectedRoutesRefuseRequestsWithoutToken()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        // Before the handshake there is no token at all; afterwards a missing one is refused too.
        QCOMPARE(m_agentctl.send(verb, m_agentctl.port, path, {}, false, str("x")).status, 401);
    }

    void handshakeRefusesAWrongNonce()
    {
        const test::HttpReply reply = m_agentctl.send("POST", m_agentctl.port, QString(wire::route::kHandshake),
            QJsonObject { { str("nonce"), str("guess") } }, false);
        QCOMPARE(reply.status, 403);
    }

    void handshakeWorksExactlyOnce()
    {
        QVERIFY(m_agentctl.handshake());
        const test::HttpReply again = m_agentctl.send("POST", m_agentctl.port, QString(wire::route::kHandshake),
            QJsonObject { { str("nonce"), str(test::Agentctl::kNonce) } }, false);
        QCOMPARE(again.status, 403);
        QCOMPARE(m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kInstances)).status, 200);
    }

    void protectedRoutesStillRefuseAfterHandshake_data() { protectedRoutesRefuseRequestsWithoutToken_data(); }
    void protectedRoutesStillRefuseAfterHandshake()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        QCOMPARE(m_agentctl.send(verb, m_agentctl.port, path, {}, false, str("x")).status, 401);
        const QByteArray token = std::exchange(m_agentctl.token, QByteArrayLiteral("not-the-token"));
        const int status = m_agentctl.send(verb, m_agentctl.port, path, {}, true, str("x")).status;
        m_agentctl.token = token;
        QCOMPARE(status, 401);
    }

    void createsAnInstanceOnItsOwnPort()
    {
        m_instanceId = m_agentctl.createInstance(
            m_workspace.path(), &m_instancePort, QJsonObject { { str("id"), str("inst-1") } });
        QCOMPARE(m_instanceId, str("inst-1"));
        QVERIFY(m_instancePort != 0 && m_instancePort != m_agentctl.port);

        const test::HttpReply list = m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kInstances));
        QCOMPARE(list.status, 200);
        QCOMPARE(list.body.value(str("instances")).toArray().size(), 1);
        const test::HttpReply one
            = m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kInstances) + str("/inst-1"));
        QCOMPARE(one.status, 200);
        QCOMPARE(one.body.value(str("workspace_path")).toString(), m_workspace.path());
        QCOMPARE(one.body.value(str("port")).toInt(), int(m_instancePort));
    }

    void refusesBadInstances_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<int>("status");
        QTest::newRow("duplicate id") << QJsonObject { { str("id"), str("inst-1") },
            { str("workspace_path"), QDir::tempPath() } }
                                      << 409;
        QTest::newRow("missing workspace") << QJsonObject { { str("workspace_path"), str("/no/such/folder") } } << 400;
        QTest::newRow("relative workspace") << QJsonObject { { str("workspace_path"), str("relative") } } << 400;
        QTest::newRow("path-like id") << QJsonObject { { str("id"), str("..") },
            { str("workspace_path"), QDir::tempPath() } }
                                      << 400;
    }
    void refusesBadInstances()
    {
        QFETCH(QJsonObject, body);
        QFETCH(int, status);
        const test::HttpReply reply = m_agentctl.send("POST", m_agentctl.port, QString(wire::route::kInstances), body);
        QCOMPARE(reply.status, status);
        QVERIFY(!reply.body.value(str("error")).toString().isEmpty());
    }

    void instancePortNeedsTheTokenToo()
    {
        QCOMPARE(m_agentctl.send("GET", m_instancePort, QString(wire::route::kStatus), {}, false).status, 401);
        const test::HttpReply status = m_agentctl.send("GET", m_instancePort, QString(wire::route::kStatus));
        QCOMPARE(status.status, 200);
        QCOMPARE(status.body.value(str("agent_status")).toString(), QString(wire::agentstatus::kStopped));
    }

    void instanceIdIsChecked()
    {
        QCOMPARE(
            m_agentctl.send("GET", m_instancePort, QString(wire::route::kStatus), {}, true, str("inst-1")).status, 200);
        QCOMPARE(
            m_agentctl.send("GET", m_instancePort, QString(wire::route::kStatus), {}, true, str("other")).status, 404);
        // The control port routes instance endpoints by X-Instance-ID.
        QCOMPARE(m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kStatus), {}, true, str("inst-1")).status,
            200);
        QCOMPARE(
            m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kStatus), {}, true, str("other")).status, 404);
        QCOMPARE(m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kStatus)).status, 400);
    }

    void configureAnswersInContractShape()
    {
        const test::HttpReply bad
            = m_agentctl.send("POST", m_instancePort, QString(wire::route::kAgentConfigure), QJsonObject {});
        QCOMPARE(bad.status, 200);
        QCOMPARE(bad.body.value(str("success")).toBool(), false);
        QVERIFY(!bad.body.value(str("error")).toString().isEmpty());
        const test::HttpReply good = m_agentctl.send("POST", m_instancePort, QString(wire::route::kAgentConfigure),
            QJsonObject { { str("command"), str(KANDESK_STUBAGENT_PATH) }, { str("agent_args"), QJsonArray {} },
                { str("env"), QJsonObject { { str("STUB"), str("1") } } } });
        QCOMPARE(good.body.value(str("success")).toBool(), true);
        QVERIFY(good.body.contains(str("message")));
        const test::HttpReply mode = m_agentctl.send(
            "PUT", m_instancePort, QString(wire::route::kMcpMode), QJsonObject { { str("mode"), str("task") } });
        QCOMPARE(mode.body.value(str("success")).toBool(), true);
        const test::HttpReply providers = m_agentctl.send("PUT", m_instancePort, QString(wire::route::kMcpProviders),
            QJsonObject { { str("mcp_providers"), QJsonArray { str("a") } } });
        QCOMPARE(providers.body.value(str("success")).toBool(), true);
    }

    void streamsRefuseSocketsWithoutToken_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("agent stream") << QString(wire::route::kAgentStream);
        QTest::newRow("workspace stream") << QString(wire::route::kWorkspaceStream);
    }
    void streamsRefuseSocketsWithoutToken()
    {
        QFETCH(QString, path);
        test::StreamClient client;
        client.open(m_instancePort, path, QByteArray());
        QTRY_VERIFY_WITH_TIMEOUT(client.disconnected, 10'000);
        QCOMPARE(client.socket().closeCode(), QWebSocketProtocol::CloseCodePolicyViolated);

        test::StreamClient authorized;
        QVERIFY(authorized.open(m_instancePort, path, m_agentctl.token));
        QVERIFY(!authorized.disconnected);
    }

    void foreignHostsAndOriginsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<int>("status");
        QTest::newRow("loopback name") << QByteArray("Host: 127.0.0.1\r\n") << 200;
        QTest::newRow("localhost with port") << QByteArray("Host: localhost:9\r\n") << 200;
        QTest::newRow("IPv6 loopback") << QByteArray("Host: [::1]:9\r\n") << 200;
        QTest::newRow("loopback origin") << QByteArray("Host: 127.0.0.1\r\nOrigin: http://localhost:3000\r\n") << 200;
        QTest::newRow("rebound name") << QByteArray("Host: attacker.example:9\r\n") << 403;
        QTest::newRow("LAN address") << QByteArray("Host: 192.168.1.5\r\n") << 403;
        QTest::newRow("web page origin") << QByteArray("Host: 127.0.0.1\r\nOrigin: https://attacker.example\r\n") << 403;
        QTest::newRow("opaque origin") << QByteArray("Host: 127.0.0.1\r\nOrigin: null\r\n") << 403;
    }
    void foreignHostsAndOriginsAreRefused()
    {
        QFETCH(QByteArray, headers);
        QFETCH(int, status);
        QCOMPARE(rawStatus(m_agentctl.port, "GET " + QByteArray(wire::route::kHealth.data()) + " HTTP/1.1\r\n" + headers + "\r\n"), status);
        QCOMPARE(rawStatus(m_instancePort,
                     "GET " + QByteArray(wire::route::kStatus.data()) + " HTTP/1.1\r\n" + headers + "Authorization: Bearer " + m_agentctl.token + "\r\n\r\n"),
            status);
    }

    void aStreamFromAWebPageIsRefused()
    {
        QWebSocket page(str("https://attacker.example"));
        page.setProxy(QNetworkProxy::NoProxy);
        bool closed = false;
        connect(&page, &QWebSocket::disconnected, this, [&closed] { closed = true; });
        QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1%2").arg(m_instancePort).arg(wire::route::kAgentStream)));
        request.setRawHeader("Authorization", "Bearer " + m_agentctl.token);
        page.open(request);
        QTRY_VERIFY_WITH_TIMEOUT(closed, 10'000);
        QCOMPARE(page.closeCode(), QWebSocketProtocol::CloseCodePolicyViolated);
        QVERIFY2(page.closeReason().contains(str("attacker.example")), qPrintable(page.closeReason()));
    }

    void oversizedBodiesAndMessagesAreRefused()
    {
        const QByteArray huge(wire::kMaxRequestBytes + 1, 'x');
        const QByteArray body = "{\"mode\": \"" + huge + "\"}";
        QCOMPARE(rawStatus(m_instancePort, "PUT " + QByteArray(wire::route::kMcpMode.data()) + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
                                                + m_agentctl.token + "\r\nContent-Type: application/json\r\nContent-Length: "
                                                + QByteArray::number(body.size()) + "\r\n\r\n" + body),
            413);

        test::StreamClient client;
        QVERIFY(client.open(m_instancePort, QString(wire::route::kAgentStream), m_agentctl.token));
        client.socket().sendTextMessage(QString::fromLatin1(huge));
        QTRY_VERIFY_WITH_TIMEOUT(client.disconnected, 30'000);
        QCOMPARE(client.socket().closeCode(), QWebSocketProtocol::CloseCodeTooMuchData);

        // agentctl goes on serving.
        QCOMPARE(m_agentctl.send("GET", m_instancePort, QString(wire::route::kStatus)).status, 200);
    }

    void connectionsOverTheLimitAreClosed()
    {
        std::vector<std::unique_ptr<QTcpSocket>> held;
        for (int i = 0; i < wire::kMaxConnections; ++i) {
            held.push_back(std::make_unique<QTcpSocket>());
            held.back()->connectToHost(QHostAddress::LocalHost, m_agentctl.port);
            QVERIFY(held.back()->waitForConnected(10'000));
        }
        QTcpSocket extra;
        extra.connectToHost(QHostAddress::LocalHost, m_agentctl.port);
        QVERIFY(extra.waitForConnected(10'000)); // the kernel accepts; agentctl closes it
        QTRY_COMPARE_WITH_TIMEOUT(extra.state(), QAbstractSocket::UnconnectedState, 10'000);
        QCOMPARE(held.front()->state(), QAbstractSocket::ConnectedState);

        held.clear();
        QTRY_COMPARE_WITH_TIMEOUT(rawStatus(m_agentctl.port, "GET " + QByteArray(wire::route::kHealth.data()) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
            200, 10'000);
    }

    void deletesAnInstance()
    {
        QCOMPARE(
            m_agentctl.send("DELETE", m_agentctl.port, QString(wire::route::kInstances) + str("/inst-1")).status, 200);
        QCOMPARE(
            m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kInstances) + str("/inst-1")).status, 404);
        QCOMPARE(m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kInstances))
                     .body.value(str("instances"))
                     .toArray()
                     .size(),
            0);
    }
};

QTEST_GUILESS_MAIN(TestAgentctlAuth)
#include "tst_agentctlauth.moc"
