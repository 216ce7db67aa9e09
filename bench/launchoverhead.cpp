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
    LaunchRig rig;
    if (const QString problem = rig.setUp(); !problem.isEmpty())
        return failure(QStringLiteral("cannot set up: ") + problem);
    QList<double> direct;
    QHash<QString, QList<double>> launched;
    QHash<QString, QList<QJsonObject>> breakdowns;
    for (int i = 0; i < samples; ++i) {
        auto baseline = directTurn();
        if (!baseline)
            return failure(baseline.error());
        direct.append(*baseline);
        for (const QString &type : {ExecutorTypes::Local, ExecutorTypes::Worktree}) {
            QString error;
            const auto run = rig.runOne(type, QStringLiteral("stream 1"), 30'000, &error);
            if (!error.isEmpty())
                return failure(error);
            launched[type].append(run->completedMs);
            breakdowns[type].append(run->breakdown());
        }
    }
    const Distribution base = Distribution::of(direct);
    QJsonObject measured;
    for (const QString &type : {ExecutorTypes::Local, ExecutorTypes::Worktree}) {
        const Distribution d = Distribution::of(launched.value(type));
        QJsonObject entry = d.toJson();
        entry.insert(QStringLiteral("overhead_p50_ms"), d.p50 - base.p50);
        entry.insert(QStringLiteral("overhead_p95_ms"), d.p95 - base.p95);
        entry.insert(QStringLiteral("breakdown_p50_ms"), medianBreakdown(breakdowns.value(type)));
        measured.insert(type, entry);
    }
    QJsonObject baseline = base.toJson();
    baseline.insert(QStringLiteral("what"), QStringLiteral("stub agent spawned directly: initialize + session/new + prompt over stdio"));
    const double localP50 = measured.value(ExecutorTypes::Local).toObject().value(QStringLiteral("p50_ms")).toDouble();
    // A built-in npm agent: the managed start against node on its entry, and npx, in this run.
    measured.insert(QStringLiteral("managed_npm"), measureManagedNpmLaunch(samples));
    return benchResult(QStringLiteral("launch_overhead"), measured, baseline, base.p50 > 0 ? localP50 / base.p50 : 0,
                       {{QStringLiteral("goal"), QStringLiteral("local overhead <= 100 ms p50; managed npm agent <= 30 ms p50 over node directly")}});
}

} // namespace kandesk::bench
