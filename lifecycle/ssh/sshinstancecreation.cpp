// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// SshExecutorBackend::createInstance: one launch's steps on the remote, in order, and what to undo
// when one fails.
#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlbootstrap.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/preparers/stepreporter.h"
#include "sshexecutorbackend.h"
#include "sshmetadata.h"
#include "sshrepositorymirror.h"
#include "sshworker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

namespace kandesk {

// The words this file says to users, translated in the context "SshInstanceCreationWords".
namespace {
struct SshInstanceCreationWords {
    Q_DECLARE_TR_FUNCTIONS(SshInstanceCreationWords)
};
} // namespace

using ssh::commandFailure;
using ssh::SshConnection;
using ssh::SshFailure;
using ssh::SshResult;

namespace {

constexpr int kRemoteHealthBudgetMs = 15'000;

using namespace sshmeta;

QString trimmedText(const QByteArray &bytes)
{
    return QString::fromLocal8Bit(bytes).trimmed();
}

} // namespace

// One createInstance: the steps in order, and what to undo when one fails.
class SshExecutorBackend::Launch
{
public:
    Launch(SshExecutorBackend &backend, const ExecutorCreateRequest &request, SshHost host)
        : m_backend(backend)
        , m_config(backend.m_config)
        , m_worker(*backend.m_worker)
        , m_request(request)
        , m_host(std::move(host))
        , m_key(request.metadata.value(QString(kExecutorProfileIdKey)).toString())
        , m_repository(request.metadata.value(QStringLiteral("repository_path")).toString())
        , m_baseBranch(request.metadata.value(QStringLiteral("base_branch")).toString())
        , m_setupScript(request.metadata.value(QStringLiteral("setup_script")).toString().trimmed())
        , m_agentProgram(request.metadata.value(QStringLiteral("agent_program")).toString())
        , m_resumeWorkspace(request.metadata.value(QString(kResumeWorkspace)).toString())
        , m_previousPid(request.metadata.value(QString(kResumePreviousPid)).toLongLong())
        , m_steps(request.onProgress, totalSteps())
    { }

    Expected<ExecutorInstance> run()
    {
        if (auto failed = connect())
            return *failed;
        if (auto failed = checkRemote())
            return *failed;
        if (auto failed = uploadAgentctl())
            return *failed;
        if (!m_resumeWorkspace.isEmpty()) {
            if (auto failed = reuseWorktree())
                return *failed;
        } else {
            if (auto failed = prepareRepository())
                return *failed;
            if (auto failed = createWorktree())
                return *failed;
            if (!m_setupScript.isEmpty()) {
                if (auto failed = runSetupScript())
                    return *failed;
            }
        }
        if (auto failed = startAgentctl())
            return *failed;
        if (auto failed = forwardAndHandshake())
            return *failed;
        return createAgentInstance();
    }

private:
    int totalSteps() const
    {
        if (!m_resumeWorkspace.isEmpty())
            return 7;
        return m_setupScript.isEmpty() ? 8 : 9;
    }

    std::optional<Error> fail(const QString &message)
    {
        m_steps.fail(message);
        undo();
        return Error::failed(message);
    }

    // Ends what this launch started on the remote (agentctl and its agents) and its forwards.
    void undo()
    {
        if (m_remotePid > 0)
            m_worker.run(m_key, QStringLiteral("kill -TERM %1 2>/dev/null; true").arg(m_remotePid), {},
                m_config.commandTimeoutMs);
        if (m_localControlPort)
            m_worker.cancelForward(m_key, m_localControlPort, m_remoteControlPort, m_config.commandTimeoutMs);
        if (m_localInstancePort)
            m_worker.cancelForward(m_key, m_localInstancePort, m_remoteInstancePort, m_config.commandTimeoutMs);
    }

    SshResult remote(const QString &commandLine, const QByteArray &input = {})
    {
        return m_worker.run(m_key, commandLine, input, m_config.commandTimeoutMs);
    }

    std::optional<Error> connect()
    {
        m_steps.begin(SshInstanceCreationWords::tr("Connect to %1").arg(sshDestination(m_host)),
            QStringLiteral("ssh -M -p %1 %2").arg(m_host.port).arg(m_host.host));
        if (const std::optional<SshFailure> failure = m_worker.open(m_key, m_host, m_config.connectTimeoutMs))
            return fail(failure->message);
        m_steps.succeed();
        return std::nullopt;
    }

