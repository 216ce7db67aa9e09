// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "coldstart.h"

#include "benchresult.h"
#include "childrun.h"

#include <QJsonArray>

namespace kandesk::bench {

namespace {

struct Sampled {
    QList<double> wallMs;
    qint64 peakRssKiB = 0;
    QString error;
};

Sampled sample(const QStringList &arguments, int runs)
{
    Sampled result;
    const QStringList offscreen{QStringLiteral("QT_QPA_PLATFORM=offscreen")};
    for (int i = 0; i < runs; ++i) {
        auto run = runChild(QStringLiteral(KANDESK_APP_PATH), arguments, offscreen);
        if (!run || run->exitCode != 0) {
            result.error = run ? QStringLiteral("exit code %1").arg(run->exitCode) : run.error();
            return result;
        }
        result.wallMs.append(run->wallMs);
        result.peakRssKiB = qMax(result.peakRssKiB, run->peakRssKiB);
    }
    return result;
}

} // namespace

QJsonObject measureColdStart(int runs)
{
    const Sampled selfTest = sample({QStringLiteral("--self-test")}, runs);
    const Sampled version = sample({QStringLiteral("--version")}, runs);
    if (!selfTest.error.isEmpty() || !version.error.isEmpty())
        return {{QStringLiteral("benchmark"), QStringLiteral("cold_start")},
                {QStringLiteral("error"), QString(selfTest.error + version.error)}};
    const Distribution measured = Distribution::of(selfTest.wallMs);
    const Distribution baseline = Distribution::of(version.wallMs);
    QJsonObject measuredJson = measured.toJson();
    measuredJson.insert(QStringLiteral("peak_rss_mib"), double(selfTest.peakRssKiB) / 1024.0);
    measuredJson.insert(QStringLiteral("command"), QStringLiteral("kandesk --self-test (empty database)"));
    QJsonObject baselineJson = baseline.toJson();
    baselineJson.insert(QStringLiteral("peak_rss_mib"), double(version.peakRssKiB) / 1024.0);
    baselineJson.insert(QStringLiteral("command"), QStringLiteral("kandesk --version"));
    return benchResult(QStringLiteral("cold_start"), measuredJson, baselineJson,
                       baseline.p50 > 0 ? measured.p50 / baseline.p50 : 0,
                       {{QStringLiteral("goal"), QStringLiteral("<= 500 ms with 5k tasks")}});
}

} // namespace kandesk::bench
