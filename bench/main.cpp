// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// kandesk-bench: prints one JSON object per benchmark, each with a baseline from the same run.
#include "agentunderload.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/timedapplication.h"
#include "coldstart.h"
#include "concurrentlaunch.h"
#include "concurrentstream.h"
#include "conflictradar.h"
#include "leanworktree.h"
#include "diffload.h"
#include "firsttoken.h"
#include "idle.h"
#include "launchoverhead.h"
#include "memory.h"
#include "scale.h"
#include "scroll.h"
#include "sshlaunch.h"
#include "streamthroughput.h"
#include "terminalthroughput.h"
#include "ui/flatscrollbarstyle.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

#include <functional>
#include <map>

int main(int argc, char *argv[])
{
    // The GUI benchmarks build real widgets; they need no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    kandesk::bench::TimedApplication app(argc, argv);
    kandesk::ui::useFlatScrollBars(); // as the application does
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Kandesk benchmarks; one JSON object per line."));
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions per measurement."),
                                        QStringLiteral("n"), QStringLiteral("10"));
    const QCommandLineOption quickOption(QStringLiteral("quick"),
                                         QStringLiteral("Tiny counts: checks that every benchmark runs, measures nothing worth quoting."));
    QCommandLineOption memoryChildOption(QStringLiteral("memory-child"), QStringLiteral("(internal) the memory benchmark's child."),
                                         QStringLiteral("home"));
    memoryChildOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(runsOption);
    parser.addOption(quickOption);
    parser.addOption(memoryChildOption);
    parser.addPositionalArgument(QStringLiteral("benchmark"),
                                 QStringLiteral("Benchmarks to run (default: all): launch_overhead, first_token, first_token_beside_a_build, ssh_launch_overhead, concurrent_launch, "
                                                "stream_throughput, concurrent_stream, agent_under_load, idle, scale, cold_start, memory, scroll, diff_load, "
                                                "terminal_throughput, conflict_radar, lean_worktree."));
    parser.process(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.isSet(memoryChildOption))
        return kandesk::bench::runMemoryChild(parser.value(memoryChildOption), out);

    bool runsOk = false;
    const bool quick = parser.isSet(quickOption);
    const int runs = quick ? 1 : parser.value(runsOption).toInt(&runsOk);
    if (!quick && (!runsOk || runs < 1)) {
        err << "kandesk-bench: --runs wants a positive number\n";
        return 2;
    }

    using namespace kandesk::bench;
    // In run order: the launches first, then the heavier ones.
    const std::vector<std::pair<QString, std::function<QJsonObject()>>> benchmarks{
        {QStringLiteral("launch_overhead"), [=] { return measureLaunchOverhead(quick ? 2 : runs, quick ? 2 : 30); }},
        {QStringLiteral("first_token"), [=] { return measureFirstToken(quick ? 1 : runs); }},
        {QStringLiteral("first_token_beside_a_build"), [=] { return measureFirstToken(quick ? 1 : std::min(runs, 5), true); }},
        {QStringLiteral("ssh_launch_overhead"), [=] { return measureSshLaunchOverhead(quick ? 1 : std::min(runs, 5)); }},
        {QStringLiteral("concurrent_launch"), [=] { return measureConcurrentLaunch(quick ? 3 : 20); }},
        {QStringLiteral("stream_throughput"), [=] { return measureStreamThroughput(quick ? 500 : 100'000); }},
        {QStringLiteral("concurrent_stream"), [=] { return quick ? measureConcurrentStream(3, 200) : measureConcurrentStream(20, 5'000); }},
        {QStringLiteral("agent_under_load"), [=] { return quick ? measureAgentUnderLoad(QList<int>{0}, 1, false) : measureAgentUnderLoad(QList<int>{19, 15, 10, 5, 0}, std::min(runs, 3)); }},
        {QStringLiteral("idle"), [=] { return quick ? measureIdle(2, 1) : measureIdle(20, 30); }},
        {QStringLiteral("scale"), [=] { return quick ? measureScale({2}, 200, 200) : measureScale({1, 10, 50, 100}, 10'000, 3'000); }},
        {QStringLiteral("cold_start"), [=] { return quick ? measureColdStart(1, 50, 500) : measureColdStart(runs); }},
        {QStringLiteral("memory"), [=] { return quick ? measureMemory(2, 100, 100, 1'000) : measureMemory(10, 10'000, 1'000, 100'000); }},
        {QStringLiteral("scroll"), [=] { return measureScroll(quick ? 200 : 10'000); }},
        {QStringLiteral("diff_load"), [=] { return quick ? measureDiffLoad(200, 1) : measureDiffLoad(10'000, std::max(3, runs)); }},
        {QStringLiteral("terminal_throughput"), [=] { return quick ? measureTerminalThroughput(2, 1) : measureTerminalThroughput(100, std::min(runs, 5)); }},
        {QStringLiteral("conflict_radar"), [=] { return quick ? measureConflictRadar(4, 1) : measureConflictRadar(30, std::min(runs, 5)); }},
        {QStringLiteral("lean_worktree"), [=] { return quick ? measureLeanWorktree(5, 1) : measureLeanWorktree(200, std::min(runs, 3)); }},
    };
    QStringList selected = parser.positionalArguments();
    for (const QString &name : std::as_const(selected)) {
        if (std::none_of(benchmarks.begin(), benchmarks.end(), [&name](const auto &b) { return b.first == name; })) {
            err << "kandesk-bench: no benchmark named " << name << '\n';
            return 2;
        }
    }
    // Runs only when named or in a full run: it installs real agents (hundreds of MB) from the npm
    // registry, which the quick smoke check must not depend on.
    const QStringList notInQuickRun{QStringLiteral("first_token"), QStringLiteral("first_token_beside_a_build")};
    int failures = 0;
    for (const auto &[name, run] : benchmarks) {
        if (!selected.isEmpty() && !selected.contains(name))
            continue;
        if (selected.isEmpty() && quick && notInQuickRun.contains(name))
            continue;
        const QJsonObject machineBefore = machineInfo();
        QJsonObject result = run();
        QJsonObject machine = machineInfo();
        machine.insert(QStringLiteral("loadavg_before"), machineBefore.value(QStringLiteral("loadavg")));
        result.insert(QStringLiteral("machine"), machine);
        if (quick)
            result.insert(QStringLiteral("quick"), true);
        failures += result.contains(QStringLiteral("error")) ? 1 : 0;
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << Qt::endl;
    }
    return failures == 0 ? 0 : 1;
}
