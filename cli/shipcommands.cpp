// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "shipcommands.h"

#include "application/review/taskshipping.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/issuecommands.h"
#include "cli/pullrequestcommands.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>

#include <optional>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "ShipCommands".
struct ShipCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(ShipCommands)
};

QString outcomeName(git::CommitResult::Outcome outcome)
{
    switch (outcome) {
    case git::CommitResult::Outcome::Committed:
        return QStringLiteral("committed");
    case git::CommitResult::Outcome::NothingStaged:
        return QStringLiteral("nothing_staged");
    case git::CommitResult::Outcome::NothingToCommit:
        return QStringLiteral("nothing_to_commit");
    case git::CommitResult::Outcome::NoIdentity:
        return QStringLiteral("no_identity");
    }
    return {};
}

QString outcomeName(git::MergeResult::Outcome outcome)
{
    switch (outcome) {
    case git::MergeResult::Outcome::FastForward:
        return QStringLiteral("fast_forward");
    case git::MergeResult::Outcome::MergeCommit:
        return QStringLiteral("merge_commit");
    case git::MergeResult::Outcome::Squashed:
        return QStringLiteral("squashed");
    case git::MergeResult::Outcome::UpToDate:
        return QStringLiteral("up_to_date");
    case git::MergeResult::Outcome::Conflict:
        return QStringLiteral("conflict");
    case git::MergeResult::Outcome::DirtyCheckout:
        return QStringLiteral("dirty_checkout");
    }
    return {};
}

int commitCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task commit"),
        QStringLiteral("usage: kandesk task commit ID -m MSG [--all] [--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption message(QStringList { QStringLiteral("m"), QStringLiteral("message") },
        QStringLiteral("The commit message."), QStringLiteral("MSG"));
    const QCommandLineOption all(
        QStringList { QStringLiteral("a"), QStringLiteral("all") }, QStringLiteral("Stage every change first."));
    parser.addOptions({ message, all });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    if (parser.value(message).trimmed().isEmpty()) {
        printError(command.name + ShipCommandsWords::tr(": a message is required (-m MSG)"));
        printError(command.usage);
        return ExitUsage;
    }
    TaskShipping shipping(*opened.home->stores);
    const auto committed = shipping.commit(opened.task.id, parser.value(message), parser.isSet(all)).result();
    if (!committed)
        return failCommand(command, committed.error());
    const bool done = committed->outcome == git::CommitResult::Outcome::Committed;
    if (wantsJson(parser)) {
        printJson({ { QStringLiteral("task_id"), opened.task.id },
            { QStringLiteral("outcome"), outcomeName(committed->outcome) },
            { QStringLiteral("commit"), committed->commit },
            { QStringLiteral("unstaged_files"), committed->unstagedFiles },
            { QStringLiteral("message"), committed->message } });
    } else if (done) {
        printLine(committed->message);
    } else {
        printError(command.name + QStringLiteral(": ") + committed->message
            + (committed->outcome == git::CommitResult::Outcome::NothingStaged ? QStringLiteral(" (--all)")
                                                                               : QString()));
    }
    return done ? ExitOk : ExitFailure;
}

int mergeCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task merge"),
        QStringLiteral("usage: kandesk task merge ID [--squash | --merge-commit] [--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption squash(
        QStringLiteral("squash"), QStringLiteral("One commit on the base (when it cannot fast-forward)."));
    const QCommandLineOption mergeCommit(
        QStringLiteral("merge-commit"), QStringLiteral("A merge commit (when it cannot fast-forward)."));
    parser.addOptions({ squash, mergeCommit });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    std::optional<git::MergeMode> mode;
    if (parser.isSet(squash))
        mode = git::MergeMode::Squash;
    else if (parser.isSet(mergeCommit))
        mode = git::MergeMode::MergeCommit;
    TaskShipping shipping(*opened.home->stores);
    const auto merged = shipping.merge(opened.task.id, mode).result();
    if (!merged)
        return failCommand(command, merged.error());
    const bool refused = merged->outcome == git::MergeResult::Outcome::Conflict
        || merged->outcome == git::MergeResult::Outcome::DirtyCheckout;
    if (wantsJson(parser)) {
        printJson({ { QStringLiteral("task_id"), opened.task.id },
            { QStringLiteral("outcome"), outcomeName(merged->outcome) }, { QStringLiteral("commit"), merged->commit },
            { QStringLiteral("conflicted_files"), QJsonArray::fromStringList(merged->conflictedFiles) },
            { QStringLiteral("checkout"), merged->checkoutPath }, { QStringLiteral("message"), merged->message } });
    } else if (refused) {
        printError(command.name + QStringLiteral(": ") + merged->message);
        for (const QString &file : std::as_const(merged->conflictedFiles))
            printError(ShipCommandsWords::tr("  conflict: ") + file);
    } else {
        printLine(merged->message);
    }
    return refused ? ExitFailure : ExitOk;
}

int pushCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task push"),
        QStringLiteral("usage: kandesk task push ID [--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    TaskShipping shipping(*opened.home->stores);
    const auto target = shipping.target(opened.task.id).result();
    if (!target)
        return failCommand(command, target.error());
    if (const Status pushed = shipping.push(opened.task.id).result(); !pushed)
        return failCommand(command, pushed.error());
    if (wantsJson(parser))
        printJson({ { QStringLiteral("task_id"), opened.task.id }, { QStringLiteral("pushed"), true },
            { QStringLiteral("branch"), target->branch }, { QStringLiteral("remote"), QStringLiteral("origin") } });
    else
        printLine(ShipCommandsWords::tr("Pushed %1 to origin.").arg(target->branch));
    return ExitOk;
}

int pullRequestCommand(const QStringList &arguments)
{
    if (arguments.value(2) == QLatin1String("merge") || arguments.value(2) == QLatin1String("comments")) {
        QStringList rest = arguments;
        rest.removeAt(2);
        return arguments.value(2) == QLatin1String("merge") ? pullRequestMergeCommand(rest)
                                                           : pullRequestCommentsCommand(rest);
    }
    const TaskCommand command { QStringLiteral("kandesk task pr"),
        QStringLiteral("usage: kandesk task pr ID [--title T] [--body B] [--draft] | --refresh | merge … | comments … "
                       "[--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption title(
        QStringLiteral("title"), QStringLiteral("The title (default: the task's)."), QStringLiteral("T"));
    const QCommandLineOption body(
        QStringLiteral("body"), QStringLiteral("The description (default: the task's)."), QStringLiteral("B"));
    const QCommandLineOption draft(QStringLiteral("draft"), QStringLiteral("Open it as a draft."));
    const QCommandLineOption refresh(
        QStringLiteral("refresh"), QStringLiteral("Ask GitHub or GitLab for the recorded pull request's state instead."));
    parser.addOptions({ title, body, draft, refresh });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    TaskShipping shipping(*opened.home->stores);
    const auto created = parser.isSet(refresh)
        ? shipping.refreshPullRequest(opened.task.id).result()
        : shipping.createPullRequest(opened.task.id, { parser.value(title), parser.value(body), parser.isSet(draft) })
              .result();
    if (!created)
        return failCommand(command, created.error());
    if (parser.isSet(refresh))
        followMergedPullRequest(*opened.home->stores, opened.task, created->state, wantsJson(parser));
    if (wantsJson(parser)) {
        printJson({ { QStringLiteral("task_id"), opened.task.id }, { QStringLiteral("number"), created->number },
            { QStringLiteral("url"), created->url }, { QStringLiteral("state"), created->state },
            { QStringLiteral("draft"), created->draft }, { QStringLiteral("existed"), created->existed } });
    } else {
        const ForgeWords words = wordsForUrl(created->url);
        printLine(parser.isSet(refresh)
                ? ShipCommandsWords::tr("%1 is %2: %3").arg(words.sentenceLabel(created->number), created->state, created->url)
                : created->existed
                ? ShipCommandsWords::tr("%1 is already open: %2").arg(words.sentenceLabel(created->number), created->url)
                : ShipCommandsWords::tr("Created %1 %2").arg(words.longLabel(created->number), created->url));
    }
    return ExitOk;
}

int finishCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task finish"),
        QStringLiteral("usage: kandesk task finish ID [--remove-worktree [--force]] [--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption remove(
        QStringLiteral("remove-worktree"), QStringLiteral("Also remove the worktree and its branch."));
    const QCommandLineOption force(
        QStringLiteral("force"), QStringLiteral("Remove them even when work would be lost."));
    parser.addOptions({ remove, force });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    TaskShipping shipping(*opened.home->stores);
    // A task without a worktree (never ran, or finished before) has nothing to list.
    const auto plan = shipping.planFinish(opened.task.id).result();
    FinishPlan known = plan ? plan.value() : FinishPlan {};
    if (parser.isSet(remove) && plan && known.removalLosesWork() && !parser.isSet(force)) {
        QStringList lines;
        for (const QString &file : std::as_const(known.uncommittedFiles))
            lines.append(ShipCommandsWords::tr("  uncommitted: ") + file);
        for (const QString &commit : std::as_const(known.commits.notPushed))
            lines.append(ShipCommandsWords::tr("  not merged or pushed: ") + commit);
        return failCommand(command,
            ShipCommandsWords::tr("refused: removing the worktree would lose work:\n%1\n"
                      "Merge or push it, or pass --force to remove it anyway.")
                .arg(lines.join(QLatin1Char('\n'))));
    }
    // What Done does (the tasks that wait for this one) is left to the window's workflow.
    const auto finished = shipping.finish(opened.task.id, parser.isSet(remove), parser.isSet(force), false).result();
    if (!finished)
        return failCommand(command, finished.error());
    if (wantsJson(parser)) {
        printJson({ { QStringLiteral("task_id"), opened.task.id }, { QStringLiteral("step"), finished->doneStep },
            { QStringLiteral("removed_worktrees"), QJsonArray::fromStringList(finished->removedWorktrees) },
            { QStringLiteral("not_on_base"), QJsonArray::fromStringList(known.commits.notOnBase) },
            { QStringLiteral("not_pushed"), QJsonArray::fromStringList(known.commits.notPushed) },
            { QStringLiteral("uncommitted_files"), QJsonArray::fromStringList(known.uncommittedFiles) } });
        return ExitOk;
    }
    for (const QString &commit : std::as_const(known.commits.notOnBase))
        printLine(ShipCommandsWords::tr("  not merged: ") + commit);
    for (const QString &file : std::as_const(known.uncommittedFiles))
        printLine(ShipCommandsWords::tr("  uncommitted: ") + file);
    printLine(ShipCommandsWords::tr("Moved “%1” to %2.").arg(opened.task.title, finished->doneStep));
    printIssueLanding(finished->issue, false);
    for (const QString &path : std::as_const(finished->removedWorktrees))
        printLine(ShipCommandsWords::tr("  removed worktree %1").arg(path));
    return ExitOk;
}

int openCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task open"),
        QStringLiteral("usage: kandesk task open ID [--editor | --terminal] [--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption editor(
        QStringLiteral("editor"), QStringLiteral("In VS Code, else $VISUAL/$EDITOR in a terminal."));
    const QCommandLineOption terminal(QStringLiteral("terminal"), QStringLiteral("A terminal in the worktree."));
    parser.addOptions({ editor, terminal });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    const OpenWith with = parser.isSet(editor) ? OpenWith::Editor
        : parser.isSet(terminal)               ? OpenWith::Terminal
                                               : OpenWith::FileManager;
    TaskShipping shipping(*opened.home->stores);
    const auto target = shipping.target(opened.task.id).result();
    if (!target)
        return failCommand(command, target.error());
    const auto started = shipping.open(opened.task.id, with).result();
    if (!started)
        return failCommand(command, started.error());
    if (wantsJson(parser))
        printJson({ { QStringLiteral("task_id"), opened.task.id }, { QStringLiteral("path"), target->worktreePath },
            { QStringLiteral("program"), *started } });
    else
        printLine(ShipCommandsWords::tr("Opened %1 with %2.").arg(target->worktreePath, *started));
    return ExitOk;
}

} // namespace

QHash<QString, TaskCommandFunction> shipCommands()
{
    return { { QStringLiteral("commit"), &commitCommand }, { QStringLiteral("merge"), &mergeCommand },
        { QStringLiteral("push"), &pushCommand }, { QStringLiteral("pr"), &pullRequestCommand },
        { QStringLiteral("finish"), &finishCommand }, { QStringLiteral("open"), &openCommand } };
}

QString shipCommandsUsage()
{
    return QStringLiteral(
        "  commit ID -m MSG [--all]                     commit on the task branch\n"
        "  merge ID [--squash | --merge-commit]         merge the task branch into its base\n"
        "  push ID                                      push the task branch to origin\n"
        "  pr ID [--title T] [--body B] [--draft]       push and open a pull request (a GitLab merge request) (--refresh: its state)\n"
        "  finish ID [--remove-worktree [--force]]      move to Done (and remove worktree and branch)\n"
        "  open ID [--editor | --terminal]              open the worktree");
}

} // namespace kandesk::cli
