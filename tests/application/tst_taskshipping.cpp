// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Review and ship through the application's door on real repositories: commit (and its refusals),
// merge by fast-forward, merge commit and squash, a conflict that leaves everything as it was, the
// refusal to touch a dirty checkout of the base, push to a bare origin, pull requests against a
// loopback GitHub (created, already there, a refused token, no token), finish with and without
// removing the worktree, Finish after a push (nothing unpushed) and after a later local commit.
#include "application/review/taskshipping.h"
#include "lifecycle/git/gitpush.h"
#include "lifecycle/github/githubremote.h"
#include "models/stores/sessionstore.h"
#include "support/fakegithub.h"
#include "support/shipfixture.h"

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestTaskShipping : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh() { return m_dir.filePath(QStringLiteral("case%1").arg(++m_count)); }

    QString stepNameOf(const ShipFixture &fixture)
    {
        const Task task = fixture.stores->tasks().get(fixture.taskId).value();
        const auto steps = fixture.stores->workspaces().steps(task.workspaceId).value();
        for (const WorkflowStep &step : steps) {
            if (step.id == task.workflowStepId)
                return step.name;
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void remoteUrlsNameTheirRepository_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<QString>("name");
        QTest::newRow("https") << "https://github.com/acme/widgets.git"
                               << "github.com"
                               << "acme"
                               << "widgets";
        QTest::newRow("https without .git") << "https://github.com/acme/widgets"
                                            << "github.com"
                                            << "acme"
                                            << "widgets";
        QTest::newRow("scp-like ssh") << "git@github.com:acme/widgets.git"
                                      << "github.com"
                                      << "acme"
                                      << "widgets";
        QTest::newRow("ssh url") << "ssh://git@ghe.example.com:2222/acme/widgets.git"
                                 << "ghe.example.com"
                                 << "acme"
                                 << "widgets";
    }

    void remoteUrlsNameTheirRepository()
    {
        QFETCH(QString, url);
        QFETCH(QString, host);
        QFETCH(QString, owner);
        QFETCH(QString, name);
        const auto parsed = github::parseRemoteUrl(url);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        QCOMPARE(parsed->host, host);
        QCOMPARE(parsed->owner, owner);
        QCOMPARE(parsed->name, name);
    }

    void theApiBaseFollowsTheHost()
    {
        QCOMPARE(github::apiBaseFor(QStringLiteral("github.com")), QUrl(QStringLiteral("https://api.github.com")));
        QCOMPARE(github::apiBaseFor(QStringLiteral("ghe.example.com")),
            QUrl(QStringLiteral("https://ghe.example.com/api/v3")));
        qputenv("KANDESK_GITHUB_API_URL", "http://127.0.0.1:9");
        QCOMPARE(github::apiBaseFor(QStringLiteral("github.com")), QUrl(QStringLiteral("http://127.0.0.1:9")));
        qunsetenv("KANDESK_GITHUB_API_URL");
        QVERIFY(!github::parseRemoteUrl(QStringLiteral("/srv/git/widgets.git")).ok());
    }

    void pushFailuresReadPlainly_data()
    {
        QTest::addColumn<QString>("git");
        QTest::addColumn<QString>("said");
        QTest::newRow("sign-in") << "fatal: Authentication failed for 'https://github.com/acme/widgets.git/'"
                                 << "refused git's credentials";
        QTest::newRow("ssh key")
            << "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository."
            << "refused git's credentials";
        QTest::newRow("rejected") << " ! [rejected]        b -> b (fetch first)\nerror: failed to push some refs"
                                  << "has commits on b that";
        QTest::newRow("offline")
            << "fatal: unable to access 'https://github.com/acme/widgets.git/': Could not resolve host: github.com"
            << "Could not reach origin";
    }

    void pushFailuresReadPlainly()
    {
        QFETCH(QString, git);
        QFETCH(QString, said);
        const QString message = git::describePushFailure(QStringLiteral("origin"), QStringLiteral("b"), git);
        QVERIFY2(message.contains(said), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("(git: ")), qPrintable(message));
    }

    void commitRefusesWithoutAnIdentity()
    {
        const ShipFixture fixture(fresh());
        TaskShipping shipping(*fixture.stores);
        writeTestFile(QDir(fixture.worktree).filePath(QStringLiteral("widget.txt")), "w\n");
        gitOut(
            fixture.repository, { QStringLiteral("config"), QStringLiteral("--unset"), QStringLiteral("user.email") });
        const auto refused = await(shipping.commit(fixture.taskId, QStringLiteral("Add the widget"), true));
        QVERIFY2(refused.ok(), qPrintable(refused.error()));
        QCOMPARE(refused->outcome, git::CommitResult::Outcome::NoIdentity);
        QVERIFY2(refused->message.contains(QLatin1String("user.email")), qPrintable(refused->message));
        QCOMPARE(gitOut(fixture.worktree, { QStringLiteral("rev-parse"), QStringLiteral("HEAD") }),
            fixture.revision(QStringLiteral("main")));
    }

    void commitRefusesWhenNothingIsStagedAndStagesAllWhenAsked()
    {
        const ShipFixture fixture(fresh());
        TaskShipping shipping(*fixture.stores);
        const auto clean = await(shipping.commit(fixture.taskId, QStringLiteral("Add the widget"), false));
        QVERIFY2(clean.ok(), qPrintable(clean.error()));
        QCOMPARE(clean->outcome, git::CommitResult::Outcome::NothingToCommit);

        writeTestFile(QDir(fixture.worktree).filePath(QStringLiteral("widget.txt")), "w\n");
        const auto unstaged = await(shipping.commit(fixture.taskId, QStringLiteral("Add the widget"), false));
        QVERIFY2(unstaged.ok(), qPrintable(unstaged.error()));
        QCOMPARE(unstaged->outcome, git::CommitResult::Outcome::NothingStaged);
        QCOMPARE(unstaged->unstagedFiles, 1);

        const auto committed = await(shipping.commit(fixture.taskId, QStringLiteral("Add the widget"), true));
        QVERIFY2(committed.ok(), qPrintable(committed.error()));
        QCOMPARE(committed->outcome, git::CommitResult::Outcome::Committed);
        QCOMPARE(committed->commit, fixture.revision(fixture.branch));
        QCOMPARE(gitOut(fixture.worktree,
                     { QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s|%an|%ae") }),
            QStringLiteral("Add the widget|Test|test@kandesk.invalid"));
        QCOMPARE(gitOut(fixture.worktree, { QStringLiteral("status"), QStringLiteral("--porcelain") }), QString());
    }

    void mergeFastForwardsAndUpdatesTheCleanCheckout()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        TaskShipping shipping(*fixture.stores);
        const auto merged = await(shipping.merge(fixture.taskId));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(merged->outcome, git::MergeResult::Outcome::FastForward);
        QCOMPARE(fixture.revision(QStringLiteral("main")), fixture.revision(fixture.branch));
        // main is checked out in the repository: its files followed.
        QCOMPARE(fileBytes(QDir(fixture.repository).filePath(QStringLiteral("widget.txt"))), QByteArray("w\n"));
        QCOMPARE(gitOut(fixture.repository, { QStringLiteral("status"), QStringLiteral("--porcelain") }), QString());
    }

    void mergeMakesAMergeCommitOrASquash_data()
    {
        QTest::addColumn<bool>("squash");
        QTest::newRow("merge commit (the default)") << false;
        QTest::newRow("squash (the repository's setting)") << true;
    }

    void mergeMakesAMergeCommitOrASquash()
    {
        QFETCH(bool, squash);
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w2\n" } }, QStringLiteral("widget 2"));
        fixture.commitIn(
            fixture.repository, { { QStringLiteral("other.txt"), "o\n" } }, QStringLiteral("meanwhile on main"));
        // The base is not checked out anywhere: only its ref moves.
        gitOut(fixture.repository, { QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("--detach") });
        const QString baseBefore = fixture.revision(QStringLiteral("main"));
        const QString tip = fixture.revision(fixture.branch);
        TaskShipping shipping(*fixture.stores);
        const Task task = fixture.stores->tasks().get(fixture.taskId).value();
        if (squash)
            QVERIFY(shipping.setMergeMode(task.repositories.constFirst().repositoryId, git::MergeMode::Squash).ok());
        const auto merged = await(shipping.merge(fixture.taskId));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(
            merged->outcome, squash ? git::MergeResult::Outcome::Squashed : git::MergeResult::Outcome::MergeCommit);
        const QString mainNow = fixture.revision(QStringLiteral("main"));
        QCOMPARE(merged->commit, mainNow);
        const QStringList parents = gitOut(
            fixture.repository, { QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%P"), mainNow })
                                        .split(QLatin1Char(' '));
        const QStringList expectedParents = squash ? QStringList { baseBefore } : QStringList { baseBefore, tip };
        QCOMPARE(parents, expectedParents);
        QCOMPARE(gitOut(fixture.repository, { QStringLiteral("show"), QStringLiteral("main:widget.txt") }),
            QStringLiteral("w2"));
        QCOMPARE(gitOut(fixture.repository, { QStringLiteral("show"), QStringLiteral("main:other.txt") }),
            QStringLiteral("o"));
        QCOMPARE(fixture.revision(fixture.branch), tip); // the task branch is as it was

        // Nothing is left to merge, squashed or not: finishing lists no commit as unmerged.
        const auto plan = await(shipping.planFinish(fixture.taskId));
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QVERIFY(plan->commits.notOnBase.isEmpty());
    }

    void aConflictIsListedAndLeavesEverythingAsItWas()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree,
            { { QStringLiteral("shared.txt"), "one\nTASK\nthree\n" }, { QStringLiteral("a.txt"), "a\n" } },
            QStringLiteral("task edit"));
        fixture.commitIn(fixture.repository, { { QStringLiteral("shared.txt"), "one\nMAIN\nthree\n" } },
            QStringLiteral("main edit"));
        writeTestFile(QDir(fixture.worktree).filePath(QStringLiteral("draft.txt")), "uncommitted\n");
        const QString mainBefore = fixture.revision(QStringLiteral("main"));
        const QString tipBefore = fixture.revision(fixture.branch);
        const QString worktreeStatus
            = gitOut(fixture.worktree, { QStringLiteral("status"), QStringLiteral("--porcelain") });

        TaskShipping shipping(*fixture.stores);
        const auto merged = await(shipping.merge(fixture.taskId));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(merged->outcome, git::MergeResult::Outcome::Conflict);
        QCOMPARE(merged->conflictedFiles, QStringList { QStringLiteral("shared.txt") });
        QVERIFY2(merged->message.contains(QLatin1String("shared.txt")), qPrintable(merged->message));
        QCOMPARE(fixture.revision(QStringLiteral("main")), mainBefore);
        QCOMPARE(fixture.revision(fixture.branch), tipBefore);
        QCOMPARE(gitOut(fixture.worktree, { QStringLiteral("status"), QStringLiteral("--porcelain") }), worktreeStatus);
        QCOMPARE(gitOut(fixture.repository, { QStringLiteral("status"), QStringLiteral("--porcelain") }), QString());
        QCOMPARE(fileBytes(QDir(fixture.repository).filePath(QStringLiteral("shared.txt"))),
            QByteArray("one\nMAIN\nthree\n"));
        QVERIFY(!QFileInfo::exists(QDir(fixture.repository).filePath(QStringLiteral(".git/MERGE_HEAD"))));
    }

    void aDirtyCheckoutOfTheBaseIsNeverTouched()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        writeTestFile(QDir(fixture.repository).filePath(QStringLiteral("README.md")), "# my own edit\n");
        const QString mainBefore = fixture.revision(QStringLiteral("main"));
        TaskShipping shipping(*fixture.stores);
        const auto merged = await(shipping.merge(fixture.taskId));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(merged->outcome, git::MergeResult::Outcome::DirtyCheckout);
        QVERIFY2(merged->message.contains(QLatin1String("uncommitted changes")), qPrintable(merged->message));
        QCOMPARE(QFileInfo(merged->checkoutPath).canonicalFilePath(), fixture.repository);
        QCOMPARE(fixture.revision(QStringLiteral("main")), mainBefore);
        QCOMPARE(
            fileBytes(QDir(fixture.repository).filePath(QStringLiteral("README.md"))), QByteArray("# my own edit\n"));
        QVERIFY(!QFileInfo::exists(QDir(fixture.repository).filePath(QStringLiteral("widget.txt"))));
    }

    void pushSendsTheBranchToOrigin()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        TaskShipping shipping(*fixture.stores);
        const Status pushed = await(shipping.push(fixture.taskId));
        QVERIFY2(pushed.ok(), qPrintable(pushed.error()));
        QCOMPARE(gitOut(fixture.bare, { QStringLiteral("rev-parse"), QStringLiteral("refs/heads/") + fixture.branch }),
            fixture.revision(fixture.branch));
        QCOMPARE(gitOut(fixture.worktree,
                     { QStringLiteral("rev-parse"), QStringLiteral("--abbrev-ref"), QStringLiteral("@{upstream}") }),
            QStringLiteral("origin/") + fixture.branch);

        // A remote that is not there is said in words.
        gitOut(fixture.repository, { QStringLiteral("remote"), QStringLiteral("remove"), QStringLiteral("origin") });
        const Status orphan = await(shipping.push(fixture.taskId));
        QVERIFY(!orphan.ok());
        QVERIFY2(orphan.error().contains(QLatin1String("no remote named origin")), qPrintable(orphan.error()));
    }

    void pullRequestsAreCreatedFoundAgainAndRecorded()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        TaskShipping shipping(*fixture.stores);

        const auto created
            = await(shipping.createPullRequest(fixture.taskId, { QString(), QStringLiteral("Body text"), true }));
        QVERIFY2(created.ok(), qPrintable(created.error()));
        QCOMPARE(created->number, 12);
        QCOMPARE(created->url, QStringLiteral("https://github.com/acme/widgets/pull/12"));
        QCOMPARE(created->state, QStringLiteral("open"));
        QVERIFY(created->draft);
        QVERIFY(!created->existed);
        QCOMPARE(gitHub.created.size(), 1);
        const QJsonObject sent = gitHub.created.constFirst();
        QCOMPARE(sent.value(QStringLiteral("title")).toString(), QStringLiteral("Add the widget"));
        QCOMPARE(sent.value(QStringLiteral("body")).toString(), QStringLiteral("Body text"));
        QCOMPARE(sent.value(QStringLiteral("head")).toString(), fixture.branch);
        QCOMPARE(sent.value(QStringLiteral("base")).toString(), QStringLiteral("main"));
        QCOMPARE(sent.value(QStringLiteral("draft")).toBool(), true);
        // It pushed the branch first.
        QCOMPARE(gitOut(fixture.bare, { QStringLiteral("rev-parse"), QStringLiteral("refs/heads/") + fixture.branch }),
            fixture.revision(fixture.branch));
        Task task = fixture.stores->tasks().get(fixture.taskId).value();
        QCOMPARE(task.pullRequestNumber, 12);
        QCOMPARE(task.pullRequestUrl, created->url);
        QCOMPARE(task.pullRequestState, QStringLiteral("open"));

        // Again: GitHub says it exists; the open one is looked up and shown.
        const auto again = await(shipping.createPullRequest(fixture.taskId, {}));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QVERIFY(again->existed);
        QCOMPARE(again->number, 12);
        QCOMPARE(again->url, created->url);
        QCOMPARE(gitHub.requests.constLast(),
            QStringLiteral("GET /repos/acme/widgets/pulls?head=acme:%1&state=open").arg(fixture.branch));

        // Merged on GitHub: a refresh records the new state, also once the worktree is gone.
        gitHub.states.insert(12, QStringLiteral("merged"));
        QVERIFY(await(shipping.finish(fixture.taskId, true, true)).ok());
        const auto refreshed = await(shipping.refreshPullRequest(fixture.taskId));
        QVERIFY2(refreshed.ok(), qPrintable(refreshed.error()));
        QCOMPARE(refreshed->state, QStringLiteral("merged"));
        QCOMPARE(gitHub.requests.constLast(), QStringLiteral("GET /repos/acme/widgets/pulls/12"));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, QStringLiteral("merged"));
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void aPullRequestIsMergedOnGitHubAndTheTaskFinishes()
    {
        FakeGitHub gitHub;
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        QVERIFY(fixture.readyForPullRequest(gitHub.token));
        TaskShipping shipping(*fixture.stores);
        QVERIFY(await(shipping.createPullRequest(fixture.taskId, {})).ok());

        const auto methods = await(shipping.allowedMergeMethods(fixture.taskId));
        QVERIFY2(methods.ok(), qPrintable(methods.error()));
        QVERIFY(methods->merge && methods->squash && !methods->rebase);
        const auto notAllowed = await(shipping.mergePullRequest(fixture.taskId, { forge::MergeMethod::Rebase }));
        QVERIFY(!notAllowed.ok());
        QVERIFY2(notAllowed.error().contains(QLatin1String("acme/widgets does not allow rebase merges")),
            qPrintable(notAllowed.error()));
        gitHub.mergeRefusal = QStringLiteral("Required status check \"build\" is failing");
        const auto refused = await(shipping.mergePullRequest(fixture.taskId, { forge::MergeMethod::Squash }));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().startsWith(QLatin1String("GitHub will not merge it (405: Required status check")),
            qPrintable(refused.error()));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestState, QStringLiteral("open"));

        gitHub.mergeRefusal.clear();
        PullRequestMergeOptions options;
        options.method = forge::MergeMethod::Squash;
        options.deleteBranch = true;
        options.removeWorktree = true;
        const auto merged = await(shipping.mergePullRequest(fixture.taskId, options));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(merged->number, 12);
        QCOMPARE(merged->mergeCommit, QStringLiteral("feedfacefeedfacefeedfacefeedfacefeedface"));
        QCOMPARE(gitHub.merges.size(), 1);
        QCOMPARE(gitHub.merges.constFirst().value(QStringLiteral("merge_method")).toString(), QStringLiteral("squash"));
        QCOMPARE(gitHub.merges.constFirst().value(QStringLiteral("sha")).toString(), gitHub.headSha);
        QVERIFY(merged->branchDeleted);
        QVERIFY(!git::refExists(fixture.bare, QStringLiteral("refs/heads/") + fixture.branch));
        QCOMPARE(merged->finished.doneStep, QStringLiteral("Done"));
        QCOMPARE(merged->finished.removedWorktrees, QStringList { fixture.worktree });
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        const Task task = fixture.stores->tasks().get(fixture.taskId).value();
        QCOMPARE(task.pullRequestState, QStringLiteral("merged"));
        QCOMPARE(task.workflowStepId, QStringLiteral("done"));

        const auto again = await(shipping.mergePullRequest(fixture.taskId, {}));
        QVERIFY(!again.ok());
        QVERIFY2(again.error().contains(QLatin1String("Pull request #12 is merged already")), qPrintable(again.error()));
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void aRefusedOrMissingTokenIsSaidPlainly()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        TaskShipping shipping(*fixture.stores);

        // No secret, and no gh on PATH (only git is).
        const QByteArray path = qgetenv("PATH");
        const QString bin = QDir(fixture.root).filePath(QStringLiteral("bin"));
        QDir().mkpath(bin);
        QVERIFY(QFile::link(
            QStandardPaths::findExecutable(QStringLiteral("git")), QDir(bin).filePath(QStringLiteral("git"))));
        qputenv("PATH", bin.toUtf8());
        const auto missing = await(shipping.createPullRequest(fixture.taskId, {}));
        qputenv("PATH", path);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().contains(QLatin1String("No GitHub token"))
                && missing.error().contains(QLatin1String("GITHUB_TOKEN")),
            qPrintable(missing.error()));
        QVERIFY(gitHub.requests.isEmpty());

        QVERIFY(fixture.stores->vault().writeBlocking(QStringLiteral("GITHUB_TOKEN"), QStringLiteral("expired")).ok());
        const auto refused = await(shipping.createPullRequest(fixture.taskId, {}));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().startsWith(QLatin1String("GitHub refused the token")), qPrintable(refused.error()));
        QCOMPARE(fixture.stores->tasks().get(fixture.taskId)->pullRequestNumber, 0);
        qunsetenv("KANDESK_GITHUB_API_URL");
    }

    void finishMovesToDoneAndKeepsTheWorktree()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        writeTestFile(QDir(fixture.worktree).filePath(QStringLiteral("draft.txt")), "uncommitted\n");
        TaskShipping shipping(*fixture.stores);
        const auto plan = await(shipping.planFinish(fixture.taskId));
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QCOMPARE(plan->commits.notOnBase.size(), 1);
        QVERIFY(plan->commits.notOnBase.constFirst().endsWith(QLatin1String(" widget")));
        QCOMPARE(plan->commits.notPushed.size(), 1);
        QVERIFY(!plan->commits.hasUpstream);
        QCOMPARE(plan->uncommittedFiles, QStringList { QDir(fixture.worktree).filePath(QStringLiteral("draft.txt")) });
        QVERIFY(plan->removalLosesWork());

        // Removing would lose that work: refused, nothing removed.
        const auto refused = await(shipping.finish(fixture.taskId, true, false));
        QVERIFY(!refused.ok());
        QVERIFY2(
            refused.error().contains(QLatin1String("draft.txt")) && refused.error().contains(QLatin1String("widget")),
            qPrintable(refused.error()));
        QVERIFY(QFileInfo::exists(fixture.worktree));

        const auto finished = await(shipping.finish(fixture.taskId, false, false));
        QVERIFY2(finished.ok(), qPrintable(finished.error()));
        QCOMPARE(finished->doneStep, QStringLiteral("Done"));
        QVERIFY(finished->removedWorktrees.isEmpty());
        QCOMPARE(stepNameOf(fixture), QStringLiteral("Done"));
        QVERIFY(QFileInfo::exists(QDir(fixture.worktree).filePath(QStringLiteral("draft.txt"))));
    }

    void finishAfterAPushListsOnlyWhatWasNotPushed()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        TaskShipping shipping(*fixture.stores);
        const Status pushed = await(shipping.push(fixture.taskId));
        QVERIFY2(pushed.ok(), qPrintable(pushed.error()));
        const auto afterPush = await(shipping.planFinish(fixture.taskId));
        QVERIFY2(afterPush.ok(), qPrintable(afterPush.error()));
        QVERIFY(afterPush->commits.hasUpstream);
        QCOMPARE(afterPush->commits.notPushed, QStringList {});
        QCOMPARE(afterPush->commits.notOnBase.size(), 1);
        QVERIFY(!afterPush->removalLosesWork());

        fixture.commitIn(fixture.worktree, { { QStringLiteral("gear.txt"), "g\n" } }, QStringLiteral("gear"));
        const auto afterCommit = await(shipping.planFinish(fixture.taskId));
        QVERIFY2(afterCommit.ok(), qPrintable(afterCommit.error()));
        QCOMPARE(afterCommit->commits.notPushed.size(), 1);
        QVERIFY(afterCommit->commits.notPushed.constFirst().endsWith(QLatin1String(" gear")));
        QVERIFY(afterCommit->removalLosesWork());
    }

    void finishRemovesTheWorktreeAndBranchOnceTheWorkLanded()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        TaskShipping shipping(*fixture.stores);
        QVERIFY(await(shipping.merge(fixture.taskId)).ok());
        const auto plan = await(shipping.planFinish(fixture.taskId));
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QVERIFY(plan->commits.notOnBase.isEmpty());
        QVERIFY(!plan->removalLosesWork());

        const auto finished = await(shipping.finish(fixture.taskId, true, false));
        QVERIFY2(finished.ok(), qPrintable(finished.error()));
        QCOMPARE(finished->removedWorktrees, QStringList { fixture.worktree });
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        QVERIFY(git::runGit(fixture.repository,
                    { QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("--quiet"),
                        QStringLiteral("refs/heads/") + fixture.branch })
                    ->exitCode
            != 0);
        QCOMPARE(stepNameOf(fixture), QStringLiteral("Done"));
        // The task and its record stay (its transcript stays readable).
        QVERIFY(fixture.stores->tasks().get(fixture.taskId).ok());
        // Ship actions on a finished task say why they cannot.
        const auto gone = await(shipping.push(fixture.taskId));
        QVERIFY(!gone.ok());
        QVERIFY2(gone.error().contains(QLatin1String("no worktree")), qPrintable(gone.error()));
    }
};

QTEST_GUILESS_MAIN(TestTaskShipping)
#include "tst_taskshipping.moc"
