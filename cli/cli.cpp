// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "cli.h"

#include "cli/agents/agentcommands.h"
#include "cli/backupcommands.h"
#include "cli/checkpointcommands.h"
#include "cli/clioutput.h"
#include "cli/profilecommands.h"
#include "cli/queuecommand.h"
#include "cli/shellcommand.h"
#include "cli/reviewcommentcommands.h"
#include "cli/runcommand.h"
#include "cli/secretcommands.h"
#include "cli/settingscommands.h"
#include "cli/sessioncommands.h"
#include "cli/workflowcommands.h"
#include "cli/pullrequestcommands.h"
#include "cli/shipcommands.h"
#include "cli/startmode.h"
#include "cli/diffcommand.h"
#include "cli/attemptcommands.h"
#include "cli/clireference.h"
#include "cli/diagnosticscommand.h"
#include "cli/issuecommands.h"
#include "cli/executors/executorcommands.h"
#include "application/translations.h"
#include "cli/taskcommands.h"
#include "cli/taskcreatecommand.h"
#include "cli/taskmovecommand.h"
#include "cli/tasklistcommand.h"

#include <QCoreApplication>
#include <QHash>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "Cli".
struct CliWords {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

QString verbUsage(const QString &verb)
{
    if (verb == QLatin1String("task"))
        return QStringLiteral(
            "usage: kandesk task COMMAND [options] [--data-dir DIR]   (kandesk task COMMAND --help shows its options)\n"
            "  list [--json] [--archived]                   the tasks of the board\n"
            "  show ID [--json]                             a task, its sessions and transcripts\n"
            "  create TITLE [--description TEXT] [--repo PATH [--base BRANCH]] [--workflow NAME] [--step NAME] [--after ID]… [--parent ID]\n"
            "         [--profile NAME] [--json]             a task that may wait for others (not started)\n"
            "  import REF [--repo PATH] [--connection ID|NAME] [--run] [--json]   a task from an issue (github:O/R#N, gitlab:G/P#N,\n"
            "         linear:KEY-N, jira:KEY-N); --query TEXT | --jql JQL --connection C [--dry-run]: the issues a search finds\n"
            "  move ID STEP [--before ID] [--run] [--json]  to a step of its workflow (by name); --run runs what the steps do here\n"
            "  resume ID \"prompt\" [--json] [--auto-approve] [--mode MODE] [--model MODEL]  continue the task's latest session\n"
            "  stop ID [--json]                             stop what runs for the task\n"
            "  delete ID [--with-worktree [--force]]        delete a task (and its worktrees)\n"
            "  restore ID [--json]                          a deleted task and its branch back (within 30 days)\n"
            "  archive ID [--force] | unarchive ID          off the board (worktrees removed, branches and transcripts kept), or back\n"
            "  diff ID [--base|--uncommitted] [--json]      the task's changes against its base branch (or uncommitted)\n"
            "  comment ID FILE:LINE[-LINE] \"text\" [--old]   a review comment on lines of the task's changes\n"
            "  comments ID [--send] [--json]                the task's review comments; --send hands them to the agent\n"
            "  queue ID \"prompt\" [--json] | ID --list        queue a prompt for the task's session (sent after its turn)\n"
            "  shell ID [--json]                            the task's shell in its workspace, in this terminal\n"
            "  checkpoints ID [--json]                      the checkpoints kept before the task's agent turns\n"
            "  rewind ID --turn N [--yes] [--json]          the workspace back to before turn N (without --yes: what would change)\n"
            "  attempts ID [--diff FROM:TO] [--json]        the task's attempts side by side (kandesk run --attempts), or one against another\n"
            "  keep ID ATTEMPT [--force] [--json]           an attempt's worktree becomes the task's; the others are archived\n")
            + shipCommandsUsage() + QLatin1Char('\n') + pullRequestCommandsUsage();
    if (verb == QLatin1String("secret"))
        return QStringLiteral(
            "usage: kandesk secret COMMAND [options] [--data-dir DIR]   (kandesk secret COMMAND --help shows its options)\n"
            "  set NAME [--label TEXT]   store a secret (the value is read from standard input)\n"
            "  list [--json]             the stored secrets' names, never their values\n"
            "  delete NAME               remove a secret");
    if (verb == QLatin1String("profile"))
        return QStringLiteral(
            "usage: kandesk profile COMMAND [options] [--data-dir DIR]   (kandesk profile COMMAND --help shows its options)\n"
            "  list [--json]                                              the agent profiles and custom agents\n"
            "  add --name NAME [--agent ID | --agent-command \"CMD ARGS…\"] …  add a profile\n"
            "  edit ID [--name NAME] …                                     change a profile\n"
            "  delete ID                                                  remove a profile");
    if (verb == QLatin1String("executor"))
        return executorCommandsUsage();
    if (verb == QLatin1String("agent"))
        return agentCommandsUsage();
    if (verb == QLatin1String("backup"))
        return backupCommandsUsage();
    if (verb == QLatin1String("session"))
        return sessionCommandsUsage();
    if (verb == QLatin1String("workflow"))
        return workflowCommandsUsage();
    if (verb == QLatin1String("settings"))
        return settingsCommandsUsage();
    if (verb == QLatin1String("integration"))
        return integrationCommandsUsage();
    if (verb == QLatin1String("completions"))
        return QStringLiteral(
            "usage: kandesk completions SHELL   (the shell's completion script for kandesk's verbs, commands and options)\n"
            "  bash   source <(kandesk completions bash)\n"
            "  zsh    kandesk completions zsh > \"${fpath[1]}/_kandesk\" (then compinit)\n"
            "  fish   kandesk completions fish | source");
    return {};
}

QString verbsHelp()
{
    return QStringLiteral(
        "Command line (no window, no display needed; every command takes --data-dir DIR, else $KANDESK_HOME, before or after\n"
        "the verb; kandesk VERB --help and kandesk VERB COMMAND --help show the options):\n"
        "  kandesk run --repo PATH [--agent ID | --agent-command CMD] [--workflow NAME] [--mode MODE] [--model MODEL] [--json] \"prompt\"   run a new task\n"
        "  kandesk task list [--json] [--archived]                   the tasks of the board\n"
        "  kandesk task show ID [--json]                             a task, its sessions and transcripts\n"
        "  kandesk task create TITLE [--workflow NAME] [--step NAME] [--after ID]… [--parent ID]  a task that may wait for others\n"
        "  kandesk task import github:O/R#N | gitlab:G/P#N | linear:KEY-N | jira:KEY-N [--repo PATH] [--run]   a task from an issue\n"
        "  kandesk task move ID STEP [--before ID] [--run] [--json]  to a step of its workflow (by name); --run runs what the steps do\n"
        "  kandesk task resume ID [\"prompt\"] [--json]                continue the task's latest session (no prompt: the next queued one)\n"
        "  kandesk task stop ID [--json]                             stop what runs for the task\n"
        "  kandesk task delete ID [--with-worktree [--force]]        delete a task (and its worktrees)\n"
        "  kandesk task restore ID [--json]                          a deleted task and its branch back (within 30 days)\n"
        "  kandesk task archive ID [--force] | unarchive ID          off the board, worktrees removed, branches kept; or back\n"
        "  kandesk task comment ID FILE:LINE[-LINE] \"text\"          a review comment on lines of the task's changes\n"
        "  kandesk task comments ID [--send] [--json]                review comments; --send hands them to the agent\n"
        "  kandesk task queue ID \"prompt\" [--json]                   queue a prompt, sent when the session's turn ends\n"
        "  kandesk task shell ID [--json]                            the task's shell in its workspace, here\n"
        "  kandesk task checkpoints ID | rewind ID --turn N [--yes]  checkpoints before each agent turn; back to one\n"
        "  kandesk run --attempts PROFILE,PROFILE… --repo PATH \"prompt\"  one prompt tried by several agents, each in its own worktree\n"
        "  kandesk task attempts ID [--diff FROM:TO] | keep ID ATTEMPT  compare the attempts; keep one, archive the others\n"
        "  kandesk task commit | merge | push | pr | finish | open ID  review and ship (kandesk task --help)\n"
        "  kandesk secret set NAME | list [--json] | delete NAME     secrets (the value is read from stdin)\n"
        "  kandesk profile list | add | edit ID | delete ID          agent profiles and custom ACP agents\n"
        "  kandesk executor add --type ssh … | list | delete NAME    executor profiles (agents on another machine over SSH)\n"
        "  kandesk agent list | install ID[@VERSION] | update ID | remove ID   the built-in agents Kandesk installs\n"
        "  kandesk session list [--profile NAME|ID | --agent ID] [--repo PATH] [--json] | import ID   the sessions an agent keeps itself\n"
        "  kandesk backup create [FILE] | restore FILE | show FILE   save or restore the home's database and secrets file\n"
        "  kandesk workflow list | show NAME | import FILE | export [NAME…] [-o FILE] | delete NAME   workflows, kandev's files\n"
        "  kandesk settings list | get NAME | set NAME VALUE | unset NAME   settings by name, e.g. max-running-agents\n"
        "  kandesk integration list | add KIND | test ID | delete ID  issue tracker connections (GitHub, GitLab, Linear, Jira)\n"
        "  kandesk diagnostics                                       versions, system, agents and the log's tail for a bug report\n"
        "  kandesk completions bash|zsh|fish | manpage               the shell's completion script; the manual page (roff)\n"
        "Exit codes: 0 done, 1 failed, 2 bad usage, 130 interrupted.");
}

int runCli(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Kandesk"));
    QCoreApplication::setOrganizationName(QStringLiteral("Kandesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KANDESK_VERSION));
    installTranslations(app);

    QStringList arguments = verbArguments(QCoreApplication::arguments());
    const QString verb = arguments.value(1);
    arguments.removeAt(1); // the parsers see "kandesk <options…>"
    if (verb == QLatin1String("run"))
        return runCommand(arguments);
    if (verb == QLatin1String("manpage"))
        return manpageCommand(arguments);
    if (verb == QLatin1String("diagnostics"))
        return diagnosticsCommand(arguments);
    if (verb == QLatin1String("completions"))
        return completionsCommand(arguments);
    arguments = commandArguments(arguments); // `kandesk task --data-dir DIR list`
    // `kandesk task --help`, `kandesk profile`: the verb's commands.
    const QString sub = arguments.value(1);
    if (sub == QLatin1String("-h") || sub == QLatin1String("--help")) {
        printLine(verbUsage(verb));
        return ExitOk;
    }
    if (sub.isEmpty() || sub.startsWith(QLatin1Char('-'))) {
        printError(sub.isEmpty() ? CliWords::tr("kandesk %1: a command is missing").arg(verb)
                                 : CliWords::tr("kandesk %1: a command must come before \"%2\"").arg(verb, sub));
        printError(verbUsage(verb));
        return ExitUsage;
    }
    if (verb == QLatin1String("secret"))
        return secretCommand(arguments);
    if (verb == QLatin1String("profile"))
        return profileCommand(arguments);
    if (verb == QLatin1String("executor"))
        return executorCommand(arguments);
    if (verb == QLatin1String("agent"))
        return agentCommand(arguments);
    if (verb == QLatin1String("backup"))
        return backupCommand(arguments);
    if (verb == QLatin1String("session"))
        return sessionCommand(arguments);
    if (verb == QLatin1String("workflow"))
        return workflowCommand(arguments);
    if (verb == QLatin1String("settings"))
        return settingsCommand(arguments);
    if (verb == QLatin1String("integration"))
        return integrationCommand(arguments);
    // task <sub>
    QHash<QString, int (*)(const QStringList &)> tasks{{QStringLiteral("list"), &taskListCommand},
                                                              {QStringLiteral("show"), &taskShowCommand},
                                                              {QStringLiteral("resume"), &taskResumeCommand},
                                                              {QStringLiteral("stop"), &taskStopCommand},
                                                              {QStringLiteral("delete"), &taskDeleteCommand},
                                                              {QStringLiteral("restore"), &taskRestoreCommand},
                                                              {QStringLiteral("archive"), &taskArchiveCommand},
                                                              {QStringLiteral("unarchive"), &taskUnarchiveCommand},
                                                              {QStringLiteral("move"), &taskMoveCommand},
                                                              {QStringLiteral("create"), &taskCreateCommand},
                                                              {QStringLiteral("import"), &taskImportCommand},
                                                              {QStringLiteral("comment"), &taskCommentCommand},
                                                              {QStringLiteral("comments"), &taskCommentsCommand},
                                                              {QStringLiteral("diff"), &taskDiffCommand},
                                                              {QStringLiteral("queue"), &taskQueueCommand},
                                                              {QStringLiteral("shell"), &taskShellCommand},
                                                              {QStringLiteral("checkpoints"), &taskCheckpointsCommand},
                                                              {QStringLiteral("rewind"), &taskRewindCommand},
                                                              {QStringLiteral("attempts"), &taskAttemptsCommand},
                                                              {QStringLiteral("keep"), &taskKeepCommand}};
    tasks.insert(shipCommands());
    tasks.insert(pullRequestCommands());
    if (const auto command = tasks.value(sub)) {
        arguments.removeAt(1);
        return command(arguments);
    }
    printError(CliWords::tr("kandesk task: unknown command \"%1\" (known: list, show, create, import, move, resume, stop, "
                         "delete, restore, archive, unarchive, diff, comment, comments, queue, shell, checkpoints, "
                         "rewind, attempts, keep, commit, merge, push, pr, checks, sync, finish, open)")
                   .arg(sub));
    return ExitUsage;
}

} // namespace kandesk::cli
