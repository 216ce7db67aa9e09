// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "singleinstance.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QLocalServer>
#include <QLocalSocket>

namespace kandesk::ui {

namespace {

constexpr char kAcknowledgement = '\x06';

QString serverNameFor(const QString &key)
{
    const QByteArray user = qgetenv("USER");
    const QByteArray material = key.toUtf8() + '\0' + user;
    const QByteArray digest = QCryptographicHash::hash(material, QCryptographicHash::Sha256);
    return QStringLiteral("kandesk-") + QString::fromLatin1(digest.toHex().left(24));
}

} // namespace

SingleInstance::SingleInstance(const QString &key, QObject *parent)
    : QObject(parent)
    , m_serverName(serverNameFor(key))
{
}

SingleInstance::~SingleInstance() = default;

SingleInstance::Request SingleInstance::requestOf(const QStringList &arguments)
{
    const QString quickChat = QStringLiteral("--") + quickChatOption();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--"))
            break;
        if (arguments.at(i) == quickChat)
            return Request::QuickChat;
    }
    return Request::ShowWindow;
}

SingleInstance::Role SingleInstance::claim(const QStringList &arguments, int timeoutMs)
{
    if (handOff(arguments, timeoutMs))
        return Role::Secondary;

    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_serverName)) {
        // Nobody answered on the name, so whatever holds it is a crashed instance's leftover.
        QLocalServer::removeServer(m_serverName);
        if (!m_server->listen(m_serverName)) {
            m_error = QStringLiteral("cannot listen on local socket %1: %2").arg(m_serverName, m_server->errorString());
            return Role::Failed;
        }
    }
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::acceptConnections);
    return Role::Primary;
}

bool SingleInstance::handOff(const QStringList &arguments, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(m_serverName);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    QByteArray payload;
    {
        QDataStream out(&payload, QIODevice::WriteOnly);
        out << arguments;
    }
    QDataStream toPrimary(&socket);
    toPrimary << payload;
    socket.flush();
    // The primary acknowledges once it has the arguments; a hung primary is not a handoff.
    while (socket.bytesAvailable() < 1) {
        if (!socket.waitForReadyRead(timeoutMs))
            return false;
    }
    char ack = 0;
    return socket.getChar(&ack) && ack == kAcknowledgement;
}

void SingleInstance::acceptConnections()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            QDataStream stream(socket);
            stream.startTransaction();
            QByteArray payload;
            stream >> payload;
            if (!stream.commitTransaction())
                return; // wait for the rest
            QStringList arguments;
            QDataStream in(payload);
            in >> arguments;
            socket->putChar(kAcknowledgement);
            socket->flush();
            Q_EMIT activated(arguments);
        });
    }
}

} // namespace kandesk::ui
