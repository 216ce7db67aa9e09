// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentprocess.h"

#include "logging.h"
#include "processgroups.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <csignal>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace kandesk::agentctl {

namespace {

QString resolveProgram(const QString &program, const QProcessEnvironment &environment)
{
    if (program.contains(QLatin1Char('/')))
        return QFileInfo(program).absoluteFilePath();
    const QStringList path = environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    const QString found = QStandardPaths::findExecutable(program, path);
    return found.isEmpty() ? QStandardPaths::findExecutable(program) : found;
}

} // namespace

AgentProcess::AgentProcess(QObject *parent)
    : QObject(parent)
    , m_killTimer(new QTimer(this))
{
    m_killTimer->setSingleShot(true);
    connect(m_killTimer, &QTimer::timeout, this, [this] { killGroup(SIGKILL); });
}

AgentProcess::~AgentProcess()
{
    if (m_pgid > 0) {
        killGroup(SIGKILL);
        processgroups::remove(static_cast<pid_t>(m_pgid));
    }
    if (m_process) {
        m_process->disconnect(this);
        m_process->waitForFinished(1000);
    }
}

QString AgentProcess::start(const Spec &spec)
{
    if (isRunning())
        return QStringLiteral("the agent is already running");
    if (spec.argv.isEmpty() || spec.argv.first().isEmpty())
        return QStringLiteral("no agent command is configured");
    const QString program = resolveProgram(spec.argv.first(), spec.environment);
    if (program.isEmpty() || !QFileInfo(program).isExecutable())
        return QStringLiteral("agent command not found or not executable: %1").arg(spec.argv.first());
    if (!spec.workingDirectory.isEmpty() && !QFileInfo(spec.workingDirectory).isDir())
        return QStringLiteral("workspace does not exist: %1").arg(spec.workingDirectory);

    if (m_process)
        m_process->deleteLater();
    m_process = new QProcess(this);
    m_stderr.clear();
    m_stdout.clear();
    m_stopRequested = false;
    m_process->setProgram(program);
    m_process->setArguments(spec.argv.mid(1));
    m_process->setProcessEnvironment(spec.environment);
    m_process->setWorkingDirectory(spec.workingDirectory);
    m_process->setChildProcessModifier([] {
        // Own group, so a stop reaches helpers the agent spawned; and a direct child that dies
        // with us even if agentctl is killed without a chance to clean up.
        ::setpgid(0, 0);
#ifdef __linux__
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &AgentProcess::readStdout);
    connect(m_process, &QProcess::readyReadStandardError, this,
        [this, process = m_process] { m_stderr.append(process->readAllStandardError()); });
    connect(m_process, &QProcess::finished, this,
        [this](int exitCode, QProcess::ExitStatus status) { onFinished(exitCode, status); });

    m_process->start();
    if (!m_process->waitForStarted(10'000)) {
        const QString why = m_process->errorString();
        m_process->disconnect(this);
        return QStringLiteral("agent failed to start: %1").arg(why);
    }
    m_pgid = m_process->processId();
    processgroups::add(static_cast<pid_t>(m_pgid));
    qCInfo(lcAgentctl) << "agent started" << program << "pid" << m_pgid;
    return {};
}

void AgentProcess::stop(int graceMs)
{
    if (!isRunning())
        return;
    m_stopRequested = true;
    m_process->closeWriteChannel();
    killGroup(SIGTERM);
    m_killTimer->start(graceMs);
}

void AgentProcess::write(const QByteArray &data)
{
    if (isRunning())
        m_process->write(data);
}

bool AgentProcess::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void AgentProcess::readStdout()
{
    m_stdout.feed(
        m_process->readAllStandardOutput(), [this](const QByteArray &line) { Q_EMIT lineReceived(line); },
        [this](const QByteArray &start) { Q_EMIT oversizedLineDropped(start); });
}

void AgentProcess::onFinished(int exitCode, int exitStatus)
{
    // What the agent wrote just before it ended belongs to the report of its end.
    readStdout();
    m_stderr.append(m_process->readAllStandardError());
    m_killTimer->stop();
    // The leader is gone; nothing else of its group may outlive it.
    killGroup(SIGKILL);
    processgroups::remove(static_cast<pid_t>(m_pgid));
    const bool crashed = exitStatus != QProcess::NormalExit;
    qCInfo(lcAgentctl) << "agent exited" << m_pgid << "code" << exitCode << "crashed" << crashed;
    m_pgid = 0;
    Q_EMIT exited(exitCode, crashed, m_stopRequested);
}

void AgentProcess::killGroup(int sig)
{
    if (m_pgid > 0)
        ::kill(-static_cast<pid_t>(m_pgid), sig);
}

} // namespace kandesk::agentctl
