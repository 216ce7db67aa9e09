// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// What reviewers wrote on a task's pull request, from a loopback stand-in for GitHub: fetched into
// the task's review comments beside Kandesk's own (their lines, the worktree's code, a review's
// verdict), fetched again without doubles, picked and sent to the real stub agent in one prompt,
// then answered on GitHub and their threads resolved through GraphQL.

#include "application/review/pullrequestcomments.h"
#include "application/review/reviewcomments.h"
#include "application/review/taskshipping.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/stores/reviewcommentstore.h"
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

} // namespace

class TestPullRequestComments : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void reviewersCommentsAreFetchedSentAnsweredAndResolved()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(m_dir.filePath(s("case")));
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        fixture.commitIn(fixture.worktree, { { s("src.txt"), "line one\nline two\nline three\nline four\n" } }, s("src"));
        {
            TaskShipping shipping(*fixture.stores);
            QVERIFY(await(shipping.createPullRequest(fixture.taskId, {})).ok());
        }
        gitHub.reviewComments
            = { FakeGitHub::reviewComment(101, s("alice"), s("src.txt"), 2, s("Name this better."), s("2026-12-06T10:00:00Z")),
                  FakeGitHub::reviewComment(102, s("bob"), s("src.txt"), 4, s("Why two lines?"), s("2026-12-06T10:01:00Z"), 3),
                  FakeGitHub::reviewComment(103, s("bob"), s("src.txt"), 2, s("Agreed."), s("2026-12-06T10:02:00Z"), 0, 101) };
        gitHub.reviews
            = { FakeGitHub::review(201, s("carol"), s("CHANGES_REQUESTED"), s("Please add tests."), s("2026-12-06T10:03:00Z")),
                  FakeGitHub::review(202, s("dave"), s("APPROVED"), QString(), s("2026-12-06T10:04:00Z")) };
        // Kandesk's own comment stays beside them.
        ReviewComment own;
        own.taskId = fixture.taskId;
        own.path = s("src.txt");
        own.startLine = 1;
        own.endLine = 1;
        own.body = s("Mine.");
        QVERIFY(fixture.stores->comments().add(own).ok());

        PullRequestComments comments(*fixture.stores);
        auto fetched = await(comments.fetch(fixture.taskId));
        QVERIFY2(fetched.ok(), qPrintable(fetched.error()));
        QCOMPARE(*fetched, 3); // the reply and the bare approval left out
        QList<ReviewComment> stored = fixture.stores->comments().forTask(fixture.taskId).value();
        QCOMPARE(stored.size(), 4);
        const auto byRemote = [&](const QString &remoteId) {
            for (const ReviewComment &comment : std::as_const(stored)) {
                if (comment.remoteId == remoteId)
                    return comment;
            }
            return ReviewComment {};
        };
        const ReviewComment alice = byRemote(s("comment/101"));
        QCOMPARE(alice.origin, s("github"));
        QCOMPARE(alice.author, s("alice"));
        QCOMPARE(alice.location(), s("src.txt:2"));
        QCOMPARE(alice.code, s("line two\n"));
        QVERIFY(!alice.isSent());
        QCOMPARE(byRemote(s("comment/102")).location(), s("src.txt:3-4"));
        const ReviewComment carol = byRemote(s("review/201"));
        QCOMPARE(carol.location(), s("the pull request as a whole"));
        QCOMPARE(carol.body, s("Changes requested: Please add tests."));

        // Again: nothing new; an edit there follows.
        gitHub.reviewComments[0]
            = FakeGitHub::reviewComment(101, s("alice"), s("src.txt"), 2, s("Name this better, please."), s("2026-12-06T10:00:00Z"));
        QCOMPARE(await(comments.fetch(fixture.taskId)).value(), 0);
        stored = fixture.stores->comments().forTask(fixture.taskId).value();
        QCOMPARE(stored.size(), 4);
        QCOMPARE(byRemote(s("comment/101")).body, s("Name this better, please."));

        // Picked: alice's and carol's, to the agent in one prompt.
        const QString record = fixture.useRecordingStub();
        auto runtime = TaskRunnerRuntime::create(*fixture.stores, { fixture.home, s(KANDESK_AGENTCTL_PATH), {} });
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();

        auto early = await(comments.replyAndResolve(fixture.taskId, s("Done.")));
        QVERIFY(!early.ok());
        QVERIFY2(early.error().contains(s("no comment from the pull request was sent")), qPrintable(early.error()));

        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto sent = waitForFuture(sendReviewComments(runner, *fixture.stores, fixture.taskId,
                                      { byRemote(s("comment/101")).id, byRemote(s("review/201")).id }),
            60'000);
        QVERIFY2(sent.ok(), qPrintable(sent.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        const QString prompt = recordedPrompts(record).constFirst();
        QVERIFY2(prompt.contains(s("1. src.txt:2 (@alice on the pull request)\n```\nline two\n```\nName this better, please.")),
            qPrintable(prompt));
        QVERIFY2(prompt.contains(s("2. the pull request as a whole (@carol on the pull request)\nChanges requested: Please add tests.")),
            qPrintable(prompt));
        QVERIFY(!prompt.contains(s("Why two lines?")));
        QVERIFY(!prompt.contains(s("Mine.")));
        QTRY_COMPARE_WITH_TIMEOUT(fixture.stores->comments().forTask(fixture.taskId, true)->size(), 2, 10'000);

        // Answered on GitHub; alice's thread resolved; carol's review answered in the conversation.
        auto suggested = await(comments.suggestedReply(fixture.taskId));
        QVERIFY(suggested->startsWith(s("Addressed in ")));
        auto answered = await(comments.replyAndResolve(fixture.taskId, *suggested));
        QVERIFY2(answered.ok(), qPrintable(answered.error()));
        QCOMPARE(answered->replied, 2);
        QCOMPARE(answered->resolved, 1);
        QVERIFY2(answered->problems.isEmpty(), qPrintable(answered->problems.join(QLatin1Char('\n'))));
        QCOMPARE(gitHub.replies, (QList<std::pair<qint64, QString>> { { 101, *suggested } }));
        QCOMPARE(gitHub.conversationComments, QStringList { *suggested });
        QCOMPARE(gitHub.resolvedThreads, QList<qint64> { 101 });
        stored = fixture.stores->comments().forTask(fixture.taskId).value();
        QVERIFY(byRemote(s("comment/101")).repliedAt.isValid());
        QVERIFY(!byRemote(s("comment/102")).repliedAt.isValid());
        auto again = await(comments.replyAndResolve(fixture.taskId, s("Again.")));
        QVERIFY(!again.ok());
        QVERIFY(waitForFuture(runner.stop(sent.value()), 60'000).ok());
        qunsetenv("KANDESK_GITHUB_API_URL");
    }
};

QTEST_MAIN(TestPullRequestComments)
#include "tst_pullrequestcomments.moc"
