// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "pullrequestcommands.h"

#include "application/review/basesync.h"
#include "application/review/pullrequestchecks.h"
#include "application/review/pullrequestcomments.h"
#include "application/review/taskshipping.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/issuecommands.h"
#include "cli/reviewcommentcommands.h"
#include "cli/terminal.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "PullRequestCommands".
struct PullRequestCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(PullRequestCommands)
};

// "1h5m", "2m30s", "45s"; empty before it started.
QString durationOf(const forge::Check &check)
{
    const qint64 seconds = forge::checkSeconds(check);
    if (seconds < 0)
        return {};
    if (seconds >= 3600)
        return QStringLiteral("%1h%2m").arg(seconds / 3600).arg(seconds % 3600 / 60);
    return seconds >= 60 ? QStringLiteral("%1m%2s").arg(seconds / 60).arg(seconds % 60)
                         : QStringLiteral("%1s").arg(seconds);
}

QJsonObject checksJson(const ChecksReport &report)
{
    QJsonArray checks;
    for (const forge::Check &check : report.checks) {
        QJsonObject row { { QStringLiteral("name"), check.name },
            { QStringLiteral("state"), forge::checkStateName(check.state) },
            { QStringLiteral("conclusion"), check.conclusion }, { QStringLiteral("url"), check.url },
            { QStringLiteral("summary"), check.summary },
            { QStringLiteral("has_log"), check.runId != 0 } };
        if (check.startedAt.isValid())
            row.insert(QStringLiteral("started_at"), check.startedAt.toString(Qt::ISODate));
        if (check.completedAt.isValid())
            row.insert(QStringLiteral("completed_at"), check.completedAt.toString(Qt::ISODate));
        if (const qint64 seconds = forge::checkSeconds(check); seconds >= 0)
            row.insert(QStringLiteral("duration_s"), seconds);
        checks.append(row);
    }
    return { { QStringLiteral("task_id"), report.taskId },
        { QStringLiteral("pull_request"),
            QJsonObject { { QStringLiteral("number"), report.pullRequestNumber },
                { QStringLiteral("url"), report.pullRequestUrl }, { QStringLiteral("state"), report.pullRequestState } } },
        { QStringLiteral("head_sha"), report.headSha }, { QStringLiteral("state"), forge::checkStateName(report.state) },
        { QStringLiteral("summary"), report.summary }, { QStringLiteral("checks"), checks } };
}

void printChecks(const ChecksReport &report)
{
    printLine(QStringLiteral("%1 %2 · %3 %4")
                  .arg(wordsForUrl(report.pullRequestUrl).label(report.pullRequestNumber), report.pullRequestState,
                      forge::checkGlyph(report.state), report.summary));
    for (const forge::Check &check : report.checks) {
        printLine(QStringLiteral("  %1 %2  %3  %4  %5")
                      .arg(forge::checkGlyph(check.state), check.name, check.conclusion, durationOf(check), check.url)
                      .trimmed());
        if (!check.summary.isEmpty() && check.state == forge::CheckState::Failing)
            printLine(QStringLiteral("      ") + check.summary);
    }
}

// False (said with the usage) when more than one of options is given.
bool atMostOneOf(const QCommandLineParser &parser, const QList<QCommandLineOption> &options, const TaskCommand &command)
{
    QStringList names;
    int given = 0;
    for (const QCommandLineOption &option : options) {
        names.append(QStringLiteral("--") + option.names().constFirst());
        given += parser.isSet(option) ? 1 : 0;
    }
    if (given <= 1)
        return true;
    printError(PullRequestCommandsWords::tr("%1: choose one of %2").arg(command.name, names.join(QStringLiteral(", "))));
    printError(command.usage);
    return false;
}

// Waits ms on the event loop; false when the user pressed Ctrl+C meanwhile.
bool waitUnlessInterrupted(int ms)
{
    InterruptWatcher interrupts;
    QEventLoop loop;
    bool interrupted = false;
    QObject::connect(&interrupts, &InterruptWatcher::interrupted, &loop, [&] {
        interrupted = true;
        loop.quit();
    });
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    return !interrupted;
}

int checksCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task checks"),
        QStringLiteral("usage: kandesk task checks ID [--watch [--interval S]] [--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption watch(
        QStringLiteral("watch"), QStringLiteral("Ask again until no check runs; say each change."));
    const QCommandLineOption interval(QStringLiteral("interval"),
        QStringLiteral("Seconds between asks while watching (default: 20, longer while nothing changes)."),
        QStringLiteral("S"));
    parser.addOptions({ watch, interval });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    int intervalSeconds = 0;
    if (parser.isSet(interval)) {
        bool ok = false;
        intervalSeconds = parser.value(interval).toInt(&ok);
        if (!ok || intervalSeconds < 1 || intervalSeconds > 3600) {
            printError(PullRequestCommandsWords::tr("kandesk task checks: --interval takes whole seconds from 1 to 3600, not “%1”")
                           .arg(parser.value(interval)));
            printError(command.usage);
            return ExitUsage;
        }
    }
    PullRequestChecks checks(*opened.home->stores);
    QString shown;
    int unchanged = 0;
    for (;;) {
        const auto report = checks.read(opened.task.id).result();
        int rateLimitWait = 0;
        if (!report) {
            if (!parser.isSet(watch) || report.errorKind() != ErrorKind::RateLimited)
                return failCommand(command, report.error());
            printError(command.name + QStringLiteral(": ") + report.error());
            rateLimitWait = report.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt();
        } else {
            const QString seen = report->summary + QLatin1Char('\n') + report->pullRequestState;
            unchanged = seen == shown ? unchanged + 1 : 0;
            if (seen != shown) {
                if (wantsJson(parser))
                    printJson(checksJson(*report));
                else
                    printChecks(*report);
                shown = seen;
            }
            if (report->pullRequestState != report->pullRequestStateBefore) {
                Task before = opened.task;
                before.pullRequestState = report->pullRequestStateBefore;
                followMergedPullRequest(*opened.home->stores, before, report->pullRequestState, wantsJson(parser));
            }
            if (!parser.isSet(watch) || report->state != forge::CheckState::Pending)
                return report->state == forge::CheckState::Failing ? ExitFailure : ExitOk;
        }
        const int wait = intervalSeconds > 0 ? qMax(intervalSeconds, rateLimitWait) * 1000
                                             : nextChecksPollMs(forge::CheckState::Pending, unchanged, rateLimitWait);
        if (!waitUnlessInterrupted(wait))
            return ExitInterrupted;
    }
}

QString outcomeName(git::SyncOutcome::Kind kind)
{
    switch (kind) {
    case git::SyncOutcome::Kind::UpToDate:
        return QStringLiteral("up_to_date");
    case git::SyncOutcome::Kind::Updated:
        return QStringLiteral("updated");
    case git::SyncOutcome::Kind::Conflict:
        break;
    }
    return QStringLiteral("conflict");
}

int printSync(const QCommandLineParser &parser, const TaskCommand &command, const QString &taskId,
              const SyncReport &report)
{
    const git::SyncOutcome &outcome = report.outcome;
    if (wantsJson(parser)) {
        QJsonObject json { { QStringLiteral("task_id"), taskId }, { QStringLiteral("outcome"), outcomeName(outcome.kind) },
            { QStringLiteral("mode"), git::syncModeName(report.mode) }, { QStringLiteral("base"), report.baseRef },
            { QStringLiteral("before"), outcome.before }, { QStringLiteral("after"), outcome.after },
            { QStringLiteral("conflicted_files"), QJsonArray::fromStringList(outcome.conflictedFiles) },
            { QStringLiteral("setup_ran"), report.setupRan }, { QStringLiteral("pushed"), report.pushed } };
        if (!report.setupFailure.isEmpty())
            json.insert(QStringLiteral("setup_failure"), report.setupFailure);
        printJson(json);
    } else if (outcome.kind == git::SyncOutcome::Kind::Conflict) {
        printError(PullRequestCommandsWords::tr("%1: the %2 stopped on conflicts in: %3\nResolve them, then kandesk task sync %4 "
                             "--continue; or --abort to put the branch back as it was.")
                       .arg(command.name, git::syncModeName(report.mode),
                           outcome.conflictedFiles.join(QStringLiteral(", ")), taskId.left(8)));
    } else if (outcome.kind == git::SyncOutcome::Kind::UpToDate) {
        printLine(PullRequestCommandsWords::tr("Already up to date with %1.").arg(report.baseRef));
    } else {
        printLine(PullRequestCommandsWords::tr("Updated from %1 (%2): %3.")
                      .arg(report.baseRef, git::syncModeName(report.mode), outcome.after.left(12)));
        if (report.setupRan && report.setupFailure.isEmpty())
            printLine(PullRequestCommandsWords::tr("  the setup script passed"));
        if (report.pushed)
            printLine(PullRequestCommandsWords::tr("  pushed to origin"));
    }
    if (!report.setupFailure.isEmpty()) {
        printError(command.name + PullRequestCommandsWords::tr(": updated, but ") + report.setupFailure);
        return ExitFailure;
    }
    return outcome.kind == git::SyncOutcome::Kind::Conflict ? ExitFailure : ExitOk;
}

int syncCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task sync"),
        QStringLiteral("usage: kandesk task sync ID [--rebase | --merge] | --continue | --abort | --status "
                       "[--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption rebase(QStringLiteral("rebase"), QStringLiteral("Rebase the branch onto its base."));
    const QCommandLineOption merge(QStringLiteral("merge"), QStringLiteral("Merge the base into the branch."));
    const QCommandLineOption goOn(
        QStringLiteral("continue"), QStringLiteral("Go on once the conflicts are resolved."));
    const QCommandLineOption abort(
        QStringLiteral("abort"), QStringLiteral("Stop, and put the branch back on its commit."));
    const QCommandLineOption status(
        QStringLiteral("status"), QStringLiteral("How far the branch is behind its base, and any update under way."));
    parser.addOptions({ rebase, merge, goOn, abort, status });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    if (!atMostOneOf(parser, { rebase, merge, goOn, abort, status }, command))
        return ExitUsage;
    TaskBaseSync sync(*opened.home->stores);
    const QString taskId = opened.task.id;
    if (parser.isSet(status)) {
        const auto read = sync.status(taskId).result();
        if (!read)
            return failCommand(command, read.error());
        if (wantsJson(parser)) {
            printJson({ { QStringLiteral("task_id"), taskId }, { QStringLiteral("base"), read->baseRef },
                { QStringLiteral("ahead"), read->divergence.ahead }, { QStringLiteral("behind"), read->divergence.behind },
                { QStringLiteral("in_progress"), read->state.inProgress
                        ? QJsonValue(git::syncModeName(read->state.mode)) : QJsonValue() },
                { QStringLiteral("conflicted_files"), QJsonArray::fromStringList(read->state.conflictedFiles) } });
        } else {
            printLine(PullRequestCommandsWords::tr("%n commit(s) behind %1, %2 ahead.", nullptr, read->divergence.behind)
                          .arg(read->baseRef)
                          .arg(read->divergence.ahead));
            if (read->state.inProgress)
                printLine(PullRequestCommandsWords::tr("A %1 is under way; conflicted: %2")
                              .arg(git::syncModeName(read->state.mode),
                                  read->state.conflictedFiles.isEmpty()
                                      ? PullRequestCommandsWords::tr("none")
                                      : read->state.conflictedFiles.join(QStringLiteral(", "))));
        }
        return ExitOk;
    }
    if (parser.isSet(abort)) {
        if (const Status aborted = sync.abort(taskId).result(); !aborted)
            return failCommand(command, aborted.error());
        if (wantsJson(parser))
            printJson({ { QStringLiteral("task_id"), taskId }, { QStringLiteral("outcome"), QStringLiteral("aborted") } });
        else
            printLine(PullRequestCommandsWords::tr("Aborted: the branch is back on its commit."));
        return ExitOk;
    }
    const auto report = parser.isSet(goOn) ? sync.continueUpdate(taskId).result()
        : parser.isSet(rebase)             ? sync.update(taskId, git::SyncMode::Rebase).result()
        : parser.isSet(merge)              ? sync.update(taskId, git::SyncMode::Merge).result()
                                           : sync.update(taskId).result();
    if (!report)
        return failCommand(command, report.error());
    return printSync(parser, command, taskId, *report);
}

} // namespace

