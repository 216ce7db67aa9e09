// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "instanceregistry.h"

#include "agentctlserver.h"
#include "instance.h"
#include "logging.h"
#include "processgroups.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTimer>
#include <QUuid>

#include <csignal>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

bool isSafeId(const QString &id)
{
    return !id.isEmpty() && id != QLatin1String(".") && id != QLatin1String("..") && !id.contains(QLatin1Char('/'))
        && !id.contains(QLatin1Char('\\')) && id.size() <= 128;
}

} // namespace

InstanceRegistry::InstanceRegistry(AuthGate &gate, QObject *parent)
    : QObject(parent)
    , m_gate(gate)
{ }

InstanceRegistry::~InstanceRegistry()
{
    qDeleteAll(m_servers);
    qDeleteAll(m_instances);
}

InstanceRegistry::Created InstanceRegistry::create(const QJsonObject &body)
{
    InstanceConfig config;
    config.id = body.value("id"_L1).toString();
    if (config.id.isEmpty())
        config.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!isSafeId(config.id))
        return { nullptr, 400, QStringLiteral("invalid instance id \"%1\"").arg(config.id) };
    if (m_instances.contains(config.id))
        return { nullptr, 409, QStringLiteral("an instance with id \"%1\" exists already").arg(config.id) };
    const QString workspace = body.value("workspace_path"_L1).toString();
    if (workspace.isEmpty() || !QDir::isAbsolutePath(workspace) || !QFileInfo(workspace).isDir())
        return { nullptr, 400,
            QStringLiteral("workspace_path must be an existing absolute folder, got \"%1\"").arg(workspace) };
    config.workspacePath = QDir::cleanPath(workspace);
    config.sessionId = body.value("session_id"_L1).toString();
    config.taskId = body.value("task_id"_L1).toString();
    config.agentArgv = commandArgv(body.value("agent_command"_L1).toString());
    config.env = body.value("env"_L1).toObject();
    config.mcpServers = body.value("mcp_servers"_L1).toArray();
    config.autoStart = body.value("auto_start"_L1).toBool();
    config.autoApprovePermissions = body.value("auto_approve_permissions"_L1).toBool();

    auto *instance = new Instance(config, nullptr);
    auto *server = new AgentctlServer(m_gate, *this, instance);
    const quint16 port = server->listen(m_address, static_cast<quint16>(body.value("port"_L1).toInt(0)));
    if (port == 0) {
        delete server;
        delete instance;
        return { nullptr, 500, QStringLiteral("cannot listen on a port for the instance") };
    }
    instance->setPort(port);
    m_instances.insert(config.id, instance);
    m_servers.insert(config.id, server);
    qCInfo(lcAgentctl) << "instance" << config.id << "on port" << port << "workspace" << config.workspacePath;
    return { instance, 201, {} };
}

Instance *InstanceRegistry::find(const QString &id) const
{
    return m_instances.value(id);
}

QList<Instance *> InstanceRegistry::instances() const
{
    return m_instances.values();
}

bool InstanceRegistry::remove(const QString &id)
{
    Instance *instance = m_instances.take(id);
    if (!instance)
        return false;
    AgentctlServer *server = m_servers.take(id);
    server->setInstance(nullptr);
    server->deleteLater();
    // The instance finishes stopping its agent on its own, then goes.
    instance->shutdown(Instance::stopGraceMs());
    if (!instance->agentRunning())
        instance->deleteLater();
    else
        connect(instance, &Instance::agentStopped, instance, &QObject::deleteLater);
    return true;
}

void InstanceRegistry::shutdownAll(int graceMs, std::function<void()> done)
{
    auto remaining = std::make_shared<int>(0);
    auto finished = std::make_shared<bool>(false);
    auto finishOnce = [done, finished] {
        if (!std::exchange(*finished, true))
            done();
    };
    for (Instance *instance : std::as_const(m_instances)) {
        instance->shutdown(graceMs);
        if (instance->agentRunning()) {
            ++*remaining;
            connect(instance, &Instance::agentStopped, this, [remaining, finishOnce] {
                if (--*remaining == 0)
                    finishOnce();
            });
        }
    }
    if (*remaining == 0) {
        finishOnce();
        return;
    }
    // A leader that ignores SIGKILL's aftermath (zombie reaping, stuck I/O) must not hold us up.
    QTimer::singleShot(Instance::kCloseSessionWaitMs + graceMs + 500, this, [finishOnce] {
        processgroups::signalAll(SIGKILL);
        finishOnce();
    });
}

} // namespace kandesk::agentctl
