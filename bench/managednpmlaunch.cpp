// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "managednpmlaunch.h"

#include "benchresult.h"
#include "benchsupport.h"
#include "lifecycle/launch/commandbuilder.h"
#include "lifecycle/npmagents/managednpmagents.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace kandesk::bench {

namespace {

const QString kSdkVersion = QStringLiteral("1.9.0");

// Spawns argv and speaks ACP over its stdio: initialize, then session/new; yields the time from
// the spawn to session/new's answer. prepare() runs first inside the timed span (the managed case
// resolves its command there).
Expected<double> acpStartup(const std::function<Expected<QStringList>()> &prepare, const QString &workDir)
{
    QElapsedTimer timer;
    timer.start();
    auto argv = prepare();
    if (!argv)
        return Error { argv.error() };
    QProcess agent;
    agent.setWorkingDirectory(workDir);
    agent.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    agent.start(argv->constFirst(), argv->mid(1));
    if (!agent.waitForStarted())
        return Error { QStringLiteral("cannot start %1: %2").arg(argv->constFirst(), agent.errorString()) };
    QByteArray buffer;
    int answered = 0;
    auto send = [&agent](int id, const char *method, const QJsonObject &params) {
        const QJsonObject request { { QStringLiteral("jsonrpc"), QStringLiteral("2.0") }, { QStringLiteral("id"), id },
            { QStringLiteral("method"), QString::fromLatin1(method) }, { QStringLiteral("params"), params } };
        agent.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    };
    QObject::connect(&agent, &QProcess::readyReadStandardOutput, &agent, [&] {
        buffer += agent.readAllStandardOutput();
        qsizetype newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
            const QJsonObject message = QJsonDocument::fromJson(buffer.left(newline)).object();
            buffer.remove(0, newline + 1);
            if (!message.contains(QStringLiteral("result")))
                continue;
            if (++answered == 1)
                send(2, "session/new",
                    { { QStringLiteral("cwd"), workDir }, { QStringLiteral("mcpServers"), QJsonArray {} } });
        }
    });
    send(1, "initialize",
        { { QStringLiteral("protocolVersion"), 1 }, { QStringLiteral("clientCapabilities"), QJsonObject {} } });
    const bool done
        = spinUntil([&answered, &agent] { return answered >= 2 || agent.state() == QProcess::NotRunning; }, 60'000);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    agent.closeWriteChannel();
    agent.terminate();
    if (!agent.waitForFinished(3'000)) {
        agent.kill();
        agent.waitForFinished(3'000);
    }
    if (!done || answered < 2)
        return Error {
            QStringLiteral("%1 did not answer initialize and session/new").arg(argv->join(QLatin1Char(' ')))
        };
    return ms;
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
    AgentDefinition agent;
    agent.id = QStringLiteral("sdk-example-acp");
    agent.displayName = QStringLiteral("ACP SDK example");
    agent.npmPackage = QStringLiteral("@agentclientprotocol/sdk");
    agent.npmEntry = QStringLiteral("dist/examples/agent.js");
    const auto managed = std::make_shared<ManagedNpmAgents>(home.path());
    QElapsedTimer installTimer;
    installTimer.start();
    auto installed = managed->install(agent, kSdkVersion);
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
        agent.npmPackage + QLatin1Char('@') + kSdkVersion, QStringLiteral("--"), node->path, installed->entry };

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