void followMergedPullRequest(Stores &stores, const Task &task, const QString &stateNow, bool json)
{
    TaskShipping shipping(stores);
    const ForgeWords words = wordsForUrl(task.pullRequestUrl);
    const auto finished = shipping.followMerged(task.id, task.pullRequestState, stateNow, false).result();
    if (finished && !*finished)
        return; // not merged just now
    if (!finished) {
        printError(PullRequestCommandsWords::tr("kandesk: %1 was merged on %2, but “%3” did not move to Done: %4")
                       .arg(words.longLabel(task.pullRequestNumber), words.host, task.title, finished.error()));
        return;
    }
    printIssueLanding((*finished)->issue, json);
    if (!json && !(*finished)->leftStepId.isEmpty())
        printLine(PullRequestCommandsWords::tr("%1 was merged on %2: “%3” moved to %4.")
                      .arg(words.sentenceLabel(task.pullRequestNumber), words.host, task.title, (*finished)->doneStep));
}

int pullRequestCommentsCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task pr comments");
    const QString usage = QStringLiteral("usage: kandesk task pr ID comments [--send [--auto-approve] [--force]] "
                                         "[--reply TEXT] [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    const QCommandLineOption send(
        QStringLiteral("send"), QStringLiteral("Send the pull request's unsent comments to the agent in one prompt."));
    const QCommandLineOption autoApprove(
        QStringLiteral("auto-approve"), QStringLiteral("With --send: approve every permission request."));
    const QCommandLineOption force(
        QStringLiteral("force"), QStringLiteral("With --send: resume a session still marked as starting or running."));
    const QCommandLineOption reply(QStringLiteral("reply"),
        QStringLiteral("Answer the comments sent to the agent with TEXT on GitHub or GitLab, and resolve their threads."),
        QStringLiteral("TEXT"));
    const QCommandLineOption json = jsonOption();
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({ send, autoApprove, force, reply, json, dataDir });
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    if (parser.isSet(send) && parser.isSet(reply)) {
        printError(command + PullRequestCommandsWords::tr(": --send and --reply are two steps: send, let the agent work, then reply"));
        printError(usage);
        return ExitUsage;
    }
    auto found = openHomeAndTask(command, parser.value(dataDir), parsed.positional.constFirst());
    if (!found)
        return ExitFailure;
    PullRequestComments pullRequest(*found->home.stores);
    if (parser.isSet(reply)) {
        const auto answered = pullRequest.replyAndResolve(found->task.id, parser.value(reply)).result();
        if (!answered) {
            printError(command + QStringLiteral(": ") + answered.error());
            return ExitFailure;
        }
        for (const QString &problem : std::as_const(answered->problems))
            printError(command + QStringLiteral(": ") + problem);
        if (parser.isSet(json))
            printJson({ { QStringLiteral("task_id"), found->task.id }, { QStringLiteral("answered"), answered->replied },
                { QStringLiteral("resolved"), answered->resolved },
                { QStringLiteral("problems"), QJsonArray::fromStringList(answered->problems) } });
        else
            printLine(PullRequestCommandsWords::tr("Answered %n comment(s) on %1;", nullptr, answered->replied)
                          .arg(wordsForUrl(found->task.pullRequestUrl).host)
                + QLatin1Char(' ') + PullRequestCommandsWords::tr("%n thread(s) resolved.", nullptr, answered->resolved));
        return answered->problems.isEmpty() ? ExitOk : ExitFailure;
    }
    const auto fetched = pullRequest.fetch(found->task.id).result();
    if (!fetched) {
        printError(command + QStringLiteral(": ") + fetched.error());
        return ExitFailure;
    }
    return showOrSendComments(command, parser, found->home, found->task, true);
}

