// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlbootstrap.h"

#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/launch/executorbackend.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace kandesk {

// The words this file says to users, translated in the context "AgentctlBootstrapWords".
namespace {
struct AgentctlBootstrapWords {
    Q_DECLARE_TR_FUNCTIONS(AgentctlBootstrapWords)
};
} // namespace

QString newBootstrapNonce()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / int(sizeof(quint32)));
    return QString::fromLatin1(bytes.toHex());
}

QUrl loopbackUrl(int port, QLatin1StringView path)
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(path));
}

QString describeHttpFailure(const HttpReply &reply)
{
    if (reply.status == 0)
        return reply.error.isEmpty() ? AgentctlBootstrapWords::tr("no answer") : reply.error;
    const QString message = QJsonDocument::fromJson(reply.body).object().value(QStringLiteral("error")).toString();
    return QStringLiteral("HTTP %1: %2").arg(reply.status).arg(message.isEmpty() ? QString::fromUtf8(reply.body.left(200)) : message);
}

Expected<QString> exchangeBootstrapNonce(AgentctlNetwork &network, int port, const QString &nonce, int timeoutMs)
{
    const HttpReply handshake = network.send("POST", loopbackUrl(port, wire::route::kHandshake),
                                             QJsonDocument(QJsonObject{{QStringLiteral("nonce"), nonce}}).toJson(QJsonDocument::Compact),
                                             {}, timeoutMs);
    const QString token = QJsonDocument::fromJson(handshake.body).object().value(QStringLiteral("token")).toString();
    if (handshake.status != 200 || token.isEmpty())
        return Error::failed(describeHttpFailure(handshake));
    return token;
}

Expected<CreatedAgentInstance> createAgentInstance(AgentctlNetwork &network, int port, const QString &token,
                                                  const ExecutorCreateRequest &request, const QString &workspacePath,
                                                  int timeoutMs, int instancePort)
{
    QJsonObject env;
    for (auto it = request.env.cbegin(); it != request.env.cend(); ++it)
        env.insert(it.key(), it.value());
    QJsonObject create{{QStringLiteral("id"), request.instanceId},
                       {QStringLiteral("workspace_path"), workspacePath},
                       {QStringLiteral("env"), env},
                       {QStringLiteral("auto_approve_permissions"), request.autoApprovePermissions},
                       {QStringLiteral("session_id"), request.sessionId},
                       {QStringLiteral("task_id"), request.taskId}};
    if (instancePort > 0)
        create.insert(QStringLiteral("port"), instancePort);
    const QByteArray bearer = QByteArray(wire::kBearerPrefix.data(), wire::kBearerPrefix.size()) + token.toUtf8();
    const HttpReply created = network.send("POST", loopbackUrl(port, wire::route::kInstances),
                                           QJsonDocument(create).toJson(QJsonDocument::Compact),
                                           {{QByteArrayLiteral("Authorization"), bearer}}, timeoutMs);
    const QJsonObject answer = QJsonDocument::fromJson(created.body).object();
    const int listening = answer.value(QStringLiteral("port")).toInt();
    if (created.status != 201 || listening <= 0)
        return Error::failed(describeHttpFailure(created));
    return CreatedAgentInstance{answer.value(QStringLiteral("id")).toString(request.instanceId), listening};
}

} // namespace kandesk
