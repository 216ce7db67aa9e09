// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlbootstrap.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace kandesk {

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
        return reply.error.isEmpty() ? QStringLiteral("no answer") : reply.error;
    const QString message = QJsonDocument::fromJson(reply.body).object().value(QStringLiteral("error")).toString();
    return QStringLiteral("HTTP %1: %2").arg(reply.status).arg(message.isEmpty() ? QString::fromUtf8(reply.body.left(200)) : message);
}

} // namespace kandesk