int pullRequestMergeCommand(const QStringList &arguments)
{
    const TaskCommand command { QStringLiteral("kandesk task pr merge"),
        QStringLiteral("usage: kandesk task pr ID merge [--squash | --rebase | --merge-commit] [--delete-branch] "
                       "[--remove-worktree] [--json] [--data-dir DIR]") };
    QCommandLineParser parser;
    const QCommandLineOption squash(QStringLiteral("squash"), QStringLiteral("Squash it into one commit."));
    const QCommandLineOption rebase(QStringLiteral("rebase"), QStringLiteral("Rebase its commits onto the base."));
    const QCommandLineOption mergeCommit(QStringLiteral("merge-commit"), QStringLiteral("A merge commit."));
    const QCommandLineOption deleteBranch(
        QStringLiteral("delete-branch"), QStringLiteral("Delete the branch on origin once merged."));
    const QCommandLineOption removeWorktree(
        QStringLiteral("remove-worktree"), QStringLiteral("Also remove the task's worktree and local branch."));
    parser.addOptions({ squash, rebase, mergeCommit, deleteBranch, removeWorktree });
    OpenedTask opened = openTaskWithJson(parser, arguments, command);
    if (opened.exitCode >= 0)
        return opened.exitCode;
    if (!atMostOneOf(parser, { squash, rebase, mergeCommit }, command))
        return ExitUsage;
    PullRequestMergeOptions options;
    if (parser.isSet(squash))
        options.method = forge::MergeMethod::Squash;
    else if (parser.isSet(rebase))
        options.method = forge::MergeMethod::Rebase;
    else if (parser.isSet(mergeCommit))
        options.method = forge::MergeMethod::Merge;
    options.deleteBranch = parser.isSet(deleteBranch);
    options.removeWorktree = parser.isSet(removeWorktree);
    options.stepsRunHere = false; // the window's workflow does what Done does
    TaskShipping shipping(*opened.home->stores);
    const auto merged = shipping.mergePullRequest(opened.task.id, options).result();
    if (!merged)
        return failCommand(command, merged.error());
    if (wantsJson(parser)) {
        printJson({ { QStringLiteral("task_id"), opened.task.id }, { QStringLiteral("number"), merged->number },
            { QStringLiteral("url"), merged->url }, { QStringLiteral("method"), forge::mergeMethodName(merged->method) },
            { QStringLiteral("merge_commit"), merged->mergeCommit }, { QStringLiteral("branch_deleted"), merged->branchDeleted },
            { QStringLiteral("step"), merged->finished.doneStep },
            { QStringLiteral("removed_worktrees"), QJsonArray::fromStringList(merged->finished.removedWorktrees) } });
        return ExitOk;
    }
    printLine(PullRequestCommandsWords::tr("Merged %1 (%2): %3")
                  .arg(wordsForUrl(merged->url).longLabel(merged->number), forge::mergeMethodName(merged->method),
                      merged->mergeCommit.left(12)));
    if (merged->branchDeleted)
        printLine(PullRequestCommandsWords::tr("  deleted its branch on origin"));
    printLine(PullRequestCommandsWords::tr("Moved “%1” to %2.").arg(opened.task.title, merged->finished.doneStep));
    printIssueLanding(merged->finished.issue, false);
    for (const QString &path : std::as_const(merged->finished.removedWorktrees))
        printLine(PullRequestCommandsWords::tr("  removed worktree %1").arg(path));
    return ExitOk;
}

QHash<QString, TaskCommandFunction> pullRequestCommands()
{
    return { { QStringLiteral("checks"), &checksCommand }, { QStringLiteral("sync"), &syncCommand } };
}

QString pullRequestCommandsUsage()
{
    return QStringLiteral(
        "  checks ID [--watch [--interval S]]           the pull request's checks (exit 1 when one fails)\n"
        "  sync ID [--rebase|--merge] | --continue | --abort | --status   update the branch from its base\n"
        "  pr ID merge [--squash|--rebase|--merge-commit] [--delete-branch] [--remove-worktree]   merge it on GitHub or GitLab, then Done\n"
        "  pr ID comments [--send] [--reply TEXT]       the pull request's review comments; --send to the agent, --reply answers them");
}

} // namespace kandesk::cli
