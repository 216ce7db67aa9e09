// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// A task whose origin is a GitLab project, through the same doors as GitHub's: the merge request
// opened (the branch pushed to a real bare repository), its newest pipeline's jobs read as checks
// going pending → failing → passing, a failing job's log tail sent to the real stub agent, a merge
// as the project allows it with the task finishing, the reviewers' discussions fetched, sent,
// answered and resolved; a missing or refused token and a self-hosted GitLab said plainly. GitLab
// is a loopback stand-in (support/fakegitlab.h).

#include "application/review/forgeaccess.h"
#include "application/review/pullrequestchecks.h"
#include "application/review/pullrequestcomments.h"
#include "application/review/reviewcomments.h"
#include "application/review/taskshipping.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "lifecycle/git/gitpush.h"
#include "models/stores/reviewcommentstore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "support/fakegitlab.h"
#include "support/runnerwaits.h"
#include "support/shipfixture.h"
#include "support/stubrecord.h"

#include <QFileInfo>
#include <QSignalSpy>
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

const QString kGitLabRemote = s("https://gitlab.example/acme/widgets.git");
const QString kMergeRequestUrl = s("https://gitlab.example/acme/widgets/-/merge_requests/1");

} // namespace

class TestMergeRequests : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;
    QString fresh() { return m_dir.filePath(s("case%1").arg(++m_count)); }

    // A commit on the task branch and the GitLab token in the vault.
    static void readyForMergeRequest(const ShipFixture &fixture, const FakeGitLab &gitLab)
    {
        fixture.commitIn(fixture.worktree, { { s("widget.txt"), "w\n" } }, s("widget"));
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITLAB_TOKEN"), gitLab.token).ok());
    }

    static void openMergeRequest(const ShipFixture &fixture, const FakeGitLab &gitLab)
    {
        readyForMergeRequest(fixture, gitLab);
        TaskShipping shipping(*fixture.stores);
        const auto created = await(shipping.createPullRequest(fixture.taskId, {}));
        QVERIFY2(created.ok(), qPrintable(created.error()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void cleanup() { qunsetenv("KANDESK_GITLAB_API_URL"); }

    void aMergeRequestIsOpenedAndItsPipelineReadAsChecks()
    {
        FakeGitLab gitLab;
        QVERIFY(gitLab.listening());
        qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
        const ShipFixture fixture(fresh(), s("Add the widget"), kGitLabRemote);
        readyForMergeRequest(fixture, gitLab);
        TaskShipping shipping(*fixture.stores);

        const auto created = await(shipping.createPullRequest(fixture.taskId, { {}, {}, true }));
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QCOMPARE(created->number, 1);
        QCOMPARE(created->url, kMergeRequestUrl);
        QCOMPARE(created->state, s("open")); // GitLab's "opened"
        QVERIFY(created->draft);
        const QJsonObject asked = gitLab.created.constFirst();
        QCOMPARE(asked.value(s("source_branch")).toString(), fixture.branch);
        QCOMPARE(asked.value(s("target_branch")).toString(), s("main"));
        QCOMPARE(asked.value(s("title")).toString(), s("Draft: Add the widget"));
        QCOMPARE(asked.value(s("description")).toString(), s("Make the widget."));
        QVERIFY(git::refExists(fixture.bare, s("refs/heads/") + fixture.branch)); // pushed first
        Task task = fixture.stores->tasks().get(fixture.taskId).value();
        QCOMPARE(task.pullRequestNumber, 1);
        QCOMPARE(task.pullRequestUrl, kMergeRequestUrl);
        QCOMPARE(wordsForUrl(task.pullRequestUrl).label(1), s("MR !1"));
        const auto again = await(shipping.createPullRequest(fixture.taskId, {}));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QVERIFY(again->existed);
        QCOMPARE(gitLab.created.size(), 1);

        PullRequestChecks checks(*fixture.stores);
        auto none = await(checks.read(fixture.taskId));
        QVERIFY2(none.ok(), qPrintable(none.error()));
        QVERIFY(none->checks.isEmpty()); // no pipeline yet
        QCOMPARE(none->summary, s("no checks"));

        gitLab.jobs = { FakeGitLab::job(31, s("build"), s("running")), FakeGitLab::job(32, s("lint"), s("created")),
            FakeGitLab::job(33, s("deploy"), s("manual")) };
        auto pending = await(checks.read(fixture.taskId));
        QVERIFY2(pending.ok(), qPrintable(pending.error()));
        QCOMPARE(pending->state, forge::CheckState::Pending);
        QCOMPARE(pending->summary, s("2 of 3 running"));
        QCOMPARE(pending->headSha, gitLab.sha);
        QCOMPARE(pending->checks.at(2).state, forge::CheckState::Neutral); // a manual job waits on nobody
        QVERIFY(pending->changed);
        QVERIFY(gitLab.requests.contains(s("GET /projects/acme/widgets/merge_requests/1/pipelines")));
        QVERIFY(gitLab.requests.contains(s("GET /projects/acme/widgets/pipelines/77/jobs")));

        gitLab.jobs = { FakeGitLab::job(31, s("build"), s("failed")), FakeGitLab::job(32, s("lint"), s("failed"), true),
            FakeGitLab::job(33, s("deploy"), s("manual")) };
        auto failing = await(checks.read(fixture.taskId));
        QVERIFY2(failing.ok(), qPrintable(failing.error()));
        QCOMPARE(failing->state, forge::CheckState::Failing);
        QCOMPARE(failing->summary, s("1 of 3 failing: build"));
        QCOMPARE(failing->checks.at(1).state, forge::CheckState::Neutral);
        QCOMPARE(failing->checks.at(1).conclusion, s("failed, allowed to fail"));
        QCOMPARE(failing->checks.at(0).startedAt.secsTo(failing->checks.at(0).completedAt), 90);
        QCOMPARE(failing->checks.at(0).url, s("https://gitlab.example/acme/widgets/-/jobs/31"));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestChecks, s("failing"));

        gitLab.jobs = { FakeGitLab::job(34, s("build"), s("success")), FakeGitLab::job(32, s("lint"), s("failed"), true) };
        auto passing = await(checks.read(fixture.taskId));
        QVERIFY(passing.ok());
        QCOMPARE(passing->state, forge::CheckState::Passing);
        QVERIFY(passing->changed);
        QVERIFY(!await(checks.read(fixture.taskId))->changed);

        // Merged on GitLab meanwhile: the read records it.
        gitLab.states.insert(1, s("merged"));
        auto merged = await(checks.read(fixture.taskId));
        QCOMPARE(merged->pullRequestState, s("merged"));
        QCOMPARE(merged->pullRequestStateBefore, s("open"));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, s("merged"));
        // The task follows: closed without merging moves nothing, merged moves it to Done.
        const auto closed = await(shipping.followMerged(fixture.taskId, s("open"), s("closed")));
        QVERIFY(closed.ok() && !*closed);
        const auto followed = await(shipping.followMerged(fixture.taskId, merged->pullRequestStateBefore, merged->pullRequestState));
        QVERIFY2(followed.ok() && *followed, qPrintable(followed.error()));
        QCOMPARE((*followed)->doneStep, s("Done"));
        QVERIFY(QFileInfo::exists(fixture.worktree)); // kept: Finish removes it
    }

    void theAgentIsAskedToFixAFailingJobWithItsLogTail()
    {
        FakeGitLab gitLab;
        qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
        const ShipFixture fixture(fresh(), s("Add the widget"), kGitLabRemote);
        openMergeRequest(fixture, gitLab);
        QByteArray log;
        for (int line = 1; line <= 200; ++line)
            log += "job line " + QByteArray::number(line) + '\n';
        gitLab.jobs = { FakeGitLab::job(41, s("unit tests"), s("failed")), FakeGitLab::job(42, s("lint"), s("success")) };
        gitLab.traces.insert(41, log);
        const QString record = fixture.useRecordingStub();

        auto runtime = TaskRunnerRuntime::create(*fixture.stores, { fixture.home, s(KANDESK_AGENTCTL_PATH), {} });
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        PullRequestChecks checks(*fixture.stores, &runner);

        auto passing = waitForFuture(checks.fixPrompt(fixture.taskId, s("lint")), 60'000);
        QVERIFY(!passing.ok());
        QVERIFY2(passing.error().contains(s("“lint” is passing, not failing")), qPrintable(passing.error()));
        auto unknown = waitForFuture(checks.fixPrompt(fixture.taskId, s("docs")), 60'000);
        QVERIFY2(unknown.error().contains(s("Merge request !1 has no check named “docs”")), qPrintable(unknown.error()));

        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto sent = waitForFuture(checks.askAgentToFix(fixture.taskId, s("unit tests")), 60'000);
        QVERIFY2(sent.ok(), qPrintable(sent.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        const QStringList prompts = recordedPrompts(record);
        QCOMPARE(prompts.size(), 1);
        const QString prompt = prompts.constFirst();
        QVERIFY2(prompt.contains(s("The check “unit tests” failed on the merge request %1 (failed)").arg(kMergeRequestUrl)),
            qPrintable(prompt));
        QVERIFY(prompt.contains(s("job line 200")));
        QVERIFY(prompt.contains(s("job line 121")));
        QVERIFY(!prompt.contains(s("job line 120\n"))); // the last 80 lines only
        QVERIFY(prompt.contains(s("https://gitlab.example/acme/widgets/-/jobs/41")));
        QVERIFY(gitLab.requests.contains(s("GET /projects/acme/widgets/jobs/41/trace")));
        QVERIFY(waitForFuture(runner.stop(sent.value()), 60'000).ok());
    }

    void aMergeRequestMergesAsTheProjectAllowsAndTheTaskFinishes()
    {
        FakeGitLab gitLab;
        qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
        const ShipFixture fixture(fresh(), s("Add the widget"), kGitLabRemote);
        openMergeRequest(fixture, gitLab);
        TaskShipping shipping(*fixture.stores);

        // A fast-forward project that never squashes: only the branch's commits as they are.
        gitLab.project = { { s("merge_method"), s("ff") }, { s("squash_option"), s("never") } };
        const auto methods = await(shipping.allowedMergeMethods(fixture.taskId));
        QVERIFY2(methods.ok(), qPrintable(methods.error()));
        QVERIFY(!methods->merge && !methods->squash && methods->rebase);
        const auto notAllowed = await(shipping.mergePullRequest(fixture.taskId, { forge::MergeMethod::Squash }));
        QVERIFY(!notAllowed.ok());
        QVERIFY2(notAllowed.error().contains(s("acme/widgets does not allow squash merges")), qPrintable(notAllowed.error()));

        // A merge-commit project that allows squashing; GitLab refuses first (a failed pipeline).
        gitLab.project = { { s("merge_method"), s("merge") }, { s("squash_option"), s("default_off") } };
        QVERIFY(await(shipping.allowedMergeMethods(fixture.taskId))->squash);
        gitLab.mergeRefusal = s("Pipeline must succeed");
        const auto refused = await(shipping.mergePullRequest(fixture.taskId, { forge::MergeMethod::Squash }));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("Pipeline must succeed")), qPrintable(refused.error()));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, s("open"));

        gitLab.mergeRefusal.clear();
        PullRequestMergeOptions options;
        options.method = forge::MergeMethod::Squash;
        options.deleteBranch = true;
        options.removeWorktree = true;
        const auto merged = await(shipping.mergePullRequest(fixture.taskId, options));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(merged->number, 1);
        QCOMPARE(merged->url, kMergeRequestUrl);
        QCOMPARE(merged->mergeCommit, s("cafebabecafebabecafebabecafebabecafebabe"));
        QCOMPARE(gitLab.merges.size(), 1);
        QVERIFY(gitLab.merges.constFirst().value(s("squash")).toBool());
        QCOMPARE(gitLab.merges.constFirst().value(s("sha")).toString(), gitLab.sha);
        QVERIFY(merged->branchDeleted);
        QVERIFY(!git::refExists(fixture.bare, s("refs/heads/") + fixture.branch));
        QCOMPARE(merged->finished.doneStep, s("Done"));
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, s("merged"));

        const auto again = await(shipping.mergePullRequest(fixture.taskId, {}));
        QVERIFY2(again.error().contains(s("Merge request !1 is merged already")), qPrintable(again.error()));
    }

    void reviewersDiscussionsAreFetchedSentAnsweredAndResolved()
    {
        FakeGitLab gitLab;
        qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
        const ShipFixture fixture(fresh(), s("Add the widget"), kGitLabRemote);
        fixture.commitIn(fixture.worktree, { { s("src.txt"), "line one\nline two\nline three\n" } }, s("src"));
        openMergeRequest(fixture, gitLab);
        gitLab.discussions = { FakeGitLab::discussion(s("d1"), 11, s("alice"), s("Name this better."), s("src.txt"), 2),
            FakeGitLab::discussion(s("d2"), 12, s("bob"), s("Why was this removed?"), s("old.txt"), 4, true),
            FakeGitLab::discussion(s("d3"), 13, s("carol"), s("Please add tests.")),
            FakeGitLab::discussion(s("d4"), 14, s("alice"), s("added 1 commit"), {}, 0, false, true) };

        PullRequestComments comments(*fixture.stores);
        auto fetched = await(comments.fetch(fixture.taskId));
        QVERIFY2(fetched.ok(), qPrintable(fetched.error()));
        QCOMPARE(*fetched, 3); // the system note left out
        QCOMPARE(await(comments.fetch(fixture.taskId)).value(), 0);
        const QList<ReviewComment> stored = fixture.stores->comments().forTask(fixture.taskId).value();
        const auto byRemote = [&stored](const QString &remoteId) {
            for (const ReviewComment &comment : stored) {
                if (comment.remoteId == remoteId)
                    return comment;
            }
            return ReviewComment {};
        };
        const ReviewComment alice = byRemote(s("discussion/d1"));
        QCOMPARE(alice.origin, s("gitlab"));
        QCOMPARE(alice.location(), s("src.txt:2"));
        QCOMPARE(alice.code, s("line two\n"));
        QCOMPARE(alice.url, kMergeRequestUrl + s("#note_11"));
        QCOMPARE(byRemote(s("discussion/d2")).side, ReviewComment::Side::Old);
        const ReviewComment carol = byRemote(s("discussion/d3"));
        QCOMPARE(carol.location(), s("the merge request as a whole"));

        const QString record = fixture.useRecordingStub();
        auto runtime = TaskRunnerRuntime::create(*fixture.stores, { fixture.home, s(KANDESK_AGENTCTL_PATH), {} });
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto sent = waitForFuture(sendReviewComments(runner, *fixture.stores, fixture.taskId, { alice.id, carol.id }), 60'000);
        QVERIFY2(sent.ok(), qPrintable(sent.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        const QString prompt = recordedPrompts(record).constFirst();
        QVERIFY2(prompt.contains(s("1. src.txt:2 (@alice on the merge request)\n```\nline two\n```\nName this better.")),
            qPrintable(prompt));
        QVERIFY2(prompt.contains(s("2. the merge request as a whole (@carol on the merge request)\nPlease add tests.")),
            qPrintable(prompt));
        QTRY_COMPARE_WITH_TIMEOUT(fixture.stores->comments().forTask(fixture.taskId, true)->size(), 1, 10'000); // bob's waits

        auto answered = await(comments.replyAndResolve(fixture.taskId, s("Addressed.")));
        QVERIFY2(answered.ok(), qPrintable(answered.error()));
        QCOMPARE(answered->replied, 2);
        QCOMPARE(answered->resolved, 1); // the note on the whole request starts no thread to resolve
        QVERIFY2(answered->problems.isEmpty(), qPrintable(answered->problems.join(QLatin1Char('\n'))));
        QCOMPARE(gitLab.replies,
            (QList<std::pair<QString, QString>> { { s("d1"), s("Addressed.") }, { s("d3"), s("Addressed.") } }));
        QCOMPARE(gitLab.resolved, QStringList { s("d1") });
        QVERIFY(!await(comments.replyAndResolve(fixture.taskId, s("Again."))).ok());
        QVERIFY(waitForFuture(runner.stop(sent.value()), 60'000).ok());
    }

    void tokensAndSelfHostedGitLabAreSaidPlainly()
    {
        FakeGitLab gitLab;
        qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
        // A self-hosted GitLab whose name says nothing: GitHub's until the user lists it.
        const ShipFixture fixture(fresh(), s("Add the widget"), s("git@code.acme.test:acme/widgets.git"));
        fixture.commitIn(fixture.worktree, { { s("widget.txt"), "w\n" } }, s("widget"));
        QVERIFY(fixture.stores->settings().setValue(kGitLabHostsSetting, s("other.test, code.acme.test")).ok());
        TaskShipping shipping(*fixture.stores);

        const auto missing = await(shipping.createPullRequest(fixture.taskId, {}));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().contains(s("No GitLab token for code.acme.test"))
                && missing.error().contains(s("GITLAB_TOKEN")),
            qPrintable(missing.error()));
        QVERIFY(gitLab.requests.isEmpty());

        QVERIFY(fixture.stores->vault().writeBlocking(s("GITLAB_TOKEN"), s("glpat-old")).ok());
        const auto refused = await(shipping.createPullRequest(fixture.taskId, {}));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("401")), qPrintable(refused.error()));

        QVERIFY(fixture.stores->vault().writeBlocking(s("GITLAB_TOKEN"), gitLab.token).ok());
        gitLab.rateLimits = 1;
        const auto limited = await(shipping.createPullRequest(fixture.taskId, {}));
        QCOMPARE(limited.errorKind(), ErrorKind::RateLimited);
        const auto created = await(shipping.createPullRequest(fixture.taskId, {}));
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QCOMPARE(gitLab.requests.constLast(), s("POST /projects/acme/widgets/merge_requests"));
    }
};

QTEST_MAIN(TestMergeRequests)
#include "tst_mergerequests.moc"
