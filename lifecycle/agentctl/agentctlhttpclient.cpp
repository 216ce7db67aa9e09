// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlhttpclient.h"

#include "models/eventloopthread.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QThread>

#include <chrono>
#include <future>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentctlHttpClientWords".
struct AgentctlHttpClientWords {
    Q_DECLARE_TR_FUNCTIONS(AgentctlHttpClientWords)
};

QJsonArray toJsonArray(const QStringList &list)
{
    QJsonArray array;
    for (const QString &s : list)
        array.append(s);
    return array;
}

QJsonObject toJsonObject(const EnvMap &env)
{
    QJsonObject object;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

bool isJsonObject(const QByteArray &body)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    return error.error == QJsonParseError::NoError && document.isObject();
}

Error replyError(const QString &what, const HttpReply &reply)
{
    if (reply.status == 0)
        return Error::failed(AgentctlHttpClientWords::tr("%1: agentctl did not answer (%2)").arg(what, reply.error));
    if (reply.status >= 200 && reply.status < 300 && !reply.body.isEmpty() && !isJsonObject(reply.body))
        return Error::failed(AgentctlHttpClientWords::tr("%1: agentctl answered with invalid JSON: %2")
                                 .arg(what, QString::fromUtf8(reply.body.left(200)).trimmed()));
    const QJsonObject body = QJsonDocument::fromJson(reply.body).object();
    QString detail = body.value(QStringLiteral("error")).toString();
    if (detail.isEmpty())
        detail = QString::fromUtf8(reply.body.left(200)).trimmed();
    return Error::failed(AgentctlHttpClientWords::tr("%1: agentctl answered HTTP %2%3")
                             .arg(what)
                             .arg(reply.status)
                             .arg(detail.isEmpty() ? QString() : QStringLiteral(" (") + detail + QLatin1Char(')')));
}

// A 2xx answer whose body is empty or a JSON object that does not report success=false.
bool succeeded(const HttpReply &reply)
{
    if (reply.status < 200 || reply.status >= 300)
        return false;
    if (reply.body.isEmpty())
        return true;
    if (!isJsonObject(reply.body))
        return false;
    const QJsonObject body = QJsonDocument::fromJson(reply.body).object();
    return !body.contains(QStringLiteral("success")) || body.value(QStringLiteral("success")).toBool();
}

} // namespace

// The agents' streams are parsed on this thread, at the GUI thread's priority: every chunk it
// allocates is freed on the GUI thread, and a free waits for the allocating thread's malloc arena.
// At nice 10 among 40 busy agent processes it was preempted holding that lock and the GUI thread
// waited for it, up to 23 ms (concurrent_stream, perf sched traces).
AgentctlNetwork::AgentctlNetwork()
    : m_thread(std::make_unique<EventLoopThread>(QStringLiteral("kandesk-agentctl-network")))
{
    QMetaObject::invokeMethod(context(), [this] { m_manager = new QNetworkAccessManager(context()); },
                              Qt::BlockingQueuedConnection);
}

AgentctlNetwork::~AgentctlNetwork() = default; // the manager goes with the thread's context

QObject *AgentctlNetwork::context() const
{
    return m_thread->context();
}

QByteArray HttpReply::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

HttpReply AgentctlNetwork::send(const QByteArray &verb, const QUrl &url, const QByteArray &jsonBody,
                                const QList<std::pair<QByteArray, QByteArray>> &headers, int timeoutMs,
                                const std::atomic_bool *cancelled)
{
    Q_ASSERT(QThread::currentThread() != context()->thread());
    auto promise = std::make_shared<std::promise<HttpReply>>();
    std::future<HttpReply> future = promise->get_future();
    QMetaObject::invokeMethod(
        context(),
        [this, promise, verb, url, jsonBody, headers, timeoutMs] {
            QNetworkRequest request(url);
            request.setTransferTimeout(timeoutMs);
            if (!jsonBody.isEmpty())
                request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
            for (const auto &header : headers)
                request.setRawHeader(header.first, header.second);
            QNetworkReply *reply = m_manager->sendCustomRequest(request, verb, jsonBody);
            QObject::connect(reply, &QNetworkReply::finished, context(), [reply, promise] {
                HttpReply result;
                result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                result.body = reply->readAll();
                result.headers = reply->rawHeaderPairs();
                if (reply->error() != QNetworkReply::NoError)
                    result.error = reply->errorString();
                promise->set_value(std::move(result));
                reply->deleteLater();
            });
        },
        Qt::QueuedConnection);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs + 2000);
    while (future.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
        if (cancelled && cancelled->load())
            return HttpReply { 0, {}, AgentctlHttpClientWords::tr("the request was cancelled"), {} };
        if (std::chrono::steady_clock::now() >= deadline)
            return HttpReply { 0, {}, AgentctlHttpClientWords::tr("no answer within %1 ms").arg(timeoutMs), {} };
    }
    return future.get();
}

