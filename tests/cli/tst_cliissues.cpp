// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// The real kandesk binary's issue commands against a loopback GitHub and a real repository:
// integration add / list / test / delete, task import of one issue (again: the task it made), of
// what a search finds (--dry-run lists it), and the plain words of a bad reference, an unknown
// connection and a rate limit; a task moved to Done telling (and closing) its issue, once.

#include "support/fakegithub.h"
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
CliRun runServing(const QStringList &arguments, const QProcessEnvironment &environment)
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

} // namespace

class TestCliIssues : public QObject
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

    void issuesAreImportedFromTheCommandLine()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("KANDESK_GITHUB_API_URL"), gitHub.url());
        const ShipFixture fixture(m_dir.filePath(s("case")));
        const auto kandesk = [&](QStringList arguments) {
            return runServing(arguments << s("--data-dir") << fixture.home, environment);
        };
        gitHub.issues.insert(12, FakeGitHub::issue(12, s("Widgets lose their colour"), s("Steps."), { s("bug") }));
        gitHub.issues.insert(13, FakeGitHub::issue(13, s("Widgets are slow"), s("Slow.")));

        const CliRun bad = kandesk({ s("task"), s("import"), s("github:acme/widgets") });
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(s("names no issue: write github:OWNER/REPO#N")), qPrintable(bad.err));

        QCOMPARE(runCli({ s("secret"), s("set"), s("GITHUB_TOKEN"), s("--data-dir"), fixture.home }, gitHub.token.toUtf8())
                     .exitCode,
            0);
        const CliRun added = kandesk({ s("integration"), s("add"), s("github"), s("--name"), s("Acme"), s("--close"), s("--json") });
        QVERIFY2(added.exitCode == 0, qPrintable(added.failure()));
        QCOMPARE(added.json().value(s("close_on_land")).toBool(), true);
        QCOMPARE(added.json().value(s("token_secret")).toString(), s("GITHUB_TOKEN"));
        const CliRun listed = kandesk({ s("integration"), s("list") });
        QVERIFY2(listed.out.contains(s("github  Acme  (token: GITHUB_TOKEN) closes issues")), qPrintable(listed.out));
        const CliRun tested = kandesk({ s("integration"), s("test"), s("acme") });
        QVERIFY2(tested.exitCode == 0 && tested.out.contains(s("Acme: Connected as octo")), qPrintable(tested.failure()));

        const CliRun imported = kandesk({ s("task"), s("import"), s("github:acme/widgets#12"), s("--json") });
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.failure()));
        const QString taskId = imported.json().value(s("task_id")).toString();
        QCOMPARE(imported.json().value(s("title")).toString(), s("Widgets lose their colour"));
        QCOMPARE(imported.json().value(s("existed")).toBool(), false);
        QCOMPARE(imported.json().value(s("labels")).toArray(), QJsonArray { s("bug") });
        const CliRun again = kandesk({ s("task"), s("import"), s("github:acme/widgets#12") });
        QVERIFY2(again.out.contains(s("github:acme/widgets#12 was imported before: task %1").arg(taskId.left(8))),
            qPrintable(again.out));

        const CliRun wrongKind = kandesk({ s("task"), s("import"), s("linear:ENG-1"), s("--connection"), s("Acme") });
        QCOMPARE(wrongKind.exitCode, 1);
        QVERIFY2(wrongKind.err.contains(s("The connection “Acme” is GitHub's, not Linear's")), qPrintable(wrongKind.err));
        const CliRun unnamed = kandesk({ s("task"), s("import"), s("--query"), s("slow") });
        QCOMPARE(unnamed.exitCode, 2);
        QVERIFY2(unnamed.err.contains(s("name it with --connection")), qPrintable(unnamed.err));
        const CliRun unknown = kandesk({ s("task"), s("import"), s("--query"), s("slow"), s("--connection"), s("nope") });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(s("no connection “nope”")), qPrintable(unknown.err));

        const CliRun dry = kandesk({ s("task"), s("import"), s("--query"), s("widgets"), s("--connection"), s("Acme"),
            s("--label"), s("bug"), s("--mine"), s("--dry-run") });
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.failure()));
        QVERIFY2(dry.out.contains(s("github:acme/widgets#13  Widgets are slow  [open]")), qPrintable(dry.out));
        QCOMPARE(gitHub.searches.constLast(), s("is:issue is:open label:bug assignee:@me widgets"));
        const CliRun all = kandesk({ s("task"), s("import"), s("--query"), s("widgets"), s("--connection"), s("Acme"), s("--json") });
        QVERIFY2(all.exitCode == 0, qPrintable(all.failure()));
        const QJsonArray rows = all.json().value(s("issues")).toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).toObject().value(s("existed")).toBool(), true);
        QCOMPARE(rows.at(0).toObject().value(s("task_id")).toString(), taskId);
        QCOMPARE(rows.at(1).toObject().value(s("existed")).toBool(), false);

        gitHub.rateLimits = { s("secondary") };
        gitHub.issues.insert(14, FakeGitHub::issue(14, s("Later"), s("Later.")));
        const CliRun limited = kandesk({ s("task"), s("import"), s("github:acme/widgets#14") });
        QCOMPARE(limited.exitCode, 1);
        QVERIFY2(limited.err.contains(s("rate limit is reached (HTTP 429)")), qPrintable(limited.err));

        // Moved to Done by hand: the issue hears it, and is closed (the connection says --close), once.
        const CliRun done = kandesk({ s("task"), s("move"), taskId.left(8), s("Done") });
        QVERIFY2(done.exitCode == 0, qPrintable(done.failure()));
        QVERIFY2(done.out.contains(s("Told github:acme/widgets#12: commented, closed.")), qPrintable(done.out));
        QCOMPARE(gitHub.issueComments.size(), 1);
        QCOMPARE(gitHub.issueComments.constFirst(), std::make_pair(12, s("Done in Kandesk (task “Widgets lose their colour”).")));
        QCOMPARE(gitHub.issueUpdates.constFirst().second.value(s("state")).toString(), s("closed"));
        QCOMPARE(kandesk({ s("task"), s("move"), taskId.left(8), s("Backlog") }).exitCode, 0);
        QCOMPARE(kandesk({ s("task"), s("move"), taskId.left(8), s("Done") }).exitCode, 0);
        QCOMPARE(gitHub.issueComments.size(), 1);

        const CliRun removed = kandesk({ s("integration"), s("delete"), s("Acme") });
        QVERIFY2(removed.exitCode == 0 && removed.out.contains(s("Removed the connection “Acme”")), qPrintable(removed.failure()));
        QVERIFY(kandesk({ s("integration"), s("list") }).out.contains(s("No connections")));
    }
};

QTEST_MAIN(TestCliIssues)
#include "tst_cliissues.moc"
