// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QJsonObject>
#include <QUrl>

#include <functional>
#include <memory>

namespace kandesk {

class AgentctlNetwork;

// A WebSocket stream of one agentctl instance: the agent stream (/api/v1/agent/stream, requests in
// the {id, type, action, payload} envelope answered by id) or the workspace stream
// (/api/v1/workspace/stream, events only). Events (objects without an id) are handed to onEvent on
// the network thread. A dropped connection is reopened with backoff; the requests in flight then
// fail with a message that says so. Blocking calls are for pool threads.
class AgentStream final
{
public:
    using EventHandler = std::function<void(const QJsonObject &event)>;
    // An agent stream that stays gone after its reconnects ends with an error event that carries
    // this key (true): agentctl died or another process stopped it.
    static constexpr QLatin1StringView kStreamLostKey { "stream_lost" };

    AgentStream(std::shared_ptr<AgentctlNetwork> network, QUrl instanceUrl, QString authToken, QString instanceId,
                EventHandler onEvent, QString route = QStringLiteral("/api/v1/agent/stream"));
    ~AgentStream();
    AgentStream(const AgentStream &) = delete;
    AgentStream &operator=(const AgentStream &) = delete;

    Status open(int timeoutMs = 10'000);
    // Sends a request and waits for its answer: the response payload, or the error agentctl gave.
    // With coreWaitNs (the agent's core waits so far, as processTreeCoreWaitNs counts them), time
    // the agent spent waiting for a core does not count against timeoutMs (CoreWaitDeadline).
    Expected<QJsonObject> request(QLatin1StringView action, const QJsonObject &payload = {}, int timeoutMs = 60'000,
                                 std::function<qint64()> coreWaitNs = {});
    void close();
    int reconnectCount() const;

private:
    class Session;
    std::shared_ptr<AgentctlNetwork> m_network;
    Session *m_session = nullptr; // lives on the network thread
};

} // namespace kandesk
