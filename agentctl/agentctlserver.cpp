// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlserver.h"

#include "timestamp.h"

#include "agentctl/api/wire.h"
#include "authgate.h"
#include "callerguard.h"
#include "instance.h"
#include "instanceregistry.h"
#include "logging.h"
#include "workspacecheckpoints.h"
#include "workspaceread.h"

#include <QDateTime>
#include <QUrlQuery>
#include <QHttpServer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QWebSocket>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <optional>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

using Method = QHttpServerRequest::Method;
using Status = QHttpServerResponder::StatusCode;

QByteArray headerName(QLatin1StringView name)
{
    return QByteArray(name.data(), name.size());
}

QHttpServerResponse errorResponse(Status status, const QString &message)
{
    return QHttpServerResponse(QJsonObject { { "error"_L1, message } }, status);
}

QHttpServerResponse unauthorized()
{
    return errorResponse(Status::Unauthorized,
        QStringLiteral("missing or invalid bearer token: POST %1 first").arg(wire::route::kHandshake));
}

// A refusal for a request from a foreign host or origin, or with a body over the limit.
std::optional<QHttpServerResponse> refusal(const QHttpServerRequest &request)
{
    if (const QString why = foreignCaller(request.value(QByteArrayLiteral("host")), request.value(QByteArrayLiteral("origin")));
        !why.isEmpty()) {
        qCInfo(lcAgentctl).noquote() << "refused a request:" << why;
        return errorResponse(Status::Forbidden, why);
    }
    if (request.body().size() > wire::kMaxRequestBytes) {
        return errorResponse(Status::PayloadTooLarge,
            QStringLiteral("the request body has %1 bytes; agentctl takes at most %2")
                .arg(request.body().size())
                .arg(wire::kMaxRequestBytes));
    }
    return std::nullopt;
}

QHttpServerResponse methodNotAllowed()
{
    return errorResponse(Status::MethodNotAllowed, QStringLiteral("method not allowed on this route"));
}

// Parses a JSON object body; an empty body is an empty object.
bool parseBody(const QHttpServerRequest &request, QJsonObject *body)
{
    if (request.body().trimmed().isEmpty())
        return true;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(request.body(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    *body = document.object();
    return true;
}

// Accepts connections with TCP_NODELAY: agent events are small WebSocket frames written back to
// back, and without it every frame after the first waits for the client's delayed ACK (40 ms on
// Linux loopback), once per turn at least.
// Also bounds the connections open at once (wire::kMaxConnections): more are closed at once.
class NoDelayTcpServer final : public QTcpServer
{
public:
    using QTcpServer::QTcpServer;

protected:
    void incomingConnection(qintptr handle) override
    {
        if (m_open >= wire::kMaxConnections) {
            qCWarning(lcAgentctl) << "refused a connection:" << m_open << "are open already";
            ::close(static_cast<int>(handle));
            return;
        }
        const int on = 1;
        ::setsockopt(static_cast<int>(handle), IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(handle)) {
            delete socket;
            ::close(static_cast<int>(handle));
            return;
        }
        ++m_open;
        connect(socket, &QObject::destroyed, this, [this] { --m_open; });
        addPendingConnection(socket);
    }

private:
    int m_open = 0;
};


} // namespace

AgentctlServer::AgentctlServer(AuthGate &gate, InstanceRegistry &registry, Instance *instance, QObject *parent)
    : QObject(parent)
    , m_gate(gate)
    , m_registry(registry)
    , m_instance(instance)
    , m_http(std::make_unique<QHttpServer>())
{
    registerRoutes();
    registerWorkspaceRoutes();
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, &AgentctlServer::acceptWebSockets);
}

AgentctlServer::~AgentctlServer() = default;

quint16 AgentctlServer::listen(const QHostAddress &address, quint16 port)
{
    auto *server = new NoDelayTcpServer(m_http.get());
    if (!server->listen(address, port)) {
        delete server;
        return 0;
    }
    m_http->bind(server);
    return server->serverPort();
}

bool AgentctlServer::authorized(const QHttpServerRequest &request) const
{
    return m_gate.allows(request.value(headerName(wire::kAuthorizationHeader)));
}

