// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "jsonrpcconnection.h"

#include "messagetrace.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QUtf8StringView>

namespace kandesk::agentctl {

namespace {

QString idKey(const QJsonValue &id)
{
    if (id.isString())
        return id.toString();
    if (id.isDouble())
        return QString::number(id.toInteger());
    return {};
}

} // namespace

JsonRpcConnection::JsonRpcConnection(Writer writer, QObject *parent)
    : QObject(parent)
    , m_writer(std::move(writer))
    , m_trace(MessageTrace::fromEnvironment())
{ }

JsonRpcConnection::~JsonRpcConnection() = default;

void JsonRpcConnection::handleLine(const QByteArray &line)
{
    // The JSON parser refuses invalid UTF-8 outright; repaired, the rest of the text survives.
    const bool validUtf8 = QUtf8StringView(line).isValidUtf8();
    QJsonParseError parseError;
    const QJsonDocument document
        = QJsonDocument::fromJson(validUtf8 ? line : QString::fromUtf8(line).toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        Q_EMIT outputProblem(OutputProblems::Kind::NonJson, line.left(RateLimitedLog::kSampleBytes));
        return;
    }
    if (!validUtf8)
        Q_EMIT outputProblem(OutputProblems::Kind::InvalidUtf8, line.left(RateLimitedLog::kSampleBytes));
    if (m_trace)
        m_trace->received(validUtf8 ? line : QString::fromUtf8(line).toUtf8());
    const QJsonObject message = document.object();
    const QJsonValue id = message.value(QStringLiteral("id"));
    const QString method = message.value(QStringLiteral("method")).toString();
    const QJsonObject params = message.value(QStringLiteral("params")).toObject();

    if (!method.isEmpty()) {
        if (id.isUndefined() || id.isNull())
            Q_EMIT notificationReceived(method, params);
        else
            Q_EMIT requestReceived(id, method, params);
        return;
    }
    const ResultHandler handler = m_pending.take(idKey(id)).handler;
    if (!handler && m_withdrawn.remove(idKey(id)))
        return;
    if (!handler) {
        Q_EMIT outputProblem(OutputProblems::Kind::UnknownResponseId, line.left(RateLimitedLog::kSampleBytes));
        return;
    }
    QJsonObject error = message.value(QStringLiteral("error")).toObject();
    if (message.contains(QStringLiteral("error")) && error.isEmpty())
        error.insert(QStringLiteral("message"), QStringLiteral("agent returned an error without details"));
    handler(message.value(QStringLiteral("result")), error);
}

void JsonRpcConnection::request(const QString &method, const QJsonObject &params, ResultHandler handler)
{
    const qint64 id = m_nextId++;
    m_pending.insert(QString::number(id), Pending { method, std::move(handler) });
    send(QJsonObject { { QStringLiteral("jsonrpc"), QStringLiteral("2.0") }, { QStringLiteral("id"), id },
        { QStringLiteral("method"), method }, { QStringLiteral("params"), params } });
}

void JsonRpcConnection::notify(const QString &method, const QJsonObject &params)
{
    send(QJsonObject { { QStringLiteral("jsonrpc"), QStringLiteral("2.0") }, { QStringLiteral("method"), method },
        { QStringLiteral("params"), params } });
}

void JsonRpcConnection::respond(const QJsonValue &id, const QJsonValue &result)
{
    send(QJsonObject { { QStringLiteral("jsonrpc"), QStringLiteral("2.0") }, { QStringLiteral("id"), id },
        { QStringLiteral("result"), result } });
}

void JsonRpcConnection::respondError(const QJsonValue &id, int code, const QString &message)
{
    send(QJsonObject { { QStringLiteral("jsonrpc"), QStringLiteral("2.0") }, { QStringLiteral("id"), id },
        { QStringLiteral("error"),
            QJsonObject { { QStringLiteral("code"), code }, { QStringLiteral("message"), message } } } });
}

void JsonRpcConnection::failPending(const QString &message)
{
    const auto pending = std::exchange(m_pending, {});
    const QJsonObject error { { QStringLiteral("code"), rpcerror::kInternal }, { QStringLiteral("message"), message } };
    for (const Pending &waiting : pending)
        waiting.handler(QJsonValue(), error);
}

void JsonRpcConnection::withdrawPending(const QString &message, const QStringList &keptMethods)
{
    const QJsonObject error { { QStringLiteral("code"), rpcerror::kRequestCancelled }, { QStringLiteral("message"), message } };
    for (const QString &id : m_pending.keys()) {
        if (keptMethods.contains(m_pending.value(id).method))
            continue;
        const Pending withdrawn = m_pending.take(id);
        m_withdrawn.insert(id);
        notify(QStringLiteral("$/cancel_request"), QJsonObject { { QStringLiteral("requestId"), id.toLongLong() } });
        withdrawn.handler(QJsonValue(), error);
    }
}

void JsonRpcConnection::send(const QJsonObject &message)
{
    const QByteArray line = QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n';
    if (m_trace)
        m_trace->sent(line);
    m_writer(line);
}

} // namespace kandesk::agentctl
