// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "eventstream.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QWebSocket>

namespace kandesk::agentctl {

EventStream::EventStream(QObject *parent)
    : QObject(parent)
{ }

EventStream::~EventStream()
{
    closeAll();
}

void EventStream::addClient(QWebSocket *socket)
{
    socket->setParent(this);
    m_clients.append(socket);
    connect(socket, &QWebSocket::textMessageReceived, this,
        [this, socket](const QString &message) { Q_EMIT messageReceived(socket, message); });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] {
        m_clients.removeAll(socket);
        socket->deleteLater();
    });
    Q_EMIT clientAdded(socket);
}

void EventStream::broadcast(const QJsonObject &event)
{
    const QString text = QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact));
    for (QWebSocket *socket : std::as_const(m_clients))
        socket->sendTextMessage(text);
}

void EventStream::closeAll()
{
    const auto clients = std::exchange(m_clients, {});
    for (QWebSocket *socket : clients) {
        socket->disconnect(this);
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("instance closed"));
        socket->deleteLater();
    }
}

void EventStream::send(QWebSocket *socket, const QJsonObject &message)
{
    socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

} // namespace kandesk::agentctl
