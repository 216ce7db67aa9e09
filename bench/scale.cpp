// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "scale.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/childrun.h"
#include "bench/rigs/processmemory.h"
#include "bench/rigs/windowrig.h"
#include "ui/workbench.h"

#include <QElapsedTimer>
#include <QJsonArray>

#include <cmath>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("scale");
// Switching between sessions as a user clicks through them: each shown task gets this long.
constexpr int kSwitchMs = 100;
constexpr int kMaxSwitches = 40;
constexpr double kGoalKandeskMibPerSession = 3.0;

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

double mib(qint64 kib)
{
    return std::round(double(kib) / 1024.0 * 100) / 100;
}

double rounded(double value, double unit = 1000)
{
    return std::round(value * unit) / unit;
}

QJsonObject memoryJson(const KandeskMemory &memory)
{
    return {{QStringLiteral("window_pss_mib"), mib(memory.windowKiB)},
            {QStringLiteral("agentctl_pss_mib"), mib(memory.agentctlKiB)},
            {QStringLiteral("agent_pss_mib"), mib(memory.agentKiB)},
            {QStringLiteral("agentctls"), memory.agentctls},
            {QStringLiteral("agent_processes"), memory.agentProcesses}};
}

void insertAll(QJsonObject &into, const QJsonObject &from)
{
    for (auto it = from.constBegin(); it != from.constEnd(); ++it)
        into.insert(it.key(), it.value());
}

// The user clicks through the open sessions, one after another; the longest GUI stall meanwhile.
QJsonObject switchThrough(WindowRig &rig)
{
    const QStringList &tasks = rig.taskIds();
    const int switches = int(qMin<qsizetype>(kMaxSwitches, qMax<qsizetype>(2, tasks.size())));
    GuiHeartbeat beat;
    beat.start();
    for (int i = 0; i < switches; ++i) {
        rig.workbench().openTask(tasks.at(i % tasks.size()));
        idleFor(kSwitchMs);
    }
    beat.stop();
    QJsonObject json{{QStringLiteral("switches"), switches}};
    json.insert(QStringLiteral("switch_longest_gui_stall_ms"), rounded(beat.longestGapMs(), 100));
    return json;
}

struct AtCount {
    QJsonObject measured;
    QJsonObject baseline;
    QString error;
    double kandeskMibPerSession = 0;
};

AtCount measureAt(int sessions, int idleMs, int settleMs)
{
    AtCount at;
    WindowRig rig;
    if (const QString problem = rig.setUp(sessions); !problem.isEmpty()) {
        at.error = QStringLiteral("cannot set up: ") + problem;
        return at;
    }
    rig.workbench().openTask(rig.taskIds().constFirst());
    idleFor(settleMs);
    const KandeskMemory without = KandeskMemory::now();
    at.baseline = memoryJson(without);
    insertAll(at.baseline, measureQuiet(idleMs));
    insertAll(at.baseline, switchThrough(rig));

    QElapsedTimer starting;
    starting.start();
    if (const QString problem = rig.start(rig.taskIds(), QStringLiteral("stream 3")); !problem.isEmpty()) {
        at.error = QStringLiteral("cannot start %1 sessions: %2").arg(sessions).arg(problem);
        return at;
    }
    if (!rig.waitForTurns(300'000)) {
        at.error = QStringLiteral("%1 of %2 first turns ended%3")
                       .arg(rig.completedTurns())
                       .arg(sessions)
                       .arg(rig.firstError().isEmpty() ? QString() : QStringLiteral(": ") + rig.firstError());
        return at;
    }
    const double startMs = double(starting.nsecsElapsed()) / 1e6;
    rig.workbench().openTask(rig.taskIds().constFirst());
    idleFor(settleMs);
    const KandeskMemory with = KandeskMemory::now();
    if (with.agentctls != sessions && with.agentctls != sessions + 1) { // one spare ahead of the next launch
        at.error = QStringLiteral("%1 agentctls ran for %2 sessions").arg(with.agentctls).arg(sessions);
        return at;
    }
    at.measured = memoryJson(with);
    at.measured.insert(QStringLiteral("sessions"), sessions);
    at.measured.insert(QStringLiteral("spare_agentctls"), with.agentctls - sessions);
    at.measured.insert(QStringLiteral("all_started_and_turned_ms"), std::round(startMs));
    // Only sums compare: the window's own PSS falls as agentctls come to share its Qt libraries.
    const qint64 kandeskAdded = with.kandeskKiB() - without.kandeskKiB();
    const qint64 machineAdded = with.totalKiB() - without.totalKiB();
    at.kandeskMibPerSession = double(kandeskAdded) / 1024.0 / sessions;
    at.measured.insert(QStringLiteral("kandesk_added_mib_per_session"), rounded(at.kandeskMibPerSession, 100));
    at.measured.insert(QStringLiteral("machine_added_mib_per_session"), rounded(double(machineAdded) / 1024.0 / sessions, 100));
    insertAll(at.measured, measureQuiet(idleMs));
    insertAll(at.measured, switchThrough(rig));
    rig.stopAll();

    // A start of Kandesk with that home: every session stored, none running.
    auto started = runChild(QStringLiteral(KANDESK_APP_PATH),
                            {QStringLiteral("--self-test"), QStringLiteral("--data-dir"), rig.homePath()},
                            {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
    if (!started || started->exitCode != 0) {
        at.error = QStringLiteral("kandesk --self-test on the home of %1 sessions: %2")
                       .arg(sessions)
                       .arg(started ? QStringLiteral("exit code %1").arg(started->exitCode) : started.error());
        return at;
    }
    at.measured.insert(QStringLiteral("cold_start_ms"), rounded(started->wallMs, 10));
    return at;
}

} // namespace

QJsonObject measureScale(const QList<int> &counts, int idleMs, int settleMs)
{
    QJsonArray measured;
    QJsonArray baselines;
    double atLargestCount = 0; // the counts go up
    for (const int sessions : counts) {
        const AtCount at = measureAt(sessions, idleMs, settleMs);
        if (!at.error.isEmpty())
            return failure(at.error);
        measured.append(at.measured);
        QJsonObject baseline = at.baseline;
        baseline.insert(QStringLiteral("tasks"), sessions);
        baselines.append(baseline);
        atLargestCount = at.kandeskMibPerSession;
    }
    return benchResult(kName, {{QStringLiteral("counts"), measured}},
                       {{QStringLiteral("counts"), baselines},
                        {QStringLiteral("what"), QStringLiteral("the same window with the same tasks before any session started")}},
                       rounded(atLargestCount / kGoalKandeskMibPerSession, 100),
                       {{QStringLiteral("goal"), QStringLiteral("Kandesk's own processes (window + agentctls) add <= 3 MiB PSS per session; idle CPU flat")},
                        {QStringLiteral("ratio_is"), QStringLiteral("MiB Kandesk adds per session at the largest count / 3 MiB")}});
}

} // namespace kandesk::bench
