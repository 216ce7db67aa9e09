// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "launchoverhead.h"

#include "acpclient.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/launchrig.h"
#include "lifecycle/launch/launchtypes.h"
#include "managednpmlaunch.h"

#include <QDir>

namespace kandesk::bench {

namespace {

const QString kStub = QStringLiteral(KANDESK_STUBAGENT_PATH);

// The baseline: the agent alone, spoken to over its stdio.
Expected<double> directTurn()
{
    auto run = runAcpAgent({kStub}, QDir::tempPath(), QStringLiteral("stream 1"), -1, 60'000);
    if (!run)
        return Error{run.error()};
    return run->startMs + run->turnMs;
}

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), QStringLiteral("launch_overhead")}, {QStringLiteral("error"), error}};
}

} // namespace

QJsonObject measureLaunchOverhead(int runs, int minimumRuns)
{
    const int samples = qMax(runs, minimumRuns);
    // As the app runs: another session is open, so an agentctl started ahead of need waits for the
    // next launch. The cold rig starts each launch's agentctl then (the first launch of an idle app).
    LaunchRig rig;
    rig.keepSpareAgentctl();
    LaunchRig cold;
    for (LaunchRig *each : {&rig, &cold}) {
        if (const QString problem = each->setUp(); !problem.isEmpty())
            return failure(QStringLiteral("cannot set up: ") + problem);
    }
    QString error;
    const ExecutionPtr resident = rig.launchOnly(ExecutorTypes::Local, &error);
    if (!resident)
        return failure(QStringLiteral("cannot open the resident session: ") + error);
    QList<double> direct;
    QHash<QString, QList<double>> launched;
    QHash<QString, QList<double>> launchedCold;
    QHash<QString, QList<QJsonObject>> breakdowns;
    QHash<QString, QList<QJsonObject>> breakdownsCold;
    auto measureOne = [&error](LaunchRig &on, const QString &type, QList<double> &times, QList<QJsonObject> &parts) {
        const auto run = on.runOne(type, QStringLiteral("stream 1"), 30'000, &error);
        if (!error.isEmpty())
            return false;
        times.append(run->completedMs);
        parts.append(run->breakdown());
        return true;
    };
    for (int i = 0; i < samples && error.isEmpty(); ++i) {
        auto baseline = directTurn();
        if (!baseline) {
            error = baseline.error();
            break;
        }
        direct.append(*baseline);
        for (const QString &type : {ExecutorTypes::Local, ExecutorTypes::Worktree}) {
            // The very first launch finds no spare: the resident session never started an agent.
            const bool first = i == 0 && type == ExecutorTypes::Local;
            if (!first && !rig.waitForSpare(10'000)) {
                error = QStringLiteral("no spare agentctl became ready");
                break;
            }
            if (!measureOne(rig, type, launched[type], breakdowns[type]) || !measureOne(cold, type, launchedCold[type], breakdownsCold[type]))
                break;
        }
    }
    rig.stopExecution(resident);
    if (!error.isEmpty())
        return failure(error);
    const Distribution base = Distribution::of(direct);
    auto entryOf = [&base](const QList<double> &times, const QList<QJsonObject> &parts) {
        const Distribution d = Distribution::of(times);
        QJsonObject entry = d.toJson();
        entry.insert(QStringLiteral("overhead_p50_ms"), d.p50 - base.p50);
        entry.insert(QStringLiteral("overhead_p95_ms"), d.p95 - base.p95);
        entry.insert(QStringLiteral("breakdown_p50_ms"), medianBreakdown(parts));
        return entry;
    };
    QJsonObject measured;
    QJsonObject withoutSpare{{QStringLiteral("what"), QStringLiteral("each launch starts its agentctl (no session open, as an idle app's first launch)")}};
    for (const QString &type : {ExecutorTypes::Local, ExecutorTypes::Worktree}) {
        const int skip = type == ExecutorTypes::Local ? 1 : 0;
        measured.insert(type, entryOf(launched.value(type).mid(skip), breakdowns.value(type).mid(skip)));
        withoutSpare.insert(type, entryOf(launchedCold.value(type), breakdownsCold.value(type)));
    }
    measured.insert(QStringLiteral("what"), QStringLiteral("another session open, so the launch adopts the agentctl started ahead of need (the very first local launch, without one, left out)"));
    measured.insert(QStringLiteral("without_spare"), withoutSpare);
    QJsonObject baseline = base.toJson();
    baseline.insert(QStringLiteral("what"), QStringLiteral("stub agent spawned directly: initialize + session/new + prompt over stdio"));
    const double localP50 = measured.value(ExecutorTypes::Local).toObject().value(QStringLiteral("p50_ms")).toDouble();
    // A built-in npm agent: the managed start against node on its entry, and npx, in this run.
    measured.insert(QStringLiteral("managed_npm"), measureManagedNpmLaunch(samples));
    return benchResult(QStringLiteral("launch_overhead"), measured, baseline, base.p50 > 0 ? localP50 / base.p50 : 0,
                       {{QStringLiteral("goal"), QStringLiteral("local overhead <= 10 ms p50 with a session open; managed npm agent <= 30 ms p50 over node directly")}});
}

} // namespace kandesk::bench
