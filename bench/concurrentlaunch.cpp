// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "concurrentlaunch.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/launchrig.h"
#include "lifecycle/launch/launchtypes.h"

namespace kandesk::bench {

namespace {

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), QStringLiteral("concurrent_launch")}, {QStringLiteral("error"), error}};
}

QString firstError(const QList<std::shared_ptr<LaunchRun>> &runs)
{
    for (const auto &run : runs) {
        if (!run->error.isEmpty())
            return run->error;
    }
    return {};
}

} // namespace

QJsonObject measureConcurrentLaunch(int launches)
{
    LaunchRig rig;
    if (const QString problem = rig.setUp(); !problem.isEmpty())
        return failure(QStringLiteral("cannot set up: ") + problem);
    const QString prompt = QStringLiteral("stream 1");

    // Warm-up (page cache, first agentctl start), not counted.
    {
        const auto warm = rig.begin(ExecutorTypes::Local, prompt);
        rig.finish({warm});
        rig.stopAll({warm});
    }

    // Baseline: one after the other.
    QList<double> alone;
    QElapsedTimer sequentialClock;
    sequentialClock.start();
    GuiHeartbeat sequentialBeat;
    sequentialBeat.start();
    for (int i = 0; i < launches; ++i) {
        const auto run = rig.begin(ExecutorTypes::Local, prompt);
        const bool finished = rig.finish({run});
        rig.stopAll({run});
        if (!run->error.isEmpty() || !finished)
            return failure(run->error.isEmpty() ? QStringLiteral("a sequential launch did not complete") : run->error);
        alone.append(run->completedMs);
    }
    sequentialBeat.stop();
    const double sequentialMs = double(sequentialClock.nsecsElapsed()) / 1e6;

    // All at once.
    GuiHeartbeat beat;
    beat.start();
    QElapsedTimer clock;
    clock.start();
    QList<std::shared_ptr<LaunchRun>> runs;
    for (int i = 0; i < launches; ++i)
        runs.append(rig.begin(ExecutorTypes::Local, prompt));
    const bool finished = rig.finish(runs);
    const double wallMs = double(clock.nsecsElapsed()) / 1e6;
    beat.stop();
    int completed = 0;
    QList<double> each;
    for (const auto &run : std::as_const(runs)) {
        if (run->completedMs >= 0 && run->error.isEmpty()) {
            ++completed;
            each.append(run->completedMs);
        }
    }
    const QString error = firstError(runs);
    rig.stopAll(runs);
    if (!finished || completed != launches)
        return failure(QStringLiteral("%1 of %2 launches completed%3").arg(completed).arg(launches).arg(error.isEmpty() ? QString() : QStringLiteral(": ") + error));

    QJsonObject measured = Distribution::of(each).toJson();
    measured.insert(QStringLiteral("launches"), launches);
    measured.insert(QStringLiteral("completed"), completed);
    measured.insert(QStringLiteral("wall_ms"), wallMs);
    const QJsonObject stall = beat.toJson();
    for (auto it = stall.constBegin(); it != stall.constEnd(); ++it)
        measured.insert(it.key(), it.value());
    QJsonObject baseline{{QStringLiteral("one_alone"), Distribution::of(alone).toJson()},
                         {QStringLiteral("sequential_wall_ms"), sequentialMs},
                         {QStringLiteral("sequential_longest_gui_stall_ms"), sequentialBeat.toJson().value(QStringLiteral("longest_gui_stall_ms"))},
                         {QStringLiteral("what"), QStringLiteral("the same launches one after the other (local executor)")}};
    return benchResult(QStringLiteral("concurrent_launch"), measured, baseline, sequentialMs > 0 ? wallMs / sequentialMs : 0,
                       {{QStringLiteral("goal"), QStringLiteral("all complete; longest GUI stall <= 30 ms")},
                        {QStringLiteral("ratio_is"), QStringLiteral("concurrent wall time / sequential wall time")}});
}

} // namespace kandesk::bench
