// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// GitHub's and GitLab's issues searched a page at a time; Linear's GraphQL API and Jira Cloud's REST
// v3 behind IssueTracker, against loopback stand-ins:
// who the credentials belong to, an issue read (Jira's document as Markdown), a search of two pages
// with its filters reaching the tracker (Linear's filter variables, Jira's JQL), a comment (Jira's
// as a document), closing to a named state and to the default done one, a state that does not
// exist, and refusals in plain words (401, an unknown issue, a rate limit, a GraphQL error). Issue
// references are read first. The calls block, so they run on a pool thread while the test's event
// loop serves the stand-ins.

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/github/githubclient.h"
#include "lifecycle/gitlab/gitlabclient.h"
#include "lifecycle/issues/githubissues.h"
#include "lifecycle/issues/gitlabissues.h"
#include "lifecycle/issues/jiraclient.h"
#include "lifecycle/issues/jiradocument.h"
#include "lifecycle/issues/linearclient.h"
#include "support/fakegithub.h"
#include "support/fakegitlab.h"
#include "support/fakejira.h"
#include "support/fakelinear.h"

#include <QtConcurrent>
#include <QTest>

using namespace kandesk;
using namespace kandesk::issues;
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

IssueRef ref(const char *text)
{
    auto parsed = parseIssueRef(s(text));
    if (!parsed)
        qFatal("%s", qPrintable(parsed.error()));
    return *parsed;
}

QJsonObject node(const char *type, const QJsonArray &content = {}, const QJsonObject &attrs = {})
{
    QJsonObject made { { s("type"), s(type) } };
    if (!content.isEmpty())
        made.insert(s("content"), content);
    if (!attrs.isEmpty())
        made.insert(s("attrs"), attrs);
    return made;
}

QJsonObject text(const char *words, const QJsonArray &marks = {})
{
    QJsonObject made { { s("type"), s("text") }, { s("text"), s(words) } };
    if (!marks.isEmpty())
        made.insert(s("marks"), marks);
    return made;
}

QJsonObject mark(const char *type, const QJsonObject &attrs = {})
{
    return node(type, {}, attrs);
}

// A description with a heading, marks, a link, a mention, nested lists, a code block and nodes
// without a rule of their own (a panel, a status lozenge).
QJsonObject describedDocument()
{
    const QJsonArray content {
        node("heading", { text("Steps") }, { { s("level"), 2 } }),
        node("paragraph",
            { text("Open the "), text("widget", { mark("strong") }), text(" and see "),
                text("the docs", { mark("link", { { s("href"), s("https://docs.example/widgets") } }) }),
                node("hardBreak"), node("mention", {}, { { s("id"), s("5b10") }, { s("text"), s("@Grace") } }),
                text(" said "), text("crash()", { mark("code") }), text(", "), text("really ", { mark("em") }),
                node("status", {}, { { s("text"), s("IN REVIEW") } }) }),
        node("bulletList",
            { node("listItem", { node("paragraph", { text("first") }) }),
                node("listItem",
                    { node("paragraph", { text("second") }),
                        node("orderedList", { node("listItem", { node("paragraph", { text("nested") }) }) },
                            { { s("order"), 3 } }) }) }),
        node("codeBlock", { text("make\nmake test") }, { { s("language"), s("sh") } }),
        node("panel", { node("paragraph", { text("A panel's text") }) }, { { s("panelType"), s("info") } }),
    };
    return { { s("type"), s("doc") }, { s("version"), 1 }, { s("content"), content } };
}

const char *const kDescribedMarkdown = "## Steps\n"
                                       "\n"
                                       "Open the **widget** and see [the docs](https://docs.example/widgets)\n"
                                       "@Grace said `crash()`, *really* IN REVIEW\n"
                                       "\n"
                                       "- first\n"
                                       "- second\n"
                                       "  3. nested\n"
                                       "\n"
                                       "```sh\n"
                                       "make\n"
                                       "make test\n"
                                       "```\n"
                                       "\n"
                                       "A panel's text";

} // namespace

class TestIssueTrackers : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();

