// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "concurrentstream.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/processcpu.h"
#include "bench/rigs/windowrig.h"
#include "ui/workbench.h"

#include <cmath>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("concurrent_stream");

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

// One round of prompts in the rig: wall time, stall, CPU, chunks.
Expected<QJsonObject> streamRound(WindowRig &rig, const QStringList &sessions, const QString &prompt)
{
    const qint64 chunksBefore = rig.chunks();
    GuiHeartbeat beat;
    const KandeskCpu before = KandeskCpu::now(); // outside the heartbeat: its /proc walk is the bench's, not Kandesk's
    beat.start();
    QElapsedTimer clock;
    clock.start();
    if (const QString problem = rig.promptAll(prompt, sessions); !problem.isEmpty())
        return Error{problem};
    if (!rig.waitForTurns(300'000))
        return Error{rig.firstError().isEmpty() ? QStringLiteral("the turns did not end") : rig.firstError()};
    const double wallMs = double(clock.nsecsElapsed()) / 1e6;
    beat.stop();
    KandeskCpu used = KandeskCpu::now() - before;
    used.guiMs -= beat.ownCpuMs();
    const qint64 chunks = rig.chunks() - chunksBefore;
    QJsonObject round{{QStringLiteral("sessions"), int(sessions.size())},
                      {QStringLiteral("chunks"), chunks},
                      {QStringLiteral("wall_ms"), std::round(wallMs)},
                      {QStringLiteral("chunks_per_s"), wallMs > 0 ? std::round(double(chunks) * 1000.0 / wallMs) : 0},
                      {QStringLiteral("cpu_ms"), used.totalMs()},
                      {QStringLiteral("gui_cpu_ms"), used.guiMs},
                      {QStringLiteral("agentctl_cpu_ms"), used.agentctlMs},
                      {QStringLiteral("cpu_ms_per_100k_chunks"), chunks > 0 ? std::round(used.totalMs() * 100'000.0 / double(chunks)) : 0}};
    const QJsonObject stall = beat.toJson();
    for (auto it = stall.constBegin(); it != stall.constEnd(); ++it)
        round.insert(it.key(), it.value());
    return round;
}

} // namespace

QJsonObject measureConcurrentStream(int agents, int chunks)
{
    WindowRig rig;
    if (const QString problem = rig.setUp(agents); !problem.isEmpty())
        return failure(QStringLiteral("cannot set up: ") + problem);
    // Every session runs a first short turn; the first task is shown, all are on the board.
    if (const QString problem = rig.start(rig.taskIds(), QStringLiteral("stream 1")); !problem.isEmpty())
        return failure(QStringLiteral("cannot start the sessions: ") + problem);
    if (!rig.waitForTurns(120'000))
        return failure(QStringLiteral("the first turns did not end: ") + rig.firstError());
    rig.workbench().openTask(rig.taskIds().constFirst());
    idleFor(1'000);

    const QString prompt = QStringLiteral("stream %1 fast").arg(chunks);
    auto alone = streamRound(rig, {rig.sessionIds().constFirst()}, prompt);
    if (!alone)
        return failure(QStringLiteral("one alone: ") + alone.error());
    auto together = streamRound(rig, rig.sessionIds(), prompt);
    if (!together)
        return failure(QStringLiteral("all at once: ") + together.error());
    rig.stopAll();
    const qint64 expected = qint64(agents) * chunks;
    if (together->value(QStringLiteral("chunks")).toInteger() != expected)
        return failure(QStringLiteral("chunks lost: %1 of %2 arrived").arg(together->value(QStringLiteral("chunks")).toInteger()).arg(expected));

    QJsonObject baseline = alone.value();
    baseline.insert(QStringLiteral("what"), QStringLiteral("the shown session streaming the same chunks alone in the same window"));
    const double aloneStall = baseline.value(QStringLiteral("longest_gui_stall_ms")).toDouble();
    const double stall = together->value(QStringLiteral("longest_gui_stall_ms")).toDouble();
    return benchResult(kName, together.value(), baseline, aloneStall > 0 ? std::round(stall / aloneStall * 100) / 100 : 0,
                       {{QStringLiteral("goal"), QStringLiteral("longest GUI stall <= 16 ms with 20 agents streaming 5k chunks each")},
                        {QStringLiteral("ratio_is"), QStringLiteral("longest GUI stall with all of them / with one alone")}});
}

} // namespace kandesk::bench
