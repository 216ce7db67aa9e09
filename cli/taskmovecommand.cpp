// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskmovecommand.h"

#include "application/stores.h"
#include "application/sessionstatus.h"
#include "application/taskrunner.h"
#include "application/intake/issueintake.h"
#include "cli/issuecommands.h"
#include "application/tasks/taskmoves.h"
#include "application/workflows/workflowengine.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/runturn.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "TaskMoveCommand".
struct TaskMoveCommandWords {
    Q_DECLARE_TR_FUNCTIONS(TaskMoveCommand)
};

// The steps' actions may start or prompt the task's agent here: none may run in another process.
Status agentRunsHere(CliHome &home, const Task &task, const QString &command)
{
    auto recovered = recoverTaskSessions(*home.database, home.path, task.id);
    if (!recovered)
        return Error{command + QStringLiteral(": ") + recovered.error()};
    for (const ExecutorRunning &live : std::as_const(recovered->live)) {
        auto released = releaseOrphanedRuntime(*home.database, live); // a killed Kandesk's runtime goes
        if (!released)
            return Error{command + QStringLiteral(": ") + released.error()};
        if (!released.value())
            return Error { command
                + TaskMoveCommandWords::tr(": the task's agent runs in another Kandesk process (agentctl pid %1); stop it "
                            "first (kandesk task stop %2) or move it there")
                      .arg(live.pid)
                      .arg(task.id) };
    }
    return {};
}

} // namespace

int taskMoveCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task move");
    const QString usage = QStringLiteral("usage: kandesk task move ID STEP [--before ID] [--run [--auto-approve]] [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption before(QStringLiteral("before"), QStringLiteral("Put it in front of this task of the step."), QStringLiteral("ID"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption run(QStringLiteral("run"),
                                 QStringLiteral("Run what the steps do here (start or prompt the agent…) and follow the task until it waits."));
    const QCommandLineOption autoApprove(QStringLiteral("auto-approve"), QStringLiteral("With --run: approve every permission request."));
    parser.addOptions({before, json, dataDir, run, autoApprove});
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 2, 2);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto found = openHomeAndTask(command, parser.value(dataDir), parsed.positional.at(0));
    if (!found)
        return ExitFailure;
    const Task &task = found->task;
    QString beforeId;
    if (parser.isSet(before)) {
        auto other = findTask(*found->home.stores, parser.value(before));
        if (!other) {
            printError(command + QStringLiteral(": --before: ") + other.error());
            return ExitUsage;
        }
        beforeId = other->id;
    }
    if (parser.isSet(autoApprove) && !parser.isSet(run)) {
        printError(command + TaskMoveCommandWords::tr(": --auto-approve goes with --run"));
        printError(usage);
        return ExitUsage;
    }
    if (parser.isSet(run)) {
        if (const Status free = agentRunsHere(found->home, task, command); !free) {
            printError(free.error());
            return ExitFailure;
        }
    }
    TaskMoves moves(*found->home.stores);
    // Without --run, the window's workflow runs what the steps do (kept as due until it does).
    const auto moved = moves.move({{task.id}, parsed.positional.at(1), beforeId, parser.isSet(run)}).result();
    if (!moved) {
        printError(command + QStringLiteral(": ") + moved.error());
        return ExitFailure;
    }
    if (moved->toDone.contains(task.id)) { // its issue hears that the work landed
        const auto landing = IssueIntake(*found->home.stores).reportLanded(task.id, QString()).result();
        if (!landing)
            printError(command + TaskMoveCommandWords::tr(": the issue was not told: ") + landing.error());
        else
            printIssueLanding(*landing, parser.isSet(json));
    }
    const bool startsAgent = moved->toStart.contains(task.id);
    if (parser.isSet(run) && moved->leftStep.contains(task.id)) {
        RunOptions options;
        options.command = command;
        options.autoApprove = parser.isSet(autoApprove);
        options.json = parser.isSet(json);
        options.followWorkflow = true;
        if (!options.json)
            printLine(TaskMoveCommandWords::tr("Moved “%1” to %2.").arg(task.title, moved->step.name));
        const QJsonObject movedLine{{QStringLiteral("kind"), QStringLiteral("task_moved")},
                                    {QStringLiteral("task_id"), task.id},
                                    {QStringLiteral("step"), moved->step.name},
                                    {QStringLiteral("step_id"), moved->step.id}};
        return driveTurn(options, *found->home.stores, task.id, movedLine,
                         [taskId = task.id, from = moved->leftStep.value(task.id)](TaskRunner &runner) {
                             runner.workflow().stepEntered(taskId, from);
                             return QtFuture::makeReadyFuture(Expected<QString>(QString()));
                         });
    }
    if (parser.isSet(json)) {
        printJson({{QStringLiteral("task_id"), task.id},
                   {QStringLiteral("step"), moved->step.name},
                   {QStringLiteral("step_id"), moved->step.id},
                   {QStringLiteral("moved"), !moved->changedIds.isEmpty()},
                   {QStringLiteral("agent_to_start"), startsAgent},
                   {QStringLiteral("actions_left_to_window"), moved->leftStep.contains(task.id)}});
        return ExitOk;
    }
    if (moved->changedIds.isEmpty()) {
        printLine(TaskMoveCommandWords::tr("“%1” is there already (%2).").arg(task.title, moved->step.name));
        return ExitOk;
    }
    printLine(TaskMoveCommandWords::tr("Moved “%1” to %2.").arg(task.title, moved->step.name));
    if (moved->leftStep.contains(task.id))
        printLine(TaskMoveCommandWords::tr("What %1 does%2 runs in the Kandesk window: now if it is open, else when it opens "
                            "(--run runs it here instead).")
                      .arg(moved->step.name, startsAgent ? TaskMoveCommandWords::tr(" (it starts the agent)") : QString()));
    return ExitOk;
}

} // namespace kandesk::cli
