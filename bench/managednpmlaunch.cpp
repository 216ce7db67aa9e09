// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "managednpmlaunch.h"

#include "acpclient.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/npmagents/managednpmagents.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace kandesk::bench {

namespace {

// The time from the spawn to session/new's answer; prepare() runs first inside the timed span (the
// managed case resolves its command there).
Expected<double> acpStartup(const std::function<Expected<QStringList>()> &prepare, const QString &workDir)
{
    QElapsedTimer timer;
    timer.start();
    auto argv = prepare();
    if (!argv)
        return Error { argv.error() };
    const double preparedMs = double(timer.nsecsElapsed()) / 1e6;
    auto run = runAcpAgent(*argv, workDir, {}, -1, 60'000);
    if (!run)
        return Error { run.error() };
    return preparedMs + run->startMs;
}

QJsonObject failure(const QString &error)
{
    return { { QStringLiteral("error"), error } };
}

} // namespace

QJsonObject measureManagedNpmLaunch(int samples)
{
    if (QStandardPaths::findExecutable(QStringLiteral("npm")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("npx")).isEmpty())
        return failure(QStringLiteral("npm and npx are not installed"));
    QTemporaryDir home;
    if (!home.isValid())
        return failure(home.errorString());
    const AgentDefinition agent = acpSdkExampleAgent();
    const auto managed = std::make_shared<ManagedNpmAgents>(home.path());
    QElapsedTimer installTimer;
    installTimer.start();
    auto installed = managed->install(agent, kAcpSdkVersion);
    if (!installed)
        return failure(installed.error());
    const double installMs = double(installTimer.nsecsElapsed()) / 1e6;
    auto node = findNode();
    if (!node)
        return failure(node.error());
    const QString workDir = home.path();
    const QStringList direct { node->path, installed->entry };
    // npx resolves the package (from its cache, else the registry), then runs the same entry.
    const QStringList npx { QStandardPaths::findExecutable(QStringLiteral("npx")), QStringLiteral("-y"),
        QStringLiteral("--prefer-offline"), QStringLiteral("--package"),
        agent.npmPackage + QLatin1Char('@') + kAcpSdkVersion, QStringLiteral("--"), node->path, installed->entry };

    auto viaDirect = [&direct]() -> Expected<QStringList> { return direct; };
    auto viaManaged = [&managed, &agent]() -> Expected<QStringList> {
        auto commands = buildAgentCommand(LaunchRequest {}, nullptr, agent, managed.get());
        if (!commands)
            return Error { commands.error() };
        return commands->args;
    };
    auto viaNpx = [&npx]() -> Expected<QStringList> { return npx; };

    // One warm-up of each (the page cache, npx's cache), then interleaved samples.
    for (const auto &prepare : { std::function<Expected<QStringList>()>(viaDirect),
             std::function<Expected<QStringList>()>(viaManaged), std::function<Expected<QStringList>()>(viaNpx) }) {
        if (auto warm = acpStartup(prepare, workDir); !warm)
            return failure(warm.error());
    }
    QList<double> directMs;
    QList<double> managedMs;
    QList<double> npxMs;
    for (int i = 0; i < samples; ++i) {
        auto a = acpStartup(viaDirect, workDir);
        auto b = acpStartup(viaManaged, workDir);
        auto c = acpStartup(viaNpx, workDir);
        if (!a || !b || !c)
            return failure(a.error() + b.error() + c.error());
        directMs.append(*a);
        managedMs.append(*b);
        npxMs.append(*c);
    }
    // What the managed start adds before the spawn: resolving the version and building the argv.
    QList<double> resolveMs;
    for (int i = 0; i < 200; ++i) {
        QElapsedTimer resolveTimer;
        resolveTimer.start();
        if (auto argv = viaManaged(); !argv)
            return failure(argv.error());
        resolveMs.append(double(resolveTimer.nsecsElapsed()) / 1e6);
    }
    const Distribution base = Distribution::of(directMs);
    const Distribution ours = Distribution::of(managedMs);
    const Distribution viaNpxDistribution = Distribution::of(npxMs);
    QJsonObject managedEntry = ours.toJson();
    managedEntry.insert(QStringLiteral("overhead_p50_ms"), ours.p50 - base.p50);
    managedEntry.insert(QStringLiteral("overhead_p95_ms"), ours.p95 - base.p95);
    managedEntry.insert(QStringLiteral("resolve_p50_ms"), Distribution::of(resolveMs).p50);
    QJsonObject npxEntry = viaNpxDistribution.toJson();
    npxEntry.insert(QStringLiteral("overhead_p50_ms"), viaNpxDistribution.p50 - base.p50);
    npxEntry.insert(QStringLiteral("overhead_p95_ms"), viaNpxDistribution.p95 - base.p95);
    QJsonObject baseline = base.toJson();
    baseline.insert(QStringLiteral("what"),
        QStringLiteral(
            "node on the installed entry, spawned directly: spawn to the answers of initialize + session/new"));
    return { { QStringLiteral("agent"),
                 QStringLiteral("%1@%2 %3").arg(agent.npmPackage, installed->version, agent.npmEntry) },
        { QStringLiteral("node"), node->version.toString() }, { QStringLiteral("install_ms"), installMs },
        { QStringLiteral("baseline_node_direct"), baseline }, { QStringLiteral("managed"), managedEntry },
        { QStringLiteral("npx"), npxEntry },
        { QStringLiteral("goal"), QStringLiteral("managed overhead <= 30 ms p50 over node directly") },
        { QStringLiteral("goal_met"), ours.p50 - base.p50 <= 30.0 } };
}

} // namespace kandesk::bench
