// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// kandesk-bench: prints one JSON object per benchmark, each with a baseline from the same run.
#include "coldstart.h"
#include "launchoverhead.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <functional>
#include <map>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Kandesk benchmarks; one JSON object per line."));
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions per measurement."),
                                        QStringLiteral("n"), QStringLiteral("10"));
    parser.addOption(runsOption);
    parser.addPositionalArgument(QStringLiteral("benchmark"), QStringLiteral("Benchmarks to run (default: all)."));
    parser.process(app);

    bool runsOk = false;
    const int runs = parser.value(runsOption).toInt(&runsOk);
    QTextStream err(stderr);
    if (!runsOk || runs < 1) {
        err << "kandesk-bench: --runs wants a positive number\n";
        return 2;
    }

    const std::map<QString, std::function<QJsonObject()>> benchmarks{
        {QStringLiteral("cold_start"), [runs] { return kandesk::bench::measureColdStart(runs); }},
        {QStringLiteral("launch_overhead"), [runs] { return kandesk::bench::measureLaunchOverhead(runs); }},
    };
    QStringList selected = parser.positionalArguments();
    if (selected.isEmpty()) {
        for (const auto &[name, run] : benchmarks)
            selected.append(name);
    }
    QTextStream out(stdout);
    int failures = 0;
    for (const QString &name : std::as_const(selected)) {
        const auto it = benchmarks.find(name);
        if (it == benchmarks.end()) {
            err << "kandesk-bench: no benchmark named " << name << '\n';
            return 2;
        }
        const QJsonObject result = it->second();
        failures += result.contains(QStringLiteral("error")) ? 1 : 0;
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << Qt::endl;
    }
    return failures == 0 ? 0 : 1;
}
