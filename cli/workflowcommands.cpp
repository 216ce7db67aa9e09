// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowcommands.h"

#include "application/stores.h"
#include "application/workflows/workflowlibrary.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowtemplates.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

#include <cstdio>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "WorkflowCommands".
struct WorkflowCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(WorkflowCommands)
};

QString stepNames(const Workflow &workflow)
{
    QStringList names;
    for (const WorkflowStep &step : workflow.steps)
        names.append(step.name);
    return names.join(QStringLiteral(" → "));
}

QJsonObject actionJson(const WorkflowAction &action)
{
    QJsonObject object{{QStringLiteral("type"), action.type}};
    if (!action.config.isEmpty())
        object.insert(QStringLiteral("config"), action.config);
    return object;
}

QJsonObject stepJson(const WorkflowStep &step)
{
    QJsonObject events;
    for (auto trigger = step.events.cbegin(); trigger != step.events.cend(); ++trigger) {
        QJsonArray actions;
        for (const WorkflowAction &action : trigger.value())
            actions.append(actionJson(action));
        events.insert(trigger.key(), actions);
    }
    return {{QStringLiteral("id"), step.id},
            {QStringLiteral("name"), step.name},
            {QStringLiteral("position"), step.position},
            {QStringLiteral("color"), step.color},
            {QStringLiteral("prompt"), step.prompt},
            {QStringLiteral("is_start_step"), step.isStartStep},
            {QStringLiteral("allow_manual_move"), step.allowManualMove},
            {QStringLiteral("auto_archive_after_hours"), step.autoArchiveAfterHours},
            {QStringLiteral("agent_profile_id"), step.agentProfileId},
            {QStringLiteral("events"), events}};
}

QJsonObject workflowJson(const Workflow &workflow, bool withSteps)
{
    QJsonObject object{{QStringLiteral("id"), workflow.id},
                       {QStringLiteral("name"), workflow.name},
                       {QStringLiteral("description"), workflow.description}};
    QJsonArray steps;
    for (const WorkflowStep &step : workflow.steps)
        steps.append(withSteps ? QJsonValue(stepJson(step)) : QJsonValue(step.name));
    object.insert(QStringLiteral("steps"), steps);
    return object;
}

// One line per trigger: "on_enter: enable_plan_mode, auto_start_agent".
QStringList triggerLines(const Workflow &workflow, const WorkflowStep &step)
{
    QStringList lines;
    for (auto trigger = step.events.cbegin(); trigger != step.events.cend(); ++trigger) {
        QStringList actions;
        for (const WorkflowAction &action : trigger.value()) {
            QString text = action.type;
            const QString target = action.config.value(workflow::StepIdKey).toString();
            for (const WorkflowStep &other : workflow.steps) {
                if (!target.isEmpty() && other.id == target)
                    text += QStringLiteral(" (%1)").arg(other.name);
            }
            actions.append(text);
        }
        lines.append(QStringLiteral("%1: %2").arg(trigger.key(), actions.join(QStringLiteral(", "))));
    }
    return lines;
}

int listWorkflows(Stores &stores, bool json)
{
    WorkflowLibrary library(stores);
    auto workflows = library.list().result();
    if (!workflows) {
        printError(QStringLiteral("kandesk workflow list: ") + workflows.error());
        return ExitFailure;
    }
    if (json) {
        QJsonArray rows;
        for (const Workflow &workflow : std::as_const(*workflows))
            rows.append(workflowJson(workflow, false));
        printJson({{QStringLiteral("workflows"), rows}});
        return ExitOk;
    }
    for (const Workflow &workflow : std::as_const(*workflows))
        printLine(QStringLiteral("%1: %2").arg(workflow.name, stepNames(workflow)));
    return ExitOk;
}

