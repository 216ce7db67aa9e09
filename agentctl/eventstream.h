// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "agentctl/acp/textchunk.h"

#include <QJsonObject>
#include <QList>
#include <QObject>

#include <optional>

class QWebSocket;

namespace kandesk::agentctl {

// A set of WebSocket clients that all receive the same events; what they send is handed on.
//
// Text chunks of one message that come in one go (the agent wrote them together, they were read
// in one batch) go out as one event whose text is theirs joined: the same text, one WebSocket
// message, one parse and one transcript row downstream instead of one per chunk. Nothing waits for
// it: the joined event goes out as soon as the event loop runs again, and before any other event
// or reply, so the order of what a client sees never changes.
class EventStream final : public QObject
{
    Q_OBJECT
public:
    explicit EventStream(QObject *parent = nullptr);
    ~EventStream() override;

    // Takes ownership of socket.
    void addClient(QWebSocket *socket);
    void broadcast(const QJsonObject &event);
    void broadcastTextChunk(const kandesk::agentctl::TextChunk &chunk);
    void closeAll();
    qsizetype clientCount() const { return m_clients.size(); }

    // To one client of a stream (a reply), after what was broadcast before it.
    static void send(QWebSocket *socket, const QJsonObject &message);

    // A joined chunk's text stops growing at this many characters.
    static constexpr qsizetype kMaxJoinedChars = 64 * 1024;

Q_SIGNALS:
    void clientAdded(QWebSocket *socket);
    void messageReceived(QWebSocket *socket, const QString &message);

private:
    void sendToAll(const QJsonObject &event);
    void flushPendingChunk();

    QList<QWebSocket *> m_clients;
    std::optional<TextChunk> m_pendingChunk;
    bool m_flushQueued = false;
};

} // namespace kandesk::agentctl
