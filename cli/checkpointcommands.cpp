// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkpointcommands.h"

#include "application/stores.h"
#include "application/tasks/taskcheckpoints.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "CheckpointCommands".
struct CheckpointCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(CheckpointCommands)
};

QJsonObject previewJson(const git::RestorePreview &preview)
{
    return {{QStringLiteral("files"), QJsonArray::fromStringList(preview.files)},
            {QStringLiteral("leaving_commits"), QJsonArray::fromStringList(preview.leavingCommits)}};
}

void printPreview(const git::RestorePreview &preview)
{
    printLine(preview.files.isEmpty() ? CheckpointCommandsWords::tr("  no file changes")
                                      : CheckpointCommandsWords::tr("  files (A comes back, D goes, M changes back):"));
    for (const QString &file : preview.files)
        printLine(QStringLiteral("    ") + file);
    if (!preview.leavingCommits.isEmpty())
        printLine(CheckpointCommandsWords::tr("  commits that leave the branch:"));
    for (const QString &commit : preview.leavingCommits)
        printLine(QStringLiteral("    ") + commit);
}

} // namespace

int taskCheckpointsCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task checkpoints"),
                              QStringLiteral("usage: kandesk task checkpoints ID [--json] [--data-dir DIR]")};
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({json, dataDir});
    OpenedTask opened = openTask(parser, dataDir, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    TaskCheckpoints checkpoints(*opened.home->stores, nullptr);
    checkpoints.setRemoteWorkspaces(registeredRemoteWorkspaceLookup(*opened.home->stores));
    const auto listed = checkpoints.list(opened.task.id).result();
    if (!listed) {
        printError(command.name + QStringLiteral(": ") + listed.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonArray all;
        for (const TaskCheckpoint &each : *listed) {
            const git::Checkpoint &checkpoint = each.checkpoint;
            all.append(QJsonObject{{QStringLiteral("turn"), checkpoint.number},
                                   {QStringLiteral("session_id"), checkpoint.sessionId},
                                   {QStringLiteral("session_turn"), checkpoint.turn},
                                   {QStringLiteral("head"), checkpoint.head},
                                   {QStringLiteral("branch"), checkpoint.branch},
                                   {QStringLiteral("created_at"), checkpoint.createdAt.toUTC().toString(Qt::ISODate)},
                                   {QStringLiteral("ref"), checkpoint.ref},
                                   {QStringLiteral("workspace"), each.workspace}});
        }
        printJson({{QStringLiteral("task_id"), opened.task.id}, {QStringLiteral("checkpoints"), all}});
        return ExitOk;
    }
    if (listed->isEmpty()) {
        printLine(CheckpointCommandsWords::tr("“%1” has no checkpoints yet: one is kept before each agent turn.").arg(opened.task.title));
        return ExitOk;
    }
    for (const TaskCheckpoint &each : *listed) {
        const git::Checkpoint &checkpoint = each.checkpoint;
        printLine(CheckpointCommandsWords::tr("turn %1  %2  %3 on %4")
                      .arg(checkpoint.number)
                      .arg(checkpoint.createdAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                          checkpoint.head.isEmpty() ? CheckpointCommandsWords::tr("(no commit)") : checkpoint.head.left(10),
                          checkpoint.branch.isEmpty() ? CheckpointCommandsWords::tr("a detached HEAD") : checkpoint.branch));
    }
    printLine(CheckpointCommandsWords::tr("kandesk task rewind %1 --turn N shows what going back to before turn N would change.")
                  .arg(opened.task.id));
    return ExitOk;
}

int taskRewindCommand(const QStringList &arguments)
{
    const TaskCommand command{QStringLiteral("kandesk task rewind"),
                              QStringLiteral("usage: kandesk task rewind ID --turn N [--yes] [--json] [--data-dir DIR]   (without --yes: "
                                             "what it would change, nothing changed)")};
    QCommandLineParser parser;
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    const QCommandLineOption turn(QStringLiteral("turn"), QStringLiteral("The task's turn to go back to before (kandesk task checkpoints)."),
                                  QStringLiteral("N"));
    const QCommandLineOption yes(QStringLiteral("yes"), QStringLiteral("Restore; without it, only say what would change."));
    parser.addOptions({json, dataDir, turn, yes});
    OpenedTask opened = openTask(parser, dataDir, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    bool isNumber = false;
    const int number = parser.value(turn).toInt(&isNumber);
    if (!parser.isSet(turn) || !isNumber || number < 1) {
        printError(command.name
            + CheckpointCommandsWords::tr(": --turn needs a turn number of 1 or more (kandesk task checkpoints lists them)\n")
            + command.usage);
        return ExitUsage;
    }
    TaskCheckpoints checkpoints(*opened.home->stores, nullptr);
    checkpoints.setRemoteWorkspaces(registeredRemoteWorkspaceLookup(*opened.home->stores));
    const bool restore = parser.isSet(yes);
    const auto done = restore ? checkpoints.restore(opened.task.id, number).result() : checkpoints.preview(opened.task.id, number).result();
    if (!done) {
        printError(command.name + QStringLiteral(": ") + done.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonObject out = previewJson(*done);
        out.insert(QStringLiteral("task_id"), opened.task.id);
        out.insert(QStringLiteral("turn"), number);
        out.insert(QStringLiteral("restored"), restore);
        printJson(out);
        return ExitOk;
    }
    printLine(restore ? CheckpointCommandsWords::tr("Restored “%1” to before turn %2:").arg(opened.task.title).arg(number)
                      : CheckpointCommandsWords::tr("Restoring “%1” to before turn %2 would change:").arg(opened.task.title).arg(number));
    printPreview(*done);
    if (!restore)
        printLine(CheckpointCommandsWords::tr("Nothing changed. Run it again with --yes to restore."));
    return ExitOk;
}

} // namespace kandesk::cli
