// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlprocesshost.h"

#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/corewait.h"
#include "models/agentpriority.h"
#include "models/eventloopthread.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

#include <csignal>
#include <future>

namespace kandesk {

// The words this file says to users, translated in the context "AgentctlProcessHostWords".
namespace {
struct AgentctlProcessHostWords {
    Q_DECLARE_TR_FUNCTIONS(AgentctlProcessHostWords)
};
} // namespace

struct AgentctlProcessHost::State {
    mutable QMutex mutex;
    QHash<qint64, QPointer<QProcess>> processes; // touched on the host thread; counted anywhere
};

namespace {

bool isZombie(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.size() > close + 2 && text.at(close + 2) == 'Z';
}

// Runs work on the host thread and waits for its result.
template<typename T, typename Work>
T runOn(QObject *context, Work work)
{
    std::promise<T> promise;
    std::future<T> future = promise.get_future();
    QMetaObject::invokeMethod(context, [&promise, &work] { promise.set_value(work()); }, Qt::BlockingQueuedConnection);
    return future.get();
}

} // namespace

AgentctlProcessHost::AgentctlProcessHost()
    : m_state(std::make_shared<State>())
    , m_thread(std::make_unique<EventLoopThread>(QStringLiteral("kandesk-agentctl-host")))
    , m_context(m_thread->context())
{
}

AgentctlProcessHost::~AgentctlProcessHost()
{
    QList<qint64> pids;
    {
        const QMutexLocker lock(&m_state->mutex);
        pids = m_state->processes.keys();
    }
    for (qint64 pid : std::as_const(pids)) {
        const Status stopped = stop(pid);
        Q_UNUSED(stopped);
    }
    m_thread.reset(); // the QProcess objects go with the context, on their thread
}

Expected<SpawnedAgentctl> AgentctlProcessHost::spawn(const QString &program, const QProcessEnvironment &environment,
                                                    const QString &logPath, int timeoutMs)
{
    Q_ASSERT(QThread::currentThread() != m_context->thread());
    auto promise = std::make_shared<std::promise<Expected<SpawnedAgentctl>>>();
    auto future = promise->get_future();
    auto settled = std::make_shared<bool>(false);
    auto settle = [promise, settled](Expected<SpawnedAgentctl> outcome) {
        if (!std::exchange(*settled, true))
            promise->set_value(std::move(outcome));
    };
    QPointer<QProcess> spawned;
    QMetaObject::invokeMethod(
        m_context,
        [this, program, environment, logPath, settle, &spawned] {
            auto *process = new QProcess(m_context);
            spawned = process;
            process->setProgram(program);
            process->setArguments({QStringLiteral("--port"), QStringLiteral("0")});
            QProcessEnvironment withNice = environment;
            withNice.insert(QString(wire::kAgentNiceEnv), QString::number(agentProcessNice()));
            process->setProcessEnvironment(withNice);
            process->setStandardInputFile(QProcess::nullDevice());
            if (!logPath.isEmpty())
                process->setStandardErrorFile(logPath, QIODevice::Append);
            auto output = std::make_shared<QByteArray>();
            QObject::connect(process, &QProcess::readyReadStandardOutput, process, [process, output, settle] {
                *output += process->readAllStandardOutput();
                static const QRegularExpression listening(QStringLiteral(R"(listening on 127\.0\.0\.1:(\d+))"));
                const auto match = listening.match(QString::fromUtf8(*output));
                if (match.hasMatch())
                    settle(SpawnedAgentctl{process->processId(), quint16(match.captured(1).toUInt())});
            });
            QObject::connect(process, &QProcess::errorOccurred, process, [this, process, settle](QProcess::ProcessError error) {
                if (error != QProcess::FailedToStart)
                    return;
                forget(process); // before the waiting caller wakes: it may count what runs
                settle(Error::failed(AgentctlProcessHostWords::tr("cannot start agentctl (%1): %2")
                                         .arg(process->program(), process->errorString())));
                process->deleteLater();
            });
            process->start();
            const qint64 pid = process->processId();
            if (pid <= 0 || process->state() == QProcess::NotRunning)
                return;
            {
                const QMutexLocker lock(&m_state->mutex);
                m_state->processes.insert(pid, process);
            }
            QObject::connect(process, &QProcess::finished, process, [this, process, pid, settle, logPath](int code) {
                forget(process);
                settle(Error::failed(
                    AgentctlProcessHostWords::tr("agentctl (pid %1) exited with code %2 before it listened (see %3)")
                        .arg(pid)
                        .arg(code)
                        .arg(logPath)));
                process->deleteLater();
            });
        },
        Qt::BlockingQueuedConnection);

    const qint64 spawnedPid = runOn<qint64>(m_context, [&spawned] { return spawned ? spawned->processId() : qint64(0); });
    CoreWaitDeadline deadline(timeoutMs, [spawnedPid] { return processTreeCoreWaitNs(spawnedPid); });
    if (!deadline.wait(future)) {
        const qint64 pid = runOn<qint64>(m_context, [&spawned] { return spawned ? spawned->processId() : qint64(0); });
        if (pid > 0) {
            const Status stopped = stop(pid, 0);
            Q_UNUSED(stopped);
        }
        return Error::failed(
            AgentctlProcessHostWords::tr("agentctl did not report its port within %1 ms").arg(timeoutMs));
    }
    return future.get();
}

bool processRuns(qint64 pid)
{
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH);
}

