// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "outputproblems.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>

namespace kandesk::agentctl {

class MessageTrace;

// JSON-RPC 2.0, one object per line. Tolerant of what real agents send: their request ids may
// collide with ours or be strings (a message with "method" is always theirs, one without is a
// response to us), responses may echo our numeric id as a string. Lines that are not JSON and
// answers to ids we never sent are skipped; invalid UTF-8 is replaced with U+FFFD before parsing.
// Each of these is reported with outputProblem(). Every message goes to a MessageTrace too, when
// the tests' conformance mode asks for one.
class JsonRpcConnection final : public QObject
{
    Q_OBJECT
public:
    // error is empty on success.
    using ResultHandler = std::function<void(const QJsonValue &result, const QJsonObject &error)>;
    using Writer = std::function<void(const QByteArray &line)>;

    explicit JsonRpcConnection(Writer writer, QObject *parent = nullptr);
    ~JsonRpcConnection() override;

    void handleLine(const QByteArray &line);
    void request(const QString &method, const QJsonObject &params, ResultHandler handler);
    void notify(const QString &method, const QJsonObject &params);
    void respond(const QJsonValue &id, const QJsonValue &result);
    void respondError(const QJsonValue &id, int code, const QString &message);
    // Every request still waiting gets this error (the agent is gone).
    void failPending(const QString &message);
    // Our requests still waiting, but those of keptMethods, are withdrawn: the agent is told
    // ($/cancel_request) and each gets ACP's "cancelled" error with message.
    void withdrawPending(const QString &message, const QStringList &keptMethods = {});

Q_SIGNALS:
    void requestReceived(const QJsonValue &id, const QString &method, const QJsonObject &params);
    void notificationReceived(const QString &method, const QJsonObject &params);
    void outputProblem(kandesk::agentctl::OutputProblems::Kind kind, const QByteArray &sample);

private:
    void send(const QJsonObject &message);

    Writer m_writer;
    std::unique_ptr<MessageTrace> m_trace;
    struct Pending {
        QString method;
        ResultHandler handler;
    };
    QHash<QString, Pending> m_pending;
    QSet<QString> m_withdrawn; // their late answers are expected, not a problem
    qint64 m_nextId = 1;
};

// JSON-RPC error codes used toward the agent.
namespace rpcerror {
inline constexpr int kMethodNotFound = -32601;
inline constexpr int kInvalidParams = -32602;
inline constexpr int kInternal = -32603;
inline constexpr int kRequestCancelled = -32800; // ACP: the request was withdrawn ($/cancel_request)
} // namespace rpcerror

} // namespace kandesk::agentctl
