// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlserver.h"

#include "agentctl/api/wire.h"

#include <QDateTime>
#include <QHttpServer>
#include <QJsonObject>

namespace kandesk::agentctl {

AgentctlServer::AgentctlServer(QObject *parent)
    : QObject(parent)
    , m_http(std::make_unique<QHttpServer>())
{
    registerRoutes();
}

AgentctlServer::~AgentctlServer() = default;

quint16 AgentctlServer::listen(quint16 port)
{
    return m_http->listen(QHostAddress::LocalHost, port);
}

void AgentctlServer::registerRoutes()
{
    m_http->route(QString(wire::route::kHealth), [] {
        return QJsonObject{{QStringLiteral("status"), QStringLiteral("ok")},
                           {QStringLiteral("timestamp"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    });
}

} // namespace kandesk::agentctl