Status AgentctlProcessHost::stop(qint64 pid, int graceMs)
{
    Q_ASSERT(QThread::currentThread() != m_context->thread());
    auto promise = std::make_shared<std::promise<void>>();
    auto future = promise->get_future();
    const bool known = runOn<bool>(m_context, [this, pid, graceMs, promise] {
        QPointer<QProcess> process;
        {
            const QMutexLocker lock(&m_state->mutex);
            process = m_state->processes.value(pid);
        }
        if (!process || process->state() == QProcess::NotRunning)
            return false;
        QObject::connect(process, &QProcess::finished, process, [promise] { promise->set_value(); });
        process->terminate();
        QTimer::singleShot(graceMs, process, [process] {
            if (process && process->state() != QProcess::NotRunning)
                process->kill();
        });
        return true;
    });
    if (!known)
        return stopForeign(pid, graceMs);
    if (future.wait_for(std::chrono::milliseconds(graceMs + 5'000)) != std::future_status::ready)
        return Error::failed(AgentctlProcessHostWords::tr("agentctl (pid %1) did not exit").arg(pid));
    return {};
}

Status AgentctlProcessHost::stopForeign(qint64 pid, int graceMs)
{
    // An agentctl another Kandesk process started (taken back after a restart): signal it directly,
    // but only when the pid still names an agentctl, never whatever process reused the number.
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (pid <= 0 || !cmdline.open(QIODevice::ReadOnly) || !cmdline.readAll().contains("agentctl"))
        return {};
    ::kill(static_cast<pid_t>(pid), SIGTERM);
    QElapsedTimer waited;
    waited.start();
    for (int delayMs = 5; ::kill(static_cast<pid_t>(pid), 0) == 0 && !isZombie(pid); delayMs = qMin(delayMs * 2, 100)) {
        if (waited.elapsed() > graceMs) {
            ::kill(static_cast<pid_t>(pid), SIGKILL);
            break;
        }
        QThread::msleep(static_cast<unsigned long>(delayMs));
    }
    return {};
}

void AgentctlProcessHost::forget(QProcess *process)
{
    const QMutexLocker lock(&m_state->mutex);
    m_state->processes.removeIf([process](const auto &entry) { return entry.value() == process || !entry.value(); });
}

int AgentctlProcessHost::runningCount() const
{
    const QMutexLocker lock(&m_state->mutex);
    return int(m_state->processes.size());
}

} // namespace kandesk