int showWorkflow(Stores &stores, const QString &name, bool json)
{
    WorkflowLibrary library(stores);
    auto workflow = library.find(name).result();
    if (!workflow) {
        printError(QStringLiteral("kandesk workflow show: ") + workflow.error());
        return ExitFailure;
    }
    if (json) {
        printJson(workflowJson(*workflow, true));
        return ExitOk;
    }
    printLine(workflow->name + (workflow->description.isEmpty() ? QString() : QStringLiteral(": ") + workflow->description));
    for (const WorkflowStep &step : std::as_const(workflow->steps)) {
        QStringList marks;
        if (step.isStartStep)
            marks.append(WorkflowCommandsWords::tr("start"));
        if (!step.allowManualMove)
            marks.append(WorkflowCommandsWords::tr("not moved by hand"));
        if (step.autoArchiveAfterHours > 0)
            marks.append(WorkflowCommandsWords::tr("archived after %n h", nullptr, step.autoArchiveAfterHours));
        if (!step.agentProfile.isEmpty())
            marks.append(WorkflowCommandsWords::tr("agent %1%2")
                             .arg(step.agentProfile.agentName,
                                 step.agentProfileId.isEmpty() ? WorkflowCommandsWords::tr(" (no such profile here)") : QString()));
        printLine(QStringLiteral("  %1. %2%3").arg(step.position).arg(step.name, marks.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(marks.join(QStringLiteral(", ")))));
        for (const QString &line : triggerLines(*workflow, step))
            printLine(QStringLiteral("       ") + line);
    }
    return ExitOk;
}

Expected<QByteArray> readInput(const QString &file)
{
    QFile input;
    const bool opened = file == QLatin1String("-") ? input.open(stdin, QIODevice::ReadOnly) : (input.setFileName(file), input.open(QIODevice::ReadOnly));
    if (!opened)
        return Error { WorkflowCommandsWords::tr("cannot read %1: %2").arg(file, input.errorString()) };
    return input.readAll();
}

int importWorkflows(Stores &stores, const QString &file, const QString &templateName, bool json)
{
    const QString command = QStringLiteral("kandesk workflow import");
    WorkflowLibrary library(stores);
    Expected<WorkflowImport> imported;
    if (!templateName.isEmpty()) {
        imported = library.addTemplate(templateName).result();
    } else {
        auto yaml = readInput(file);
        if (!yaml) {
            printError(command + QStringLiteral(": ") + yaml.error());
            return ExitFailure;
        }
        imported = library.importFile(*yaml).result();
    }
    if (!imported) {
        printError(command + QStringLiteral(": ") + (templateName.isEmpty() ? file + QStringLiteral(": ") : QString()) + imported.error());
        return ExitFailure;
    }
    if (json) {
        printJson({{QStringLiteral("created"), QJsonArray::fromStringList(imported->created)},
                   {QStringLiteral("skipped"), QJsonArray::fromStringList(imported->skipped)},
                   {QStringLiteral("unmatched_profiles"), QJsonArray::fromStringList(imported->unmatchedProfiles)}});
        return ExitOk;
    }
    for (const QString &name : std::as_const(imported->created))
        printLine(WorkflowCommandsWords::tr("Added workflow “%1”.").arg(name));
    for (const QString &name : std::as_const(imported->skipped))
        printLine(WorkflowCommandsWords::tr("Skipped “%1”: the workspace has a workflow of that name.").arg(name));
    for (const QString &unmatched : std::as_const(imported->unmatchedProfiles))
        printError(WorkflowCommandsWords::tr("Note: %1; its steps say so when they run.").arg(unmatched));
    return ExitOk;
}

int exportWorkflows(Stores &stores, const QStringList &names, const QString &output)
{
    const QString command = QStringLiteral("kandesk workflow export");
    WorkflowLibrary library(stores);
    auto yaml = library.exportFile(names).result();
    if (!yaml) {
        printError(command + QStringLiteral(": ") + yaml.error());
        return ExitFailure;
    }
    if (output.isEmpty() || output == QLatin1String("-")) {
        std::fwrite(yaml->constData(), 1, size_t(yaml->size()), stdout);
        std::fflush(stdout);
        return ExitOk;
    }
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(*yaml) != yaml->size() || !file.commit()) {
        printError(command + WorkflowCommandsWords::tr(": cannot write %1: %2").arg(output, file.errorString()));
        return ExitFailure;
    }
    printError(WorkflowCommandsWords::tr("Wrote %1.").arg(output));
    return ExitOk;
}

