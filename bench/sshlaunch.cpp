// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshlaunch.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/launchrig.h"
#include "lifecycle/launch/launchtypes.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"

#include <QHash>

namespace kandesk::bench {

namespace {

QJsonObject failure(const QString &error)
{
    return { { QStringLiteral("benchmark"), QStringLiteral("ssh_launch_overhead") }, { QStringLiteral("error"), error } };
}

// Nothing measured, and why (printed like a result, so a run's output stays one line per benchmark).
QJsonObject skipped(const QString &why)
{
    return benchResult(QStringLiteral("ssh_launch_overhead"), {}, {}, 0, { { QStringLiteral("skipped"), why } });
}

// Step names without what changes between runs ("Connect to user@host:port" → "step: Connect").
QJsonObject stableNames(const QJsonObject &breakdown)
{
    QJsonObject out;
    for (auto it = breakdown.begin(); it != breakdown.end(); ++it) {
        QString name = it.key();
        if (name.startsWith(QStringLiteral("step: Connect to ")))
            name = QStringLiteral("step: Connect");
        out.insert(name, it.value());
    }
    return out;
}

} // namespace

QJsonObject measureSshLaunchOverhead(int runs)
{
    if (const QString why = test::SshServer::unavailableReason(); !why.isEmpty())
        return skipped(why);
    test::SshServer server;
    if (const QString error = server.start(); !error.isEmpty())
        return skipped(QStringLiteral("sshd cannot run here: ") + error);
    LaunchRig rig;
    rig.enableSsh(test::hostOf(server, server.remoteHome() + QStringLiteral("/kd")));
    if (const QString problem = rig.setUp(); !problem.isEmpty())
        return failure(QStringLiteral("cannot set up: ") + problem);

    QHash<QString, QList<double>> completed;
    QHash<QString, QList<QJsonObject>> breakdowns;
    QJsonObject first;
    // One more than asked: the first SSH launch uploads agentctl and opens the control connection.
    for (int i = 0; i <= runs; ++i) {
        for (const QString &type : { ExecutorTypes::Worktree, ExecutorTypes::Ssh }) {
            QString error;
            const auto run = rig.runOne(type, QStringLiteral("stream 1"), 180'000, &error);
            if (!error.isEmpty())
                return failure(type + QStringLiteral(": ") + error);
            if (i == 0 && type == ExecutorTypes::Ssh) {
                first = stableNames(run->breakdown());
                first.insert(QStringLiteral("total"), run->completedMs);
                continue;
            }
            if (i == 0)
                continue; // the warm-up of the local launch, for symmetry
            completed[type].append(run->completedMs);
            breakdowns[type].append(stableNames(run->breakdown()));
        }
    }
    const Distribution local = Distribution::of(completed.value(ExecutorTypes::Worktree));
    const Distribution remote = Distribution::of(completed.value(ExecutorTypes::Ssh));
    QJsonObject sshEntry = remote.toJson();
    sshEntry.insert(QStringLiteral("over_local_p50_ms"), remote.p50 - local.p50);
    sshEntry.insert(QStringLiteral("breakdown_p50_ms"), medianBreakdown(breakdowns.value(ExecutorTypes::Ssh)));
    sshEntry.insert(QStringLiteral("first_launch_ms"), first);
    QJsonObject measured { { QStringLiteral("ssh"), sshEntry } };
    QJsonObject baseline = local.toJson();
    baseline.insert(QStringLiteral("what"), QStringLiteral("a local worktree launch of the same stub agent, in this run"));
    baseline.insert(QStringLiteral("breakdown_p50_ms"), medianBreakdown(breakdowns.value(ExecutorTypes::Worktree)));
    return benchResult(QStringLiteral("ssh_launch_overhead"), measured, baseline, local.p50 > 0 ? remote.p50 / local.p50 : 0,
        { { QStringLiteral("remote"), QStringLiteral("OpenSSH sshd on 127.0.0.1 (the test fixture): no network latency, so this is Kandesk's and ssh's own cost") } });
}

} // namespace kandesk::bench
