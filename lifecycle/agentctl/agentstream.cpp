// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentstream.h"

#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/corewait.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <QUuid>
#include <QWebSocket>

#include <atomic>
#include <future>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentStreamWords".
struct AgentStreamWords {
    Q_DECLARE_TR_FUNCTIONS(AgentStreamWords)
};
constexpr int kMaxReconnectAttempts = 8;
constexpr int kFirstReconnectDelayMs = 100;
using Reply = std::promise<Expected<QJsonObject>>;
} // namespace

class AgentStream::Session final : public QObject
{
public:
    Session(QUrl url, QString route, QString token, QString instanceId, EventHandler onEvent)
        : m_url(std::move(url))
        , m_route(std::move(route))
        , m_token(std::move(token))
        , m_instanceId(std::move(instanceId))
        , m_onEvent(std::move(onEvent))
    {
    }

    ~Session() override
    {
        failPending(AgentStreamWords::tr("the agent stream was closed"));
        failQueued(AgentStreamWords::tr("the agent stream was closed"));
    }

    // Network thread from here on.
    void connectSocket(std::shared_ptr<std::promise<Status>> opened)
    {
        m_opened = std::move(opened);
        if (!m_socket) {
            m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
            connect(m_socket, &QWebSocket::connected, this, [this] {
                m_attempt = 0;
                settleOpen({});
                // What was asked while the stream reconnected goes now.
                const QList<Queued> queued = std::exchange(m_queued, {});
                for (const Queued &entry : queued)
                    send(entry.id, entry.action, entry.payload, entry.reply);
            });
            connect(m_socket, &QWebSocket::textMessageReceived, this, &Session::receive);
            connect(m_socket, &QWebSocket::disconnected, this, &Session::onDisconnected);
        }
        QUrl streamUrl = m_url;
        streamUrl.setScheme(QStringLiteral("ws"));
        streamUrl.setPath(m_route);
        QNetworkRequest request(streamUrl);
        if (!m_token.isEmpty())
            request.setRawHeader("Authorization", QByteArrayLiteral("Bearer ") + m_token.toUtf8());
        if (!m_instanceId.isEmpty())
            request.setRawHeader(QByteArray(wire::kInstanceIdHeader.data(), wire::kInstanceIdHeader.size()), m_instanceId.toUtf8());
        m_socket->open(request);
    }

    void send(const QString &id, const QString &action, const QJsonObject &payload, std::shared_ptr<Reply> reply)
    {
        if (!m_socket || m_socket->state() != QAbstractSocket::ConnectedState) {
            if (reconnecting()) { // (its transport came back, e.g. an SSH forward made again): it waits
                m_queued.append({id, action, payload, std::move(reply)});
                return;
            }
            reply->set_value(Error::failed(AgentStreamWords::tr("%1: the agent stream is not connected").arg(action)));
            return;
        }
        m_pending.insert(id, {action, std::move(reply)});
        const QJsonObject envelope{{QStringLiteral("id"), id},
                                   {QStringLiteral("type"), QString(wire::envelope::kRequest)},
                                   {QStringLiteral("action"), action},
                                   {QStringLiteral("payload"), payload},
                                   {QStringLiteral("timestamp"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
        m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(envelope).toJson(QJsonDocument::Compact)));
    }

    void forget(const QString &id)
    {
        m_pending.remove(id);
        m_queued.removeIf([&id](const Queued &entry) { return entry.id == id; });
    }

    void shutDown()
    {
        m_closing = true;
        failPending(AgentStreamWords::tr("the agent stream was closed"));
        failQueued(AgentStreamWords::tr("the agent stream was closed"));
        if (m_socket)
            m_socket->close();
    }

    std::atomic_int reconnects = 0;

private:
    struct Pending {
        QString action;
        std::shared_ptr<Reply> reply;
    };

    void settleOpen(Status status)
    {
        if (m_opened)
            std::exchange(m_opened, nullptr)->set_value(std::move(status));
    }

    void receive(const QString &text)
    {
        QJsonParseError parseError{};
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8(), &parseError).object();
        if (parseError.error != QJsonParseError::NoError)
            return; // agentctl only sends JSON; anything else is noise, not a reason to drop the stream
        const QString id = message.value(QStringLiteral("id")).toString();
        if (id.isEmpty()) {
            if (m_onEvent)
                m_onEvent(message);
            return;
        }
        const auto pending = m_pending.take(id);
        if (!pending.reply)
            return; // an answer to a request whose caller gave up
        const QJsonValue payload = message.value(QStringLiteral("payload"));
        if (message.value(QStringLiteral("type")).toString() == wire::envelope::kError) {
            QString error = payload.toObject().value(QStringLiteral("error")).toString();
            if (error.isEmpty())
                error = payload.toString();
            Error failed = Error::failed(QStringLiteral("%1: %2").arg(pending.action, error));
            failed.details = payload.toObject();
            pending.reply->set_value(std::move(failed));
        } else {
            pending.reply->set_value(payload.toObject());
        }
    }

