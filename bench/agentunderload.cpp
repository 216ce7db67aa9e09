// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentunderload.h"

#include "acpclient.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/cpuload.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "lifecycle/npmagents/npmtools.h"
#include "models/agentpriority.h"
#include "models/agents/agentregistry.h"

#include <QJsonArray>
#include <QTemporaryDir>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("agent_under_load");

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

struct Cell {
    QList<double> startMs;
    QList<double> turnMs;
    QJsonObject toJson() const
    {
        QJsonObject cell{{QStringLiteral("start_ms"), Distribution::of(startMs).toJson()}};
        if (!turnMs.isEmpty())
            cell.insert(QStringLiteral("turn_ms"), Distribution::of(turnMs).toJson());
        return cell;
    }
};

} // namespace

QJsonObject measureAgentUnderLoad(const QList<int> &niceValues, int samples, bool withTurn)
{
    QTemporaryDir home;
    if (!home.isValid())
        return failure(home.errorString());
    const AgentDefinition agent = acpSdkExampleAgent();
    ManagedNpmAgents managed(home.path());
    auto installed = managed.install(agent, kAcpSdkVersion);
    if (!installed)
        return failure(installed.error());
    auto node = findNode();
    if (!node)
        return failure(node.error());
    const QStringList argv{node->path, installed->entry};
    const QString prompt = withTurn ? QStringLiteral("Add a line to the README") : QString();
    if (auto warm = runAcpAgent(argv, home.path(), prompt); !warm)
        return failure(warm.error());

    QJsonObject measured;
    QJsonObject baseline;
    double ratioAtDefault = 0;
    for (const int nice : niceValues) {
        Cell idle;
        Cell loaded;
        for (int i = 0; i < samples; ++i) {
            auto quiet = runAcpAgent(argv, home.path(), prompt, nice);
            if (!quiet)
                return failure(quiet.error());
            idle.startMs.append(quiet->startMs);
            if (withTurn)
                idle.turnMs.append(quiet->turnMs);
            const CpuLoad load;
            auto busy = runAcpAgent(argv, home.path(), prompt, nice);
            if (!busy)
                return failure(busy.error());
            loaded.startMs.append(busy->startMs);
            if (withTurn)
                loaded.turnMs.append(busy->turnMs);
        }
        const QString key = QStringLiteral("nice_%1").arg(nice);
        QJsonObject entry = loaded.toJson();
        const double idleStart = Distribution::of(idle.startMs).p50;
        const double ratio = idleStart > 0 ? Distribution::of(loaded.startMs).p50 / idleStart : 0;
        entry.insert(QStringLiteral("start_p50_vs_idle"), ratio);
        measured.insert(key, entry);
        baseline.insert(key, idle.toJson());
        if (nice == kAgentProcessNice)
            ratioAtDefault = ratio;
    }
    baseline.insert(QStringLiteral("what"), QStringLiteral("the same agent at the same nice values on an idle machine"));
    return benchResult(kName, measured, baseline, ratioAtDefault,
                       {{QStringLiteral("agent"), QStringLiteral("%1@%2 %3").arg(agent.npmPackage, installed->version, agent.npmEntry)},
                        {QStringLiteral("load"), QStringLiteral("one busy loop per core at nice 0, same session")},
                        {QStringLiteral("default_nice"), kAgentProcessNice},
                        {QStringLiteral("ratio_is"), QStringLiteral("median start beside the load / idle, at the default nice")}});
}

} // namespace kandesk::bench
