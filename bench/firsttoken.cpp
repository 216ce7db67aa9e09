// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "firsttoken.h"

#include "acpclient.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/cpuload.h"
#include "bench/rigs/launchrig.h"
#include "bench/rigs/modelstandin.h"
#include "firsttokenagents.h"
#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/npmagents/managednpmagents.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <optional>

namespace kandesk::bench {

namespace {

constexpr int kTimeoutMs = 120'000;
const QString kPrompt = QStringLiteral("say hi");

QString benchmarkName(bool besideABuild)
{
    return besideABuild ? QStringLiteral("first_token_beside_a_build") : QStringLiteral("first_token");
}

// What agentctl offers in its initialize (agentctl/acp/acpclient.cpp): the bare client asks the
// agent for the same, so that the difference is Kandesk's way there, not other work of the agent.
QJsonObject agentctlClientCapabilities()
{
    return {{QStringLiteral("fs"), QJsonObject{{QStringLiteral("readTextFile"), true}, {QStringLiteral("writeTextFile"), true}}},
            {QStringLiteral("terminal"), true},
            {QStringLiteral("auth"), QJsonObject{{QStringLiteral("terminal"), true}}},
            {QStringLiteral("elicitation"), QJsonObject{{QStringLiteral("form"), QJsonObject{}}, {QStringLiteral("url"), QJsonObject{}}}}};
}

// One run's environment: a fresh HOME under homes, seeded for the agent, pointed at the stand-in.
Expected<QHash<QString, QString>> freshHome(const StandInAgent &agent, const QString &homes, const QString &name, const QString &url)
{
    const QString home = QDir(homes).filePath(name);
    if (!QDir().mkpath(home))
        return Error{QStringLiteral("cannot create %1").arg(home)};
    if (const QString problem = agent.seedHome(home, url); !problem.isEmpty())
        return Error{problem};
    QHash<QString, QString> env = homeEnvironment(home);
    env.insert(agent.environment(home, url));
    return env;
}

AgentProfile profileFor(const StandInAgent &agent, const QHash<QString, QString> &env)
{
    AgentProfile profile;
    profile.agentId = agent.definition.id;
    profile.agentVersion = agent.version;
    profile.autoApprove = true; // as the bare client allows what the agent asks
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        profile.envVars.append({it.key(), it.value(), {}});
    return profile;
}

struct Samples {
    QList<double> kandesk;
    QList<QJsonObject> breakdowns;
    QList<double> bare;
    QList<QJsonObject> bareBreakdowns; // in the terms of Kandesk's breakdown, to compare phase by phase
    QList<double> pairedOverhead;      // Kandesk's run minus the bare one beside it
};

QJsonObject bareBreakdown(const AcpRunTimes &run)
{
    return {{QStringLiteral("agent: initialize"), run.initializeMs},
            {QStringLiteral("agent: session/new"), run.startMs - run.initializeMs},
            {QStringLiteral("turn: to the first text chunk"), run.firstTextMs - run.startMs}};
}

// Kandesk's Start to the first chunk with text on the GUI thread, and where the time went.
Expected<double> kandeskRun(LaunchRig &rig, const AgentProfile &profile, QJsonObject *breakdown)
{
    QString error;
    const auto run = rig.runOne(ExecutorTypes::Local, kPrompt, kTimeoutMs, &error, profile);
    if (!error.isEmpty())
        return Error{QStringLiteral("Kandesk's launch: ") + error};
    if (run->firstTextMs < 0)
        return Error{QStringLiteral("Kandesk's launch: the turn ended without a message chunk with text")};
    *breakdown = run->breakdown();
    breakdown->insert(QStringLiteral("turn: to the first text chunk"), run->firstTextMs - run->startedMs);
    return run->firstTextMs;
}

Expected<AcpRunTimes> bareRun(const QStringList &argv, const QString &workDir, const QHash<QString, QString> &env)
{
    AcpSpawn spawn;
    spawn.argv = argv;
    spawn.workDir = workDir;
    spawn.prompt = kPrompt;
    spawn.env = env;
    spawn.clientCapabilities = agentctlClientCapabilities();
    spawn.timeoutMs = kTimeoutMs;
    auto run = runAcpAgent(spawn);
    if (!run)
        return Error{QStringLiteral("the bare client: ") + run.error()};
    if (run->firstTextMs < 0)
        return Error{QStringLiteral("the bare client: the turn ended without an agent_message_chunk with text")};
    return run;
}

// The stand-in's requests since `from`, counted by "METHOD path -> status".
QJsonObject requestsSince(const ModelStandIn &standIn, qsizetype from)
{
    QHash<QString, int> counts;
    const QStringList requests = standIn.requests();
    for (qsizetype i = from; i < requests.size(); ++i)
        ++counts[requests.at(i)];
    QJsonObject result;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        result.insert(it.key(), it.value());
    return result;
}

class AgentBench
{
public:
    AgentBench(LaunchRig &rig, const ManagedNpmAgents &managed, const ModelStandIn &standIn, QString homes, bool besideABuild)
        : m_rig(rig)
        , m_managed(managed)
        , m_standIn(standIn)
        , m_homes(std::move(homes))
        , m_besideABuild(besideABuild)
    {
    }