    void onDisconnected()
    {
        const QString reason = m_socket->closeReason().isEmpty() ? m_socket->errorString() : m_socket->closeReason();
        failPending(AgentStreamWords::tr("the agent stream dropped (%1)").arg(reason));
        if (m_opened) {
            settleOpen(Error::failed(AgentStreamWords::tr("cannot open the agent stream: %1").arg(reason)));
            return;
        }
        if (m_closing)
            return;
        // agentctl says "going away" (1001) only when the instance ends (stopped, or agentctl shut
        // down): nothing comes back there, so no reconnect waits for it. A drop (an SSH forward, a
        // restart) is retried with backoff.
        const bool instanceEnded = m_socket->closeCode() == QWebSocketProtocol::CloseCodeGoingAway;
        if (m_attempt >= kMaxReconnectAttempts || instanceEnded) {
            m_gaveUp = true;
            failQueued(AgentStreamWords::tr("the agent stream dropped (%1)").arg(reason));
            // Gone for good (agentctl died or was stopped by another process): a turn in progress
            // ends with an error instead of waiting forever.
            if (m_onEvent && m_route.endsWith(QLatin1String("/agent/stream")))
                m_onEvent(QJsonObject { { QStringLiteral("type"), QString(wire::event::kError) },
                    { QStringLiteral("error"),
                        AgentStreamWords::tr("lost the connection to agentctl (%1)").arg(reason) },
                    { kStreamLostKey, true } });
            return;
        }
        const int delay = kFirstReconnectDelayMs << m_attempt++;
        QTimer::singleShot(delay, this, [this] {
            if (m_closing)
                return;
            ++reconnects;
            connectSocket(nullptr);
        });
    }

    bool reconnecting() const { return m_socket && !m_closing && !m_gaveUp && m_attempt > 0; }

    void failQueued(const QString &why)
    {
        const QList<Queued> queued = std::exchange(m_queued, {});
        for (const Queued &entry : queued)
            entry.reply->set_value(Error::failed(QStringLiteral("%1: %2").arg(entry.action, why)));
    }

    void failPending(const QString &why)
    {
        const auto pending = std::exchange(m_pending, {});
        for (const Pending &entry : pending)
            entry.reply->set_value(Error::failed(QStringLiteral("%1: %2").arg(entry.action, why)));
    }

    QUrl m_url;
    QString m_route;
    QString m_token;
    QString m_instanceId;
    EventHandler m_onEvent;
    QWebSocket *m_socket = nullptr;
    QHash<QString, Pending> m_pending;
    std::shared_ptr<std::promise<Status>> m_opened;
    bool m_closing = false;
    bool m_gaveUp = false;
    int m_attempt = 0;
    struct Queued {
        QString id;
        QString action;
        QJsonObject payload;
        std::shared_ptr<Reply> reply;
    };
    QList<Queued> m_queued; // asked while reconnecting
};

AgentStream::AgentStream(std::shared_ptr<AgentctlNetwork> network, QUrl instanceUrl, QString authToken,
                         QString instanceId, EventHandler onEvent, QString route)
    : m_network(std::move(network))
    , m_session(new Session(std::move(instanceUrl), std::move(route), std::move(authToken), std::move(instanceId),
                            std::move(onEvent)))
{
    m_session->moveToThread(m_network->context()->thread());
}

AgentStream::~AgentStream()
{
    close();
    // Deleted on its own thread, after the queued shutdown; nobody waits for it.
    std::exchange(m_session, nullptr)->deleteLater();
}

Status AgentStream::open(int timeoutMs)
{
    Q_ASSERT(QThread::currentThread() != m_session->thread());
    auto opened = std::make_shared<std::promise<Status>>();
    auto future = opened->get_future();
    QMetaObject::invokeMethod(m_session, [session = m_session, opened] { session->connectSocket(opened); }, Qt::QueuedConnection);
    if (future.wait_for(std::chrono::milliseconds(timeoutMs)) != std::future_status::ready)
        return Error::failed(AgentStreamWords::tr("the agent stream did not open within %1 ms").arg(timeoutMs));
    return future.get();
}

Expected<QJsonObject> AgentStream::request(QLatin1StringView action, const QJsonObject &payload, int timeoutMs,
                                          std::function<qint64()> coreWaitNs)
{
    Q_ASSERT(QThread::currentThread() != m_session->thread());
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    auto reply = std::make_shared<Reply>();
    auto future = reply->get_future();
    QMetaObject::invokeMethod(
        m_session, [session = m_session, id, action = QString(action), payload, reply] { session->send(id, action, payload, reply); },
        Qt::QueuedConnection);
    CoreWaitDeadline deadline(timeoutMs, std::move(coreWaitNs));
    if (!deadline.wait(future)) {
        QMetaObject::invokeMethod(m_session, [session = m_session, id] { session->forget(id); }, Qt::QueuedConnection);
        QString message = AgentStreamWords::tr("%1: no answer within %2 ms").arg(action).arg(timeoutMs);
        if (deadline.coreWaitMs() > 0)
            message += AgentStreamWords::tr(" (and %1 ms more while it waited for a core)").arg(deadline.coreWaitMs());
        Error timedOut = Error::failed(message);
        timedOut.details = {{ErrorDetails::kTimedOut, true}, {ErrorDetails::kTimeoutMs, timeoutMs}};
        return timedOut;
    }
    return future.get();
}

void AgentStream::close()
{
    if (m_session)
        QMetaObject::invokeMethod(m_session, [session = m_session] { session->shutDown(); }, Qt::QueuedConnection);
}

int AgentStream::reconnectCount() const
{
    return m_session ? m_session->reconnects.load() : 0;
}

} // namespace kandesk
