// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "idle.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/processcpu.h"
#include "bench/rigs/windowrig.h"
#include "ui/workbench.h"

#include <cmath>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("idle");
// Lets what a finished turn leaves behind (coalesced renders, the recorder's last write, the
// workspace scan) settle before the quiet time is measured.
constexpr int kSettleMs = 3'000;

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

} // namespace

QJsonObject measureIdle(int sessions, int seconds)
{
    WindowRig rig;
    if (const QString problem = rig.setUp(sessions); !problem.isEmpty())
        return failure(QStringLiteral("cannot set up: ") + problem);
    rig.workbench().openTask(rig.taskIds().constFirst());
    idleFor(kSettleMs);
    const int ms = seconds * 1000;
    QJsonObject baseline = measureQuiet(ms);
    baseline.insert(QStringLiteral("what"), QStringLiteral("the same window with the same tasks, no session running"));

    if (const QString problem = rig.start(rig.taskIds(), QStringLiteral("stream 3")); !problem.isEmpty())
        return failure(QStringLiteral("cannot start the sessions: ") + problem);
    if (!rig.waitForTurns(120'000))
        return failure(QStringLiteral("%1 of %2 first turns ended%3").arg(rig.completedTurns()).arg(sessions).arg(rig.firstError().isEmpty() ? QString() : QStringLiteral(": ") + rig.firstError()));
    rig.workbench().openTask(rig.taskIds().constFirst());
    idleFor(kSettleMs);
    QJsonObject measured = measureQuiet(ms);
    measured.insert(QStringLiteral("sessions"), sessions);
    measured.insert(QStringLiteral("seconds"), seconds);
    measured.insert(QStringLiteral("cpu_resolution_ms"), cpuTickMs());
    const int agentctls = measured.value(QStringLiteral("agentctls")).toInt();
    rig.stopAll();
    if (agentctls != sessions && agentctls != sessions + 1) // one spare ahead of the next launch
        return failure(QStringLiteral("%1 agentctls ran for %2 sessions").arg(agentctls).arg(sessions));
    measured.insert(QStringLiteral("spare_agentctls"), agentctls - sessions);
    const double extra = measured.value(QStringLiteral("core_percent")).toDouble() - baseline.value(QStringLiteral("core_percent")).toDouble();
    return benchResult(kName, measured, baseline, std::round(extra * 1000) / 1000,
                       {{QStringLiteral("goal"), QStringLiteral("20 open idle sessions cost < 0.1% of one core")},
                        {QStringLiteral("ratio_is"), QStringLiteral("core percent with the sessions minus core percent without them")}});
}

} // namespace kandesk::bench
