// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "attemptcommands.h"

#include "application/stores.h"
#include "application/tasks/taskattempts.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "AttemptCommands".
struct AttemptCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(AttemptCommands)
};

} // namespace

QJsonObject attemptJson(const Attempt &attempt)
{
    return {{QStringLiteral("number"), attempt.number},
            {QStringLiteral("task_id"), attempt.taskId},
            {QStringLiteral("title"), attempt.title},
            {QStringLiteral("agent_profile"), attempt.agentProfileName},
            {QStringLiteral("state"), attempt.sessionId.isEmpty() ? QString() : sessionStateName(attempt.state)},
            {QStringLiteral("session_id"), attempt.sessionId},
            {QStringLiteral("archived"), attempt.archived},
            {QStringLiteral("kept"), attempt.kept},
            {QStringLiteral("worktree"), attempt.worktree},
            {QStringLiteral("files_changed"), attempt.filesChanged},
            {QStringLiteral("additions"), attempt.additions},
            {QStringLiteral("deletions"), attempt.deletions},
            {QStringLiteral("summary"), attempt.summary},
            {QStringLiteral("pull_request"), attempt.pullRequest},
            {QStringLiteral("problem"), attempt.problem}};
}

void printAttempts(const QList<Attempt> &attempts)
{
    if (attempts.isEmpty()) {
        printLine(
            AttemptCommandsWords::tr("No attempts yet: kandesk run --attempts PROFILE,PROFILE… tries a prompt with several agents."));
        return;
    }
    for (const Attempt &attempt : attempts) {
        const QString state = attempt.kept ? AttemptCommandsWords::tr("kept")
            : attempt.archived             ? AttemptCommandsWords::tr("archived")
            : attempt.sessionId.isEmpty()  ? AttemptCommandsWords::tr("not started")
                                           : sessionStateName(attempt.state).toLower();
        printLine(AttemptCommandsWords::tr("attempt %1  %2  %3  %n file(s) +%4 -%5", nullptr, attempt.filesChanged)
                      .arg(attempt.number)
                      .arg(attempt.agentProfileName, state)
                      .arg(attempt.additions)
                      .arg(attempt.deletions));
        if (!attempt.summary.isEmpty())
            printLine(QStringLiteral("    ") + attempt.summary);
        if (!attempt.problem.isEmpty())
            printLine(QStringLiteral("    (") + attempt.problem + QLatin1Char(')'));
    }
}

int taskAttemptsCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task attempts"),
                              QStringLiteral("usage: kandesk task attempts ID [--diff FROM:TO] [--json] [--data-dir DIR]")};
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    const QCommandLineOption diff(QStringLiteral("diff"), QStringLiteral("The patch from attempt FROM's files to attempt TO's."),
                                  QStringLiteral("FROM:TO"));
    parser.addOptions({json, dataDir, diff});
    OpenedTask opened = openTask(parser, dataDir, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    TaskAttempts attempts(*opened.home->stores, nullptr);
    attempts.setRemoteWorkspaces(registeredRemoteWorkspaceLookup(*opened.home->stores));
    if (parser.isSet(diff)) {
        const QRegularExpressionMatch pair = QRegularExpression(QStringLiteral("^(\\d+):(\\d+)$")).match(parser.value(diff));
        if (!pair.hasMatch()) {
            printError(command.name
                + AttemptCommandsWords::tr(": --diff takes two attempt numbers, FROM:TO (e.g. 1:2), not \"%1\"\n")
                      .arg(parser.value(diff))
                + command.usage);
            return ExitUsage;
        }
        const int from = pair.captured(1).toInt();
        const int to = pair.captured(2).toInt();
        const auto patch = attempts.diffBetween(opened.task.id, from, to).result();
        if (!patch) {
            printError(command.name + QStringLiteral(": ") + patch.error());
            return ExitFailure;
        }
        if (parser.isSet(json))
            printJson({{QStringLiteral("task_id"), opened.task.id}, {QStringLiteral("from"), from}, {QStringLiteral("to"), to},
                       {QStringLiteral("patch"), *patch}});
        else
            printOut(*patch);
        return ExitOk;
    }
    const auto compared = attempts.compare(opened.task.id).result();
    if (!compared) {
        printError(command.name + QStringLiteral(": ") + compared.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonArray all;
        for (const Attempt &attempt : *compared)
            all.append(attemptJson(attempt));
        printJson({{QStringLiteral("task_id"), opened.task.id}, {QStringLiteral("attempts"), all}});
        return ExitOk;
    }
    printAttempts(*compared);
    return ExitOk;
}

int taskKeepCommand(const QStringList &arguments)
{
    const QString name = QStringLiteral("kandesk task keep");
    const QString usage = QStringLiteral("usage: kandesk task keep ID ATTEMPT [--force] [--json] [--data-dir DIR]   (the attempt's worktree "
                                         "becomes the task's; the other attempts are archived)");
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("Archive the other attempts even when that loses their uncommitted files."));
    parser.addOptions({json, dataDir, force});
    const ParsedArguments parsed = parseArguments(parser, arguments, name, usage, 2, 2);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    bool isNumber = false;
    const int number = parsed.positional.at(1).toInt(&isNumber);
    if (!isNumber || number < 1) {
        printError(name
            + AttemptCommandsWords::tr(": ATTEMPT is an attempt's number (kandesk task attempts lists them), not \"%1\"\n")
                  .arg(parsed.positional.at(1))
            + usage);
        return ExitUsage;
    }
    auto opened = openHomeAndTask(name, parser.value(dataDir), parsed.positional.constFirst());
    if (!opened)
        return ExitFailure;
    TaskAttempts attempts(*opened->home.stores, nullptr);
    const auto kept = attempts.keep(opened->task.id, number, parser.isSet(force)).result();
    if (!kept) {
        printError(name + QStringLiteral(": ") + kept.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        printJson({{QStringLiteral("task_id"), opened->task.id},
                   {QStringLiteral("kept"), kept->number},
                   {QStringLiteral("worktree"), kept->worktree},
                   {QStringLiteral("archived"), QJsonArray::fromStringList(kept->archived)}});
        return ExitOk;
    }
    printLine(AttemptCommandsWords::tr("Kept attempt %1: its work is “%2”'s own now, in %3.")
                  .arg(number)
                  .arg(opened->task.title, kept->worktree));
    if (!kept->archived.isEmpty())
        printLine(AttemptCommandsWords::tr(
            "Archived the other %n attempt(s) (their branches are kept).", nullptr, int(kept->archived.size())));
    return ExitOk;
}

} // namespace kandesk::cli