Instance *AgentctlServer::resolveInstance(const QByteArray &instanceHeader, QString *error, int *status) const
{
    const QString named = QString::fromUtf8(instanceHeader).trimmed();
    if (m_instance) {
        if (!named.isEmpty() && named != m_instance->id()) {
            *error = QStringLiteral("this port serves instance \"%1\", not \"%2\"").arg(m_instance->id(), named);
            *status = 404;
            return nullptr;
        }
        return m_instance;
    }
    if (named.isEmpty()) {
        *error = QStringLiteral("name the instance in the %1 header (or use the instance's own port)")
                     .arg(wire::kInstanceIdHeader);
        *status = 400;
        return nullptr;
    }
    Instance *instance = m_registry.find(named);
    if (!instance) {
        *error = QStringLiteral("no instance \"%1\"").arg(named);
        *status = 404;
    }
    return instance;
}

void AgentctlServer::registerRoutes()
{
    m_http->route(QString(wire::route::kHealth), [this](const QHttpServerRequest &request) {
        if (auto refused = refusal(request))
            return std::move(*refused);
        QJsonObject health { { "status"_L1, QStringLiteral("ok") }, { "timestamp"_L1, wireTimestamp() } };
        if (m_instance) {
            health.insert("instance_id"_L1, m_instance->id());
            health.insert("agent_status"_L1, m_instance->agentStatus());
        }
        return QHttpServerResponse(health);
    });

    m_http->route(QString(wire::route::kHandshake), [this](const QHttpServerRequest &request) {
        if (auto refused = refusal(request))
            return std::move(*refused);
        if (request.method() != Method::Post)
            return methodNotAllowed();
        QJsonObject body;
        if (!parseBody(request, &body))
            return errorResponse(Status::BadRequest, QStringLiteral("expected a JSON body {\"nonce\": ...}"));
        QString token;
        switch (m_gate.handshake(body.value("nonce"_L1).toString().toUtf8(), &token)) {
        case AuthGate::Handshake::Granted:
            return QHttpServerResponse(QJsonObject { { "token"_L1, token } });
        case AuthGate::Handshake::Disabled:
            return errorResponse(
                Status::Forbidden, QStringLiteral("no bootstrap nonce was set: authentication is off"));
        case AuthGate::Handshake::Refused:
            break;
        }
        return errorResponse(Status::Forbidden, QStringLiteral("wrong or already used nonce"));
    });

    if (!m_instance) {
        m_http->route(QString(wire::route::kInstances), [this](const QHttpServerRequest &request) {
            if (auto refused = refusal(request))
                return std::move(*refused);
            if (!authorized(request))
                return unauthorized();
            if (request.method() == Method::Get) {
                QJsonArray list;
                const QList<Instance *> instances = m_registry.instances();
                for (const Instance *instance : instances)
                    list.append(instance->describe());
                return QHttpServerResponse(QJsonObject { { "instances"_L1, list } });
            }
            if (request.method() != Method::Post)
                return methodNotAllowed();
            QJsonObject body;
            if (!parseBody(request, &body))
                return errorResponse(Status::BadRequest, QStringLiteral("expected a JSON object body"));
            const InstanceRegistry::Created created = m_registry.create(body);
            if (!created.instance)
                return errorResponse(static_cast<Status>(created.httpStatus), created.error);
            return QHttpServerResponse(
                QJsonObject { { "id"_L1, created.instance->id() }, { "port"_L1, created.instance->port() } },
                Status::Created);
        });
        m_http->route(QString(wire::route::kInstances) + QStringLiteral("/<arg>"),
            [this](const QString &id, const QHttpServerRequest &request) {
                if (auto refused = refusal(request))
                    return std::move(*refused);
                if (!authorized(request))
                    return unauthorized();
                Instance *instance = m_registry.find(id);
                if (!instance)
                    return errorResponse(Status::NotFound, QStringLiteral("no instance \"%1\"").arg(id));
                if (request.method() == Method::Get)
                    return QHttpServerResponse(instance->describe());
                if (request.method() == Method::Delete) {
                    m_registry.remove(id);
                    return QHttpServerResponse(QJsonObject { { "success"_L1, true }, { "id"_L1, id } });
                }
                return methodNotAllowed();
            });
    }

    registerInstanceRoute(QString(wire::route::kStatus), int(Method::Get),
        [](Instance &instance, const QJsonObject &, int) { return instance.status(); });
    registerInstanceRoute(QString(wire::route::kAgentConfigure), int(Method::Post),
        [](Instance &instance, const QJsonObject &body, int) { return instance.configure(body); });
    registerInstanceRoute(QString(wire::route::kStart), int(Method::Post),
        [](Instance &instance, const QJsonObject &body, int) { return instance.start(body); });
    registerInstanceRoute(QString(wire::route::kStop), int(Method::Post),
        [](Instance &instance, const QJsonObject &, int) { return instance.stop(); });
    registerInstanceRoute(QString(wire::route::kMcpMode), int(Method::Put) | int(Method::Post),
        [](Instance &instance, const QJsonObject &body, int) { return instance.setMcpMode(body); });
    registerInstanceRoute(QString(wire::route::kMcpProviders), int(Method::Put) | int(Method::Post),
        [](Instance &instance, const QJsonObject &body, int) { return instance.setMcpProviders(body); });

    // QtHttpServer 6.4 upgrades a WebSocket request only when a route claims its path; the route
    // must then write nothing, the socket goes on to acceptWebSockets().
    for (const QLatin1StringView stream : { wire::route::kAgentStream, wire::route::kWorkspaceStream }) {
        m_http->route(QString(stream), [](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
            if (request.value(QByteArrayLiteral("upgrade")).compare(QByteArrayLiteral("websocket"), Qt::CaseInsensitive)
                == 0)
                return;
            responder.write(
                QJsonDocument(QJsonObject { { "error"_L1, QStringLiteral("this is a WebSocket endpoint") } }),
                QHttpServerResponder::StatusCode::UpgradeRequired);
        });
    }

    m_http->setMissingHandler([](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        responder.write(QJsonDocument(QJsonObject {
                            { "error"_L1, QStringLiteral("no such route: %1").arg(request.url().path()) } }),
            QHttpServerResponder::StatusCode::NotFound);
    });
}