    // The agent's entries of measured and baseline, or an error of the agent's own.
    std::pair<QJsonObject, QJsonObject> measure(const StandInAgent &agent, int runs)
    {
        QElapsedTimer install;
        install.start();
        auto installed = m_managed.install(agent.definition, agent.version);
        if (!installed)
            return {failed(QStringLiteral("cannot install: ") + installed.error()), {}};
        const double installMs = double(install.nsecsElapsed()) / 1e6;
        // The argv Kandesk's command builder makes for it: the bare client spawns the same.
        auto launch = m_managed.resolve(agent.definition, agent.version);
        if (!launch)
            return {failed(launch.error()), {}};
        const QStringList argv = launch->argv + agent.definition.extraArgs;
        const qsizetype firstRequest = m_standIn.requests().size();

        Samples samples;
        std::optional<CpuLoad> build; // after the install: the samples only
        if (m_besideABuild)
            build.emplace();
        QJsonObject warmup;
        // One warm-up of each (page cache, node's compile cache), then alternating which goes first.
        for (int i = -1; i < runs; ++i) {
            const bool bareFirst = i % 2 == 0;
            for (int leg = 0; leg < 2; ++leg) {
                const bool bare = (leg == 0) == bareFirst;
                const QString home = QStringLiteral("%1-%2-%3").arg(agent.name).arg(i + 1).arg(bare ? QStringLiteral("bare") : QStringLiteral("kandesk"));
                auto env = freshHome(agent, m_homes, home, m_standIn.baseUrl());
                if (!env)
                    return {failed(env.error()), {}};
                if (bare) {
                    auto run = bareRun(argv, m_rig.repository(), *env);
                    if (!run)
                        return {failed(run.error(), m_standIn, firstRequest), {}};
                    if (i < 0) {
                        warmup.insert(QStringLiteral("bare_ms"), run->firstTextMs);
                        continue;
                    }
                    samples.bare.append(run->firstTextMs);
                    samples.bareBreakdowns.append(bareBreakdown(*run));
                } else {
                    // The first launch of all warms the spare the others adopt.
                    if (m_launched++ > 0 && !m_rig.waitForSpare(10'000))
                        return {failed(QStringLiteral("no spare agentctl became ready")), {}};
                    QJsonObject breakdown;
                    auto run = kandeskRun(m_rig, profileFor(agent, *env), &breakdown);
                    if (!run)
                        return {failed(run.error(), m_standIn, firstRequest), {}};
                    if (i < 0) {
                        warmup.insert(QStringLiteral("kandesk_ms"), *run);
                        continue;
                    }
                    samples.kandesk.append(*run);
                    samples.breakdowns.append(breakdown);
                }
            }
            if (i >= 0)
                samples.pairedOverhead.append(samples.kandesk.constLast() - samples.bare.constLast());
        }
        const Distribution ours = Distribution::of(samples.kandesk);
        const Distribution base = Distribution::of(samples.bare);
        QJsonObject measured = ours.toJson();
        measured.insert(QStringLiteral("version"), installed->version);
        measured.insert(QStringLiteral("package"), agent.definition.npmPackage);
        measured.insert(QStringLiteral("install_ms"), installMs);
        measured.insert(QStringLiteral("overhead_p50_ms"), ours.p50 - base.p50);
        measured.insert(QStringLiteral("overhead_p95_ms"), ours.p95 - base.p95);
        // Less swayed by the machine's drift than the difference of two p50s.
        measured.insert(QStringLiteral("paired_overhead_p50_ms"), Distribution::of(samples.pairedOverhead).p50);
        measured.insert(QStringLiteral("goal_met"), ours.p50 - base.p50 <= 30.0);
        measured.insert(QStringLiteral("breakdown_p50_ms"), medianBreakdown(samples.breakdowns));
        measured.insert(QStringLiteral("warmup"), warmup);
        measured.insert(QStringLiteral("stand_in_requests"), requestsSince(m_standIn, firstRequest));
        QJsonObject baseline = base.toJson();
        baseline.insert(QStringLiteral("breakdown_p50_ms"), medianBreakdown(samples.bareBreakdowns));
        baseline.insert(QStringLiteral("argv"), QJsonArray::fromStringList(argv));
        return {measured, baseline};
    }

private:
    static QJsonObject failed(const QString &error) { return {{QStringLiteral("error"), error}}; }
    static QJsonObject failed(const QString &error, const ModelStandIn &standIn, qsizetype from)
    {
        return {{QStringLiteral("error"), error}, {QStringLiteral("stand_in_requests"), requestsSince(standIn, from)}};
    }

    LaunchRig &m_rig;
    const ManagedNpmAgents &m_managed;
    const ModelStandIn &m_standIn;
    QString m_homes;
    int m_launched = 0;
    bool m_besideABuild = false;
};

} // namespace

QJsonObject measureFirstToken(int runs, bool besideABuild)
{
    const QString name = benchmarkName(besideABuild);
    const auto failure = [&name](const QString &error) {
        return QJsonObject{{QStringLiteral("benchmark"), name}, {QStringLiteral("error"), error}};
    };
    auto node = findNode();
    if (!node)
        return failure(node.error());
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return failure(scratch.errorString());
    ModelStandIn standIn;
    if (const QString problem = standIn.start(); !problem.isEmpty())
        return failure(problem);
    const ManagedNpmAgents managed(scratch.filePath(QStringLiteral("kandesk-home")));
    const QList<StandInAgent> agents = standInAgents();
    // As the app runs with a session open: the launch adopts an agentctl started ahead of need.
    LaunchRig rig;
    rig.keepSpareAgentctl();
    for (const StandInAgent &agent : agents)
        rig.addAgent(agent.definition);
    // Not owned: `managed` outlives the rig.
    rig.useNpmAgents(std::shared_ptr<const NpmAgentLauncher>(&managed, [](const NpmAgentLauncher *) { }));
    if (const QString problem = rig.setUp(); !problem.isEmpty())
        return failure(QStringLiteral("cannot set up: ") + problem);

    QString error;
    const ExecutionPtr resident = rig.launchOnly(ExecutorTypes::Local, &error);
    if (!resident)
        return failure(QStringLiteral("cannot open the resident session: ") + error);
    AgentBench bench(rig, managed, standIn, scratch.filePath(QStringLiteral("homes")), besideABuild);
    QJsonObject measured;
    QJsonObject baseline;
    double worstRatio = 0;
    for (const StandInAgent &agent : agents) {
        const auto [ours, base] = bench.measure(agent, runs);
        measured.insert(agent.name, ours);
        if (ours.contains(QStringLiteral("error")))
            continue;
        baseline.insert(agent.name, base);
        const double baseP50 = base.value(QStringLiteral("p50_ms")).toDouble();
        if (baseP50 > 0)
            worstRatio = std::max(worstRatio, ours.value(QStringLiteral("p50_ms")).toDouble() / baseP50);
    }
    rig.stopExecution(resident);
    if (baseline.isEmpty())
        return failure(QStringLiteral("no agent could be measured: ")
                       + QString::fromUtf8(QJsonDocument(measured).toJson(QJsonDocument::Compact)));
    measured.insert(QStringLiteral("what"),
                    QStringLiteral("Kandesk's Start (local launch adopting the agentctl started ahead of need, as with a session open; "
                                   "managed npm agent) to the first message chunk with text on the GUI thread, prompt \"%1\", model "
                                   "stand-in on loopback")
                        .arg(kPrompt));
    baseline.insert(QStringLiteral("what"), QStringLiteral("a minimal stdio ACP client spawning the same argv in the same repository: spawn to "
                                                           "the first agent_message_chunk with text (initialize, session/new, prompt)"));
    return benchResult(name, measured, baseline, worstRatio,
                       {{QStringLiteral("node"), node->version.toString()},
                        {QStringLiteral("load"), besideABuild ? QStringLiteral("one busy loop per core at nice 0, same session, while the agents run")
                                                              : QStringLiteral("none")},
                        {QStringLiteral("ratio_of"), QStringLiteral("the agent with the highest Kandesk p50 / bare p50")},
                        {QStringLiteral("goal"), QStringLiteral("Kandesk's overhead <= 30 ms p50 over the bare client, per agent")}});
}

} // namespace kandesk::bench
