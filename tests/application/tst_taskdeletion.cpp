// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Deleting a task through the application's door on a real repository with a bare origin: the
// plan names the commits that are nowhere else (not on the base, not pushed) until they are
// pushed; a deletion that would lose work is refused and changes nothing; a confirmed one keeps
// the deleted branch's last commit under refs/kandesk/deleted/ until it is 30 days old. The
// window's and the command line's deletions of a task another process runs are tst_workbenchlive's
// and tst_clitasks'.
#include "application/review/taskshipping.h"
#include "application/sessionstatus.h"
#include "application/tasks/taskdeletion.h"
#include "models/stores/sessionrecovery.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "support/shipfixture.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace kandesk;
using namespace kandesk::test;

class TestTaskDeletion : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh() { return m_dir.filePath(QStringLiteral("case%1").arg(++m_count)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void thePlanNamesCommitsNowhereElseUntilTheyArePushed()
    {
        const ShipFixture fixture(fresh());
        TaskDeletion deletion(*fixture.stores);
        const auto clean = await(deletion.plan(fixture.taskId));
        QVERIFY2(clean.ok(), qPrintable(clean.error()));
        QVERIFY(!clean->removalLosesWork());

        fixture.commitIn(fixture.worktree, {{QStringLiteral("widget.txt"), "w\n"}}, QStringLiteral("Add the widget"));
        const auto committed = await(deletion.plan(fixture.taskId));
        QVERIFY2(committed.ok(), qPrintable(committed.error()));
        QCOMPARE(committed->unshippedBranches.size(), 1);
        QCOMPARE(committed->unshippedBranches.constFirst().branch, fixture.branch);
        QCOMPARE(committed->unshippedCommitCount(), 1);
        QVERIFY(committed->unshippedBranches.constFirst().commits.constFirst().endsWith(QLatin1String(" Add the widget")));
        QVERIFY(committed->removalLosesWork());
        QVERIFY2(committed->describeLoss().contains(QStringLiteral("1 commit on ") + fixture.branch), qPrintable(committed->describeLoss()));

        TaskShipping shipping(*fixture.stores);
        const Status pushed = await(shipping.push(fixture.taskId));
        QVERIFY2(pushed.ok(), qPrintable(pushed.error()));
        const auto afterPush = await(deletion.plan(fixture.taskId));
        QVERIFY2(afterPush.ok(), qPrintable(afterPush.error()));
        QVERIFY(afterPush->unshippedBranches.isEmpty());
        QVERIFY(!afterPush->removalLosesWork());
    }

    // Another process's live run is stopped while the Kandesk that ran it lets its registration go
    // (it heard at once that its agentctl went away): the stop goes through all the same, the
    // session waits for its next prompt with the note.
    void aRunWhoseRegistrationGoesMeanwhileIsStoppedAllTheSame()
    {
        const ShipFixture fixture(fresh());
        TaskSession row;
        row.taskId = fixture.taskId;
        row.state = SessionState::Running;
        auto session = SessionStore(*fixture.database).create(row);
        QVERIFY(session.ok());
        QProcess agentctl;
        agentctl.start(QStringLiteral(KANDESK_AGENTCTL_PATH), {QStringLiteral("--port"), QStringLiteral("0")});
        QVERIFY(agentctl.waitForStarted());
        QTRY_VERIFY(agentctl.canReadLine() || agentctl.waitForReadyRead(100)); // listening
        ExecutorRunning live;
        live.sessionId = session->id;
        live.taskId = fixture.taskId;
        live.pid = agentctl.processId();
        RecoveryReport report;
        report.live = {live}; // found live, and its row already gone: no executors_running row

        const auto stopped = stopLiveExecutions(*fixture.database, report, QStringLiteral("stopped: the task is being deleted"));
        QVERIFY2(stopped.ok(), qPrintable(stopped.error()));
        QCOMPARE(*stopped, QStringList{session->id});
        QVERIFY(agentctl.waitForFinished(10'000));
        const auto after = SessionStore(*fixture.database).get(session->id);
        QCOMPARE(after->state, SessionState::WaitingForInput);
        QCOMPARE(after->errorMessage, QStringLiteral("stopped: the task is being deleted"));
    }

    void aDeletionThatLosesWorkIsRefusedUntilConfirmedAndKeepsTheBranch()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, {{QStringLiteral("widget.txt"), "w\n"}}, QStringLiteral("Add the widget"));
        const QString tip = fixture.revision(fixture.branch);
        TaskDeletion deletion(*fixture.stores);
        const auto plan = await(deletion.plan(fixture.taskId));
        QVERIFY2(plan.ok(), qPrintable(plan.error()));

        const auto refused = await(deletion.remove(*plan, {true, false}));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QLatin1String("Add the widget")), qPrintable(refused.error()));
        QVERIFY(QFileInfo::exists(fixture.worktree));
        QCOMPARE(fixture.revision(fixture.branch), tip);
        QVERIFY(fixture.stores->tasks().get(fixture.taskId).ok());
        QCOMPARE(fixture.stores->tasks().cleanupStarted(fixture.taskId).value(), false);