void AgentctlServer::registerInstanceRoute(
    const QString &path, int methods, QJsonObject (*handler)(Instance &instance, const QJsonObject &body, int method))
{
    m_http->route(path, [this, methods, handler](const QHttpServerRequest &request) {
        if (auto refused = refusal(request))
            return std::move(*refused);
        if (!authorized(request))
            return unauthorized();
        if ((int(request.method()) & methods) == 0)
            return methodNotAllowed();
        QString error;
        int status = 0;
        Instance *instance = resolveInstance(request.value(headerName(wire::kInstanceIdHeader)), &error, &status);
        if (!instance)
            return errorResponse(static_cast<Status>(status), error);
        QJsonObject body;
        if (!parseBody(request, &body))
            return errorResponse(Status::BadRequest, QStringLiteral("expected a JSON object body"));
        return QHttpServerResponse(handler(*instance, body, int(request.method())));
    });
}

void AgentctlServer::registerWorkspaceRoutes()
{
    // Answered on the event loop: Qt 6.4's QFuture responses crash on a keep-alive connection's next
    // request, so the reads are synchronous and bounded instead (git is ended past its timeout, the
    // answer refused past its size); agent events wait in their pipes meanwhile, none is lost.
    // Keeping the QHttpServerResponder&& of a handler past its return is no way out in 6.4 either:
    // the responder holds a reference to the connection's request object (cleared for, and reused
    // by, its next request, deleted with the socket) and a raw socket pointer (a QPointer only in
    // Qt's own debug builds), and the server keeps reading the connection meanwhile; a client that
    // gives up on a slow read would have agentctl write to a deleted socket. Qt 6.8 holds the
    // connection until the responder is done.
    // The checkpoint routes are answered the same way: git runs here, bounded by its own timeouts.
    using Handler = WorkspaceReadResult (*)(const QString &root, const QUrlQuery &query, const QJsonObject &body, Method method);
    const std::tuple<QLatin1StringView, int, Handler> routes[] = {
        { wire::route::kWorkspaceDiff, int(Method::Get),
            [](const QString &root, const QUrlQuery &query, const QJsonObject &, Method) { return readWorkspaceDiff(root, query); } },
        { wire::route::kWorkspaceFiles, int(Method::Get),
            [](const QString &root, const QUrlQuery &, const QJsonObject &, Method) { return readWorkspaceFiles(root); } },
        { wire::route::kWorkspaceFile, int(Method::Get),
            [](const QString &root, const QUrlQuery &query, const QJsonObject &, Method) { return readWorkspaceFile(root, query); } },
        { wire::route::kWorkspaceCheckpoints, int(Method::Get) | int(Method::Post) | int(Method::Delete),
            [](const QString &root, const QUrlQuery &query, const QJsonObject &body, Method method) {
                if (method == Method::Post)
                    return recordWorkspaceCheckpoint(root, body);
                return method == Method::Delete ? deleteWorkspaceCheckpoints(root, query) : listWorkspaceCheckpoints(root, query);
            } },
        { wire::route::kWorkspaceCheckpointPreview, int(Method::Get),
            [](const QString &root, const QUrlQuery &query, const QJsonObject &, Method) { return previewWorkspaceRestore(root, query); } },
        { wire::route::kWorkspaceCheckpointRestore, int(Method::Post),
            [](const QString &root, const QUrlQuery &, const QJsonObject &body, Method) { return restoreWorkspaceCheckpoint(root, body); } },
    };
    for (const auto &[path, methods, handler] : routes) {
        m_http->route(QString(path), [this, methods = methods, handler = handler](const QHttpServerRequest &request) {
            if (auto refused = refusal(request))
                return std::move(*refused);
            if (!authorized(request))
                return unauthorized();
            if ((int(request.method()) & methods) == 0)
                return methodNotAllowed();
            QString error;
            int status = 0;
            Instance *instance = resolveInstance(request.value(headerName(wire::kInstanceIdHeader)), &error, &status);
            if (!instance)
                return errorResponse(static_cast<Status>(status), error);
            QJsonObject body;
            if (request.method() == Method::Post && !parseBody(request, &body))
                return errorResponse(Status::BadRequest, QStringLiteral("expected a JSON object body"));
            const WorkspaceReadResult result = handler(instance->workspacePath(), request.query(), body, request.method());
            return QHttpServerResponse(result.body, static_cast<Status>(result.status));
        });
    }
}

