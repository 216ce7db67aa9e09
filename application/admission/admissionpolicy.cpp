// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "admissionpolicy.h"

#include "models/queries/settingsqueries.h"

#include <QObject>
#include <QThread>

namespace kandesk {

int defaultMaxRunningAgents(int cores, qint64 totalMemory)
{
    const qint64 byMemory = totalMemory / (3LL * 512 * 1024 * 1024);
    const qint64 byCores = 4LL * std::max(cores, 1);
    return int(std::clamp<qint64>(std::min(byMemory, byCores), 2, 16));
}

int defaultMaxRunningAgents()
{
    const auto pressure = ProcPressureSource().read();
    return defaultMaxRunningAgents(QThread::idealThreadCount(), pressure ? pressure->totalMemory : 0);
}

AdmissionLimits admissionLimitsFrom(const SettingsQueries &settings)
{
    AdmissionLimits limits;
    bool ok = false;
    const auto stored = settings.value(QString(kMaxRunningAgentsKey));
    const int most = stored ? stored->toInt(&ok) : 0;
    limits.maxRunningAgents = ok && most >= 0 ? most : defaultMaxRunningAgents();
    const auto cpu = settings.value(QString(kCpuPressureLimitKey));
    const double cpuLimit = cpu ? cpu->toDouble(&ok) : 0;
    limits.cpuPressureLimit = ok && cpuLimit > 0 ? cpuLimit : 0;
    return limits;
}

TaskLimits taskLimitsFrom(const SettingsQueries &settings)
{
    TaskLimits limits;
    bool ok = false;
    const auto memory = settings.value(QString(kAgentMemoryLimitKey));
    const qint64 megabytes = memory ? memory->toLongLong(&ok) : 0;
    limits.memoryBytes = ok && megabytes > 0 ? megabytes << 20 : 0;
    const auto cpu = settings.value(QString(kAgentCpuPercentKey));
    const int percent = cpu ? cpu->toInt(&ok) : 0;
    limits.cpuPercent = ok && percent > 0 ? percent : 0;
    return limits;
}

QString admissionWait(const AdmissionLimits &limits, int runningAgents, const SystemPressure &pressure)
{
    if (limits.maxRunningAgents > 0 && runningAgents >= limits.maxRunningAgents)
        return QObject::tr("%1 of %2 agents running").arg(runningAgents).arg(limits.maxRunningAgents);
    if (pressure.memorySome10 >= limits.memoryPressureLimit)
        return QObject::tr("memory pressure %1%").arg(qRound(pressure.memorySome10));
    if (pressure.totalMemory > 0 && 100.0 * double(pressure.availableMemory) / double(pressure.totalMemory) < limits.lowMemoryPercent)
        return QObject::tr("only %1% of memory free")
            .arg(qRound(100.0 * double(pressure.availableMemory) / double(pressure.totalMemory)));
    if (limits.cpuPressureLimit > 0 && pressure.cpuSome10 >= limits.cpuPressureLimit)
        return QObject::tr("CPU pressure %1%").arg(qRound(pressure.cpuSome10));
    return {};
}

} // namespace kandesk
