// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "tasklistcommand.h"

#include "application/sessionstatus.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/conflictscan.h"
#include "models/database.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/taskqueries.h"
#include "models/queries/workflowqueries.h"
#include "models/queries/workspacequeries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "TaskListCommand".
struct TaskListCommandWords {
    Q_DECLARE_TR_FUNCTIONS(TaskListCommand)
};

} // namespace

int taskListCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task list");
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("A JSON array of tasks."));
    const QCommandLineOption archived(QStringLiteral("archived"), QStringLiteral("Include archived tasks."));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    parser.addOptions({json, archived, dataDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, command,
                                                  QStringLiteral("usage: kandesk task list [--json] [--archived] [--data-dir DIR]"), 0, 0);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    // The states shown are the ones `task show` would show: a killed run is no longer RUNNING.
    if (auto recovered = recoverLiveSessions(*home->database, home->path); !recovered) {
        printError(command + QStringLiteral(": ") + recovered.error());
        return ExitFailure;
    }
    const Stores &stores = *home->stores; // reads only from here on, and the conflict radar's probes
    const WorkspaceQueries &workspaces = stores.workspaces();
    auto all = workspaces.list();
    if (!all) {
        printError(command + QStringLiteral(": ") + all.error());
        return ExitFailure;
    }
    QJsonArray rows;
    for (const Workspace &workspace : std::as_const(all.value())) {
        auto tasks = stores.tasks().list(workspace.id, parser.isSet(archived));
        auto states = stores.sessions().latestStatesInWorkspace(workspace.id);
        auto workflows = stores.workflows().list(workspace.id);
        if (!tasks || !states || !workflows) {
            printError(command + QStringLiteral(": ") + tasks.error() + states.error() + workflows.error());
            return ExitFailure;
        }
        const ConflictScan scan = scanConflicts(*home->stores, workspace.id, command);
        const auto &conflicts = scan.byTask;
        QHash<QString, QString> stepNames;
        QHash<QString, QString> workflowNames; // by step id
        for (const Workflow &workflow : std::as_const(workflows.value())) {
            for (const WorkflowStep &step : workflow.steps) {
                stepNames.insert(step.id, step.name);
                workflowNames.insert(step.id, workflow.name);
            }
        }
        for (const Task &task : std::as_const(tasks.value())) {
            QJsonObject row{{QStringLiteral("id"), task.id},
                            {QStringLiteral("title"), task.title},
                            {QStringLiteral("workspace"), workspace.name},
                            {QStringLiteral("workspace_id"), workspace.id},
                            {QStringLiteral("step"), stepNames.value(task.workflowStepId)},
                            {QStringLiteral("workflow"), workflowNames.value(task.workflowStepId)},
                            {QStringLiteral("state"), task.state},
                            {QStringLiteral("archived"), task.archived},
                            {QStringLiteral("branch"), task.branch},
                            {QStringLiteral("changed_files"), task.changedFileCount},
                            {QStringLiteral("agent_profile_id"), task.agentProfileId},
                            {QStringLiteral("created_at"), task.createdAt.toUTC().toString(Qt::ISODateWithMs)},
                            {QStringLiteral("updated_at"), task.updatedAt.toUTC().toString(Qt::ISODateWithMs)}};
            const auto state = states->constFind(task.id);
            row.insert(QStringLiteral("session_state"), state == states->constEnd() ? QJsonValue() : QJsonValue(sessionStateName(*state)));
            if (task.pullRequestNumber > 0)
                row.insert(QStringLiteral("pull_request"), QJsonObject{{QStringLiteral("number"), task.pullRequestNumber},
                                                                       {QStringLiteral("url"), task.pullRequestUrl},
                                                                       {QStringLiteral("state"), task.pullRequestState},
                                                                       {QStringLiteral("checks"), task.pullRequestChecks},
                                                                       {QStringLiteral("checks_summary"), task.pullRequestChecksSummary}});
            row.insert(QStringLiteral("conflicts"), taskConflictsJson(conflicts.value(task.id)));
            row.insert(QStringLiteral("behind_base"), baseLagJson(scan, task.id));
            rows.append(row);
        }
    }
    if (parser.isSet(json)) {
        printLine(QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact)));
        return ExitOk;
    }
    if (rows.isEmpty())
        printLine(TaskListCommandWords::tr("No tasks."));
    for (const QJsonValue &value : std::as_const(rows)) {
        const QJsonObject row = value.toObject();
        const bool conflicting = !row.value(QStringLiteral("conflicts")).toArray().isEmpty();
        printLine(QStringLiteral("%1  %2  [%3] %4%5").arg(row.value(QStringLiteral("id")).toString(),
                                                        row.value(QStringLiteral("step")).toString(),
                                                        row.value(QStringLiteral("session_state")).toString(QStringLiteral("-")),
                                                        row.value(QStringLiteral("title")).toString(),
                                                        conflicting ? QStringLiteral("  ⚠ conflicts") : QString()));
    }
    return ExitOk;
}

} // namespace kandesk::cli