private Q_SLOTS:
    void issueRefsAreRead_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("project");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("written");
        QTest::newRow("github") << s("github:acme/widgets#12") << int(TrackerKind::GitHub) << s("acme/widgets")
                                << s("12") << s("github:acme/widgets#12");
        QTest::newRow("gitlab nested") << s(" gitlab:group/sub/project#7 ") << int(TrackerKind::GitLab)
                                       << s("group/sub/project") << s("7") << s("gitlab:group/sub/project#7");
        QTest::newRow("linear lowercase")
            << s("linear:eng-42") << int(TrackerKind::Linear) << QString() << s("ENG-42") << s("linear:ENG-42");
        QTest::newRow("jira") << s("JIRA:proj-7") << int(TrackerKind::Jira) << QString() << s("PROJ-7")
                              << s("jira:PROJ-7");
    }

    void issueRefsAreRead()
    {
        QFETCH(QString, text);
        auto parsed = parseIssueRef(text);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        QTEST(int(parsed->kind), "kind");
        QTEST(parsed->project, "project");
        QTEST(parsed->key, "key");
        QTEST(parsed->toString(), "written");
        QCOMPARE(parseIssueRef(parsed->toString()).value(), parsed.value());
    }

    void badIssueRefsSayWhatIsExpected_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("no kind") << s("acme/widgets#12");
        QTest::newRow("unknown kind") << s("bitbucket:acme/widgets#1");
        QTest::newRow("github nested") << s("github:acme/tools/widgets#1");
        QTest::newRow("github no number") << s("github:acme/widgets");
        QTest::newRow("gitlab no project") << s("gitlab:widgets#3");
        QTest::newRow("linear number only") << s("linear:42");
        QTest::newRow("jira zero") << s("jira:PROJ-0");
    }

    void badIssueRefsSayWhatIsExpected()
    {
        QFETCH(QString, text);
        auto parsed = parseIssueRef(text);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error(),
            QStringLiteral("“%1” names no issue: write github:OWNER/REPO#N, gitlab:GROUP/PROJECT#N, "
                           "linear:KEY-N or jira:KEY-N")
                .arg(text));
    }

    void gitHubAndGitLabSearchesPage()
    {
        FakeGitHub gitHub;
        FakeGitLab gitLab;
        for (int number = 1; number <= 3; ++number) {
            gitHub.issues.insert(number, FakeGitHub::issue(number, QStringLiteral("Issue %1").arg(number), {}));
            gitLab.issues.insert(number, FakeGitLab::issue(number, QStringLiteral("Issue %1").arg(number), {}, { QStringLiteral("bug") }));
        }
        issues::GitHubIssues onGitHub(std::make_unique<github::GitHubClient>(m_network, QUrl(gitHub.url()), gitHub.token));
        issues::GitLabIssues onGitLab(
            std::make_unique<gitlab::GitLabClient>(m_network, QUrl(gitLab.url()), gitLab.token), QStringLiteral("gitlab.example"));
        issues::IssueQuery query;
        query.project = QStringLiteral("acme/widgets");
        query.labels = { QStringLiteral("good first issue") };
        query.pageSize = 2;
        for (issues::IssueTracker *tracker : { static_cast<issues::IssueTracker *>(&onGitHub), static_cast<issues::IssueTracker *>(&onGitLab) }) {
            auto first = onPool([&] { return tracker->search(query); });
            QVERIFY2(first.ok(), qPrintable(first.error()));
            QCOMPARE(first->issues.size(), 2);
            QCOMPARE(first->next, QStringLiteral("2"));
            QCOMPARE(first->issues.constFirst().ref.toString(),
                issues::trackerKindName(tracker->kind()) + QStringLiteral(":acme/widgets#1"));
            auto second = onPool([&] { return tracker->search(query, first->next); });
            QVERIFY2(second.ok(), qPrintable(second.error()));
            QCOMPARE(second->issues.size(), 1);
            QCOMPARE(second->issues.constFirst().title, QStringLiteral("Issue 3"));
            QVERIFY(second->next.isEmpty());
        }
        QCOMPARE(gitHub.searches.constFirst(), QStringLiteral("is:issue is:open repo:acme/widgets label:\"good first issue\""));
        const QUrlQuery asked = gitLab.issueSearches.constFirst();
        QCOMPARE(asked.queryItemValue(QStringLiteral("labels")), QStringLiteral("good first issue"));
        QCOMPARE(asked.queryItemValue(QStringLiteral("state")), QStringLiteral("opened"));
        QCOMPARE(gitLab.encodedPaths.constFirst(), QStringLiteral("/projects/acme%2Fwidgets/issues"));
        QCOMPARE(gitLab.issueSearches.constLast().queryItemValue(QStringLiteral("page")), QStringLiteral("2"));

        // A pull request's number is not an issue's.
        QJsonObject pull = FakeGitHub::issue(4, QStringLiteral("A pull request"), {});
        pull.insert(QStringLiteral("pull_request"), QJsonObject {});
        gitHub.issues.insert(4, pull);
        auto refused = onPool([&] { return onGitHub.issue(*issues::parseIssueRef(QStringLiteral("github:acme/widgets#4"))); });
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error(), QStringLiteral("github:acme/widgets#4 is a pull request, not an issue"));
    }

    void linearApiUrlMayBeOverridden()
    {
        qputenv("KANDESK_LINEAR_API_URL", "http://127.0.0.1:1/graphql");
        QCOMPARE(linearApiUrl(), QUrl(s("http://127.0.0.1:1/graphql")));
        qunsetenv("KANDESK_LINEAR_API_URL");
        QCOMPARE(linearApiUrl(), QUrl(s("https://api.linear.app/graphql")));
    }

    void linearSaysWhoAndReadsAnIssue()
    {
        FakeLinear linear;
        QVERIFY(linear.listening());
        LinearClient client(m_network, QUrl(linear.url()), linear.apiKey);
        QCOMPARE(client.kind(), TrackerKind::Linear);
        auto who = onPool([&] { return client.whoAmI(); });
        QVERIFY2(who.ok(), qPrintable(who.error()));
        QCOMPARE(*who, s("Ada Lovelace <ada@example.com>"));

        auto read = onPool([&] { return client.issue(ref("linear:eng-42")); });
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(read->ref, ref("linear:ENG-42"));
        QCOMPARE(read->title, s("Crash on start"));
        QCOMPARE(read->body, s("It **crashes**.\n\n- on Linux"));
        QCOMPARE(read->labels, QStringList { s("bug") });
        QCOMPARE(read->state, s("In Progress"));
        QVERIFY(!read->closed);
        QCOMPARE(read->assignee, s("Ada Lovelace"));
        QCOMPARE(read->url, s("https://linear.example/acme/issue/eng-42"));
        QCOMPARE(read->updatedAt, QDateTime(QDate(2026, 12, 6), QTime(10, 0), Qt::UTC));

        auto foreign = onPool([&] { return client.issue(ref("jira:PROJ-7")); });
        QCOMPARE(foreign.error(), s("jira:PROJ-7 is not a Linear issue (write linear:KEY-N)"));
    }

    void linearSearchesPagesWithItsFilter()
    {
        FakeLinear linear;
        LinearClient client(m_network, QUrl(linear.url()), linear.apiKey);
        IssueQuery query;
        query.project = s("eng");
        query.text = s("crash \"now\"");
        query.labels = { s("bug"), s("urgent") };
        query.assignedToMe = true;
        query.pageSize = 2;
        auto first = onPool([&] { return client.search(query); });
        QVERIFY2(first.ok(), qPrintable(first.error()));
        QCOMPARE(first->issues.size(), 2);
        QCOMPARE(first->issues.at(0).ref.key, s("ENG-42"));
        QCOMPARE(first->next, s("cursor-2"));
        auto second = onPool([&] { return client.search(query, first->next); });
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QCOMPARE(second->issues.size(), 1);
        QCOMPARE(second->issues.at(0).ref.key, s("ENG-44"));
        QVERIFY(second->issues.at(0).closed); // Done is a completed state
        QVERIFY(second->next.isEmpty());

        QCOMPARE(linear.afters, (QStringList { QString(), s("cursor-2") }));
        const QJsonObject expected { { s("team"), QJsonObject { { s("key"), QJsonObject { { s("eq"), s("ENG") } } } } },
            { s("labels"),
                QJsonObject { { s("name"), QJsonObject { { s("in"), QJsonArray { s("bug"), s("urgent") } } } } } },
            { s("assignee"), QJsonObject { { s("isMe"), QJsonObject { { s("eq"), true } } } } },
            { s("state"),
                QJsonObject {
                    { s("type"), QJsonObject { { s("nin"), QJsonArray { s("completed"), s("canceled") } } } } } },
            { s("searchableContent"), QJsonObject { { s("contains"), s("crash \"now\"") } } } };
        QCOMPARE(linear.filters.at(0), expected);
        QCOMPARE(linear.filters.at(1), expected);
        QVERIFY(!linear.queries.constLast().contains(s("crash"))); // a variable, not pasted into the query

        IssueQuery everything;
        everything.includeClosed = true;
        QVERIFY(onPool([&] { return client.search(everything); }).ok());
        QCOMPARE(linear.filters.constLast(), QJsonObject());
    }

    void linearCommentsAndMovesIssues()
    {
        FakeLinear linear;
        LinearClient client(m_network, QUrl(linear.url()), linear.apiKey);
        const QString words = s("Looks **fine**.\n\nShipped in `main`.");
        auto commented = onPool([&] { return client.comment(ref("linear:ENG-43"), words); });
        QVERIFY2(commented.ok(), qPrintable(commented.error()));
        QCOMPARE(linear.comments, (QList<std::pair<QString, QString>> { { s("uuid-43"), words } }));

        auto started = onPool([&] { return client.close(ref("linear:ENG-43"), s("in progress")); });
        QVERIFY2(started.ok(), qPrintable(started.error()));
        auto done = onPool([&] { return client.close(ref("linear:ENG-42")); });
        QVERIFY2(done.ok(), qPrintable(done.error()));
        QCOMPARE(linear.stateUpdates,
            (QList<std::pair<QString, QString>> {
                { s("uuid-43"), s("st-progress") }, { s("uuid-42"), s("st-done") } }));
        auto closed = onPool([&] { return client.issue(ref("linear:ENG-42")); });
        QVERIFY(closed.ok());
        QVERIFY(closed->closed);
        QCOMPARE(closed->state, s("Done"));

        auto unknown = onPool([&] { return client.close(ref("linear:ENG-43"), s("Shipped")); });
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error(),
            s("The team of ENG-43 has no state “Shipped”; its states are "
              "Backlog, Todo, In Progress, Done, Canceled"));
        QCOMPARE(linear.stateUpdates.size(), 2);
    }

    void linearRefusalsAreSaidPlainly()
    {
        FakeLinear linear;
        LinearClient wrong(m_network, QUrl(linear.url()), s("lin_api_expired"));
        auto refused = onPool([&] { return wrong.whoAmI(); });
        QCOMPARE(
            refused.error(), s("Linear refused the API key (401): store a valid one as the secret LINEAR_API_KEY"));
        linear.refusalStatus = QHttpServerResponder::StatusCode::BadRequest;
        auto refused400 = onPool([&] { return wrong.whoAmI(); });
        QCOMPARE(
            refused400.error(), s("Linear refused the API key (400): store a valid one as the secret LINEAR_API_KEY"));

        LinearClient client(m_network, QUrl(linear.url()), linear.apiKey);
        auto missing = onPool([&] { return client.issue(ref("linear:ENG-99")); });
        QCOMPARE(missing.error(), s("Linear has no issue ENG-99"));
        auto missingComment = onPool([&] { return client.comment(ref("linear:ENG-99"), s("Hello")); });
        QCOMPARE(missingComment.error(), s("Linear has no issue ENG-99"));

        linear.rateLimits = 1;
        auto limited = onPool([&] { return client.issue(ref("linear:ENG-42")); });
        QCOMPARE(limited.errorKind(), ErrorKind::RateLimited);
        QVERIFY2(
            limited.error().startsWith(s("Linear's rate limit is reached (HTTP 429)")), qPrintable(limited.error()));
        QCOMPARE(limited.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt(), 1);

        linear.graphqlError = s("Argument Validation Error - first must be a positive number");
        auto invalid = onPool([&] { return client.search({}); });
        QCOMPARE(invalid.errorKind(), ErrorKind::Failed);
        QCOMPARE(invalid.error(), s("Linear said: Argument Validation Error - first must be a positive number"));

        LinearClient nowhere(m_network, QUrl(s("http://127.0.0.1:9/graphql")), linear.apiKey, 2'000);
        auto unreachable = onPool([&] { return nowhere.whoAmI(); });
        QVERIFY2(unreachable.error().startsWith(s("Could not reach Linear at http://127.0.0.1:9/graphql (")),
            qPrintable(unreachable.error()));
        for (const QString &said :
            { refused.error(), missing.error(), limited.error(), invalid.error(), unreachable.error() })
            QVERIFY(!said.contains(s("lin_api")));
    }

    void jiraDocumentsReadAsMarkdown()
    {
        QCOMPARE(adfToMarkdown(describedDocument()), s(kDescribedMarkdown));
        QCOMPARE(adfToMarkdown({}), QString());
        const QJsonObject quoted { { s("type"), s("doc") }, { s("version"), 1 },
            { s("content"),
                QJsonArray { node("blockquote", { node("paragraph", { text("said") }) }), node("rule"),
                    node("paragraph", { text("a`b", { mark("code") }), text("gone", { mark("strike") }) }) } } };
        QCOMPARE(adfToMarkdown(quoted), s("> said\n\n---\n\n``a`b``~~gone~~"));
    }

    void markdownBecomesJiraDocuments()
    {
        const QJsonObject document = markdownToAdf(
            s("Fixed in `main`.\r\nSee the log:\n\n\n```text\nok 1\n\nok 2\n```\nThanks\n\n```\nunclosed"));
        const QJsonObject expected = QJsonDocument::fromJson(R"({
            "type": "doc", "version": 1, "content": [
                { "type": "paragraph", "content": [ { "type": "text", "text": "Fixed in `main`." },
                    { "type": "hardBreak" }, { "type": "text", "text": "See the log:" } ] },
                { "type": "codeBlock", "attrs": { "language": "text" },
                    "content": [ { "type": "text", "text": "ok 1\n\nok 2" } ] },
                { "type": "paragraph", "content": [ { "type": "text", "text": "Thanks" } ] },
                { "type": "codeBlock", "content": [ { "type": "text", "text": "unclosed" } ] }
            ] })")
                                         .object();
        QCOMPARE(document, expected);
        QCOMPARE(markdownToAdf(QString()).value(s("content")).toArray(), QJsonArray());
    }

    void jqlIsBuiltFromTheQuery()
    {
        IssueQuery query;
        QCOMPARE(jqlFor(query), s("statusCategory != Done ORDER BY updated DESC"));
        query.includeClosed = true;
        QCOMPARE(jqlFor(query), s("ORDER BY updated DESC"));
        query.jql = s("  project = PROJ AND sprint in openSprints() ");
        query.project = s("IGNORED");
        QCOMPARE(jqlFor(query), s("project = PROJ AND sprint in openSprints()"));
    }

    void jiraSaysWhoAndReadsAnIssue()
    {
        FakeJira jira;
        QVERIFY(jira.listening());
        jira.issues[0].description = describedDocument();
        JiraClient client(m_network, QUrl(jira.url() + s("/")), jira.email, jira.apiToken);
        QCOMPARE(client.kind(), TrackerKind::Jira);
        auto who = onPool([&] { return client.whoAmI(); });
        QVERIFY2(who.ok(), qPrintable(who.error()));
        QCOMPARE(*who, s("Ada Lovelace (ada@example.com)"));

        auto read = onPool([&] { return client.issue(ref("jira:proj-7")); });
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(jira.requests.constLast(),
            s("GET /rest/api/3/issue/PROJ-7?fields=summary,description,labels,status,assignee,updated"));
        QCOMPARE(read->ref, ref("jira:PROJ-7"));
        QCOMPARE(read->title, s("Widgets crash"));
        QCOMPARE(read->body, s(kDescribedMarkdown));
        QCOMPARE(read->labels, (QStringList { s("bug"), s("crash") }));
        QCOMPARE(read->state, s("In Progress"));
        QVERIFY(!read->closed);
        QCOMPARE(read->assignee, s("Ada Lovelace"));
        QCOMPARE(read->url, jira.url() + s("/browse/PROJ-7"));
        QCOMPARE(read->updatedAt, QDateTime(QDate(2026, 12, 6), QTime(10, 30), Qt::UTC));

        auto plain = onPool([&] { return client.issue(ref("jira:PROJ-9")); });
        QVERIFY(plain.ok());
        QVERIFY(plain->body.isEmpty()); // no description
        QVERIFY(plain->closed); // Done is in the done category
        QVERIFY(plain->assignee.isEmpty());
    }

    void jiraSearchesPagesWithItsJql()
    {
        FakeJira jira;
        JiraClient client(m_network, QUrl(jira.url()), jira.email, jira.apiToken);
        IssueQuery query;
        query.project = s("PROJ");
        query.labels = { s("bug"), s("needs \"triage\"") };
        query.assignedToMe = true;
        query.text = s("crash \"now\" \\ later");
        query.pageSize = 2;
        auto first = onPool([&] { return client.search(query); });
        QVERIFY2(first.ok(), qPrintable(first.error()));
        QCOMPARE(first->issues.size(), 2);
        QCOMPARE(first->issues.at(1).ref, ref("jira:PROJ-8"));
        QCOMPARE(first->next, s("page-2"));
        auto second = onPool([&] { return client.search(query, first->next); });
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QCOMPARE(second->issues.size(), 1);
        QCOMPARE(second->issues.at(0).ref, ref("jira:PROJ-9"));
        QVERIFY(second->next.isEmpty());

        const QString jql
            = s("project = \"PROJ\" AND labels in (\"bug\",\"needs \\\"triage\\\"\") AND assignee = currentUser() AND "
                "statusCategory != Done AND text ~ \"crash \\\"now\\\" \\\\ later\" ORDER BY updated DESC");
        QCOMPARE(jira.jqls, (QStringList { jql, jql }));
        QCOMPARE(jira.requests.constFirst(), s("POST /rest/api/3/search/jql"));
        QCOMPARE(jira.searches.at(0).value(s("maxResults")).toInt(), 2);
        QVERIFY(!jira.searches.at(0).contains(s("nextPageToken")));
        QCOMPARE(jira.searches.at(1).value(s("nextPageToken")).toString(), s("page-2"));
        QCOMPARE(jira.searches.at(0).value(s("fields")).toArray(),
            (QJsonArray { s("summary"), s("description"), s("labels"), s("status"), s("assignee"), s("updated") }));

        IssueQuery written;
        written.jql = s("project = PROJ AND sprint in openSprints()");
        written.labels = { s("ignored") };
        QVERIFY(onPool([&] { return client.search(written); }).ok());
        QCOMPARE(jira.jqls.constLast(), s("project = PROJ AND sprint in openSprints()"));
    }

    void jiraCommentsAndTransitionsIssues()
    {
        FakeJira jira;
        JiraClient client(m_network, QUrl(jira.url()), jira.email, jira.apiToken);
        auto commented
            = onPool([&] { return client.comment(ref("jira:PROJ-8"), s("Fixed.\nSee:\n\n```sh\nmake test\n```")); });
        QVERIFY2(commented.ok(), qPrintable(commented.error()));
        QCOMPARE(jira.comments.size(), 1);
        QCOMPARE(jira.comments.at(0).first, s("PROJ-8"));
        QCOMPARE(jira.comments.at(0).second,
            QJsonDocument::fromJson(R"({ "type": "doc", "version": 1, "content": [
                { "type": "paragraph", "content": [ { "type": "text", "text": "Fixed." }, { "type": "hardBreak" },
                    { "type": "text", "text": "See:" } ] },
                { "type": "codeBlock", "attrs": { "language": "sh" },
                    "content": [ { "type": "text", "text": "make test" } ] } ] })")
                .object());
        auto empty = onPool([&] { return client.comment(ref("jira:PROJ-8"), s("  \n")); });
        QCOMPARE(empty.error(), s("A comment on PROJ-8 needs some text"));

        auto started
            = onPool([&] { return client.close(ref("jira:PROJ-8"), s("start PROGRESS")); }); // a transition's name
        QVERIFY2(started.ok(), qPrintable(started.error()));
        auto closed = onPool([&] { return client.close(ref("jira:PROJ-8"), s("closed")); }); // a status's name
        QVERIFY2(closed.ok(), qPrintable(closed.error()));
        auto done = onPool([&] { return client.close(ref("jira:PROJ-7")); }); // the first to a done status
        QVERIFY2(done.ok(), qPrintable(done.error()));
        QCOMPARE(jira.taken,
            (QList<std::pair<QString, QString>> {
                { s("PROJ-8"), s("11") }, { s("PROJ-8"), s("31") }, { s("PROJ-7"), s("21") } }));
        auto resolved = onPool([&] { return client.issue(ref("jira:PROJ-7")); });
        QVERIFY(resolved.ok());
        QVERIFY(resolved->closed);
        QCOMPARE(resolved->state, s("Done"));

        auto unknown = onPool([&] { return client.close(ref("jira:PROJ-7"), s("Shipped")); });
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error(),
            s("Jira offers no transition or status “Shipped” for PROJ-7; its transitions are "
              "Start progress (to In Progress), Resolve (to Done), Won't do (to Closed)"));
        QCOMPARE(jira.taken.size(), 3);
    }

    void jiraRefusalsAreSaidPlainly()
    {
        FakeJira jira;
        JiraClient wrong(m_network, QUrl(jira.url()), jira.email, s("jira-token-expired"));
        auto refused = onPool([&] { return wrong.whoAmI(); });
        QCOMPARE(refused.error(),
            s("Jira refused the e-mail and API token (401): store valid ones as the secrets JIRA_EMAIL "
              "and JIRA_API_TOKEN"));

        JiraClient client(m_network, QUrl(jira.url()), jira.email, jira.apiToken);
        auto missing = onPool([&] { return client.issue(ref("jira:PROJ-99")); });
        QCOMPARE(missing.error(), s("Jira has no issue PROJ-99, or the account cannot see it (404)"));
        auto missingClose = onPool([&] { return client.close(ref("jira:PROJ-99")); });
        QCOMPARE(missingClose.error(), s("Jira has no issue PROJ-99, or the account cannot see it (404)"));

        jira.rateLimits = 1;
        auto limited = onPool([&] { return client.issue(ref("jira:PROJ-7")); });
        QCOMPARE(limited.errorKind(), ErrorKind::RateLimited);
        QVERIFY2(limited.error().startsWith(s("Jira's rate limit is reached (HTTP 429)")), qPrintable(limited.error()));
        QCOMPARE(limited.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt(), 1);

        jira.searchRefusal = s("Field 'sprint' does not exist or you do not have permission to view it.");
        IssueQuery query;
        query.jql = s("sprint = 4");
        auto invalid = onPool([&] { return client.search(query); });
        QCOMPARE(invalid.error(),
            s("Jira refused the request (400: “Field 'sprint' does not exist or you do not have permission to view "
              "it.”)"));

        auto foreign = onPool([&] { return client.comment(ref("linear:ENG-1"), s("Hello")); });
        QCOMPARE(foreign.error(), s("linear:ENG-1 is not a Jira issue (write jira:KEY-N)"));

        JiraClient nowhere(m_network, QUrl(s("http://127.0.0.1:9")), jira.email, jira.apiToken, 2'000);
        auto unreachable = onPool([&] { return nowhere.whoAmI(); });
        QVERIFY2(unreachable.error().startsWith(s("Could not reach Jira at http://127.0.0.1:9 (")),
            qPrintable(unreachable.error()));
        const QString credentials = QString::fromLatin1((jira.email + s(":jira-token-expired")).toUtf8().toBase64());
        for (const QString &said :
            { refused.error(), missing.error(), limited.error(), invalid.error(), unreachable.error() }) {
            QVERIFY(!said.contains(s("jira-token")));
            QVERIFY(!said.contains(credentials));
        }
    }
};

QTEST_GUILESS_MAIN(TestIssueTrackers)
#include "tst_issuetrackers.moc"
