// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// "Update from base" on real repositories: a task branch behind its base is rebased (or the base
// merged in) in its worktree; when another task's change landed on the same lines, the update
// stops on the conflict, the real stub agent resolves it from the prompt Kandesk sends, Kandesk
// goes on and the branch holds both changes, runs the setup script and pushes the branch it had
// pushed; an abort puts the branch back on its commit exactly; markers left behind are refused.

#include "application/review/basesync.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/stores/repositorystore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
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

class TestBaseSync : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;
    QString fresh() { return m_dir.filePath(s("case%1").arg(++m_count)); }

    // Another task's change to line two landed on main; this task changed the same line.
    static void conflictingChanges(const ShipFixture &fixture)
    {
        fixture.commitIn(fixture.worktree, { { s("shared.txt"), "one\ntwo, as this task has it\nthree\n" } }, s("this task"));
        fixture.commitIn(fixture.repository, { { s("shared.txt"), "one\ntwo, as the other task has it\nthree\n" } },
            s("the other task"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void aBranchBehindItsBaseIsRebasedAndTheModeRemembered()
    {
        const ShipFixture fixture(fresh());
        TaskBaseSync sync(*fixture.stores);
        fixture.commitIn(fixture.worktree, { { s("widget.txt"), "w\n" } }, s("widget"));
        fixture.commitIn(fixture.repository, { { s("other.txt"), "o\n" } }, s("meanwhile"));
        fixture.commitIn(fixture.repository, { { s("more.txt"), "m\n" } }, s("and more"));

        auto behind = await(sync.status(fixture.taskId));
        QVERIFY2(behind.ok(), qPrintable(behind.error()));
        QCOMPARE(behind->baseRef, s("main"));
        QCOMPARE(behind->divergence.ahead, 1);
        QCOMPARE(behind->divergence.behind, 2);
        QVERIFY(!behind->state.inProgress);

        auto updated = await(sync.update(fixture.taskId));
        QVERIFY2(updated.ok(), qPrintable(updated.error()));
        QCOMPARE(updated->mode, git::SyncMode::Rebase); // the default
        QCOMPARE(updated->outcome.kind, git::SyncOutcome::Kind::Updated);
        QVERIFY(!updated->pushed); // origin never had the branch
        QCOMPARE(gitOut(fixture.worktree, { s("rev-parse"), s("HEAD~1") }), fixture.revision(s("main")));
        auto now = await(sync.status(fixture.taskId));
        QCOMPARE(now->divergence.behind, 0);
        QCOMPARE(now->divergence.ahead, 1);

        // Nothing new: up to date. Merge chosen once: remembered for the repository.
        QCOMPARE(await(sync.update(fixture.taskId))->outcome.kind, git::SyncOutcome::Kind::UpToDate);
        fixture.commitIn(fixture.repository, { { s("third.txt"), "3\n" } }, s("third"));
        auto merged = await(sync.update(fixture.taskId, git::SyncMode::Merge));
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(merged->outcome.kind, git::SyncOutcome::Kind::Updated);
        QCOMPARE(gitOut(fixture.worktree, { s("rev-list"), s("--parents"), s("-n1"), s("HEAD") }).split(QLatin1Char(' ')).size(), 3);
        const QString repositoryId = fixture.stores->tasks().get(fixture.taskId)->repositories.constFirst().repositoryId;
        QCOMPARE(sync.syncMode(repositoryId), git::SyncMode::Merge);

        // Uncommitted work is never carried through an update.
        writeTestFile(QDir(fixture.worktree).filePath(s("widget.txt")), "edited\n");
        auto refused = await(sync.update(fixture.taskId));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("uncommitted changes: commit them first")), qPrintable(refused.error()));
    }

    void theAgentResolvesAConflictAndTheUpdateGoesOn()
    {
        const ShipFixture fixture(fresh());
        conflictingChanges(fixture);
        // The branch was pushed (a pull request's): the update is pushed too, after the setup script.
        gitOut(fixture.worktree, { s("push"), s("-q"), s("origin"), fixture.branch });
        const QString repositoryId = fixture.stores->tasks().get(fixture.taskId)->repositories.constFirst().repositoryId;
        auto stored = fixture.stores->repositories().get(repositoryId);
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        Repository repository = *stored;
        repository.setupScript = s("echo checked > setup-ran.txt");
        QVERIFY(fixture.stores->repositories().update(repository).ok());

        const QString record = fixture.useRecordingStub();
        auto runtime = TaskRunnerRuntime::create(*fixture.stores, { fixture.home, s(KANDESK_AGENTCTL_PATH), {} });
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        TaskBaseSync sync(*fixture.stores, &runner);

        auto nothing = waitForFuture(sync.askAgentToResolve(fixture.taskId), 60'000);
        QVERIFY(!nothing.ok());
        QVERIFY2(nothing.error().contains(s("has no conflict to resolve")), qPrintable(nothing.error()));

        auto stopped = await(sync.update(fixture.taskId));
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        QCOMPARE(stopped->outcome.kind, git::SyncOutcome::Kind::Conflict);
        QCOMPARE(stopped->outcome.conflictedFiles, QStringList { s("shared.txt") });
        auto status = await(sync.status(fixture.taskId));
        QVERIFY(status->state.inProgress);
        QCOMPARE(status->state.conflictedFiles, QStringList { s("shared.txt") });

        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto asked = waitForFuture(sync.askAgentToResolve(fixture.taskId), 60'000);
        QVERIFY2(asked.ok(), qPrintable(asked.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        const QString prompt = recordedPrompts(record).constFirst();
        QVERIFY2(prompt.contains(s("rebase onto main) stopped on conflicts in 1 file")), qPrintable(prompt));
        QVERIFY(prompt.contains(s("File: shared.txt\n```\none\n<<<<<<< ")));
        QVERIFY(prompt.contains(s("two, as this task has it")));
        QVERIFY(prompt.contains(s("two, as the other task has it")));

        auto continued = await(sync.continueUpdate(fixture.taskId));
        QVERIFY2(continued.ok(), qPrintable(continued.error()));
        QCOMPARE(continued->outcome.kind, git::SyncOutcome::Kind::Updated);
        const QByteArray resolved = fileBytes(QDir(fixture.worktree).filePath(s("shared.txt")));
        QVERIFY2(resolved.contains("two, as this task has it") && resolved.contains("two, as the other task has it"),
            resolved.constData());
        QVERIFY(!resolved.contains("<<<<<<<"));
        QCOMPARE(gitOut(fixture.worktree, { s("rev-parse"), s("HEAD~1") }), fixture.revision(s("main")));
        QVERIFY(!await(sync.status(fixture.taskId))->state.inProgress);
        QVERIFY(continued->setupRan);
        QVERIFY2(continued->setupFailure.isEmpty(), qPrintable(continued->setupFailure));
        QCOMPARE(fileBytes(QDir(fixture.worktree).filePath(s("setup-ran.txt"))), QByteArray("checked\n"));
        QVERIFY(continued->pushed);
        QCOMPARE(gitOut(fixture.bare, { s("rev-parse"), s("refs/heads/") + fixture.branch }),
            gitOut(fixture.worktree, { s("rev-parse"), s("HEAD") }));
        // While the agent is at work, no update starts under it.
        const QString gate = QDir(fixture.root).filePath(s("gate"));
        QVERIFY(waitForFuture(runner.prompt(asked.value(), s("gate ") + gate), 60'000).ok());
        auto underTheAgent = await(sync.update(fixture.taskId));
        QVERIFY(!underTheAgent.ok());
        QVERIFY2(underTheAgent.error().contains(s("An agent is at work on")), qPrintable(underTheAgent.error()));
        writeTestFile(gate, "go\n");
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60'000);
        QVERIFY(waitForFuture(runner.stop(asked.value()), 60'000).ok());
    }

    void anAbortPutsTheBranchBackExactly()
    {
        const ShipFixture fixture(fresh());
        conflictingChanges(fixture);
        TaskBaseSync sync(*fixture.stores);
        const QString before = fixture.revision(fixture.branch);
        for (git::SyncMode mode : { git::SyncMode::Rebase, git::SyncMode::Merge }) {
            auto stopped = await(sync.update(fixture.taskId, mode));
            QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
            QCOMPARE(stopped->outcome.kind, git::SyncOutcome::Kind::Conflict);
            QCOMPARE(stopped->outcome.before, before);
            auto again = await(sync.update(fixture.taskId, mode));
            QVERIFY(!again.ok());
            QVERIFY2(again.error().contains(s("already under way")), qPrintable(again.error()));
            const Status aborted = await(sync.abort(fixture.taskId));
            QVERIFY2(aborted.ok(), qPrintable(aborted.error()));
            QCOMPARE(gitOut(fixture.worktree, { s("rev-parse"), s("HEAD") }), before);
            QCOMPARE(gitOut(fixture.worktree, { s("rev-parse"), s("--abbrev-ref"), s("HEAD") }), fixture.branch);
            QCOMPARE(gitOut(fixture.worktree, { s("status"), s("--porcelain") }), QString());
            QVERIFY(!await(sync.status(fixture.taskId))->state.inProgress);
        }
    }

    void aResolutionThatLeavesMarkersIsRefused()
    {
        const ShipFixture fixture(fresh());
        conflictingChanges(fixture);
        TaskBaseSync sync(*fixture.stores);
        QCOMPARE(await(sync.update(fixture.taskId, git::SyncMode::Merge))->outcome.kind, git::SyncOutcome::Kind::Conflict);

        auto refused = await(sync.continueUpdate(fixture.taskId));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("Still conflicted: shared.txt keeps conflict markers")), qPrintable(refused.error()));
        QVERIFY(await(sync.status(fixture.taskId))->state.inProgress); // nothing moved

        // Resolved by hand: the merge goes on, a merge commit with both sides.
        writeTestFile(QDir(fixture.worktree).filePath(s("shared.txt")), "one\ntwo, both\nthree\n");
        auto continued = await(sync.continueUpdate(fixture.taskId));
        QVERIFY2(continued.ok(), qPrintable(continued.error()));
        QCOMPARE(continued->mode, git::SyncMode::Merge);
        QCOMPARE(continued->outcome.kind, git::SyncOutcome::Kind::Updated);
        QVERIFY(!continued->setupRan);
        QCOMPARE(gitOut(fixture.worktree, { s("rev-list"), s("--parents"), s("-n1"), s("HEAD") }).split(QLatin1Char(' ')).size(), 3);
        auto nothingLeft = await(sync.continueUpdate(fixture.taskId));
        QVERIFY(!nothingLeft.ok());
        QVERIFY2(nothingLeft.error().contains(s("No rebase or merge is under way")), qPrintable(nothingLeft.error()));
        const QString merged = gitOut(fixture.worktree, { s("rev-parse"), s("HEAD") });
        const Status noAbort = await(sync.abort(fixture.taskId));
        QVERIFY(!noAbort.ok()); // a finished update is not undone by an abort
        QVERIFY2(noAbort.error().contains(s("nothing to abort")), qPrintable(noAbort.error()));
        QCOMPARE(gitOut(fixture.worktree, { s("rev-parse"), s("HEAD") }), merged);
    }
};

QTEST_MAIN(TestBaseSync)
#include "tst_basesync.moc"
