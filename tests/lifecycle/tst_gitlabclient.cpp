// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// GitLab's REST v4 for merge requests against a loopback stand-in: remotes read as projects (nested
// groups too), a merge request made and found again, its pipeline's jobs and a job's log, the
// project's merge settings, a merge refused (405, 409) then made; a refused token and a rate
// limit said in plain words. The calls block, so they run on a pool thread while the test's event
// loop serves the stand-in.

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/gitlab/gitlabclient.h"
#include "support/fakegitlab.h"

#include <QTest>
#include <QtConcurrent>

using namespace kandesk;
using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

template<typename Call> auto onPool(Call call)
{
    auto future = QtConcurrent::run(call);
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 60'000))
        qFatal("the call did not finish");
    return future.result();
}

} // namespace

class TestGitLabClient : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();
    const gitlab::Project m_project { s("gitlab.example"), s("acme/widgets") };

private Q_SLOTS:
    void remotesReadAsProjects_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("path");
        QTest::newRow("https") << s("https://gitlab.com/acme/widgets.git") << s("gitlab.com") << s("acme/widgets");
        QTest::newRow("nested groups") << s("https://gitlab.example/acme/tools/widgets") << s("gitlab.example") << s("acme/tools/widgets");
        QTest::newRow("scp-like") << s("git@gitlab.com:acme/tools/widgets.git") << s("gitlab.com") << s("acme/tools/widgets");
        QTest::newRow("ssh url") << s("ssh://git@gitlab.example:2222/acme/widgets.git") << s("gitlab.example") << s("acme/widgets");
    }

    void remotesReadAsProjects()
    {
        QFETCH(QString, url);
        auto project = gitlab::parseRemoteUrl(url);
        QVERIFY2(project.ok(), qPrintable(project.error()));
        QTEST(project->host, "host");
        QTEST(project->path, "path");
    }

    void namesAndHosts()
    {
        QCOMPARE((gitlab::Project { s("gitlab.com"), s("acme/tools/widgets") }).apiId(), s("acme%2Ftools%2Fwidgets"));
        QVERIFY(!gitlab::parseRemoteUrl(s("https://gitlab.com/lonely")).ok());
        QVERIFY(gitlab::isGitLabHost(s("gitlab.com")));
        QVERIFY(gitlab::isGitLabHost(s("gitlab.corp.example")));
        QVERIFY(!gitlab::isGitLabHost(s("github.com")));
        QVERIFY(gitlab::isGitLabHost(s("code.example"), s("git.example, code.example")));
        qunsetenv("KANDESK_GITLAB_API_URL");
        QCOMPARE(gitlab::apiBaseFor(s("gitlab.example")), QUrl(s("https://gitlab.example/api/v4")));
    }

    void mergeRequestsAreMadeFoundAndRead()
    {
        FakeGitLab gitLab;
        QVERIFY(gitLab.listening());
        gitlab::GitLabClient client(m_network, QUrl(gitLab.url()), gitLab.token);
        gitlab::NewMergeRequest request { s("Add the widget"), s("Makes the widget."), s("feature/widget"), s("main"), true };
        auto made = onPool([&] { return client.createMergeRequest(m_project, request); });
        QVERIFY2(made.ok(), qPrintable(made.error()));
        QCOMPARE(made->iid, 1);
        QCOMPARE(made->state, s("opened"));
        QVERIFY(made->draft);
        QVERIFY(!made->existed);
        QCOMPARE(gitLab.created.constFirst().value(s("title")).toString(), s("Draft: Add the widget"));
        QCOMPARE(gitLab.created.constFirst().value(s("target_branch")).toString(), s("main"));
        QCOMPARE(gitLab.requests.constFirst(), s("POST /projects/acme/widgets/merge_requests"));
        QCOMPARE(gitLab.encodedPaths.constFirst(), s("/projects/acme%2Fwidgets/merge_requests")); // GitLab's project id

        // Again: GitLab says one is open; it is found and returned.
        auto again = onPool([&] { return client.createMergeRequest(m_project, request); });
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QVERIFY(again->existed);
        QCOMPARE(again->iid, 1);

        gitLab.states.insert(1, s("merged"));
        auto read = onPool([&] { return client.mergeRequest(m_project, 1); });
        QVERIFY(read.ok());
        QCOMPARE(read->state, s("merged"));
        QCOMPARE(read->sha, gitLab.sha);
    }

    void jobsAndTheirLogAreRead()
    {
        FakeGitLab gitLab;
        gitlab::GitLabClient client(m_network, QUrl(gitLab.url()), gitLab.token);
        QVERIFY(onPool([&] { return client.createMergeRequest(m_project, { s("T"), {}, s("b"), s("main"), false }); }).ok());
        auto none = onPool([&] { return client.pipelineJobs(m_project, 1); });
        QVERIFY(none.ok());
        QVERIFY(none->isEmpty()); // no pipeline yet

        gitLab.jobs = { FakeGitLab::job(5, s("build"), s("success")), FakeGitLab::job(6, s("test"), s("failed")),
            FakeGitLab::job(7, s("lint"), s("failed"), true) };
        QByteArray log;
        for (int line = 1; line <= 120; ++line)
            log += "line " + QByteArray::number(line) + '\n';
        gitLab.traces.insert(6, log);
        auto jobs = onPool([&] { return client.pipelineJobs(m_project, 1); });
        QVERIFY2(jobs.ok(), qPrintable(jobs.error()));
        QCOMPARE(jobs->size(), 3);
        QCOMPARE(jobs->at(1).name, s("test"));
        QCOMPARE(jobs->at(1).status, s("failed"));
        QVERIFY(jobs->at(2).allowFailure);
        QCOMPARE(jobs->at(1).startedAt.secsTo(jobs->at(1).finishedAt), 90);
        auto tail = onPool([&] { return client.jobLogTail(m_project, 6, 10); });
        QVERIFY2(tail.ok(), qPrintable(tail.error()));
        QCOMPARE(tail->split(QLatin1Char('\n')).size(), 10);
        QVERIFY(tail->startsWith(s("line 111")));
        QVERIFY(tail->endsWith(s("line 120")));
    }

    void mergingSaysWhyNotThenMerges()
    {
        FakeGitLab gitLab;
        gitlab::GitLabClient client(m_network, QUrl(gitLab.url()), gitLab.token);
        QVERIFY(onPool([&] { return client.createMergeRequest(m_project, { s("T"), {}, s("b"), s("main"), false }); }).ok());
        auto settings = onPool([&] { return client.mergeSettings(m_project); });
        QVERIFY(settings.ok());
        QCOMPARE(settings->method, s("merge"));

        gitLab.mergeRefusal = s("Branch cannot be merged");
        auto refused = onPool([&] { return client.merge(m_project, 1, true, true, gitLab.sha); });
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().startsWith(s("GitLab will not merge it (405: Branch cannot be merged)")), qPrintable(refused.error()));
        gitLab.mergeRefusal.clear();
        auto moved = onPool([&] { return client.merge(m_project, 1, true, true, s("0000")); });
        QVERIFY(!moved.ok());
        QVERIFY2(moved.error().contains(s("409: SHA does not match HEAD of source branch")), qPrintable(moved.error()));

        auto merged = onPool([&] { return client.merge(m_project, 1, true, true, gitLab.sha); });
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(*merged, s("cafebabecafebabecafebabecafebabecafebabe"));
        QCOMPARE(gitLab.merges.constFirst().value(s("squash")).toBool(), true);
        QCOMPARE(gitLab.merges.constFirst().value(s("should_remove_source_branch")).toBool(), true);
    }

    void discussionsAreReadAnsweredAndResolved()
    {
        FakeGitLab gitLab;
        gitlab::GitLabClient client(m_network, QUrl(gitLab.url()), gitLab.token);
        gitLab.discussions = { FakeGitLab::discussion(s("d1"), 11, s("alice"), s("Name this."), s("src.txt"), 2),
            FakeGitLab::discussion(s("d2"), 12, s("bob"), s("Why was this removed?"), s("old.txt"), 4, true),
            FakeGitLab::discussion(s("d3"), 13, s("carol"), s("Looks close.")),
            FakeGitLab::discussion(s("d4"), 14, s("alice"), s("added 1 commit"), {}, 0, false, true) };
        auto read = onPool([&] { return client.discussions(m_project, 1); });
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(read->size(), 3); // the system note left out
        QCOMPARE(read->at(0).path, s("src.txt"));
        QCOMPARE(read->at(0).line, 2);
        QVERIFY(!read->at(0).oldSide);
        QCOMPARE(read->at(1).line, 4);
        QVERIFY(read->at(1).oldSide);
        QVERIFY(read->at(2).path.isEmpty());
        QCOMPARE(read->at(2).author, s("carol"));

        QVERIFY(onPool([&] { return client.replyToDiscussion(m_project, 1, s("d1"), s("Addressed.")); }).ok());
        QVERIFY(onPool([&] { return client.resolveDiscussion(m_project, 1, s("d1")); }).ok());
        QCOMPARE(gitLab.replies, (QList<std::pair<QString, QString>> { { s("d1"), s("Addressed.") } }));
        QCOMPARE(gitLab.resolved, QStringList { s("d1") });
    }

    void refusalsAndLimitsAreSaidPlainly()
    {
        FakeGitLab gitLab;
        gitlab::GitLabClient wrong(m_network, QUrl(gitLab.url()), s("glpat-expired"));
        auto refused = onPool([&] { return wrong.mergeRequest(m_project, 1); });
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().startsWith(s("GitLab refused the token (401: 401 Unauthorized)")), qPrintable(refused.error()));

        gitlab::GitLabClient client(m_network, QUrl(gitLab.url()), gitLab.token);
        gitLab.rateLimits = 1;
        auto limited = onPool([&] { return client.mergeRequest(m_project, 1); });
        QCOMPARE(limited.errorKind(), ErrorKind::RateLimited);
        QVERIFY2(limited.error().startsWith(s("GitLab's rate limit is reached (HTTP 429)")), qPrintable(limited.error()));
        QCOMPARE(limited.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt(), 1);
        auto missing = onPool([&] { return client.mergeRequest(m_project, 9); });
        QVERIFY2(missing.error().contains(s("(404)")), qPrintable(missing.error()));

        gitlab::GitLabClient nowhere(m_network, QUrl(s("http://127.0.0.1:9")), gitLab.token, 2'000);
        auto unreachable = onPool([&] { return nowhere.mergeRequest(m_project, 1); });
        QVERIFY2(unreachable.error().startsWith(s("Could not reach GitLab at http://127.0.0.1:9")), qPrintable(unreachable.error()));
    }
};

QTEST_GUILESS_MAIN(TestGitLabClient)
#include "tst_gitlabclient.moc"
