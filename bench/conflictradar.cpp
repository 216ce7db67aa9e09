// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "conflictradar.h"

#include "application/review/conflictradar.h"
#include "application/stores.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/stubhome.h"
#include "models/database.h"
#include "models/stores/mergeprobestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <sys/resource.h>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("conflict_radar");
constexpr int kFiles = 400;

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

QByteArray source(int file, const QByteArray &change = {})
{
    QByteArray text;
    for (int line = 0; line < 60; ++line)
        text += "int value" + QByteArray::number(file) + "_" + QByteArray::number(line) + " = " + QByteArray::number(line) + ";\n";
    if (!change.isEmpty())
        text.replace(QByteArrayLiteral("= 30;"), QByteArray("= " + change + ";"));
    return text;
}

// Files branch i edits: two of its own and one it shares with the branch after it.
QList<int> filesOf(int branch)
{
    return {2 * branch, 2 * branch + 1, 2 * branch + 2};
}

Status commitOn(const QString &repo, const QString &branch, const QList<int> &files, const QByteArray &change)
{
    if (Status done = benchGit(repo, {QStringLiteral("checkout"), QStringLiteral("-q"), branch}); !done)
        return done;
    for (int file : files) {
        if (Status written = writeBenchFile(QDir(repo).filePath(QStringLiteral("src/file%1.cpp").arg(file)), source(file, change)); !written)
            return written;
    }
    if (Status committed = commitAll(repo, QString::fromUtf8(change)); !committed)
        return committed;
    return benchGit(repo, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("main")});
}

double cpuMsOfUsAndChildren()
{
    rusage self{};
    rusage children{};
    ::getrusage(RUSAGE_SELF, &self);
    ::getrusage(RUSAGE_CHILDREN, &children);
    auto ms = [](const timeval &time) { return double(time.tv_sec) * 1e3 + double(time.tv_usec) / 1e3; };
    return ms(self.ru_utime) + ms(self.ru_stime) + ms(children.ru_utime) + ms(children.ru_stime);
}

struct TimedScan {
    double wallMs = 0;
    double cpuMs = 0;
    int mergeTreeRuns = 0;
    int conflictingTasks = 0;
};

Expected<TimedScan> timedScan(ConflictRadar &radar)
{
    const double cpuBefore = cpuMsOfUsAndChildren();
    QElapsedTimer timer;
    timer.start();
    auto scan = radar.scan(QStringLiteral("default"));
    if (!scan)
        return Error{scan.error()};
    return TimedScan{double(timer.nsecsElapsed()) / 1e6, cpuMsOfUsAndChildren() - cpuBefore, scan->mergeTreeRuns,
                     int(scan->byTask.size())};
}

QJsonObject scansJson(const QList<TimedScan> &scans)
{
    QList<double> wall;
    QList<double> cpu;
    for (const TimedScan &scan : scans) {
        wall.append(scan.wallMs);
        cpu.append(scan.cpuMs);
    }
    return {{QStringLiteral("wall_ms"), Distribution::of(wall).toJson()},
            {QStringLiteral("cpu_ms"), Distribution::of(cpu).toJson()},
            {QStringLiteral("merge_tree_runs"), scans.isEmpty() ? 0 : scans.constFirst().mergeTreeRuns}};
}

} // namespace

QJsonObject measureConflictRadar(int branches, int runs)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return failure(QStringLiteral("no temporary folder"));
    const QString repo = QDir(dir.path()).filePath(QStringLiteral("repo"));
    if (const QString why = makeBenchRepository(repo); !why.isEmpty())
        return failure(why);
    for (int file = 0; file < kFiles; ++file) {
        if (Status written = writeBenchFile(QDir(repo).filePath(QStringLiteral("src/file%1.cpp").arg(file)), source(file)); !written)
            return failure(written.error());
    }
    if (Status committed = commitAll(repo, QStringLiteral("base")); !committed)
        return failure(committed.error());

    Database database(dir.filePath(QStringLiteral("kandesk.db")));
    if (Status opened = database.open(); !opened)
        return failure(opened.error());
    Stores stores(database, dir.path());
    Repository row;
    row.workspaceId = QStringLiteral("default");
    row.name = QStringLiteral("repo");
    row.path = repo;
    row.defaultBranch = QStringLiteral("main");
    auto added = stores.repositories().add(row);
    if (!added)
        return failure(added.error());
    for (int i = 0; i < branches; ++i) {
        const QString branch = QStringLiteral("task%1").arg(i);
        if (Status done = benchGit(repo, {QStringLiteral("branch"), branch, QStringLiteral("main")}); !done)
            return failure(done.error());
        if (Status done = commitOn(repo, branch, filesOf(i), "task" + QByteArray::number(i)); !done)
            return failure(done.error());
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = branch;
        task.repositories = {{added->id, QStringLiteral("main"), 0}};
        auto created = stores.tasks().create(task);
        if (!created)
            return failure(created.error());
        if (Status set = stores.tasks().setBranch(created->id, branch); !set)
            return failure(set.error());
    }

    QList<double> mergeTreeMs;
    QList<TimedScan> cold;
    QList<TimedScan> unchanged;
    QList<TimedScan> oneMoved;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        if (Status done = benchGit(repo, {QStringLiteral("merge-tree"), QStringLiteral("--write-tree"), QStringLiteral("task0"),
                                     QStringLiteral("task2")});
            !done)
            return failure(done.error());
        mergeTreeMs.append(double(timer.nsecsElapsed()) / 1e6);

        ConflictRadar radar(stores);
        if (Status cleared = MergeProbeStore(database).update(repo, {}, {}); !cleared)
            return failure(cleared.error());
        for (QList<TimedScan> *into : {&cold, &unchanged}) {
            auto scan = timedScan(radar);
            if (!scan)
                return failure(scan.error());
            into->append(*scan);
        }
        if (Status done = commitOn(repo, QStringLiteral("task%1").arg(branches / 2), {3 * kFiles / 4 + run},
                                   "moved" + QByteArray::number(run));
            !done)
            return failure(done.error());
        auto scan = timedScan(radar);
        if (!scan)
            return failure(scan.error());
        oneMoved.append(*scan);
    }

    const Distribution moved = Distribution::of([&] {
        QList<double> wall;
        for (const TimedScan &scan : std::as_const(oneMoved))
            wall.append(scan.wallMs);
        return wall;
    }());
    const Distribution single = Distribution::of(mergeTreeMs);
    const QJsonObject measured{{QStringLiteral("open_branches"), branches},
                               {QStringLiteral("files"), kFiles},
                               {QStringLiteral("conflicting_tasks"), cold.isEmpty() ? 0 : cold.constFirst().conflictingTasks},
                               {QStringLiteral("cold_scan"), scansJson(cold)},
                               {QStringLiteral("nothing_moved_scan"), scansJson(unchanged)},
                               {QStringLiteral("one_branch_moved_scan"), scansJson(oneMoved)}};
    const QJsonObject baseline{{QStringLiteral("git_merge_tree_ms"), single.toJson()}};
    return benchResult(kName, measured, baseline, single.p50 > 0 ? moved.p50 / single.p50 : 0,
                       {{QStringLiteral("ratio_is"), QStringLiteral("one branch moved: scan p50 / one git merge-tree p50")}});
}

} // namespace kandesk::bench
