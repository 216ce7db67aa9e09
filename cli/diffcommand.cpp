// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "diffcommand.h"

#include "application/remoteworkspaces.h"
#include "application/review/taskchanges.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "DiffCommand".
struct DiffCommandWords {
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)
};

QString lineKind(git::DiffLine::Kind kind)
{
    switch (kind) {
    case git::DiffLine::Kind::Added: return QStringLiteral("added");
    case git::DiffLine::Kind::Removed: return QStringLiteral("removed");
    case git::DiffLine::Kind::Context: break;
    }
    return QStringLiteral("context");
}

QString stageName(git::StageState state)
{
    switch (state) {
    case git::StageState::Staged: return QStringLiteral("staged");
    case git::StageState::PartlyStaged: return QStringLiteral("partly");
    case git::StageState::Unstaged: break;
    }
    return QStringLiteral("unstaged");
}

QJsonObject fileJson(const git::FileChange &file, git::DiffScope scope)
{
    QJsonArray hunks;
    for (const git::DiffHunk &hunk : file.hunks) {
        QJsonArray lines;
        for (const git::DiffLine &line : hunk.lines) {
            QJsonObject row{{QStringLiteral("kind"), lineKind(line.kind)}, {QStringLiteral("text"), line.text}};
            if (line.oldLine > 0)
                row.insert(QStringLiteral("old_line"), line.oldLine);
            if (line.newLine > 0)
                row.insert(QStringLiteral("new_line"), line.newLine);
            if (line.noNewlineAtEnd)
                row.insert(QStringLiteral("no_newline"), true);
            lines.append(row);
        }
        hunks.append(QJsonObject{{QStringLiteral("old_start"), hunk.oldStart}, {QStringLiteral("old_count"), hunk.oldCount},
                                 {QStringLiteral("new_start"), hunk.newStart}, {QStringLiteral("new_count"), hunk.newCount},
                                 {QStringLiteral("section"), hunk.section}, {QStringLiteral("lines"), lines}});
    }
    QJsonObject object{{QStringLiteral("path"), file.path},
                       {QStringLiteral("status"), git::changeStatusName(file.status)},
                       {QStringLiteral("additions"), file.additions},
                       {QStringLiteral("deletions"), file.deletions},
                       {QStringLiteral("binary"), file.binary},
                       {QStringLiteral("too_large"), file.tooLarge},
                       {QStringLiteral("hunks"), hunks}};
    if (file.oldPath != file.path)
        object.insert(QStringLiteral("old_path"), file.oldPath);
    if (file.similarity > 0)
        object.insert(QStringLiteral("similarity"), file.similarity);
    if (scope == git::DiffScope::Uncommitted)
        object.insert(QStringLiteral("staged"), stageName(file.staged));
    return object;
}

QJsonObject diffJson(const TaskDiff &diff)
{
    QJsonArray repositories;
    for (const RepositoryDiff &repository : diff.repositories) {
        QJsonArray files;
        for (const git::FileChange &file : repository.diff.files)
            files.append(fileJson(file, diff.scope));
        QJsonObject row{{QStringLiteral("repository_id"), repository.repositoryId},
                        {QStringLiteral("name"), repository.name},
                        {QStringLiteral("worktree_path"), repository.worktreePath},
                        {QStringLiteral("base_branch"), repository.baseBranch},
                        {QStringLiteral("base_commit"), repository.diff.baseCommit},
                        {QStringLiteral("additions"), repository.diff.additions()},
                        {QStringLiteral("deletions"), repository.diff.deletions()},
                        {QStringLiteral("files"), files}};
        if (repository.remote)
            row.insert(QStringLiteral("remote"), true);
        if (!repository.error.isEmpty())
            row.insert(QStringLiteral("error"), repository.error);
        repositories.append(row);
    }
    return {{QStringLiteral("task_id"), diff.taskId},
            {QStringLiteral("scope"), diff.scope == git::DiffScope::AgainstBase ? QStringLiteral("base") : QStringLiteral("uncommitted")},
            {QStringLiteral("files"), diff.fileCount()},
            {QStringLiteral("additions"), diff.additions()},
            {QStringLiteral("deletions"), diff.deletions()},
            {QStringLiteral("repositories"), repositories}};
}

