// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/agentctlclient.h"

#include <QUrl>

#include <atomic>
#include <memory>

class QObject;
class QNetworkAccessManager;

namespace kandesk {

class EventLoopThread;

struct HttpReply {
    int status = 0; // 0: no HTTP answer (connection failed, timeout)
    QByteArray body;
    QString error;
    QList<std::pair<QByteArray, QByteArray>> headers; // the answer's, as they came

    // The named header's value (the name in any case); empty when the answer has none.
    QByteArray header(const QByteArray &name) const;
};

// A QNetworkAccessManager on its own thread, so pool tasks can make blocking HTTP calls while the
// network objects live on a thread with an event loop. Never call send() from that thread.
class AgentctlNetwork final
{
public:
    AgentctlNetwork();
    ~AgentctlNetwork();
    AgentctlNetwork(const AgentctlNetwork &) = delete;
    AgentctlNetwork &operator=(const AgentctlNetwork &) = delete;

    // Blocks until the answer, the timeout, or *cancelled turning true (checked every 50 ms).
    HttpReply send(const QByteArray &verb, const QUrl &url, const QByteArray &jsonBody,
                   const QList<std::pair<QByteArray, QByteArray>> &headers, int timeoutMs,
                   const std::atomic_bool *cancelled = nullptr);

    // An object living on the network thread: other network objects (WebSockets) live there too.
    QObject *context() const;

private:
    std::unique_ptr<EventLoopThread> m_thread;
    QNetworkAccessManager *m_manager = nullptr; // a child of the thread's context
};

// The control calls of one agentctl instance over HTTP (JSON bodies, bearer token, X-Instance-ID).
class AgentctlHttpClient final : public AgentctlClient
{
public:
    AgentctlHttpClient(std::shared_ptr<AgentctlNetwork> network, QUrl baseUrl, QString authToken = {},
                       QString instanceId = {}, int timeoutMs = 30000);

    Status health() override;
    Status configureAgent(const AgentConfiguration &configuration) override;
    Expected<QString> start() override;
    Status setMcpProviders(const QStringList &providers) override;
    // Further calls fail and calls in progress stop waiting.
    void close() override;

private:
    HttpReply call(const QByteArray &verb, const QString &path, const QByteArray &body = {});

    std::shared_ptr<AgentctlNetwork> m_network;
    QUrl m_baseUrl;
    QString m_authToken;
    QString m_instanceId;
    int m_timeoutMs = 30000;
    std::atomic_bool m_closed = false;
};

} // namespace kandesk
