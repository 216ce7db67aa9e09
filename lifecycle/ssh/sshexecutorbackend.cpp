// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshexecutorbackend.h"

#include "lifecycle/launch/agentctlclient.h"
#include "sshmetadata.h"
#include "sshworker.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kandesk {

// The words this file says to users, translated in the context "SshExecutorBackendWords".
namespace {
struct SshExecutorBackendWords {
    Q_DECLARE_TR_FUNCTIONS(SshExecutorBackendWords)
};
} // namespace

using ssh::SshFailure;
using ssh::SshResult;
using ssh::commandFailure;

namespace {

using namespace sshmeta;

} // namespace

QString endRemoteAgentctlScript(qint64 pid, int graceMs)
{
    // agentctl ends its agents' process groups on SIGTERM; everything it started shares its
    // session (it called setsid), so what is left of the session after the grace is killed.
    return QStringLiteral(
               "kill -TERM %1 2>/dev/null; i=0; while kill -0 %1 2>/dev/null && [ $i -lt %2 ]; do sleep 0.05; i=$((i+1)); "
               "done; "
               "pkill -KILL -s %1 2>/dev/null; kill -KILL %1 2>/dev/null; "
               "i=0; while pgrep -s %1 >/dev/null 2>&1 && [ $i -lt 100 ]; do sleep 0.05; i=$((i+1)); done; "
               "if pgrep -s %1 >/dev/null 2>&1; then echo left; fi")
        .arg(pid)
        .arg(qMax(1, graceMs / 50));
}

SshExecutorBackend::SshExecutorBackend(std::shared_ptr<AgentctlNetwork> network, HostLookup hosts, Config config)
    : m_network(std::move(network))
    , m_hosts(std::move(hosts))
    , m_config(std::move(config))
    , m_worker(std::make_unique<ssh::SshWorker>())
{
    if (m_config.portableSha256.isEmpty() && !m_config.portableTarball.isEmpty()) {
        QFile recorded(m_config.portableTarball + QStringLiteral(".sha256"));
        if (recorded.open(QIODevice::ReadOnly))
            m_config.portableSha256 = QString::fromLatin1(recorded.readAll().left(64));
    }
}

SshExecutorBackend::~SshExecutorBackend() = default;

void SshExecutorBackend::setConnectionNotice(ConnectionNotice notice)
{
    m_worker->setNotice(std::move(notice));
}

void SshExecutorBackend::setReconnectPolicy(int attempts, int firstDelayMs)
{
    m_worker->setReconnectPolicy(attempts, firstDelayMs);
}

QString SshExecutorBackend::name() const
{
    return RuntimeNames::Ssh;
}

QString SshExecutorBackend::locatePortableTarball(const QString &agentctlPath)
{
    const QString fromEnvironment = qEnvironmentVariable("KANDESK_PORTABLE_AGENTCTL");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QDir here = QFileInfo(agentctlPath).absoluteDir();
    const QStringList pattern { QStringLiteral("agentctl-*-x86_64.tar.gz") };
    for (const QString &folder : { QStringLiteral("../portable"), QStringLiteral("portable"), QStringLiteral(".") }) {
        const QDir candidate(here.filePath(folder));
        const QStringList found = candidate.entryList(pattern, QDir::Files, QDir::Name);
        if (!found.isEmpty())
            return candidate.absoluteFilePath(found.constLast());
    }
    return {};
}

Status SshExecutorBackend::stopInstance(const ExecutorInstance &instance, bool force)
{
    if (instance.client)
        instance.client->close();
    const QString key = instance.metadata.value(QString(kConnection)).toString();
    const qint64 pid = instance.metadata.value(QString(kRemotePid)).toLongLong();
    const QString destination = instance.metadata.value(QString(kDestination)).toString();
    Status status;
    if (pid > 0 && m_hosts) {
        // The connection may have been lost and given up since: made again (no-op when open).
        if (auto host = m_hosts(key)) {
            if (const std::optional<SshFailure> failure = m_worker->open(key, host.value(), m_config.connectTimeoutMs))
                return Error::failed(SshExecutorBackendWords::tr("cannot stop agentctl (pid %1) on %2: %3")
                                         .arg(pid)
                                         .arg(destination, failure->message));
        }
    }
    if (pid > 0) {
        const QString script = endRemoteAgentctlScript(pid, force ? 0 : m_config.stopGraceMs);
        const SshResult stopped = m_worker->run(key, script, {}, m_config.commandTimeoutMs);
        if (!stopped.ok())
            status = Error::failed(SshExecutorBackendWords::tr("cannot stop agentctl (pid %1) on %2: %3")
                                       .arg(pid)
                                       .arg(destination, commandFailure(stopped, QStringLiteral("kill"))));
        else if (stopped.out.contains("left"))
            status = Error::failed(SshExecutorBackendWords::tr("processes of agentctl (pid %1) are still running on %2")
                                       .arg(pid)
                                       .arg(destination));
    }
    const auto localControl = static_cast<quint16>(instance.metadata.value(QString(kLocalControlPort)).toUInt());
    const auto remoteControl = static_cast<quint16>(instance.metadata.value(QString(kRemoteControlPort)).toUInt());
    const auto remoteInstance = static_cast<quint16>(instance.metadata.value(QString(kRemoteInstancePort)).toUInt());
    if (localControl)
        m_worker->cancelForward(key, localControl, remoteControl, m_config.commandTimeoutMs);
    if (instance.agentctlPort > 0)
        m_worker->cancelForward(
            key, static_cast<quint16>(instance.agentctlPort), remoteInstance, m_config.commandTimeoutMs);
    return status;
}

} // namespace kandesk
