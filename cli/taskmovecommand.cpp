// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskmovecommand.h"

#include "application/stores.h"
#include "application/tasks/taskmoves.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

int taskMoveCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task move");
    const QString usage = QStringLiteral("usage: kandesk task move ID STEP [--before ID] [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption before(QStringLiteral("before"), QStringLiteral("Put it in front of this task of the step."), QStringLiteral("ID"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    parser.addOptions({before, json, dataDir});
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
    TaskMoves moves(*found->home.stores);
    const auto moved = moves.move({{task.id}, parsed.positional.at(1), beforeId}).result();
    if (!moved) {
        printError(command + QStringLiteral(": ") + moved.error());
        return ExitFailure;
    }
    const bool startsAgent = moved->toStart.contains(task.id);
    if (parser.isSet(json)) {
        printJson({{QStringLiteral("task_id"), task.id},
                   {QStringLiteral("step"), moved->step.name},
                   {QStringLiteral("step_id"), moved->step.id},
                   {QStringLiteral("moved"), !moved->changedIds.isEmpty()},
                   {QStringLiteral("agent_to_start"), startsAgent}});
        return ExitOk;
    }
    if (moved->changedIds.isEmpty()) {
        printLine(QStringLiteral("“%1” is there already (%2).").arg(task.title, moved->step.name));
        return ExitOk;
    }
    printLine(QStringLiteral("Moved “%1” to %2.").arg(task.title, moved->step.name));
    if (startsAgent)
        printLine(QStringLiteral("%1 starts agents: kandesk task resume %2 \"prompt\" starts it here (the window starts it when a card is moved there).")
                      .arg(moved->step.name, task.id));
    return ExitOk;
}

} // namespace kandesk::cli
