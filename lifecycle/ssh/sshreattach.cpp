// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// SshExecutorBackend::reattachInstance: the runtime of an execution registered before a restart.
#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlbootstrap.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/ssh/sshexecutorbackend.h"
#include "lifecycle/ssh/sshmetadata.h"
#include "lifecycle/ssh/sshworker.h"
#include "models/types.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QThread>

namespace kandesk {

// The words this file says to users, translated in the context "SshReattachWords".
namespace {
struct SshReattachWords {
    Q_DECLARE_TR_FUNCTIONS(SshReattachWords)
};
} // namespace

using namespace sshmeta;

namespace {

constexpr int kAnswerBudgetMs = 10'000;

// A control master that a killed Kandesk left running (ControlPersist) still holds its forwards to
// old local ports: it is asked to exit, its socket's private folder goes with it.
void endLeftoverMaster(const QString &controlPath, const SshHost &host)
{
    if (controlPath.isEmpty() || !QFileInfo::exists(controlPath))
        return;
    QProcess ssh;
    ssh.setProgram(QStringLiteral("ssh"));
    ssh.setArguments({ QStringLiteral("-o"), QStringLiteral("ControlPath=") + controlPath, QStringLiteral("-O"),
        QStringLiteral("exit"), QStringLiteral("--"), host.host });
    ssh.setStandardInputFile(QProcess::nullDevice());
    ssh.start();
    if (!ssh.waitForFinished(10'000)) {
        ssh.kill();
        ssh.waitForFinished(1'000);
    }
    QDir().rmdir(QFileInfo(controlPath).absolutePath()); // empty once the master removed its socket
}

} // namespace

Expected<ExecutorInstance> SshExecutorBackend::reattachInstance(const ExecutorRunning &registration)
{
    const QString &executionId = registration.executionId;
    const QVariantMap metadata = QJsonDocument::fromJson(registration.metadataJson.toUtf8()).object().toVariantMap();
    const QString key = metadata.value(QString(kConnection)).toString();
    const qint64 pid = metadata.value(QString(kRemotePid)).toLongLong();
    const auto remoteControl = static_cast<quint16>(metadata.value(QString(kRemoteControlPort)).toUInt());
    const auto remoteInstance = static_cast<quint16>(metadata.value(QString(kRemoteInstancePort)).toUInt());
    if (key.isEmpty() || pid <= 0 || remoteControl == 0 || remoteInstance == 0)
        return Error::failed(
            SshReattachWords::tr("execution %1 was registered without what finding its remote agentctl needs")
                .arg(executionId));
    auto host
        = m_hosts ? m_hosts(key) : Expected<SshHost>(Error::failed(SshReattachWords::tr("no SSH hosts are known")));
    if (!host)
        return host.failure();
    const QString destination = sshDestination(host.value());

    endLeftoverMaster(metadata.value(QString(kControlPath)).toString(), host.value());
    if (const std::optional<ssh::SshFailure> failure = m_worker->open(key, host.value(), m_config.connectTimeoutMs))
        return Error::failed(failure->message);
    const ssh::SshResult alive = m_worker->run(key,
        QStringLiteral("kill -0 %1 2>/dev/null && echo alive || echo gone").arg(pid), {}, m_config.commandTimeoutMs);
    if (!alive.ok())
        return Error::failed(SshReattachWords::tr("cannot ask %1 whether agentctl (pid %2) still runs: %3")
                                 .arg(destination)
                                 .arg(pid)
                                 .arg(alive.failure.message.isEmpty() ? QString::fromLocal8Bit(alive.err).trimmed()
                                                                      : alive.failure.message));
    if (!alive.out.contains("alive"))
        return Error::failed(
            SshReattachWords::tr("agentctl (pid %1) on %2 is no longer running").arg(pid).arg(destination));

    QString error;
    const quint16 localControl = m_worker->forward(key, remoteControl, &error, m_config.commandTimeoutMs);
    if (localControl == 0)
        return Error::failed(error);
    const quint16 localInstance = m_worker->forward(key, remoteInstance, &error, m_config.commandTimeoutMs);
    if (localInstance == 0) {
        m_worker->cancelForward(key, localControl, remoteControl, m_config.commandTimeoutMs);
        return Error::failed(error);
    }
    // The forward is made at once; the first request through it may still be on its way.
    QElapsedTimer waited;
    waited.start();
    for (int delayMs = 10;; delayMs = qMin(delayMs * 2, 250)) {
        const HttpReply health
            = m_network->send("GET", loopbackUrl(localInstance, wire::route::kHealth), {}, {}, 5'000);
        if (health.status == 200)
            break;
        if (waited.elapsed() > kAnswerBudgetMs) {
            m_worker->cancelForward(key, localControl, remoteControl, m_config.commandTimeoutMs);
            m_worker->cancelForward(key, localInstance, remoteInstance, m_config.commandTimeoutMs);
            return Error::failed(
                SshReattachWords::tr("agentctl (pid %1) on %2 runs but does not answer through the forward: %3")
                    .arg(pid)
                    .arg(destination, describeHttpFailure(health)));
        }
        QThread::msleep(static_cast<unsigned long>(delayMs));
    }

    ExecutorInstance instance;
    instance.instanceId = executionId;
    instance.runtimeName = name();
    instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(localInstance));
    instance.agentctlPort = localInstance;
    instance.workspacePath = registration.workspacePath;
    instance.metadata = metadata;
    instance.metadata.insert(QString(kLocalControlPort), localControl);
    instance.metadata.insert(QString(kDestination), destination);
    const auto [controlPath, masterPid] = m_worker->controlInfo(key);
    instance.metadata.insert(QString(kControlPath), controlPath);
    instance.metadata.insert(QString(kMasterPid), masterPid);
    qCInfo(lcLifecycle).noquote() << "reattached to agentctl pid" << pid << "on" << destination << "through local port"
                                  << localInstance;
    return instance;
}

} // namespace kandesk