AgentctlHttpClient::AgentctlHttpClient(std::shared_ptr<AgentctlNetwork> network, QUrl baseUrl, QString authToken,
                                       QString instanceId, int timeoutMs)
    : m_network(std::move(network)), m_baseUrl(std::move(baseUrl)), m_authToken(std::move(authToken)),
      m_instanceId(std::move(instanceId)), m_timeoutMs(timeoutMs)
{
}

HttpReply AgentctlHttpClient::call(const QByteArray &verb, const QString &path, const QByteArray &body)
{
    if (m_closed)
        return HttpReply { 0, {}, AgentctlHttpClientWords::tr("the client is closed"), {} };
    QUrl url = m_baseUrl;
    url.setPath(path);
    QList<std::pair<QByteArray, QByteArray>> headers;
    if (!m_authToken.isEmpty())
        headers.append({QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + m_authToken.toUtf8()});
    if (!m_instanceId.isEmpty())
        headers.append({QByteArrayLiteral("X-Instance-ID"), m_instanceId.toUtf8()});
    return m_network->send(verb, url, body, headers, m_timeoutMs, &m_closed);
}

Status AgentctlHttpClient::health()
{
    const HttpReply reply = call(QByteArrayLiteral("GET"), QStringLiteral("/health"));
    if (reply.status < 200 || reply.status >= 300)
        return replyError(AgentctlHttpClientWords::tr("agentctl health check"), reply);
    return {};
}

Status AgentctlHttpClient::configureAgent(const AgentConfiguration &configuration)
{
    const QJsonObject body{{QStringLiteral("command"), configuration.command},
                           {QStringLiteral("agent_args"), toJsonArray(configuration.args)},
                           {QStringLiteral("continue_command"), configuration.continueCommand},
                           {QStringLiteral("continue_args"), toJsonArray(configuration.continueArgs)},
                           {QStringLiteral("env"), toJsonObject(configuration.env)},
                           {QStringLiteral("approval_policy"), configuration.approvalPolicy}};
    const HttpReply reply = call(QByteArrayLiteral("POST"), QStringLiteral("/api/v1/agent/configure"),
                                 QJsonDocument(body).toJson(QJsonDocument::Compact));
    if (!succeeded(reply))
        return replyError(AgentctlHttpClientWords::tr("configure agent"), reply);
    return {};
}

Expected<QString> AgentctlHttpClient::start()
{
    const HttpReply reply = call(QByteArrayLiteral("POST"), QStringLiteral("/api/v1/start"), QByteArrayLiteral("{}"));
    if (!succeeded(reply))
        return replyError(AgentctlHttpClientWords::tr("start agent"), reply);
    return QJsonDocument::fromJson(reply.body).object().value(QStringLiteral("command")).toString();
}

Status AgentctlHttpClient::setMcpProviders(const QStringList &providers)
{
    const QJsonObject body{{QStringLiteral("mcp_providers"), toJsonArray(providers)}};
    const HttpReply reply = call(QByteArrayLiteral("PUT"), QStringLiteral("/api/v1/mcp/providers"),
                                 QJsonDocument(body).toJson(QJsonDocument::Compact));
    if (!succeeded(reply))
        return replyError(AgentctlHttpClientWords::tr("set MCP providers"), reply);
    return {};
}

void AgentctlHttpClient::close()
{
    m_closed = true;
}

} // namespace kandesk
