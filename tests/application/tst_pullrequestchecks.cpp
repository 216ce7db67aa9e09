// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// A pull request's checks, read from a loopback stand-in for GitHub's check runs and commit
// statuses: pending, then failing, then passing, recorded on the task and announced once; GitHub's
// rate limits said in words with their wait; a failing check sent to the real stub agent, which
// records the prompt it got.

#include "application/review/pullrequestchecks.h"
#include "application/review/taskshipping.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/stores/taskstore.h"
#include "support/fakegithub.h"
#include "support/runnerwaits.h"
#include "support/shipfixture.h"
#include "support/stubrecord.h"

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

QJsonObject commitStatus(const QString &context, const QString &state, const QString &description)
{
    return { { s("context"), context }, { s("state"), state }, { s("description"), description },
        { s("target_url"), s("https://ci.example/acme/widgets/1") },
        { s("created_at"), s("2026-12-06T10:00:00Z") }, { s("updated_at"), s("2026-12-06T10:01:00Z") } };
}

} // namespace

class TestPullRequestChecks : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;
    QString fresh() { return m_dir.filePath(s("case%1").arg(++m_count)); }

    // A task with a pull request (#12) on the stand-in.
    static void openPullRequest(const ShipFixture &fixture, const FakeGitHub &gitHub)
    {
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
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

    void cleanup() { qunsetenv("KANDESK_GITHUB_API_URL"); }

    void checksGoFromPendingToFailingToPassingAndEachChangeIsNewOnce()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        openPullRequest(fixture, gitHub);
        PullRequestChecks checks(*fixture.stores);

        gitHub.checkRuns = { FakeGitHub::checkRun(7, s("build"), s("in_progress")) };
        gitHub.statuses = { commitStatus(s("ci/lint"), s("pending"), s("Linting")) };
        auto pending = await(checks.read(fixture.taskId));
        QVERIFY2(pending.ok(), qPrintable(pending.error()));
        QCOMPARE(pending->pullRequestNumber, 12);
        QCOMPARE(pending->headSha, gitHub.headSha);
        QCOMPARE(pending->checks.size(), 2);
        QCOMPARE(pending->checks.at(0).name, s("build"));
        QCOMPARE(pending->checks.at(0).state, forge::CheckState::Pending);
        QCOMPARE(pending->checks.at(1).name, s("ci/lint"));
        QCOMPARE(pending->checks.at(1).summary, s("Linting"));
        QCOMPARE(pending->state, forge::CheckState::Pending);
        QCOMPARE(pending->summary, s("2 of 2 running"));
        QVERIFY(pending->changed);
        QVERIFY(gitHub.requests.contains(s("GET /repos/acme/widgets/commits/%1/check-runs").arg(gitHub.headSha)));
        QVERIFY(gitHub.requests.contains(s("GET /repos/acme/widgets/commits/%1/status").arg(gitHub.headSha)));
        // Read again with nothing new: not a change to announce.
        auto same = await(checks.read(fixture.taskId));
        QVERIFY(same.ok());
        QVERIFY(!same->changed);

        gitHub.checkRuns = { FakeGitHub::checkRun(7, s("build"), s("completed"), s("failure"), s("2 tests failed")) };
        gitHub.statuses = { commitStatus(s("ci/lint"), s("success"), s("No problems")) };
        auto failing = await(checks.read(fixture.taskId));
        QVERIFY2(failing.ok(), qPrintable(failing.error()));
        QCOMPARE(failing->state, forge::CheckState::Failing);
        QCOMPARE(failing->summary, s("1 of 2 failing: build"));
        QCOMPARE(failing->checks.at(0).conclusion, s("failure"));
        QCOMPARE(failing->checks.at(0).summary, s("2 tests failed"));
        QCOMPARE(failing->checks.at(0).startedAt.secsTo(failing->checks.at(0).completedAt), 150);
        QVERIFY(failing->changed);
        // The card reads it with the task, also after a restart.
        Task task = fixture.stores->tasks().get(fixture.taskId).value();
        QCOMPARE(task.pullRequestChecks, s("failing"));
        QCOMPARE(task.pullRequestChecksSummary, s("1 of 2 failing: build"));

        gitHub.checkRuns = { FakeGitHub::checkRun(8, s("build"), s("completed"), s("success")) };
        auto passing = await(checks.read(fixture.taskId));
        QVERIFY(passing.ok());
        QCOMPARE(passing->state, forge::CheckState::Passing);
        QCOMPARE(passing->summary, s("2 passing"));
        QVERIFY(passing->changed);
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestChecks, s("passing"));

        // Merged on GitHub meanwhile: the read records the pull request's state too.
        gitHub.states.insert(12, s("merged"));
        QVERIFY(await(checks.read(fixture.taskId)).ok());
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, s("merged"));
    }

    void aTaskWithoutAPullRequestOrTokenIsToldSo()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        PullRequestChecks checks(*fixture.stores);
        auto none = await(checks.read(fixture.taskId));
        QVERIFY(!none.ok());
        QVERIFY2(none.error().contains(s("has no pull request yet")), qPrintable(none.error()));

        openPullRequest(fixture, gitHub);
        gitHub.token = s("rotated");
        auto refused = await(checks.read(fixture.taskId));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("GitHub refused the token (401")), qPrintable(refused.error()));
    }

    void rateLimitsAreSaidWithTheirWait()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        openPullRequest(fixture, gitHub);
        PullRequestChecks checks(*fixture.stores);
        gitHub.checkRuns = { FakeGitHub::checkRun(7, s("build"), s("queued")) };

        gitHub.rateLimits = { s("primary") };
        auto primary = await(checks.read(fixture.taskId));
        QVERIFY(!primary.ok());
        QCOMPARE(primary.errorKind(), ErrorKind::RateLimited);
        QVERIFY2(primary.error().contains(s("rate limit is reached (HTTP 403)")), qPrintable(primary.error()));
        const int primaryWait = primary.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt();
        QVERIFY2(primaryWait >= 1 && primaryWait <= 3, qPrintable(QString::number(primaryWait)));

        gitHub.rateLimits = { s("secondary") };
        auto secondary = await(checks.read(fixture.taskId));
        QCOMPARE(secondary.errorKind(), ErrorKind::RateLimited);
        QVERIFY2(secondary.error().contains(s("HTTP 429")), qPrintable(secondary.error()));
        QCOMPARE(secondary.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt(), 1);

        // The next read waits at least that long; a running check is asked about sooner than a
        // settled one, less often while nothing changes.
        QCOMPARE(nextChecksPollMs(forge::CheckState::Pending, 0, 90), 90'000);
        QCOMPARE(nextChecksPollMs(forge::CheckState::Pending, 0), 20'000);
        QCOMPARE(nextChecksPollMs(forge::CheckState::Pending, 2), 80'000);
        QCOMPARE(nextChecksPollMs(forge::CheckState::Pending, 9), 300'000);
        QCOMPARE(nextChecksPollMs(forge::CheckState::Failing, 0), 300'000);

        auto after = await(checks.read(fixture.taskId));
        QVERIFY2(after.ok(), qPrintable(after.error()));
        QCOMPARE(after->summary, s("1 of 1 running"));
    }

    void theAgentIsAskedToFixAFailingCheckWithItsLogTail()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        openPullRequest(fixture, gitHub);
        QStringList log;
        for (int line = 1; line <= 200; ++line)
            log.append(s("log line %1").arg(line));
        gitHub.checkRuns = { FakeGitHub::checkRun(
            41, s("unit tests"), s("completed"), s("failure"), s("1 test failed"), log.join(QLatin1Char('\n'))) };
        gitHub.annotations.insert(41,
            QJsonArray { QJsonObject { { s("path"), s("src/widget.cpp") }, { s("start_line"), 12 },
                { s("annotation_level"), s("failure") }, { s("message"), s("expected 3, got 4") } } });

        const QString record = fixture.useRecordingStub();

        auto runtime = TaskRunnerRuntime::create(*fixture.stores, { fixture.home, s(KANDESK_AGENTCTL_PATH), {} });
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        PullRequestChecks checks(*fixture.stores, &runner);

        auto notFailing = waitForFuture(checks.askAgentToFix(fixture.taskId, s("lint")), 60'000);
        QVERIFY(!notFailing.ok());
        QVERIFY2(notFailing.error().contains(s("has no check named “lint”")), qPrintable(notFailing.error()));

        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto sent = waitForFuture(checks.askAgentToFix(fixture.taskId, s("unit tests")), 60'000);
        QVERIFY2(sent.ok(), qPrintable(sent.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        const QStringList prompts = recordedPrompts(record);
        QCOMPARE(prompts.size(), 1);
        const QString prompt = prompts.constFirst();
        QVERIFY2(prompt.contains(s("The check “unit tests” failed on the pull request "
                                   "https://github.com/acme/widgets/pull/12 (failure)")),
            qPrintable(prompt));
        QVERIFY(prompt.contains(s("1 test failed")));
        QVERIFY(prompt.contains(s("log line 200")));
        QVERIFY(!prompt.contains(s("log line 100\n"))); // the tail only
        QVERIFY(prompt.contains(s("src/widget.cpp:12: failure: expected 3, got 4")));
        QVERIFY(prompt.contains(s("https://github.com/acme/widgets/runs/41")));
        QVERIFY(waitForFuture(runner.stop(sent.value()), 60'000).ok());
    }
};

QTEST_MAIN(TestPullRequestChecks)
#include "tst_pullrequestchecks.moc"
