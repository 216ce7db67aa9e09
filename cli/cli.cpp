// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "cli.h"

#include "cli/clioutput.h"
#include "cli/profilecommands.h"
#include "cli/runcommand.h"
#include "cli/secretcommands.h"
#include "cli/taskcommands.h"
#include "cli/tasklistcommand.h"

#include <QCoreApplication>
#include <QHash>

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

QString verbsHelp()
{
    return QStringLiteral(
        "Command line (no window; every command takes --data-dir DIR, else $KANDESK_HOME; --help shows its options):\n"
        "  kandesk run --repo PATH [--agent ID | --agent-command CMD] [--json] \"prompt\"   run a new task\n"
        "  kandesk task list [--json] [--archived]                   the tasks of the board\n"
        "  kandesk task show ID [--json]                             a task, its sessions and transcripts\n"
        "  kandesk task resume ID \"prompt\" [--json]                  continue the task's latest session\n"
        "  kandesk task stop ID [--json]                             stop what runs for the task\n"
        "  kandesk task delete ID [--with-worktree [--force]]        delete a task (and its worktrees)\n"
        "  kandesk secret set NAME | list [--json] | delete NAME     secrets (the value is read from stdin)\n"
        "  kandesk profile list | add | edit ID | delete ID          agent profiles and custom ACP agents\n"
        "Exit codes: 0 done, 1 failed, 2 bad usage, 130 interrupted.");
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
    if (verb == QLatin1String("secret"))
        return secretCommand(arguments);
    if (verb == QLatin1String("profile"))
        return profileCommand(arguments);
    // task <sub>
    const QString sub = arguments.value(1);
    const QHash<QString, int (*)(const QStringList &)> tasks{{QStringLiteral("list"), &taskListCommand},
                                                              {QStringLiteral("show"), &taskShowCommand},
                                                              {QStringLiteral("resume"), &taskResumeCommand},
                                                              {QStringLiteral("stop"), &taskStopCommand},
                                                              {QStringLiteral("delete"), &taskDeleteCommand}};
    if (const auto command = tasks.value(sub)) {
        arguments.removeAt(1);
        return command(arguments);
    }
    printError(QStringLiteral("kandesk task: unknown command \"%1\" (known: list, show, resume, stop, delete)").arg(sub));
    return ExitUsage;
}

} // namespace kandesk::cli
