// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "callerguard.h"

#include <QHostAddress>
#include <QUrl>

namespace kandesk::agentctl {

namespace {

bool isLoopbackName(QString name)
{
    if (name.startsWith(QLatin1Char('[')) && name.endsWith(QLatin1Char(']')))
        name = name.mid(1, name.size() - 2);
    if (name.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(name);
    return !address.isNull() && address.isLoopback();
}

// "host", "host:port", "[::1]:port" → the host.
QString hostOf(const QString &hostHeader)
{
    if (hostHeader.startsWith(QLatin1Char('['))) {
        const qsizetype close = hostHeader.indexOf(QLatin1Char(']'));
        return close < 0 ? hostHeader : hostHeader.left(close + 1);
    }
    const qsizetype colon = hostHeader.lastIndexOf(QLatin1Char(':'));
    return colon < 0 ? hostHeader : hostHeader.left(colon);
}

} // namespace

QString foreignCaller(const QByteArray &host, const QByteArray &origin)
{
    const QString hostHeader = QString::fromLatin1(host).trimmed();
    if (!hostHeader.isEmpty() && !isLoopbackName(hostOf(hostHeader)))
        return QStringLiteral("requests for host \"%1\" are refused: agentctl answers loopback names only").arg(hostHeader);
    const QString originHeader = QString::fromLatin1(origin).trimmed();
    if (originHeader.isEmpty())
        return {};
    const QUrl url(originHeader);
    if (!url.isValid() || url.host().isEmpty() || !isLoopbackName(url.host()))
        return QStringLiteral("requests from origin \"%1\" are refused: agentctl answers loopback origins only").arg(originHeader);
    return {};
}

} // namespace kandesk::agentctl
