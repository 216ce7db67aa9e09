// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "shellcommand.h"

#include "application/stores.h"
#include "application/terminals/taskterminals.h"
#include "clihome.h"
#include "clioutput.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

int taskShellCommand(const QStringList &arguments)
{
    const QString name = QStringLiteral("kandesk task shell");
    const QString usage = QStringLiteral("usage: kandesk task shell ID [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Say where the shell would run, and run nothing."));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    parser.addOptions({ json, dataDir });
    const ParsedArguments parsed = parseArguments(parser, arguments, name, usage, 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    std::optional<CliHome> home = openHome(name, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    const Stores &stores = *home->stores;
    auto task = findTask(stores, parsed.positional.constFirst());
    if (!task) {
        printError(name + QStringLiteral(": ") + task.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        const Expected<TaskTerminals::ShellPlan> plan = TaskTerminals::shellPlan(stores, task->id);
        if (!plan) {
            printError(name + QStringLiteral(": ") + plan.error());
            return ExitFailure;
        }
        printJson({ { QStringLiteral("task"), task->id },
                    { QStringLiteral("workspace"), plan->shownFolder },
                    { QStringLiteral("shell"), QJsonArray::fromStringList(plan->argv) } });
        return ExitOk;
    }
    const QString error = TaskTerminals::execShell(stores, task->id);
    printError(name + QStringLiteral(": ") + error);
    return ExitFailure;
}

} // namespace kandesk::cli