void printFile(const git::FileChange &file)
{
    printLine(QStringLiteral("--- a/%1").arg(file.status == git::ChangeStatus::Untracked ? QStringLiteral("/dev/null") : file.oldPath));
    printLine(QStringLiteral("+++ b/%1").arg(file.path));
    if (file.binary) {
        printLine(DiffCommandWords::tr("Binary file"));
        return;
    }
    if (file.tooLarge) {
        printLine(DiffCommandWords::tr("Large diff: %n line(s) (not shown)", nullptr, file.additions + file.deletions));
        return;
    }
    for (const git::DiffHunk &hunk : file.hunks) {
        QString header = QStringLiteral("@@ -%1,%2 +%3,%4 @@").arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount);
        if (!hunk.section.isEmpty())
            header += QLatin1Char(' ') + hunk.section;
        printLine(header);
        for (const git::DiffLine &line : hunk.lines) {
            const QChar mark = line.kind == git::DiffLine::Kind::Added ? QLatin1Char('+')
                : line.kind == git::DiffLine::Kind::Removed          ? QLatin1Char('-')
                                                                     : QLatin1Char(' ');
            printLine(mark + line.text);
            if (line.noNewlineAtEnd)
                printLine(DiffCommandWords::tr("\\ No newline at end of file"));
        }
    }
}

void printText(const TaskDiff &diff)
{
    for (const RepositoryDiff &repository : diff.repositories) {
        const QString against = diff.scope == git::DiffScope::AgainstBase
            ? DiffCommandWords::tr("against %1 (%2)").arg(repository.baseBranch, repository.diff.baseCommit.left(10))
            : QStringLiteral("uncommitted");
        printLine(QStringLiteral("%1 · %2 · %3").arg(repository.name, repository.worktreePath, against));
        if (!repository.error.isEmpty()) {
            printLine(DiffCommandWords::tr("  error: ") + repository.error);
            continue;
        }
        if (repository.diff.files.isEmpty())
            printLine(DiffCommandWords::tr("  no changes"));
        for (const git::FileChange &file : repository.diff.files) {
            QString name = file.path;
            if (file.oldPath != file.path)
                name = file.oldPath + QStringLiteral(" → ") + file.path;
            printLine(QStringLiteral("  %1 +%2 -%3  %4").arg(git::changeStatusName(file.status), -10).arg(file.additions).arg(file.deletions).arg(name));
        }
        for (const git::FileChange &file : repository.diff.files)
            printFile(file);
    }
}

} // namespace

int taskDiffCommand(const QStringList &arguments)
{
    const QString name = QStringLiteral("kandesk task diff");
    const QString usage = QStringLiteral("usage: kandesk task diff ID [--base|--uncommitted] [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption base(QStringLiteral("base"), QStringLiteral("Against the base branch (the default)."));
    const QCommandLineOption uncommitted(QStringLiteral("uncommitted"), QStringLiteral("Only what is not committed yet."));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    parser.addOptions({json, base, uncommitted, dataDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, name, usage, 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    if (parser.isSet(base) && parser.isSet(uncommitted)) {
        printError(name + DiffCommandWords::tr(": --base and --uncommitted exclude each other\n") + usage);
        return ExitUsage;
    }
    std::optional<CliHome> home = openHome(name, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    auto task = findTask(*home->stores, parsed.positional.constFirst());
    if (!task) {
        printError(name + QStringLiteral(": ") + task.error());
        return ExitFailure;
    }
    // A session running on an SSH host is read through its agentctl, as the window reads it.
    TaskChanges changes(*home->stores);
    changes.setRemoteWorkspaces(registeredRemoteWorkspaceLookup(*home->stores));
    auto diff = changes.diff(task->id, parser.isSet(uncommitted) ? git::DiffScope::Uncommitted : git::DiffScope::AgainstBase);
    if (!diff) {
        printError(name + QStringLiteral(": ") + diff.error());
        return ExitFailure;
    }
    if (parser.isSet(json))
        printJson(diffJson(*diff));
    else
        printText(*diff);
    int failed = ExitOk;
    for (const RepositoryDiff &repository : std::as_const(diff->repositories)) {
        if (!repository.error.isEmpty()) {
            QString why = repository.error;
            if (repository.remote && repository.unanswered)
                why += DiffCommandWords::tr(" (the session's agentctl runs on the SSH host and is reached through a port that the "
                                 "Kandesk running the session forwards: with that Kandesk closed, open it again to "
                                 "reattach, or resume the session)");
            printError(QStringLiteral("%1: %2: %3").arg(name, repository.name, why));
            failed = ExitFailure;
        }
    }
    return failed;
}

} // namespace kandesk::cli
