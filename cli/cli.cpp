// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "cli.h"

#include "cli/clioutput.h"
#include "cli/runcommand.h"
#include "cli/tasklistcommand.h"

#include <QCoreApplication>

#include <cstring>

namespace kandesk::cli {

bool isCliVerb(const char *argument)
{
    if (!argument)
        return false;
    for (const char *verb : {"run", "task", "secret", "profile"}) {
        if (std::strcmp(argument, verb) == 0)
            return true;
    }
    return false;
}

int runCli(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Kandesk"));
    QCoreApplication::setOrganizationName(QStringLiteral("Kandesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KANDESK_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    const QString verb = arguments.value(1);
    arguments.removeAt(1); // the parsers see "kandesk <options…>"
    if (verb == QLatin1String("run"))
        return runCommand(arguments);
    if (verb == QLatin1String("task")) {
        const QString sub = arguments.value(1);
        if (sub == QLatin1String("list")) {
            arguments.removeAt(1);
            return taskListCommand(arguments);
        }
        printError(QStringLiteral("kandesk task: unknown command \"%1\" (known: list)").arg(sub));
        return ExitUsage;
    }
    printError(QStringLiteral("kandesk %1: not available from the command line yet; use the window").arg(verb));
    return ExitUsage;
}

} // namespace kandesk::cli
