// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcommentcommands.h"

#include "application/review/reviewcomments.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/runcommand.h"
#include "models/queries/sessionqueries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "ReviewCommentCommands".
struct ReviewCommentCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewCommentCommands)
};

QJsonObject commentJson(const ReviewComment &comment)
{
    QJsonObject json{{QStringLiteral("id"), comment.id},
                     {QStringLiteral("path"), comment.path},
                     {QStringLiteral("side"), comment.side == ReviewComment::Side::Old ? QStringLiteral("old") : QStringLiteral("new")},
                     {QStringLiteral("start_line"), comment.startLine},
                     {QStringLiteral("end_line"), comment.endLine},
                     {QStringLiteral("code"), comment.code},
                     {QStringLiteral("text"), comment.body},
                     {QStringLiteral("created_at"), comment.createdAt.toString(Qt::ISODateWithMs)},
                     {QStringLiteral("sent"), comment.isSent()}};
    if (comment.isSent())
        json.insert(QStringLiteral("sent_at"), comment.sentAt.toString(Qt::ISODateWithMs));
    if (comment.isRemote()) {
        json.insert(QStringLiteral("origin"), comment.origin);
        json.insert(QStringLiteral("author"), comment.author);
        json.insert(QStringLiteral("url"), comment.url);
        json.insert(QStringLiteral("answered"), comment.repliedAt.isValid());
    }
    return json;
}

// "src/a.cpp:12" or "src/a.cpp:12-18" into a comment's path and lines.
Expected<ReviewComment> parseLocation(const QString &location)
{
    static const QRegularExpression pattern(QStringLiteral("^(.+):(\\d+)(?:-(\\d+))?$"));
    const QRegularExpressionMatch match = pattern.match(location);
    if (!match.hasMatch())
        return Error { ReviewCommentCommandsWords::tr("\"%1\" is not FILE:LINE or FILE:FIRST-LAST").arg(location) };
    ReviewComment comment;
    comment.path = QDir::cleanPath(match.captured(1));
    comment.startLine = match.captured(2).toInt();
    comment.endLine = match.captured(3).isEmpty() ? comment.startLine : match.captured(3).toInt();
    if (QDir::isAbsolutePath(comment.path) || comment.path == QLatin1String("..")
        || comment.path.startsWith(QLatin1String("../")))
        return Error { ReviewCommentCommandsWords::tr("\"%1\" must be a path inside the task's worktree").arg(match.captured(1)) };
    if (comment.startLine < 1 || comment.endLine < comment.startLine)
        return Error { ReviewCommentCommandsWords::tr("lines %1-%2 are not a range of lines (the first line is 1)")
                           .arg(match.captured(2), match.captured(3)) };
    return comment;
}

// The lines the comment is about as the worktree has them now.
Expected<QString> quotedLines(const QString &workspace, const ReviewComment &comment)
{
    QFile file(QDir(workspace).filePath(comment.path));
    if (!file.open(QIODevice::ReadOnly))
        return Error { ReviewCommentCommandsWords::tr("%1 is not in the task's worktree %2").arg(comment.path, workspace) };
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    const qsizetype count = lines.size() - (lines.constLast().isEmpty() ? 1 : 0);
    if (comment.endLine > count)
        return Error {
            ReviewCommentCommandsWords::tr("%1 has %n line(s), not %2", nullptr, int(count)).arg(comment.path).arg(comment.endLine)
        };
    return lines.mid(comment.startLine - 1, comment.endLine - comment.startLine + 1).join(QLatin1Char('\n'));
}

} // namespace

int taskCommentCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task comment");
    const QString usage = QStringLiteral("usage: kandesk task comment ID FILE:LINE[-LINE] \"text\" [--old] [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption old(QStringLiteral("old"), QStringLiteral("The lines are those of the version before the change."));
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({old, json, dataDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 3, -1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto location = parseLocation(parsed.positional.at(1));
    if (!location) {
        printError(command + QStringLiteral(": ") + location.error());
        printError(usage);
        return ExitUsage;
    }
    ReviewComment comment = *location;
    comment.side = parser.isSet(old) ? ReviewComment::Side::Old : ReviewComment::Side::New;
    comment.body = parsed.positional.mid(2).join(QLatin1Char(' ')).trimmed();
    if (comment.body.isEmpty()) {
        printError(command + ReviewCommentCommandsWords::tr(": the comment's text is empty"));
        return ExitUsage;
    }
    auto found = openHomeAndTask(command, parser.value(dataDir), parsed.positional.constFirst());
    if (!found)
        return ExitFailure;
    CliHome *home = &found->home;
    const Task *task = &found->task;
    comment.taskId = task->id;
    // New lines are quoted from the worktree; the old version's are the agent's to look up.
    const auto session = std::as_const(*home->stores).sessions().latestForTask(task->id);
    if (comment.side == ReviewComment::Side::New && session && !session->workspacePath.isEmpty()) {
        auto code = quotedLines(session->workspacePath, comment);
        if (!code) {
            printError(command + QStringLiteral(": ") + code.error());
            return ExitFailure;
        }
        comment.code = *code;
    }
    auto added = ReviewComments(*home->stores).add(comment).result();
    if (!added) {
        printError(command + QStringLiteral(": ") + added.error());
        return ExitFailure;
    }
    if (parser.isSet(json))
        printJson(commentJson(*added));
    else
        printLine(ReviewCommentCommandsWords::tr("Comment on %1 kept; `kandesk task comments %2 --send` hands it to the agent.")
                      .arg(added->location(), task->id.left(8)));
    return ExitOk;
}

int taskCommentsCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task comments");
    const QString usage = QStringLiteral(
        "usage: kandesk task comments ID [--send [--auto-approve] [--force]] [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption send(QStringLiteral("send"), QStringLiteral("Send the unsent comments to the agent in one prompt."));
    const QCommandLineOption autoApprove(QStringLiteral("auto-approve"), QStringLiteral("With --send: approve every permission request."));
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("With --send: resume a session still marked as starting or running."));
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({send, autoApprove, force, json, dataDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto found = openHomeAndTask(command, parser.value(dataDir), parsed.positional.constFirst());
    if (!found)
        return ExitFailure;
    return showOrSendComments(command, parser, found->home, found->task, false);
}

int showOrSendComments(const QString &command, const QCommandLineParser &parser, CliHome &homeRef, const Task &taskRef,
                       bool pullRequestOnly)
{
    const QCommandLineOption send(QStringLiteral("send"), QString());
    const QCommandLineOption autoApprove(QStringLiteral("auto-approve"), QString());
    const QCommandLineOption force(QStringLiteral("force"), QString());
    const QCommandLineOption json(QStringLiteral("json"), QString());
    CliHome *home = &homeRef;
    const Task *task = &taskRef;
    ReviewComments reviewComments(*home->stores);
    auto comments = reviewComments.forTask(task->id, parser.isSet(send)).result();
    if (!comments) {
        printError(command + QStringLiteral(": ") + comments.error());
        return ExitFailure;
    }
    if (pullRequestOnly)
        comments->removeIf([](const ReviewComment &comment) { return !comment.isRemote(); });
    if (!parser.isSet(send)) {
        if (parser.isSet(json)) {
            QJsonArray rows;
            for (const ReviewComment &comment : std::as_const(*comments))
                rows.append(commentJson(comment));
            printJson({{QStringLiteral("task_id"), task->id}, {QStringLiteral("comments"), rows}});
            return ExitOk;
        }
        if (comments->isEmpty())
            printLine(pullRequestOnly ? ReviewCommentCommandsWords::tr("No review comments on the pull request.")
                                      : ReviewCommentCommandsWords::tr("No review comments on this task."));
        for (const ReviewComment &comment : std::as_const(*comments)) {
            const QString state = comment.repliedAt.isValid() ? ReviewCommentCommandsWords::tr("answered")
                : comment.isSent()                            ? ReviewCommentCommandsWords::tr("sent    ")
                                                              : ReviewCommentCommandsWords::tr("waiting ");
            printLine(QStringLiteral("%1 %2%3%4  %5")
                          .arg(state, comment.location(),
                              comment.side == ReviewComment::Side::Old && !comment.path.isEmpty() ? ReviewCommentCommandsWords::tr(" (old)")
                                                                                                  : QString(),
                              comment.isRemote() ? QStringLiteral(" @") + comment.author : QString(),
                              comment.body.section(QLatin1Char('\n'), 0, 0)));
        }
        return ExitOk;
    }
    if (comments->isEmpty()) {
        printError(command + ReviewCommentCommandsWords::tr(": no review comment waits to be sent"));
        return ExitFailure;
    }
    QStringList ids;
    for (const ReviewComment &comment : std::as_const(*comments))
        ids.append(comment.id);
    ResumeOptions options;
    options.command = command;
    options.autoApprove = parser.isSet(autoApprove);
    options.json = parser.isSet(json);
    options.force = parser.isSet(force);
    auto markSent = [&reviewComments, ids] {
        if (const Status marked = reviewComments.markSent(ids).result(); !marked)
            printError(ReviewCommentCommandsWords::tr("kandesk task comments: sent, but not marked sent: ") + marked.error());
    };
    // Marked once the agent has the prompt, also when the turn fails afterwards; a turn that ended
    // well had it even when the command ended before the start said so.
    options.afterSent = markSent;
    const int code = resumeTask(options, *home, *task, reviewCommentsPrompt(*comments));
    if (code == ExitOk)
        markSent();
    return code;
}

} // namespace kandesk::cli
