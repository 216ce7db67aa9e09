// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcreatecommand.h"

#include "application/stores.h"
#include "application/tasks/taskcreation.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/taskinputs.h"
#include "models/queries/profilequeries.h"
#include "models/queries/workflowqueries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "TaskCreateCommand".
struct TaskCreateCommandWords {
    Q_DECLARE_TR_FUNCTIONS(TaskCreateCommand)
};

struct Flags {
    QCommandLineOption description{QStringLiteral("description"), QStringLiteral("What the task is about (the agent's first prompt)."),
                                   QStringLiteral("TEXT")};
    QCommandLineOption repo{QStringLiteral("repo"), QStringLiteral("The repository to work on."), QStringLiteral("PATH")};
    QCommandLineOption base{QStringLiteral("base"), QStringLiteral("The branch the worktree starts from."), QStringLiteral("BRANCH")};
    QCommandLineOption workflow{QStringLiteral("workflow"), QStringLiteral("The workflow (kandesk workflow list); default: the board's."),
                                QStringLiteral("NAME")};
    QCommandLineOption step{QStringLiteral("step"), QStringLiteral("The step to put it in; default: the workflow's first."),
                            QStringLiteral("NAME")};
    QCommandLineOption after{QStringLiteral("after"), QStringLiteral("A task that must be Done before this one's agent starts (repeatable)."),
                             QStringLiteral("ID")};
    QCommandLineOption parent{QStringLiteral("parent"), QStringLiteral("The task this one is a subtask of."), QStringLiteral("ID")};
    QCommandLineOption profile{QStringLiteral("profile"), QStringLiteral("The agent profile, by name or id."), QStringLiteral("NAME")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("One JSON object.")};
    QCommandLineOption dataDir{QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR")};
};

} // namespace

int taskCreateCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task create");
    const QString usage = QStringLiteral(
        "usage: kandesk task create TITLE [--description TEXT] [--repo PATH [--base BRANCH]] [--workflow NAME] [--step NAME] "
        "[--after ID]… [--parent ID] [--profile NAME] [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const Flags flags;
    parser.addOptions({flags.description, flags.repo, flags.base, flags.workflow, flags.step, flags.after, flags.parent,
                       flags.profile, flags.json, flags.dataDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const auto usageError = [&](const QString &why) {
        printError(command + QStringLiteral(": ") + why);
        printError(usage);
        return ExitUsage;
    };
    if (parsed.positional.constFirst().trimmed().isEmpty())
        return usageError(TaskCreateCommandWords::tr("the title is empty"));
    if (parser.isSet(flags.base) && !parser.isSet(flags.repo))
        return usageError(TaskCreateCommandWords::tr("--base goes with --repo"));
    QString repoPath;
    if (parser.isSet(flags.repo)) {
        const QFileInfo repo(parser.value(flags.repo));
        if (!repo.isDir())
            return usageError(TaskCreateCommandWords::tr("--repo: no folder %1").arg(repo.absoluteFilePath()));
        repoPath = repo.canonicalFilePath();
    }
    auto home = openHome(command, parser.value(flags.dataDir));
    if (!home)
        return ExitFailure;
    Stores &stores = *home->stores;
    const auto fail = [&](const QString &why) {
        printError(command + QStringLiteral(": ") + why);
        return ExitFailure;
    };

    NewTask wanted;
    wanted.title = parsed.positional.constFirst();
    wanted.prompt = parser.value(flags.description);
    auto workspace = defaultWorkspaceId(stores);
    if (!workspace)
        return fail(workspace.error());
    wanted.workspaceId = *workspace;
    if (parser.isSet(flags.workflow)) {
        auto chosen = std::as_const(stores).workflows().find(*workspace, parser.value(flags.workflow));
        if (!chosen)
            return usageError(TaskCreateCommandWords::tr("--workflow: %1 (kandesk workflow list shows them)").arg(chosen.error()));
        wanted.workflowId = chosen->id;
    }
    wanted.stepName = parser.value(flags.step);
    for (const QString &other : parser.values(flags.after)) {
        auto found = findTask(stores, other);
        if (!found)
            return usageError(QStringLiteral("--after: ") + found.error());
        wanted.dependsOn.append(found->id);
    }
    if (parser.isSet(flags.parent)) {
        auto found = findTask(stores, parser.value(flags.parent));
        if (!found)
            return usageError(QStringLiteral("--parent: ") + found.error());
        wanted.parentTaskId = found->id;
    }
    if (parser.isSet(flags.profile)) {
        auto known = std::as_const(stores).profiles().agentProfiles();
        if (!known)
            return fail(known.error());
        auto named = namedProfile(*known, parser.value(flags.profile));
        if (!named)
            return usageError(QStringLiteral("--profile: ") + named.error());
        wanted.agentProfileId = *named;
    }
    if (!repoPath.isEmpty()) {
        auto repository = repositoryRow(stores, *workspace, repoPath);
        if (!repository)
            return fail(TaskCreateCommandWords::tr("repository %1: %2").arg(repoPath, repository.error()));
        wanted.repositories = {TaskRepository{repository->id, parser.value(flags.base), 0}};
    }
    TaskCreation creation(stores);
    auto created = creation.create(wanted).result();
    if (!created)
        return fail(created.error());
    auto workflow = std::as_const(stores).workflows().ofStep(created->workflowStepId);
    QString stepName;
    for (const WorkflowStep &step : workflow ? workflow->steps : QList<WorkflowStep>()) {
        if (step.id == created->workflowStepId)
            stepName = step.name;
    }
    if (parser.isSet(flags.json)) {
        printJson({{QStringLiteral("id"), created->id},
                   {QStringLiteral("title"), created->title},
                   {QStringLiteral("workflow"), workflow ? workflow->name : QString()},
                   {QStringLiteral("step"), stepName},
                   {QStringLiteral("depends_on"), QJsonArray::fromStringList(created->dependsOn)},
                   {QStringLiteral("parent_task_id"), created->parentTaskId}});
        return ExitOk;
    }
    printLine(TaskCreateCommandWords::tr("Created “%1” (%2) in %3 › %4.")
                  .arg(created->title, created->id, workflow ? workflow->name : QString(), stepName));
    if (!created->dependsOn.isEmpty())
        printLine(TaskCreateCommandWords::tr("It waits for %1 to be Done.").arg(created->dependsOn.join(QStringLiteral(", "))));
    return ExitOk;
}

} // namespace kandesk::cli
