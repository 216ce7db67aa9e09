// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "launchoverhead.h"

#include "benchresult.h"
#include "benchsupport.h"
#include "launchrig.h"
#include "managednpmlaunch.h"
#include "lifecycle/launch/launchtypes.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QTimer>

namespace kandesk::bench {

namespace {

const QString kStub = QStringLiteral(KANDESK_STUBAGENT_PATH);

// The baseline: the agent alone, spoken to over its stdio.
Expected<double> directTurn()
{
    QElapsedTimer timer;
    timer.start();
    QProcess agent;
    agent.start(kStub, {});
    if (!agent.waitForStarted())
        return Error{agent.errorString()};
    QByteArray buffer;
    int answered = 0;
    auto send = [&agent](int id, const char *method, const QJsonObject &params) {
        const QJsonObject request{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
                                  {QStringLiteral("method"), QString::fromLatin1(method)}, {QStringLiteral("params"), params}};
        agent.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    };
    QString sessionId;
    QObject::connect(&agent, &QProcess::readyReadStandardOutput, &agent, [&] {
        buffer += agent.readAllStandardOutput();
        qsizetype newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
            const QJsonObject message = QJsonDocument::fromJson(buffer.left(newline)).object();
            buffer.remove(0, newline + 1);
            if (!message.contains(QStringLiteral("result")))
                continue;
            ++answered;
            if (answered == 1) {
                send(2, "session/new", {{QStringLiteral("cwd"), QDir::tempPath()}, {QStringLiteral("mcpServers"), QJsonArray{}}});
            } else if (answered == 2) {
                sessionId = message.value(QStringLiteral("result")).toObject().value(QStringLiteral("sessionId")).toString();
                send(3, "session/prompt", {{QStringLiteral("sessionId"), sessionId},
                                           {QStringLiteral("prompt"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                                             {QStringLiteral("text"), QStringLiteral("stream 1")}}}}});
            }
        }
    });
    send(1, "initialize", {{QStringLiteral("protocolVersion"), 1}, {QStringLiteral("clientCapabilities"), QJsonObject{}}});
    const bool done = spinUntil([&answered] { return answered >= 3; });
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    agent.closeWriteChannel();
    agent.waitForFinished(2'000);
    if (!done)
        return Error{QStringLiteral("the stub agent did not finish its turn")};
    return ms;
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