        const auto removed = await(deletion.remove(*plan, {true, true}));
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        QCOMPARE(removed->removedWorktrees, QStringList{fixture.worktree});
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        QVERIFY(!git::refExists(fixture.repository, QStringLiteral("refs/heads/") + fixture.branch));
        QVERIFY(!fixture.stores->tasks().get(fixture.taskId).ok());
        QCOMPARE(removed->keptBranches.size(), 1);
        const git::KeptBranch kept = removed->keptBranches.constFirst();
        QCOMPARE(kept.branch, fixture.branch);
        QCOMPARE(kept.commit, tip);
        QCOMPARE(kept.ref, QStringLiteral("refs/kandesk/deleted/%1/%2").arg(fixture.taskId, fixture.branch));
        QCOMPARE(fixture.revision(kept.ref + QStringLiteral("^")), tip);
        // The commit gives the branch back.
        gitOut(fixture.repository, {QStringLiteral("branch"), fixture.branch, kept.commit});
        QCOMPARE(fixture.revision(fixture.branch), tip);
    }

    void keptBranchesGoAfterThirtyDays()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, {{QStringLiteral("widget.txt"), "w\n"}}, QStringLiteral("Add the widget"));
        TaskDeletion deletion(*fixture.stores);
        const auto plan = await(deletion.plan(fixture.taskId));
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        const auto removed = await(deletion.remove(*plan, {true, true}));
        QVERIFY2(removed.ok(), qPrintable(removed.error()));

        const auto listed = git::keptBranches(fixture.repository, fixture.taskId);
        QVERIFY2(listed.ok(), qPrintable(listed.error()));
        QCOMPARE(listed->size(), 1);
        QCOMPARE(listed->constFirst().commit, removed->keptBranches.constFirst().commit);
        QVERIFY(qAbs(listed->constFirst().deletedAt.secsTo(QDateTime::currentDateTimeUtc())) < 600);

        const QDateTime now = QDateTime::currentDateTimeUtc();
        QCOMPARE(git::pruneDeletedBranches(fixture.repository, now.addDays(29)).value(), 0);
        QVERIFY(git::refExists(fixture.repository, removed->keptBranches.constFirst().ref));
        QCOMPARE(git::pruneDeletedBranches(fixture.repository, now.addDays(31)).value(), 1);
        QVERIFY(!git::refExists(fixture.repository, removed->keptBranches.constFirst().ref));
    }

    // Archiving: the worktree goes, the branch (with its commit) and the task stay, the task off the
    // board; uncommitted files refuse it until confirmed; unarchived, the task's next worktree checks
    // the same branch out again.
    void archivingKeepsTheBranchAndTheTask()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, {{QStringLiteral("widget.txt"), "w\n"}}, QStringLiteral("Add the widget"));
        const QString tip = fixture.revision(fixture.branch);
        QFile scratch(QDir(fixture.worktree).filePath(QStringLiteral("notes.txt")));
        QVERIFY(scratch.open(QIODevice::WriteOnly));
        scratch.write("not committed\n");
        scratch.close();
        TaskDeletion deletion(*fixture.stores);
        TaskDeletionOptions archive;
        archive.removeWorktrees = false;
        archive.archive = true;

        const auto dirty = await(deletion.plan(fixture.taskId));
        QVERIFY2(dirty.ok(), qPrintable(dirty.error()));
        QVERIFY(dirty->removalLosesWork(true));
        // The commit is not lost by archiving: only the file is named.
        QVERIFY2(!dirty->describeLoss(true).contains(QLatin1String("Add the widget")), qPrintable(dirty->describeLoss(true)));
        QVERIFY2(dirty->describeLoss(true).contains(QLatin1String("notes.txt")), qPrintable(dirty->describeLoss(true)));
        const auto refused = await(deletion.remove(*dirty, archive));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QLatin1String("archiving")), qPrintable(refused.error()));
        QVERIFY(QFileInfo::exists(scratch.fileName()));
        QVERIFY(!fixture.stores->tasks().get(fixture.taskId)->archived);

        QVERIFY(scratch.remove());
        const auto clean = await(deletion.plan(fixture.taskId));
        QVERIFY2(clean.ok(), qPrintable(clean.error()));
        QVERIFY(!clean->removalLosesWork(true));
        QVERIFY(clean->removalLosesWork()); // deleting would lose the commit
        const auto archived = await(deletion.remove(*clean, archive));
        QVERIFY2(archived.ok(), qPrintable(archived.error()));
        QCOMPARE(archived->removedWorktrees, QStringList{fixture.worktree});
        QVERIFY(!QFileInfo::exists(fixture.worktree));
        QCOMPARE(fixture.revision(fixture.branch), tip);
        const auto task = fixture.stores->tasks().get(fixture.taskId);
        QVERIFY2(task.ok(), qPrintable(task.error()));
        QVERIFY(task->archived);
        QCOMPARE(fixture.stores->tasks().cleanupStarted(fixture.taskId).value(), false);
        const auto board = fixture.stores->tasks().list(QStringLiteral("default"));
        QVERIFY(std::none_of(board->begin(), board->end(), [&](const Task &t) { return t.id == fixture.taskId; }));

        QVERIFY(await(deletion.unarchive(fixture.taskId)).ok());
        QVERIFY(!fixture.stores->tasks().get(fixture.taskId)->archived);
        git::WorktreeSpec spec;
        spec.repositoryPath = fixture.repository;
        spec.baseBranch = QStringLiteral("main");
        spec.taskId = fixture.taskId;
        spec.taskTitle = task->title;
        spec.tasksRoot = QDir(fixture.home).filePath(QStringLiteral("tasks"));
        const auto again = git::createWorktree(spec);
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(again->branch, fixture.branch);
        QCOMPARE(gitOut(again->path, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), tip);
    }

    void aTaskWithoutWorktreesIsDeletedWithNothingKept()
    {
        const ShipFixture fixture(fresh());
        gitOut(fixture.repository, {QStringLiteral("worktree"), QStringLiteral("remove"), fixture.worktree});
        TaskDeletion deletion(*fixture.stores);
        const auto plan = await(deletion.plan(fixture.taskId));
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QVERIFY(plan->worktrees.worktrees.isEmpty());
        const auto removed = await(deletion.remove(*plan, {}));
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        QVERIFY(removed->keptBranches.isEmpty());
        QVERIFY(!fixture.stores->tasks().get(fixture.taskId).ok());
    }
};

QTEST_GUILESS_MAIN(TestTaskDeletion)
#include "tst_taskdeletion.moc"
