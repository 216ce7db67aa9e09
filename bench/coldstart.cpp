// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "coldstart.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/childrun.h"
#include "bench/rigs/populate.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>

#include <cmath>

namespace kandesk::bench {

namespace {

struct Sampled {
    QList<double> wallMs;
    qint64 peakRssKiB = 0;
    QString error;

    QJsonObject toJson(const QString &command) const
    {
        QJsonObject json = Distribution::of(wallMs).toJson();
        json.insert(QStringLiteral("peak_rss_mib"), std::round(double(peakRssKiB) / 1024.0 * 10) / 10);
        json.insert(QStringLiteral("command"), command);
        return json;
    }
};

// Runs kandesk with the arguments; homeFor(i) gives run i its --data-dir (none when empty).
template<typename HomeFor>
Sampled sample(const QStringList &arguments, int runs, HomeFor homeFor)
{
    Sampled result;
    const QStringList offscreen{QStringLiteral("QT_QPA_PLATFORM=offscreen")};
    for (int i = 0; i < runs; ++i) {
        QStringList args = arguments;
        if (const QString home = homeFor(i); !home.isEmpty())
            args << QStringLiteral("--data-dir") << home;
        auto run = runChild(QStringLiteral(KANDESK_APP_PATH), args, offscreen);
        if (!run || run->exitCode != 0) {
            result.error = QStringLiteral("kandesk %1: ").arg(args.join(QLatin1Char(' ')))
                + (run ? QStringLiteral("exit code %1").arg(run->exitCode) : run.error());
            return result;
        }
        result.wallMs.append(run->wallMs);
        result.peakRssKiB = qMax(result.peakRssKiB, run->peakRssKiB);
    }
    return result;
}

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), QStringLiteral("cold_start")}, {QStringLiteral("error"), error}};
}

} // namespace

QJsonObject measureColdStart(int runs, int tasks, int messages)
{
    QTemporaryDir scratch;
    QTemporaryDir populated;
    if (!scratch.isValid() || !populated.isValid())
        return failure(QStringLiteral("cannot create a temporary folder"));
    QElapsedTimer filling;
    filling.start();
    // One session per task; the transcripts go to the first sessions, one turn each.
    const int sessionsWithTranscript = qMin(tasks, qMax(1, messages / kMessagesPerTurn));
    const int turns = qMax(1, messages / kMessagesPerTurn / qMax(1, sessionsWithTranscript));
    if (auto filled = populateHome(populated.path(), tasks, sessionsWithTranscript, turns); !filled)
        return failure(QStringLiteral("cannot fill the database: ") + filled.error());
    const double fillMs = double(filling.nsecsElapsed()) / 1e6;
    if (qEnvironmentVariableIsSet("KANDESK_BENCH_KEEP_HOME")) {
        populated.setAutoRemove(false);
        qInfo("populated home kept: %s", qPrintable(populated.path()));
    }

    // The empty case starts from a fresh home each run (a first start: the database is created).
    const Sampled empty = sample({QStringLiteral("--self-test")}, runs,
                                 [&scratch](int i) { return scratch.filePath(QStringLiteral("home-%1").arg(i)); });
    const Sampled full = sample({QStringLiteral("--self-test")}, runs, [&populated](int) { return populated.path(); });
    const Sampled version = sample({QStringLiteral("--version")}, runs, [](int) { return QString(); });
    for (const Sampled *s : {&empty, &full, &version}) {
        if (!s->error.isEmpty())
            return failure(s->error);
    }
    QJsonObject measured{{QStringLiteral("empty_database"), empty.toJson(QStringLiteral("kandesk --self-test --data-dir <fresh home>"))},
                         {QStringLiteral("populated_database"),
                          full.toJson(QStringLiteral("kandesk --self-test --data-dir <home with %1 tasks, %2 messages>").arg(tasks).arg(messages))},
                         {QStringLiteral("populate_ms"), std::round(fillMs)}};
    const Distribution baseline = Distribution::of(version.wallMs);
    const Distribution populatedRuns = Distribution::of(full.wallMs);
    return benchResult(QStringLiteral("cold_start"), measured, version.toJson(QStringLiteral("kandesk --version")),
                       baseline.p50 > 0 ? populatedRuns.p50 / baseline.p50 : 0,
                       {{QStringLiteral("goal"), QStringLiteral("<= 500 ms with 5k tasks")},
                        {QStringLiteral("ratio_is"), QStringLiteral("populated p50 / kandesk --version p50")}});
}

} // namespace kandesk::bench
