// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// AgentctlHttpClient's errors against a loopback HTTP server that misbehaves on purpose.
#include "lifecycle/agentctl/agentctlhttpclient.h"

#include <QHttpServer>
#include <QTcpServer>
#include <QTest>
#include <QtConcurrent>

using namespace kandesk;

namespace {

template<typename Work>
auto offThread(Work work)
{
    auto future = QtConcurrent::run(work);
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 20'000))
        qFatal("a blocking client call did not return");
    return future.result();
}

quint16 closedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    return probe.serverPort(); // closed again when probe goes
}

} // namespace

class TestAgentctlClient : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();
    QHttpServer m_server;
    quint16 m_port = 0;

    AgentctlHttpClient client(quint16 port, int timeoutMs = 5'000)
    {
        return AgentctlHttpClient(m_network, QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), QStringLiteral("t"),
                                  QStringLiteral("exec-1"), timeoutMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server.route(QStringLiteral("/health"), [] {
            return QHttpServerResponse(QByteArrayLiteral("text/plain"), QByteArrayLiteral("overloaded"),
                                       QHttpServerResponder::StatusCode::ServiceUnavailable);
        });
        m_server.route(QStringLiteral("/api/v1/start"), [] {
            return QHttpServerResponse(QByteArrayLiteral("text/plain"), QByteArrayLiteral("<html>proxy error</html>"));
        });
        m_server.route(QStringLiteral("/api/v1/agent/configure"), [] {
            return QHttpServerResponse(QJsonObject{{QStringLiteral("success"), false}, {QStringLiteral("error"), QStringLiteral("configure needs a command")}});
        });
        m_port = m_server.listen(QHostAddress::LocalHost);
        QVERIFY(m_port > 0);
    }

    void connectionRefusedSaysSo()
    {
        AgentctlHttpClient refused = client(closedPort());
        const Status health = offThread([&] { return refused.health(); });
        QVERIFY(!health.ok());
        QVERIFY2(health.error().contains(QStringLiteral("did not answer")) && health.error().contains(QStringLiteral("refused")),
                 qPrintable(health.error()));
    }

    void anHttpErrorQuotesStatusAndBody()
    {
        AgentctlHttpClient failing = client(m_port);
        const Status health = offThread([&] { return failing.health(); });
        QVERIFY(!health.ok());
        QVERIFY2(health.error().contains(QStringLiteral("HTTP 503")) && health.error().contains(QStringLiteral("overloaded")),
                 qPrintable(health.error()));
    }

    void invalidJsonIsNotSuccess()
    {
        AgentctlHttpClient garbled = client(m_port);
        const auto started = offThread([&] { return garbled.start(); });
        QVERIFY(!started.ok());
        QVERIFY2(started.error().contains(QStringLiteral("invalid JSON")) && started.error().contains(QStringLiteral("proxy error")),
                 qPrintable(started.error()));
    }

    void aRefusalInTheBodyIsAnError()
    {
        AgentctlHttpClient refusing = client(m_port);
        const Status configured = offThread([&] { return refusing.configureAgent({}); });
        QVERIFY(!configured.ok());
        QVERIFY2(configured.error().contains(QStringLiteral("configure needs a command")), qPrintable(configured.error()));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlClient)
#include "tst_agentctlclient.moc"