void AgentctlServer::acceptWebSockets()
{
    while (m_http->hasPendingWebSocketConnections()) {
        QWebSocket *socket = m_http->nextPendingWebSocketConnection().release();
        const QNetworkRequest request = socket->request();
        const QString path = socket->requestUrl().path();
        auto refuse = [socket](const QString &why) {
            qCInfo(lcAgentctl).noquote() << "refused a WebSocket:" << why;
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, why);
            socket->deleteLater();
        };
        if (path != wire::route::kAgentStream && path != wire::route::kWorkspaceStream) {
            refuse(QStringLiteral("no such stream: %1").arg(path));
            continue;
        }
        if (const QString why = foreignCaller(request.rawHeader("Host"), request.rawHeader("Origin")); !why.isEmpty()) {
            refuse(why);
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(quint64(wire::kMaxRequestBytes));
        socket->setMaxAllowedIncomingFrameSize(quint64(wire::kMaxRequestBytes));
        if (!m_gate.allows(request.rawHeader(headerName(wire::kAuthorizationHeader)))) {
            refuse(QStringLiteral("missing or invalid bearer token"));
            continue;
        }
        QString error;
        int status = 0;
        Instance *instance = resolveInstance(request.rawHeader(headerName(wire::kInstanceIdHeader)), &error, &status);
        if (!instance) {
            refuse(error);
            continue;
        }
        if (path == wire::route::kAgentStream)
            instance->addAgentStreamClient(socket);
        else
            instance->addWorkspaceStreamClient(socket);
    }
}

} // namespace kandesk::agentctl
