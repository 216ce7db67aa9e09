// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentpriority.h"

#include "agentctl/api/wire.h"
#include "logging.h"

#include <QDir>
#include <QTimer>

#include <cerrno>
#include <sys/resource.h>

namespace kandesk::agentctl {

namespace {

// AGENTCTL_AGENT_NICE, read once; -1 when unset or not a nice value (said once in the log).
int targetNice()
{
    static const int nice = [] {
        const QByteArray name(wire::kAgentNiceEnv.data(), wire::kAgentNiceEnv.size());
        if (!qEnvironmentVariableIsSet(name.constData()))
            return -1;
        bool ok = false;
        const int value = qEnvironmentVariableIntValue(name.constData(), &ok);
        if (ok && value >= 0 && value <= 19)
            return value;
        qCWarning(lcAgentctl).noquote() << QStringLiteral("%1 must be a whole number from 0 to 19, not \"%2\": agents keep agentctl's priority")
                                               .arg(wire::kAgentNiceEnv, qEnvironmentVariable(name.constData()));
        return -1;
    }();
    return nice;
}

int holdMs()
{
    bool ok = false;
    const int hold = qEnvironmentVariableIntValue("AGENTCTL_AGENT_PRIORITY_HOLD_MS", &ok);
    return ok && hold >= 0 ? hold : AgentPriority::kDefaultHoldMs;
}

// Linux keeps a nice value per thread: each of agentctl's threads, and the threads they start later.
void lowerOwnThreads(int nice)
{
    const QStringList threads = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &thread : threads) {
        const id_t tid = thread.toUInt();
        errno = 0;
        const int current = getpriority(PRIO_PROCESS, tid);
        if (errno == 0 && current < nice)
            setpriority(PRIO_PROCESS, tid, nice);
    }
}

} // namespace

AgentPriority::AgentPriority(QObject *parent)
    : QObject(parent)
    , m_hold(new QTimer(this))
{
    m_hold->setSingleShot(true);
    connect(m_hold, &QTimer::timeout, this, [this] { lower("its start took the whole hold"); });
}

void AgentPriority::agentStarted(pid_t processGroup)
{
    if (targetNice() < 0)
        return;
    m_group = processGroup;
    m_hold->start(holdMs());
}

void AgentPriority::startEnded()
{
    if (m_group > 0)
        lower("it spoke");
}

void AgentPriority::agentExited()
{
    m_hold->stop();
    m_group = 0;
}

void AgentPriority::lower(const char *why)
{
    const int nice = targetNice();
    const pid_t group = std::exchange(m_group, 0);
    m_hold->stop();
    if (nice < 0 || group <= 0)
        return;
    // The whole group, every thread: whatever the agent started meanwhile. Members already lower stay.
    setpriority(PRIO_PGRP, id_t(group), nice);
    lowerOwnThreads(nice);
    qCInfo(lcAgentctl).noquote() << QStringLiteral("agent group %1 and agentctl now at nice %2 (%3)").arg(group).arg(nice).arg(QLatin1String(why));
}

} // namespace kandesk::agentctl
