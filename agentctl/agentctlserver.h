// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <memory>

class QHttpServer;

namespace kandesk::agentctl {

// The sidecar's HTTP face, bound to 127.0.0.1 only.
class AgentctlServer final : public QObject
{
    Q_OBJECT
public:
    explicit AgentctlServer(QObject *parent = nullptr);
    ~AgentctlServer() override;

    // Listens on 127.0.0.1:port (0 picks a free port); returns the port in use, or 0 on failure.
    quint16 listen(quint16 port);

private:
    void registerRoutes();

    std::unique_ptr<QHttpServer> m_http;
};

} // namespace kandesk::agentctl