    std::optional<Error> checkRemote()
    {
        const QString base = m_host.remoteDir.isEmpty() ? QString(kDefaultRemoteDir) : m_host.remoteDir;
        const QString script
            = QStringLiteral("mkdir -p -- %1 && cd -- %1 && echo \"dir=$(pwd)\" && echo \"git=$(command -v git)\""
                             " && echo \"arch=$(uname -m)\" && echo \"avail=$(df -Pk . | awk 'NR==2 {print $4}')\"")
                  .arg(SshConnection::shellQuote(base))
            + (m_agentProgram.isEmpty() ? QString()
                                        : QStringLiteral(" && echo \"agent=$(command -v %1)\"").arg(SshConnection::shellQuote(m_agentProgram)));
        m_steps.begin(SshInstanceCreationWords::tr("Check the remote"),
            SshInstanceCreationWords::tr("git, architecture and free space in %1").arg(base));
        const SshResult checked = remote(script);
        if (!checked.ok())
            return fail(commandFailure(
                checked, SshInstanceCreationWords::tr("preparing %1 on %2").arg(base, sshDestination(m_host))));
        QHash<QString, QString> facts;
        for (const QString &line : QString::fromLocal8Bit(checked.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const qsizetype equals = line.indexOf(QLatin1Char('='));
            if (equals > 0)
                facts.insert(line.left(equals), line.mid(equals + 1).trimmed());
        }
        m_remoteDir = facts.value(QStringLiteral("dir"));
        const QString destination = sshDestination(m_host);
        if (!m_remoteDir.startsWith(QLatin1Char('/')))
            return fail(SshInstanceCreationWords::tr("cannot tell where %1 is on %2").arg(base, destination));
        if (facts.value(QStringLiteral("git")).isEmpty())
            return fail(
                SshInstanceCreationWords::tr("%1 has no git: install git there to run agents on it").arg(destination));
        if (!m_agentProgram.isEmpty() && facts.value(QStringLiteral("agent")).isEmpty())
            return fail(SshInstanceCreationWords::tr(
                "the agent's command \"%1\" is not found on %2: install it there (or put it on the "
                "PATH of its login shell) to run this agent on it")
                            .arg(m_agentProgram, destination));
        const QString arch = facts.value(QStringLiteral("arch"));
        const QString bundleArch = QFileInfo(m_config.portableTarball)
                                       .completeBaseName()
                                       .section(QLatin1Char('-'), -1)
                                       .section(QLatin1Char('.'), 0, 0);
        if (!bundleArch.isEmpty() && arch != bundleArch)
            return fail(SshInstanceCreationWords::tr("%1 is a %2 machine; Kandesk's agentctl bundle is for %3")
                            .arg(destination, arch, bundleArch));
        bool isNumber = false;
        const qint64 freeMiB = facts.value(QStringLiteral("avail")).toLongLong(&isNumber) / 1024;
        if (isNumber && freeMiB < m_config.minimumFreeMiB)
            return fail(
                SshInstanceCreationWords::tr("the disk of %1 is full: %2 MiB free in %3, at least %4 MiB needed")
                    .arg(destination)
                    .arg(freeMiB)
                    .arg(m_remoteDir)
                    .arg(m_config.minimumFreeMiB));
        m_steps.succeed(SshInstanceCreationWords::tr("%1 · git %2 · %3 · %4 MiB free")
                            .arg(m_remoteDir, facts.value(QStringLiteral("git")), arch)
                            .arg(freeMiB));
        return std::nullopt;
    }

    std::optional<Error> uploadAgentctl()
    {
        const QString name = QFileInfo(m_config.portableTarball).fileName();
        const QString bundle = name.left(name.size() - int(qstrlen(".tar.gz")));
        const QString binDir = m_remoteDir + QStringLiteral("/bin");
        const QString remoteTarball = binDir + QLatin1Char('/') + name;
        m_agentctl = binDir + QLatin1Char('/') + bundle + QStringLiteral("/agentctl");
        m_steps.begin(SshInstanceCreationWords::tr("Upload agentctl"), QStringLiteral("%1 → %2").arg(name, binDir));
        if (m_config.portableTarball.isEmpty() || !QFileInfo::exists(m_config.portableTarball))
            return fail(SshInstanceCreationWords::tr(
                "Kandesk's portable agentctl is missing (%1): reinstall Kandesk (its package puts it in "
                "libexec/kandesk/portable), or build the agentctl_portable target of a build tree")
                            .arg(m_config.portableTarball.isEmpty() ? SshInstanceCreationWords::tr("not found")
                                                                    : m_config.portableTarball));
        bool uploaded = false;
        if (const QString error = m_worker.upload(m_key, m_config.portableTarball, remoteTarball,
                m_config.portableSha256, &uploaded, m_config.commandTimeoutMs);
            !error.isEmpty())
            return fail(error);
        const SshResult unpacked
            = remote(QStringLiteral("cd -- %1 && if %2 || ! test -x %3; then rm -rf -- %4 && tar -xzf %5; fi")
                         .arg(SshConnection::shellQuote(binDir), uploaded ? QStringLiteral("true") : QStringLiteral("false"), SshConnection::shellQuote(m_agentctl),
                             SshConnection::shellQuote(bundle), SshConnection::shellQuote(name)));
        if (!unpacked.ok())
            return fail(commandFailure(unpacked, SshInstanceCreationWords::tr("unpacking agentctl on the remote")));
        m_steps.succeed(uploaded ? SshInstanceCreationWords::tr("uploaded")
                                 : SshInstanceCreationWords::tr("already there (same sha256)"));
        return std::nullopt;
    }

    std::optional<Error> prepareRepository()
    {
        m_steps.begin(SshInstanceCreationWords::tr("Prepare the repository on the remote"));
        if (m_repository.isEmpty()) {
            m_steps.succeed(SshInstanceCreationWords::tr("no repository: the agent works in an empty folder"));
            return std::nullopt;
        }
        const RemoteMirror mirror = mirrorRepository(
            m_worker, m_key, m_host, m_remoteDir, m_repository, m_baseBranch, m_config.commandTimeoutMs);
        if (!mirror.error.isEmpty())
            return fail(mirror.error);
        m_baseBranch = mirror.baseBranch;
        m_mirror = mirror.path;
        if (mirror.warning.isEmpty()) {
            m_steps.succeed(mirror.done);
        } else {
            m_steps.appendOutput(mirror.done);
            m_steps.warn(mirror.warning);
        }
        return std::nullopt;
    }

    // A resumed session goes on in the worktree it worked in; the agentctl that served it before
    // (still running when Kandesk could not reattach to it) is ended first.
    std::optional<Error> reuseWorktree()
    {
        m_workspace = m_resumeWorkspace;
        m_steps.begin(SshInstanceCreationWords::tr("Reuse the worktree"), m_workspace);
        QString command = QStringLiteral("test -d %1 && echo there || echo missing").arg(SshConnection::shellQuote(m_workspace));
        if (m_previousPid > 0) // only while that pid is still an agentctl (pids are reused)
            command = QStringLiteral("if ps -o args= -p %1 2>/dev/null | grep -q agentctl; then %2; fi; ")
                          .arg(m_previousPid)
                          .arg(endRemoteAgentctlScript(m_previousPid, m_config.stopGraceMs))
                + command;
        const SshResult checked = remote(command);
        if (!checked.ok())
            return fail(
                commandFailure(checked, SshInstanceCreationWords::tr("looking for the worktree on the remote")));
        if (!checked.out.contains("there"))
            return fail(
                SshInstanceCreationWords::tr("the worktree of this session, %1, is gone from %2: start the task again")
                    .arg(m_workspace, sshDestination(m_host)));
        m_steps.succeed(m_previousPid > 0 ? SshInstanceCreationWords::tr("%1 (the previous agentctl, pid %2, ended)")
                                                .arg(m_workspace)
                                                .arg(m_previousPid)
                                          : m_workspace);
        return std::nullopt;
    }

    std::optional<Error> createWorktree()
    {
        m_workspace = m_remoteDir + QStringLiteral("/worktrees/") + m_request.instanceId;
        m_branch = QStringLiteral("kandesk/") + m_request.instanceId.left(8);
        m_steps.begin(SshInstanceCreationWords::tr("Create the worktree"), m_workspace);
        const QString command = m_mirror.isEmpty()
            ? QStringLiteral("mkdir -p -- %1 && git -C %1 init --quiet").arg(SshConnection::shellQuote(m_workspace))
            : QStringLiteral("mkdir -p -- %1 && git -C %2 worktree add --quiet -b %3 %4 %5")
                  .arg(SshConnection::shellQuote(m_remoteDir + QStringLiteral("/worktrees")), SshConnection::shellQuote(m_mirror), SshConnection::shellQuote(m_branch), SshConnection::shellQuote(m_workspace),
                      SshConnection::shellQuote(m_baseBranch));
        const SshResult made = remote(command);
        if (!made.ok())
            return fail(commandFailure(made, SshInstanceCreationWords::tr("creating the worktree on the remote")));
        m_steps.succeed(m_mirror.isEmpty()
                ? m_workspace
                : SshInstanceCreationWords::tr("%1 on branch %2").arg(m_workspace, m_branch));
        return std::nullopt;
    }

    std::optional<Error> runSetupScript()
    {
        m_steps.begin(SshInstanceCreationWords::tr("Run the setup script"), m_setupScript);
        const SshResult ran = remote(QStringLiteral("cd -- %1 && sh -c %2 2>&1").arg(SshConnection::shellQuote(m_workspace), SshConnection::shellQuote(m_setupScript)));
        const QString output = trimmedText(ran.out).right(8'000);
        if (!ran.ok()) {
            if (ran.exitCode == 255)
                return fail(commandFailure(ran, SshInstanceCreationWords::tr("the setup script")));
            return fail(SshInstanceCreationWords::tr("the setup script failed (exit code %1): %2")
                            .arg(ran.exitCode)
                            .arg(output.right(1'000)));
        }
        m_steps.succeed(output);
        return std::nullopt;
    }

    std::optional<Error> startAgentctl()
    {
        m_log = m_remoteDir + QStringLiteral("/logs/agentctl-") + m_request.instanceId + QStringLiteral(".log");
        m_steps.begin(SshInstanceCreationWords::tr("Start agentctl on the remote"),
            QStringLiteral("%1 --detach --port 0").arg(m_agentctl));
        m_nonce = m_request.bootstrapNonce.isEmpty() ? newBootstrapNonce() : m_request.bootstrapNonce;
        // The nonce travels on standard input, never on a command line another user could read.
        const QString command = QStringLiteral("mkdir -p -- %1 && read -r nonce && AGENTCTL_BOOTSTRAP_NONCE=$nonce && "
                                               "export AGENTCTL_BOOTSTRAP_NONCE && exec %2 --detach --log %3 --port 0")
                                    .arg(SshConnection::shellQuote(m_remoteDir + QStringLiteral("/logs")), SshConnection::shellQuote(m_agentctl), SshConnection::shellQuote(m_log));
        const SshResult started = remote(command, m_nonce.toLatin1() + '\n');
        static const QRegularExpression ready(QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+) pid (\\d+)"));
        const QRegularExpressionMatch match = ready.match(QString::fromLocal8Bit(started.out));
        if (!started.ok() || !match.hasMatch())
            return fail(commandFailure(started, SshInstanceCreationWords::tr("starting agentctl on the remote")));
        m_remoteControlPort = static_cast<quint16>(match.captured(1).toUInt());
        m_remotePid = match.captured(2).toLongLong();
        m_steps.succeed(SshInstanceCreationWords::tr("pid %1, port %2 on the remote's loopback")
                            .arg(m_remotePid)
                            .arg(m_remoteControlPort));
        return std::nullopt;
    }

    std::optional<Error> forwardAndHandshake()
    {
        m_steps.begin(SshInstanceCreationWords::tr("Forward its port"),
            QStringLiteral("ssh -O forward -L 127.0.0.1:…:127.0.0.1:%1").arg(m_remoteControlPort));
        QString error;
        m_localControlPort = m_worker.forward(m_key, m_remoteControlPort, &error, m_config.commandTimeoutMs);
        if (!m_localControlPort)
            return fail(error);
        QElapsedTimer waited;
        waited.start();
        for (int delayMs = 10;; delayMs = qMin(delayMs * 2, 250)) {
            const HttpReply health = m_backend.m_network->send(
                "GET", loopbackUrl(m_localControlPort, wire::route::kHealth), {}, {}, 5'000);
            if (health.status == 200)
                break;
            if (waited.elapsed() > kRemoteHealthBudgetMs)
                return fail(SshInstanceCreationWords::tr("agentctl on %1 does not answer through the forward: %2")
                                .arg(sshDestination(m_host), describeHttpFailure(health)));
            QThread::msleep(static_cast<unsigned long>(delayMs));
        }
        const auto token
            = exchangeBootstrapNonce(*m_backend.m_network, m_localControlPort, m_nonce, m_config.requestTimeoutMs);
        if (!token)
            return fail(SshInstanceCreationWords::tr("the remote agentctl refused the bootstrap handshake: %1")
                            .arg(token.error()));
        m_token = *token;
        m_steps.succeed(QStringLiteral("127.0.0.1:%1 → %2:%3")
                            .arg(m_localControlPort)
                            .arg(sshDestination(m_host))
                            .arg(m_remoteControlPort));
        return std::nullopt;
    }

    Expected<ExecutorInstance> createAgentInstance()
    {
        m_steps.begin(SshInstanceCreationWords::tr("Create agent instance"));
        // Qualified: this method's own name hides the shared one.
        const auto created = kandesk::createAgentInstance(
            *m_backend.m_network, m_localControlPort, m_token, m_request, m_workspace, m_config.requestTimeoutMs);
        if (!created)
            return *fail(SshInstanceCreationWords::tr("the remote agentctl could not create the agent instance: %1")
                             .arg(created.error()));
        m_remoteInstancePort = static_cast<quint16>(created->port);
        QString error;
        m_localInstancePort = m_worker.forward(m_key, m_remoteInstancePort, &error, m_config.commandTimeoutMs);
        if (!m_localInstancePort)
            return *fail(error);
        m_steps.succeed();

        ExecutorInstance instance;
        instance.instanceId = created->id;
        instance.runtimeName = m_backend.name();
        instance.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_localInstancePort));
        instance.agentctlPort = m_localInstancePort;
        instance.pid = 0; // not a process of this machine
        instance.workspacePath = m_workspace;
        instance.authToken = m_token;
        instance.bootstrapNonce = m_nonce;
        instance.metadata.insert(QString(kConnection), m_key);
        instance.metadata.insert(QString(kDestination), sshDestination(m_host));
        instance.metadata.insert(QString(kRemotePid), m_remotePid);
        instance.metadata.insert(QString(kRemoteControlPort), m_remoteControlPort);
        instance.metadata.insert(QString(kRemoteInstancePort), m_remoteInstancePort);
        instance.metadata.insert(QString(kLocalControlPort), m_localControlPort);
        instance.metadata.insert(QString(kRemoteDir), m_remoteDir);
        instance.metadata.insert(QString(kRemoteLog), m_log);
        instance.metadata.insert(QString(kRemoteWorkspace), m_workspace);
        const auto [controlPath, masterPid] = m_worker.controlInfo(m_key);
        instance.metadata.insert(QString(kControlPath), controlPath);
        instance.metadata.insert(QString(kMasterPid), masterPid);
        if (!m_branch.isEmpty() && !m_mirror.isEmpty())
            instance.metadata.insert(QStringLiteral("worktree_branch"), m_branch);
        instance.metadata.insert(QLatin1String(kOwnerPidKey), QCoreApplication::applicationPid());
        instance.client = std::make_shared<AgentctlHttpClient>(
            m_backend.m_network, instance.agentctlUrl, m_token, instance.instanceId, m_config.requestTimeoutMs);
        return instance;
    }

    SshExecutorBackend &m_backend;
    const Config &m_config;
    ssh::SshWorker &m_worker;
    const ExecutorCreateRequest &m_request;
    SshHost m_host;
    QString m_key;
    QString m_repository;
    QString m_baseBranch;
    QString m_setupScript;
    QString m_agentProgram;
    QString m_resumeWorkspace;
    qint64 m_previousPid = 0;
    StepReporter m_steps;
    QString m_remoteDir;
    QString m_agentctl;
    QString m_mirror;
    QString m_workspace;
    QString m_branch;
    QString m_log;
    QString m_nonce;
    QString m_token;
    qint64 m_remotePid = 0;
    quint16 m_remoteControlPort = 0;
    quint16 m_remoteInstancePort = 0;
    quint16 m_localControlPort = 0;
    quint16 m_localInstancePort = 0;
};

Expected<ExecutorInstance> SshExecutorBackend::createInstance(const ExecutorCreateRequest &request)
{
    const QString profileId = request.metadata.value(QString(kExecutorProfileIdKey)).toString();
    if (profileId.isEmpty())
        return Error::failed(
            SshInstanceCreationWords::tr("an SSH launch needs its executor profile (which host to run on)"));
    auto host = m_hosts ? m_hosts(profileId)
                        : Expected<SshHost>(Error::failed(SshInstanceCreationWords::tr("no SSH hosts are known")));
    if (!host)
        return host.failure();
    Launch launch(*this, request, host.value());
    return launch.run();
}

} // namespace kandesk
