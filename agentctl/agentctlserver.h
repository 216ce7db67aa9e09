// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <memory>

class QHostAddress;
class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponse;
class QJsonObject;
class QWebSocket;

namespace kandesk::agentctl {

class AuthGate;
class Instance;
class InstanceRegistry;

// One HTTP + WebSocket face on 127.0.0.1 (or the address given with --address). Without an
// instance it is the control server (health, handshake, instances, and instance endpoints for
// requests naming an instance in X-Instance-ID); with one it serves that instance's endpoints
// (X-Instance-ID checked when given).
//
// WebSocket upgrades: QtHttpServer 6.4 hands an upgrade request to its internal QWebSocketServer
// only when a route claims the path, and the route cannot refuse it, so the bearer token and
// X-Instance-ID are checked on the accepted socket; a refused socket is closed at once with
// close code 1008 (policy violation) and the reason.
class AgentctlServer final : public QObject
{
    Q_OBJECT
public:
    AgentctlServer(AuthGate &gate, InstanceRegistry &registry, Instance *instance, QObject *parent = nullptr);
    ~AgentctlServer() override;

    // Listens on address:port (0 picks a free port); returns the port in use, or 0 on failure.
    quint16 listen(const QHostAddress &address, quint16 port);
    void setInstance(Instance *instance) { m_instance = instance; }

private:
    void registerRoutes();
    void registerInstanceRoute(const QString &path, int methods,
        QJsonObject (*handler)(Instance &instance, const QJsonObject &body, int method));
    void registerWorkspaceRoutes();
    void acceptWebSockets();
    bool authorized(const QHttpServerRequest &request) const;
    // The instance a request addresses, or nullptr with *error and *status set.
    Instance *resolveInstance(const QByteArray &instanceHeader, QString *error, int *status) const;

    AuthGate &m_gate;
    InstanceRegistry &m_registry;
    Instance *m_instance = nullptr;
    std::unique_ptr<QHttpServer> m_http;
};

} // namespace kandesk::agentctl
