// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "eventstream.h"

#include "timestamp.h"

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
    flushPendingChunk(); // what was broadcast before it joined is not its
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
    flushPendingChunk();
    sendToAll(event);
}

void EventStream::broadcastTextChunk(const TextChunk &chunk)
{
    if (m_pendingChunk && chunk.continues(*m_pendingChunk)
        && m_pendingChunk->text.size() + chunk.text.size() <= kMaxJoinedChars) {
        m_pendingChunk->text += chunk.text;
        return;
    }
    flushPendingChunk();
    m_pendingChunk = chunk;
    if (!std::exchange(m_flushQueued, true))
        QMetaObject::invokeMethod(this, [this] { flushPendingChunk(); }, Qt::QueuedConnection);
}

void EventStream::flushPendingChunk()
{
    m_flushQueued = false;
    if (!m_pendingChunk)
        return;
    QJsonObject event = m_pendingChunk->toEvent();
    m_pendingChunk.reset();
    event.insert(QStringLiteral("timestamp"), wireTimestamp());
    sendToAll(event);
}

void EventStream::sendToAll(const QJsonObject &event)
{
    const QString text = QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact));
    for (QWebSocket *socket : std::as_const(m_clients))
        socket->sendTextMessage(text);
}

void EventStream::closeAll()
{
    flushPendingChunk();
    const auto clients = std::exchange(m_clients, {});
    for (QWebSocket *socket : clients) {
        socket->disconnect(this);
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("instance closed"));
        socket->deleteLater();
    }
}

void EventStream::send(QWebSocket *socket, const QJsonObject &message)
{
    if (auto *stream = qobject_cast<EventStream *>(socket->parent()))
        stream->flushPendingChunk(); // a reply never overtakes the chunks before it
    socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

} // namespace kandesk::agentctl
