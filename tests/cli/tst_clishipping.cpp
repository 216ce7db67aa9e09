// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The real kandesk binary's ship commands on real repositories (a bare origin, a loopback GitHub):
// task commit (and its refusal), merge (squash, conflict), push, pr (created, already open, 401;
// a GitLab merge request too),
// finish (refused while work would be lost, then with --remove-worktree), open (editor, terminal).
#include "models/stores/reviewcommentstore.h"
#include "support/fakegithub.h"
#include "support/fakegitlab.h"
#include "support/kandeskcli.h"
#include "support/shipfixture.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// kandesk, run while this thread keeps serving the loopback GitHub.
CliRun runServing(const QStringList &arguments, const QProcessEnvironment &environment = cliEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(kandeskApp(), arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", qPrintable(kandeskApp()));
    process.closeWriteChannel();
    if (!QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, 120'000))
        qFatal("kandesk did not finish");
    return finishRun(process);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliShipping : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh() { return m_dir.filePath(QStringLiteral("case%1").arg(++m_count)); }

    CliRun task(const ShipFixture &fixture, const QString &command, const QStringList &extra = {},
        const QProcessEnvironment &environment = cliEnvironment())
    {
        return runServing(QStringList { s("task"), command, fixture.taskId.left(8) } + extra
                + QStringList { s("--json"), s("--data-dir"), fixture.home },
            environment);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kandeskApp()).isExecutable(), qPrintable(kandeskApp()));
        hermeticGit(m_dir.path()); // the kandesk processes inherit it
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void commitRefusesThenCommits()
    {
        const ShipFixture fixture(fresh());
        writeTestFile(QDir(fixture.worktree).filePath(s("widget.txt")), "w\n");
        const CliRun refused = task(fixture, s("commit"), { s("-m"), s("Add the widget") });
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.json().value(s("outcome")).toString(), s("nothing_staged"));

        const CliRun committed = task(fixture, s("commit"), { s("-m"), s("Add the widget"), s("--all") });
        QVERIFY2(committed.exitCode == 0, qPrintable(committed.err));
        QCOMPARE(committed.json().value(s("outcome")).toString(), s("committed"));
        QCOMPARE(committed.json().value(s("commit")).toString(), fixture.revision(fixture.branch));

        const CliRun usage = runCli({ s("task"), s("commit"), fixture.taskId, s("--data-dir"), fixture.home });
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.contains(s("-m MSG")), qPrintable(usage.err));
    }

    void mergeSquashesOrListsTheConflict()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { s("widget.txt"), "w\n" } }, s("widget"));
        fixture.commitIn(fixture.repository, { { s("other.txt"), "o\n" } }, s("meanwhile"));
        const CliRun squashed = task(fixture, s("merge"), { s("--squash") });
        QVERIFY2(squashed.exitCode == 0, qPrintable(squashed.err));
        QCOMPARE(squashed.json().value(s("outcome")).toString(), s("squashed"));
        QCOMPARE(squashed.json().value(s("commit")).toString(), fixture.revision(s("main")));
        QCOMPARE(fileBytes(QDir(fixture.repository).filePath(s("widget.txt"))), QByteArray("w\n"));

        const ShipFixture conflicted(fresh());
        conflicted.commitIn(conflicted.worktree, { { s("shared.txt"), "TASK\n" } }, s("task"));
        conflicted.commitIn(conflicted.repository, { { s("shared.txt"), "MAIN\n" } }, s("main"));
        const QString mainBefore = conflicted.revision(s("main"));
        const CliRun conflict = task(conflicted, s("merge"));
        QCOMPARE(conflict.exitCode, 1);
        QCOMPARE(conflict.json().value(s("outcome")).toString(), s("conflict"));
        QCOMPARE(conflict.json().value(s("conflicted_files")).toArray(), QJsonArray { s("shared.txt") });
        QCOMPARE(conflicted.revision(s("main")), mainBefore);

        const CliRun text = runServing({ s("task"), s("merge"), conflicted.taskId, s("--data-dir"), conflicted.home });
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.err.contains(s("conflict: shared.txt")), qPrintable(text.err));
    }

    void pushAndPullRequests()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("KANDESK_GITHUB_API_URL"), gitHub.url());
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { s("widget.txt"), "w\n" } }, s("widget"));

        const CliRun pushed = task(fixture, s("push"), {}, environment);
        QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
        QCOMPARE(pushed.json().value(s("branch")).toString(), fixture.branch);
        QCOMPARE(gitOut(fixture.bare, { s("rev-parse"), s("refs/heads/") + fixture.branch }),
            fixture.revision(fixture.branch));

        // The secret is set through the command line, as a user would.
        const CliRun secret
            = runCli({ s("secret"), s("set"), s("GITHUB_TOKEN"), s("--data-dir"), fixture.home }, "expired\n");
        QVERIFY2(secret.exitCode == 0, qPrintable(secret.err));
        const CliRun refused = task(fixture, s("pr"), {}, environment);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(s("GitHub refused the token")), qPrintable(refused.err));

        QCOMPARE(
            runCli({ s("secret"), s("set"), s("GITHUB_TOKEN"), s("--data-dir"), fixture.home }, gitHub.token.toUtf8())
                .exitCode,
            0);
        const CliRun created = task(
            fixture, s("pr"), { s("--title"), s("Widgets"), s("--body"), s("Adds one."), s("--draft") }, environment);
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QCOMPARE(created.json().value(s("number")).toInt(), 12);
        QCOMPARE(created.json().value(s("url")).toString(), s("https://github.com/acme/widgets/pull/12"));
        QCOMPARE(created.json().value(s("existed")).toBool(), false);
        QCOMPARE(gitHub.created.constFirst().value(s("title")).toString(), s("Widgets"));
        QCOMPARE(gitHub.created.constFirst().value(s("draft")).toBool(), true);

        const CliRun again = task(fixture, s("pr"), {}, environment);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(again.json().value(s("existed")).toBool(), true);
        QCOMPARE(again.json().value(s("number")).toInt(), 12);

        // The task remembers it: `task list --json` and the stores read it back.
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestNumber, 12);
        const CliRun listed = runCli({ s("task"), s("list"), s("--json"), s("--data-dir"), fixture.home });
        QCOMPARE(listed.exitCode, 0);
        const QJsonObject row = QJsonDocument::fromJson(listed.out.toUtf8()).array().first().toObject();
        QCOMPARE(row.value(s("pull_request")).toObject().value(s("url")).toString(),
            s("https://github.com/acme/widgets/pull/12"));
        QCOMPARE(row.value(s("pull_request")).toObject().value(s("state")).toString(), s("open"));

        gitHub.states.insert(12, s("closed"));
        const CliRun refreshed = task(fixture, s("pr"), { s("--refresh") }, environment);
        QVERIFY2(refreshed.exitCode == 0, qPrintable(refreshed.err));
        QCOMPARE(refreshed.json().value(s("state")).toString(), s("closed"));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, s("closed"));
    }

    void checksAreListedAndWatchedUntilTheySettle()
    {
        FakeGitHub gitHub;
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("KANDESK_GITHUB_API_URL"), gitHub.url());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        QCOMPARE(task(fixture, s("pr"), {}, environment).exitCode, 0);

        gitHub.checkRuns = { FakeGitHub::checkRun(3, s("build"), s("completed"), s("success")),
            FakeGitHub::checkRun(4, s("test"), s("completed"), s("failure"), s("2 tests failed")) };
        const CliRun text = runServing(
            { s("task"), s("checks"), fixture.taskId.left(8), s("--data-dir"), fixture.home }, environment);
        QCOMPARE(text.exitCode, 1); // one fails
        QVERIFY2(text.out.contains(s("PR #12 open · ✗ 1 of 2 failing: test")), qPrintable(text.out));
        QVERIFY2(text.out.contains(s("✓ build  success  2m30s  https://github.com/acme/widgets/runs/3")),
            qPrintable(text.out));
        QVERIFY2(text.out.contains(s("      2 tests failed")), qPrintable(text.out));
        const CliRun listed = runCli({ s("task"), s("list"), s("--json"), s("--data-dir"), fixture.home });
        const QJsonObject pr
            = QJsonDocument::fromJson(listed.out.toUtf8()).array().first().toObject().value(s("pull_request")).toObject();
        QCOMPARE(pr.value(s("checks")).toString(), s("failing"));
        QCOMPARE(pr.value(s("checks_summary")).toString(), s("1 of 2 failing: test"));

        // Watching: pending twice (said once), then passing; one JSON line per change.
        gitHub.checkRuns = { FakeGitHub::checkRun(5, s("build"), s("in_progress")) };
        gitHub.checkRunsLater = { gitHub.checkRuns, { FakeGitHub::checkRun(5, s("build"), s("completed"), s("success")) } };
        const CliRun watched = task(fixture, s("checks"), { s("--watch"), s("--interval"), s("1") }, environment);
        QVERIFY2(watched.exitCode == 0, qPrintable(watched.err));
        const QStringList lines = watched.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        const QJsonObject first = QJsonDocument::fromJson(lines.at(0).toUtf8()).object();
        QCOMPARE(first.value(s("state")).toString(), s("pending"));
        QCOMPARE(first.value(s("checks")).toArray().first().toObject().value(s("conclusion")).toString(), s("in_progress"));
        const QJsonObject last = QJsonDocument::fromJson(lines.at(1).toUtf8()).object();
        QCOMPARE(last.value(s("state")).toString(), s("passing"));
        QCOMPARE(last.value(s("summary")).toString(), s("1 passing"));
        QCOMPARE(last.value(s("pull_request")).toObject().value(s("number")).toInt(), 12);

        const CliRun usage = task(fixture, s("checks"), { s("--watch"), s("--interval"), s("soon") }, environment);
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.contains(s("--interval takes whole seconds from 1 to 3600, not “soon”")), qPrintable(usage.err));

        // Merged on GitHub meanwhile: the read that finds it moves the task to Done.
        gitHub.states.insert(12, s("merged"));
        const CliRun merged = runServing(
            { s("task"), s("checks"), fixture.taskId.left(8), s("--data-dir"), fixture.home }, environment);
        QVERIFY2(merged.out.contains(s("Pull request #12 was merged on GitHub: “Add the widget” moved to Done.")),
            qPrintable(merged.out + merged.err));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->workflowStepId, s("done"));
    }

    void pullRequestsAreMergedOnGitHubThenDone()
    {
        FakeGitHub gitHub;
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("KANDESK_GITHUB_API_URL"), gitHub.url());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        QCOMPARE(task(fixture, s("pr"), {}, environment).exitCode, 0);

        const CliRun usage = task(fixture, s("pr"), { s("merge"), s("--squash"), s("--rebase") }, environment);
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.contains(s("choose one of --squash, --rebase, --merge-commit")), qPrintable(usage.err));
        const CliRun notAllowed = task(fixture, s("pr"), { s("merge"), s("--rebase") }, environment);
        QCOMPARE(notAllowed.exitCode, 1);
        QVERIFY2(notAllowed.err.contains(s("does not allow rebase merges")), qPrintable(notAllowed.err));

        const CliRun merged = runServing({ s("task"), s("pr"), fixture.taskId.left(8), s("merge"), s("--squash"),
                                             s("--delete-branch"), s("--json"), s("--data-dir"), fixture.home },
            environment);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
        QCOMPARE(merged.json().value(s("number")).toInt(), 12);
        QCOMPARE(merged.json().value(s("method")).toString(), s("squash"));
        QCOMPARE(merged.json().value(s("branch_deleted")).toBool(), true);
        QCOMPARE(merged.json().value(s("step")).toString(), s("Done"));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, s("merged"));
        QVERIFY(!git::refExists(fixture.bare, s("refs/heads/") + fixture.branch));
    }

    void aGitLabMergeRequestIsOpenedCheckedAndMerged()
    {
        FakeGitLab gitLab;
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("KANDESK_GITLAB_API_URL"), gitLab.url());
        const ShipFixture fixture(fresh(), s("Add the widget"), s("git@gitlab.example:acme/widgets.git"));
        fixture.commitIn(fixture.worktree, { { s("widget.txt"), "w\n" } }, s("widget"));
        const CliRun noToken = runServing(
            { s("task"), s("pr"), fixture.taskId.left(8), s("--data-dir"), fixture.home }, environment);
        QCOMPARE(noToken.exitCode, 1);
        QVERIFY2(noToken.err.contains(s("No GitLab token for gitlab.example")), qPrintable(noToken.err));
        QCOMPARE(runCli({ s("secret"), s("set"), s("GITLAB_TOKEN"), s("--data-dir"), fixture.home }, gitLab.token.toUtf8())
                     .exitCode,
            0);
        const CliRun created = runServing(
            { s("task"), s("pr"), fixture.taskId.left(8), s("--data-dir"), fixture.home }, environment);
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QVERIFY2(created.out.contains(s("Created merge request !1 https://gitlab.example/acme/widgets/-/merge_requests/1")),
            qPrintable(created.out));

        gitLab.jobs = { FakeGitLab::job(5, s("build"), s("success")), FakeGitLab::job(6, s("test"), s("failed")) };
        const CliRun checks = runServing(
            { s("task"), s("checks"), fixture.taskId.left(8), s("--data-dir"), fixture.home }, environment);
        QCOMPARE(checks.exitCode, 1);
        QVERIFY2(checks.out.contains(s("MR !1 open · ✗ 1 of 2 failing: test")), qPrintable(checks.out));
        QVERIFY2(checks.out.contains(s("✓ build  success  1m30s  https://gitlab.example/acme/widgets/-/jobs/5")),
            qPrintable(checks.out));

        const CliRun merged = task(fixture, s("pr"), { s("merge"), s("--squash") }, environment);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
        QCOMPARE(merged.json().value(s("method")).toString(), s("squash"));
        QCOMPARE(merged.json().value(s("step")).toString(), s("Done"));
        QVERIFY(gitLab.merges.constFirst().value(s("squash")).toBool());
    }

    void pullRequestCommentsAreListedAndAnswered()
    {
        FakeGitHub gitHub;
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("KANDESK_GITHUB_API_URL"), gitHub.url());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        QCOMPARE(task(fixture, s("pr"), {}, environment).exitCode, 0);
        gitHub.reviewComments
            = { FakeGitHub::reviewComment(401, s("alice"), s("widget.txt"), 1, s("Say what w means."), s("2026-12-06T10:00:00Z")) };
        gitHub.reviews = { FakeGitHub::review(501, s("bob"), s("COMMENTED"), s("Looks close."), s("2026-12-06T10:01:00Z")) };

        const CliRun listed = task(fixture, s("pr"), { s("comments") }, environment);
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        const QJsonArray rows = listed.json().value(s("comments")).toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).toObject().value(s("author")).toString(), s("alice"));
        QCOMPARE(rows.at(0).toObject().value(s("code")).toString(), s("w\n"));
        QCOMPARE(rows.at(1).toObject().value(s("path")).toString(), QString()); // the review's own text
        const CliRun text = runServing(
            { s("task"), s("pr"), fixture.taskId.left(8), s("comments"), s("--data-dir"), fixture.home }, environment);
        QVERIFY2(text.out.contains(s("waiting  widget.txt:1 @alice  Say what w means.")), qPrintable(text.out));
        QVERIFY2(text.out.contains(s("waiting  the pull request as a whole @bob  Looks close.")), qPrintable(text.out));

        const CliRun early = task(fixture, s("pr"), { s("comments"), s("--reply"), s("Done.") }, environment);
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.err.contains(s("no comment from the pull request was sent")), qPrintable(early.err));
        // As --send marks them once the agent has them.
        QStringList ids;
        for (const ReviewComment &comment : fixture.stores->comments().forTask(fixture.taskId).value())
            ids.append(comment.id);
        QVERIFY(fixture.stores->comments().markSent(ids, QDateTime::currentDateTimeUtc()).ok());
        const CliRun answered = task(fixture, s("pr"), { s("comments"), s("--reply"), s("Done.") }, environment);
        QVERIFY2(answered.exitCode == 0, qPrintable(answered.err));
        QCOMPARE(answered.json().value(s("answered")).toInt(), 2);
        QCOMPARE(answered.json().value(s("resolved")).toInt(), 1);
        QCOMPARE(gitHub.replies, (QList<std::pair<qint64, QString>> { { 401, s("Done.") } }));
        QCOMPARE(gitHub.conversationComments, QStringList { s("Done.") });
        QCOMPARE(gitHub.resolvedThreads, QList<qint64> { 401 });

        const CliRun both = task(fixture, s("pr"), { s("comments"), s("--send"), s("--reply"), s("x") }, environment);
        QCOMPARE(both.exitCode, 2);
    }

    void syncStopsOnAConflictThenAbortsOrContinues()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { s("shared.txt"), "one\nTASK\nthree\n" } }, s("task"));
        fixture.commitIn(fixture.repository, { { s("shared.txt"), "one\nMAIN\nthree\n" } }, s("main"));
        const QString before = fixture.revision(fixture.branch);

        const CliRun behind = task(fixture, s("sync"), { s("--status") });
        QVERIFY2(behind.exitCode == 0, qPrintable(behind.err));
        QCOMPARE(behind.json().value(s("behind")).toInt(), 1);
        QCOMPARE(behind.json().value(s("ahead")).toInt(), 1);
        QCOMPARE(behind.json().value(s("base")).toString(), s("main"));

        QVERIFY(fixture.stores->tasks().setBranch(fixture.taskId, fixture.branch).ok()); // as a run records it
        const CliRun shown = task(fixture, s("show"));
        QCOMPARE(shown.json().value(s("behind_base")).toObject().value(s("behind")).toInt(), 1);
        QCOMPARE(shown.json().value(s("behind_base")).toObject().value(s("base")).toString(), s("main"));

        const CliRun conflict = task(fixture, s("sync"));
        QCOMPARE(conflict.exitCode, 1);
        QCOMPARE(conflict.json().value(s("outcome")).toString(), s("conflict"));
        QCOMPARE(conflict.json().value(s("mode")).toString(), s("rebase"));
        QCOMPARE(conflict.json().value(s("conflicted_files")).toArray(), QJsonArray { s("shared.txt") });
        const CliRun underWay = task(fixture, s("sync"), { s("--status") });
        QCOMPARE(underWay.json().value(s("in_progress")).toString(), s("rebase"));
        const CliRun aborted = task(fixture, s("sync"), { s("--abort") });
        QVERIFY2(aborted.exitCode == 0, qPrintable(aborted.err));
        QCOMPARE(gitOut(fixture.worktree, { s("rev-parse"), s("HEAD") }), before);

        const CliRun text = runServing({ s("task"), s("sync"), fixture.taskId, s("--merge"), s("--data-dir"), fixture.home });
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.err.contains(s("the merge stopped on conflicts in: shared.txt")), qPrintable(text.err));
        const CliRun marked = task(fixture, s("sync"), { s("--continue") });
        QCOMPARE(marked.exitCode, 1);
        QVERIFY2(marked.err.contains(s("Still conflicted: shared.txt keeps conflict markers")), qPrintable(marked.err));
        writeTestFile(QDir(fixture.worktree).filePath(s("shared.txt")), "one\nMAIN and TASK\nthree\n");
        const CliRun continued = task(fixture, s("sync"), { s("--continue") });
        QVERIFY2(continued.exitCode == 0, qPrintable(continued.err));
        QCOMPARE(continued.json().value(s("outcome")).toString(), s("updated"));
        QCOMPARE(continued.json().value(s("mode")).toString(), s("merge"));

        const CliRun usage = task(fixture, s("sync"), { s("--rebase"), s("--merge") });
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.contains(s("choose one of --rebase, --merge")), qPrintable(usage.err));
    }

    // `task show` and `task list` carry what the task's branch would conflict with: here its base,
    // which moved on over the same line.
    void showAndListCarryConflicts()
    {
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.stores->tasks().setBranch(fixture.taskId, fixture.branch).ok());
        fixture.commitIn(fixture.worktree, { { s("shared.txt"), "one\nTWO on the task\nthree\n" } }, s("task edit"));
        const CliRun clean = task(fixture, s("show"));
        QVERIFY2(clean.exitCode == 0, qPrintable(clean.err));
        QCOMPARE(clean.json().value(s("conflicts")).toArray(), QJsonArray());

        fixture.commitIn(fixture.repository, { { s("shared.txt"), "one\nTWO on main\nthree\n" } }, s("main edit"));
        const CliRun shown = task(fixture, s("show"));
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        const QJsonObject conflict = shown.json().value(s("conflicts")).toArray().at(0).toObject();
        QCOMPARE(conflict.value(s("task")).toString(), QString());
        QCOMPARE(conflict.value(s("branch")).toString(), s("main"));
        const QJsonObject file = conflict.value(s("files")).toArray().at(0).toObject();
        QCOMPARE(file.value(s("path")).toString(), s("shared.txt"));
        const QJsonObject hunk = file.value(s("hunks")).toArray().at(0).toObject();
        QCOMPARE(hunk.value(s("line")).toInt(), 2);
        QCOMPARE(hunk.value(s("ours")).toArray(), QJsonArray { s("TWO on the task") });
        QCOMPARE(hunk.value(s("theirs")).toArray(), QJsonArray { s("TWO on main") });

        const CliRun listed = runCli({ s("task"), s("list"), s("--json"), s("--data-dir"), fixture.home });
        QCOMPARE(listed.exitCode, 0);
        const QJsonObject row = QJsonDocument::fromJson(listed.out.toUtf8()).array().first().toObject();
        QCOMPARE(row.value(s("conflicts")).toArray().at(0).toObject(), conflict);
        const CliRun text = runCli({ s("task"), s("show"), fixture.taskId.left(8), s("--data-dir"), fixture.home });
        QVERIFY2(text.out.contains(s("⚠ conflicts with its base branch main in shared.txt")), qPrintable(text.out));
    }

    void finishRefusesToLoseWorkThenRemovesTheWorktree()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { s("widget.txt"), "w\n" } }, s("widget"));
        const CliRun refused = task(fixture, s("finish"), { s("--remove-worktree") });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(s("not merged or pushed")) && refused.err.contains(s("widget")),
            qPrintable(refused.err));
        QVERIFY(QFileInfo::exists(fixture.worktree));

        const CliRun kept = task(fixture, s("finish"));
        QVERIFY2(kept.exitCode == 0, qPrintable(kept.err));
        QCOMPARE(kept.json().value(s("step")).toString(), s("Done"));
        QCOMPARE(kept.json().value(s("not_on_base")).toArray().size(), 1);
        QVERIFY(QFileInfo::exists(fixture.worktree));
        // What Done does (the tasks waiting for this one go on) is left due for the window's workflow.
        const auto due = fixture.stores->tasks().claimDueStepActions();
        QVERIFY2(due.ok(), qPrintable(due.error()));
        QCOMPARE(due->size(), 1);
        QCOMPARE(due->constFirst().first, fixture.taskId);

        QCOMPARE(task(fixture, s("merge")).exitCode, 0);
        const CliRun removed = task(fixture, s("finish"), { s("--remove-worktree") });
        QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
        QCOMPARE(removed.json().value(s("removed_worktrees")).toArray(), QJsonArray { fixture.worktree });
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        // The task stays, readable.
        const CliRun shown
            = runCli({ s("task"), s("show"), fixture.taskId, s("--json"), s("--data-dir"), fixture.home });
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(shown.json().value(s("step")).toString(), s("Done"));
    }

    void openStartsTheEditorOrATerminalInTheWorktree()
    {
        const ShipFixture fixture(fresh());
        // Stand-ins that record how they were started: `code` on PATH, and the terminal.
        const QString bin = QDir(fixture.root).filePath(s("bin"));
        const QString record = QDir(fixture.root).filePath(s("record"));
        for (const QString &name : { s("code"), s("term") }) {
            writeTestFile(QDir(bin).filePath(name),
                QStringLiteral("#!/bin/sh\necho \"%1 $PWD $*\" >> '%2'\n").arg(name, record).toUtf8());
            QFile::setPermissions(
                QDir(bin).filePath(name), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        QVERIFY(QFile::link(QStandardPaths::findExecutable(s("git")), QDir(bin).filePath(s("git"))));
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("PATH"), bin);
        environment.insert(s("TERMINAL"), QDir(bin).filePath(s("term")));
        environment.insert(s("SHELL"), s("/bin/bash"));

        const CliRun editor = task(fixture, s("open"), { s("--editor") }, environment);
        QVERIFY2(editor.exitCode == 0, qPrintable(editor.err));
        QCOMPARE(editor.json().value(s("path")).toString(), fixture.worktree);
        QTRY_VERIFY_WITH_TIMEOUT(fileBytes(record).contains("code "), 20'000);
        QCOMPARE(QString::fromUtf8(fileBytes(record)).trimmed(), s("code %1 %1").arg(fixture.worktree));

        const CliRun terminal = task(fixture, s("open"), { s("--terminal") }, environment);
        QVERIFY2(terminal.exitCode == 0, qPrintable(terminal.failure()));
        QTRY_VERIFY_WITH_TIMEOUT(fileBytes(record).contains("term "), 20'000);
        QVERIFY2(fileBytes(record).contains(QStringLiteral("term %1 -e /bin/bash").arg(fixture.worktree).toUtf8()),
            fileBytes(record).constData());
    }
};

QTEST_GUILESS_MAIN(TestCliShipping)
#include "tst_clishipping.moc"
