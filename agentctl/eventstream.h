// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>

class QJsonObject;
class QWebSocket;

namespace kandesk::agentctl {

// A set of WebSocket clients that all receive the same events; what they send is handed on.
class EventStream final : public QObject
{
    Q_OBJECT
public:
    explicit EventStream(QObject *parent = nullptr);
    ~EventStream() override;

    // Takes ownership of socket.
    void addClient(QWebSocket *socket);
    void broadcast(const QJsonObject &event);
    void closeAll();
    qsizetype clientCount() const { return m_clients.size(); }

    static void send(QWebSocket *socket, const QJsonObject &message);

Q_SIGNALS:
    void clientAdded(QWebSocket *socket);
    void messageReceived(QWebSocket *socket, const QString &message);

private:
    QList<QWebSocket *> m_clients;
};

} // namespace kandesk::agentctl
