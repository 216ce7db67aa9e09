// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// Issues become tasks through the intake door, against loopback stand-ins for GitHub and GitLab
// and a real repository: an issue imported once (again: the task it made), its body's images as
// links, its repository found from the workspace's origins (or asked for), a megabyte of body;
// connections stored without their tokens; and the whole way round: imported, run by the real stub
// agent (which records the issue as its prompt), a pull request that closes the issue, merged, and
// the issue told and closed, once.

#include "application/intake/issueinbox.h"
#include "application/intake/issueintake.h"
#include "application/review/taskshipping.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/stores/integrationstore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "support/fakegithub.h"
#include "support/fakegitlab.h"
#include "support/fakejira.h"
#include "support/fakelinear.h"
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

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestIssueIntake : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;
    QString fresh() { return m_dir.filePath(s("case%1").arg(++m_count)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void cleanup()
    {
        qunsetenv("KANDESK_GITHUB_API_URL");
        qunsetenv("KANDESK_GITLAB_API_URL");
    }

    void anIssueIsImportedOnceIntoItsRepository()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITHUB_TOKEN"), gitHub.token).ok());
        gitHub.issues.insert(12, FakeGitHub::issue(12, s("Widgets lose their colour"),
                                     s("Steps:\n1. Open a widget\n\n![the widget](https://img.example/w.png)\n"
                                       "<img src=\"https://img.example/x.png\" width=\"200\">"),
                                     { s("bug"), s("ui") }));
        IssueIntake intake(*fixture.stores);

        const auto bad = await(intake.importIssue(s("github:acme#12")));
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().contains(s("names no issue: write github:OWNER/REPO#N")), qPrintable(bad.error()));

        const auto imported = await(intake.importIssue(s("github:acme/widgets#12")));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QVERIFY(!imported->existed);
        const Task task = imported->task;
        QCOMPARE(task.title, s("Widgets lose their colour"));
        QVERIFY2(task.description.startsWith(s("Steps:\n1. Open a widget\n\n[image: the widget](https://img.example/w.png)\n"
                                               "[image](https://img.example/x.png)")),
            qPrintable(task.description));
        QVERIFY2(task.description.endsWith(
                     s("---\nFrom github:acme/widgets#12: https://github.com/acme/widgets/issues/12\n\nLabels: bug, ui")),
            qPrintable(task.description));
        QCOMPARE(task.repositories.size(), 1);
        QCOMPARE(fixture.stores->repositories().get(task.repositories.constFirst().repositoryId)->path, fixture.repository);
        const auto link = IntegrationStore(*fixture.database).issueOf(task.id);
        QVERIFY(link.ok() && *link);
        QCOMPARE((*link)->issueRef, s("github:acme/widgets#12"));
        QCOMPARE((*link)->site, s("github.com"));

        // Again (in another spelling of the same issue): the task it made, and GitHub is not asked.
        const qsizetype asked = gitHub.requests.size();
        const auto again = await(intake.importIssue(s(" github:acme/widgets#12 ")));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QVERIFY(again->existed);
        QCOMPARE(again->task.id, task.id);
        QCOMPARE(gitHub.requests.size(), asked);

        // An issue of a repository the workspace does not have: it asks which one.
        gitHub.issues.insert(3, FakeGitHub::issue(3, s("Gadgets too"), s("Also gadgets.")));
        const auto elsewhere = await(intake.importIssue(s("github:acme/gadgets#3")));
        QVERIFY(!elsewhere.ok());
        QVERIFY2(elsewhere.error().contains(s("is from acme/gadgets, which is none of this workspace's repositories: "
                                              "say which repository to work in (--repo PATH); the workspace has widgets")),
            qPrintable(elsewhere.error()));
        QCOMPARE(elsewhere.failure().details.value(s("choose_repository")).toArray().size(), 1);
        IssueImportOptions chosen;
        chosen.repositoryPath = fixture.repository;
        const auto told = await(intake.importIssue(s("github:acme/gadgets#3"), chosen));
        QVERIFY2(told.ok(), qPrintable(told.error()));
        QCOMPARE(told->task.title, s("Gadgets too"));

        // A missing issue is named.
        const auto missing = await(intake.importIssue(s("github:acme/widgets#99")));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().startsWith(s("github:acme/widgets#99: ")), qPrintable(missing.error()));
        QVERIFY(missing.error().contains(s("404")));
    }

    void aMegabyteOfBodyIsImportedWhole()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITHUB_TOKEN"), gitHub.token).ok());
        QString body;
        body.reserve(1 << 20);
        while (body.size() < (1 << 20))
            body += s("| a | *b* | `c` ![x](y) <img src='z'> **unclosed\n");
        gitHub.issues.insert(7, FakeGitHub::issue(7, s("Huge"), body));
        IssueIntake intake(*fixture.stores);
        const auto imported = await(intake.importIssue(s("github:acme/widgets#7")));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QVERIFY(imported->task.description.size() > (1 << 20));
        QVERIFY(!imported->task.description.contains(s("![x]")));
        QCOMPARE(fixture.stores->tasks().get(imported->task.id)->description, imported->task.description);
    }

    void connectionsKeepTheirTokensInTheVault()
    {
        FakeGitLab gitLab;
        qputenv("KANDESK_GITLAB_API_URL", gitLab.url().toUtf8());
        const ShipFixture fixture(fresh(), s("Add the widget"), s("https://gitlab.example/acme/widgets.git"));
        IssueIntake intake(*fixture.stores);
        Integration wanted;
        wanted.kind = s("gitlab");
        wanted.site = s("gitlab.example");
        wanted.closeOnLand = true;
        const auto added = await(intake.addConnection(wanted));
        QVERIFY2(added.ok(), qPrintable(added.error()));
        QCOMPARE(added->name, s("GitLab"));
        QCOMPARE(added->tokenSecret, s("GITLAB_TOKEN"));

        const auto untested = await(intake.testConnection(added->id));
        QVERIFY(!untested.ok());
        QVERIFY2(untested.error().contains(s("store it as the secret GITLAB_TOKEN")), qPrintable(untested.error()));
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITLAB_TOKEN"), gitLab.token).ok());
        QCOMPARE(await(intake.testConnection(added->id)).value(), s("Connected as kandesk-bot"));

        Integration jira;
        jira.kind = s("jira");
        const auto noSite = await(intake.addConnection(jira));
        QVERIFY2(noSite.error().contains(s("needs its site")), qPrintable(noSite.error()));
        jira.site = s("acme.atlassian.net");
        QCOMPARE(await(intake.addConnection(jira))->site, s("https://acme.atlassian.net"));
        Integration unknown;
        unknown.kind = s("trello");
        QVERIFY(await(intake.addConnection(unknown)).error().contains(s("github, gitlab, linear or jira")));
        QCOMPARE(await(intake.connections())->size(), 2);

        // An issue through it: the connection's host, its project's repository.
        gitLab.issues.insert(5, FakeGitLab::issue(5, s("Crash on save"), s("It crashes."), { s("crash") }));
        const auto imported = await(intake.importIssue(s("gitlab:acme/widgets#5")));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QCOMPARE(imported->task.title, s("Crash on save"));
        QVERIFY(imported->task.description.contains(s("From gitlab:acme/widgets#5: https://gitlab.example/acme/widgets/-/issues/5")));
        QCOMPARE((*IntegrationStore(*fixture.database).issueOf(imported->task.id))->integrationId, added->id);

        // The token is in the vault, never in the database.
        const QString database = databasePath(fixture.home);
        const QByteArray stored = fileBytes(database) + fileBytes(database + s("-wal"));
        QVERIFY(!stored.isEmpty());
        QVERIFY(!stored.contains(gitLab.token.toUtf8()));
    }

    void linearAndJiraIssuesGoToTheOnlyRepositoryAndMoveWhenDone()
    {
        FakeLinear linear;
        FakeJira jira;
        qputenv("KANDESK_LINEAR_API_URL", linear.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.stores->vault().writeBlocking(s("LINEAR_API_KEY"), linear.apiKey).ok());
        QVERIFY(fixture.stores->vault().writeBlocking(s("JIRA_EMAIL"), jira.email).ok());
        QVERIFY(fixture.stores->vault().writeBlocking(s("JIRA_API_TOKEN"), jira.apiToken).ok());
        IssueIntake intake(*fixture.stores);
        Integration toLinear;
        toLinear.kind = s("linear");
        toLinear.closeOnLand = true;
        toLinear.closeState = s("Done");
        QVERIFY(await(intake.addConnection(toLinear)).ok());
        Integration toJira;
        toJira.kind = s("jira");
        toJira.site = jira.url();
        toJira.closeOnLand = true; // to the first done transition
        QVERIFY(await(intake.addConnection(toJira)).ok());

        const auto fromLinear = await(intake.importIssue(s("linear:eng-42")));
        QVERIFY2(fromLinear.ok(), qPrintable(fromLinear.error()));
        QCOMPARE(fromLinear->task.title, s("Crash on start"));
        QCOMPARE(fromLinear->task.repositories.size(), 1); // the workspace's only one
        QVERIFY(fromLinear->task.description.contains(s("From linear:ENG-42")));
        const auto fromJira = await(intake.importIssue(s("jira:PROJ-7")));
        QVERIFY2(fromJira.ok(), qPrintable(fromJira.error()));
        QCOMPARE(fromJira->task.title, s("Widgets crash"));
        QVERIFY(fromJira->task.description.contains(s("Labels: bug, crash")));

        TaskShipping shipping(*fixture.stores);
        for (const QString &taskId : { fromLinear->task.id, fromJira->task.id }) {
            const auto finished = await(shipping.finish(taskId, false, false));
            QVERIFY2(finished.ok(), qPrintable(finished.error()));
            QVERIFY2(finished->issue.problems.isEmpty(), qPrintable(finished->issue.problems.join(QLatin1Char('\n'))));
            QVERIFY(finished->issue.commented && finished->issue.closed);
        }
        QCOMPARE(linear.comments.size(), 1);
        QCOMPARE(linear.comments.constFirst().second, s("Done in Kandesk (task “Crash on start”)."));
        QCOMPARE(linear.stateUpdates.constFirst(), std::make_pair(s("uuid-42"), s("st-done")));
        QCOMPARE(jira.comments.size(), 1);
        QCOMPARE(jira.taken.constFirst(), std::make_pair(s("PROJ-7"), s("21")));
        qunsetenv("KANDESK_LINEAR_API_URL");
    }

    void theInboxShowsNewIssuesOnly()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITHUB_TOKEN"), gitHub.token).ok());
        for (int number = 1; number <= 3; ++number)
            gitHub.issues.insert(number, FakeGitHub::issue(number, s("Issue %1").arg(number), s("Text.")));
        IssueIntake intake(*fixture.stores);
        IssueInbox inbox(*fixture.stores);
        Integration wanted;
        wanted.kind = s("github");
        const auto connection = await(intake.addConnection(wanted));
        QVERIFY(connection.ok());
        QCOMPARE(await(inbox.read())->connections, 0); // no saved query: no Inbox

        issues::IssueQuery query;
        query.labels = { s("bug") };
        query.assignedToMe = true;
        QVERIFY(await(inbox.setQuery(connection->id, query)).ok());
        QCOMPARE(inboxQueryFrom(IntegrationStore(*fixture.database).get(connection->id)->inboxQuery)->labels, query.labels);
        QVERIFY(await(intake.importIssue(s("github:acme/widgets#1"))).ok());
        QVERIFY(await(inbox.dismiss(connection->id, s("github:acme/widgets#2"))).ok());
        const auto read = await(inbox.read());
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(read->connections, 1);
        QCOMPARE(read->issues.size(), 1);
        QCOMPARE(read->issues.constFirst().issue.ref.toString(), s("github:acme/widgets#3"));
        QCOMPARE(read->issues.constFirst().connectionName, s("GitHub"));
        QCOMPARE(gitHub.searches.constLast(), s("is:issue is:open label:bug assignee:@me"));

        // A rate limit: said, with its wait, and nothing lost.
        gitHub.rateLimits = { s("secondary") };
        const auto limited = await(inbox.read());
        QVERIFY(limited.ok());
        QCOMPARE(limited->retryAfterSeconds, 1);
        QCOMPARE(limited->problems.size(), 1);
        QVERIFY2(limited->problems.constFirst().startsWith(s("GitHub: GitHub's rate limit is reached")), qPrintable(limited->problems.constFirst()));

        QVERIFY(await(inbox.setQuery(connection->id, std::nullopt)).ok());
        QCOMPARE(await(inbox.read())->connections, 0);
    }

    void anImportedIssueIsClosedWhenItsPullRequestMerges()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.stores->vault().writeBlocking(s("GITHUB_TOKEN"), gitHub.token).ok());
        gitHub.issues.insert(21, FakeGitHub::issue(21, s("Add a blue widget"), s("Blue, please.")));
        IssueIntake intake(*fixture.stores);
        Integration closing;
        closing.kind = s("github");
        closing.closeOnLand = true;
        QVERIFY(await(intake.addConnection(closing)).ok());
        const auto imported = await(intake.importIssue(s("github:acme/widgets#21")));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        const QString taskId = imported->task.id;

        // Run by the stub agent, which records its prompt: the issue.
        const QString record = fixture.useRecordingStub();
        Task task = fixture.stores->tasks().get(taskId).value();
        task.agentProfileId = s("recording-stub");
        QVERIFY(fixture.stores->tasks().update(task).ok());
        {
            auto runtime = TaskRunnerRuntime::create(*fixture.stores, { fixture.home, s(KANDESK_AGENTCTL_PATH), {} });
            QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
            TaskRunner &runner = runtime.value()->runner();
            QSignalSpy finished(&runner, &TaskRunner::turnFinished);
            TaskStartOptions options;
            options.executorType = s("worktree");
            auto started = waitForFuture(runner.startTask(taskId, options), 60'000);
            QVERIFY2(started.ok(), qPrintable(started.error()));
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
            const QString prompt = recordedPrompts(record).constFirst();
            QVERIFY2(prompt.startsWith(s("Blue, please.\n\n---\nFrom github:acme/widgets#21")), qPrintable(prompt));
            QVERIFY(waitForFuture(runner.stop(started.value()), 60'000).ok());
        }

        TaskShipping shipping(*fixture.stores);
        const auto target = await(shipping.target(taskId));
        QVERIFY2(target.ok(), qPrintable(target.error()));
        fixture.commitIn(target->worktreePath, { { s("blue.txt"), "blue\n" } }, s("A blue widget"));
        const auto created = await(shipping.createPullRequest(taskId, {}));
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QCOMPARE(gitHub.created.constLast().value(s("body")).toString(),
            imported->task.description + s("\n\nCloses #21"));

        const auto merged = await(shipping.mergePullRequest(taskId, {}));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        const IssueLanding &landing = merged->finished.issue;
        QCOMPARE(landing.issueRef, s("github:acme/widgets#21"));
        QVERIFY2(landing.problems.isEmpty(), qPrintable(landing.problems.join(QLatin1Char('\n'))));
        QVERIFY(landing.commented && landing.closed);
        QCOMPARE(gitHub.issueComments.size(), 1);
        QCOMPARE(gitHub.issueComments.constFirst().first, 21);
        QCOMPARE(gitHub.issueComments.constFirst().second,
            s("Done in Kandesk (task “Add a blue widget”): merged in https://github.com/acme/widgets/pull/12."));
        QCOMPARE(gitHub.issueUpdates.size(), 1);
        QCOMPARE(gitHub.issueUpdates.constFirst().second.value(s("state")).toString(), s("closed"));
        QVERIFY((*IntegrationStore(*fixture.database).issueOf(taskId))->landedAt.isValid());

        // Told once: finishing again says nothing more to the issue.
        const auto again = await(shipping.finish(taskId, false, false));
        QVERIFY(again.ok());
        QVERIFY(again->issue.issueRef.isEmpty());
        QCOMPARE(gitHub.issueComments.size(), 1);
    }
};

QTEST_MAIN(TestIssueIntake)
#include "tst_issueintake.moc"
