// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcommands.h"

#include "application/sessions/profileagentcalls.h"
#include "application/taskrunnerruntime.h"
#include "application/sessionstatus.h"
#include "application/stores.h"
#include "application/tasks/taskdeletion.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/conflictscan.h"
#include "cli/eventtext.h"
#include "models/database.h"
#include "models/queries/executorsrunningqueries.h"
#include "models/queries/transcriptqueries.h"
#include "models/queries/profilequeries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/taskqueries.h"
#include "models/queries/workflowqueries.h"
#include "models/queries/workspacequeries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <optional>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "TaskCommands".
struct TaskCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(TaskCommands)
};

constexpr int kTranscriptPage = 1000;

QString isoTime(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

// What show and stop start from: the task named on the command line, its sessions recovered first
// (a run that died elsewhere is then said to be interrupted, not running).
struct RecoveredTask {
    OpenedTask opened;
    RecoveryReport recovered;
    bool json = false;
};

RecoveredTask openRecoveredTask(const QStringList &arguments, const TaskCommand &command)
{
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({json, dataDir});
    RecoveredTask found{openTask(parser, dataDir, arguments, command), {}, false};
    if (found.opened.exitCode >= 0)
        return found;
    found.json = parser.isSet(json);
    auto recovered = recoverTaskSessions(*found.opened.home->database, found.opened.home->path, found.opened.task.id);
    if (!recovered) {
        printError(command.name + QStringLiteral(": ") + recovered.error());
        found.opened.exitCode = ExitFailure;
        return found;
    }
    found.recovered = std::move(*recovered);
    return found;
}

Expected<QList<Message>> transcriptOf(const TranscriptQueries &messages, const QString &sessionId)
{
    QList<Message> all;
    qint64 after = 0;
    for (;;) {
        auto page = messages.pageAfter(sessionId, after, kTranscriptPage);
        if (!page)
            return Error{page.error()};
        all.append(page.value());
        if (page->size() < kTranscriptPage)
            return all;
        after = page->constLast().id;
    }
}

// What `task show` says of a session's future: running (somewhere), resumable, or not.
QString availability(const TaskSession &session, bool live)
{
    if (live)
        return QStringLiteral("running");
    if (session.state == SessionState::Starting || session.state == SessionState::Running)
        return QStringLiteral("starting"); // a launch under way, possibly in another process
    if (session.workspacePath.isEmpty())
        return QStringLiteral("not resumable");
    if (session.errorMessage.startsWith(QLatin1String("interrupted")))
        return QStringLiteral("interrupted");
    return QStringLiteral("resumable");
}

} // namespace

int taskShowCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task show"),
                              QStringLiteral("usage: kandesk task show ID [--json] [--data-dir DIR]")};
    RecoveredTask found = openRecoveredTask(arguments, command);
    if (found.opened.exitCode >= 0)
        return found.opened.exitCode;
    const OpenedTask &opened = found.opened;
    const Task &task = opened.task;
    const RecoveryReport &recovered = found.recovered;
    QSet<QString> live;
    for (const ExecutorRunning &execution : std::as_const(recovered.live))
        live.insert(execution.sessionId);
    const Stores &stores = *opened.home->stores;
    auto sessions = stores.sessions().listForTask(task.id);
    if (!sessions) {
        printError(command.name + QStringLiteral(": ") + sessions.error());
        return ExitFailure;
    }
    const ProfileQueries &profiles = stores.profiles();
    const TranscriptQueries &messages = stores.messages();
    const ExecutorsRunningQueries &executions = stores.executorsRunning();
    QString stepName;
    QString workflowName;
    if (auto workflow = stores.workflows().ofStep(task.workflowStepId)) {
        workflowName = workflow->name;
        for (const WorkflowStep &step : std::as_const(workflow->steps)) {
            if (step.id == task.workflowStepId)
                stepName = step.name;
        }
    }

    const ConflictScan scan = scanConflicts(*opened.home->stores, task.workspaceId, command.name);
    const QList<TaskConflict> conflicts = scan.byTask.value(task.id);
    QJsonArray sessionRows;
    QStringList textBlocks;
    for (const TaskSession &session : std::as_const(*sessions)) {
        QString agent = session.agentProfileId;
        QString agentName; // what the text says: the profile's name where it has one
        if (auto profile = profiles.agentProfile(session.agentProfileId)) {
            agent = profile->agentId;
            agentName = profile->name;
        }
        if (agentName.isEmpty())
            agentName = agent;
        auto transcript = transcriptOf(messages, session.id);
        if (!transcript) {
            printError(command.name + QStringLiteral(": ") + transcript.error());
            return ExitFailure;
        }
        const bool isLive = live.contains(session.id);
        const QString status = availability(session, isLive);
        const bool resumable = status == QLatin1String("interrupted") || status == QLatin1String("resumable");
        auto registration = executions.find(session.id);
        QJsonObject row{{QStringLiteral("id"), session.id},
                        {QStringLiteral("state"), sessionStateName(session.state)},
                        {QStringLiteral("status"), status},
                        {QStringLiteral("resumable"), resumable},
                        {QStringLiteral("interrupted"), status == QLatin1String("interrupted")},
                        {QStringLiteral("running"), isLive},
                        {QStringLiteral("agent"), agent},
                        {QStringLiteral("agent_profile_id"), session.agentProfileId},
                        {QStringLiteral("worktree_path"), session.workspacePath},
                        {QStringLiteral("branch"), session.branch},
                        {QStringLiteral("note"), session.errorMessage},
                        {QStringLiteral("started_at"), isoTime(session.startedAt)},
                        {QStringLiteral("updated_at"), isoTime(session.updatedAt)}};
        if (registration && registration->has_value() && (*registration)->pid > 0 && isLive)
            row.insert(QStringLiteral("agentctl_pid"), (*registration)->pid);
        QJsonArray events;
        TranscriptText text;
        for (const Message &message : std::as_const(*transcript)) {
            QJsonObject event = message.event.toJson();
            event.insert(QStringLiteral("turn"), message.turn);
            events.append(event);
            text.add(message.event);
        }
        row.insert(QStringLiteral("transcript"), events);
        sessionRows.append(row);

        QString block = TaskCommandsWords::tr("Session %1  %2 (%3)\n  agent: %4\n")
                            .arg(session.id, sessionStateName(session.state), status, agentName);
        if (!session.workspacePath.isEmpty())
            block += TaskCommandsWords::tr("  worktree: %1\n").arg(session.workspacePath);
        if (!session.branch.isEmpty())
            block += TaskCommandsWords::tr("  branch: %1\n").arg(session.branch);
        if (!session.errorMessage.isEmpty())
            block += TaskCommandsWords::tr("  note: %1\n").arg(session.errorMessage);
        block += TaskCommandsWords::tr("  transcript:\n");
        const QStringList lines = text.text().split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (!line.isEmpty())
                block += QStringLiteral("    ") + line + QLatin1Char('\n');
        }
        textBlocks.append(block);
    }

    if (found.json) {
        printJson({{QStringLiteral("id"), task.id},
                   {QStringLiteral("title"), task.title},
                   {QStringLiteral("description"), task.description},
                   {QStringLiteral("step"), stepName},
                   {QStringLiteral("workflow"), workflowName},
                   {QStringLiteral("state"), task.state},
                   {QStringLiteral("archived"), task.archived},
                   {QStringLiteral("branch"), task.branch},
                   {QStringLiteral("agent_profile_id"), task.agentProfileId},
                   {QStringLiteral("depends_on"), QJsonArray::fromStringList(task.dependsOn)},
                   {QStringLiteral("parent_task_id"), task.parentTaskId},
                   {QStringLiteral("queued"), task.queuedAt.isValid()},
                   {QStringLiteral("created_at"), isoTime(task.createdAt)},
                   {QStringLiteral("updated_at"), isoTime(task.updatedAt)},
                   {QStringLiteral("conflicts"), taskConflictsJson(conflicts)},
                   {QStringLiteral("behind_base"), baseLagJson(scan, task.id)},
                   {QStringLiteral("sessions"), sessionRows}});
        return ExitOk;
    }
    printLine(TaskCommandsWords::tr("Task %1: %2").arg(task.id, task.title));
    printLine(
        TaskCommandsWords::tr("  column: %1")
            .arg(stepName.isEmpty() ? QStringLiteral("-") : QStringLiteral("%1 (%2)").arg(stepName, workflowName)));
    if (task.description != task.title && !task.description.isEmpty())
        printLine(TaskCommandsWords::tr("  description: %1").arg(task.description));
    if (!task.dependsOn.isEmpty())
        printLine(TaskCommandsWords::tr("  waits for: %1").arg(task.dependsOn.join(QStringLiteral(", "))));
    if (!task.parentTaskId.isEmpty())
        printLine(TaskCommandsWords::tr("  subtask of: %1").arg(task.parentTaskId));
    if (task.queuedAt.isValid())
        printLine(TaskCommandsWords::tr("  queued since %1 (its step's agents are all at work)").arg(isoTime(task.queuedAt)));
    for (const QString &line : conflictLines(conflicts))
        printLine(QStringLiteral("  ⚠ ") + line);
    if (const QString lag = baseLagSummary(scan.behindBase.value(task.id)); !lag.isEmpty())
        printLine(QStringLiteral("  %1 (kandesk task sync %2)").arg(lag, task.id.left(8)));
    if (textBlocks.isEmpty())
        printLine(TaskCommandsWords::tr("No sessions yet (kandesk task resume %1 \"prompt\" starts one).").arg(task.id));
    for (const QString &block : std::as_const(textBlocks))
        printOut(QLatin1Char('\n') + block);
    return ExitOk;
}

int taskStopCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task stop"),
                              QStringLiteral("usage: kandesk task stop ID [--json] [--data-dir DIR]")};
    RecoveredTask found = openRecoveredTask(arguments, command);
    if (found.opened.exitCode >= 0)
        return found.opened.exitCode;
    const OpenedTask &opened = found.opened;
    const RecoveryReport &recovered = found.recovered;
    auto stopped = stopLiveExecutions(
        *opened.home->database, recovered, TaskCommandsWords::tr("stopped from the command line; resume to continue"));
    if (!stopped) {
        printError(command.name + QStringLiteral(": ") + stopped.error());
        return ExitFailure;
    }
    if (found.json) {
        printJson({{QStringLiteral("task_id"), opened.task.id},
                   {QStringLiteral("stopped_sessions"), QJsonArray::fromStringList(*stopped)},
                   {QStringLiteral("interrupted_sessions"), QJsonArray::fromStringList(recovered.interruptedSessions)}});
    } else if (stopped->isEmpty()) {
        printLine(TaskCommandsWords::tr("Nothing runs for task %1.").arg(opened.task.id));
    } else {
        printLine(TaskCommandsWords::tr("Stopped %1 (resumable: kandesk task resume %2 \"prompt\").")
                      .arg(stopped->join(QStringLiteral(", ")), opened.task.id));
    }
    return ExitOk;
}

int taskDeleteCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task delete"),
                              QStringLiteral("usage: kandesk task delete ID [--with-worktree [--force]] [--json] [--data-dir DIR]")};
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    const QCommandLineOption withWorktree(QStringLiteral("with-worktree"), QStringLiteral("Also remove its worktrees and branches."));
    const QCommandLineOption force(QStringLiteral("force"),
                                   QStringLiteral("Remove them even when work would be lost: uncommitted files, commits on no other branch "
                                                  "and not pushed (their last commit stays under refs/kandesk/deleted/ for %1 days).")
                                       .arg(git::kDeletedBranchDays));
    parser.addOptions({json, dataDir, withWorktree, force});
    OpenedTask opened = openTask(parser, dataDir, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    const Task &task = opened.task;

    // Another process's run of the task is stopped by the door; this process runs none. The sessions
    // the task's agents keep themselves are deleted by them before this command ends (the runtime
    // waits for its agent calls).
    auto runtime = TaskRunnerRuntime::create(*opened.home->stores);
    TaskDeletion deletion(*opened.home->stores, nullptr, {}, runtime ? &runtime.value()->agentCalls() : nullptr);
    const auto plan = deletion.plan(task.id).result();
    if (!plan) {
        printError(command.name + QStringLiteral(": ") + plan.error());
        return ExitFailure;
    }
    const TaskDeletionOptions options{parser.isSet(withWorktree), parser.isSet(force)};
    if (options.removeWorktrees && plan->removalLosesWork() && !options.loseWork) {
        printError(command.name + TaskCommandsWords::tr(": refused: deleting the worktrees would lose work:\n")
            + plan->describeLoss() + TaskCommandsWords::tr("\nShip or commit it, or pass --force to delete it with the task."));
        return ExitFailure;
    }
    const auto deleted = deletion.remove(*plan, options).result();
    if (!deleted) {
        printError(command.name + QStringLiteral(": ") + deleted.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonArray kept;
        for (const git::KeptBranch &branch : deleted->keptBranches) {
            kept.append(QJsonObject{{QStringLiteral("repository"), branch.repositoryPath},
                                    {QStringLiteral("branch"), branch.branch},
                                    {QStringLiteral("commit"), branch.commit},
                                    {QStringLiteral("ref"), branch.ref}});
        }
        printJson({{QStringLiteral("task_id"), task.id},
                   {QStringLiteral("deleted"), true},
                   {QStringLiteral("stopped_sessions"), QJsonArray::fromStringList(deleted->stoppedSessions)},
                   {QStringLiteral("removed_worktrees"), QJsonArray::fromStringList(deleted->removedWorktrees)},
                   {QStringLiteral("kept_branches"), kept}});
        return ExitOk;
    }
    printLine(TaskCommandsWords::tr("Deleted task %1 (%2).").arg(task.id, task.title));
    for (const QString &path : std::as_const(deleted->removedWorktrees))
        printLine(TaskCommandsWords::tr("  removed worktree %1").arg(path));
    for (const git::KeptBranch &branch : deleted->keptBranches)
        printLine(
            TaskCommandsWords::tr("  branch %1 was at %2 (kept as %3)").arg(branch.branch, branch.commit.left(12), branch.ref));
    if (!deleted->keptBranches.isEmpty()) {
        printLine(TaskCommandsWords::tr("Within %n day(s), kandesk task restore %1 brings the task and its branch back.", nullptr,
            git::kDeletedBranchDays)
                      .arg(task.id));
    }
    return ExitOk;
}

int taskRestoreCommand(const QStringList &arguments)
{
    const QString name = QStringLiteral("kandesk task restore");
    const QString usage = QStringLiteral("usage: kandesk task restore ID [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({json, dataDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, name, usage, 1, 1);
    if (parsed.helpShown || !parsed.ok)
        return parsed.helpShown ? ExitOk : ExitUsage;
    std::optional<CliHome> home = openHome(name, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    TaskDeletion deletion(*home->stores);
    const auto restored = deletion.restore(parsed.positional.constFirst()).result();
    if (!restored) {
        printError(name + QStringLiteral(": ") + restored.error());
        return ExitFailure;
    }
    QStringList worktrees;
    for (const git::Worktree &worktree : restored->worktrees)
        worktrees.append(worktree.path);
    if (parser.isSet(json)) {
        printJson({{QStringLiteral("task_id"), restored->task.id},
                   {QStringLiteral("title"), restored->task.title},
                   {QStringLiteral("worktrees"), QJsonArray::fromStringList(worktrees)}});
        return ExitOk;
    }
    printLine(TaskCommandsWords::tr("Restored task %1 (%2).").arg(restored->task.id, restored->task.title));
    for (const git::Worktree &worktree : restored->worktrees)
        printLine(TaskCommandsWords::tr("  %1 on %2").arg(worktree.path, worktree.branch));
    return ExitOk;
}

int taskArchiveCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task archive"),
                              QStringLiteral("usage: kandesk task archive ID [--force] [--json] [--data-dir DIR]")};
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("Archive even when uncommitted files in its worktrees would be lost."));
    parser.addOptions({json, dataDir, force});
    OpenedTask opened = openTask(parser, dataDir, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    const Task &task = opened.task;
    if (task.archived) {
        printError(command.name + TaskCommandsWords::tr(": “%1” is archived already").arg(task.title));
        return ExitFailure;
    }
    TaskDeletion deletion(*opened.home->stores);
    const auto plan = deletion.plan(task.id).result();
    if (!plan) {
        printError(command.name + QStringLiteral(": ") + plan.error());
        return ExitFailure;
    }
    TaskDeletionOptions options;
    options.removeWorktrees = false;
    options.archive = true;
    options.loseWork = parser.isSet(force);
    if (plan->removalLosesWork(true) && !options.loseWork) {
        printError(command.name + TaskCommandsWords::tr(": refused: removing its worktrees would lose work:\n")
            + plan->describeLoss(true) + TaskCommandsWords::tr("\nCommit it (its branches are kept), or pass --force."));
        return ExitFailure;
    }
    const auto archived = deletion.remove(*plan, options).result();
    if (!archived) {
        printError(command.name + QStringLiteral(": ") + archived.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        printJson({{QStringLiteral("task_id"), task.id},
                   {QStringLiteral("archived"), true},
                   {QStringLiteral("stopped_sessions"), QJsonArray::fromStringList(archived->stoppedSessions)},
                   {QStringLiteral("removed_worktrees"), QJsonArray::fromStringList(archived->removedWorktrees)}});
        return ExitOk;
    }
    printLine(TaskCommandsWords::tr("Archived task %1 (%2); its branches and transcripts are kept.").arg(task.id, task.title));
    for (const QString &path : std::as_const(archived->removedWorktrees))
        printLine(TaskCommandsWords::tr("  removed worktree %1").arg(path));
    printLine(TaskCommandsWords::tr("kandesk task unarchive %1 puts it back on the board.").arg(task.id));
    return ExitOk;
}

int taskUnarchiveCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task unarchive"),
                              QStringLiteral("usage: kandesk task unarchive ID [--json] [--data-dir DIR]")};
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({json, dataDir});
    OpenedTask opened = openTask(parser, dataDir, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    const Task &task = opened.task;
    if (!task.archived) {
        printError(command.name + TaskCommandsWords::tr(": “%1” is not archived").arg(task.title));
        return ExitFailure;
    }
    TaskDeletion deletion(*opened.home->stores);
    if (const Status back = deletion.unarchive(task.id).result(); !back) {
        printError(command.name + QStringLiteral(": ") + back.error());
        return ExitFailure;
    }
    if (parser.isSet(json))
        printJson({{QStringLiteral("task_id"), task.id}, {QStringLiteral("archived"), false}});
    else
        printLine(TaskCommandsWords::tr("Task %1 (%2) is back on the board; its next start makes its worktrees again.")
                      .arg(task.id, task.title));
    return ExitOk;
}

} // namespace kandesk::cli
