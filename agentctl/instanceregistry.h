// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QJsonObject>
#include <QMap>
#include <QObject>

#include <functional>

namespace kandesk::agentctl {

class AgentctlServer;
class AuthGate;
class Instance;

// The instances of this agentctl. Each listens on a port of its own on 127.0.0.1 (as kandev's
// agentctl does; on agentctl's --address when given) serving the instance endpoints; the control
// port also serves them for a request that names the instance in X-Instance-ID.
class InstanceRegistry final : public QObject
{
    Q_OBJECT
public:
    struct Created {
        Instance *instance = nullptr;
        int httpStatus = 201;
        QString error;
    };

    explicit InstanceRegistry(AuthGate &gate, QObject *parent = nullptr);
    ~InstanceRegistry() override;

    // Where instances listen (the control server's address).
    void setListenAddress(const QHostAddress &address) { m_address = address; }
    Created create(const QJsonObject &body);
    Instance *find(const QString &id) const;
    QList<Instance *> instances() const;
    bool remove(const QString &id);
    // Stops every agent (SIGTERM, SIGKILL after graceMs) and calls done once none is left.
    void shutdownAll(int graceMs, std::function<void()> done);

private:
    AuthGate &m_gate;
    QHostAddress m_address { QHostAddress::LocalHost };
    QMap<QString, Instance *> m_instances;
    QHash<QString, AgentctlServer *> m_servers;
};

} // namespace kandesk::agentctl