int deleteWorkflow(Stores &stores, const QString &name)
{
    WorkflowLibrary library(stores);
    if (const Status removed = library.remove(name).result(); !removed) {
        printError(QStringLiteral("kandesk workflow delete: ") + removed.error());
        return ExitFailure;
    }
    printError(WorkflowCommandsWords::tr("Deleted workflow “%1”.").arg(name));
    return ExitOk;
}

} // namespace

QString workflowCommandsUsage()
{
    return QStringLiteral(
        "usage: kandesk workflow COMMAND [options] [--data-dir DIR]   (kandesk workflow COMMAND --help shows its options)\n"
        "  list [--json]                       the workspace's workflows and their steps\n"
        "  show NAME [--json]                  a workflow's steps, triggers and actions\n"
        "  import FILE [--json]                add the workflows of a kandev workflow file (- reads standard input)\n"
        "  import --template NAME [--json]     add one of Kandesk's: %1\n"
        "  export [NAME…] [-o FILE]            kandev's workflow file of these workflows (none named: all)\n"
        "  delete NAME                         remove a workflow no task is on")
        .arg(workflowtemplates::names().join(QStringLiteral(", ")));
}

int workflowCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    const QString command = QStringLiteral("kandesk workflow ") + sub;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Write the file here."), QStringLiteral("FILE"));
    const QCommandLineOption fromTemplate(QStringLiteral("template"), QStringLiteral("One of Kandesk's workflows."), QStringLiteral("NAME"));
    parser.addOption(dataDir);
    QString usage;
    int minPositional = 1;
    int maxPositional = 1;
    if (sub == QLatin1String("list")) {
        usage = QStringLiteral("usage: kandesk workflow list [--json] [--data-dir DIR]");
        parser.addOption(json);
        minPositional = maxPositional = 0;
    } else if (sub == QLatin1String("show")) {
        usage = QStringLiteral("usage: kandesk workflow show NAME [--json] [--data-dir DIR]");
        parser.addOption(json);
    } else if (sub == QLatin1String("import")) {
        usage = QStringLiteral("usage: kandesk workflow import FILE | --template NAME [--json] [--data-dir DIR]");
        parser.addOptions({json, fromTemplate});
        minPositional = 0;
    } else if (sub == QLatin1String("export")) {
        usage = QStringLiteral("usage: kandesk workflow export [NAME…] [-o FILE] [--data-dir DIR]");
        parser.addOption(output);
        minPositional = 0;
        maxPositional = -1;
    } else if (sub == QLatin1String("delete")) {
        usage = QStringLiteral("usage: kandesk workflow delete NAME [--data-dir DIR]");
    } else {
        printError(
            WorkflowCommandsWords::tr("kandesk workflow: unknown command \"%1\" (known: list, show, import, export, delete)").arg(sub));
        return ExitUsage;
    }
    const ParsedArguments parsed = parseArguments(parser, rest, command, usage, minPositional, maxPositional);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    if (sub == QLatin1String("import") && parsed.positional.isEmpty() == !parser.isSet(fromTemplate)) {
        printError(command + WorkflowCommandsWords::tr(": give a FILE or --template NAME (one of them)"));
        printError(usage);
        return ExitUsage;
    }
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    Stores &stores = *home->stores;
    const bool asJson = parser.isSet(json);
    if (sub == QLatin1String("list"))
        return listWorkflows(stores, asJson);
    if (sub == QLatin1String("show"))
        return showWorkflow(stores, parsed.positional.constFirst(), asJson);
    if (sub == QLatin1String("import"))
        return importWorkflows(stores, parsed.positional.value(0), parser.value(fromTemplate), asJson);
    if (sub == QLatin1String("export"))
        return exportWorkflows(stores, parsed.positional, parser.value(output));
    return deleteWorkflow(stores, parsed.positional.constFirst());
}

} // namespace kandesk::cli
