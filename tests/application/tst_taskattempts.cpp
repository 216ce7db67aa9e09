// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Best of N (application/tasks/taskattempts.h) through the real runner, agentctl and three stub
// agents that answer the same prompt differently, in real worktrees of one repository: three
// attempts side by side with their figures, one diffed against another, refusals in words, and
// keeping one — its worktree, branch and session the task's own (it goes on working there), the
// other two archived with their branches kept, nothing left running.
#include "application/tasks/taskattempts.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/launch/executionstore.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/stores/attemptstore.h"
#include "models/stores/sessionstore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/stubtasks.h"
#include "support/testhome.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

class TestTaskAttempts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void threeAttemptsAreComparedAndOneIsKept()
    {
        test::TestHome home;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        Stores &stores = runtime.value()->stores();
        const QString repository = home.filePath(s("repo"));
        const QString taskId = test::makeTaskForProfile(home.database, s("default"), repository, test::stubProfileAnswering(1), s("Answer"),
                                                        s("fs answer.txt"));
        for (int lines : {2, 3})
            QVERIFY(ProfileStore(home.database).saveAgentProfile(test::stubProfileAnswering(lines)).ok());

        TaskAttempts attempts(stores, &runner);
        // Refusals first: too many profiles, an unknown one; nothing is made.
        const auto tooMany = test::waitForFuture(attempts.start(taskId, {s("stub-1"), s("stub-1"), s("stub-1"), s("stub-1"), s("stub-1")}));
        QCOMPARE(tooMany.error(), s("name 1 to 4 agent profiles for the attempts (5 named)"));
        const auto unknown = test::waitForFuture(attempts.start(taskId, {s("stub-1"), s("nobody")}));
        QVERIFY2(!unknown && unknown.error().startsWith(s("no agent profile nobody")), qPrintable(unknown.error()));
        QCOMPARE(AttemptStore(home.database).attemptsOf(taskId)->size(), 0);

        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const auto started = test::waitForFuture(attempts.start(taskId, {s("stub-1"), s("stub-2"), s("stub-3")}), 60'000);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QCOMPARE(started->size(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 60'000);
        runner.flush();

        const auto compared = test::waitForFuture(attempts.compare(taskId));
        QVERIFY2(compared.ok(), qPrintable(compared.error()));
        QCOMPARE(compared->size(), 3);
        QStringList worktrees;
        for (int i = 0; i < 3; ++i) {
            const Attempt &attempt = compared->at(i);
            QCOMPARE(attempt.number, i + 1);
            QCOMPARE(attempt.taskId, started->at(i));
            QCOMPARE(attempt.agentProfileName, QStringLiteral("Stub %1").arg(i + 1));
            QCOMPARE(attempt.title, QStringLiteral("Answer · attempt %1 (Stub %1)").arg(i + 1));
            QVERIFY2(attempt.problem.isEmpty(), qPrintable(attempt.problem));
            QCOMPARE(attempt.filesChanged, 1);
            QCOMPARE(attempt.additions, i + 1);
            QCOMPARE(attempt.deletions, 0);
            QVERIFY2(attempt.summary.startsWith(s("read back: line 1")), qPrintable(attempt.summary));
            QCOMPARE(read(attempt.worktree + s("/answer.txt")).count('\n'), i + 1);
            // Its own worktree and branch, from the task's base; a subtask of the task.
            QCOMPARE(git::runGitChecked(attempt.worktree, {s("merge-base"), s("HEAD"), s("main")})->trimmed(),
                     git::resolveCommit(repository, s("main")));
            QCOMPARE(stores.tasks().get(attempt.taskId)->parentTaskId, taskId);
            worktrees.append(attempt.worktree);
        }
        QCOMPARE(QSet<QString>(worktrees.cbegin(), worktrees.cend()).size(), 3);

        // One against another: what attempt 3 has that attempt 1 has not.
        const auto patch = test::waitForFuture(attempts.diffBetween(taskId, 1, 3));
        QVERIFY2(patch.ok(), qPrintable(patch.error()));
        QVERIFY2(patch->contains(s("--- a/answer.txt")) && patch->contains(s("+line 2\n+line 3\n")) && !patch->contains(s("-line 1")),
                 qPrintable(*patch));

        // An attempt has no attempts of its own; keeping one that is not there, or one while others
        // hold uncommitted files, changes nothing.
        const auto ofAnAttempt = test::waitForFuture(attempts.start(started->at(0), {s("stub-1")}));
        QVERIFY2(!ofAnAttempt && ofAnAttempt.error().contains(s("is an attempt itself")), qPrintable(ofAnAttempt.error()));
        QCOMPARE(test::waitForFuture(attempts.keep(taskId, 9)).error(), s("the task has no attempt 9"));
        const auto losing = test::waitForFuture(attempts.keep(taskId, 2));
        QCOMPARE(losing.error(), s("attempt 1 has 1 uncommitted file; attempt 3 has 1 uncommitted file; archiving loses them: "
                                   "commit them, or keep attempt 2 anyway"));
        for (const QString &worktree : std::as_const(worktrees))
            QVERIFY(QFile::exists(worktree + s("/answer.txt")));

        const auto kept = test::waitForFuture(attempts.keep(taskId, 2, true), 60'000);
        QVERIFY2(kept.ok(), qPrintable(kept.error()));
        QCOMPARE(kept->archived, (QStringList{started->at(0), started->at(2)}));
        // Its worktree is the task's own now, with its uncommitted answer and its branch.
        QVERIFY(!QFileInfo::exists(worktrees.at(1)));
        QCOMPARE(read(kept->worktree + s("/answer.txt")), QByteArray("line 1\nline 2\n"));
        const Task task = stores.tasks().get(taskId).value();
        QCOMPARE(task.branch, git::runGitChecked(kept->worktree, {s("branch"), s("--show-current")})->trimmed());
        QVERIFY(!stores.tasks().find(started->at(1))->has_value());
        const QList<TaskSession> sessions = SessionStore(home.database).listForTask(taskId).value();
        QCOMPARE(sessions.size(), 1);
        QCOMPARE(sessions.first().workspacePath, kept->worktree);
        // The others archived: worktrees gone, branches kept.
        for (int other : {0, 2}) {
            const Task archived = stores.tasks().get(started->at(other)).value();
            QVERIFY(archived.archived);
            QVERIFY(!QFileInfo::exists(worktrees.at(other)));
            QVERIFY(git::refExists(repository, s("refs/heads/") + archived.branch));
        }
        // Nothing runs.
        QVERIFY(runtime.value()->controller().executions().list().isEmpty());

        const auto after = test::waitForFuture(attempts.compare(taskId));
        QVERIFY2(after.ok(), qPrintable(after.error()));
        QCOMPARE(after->size(), 3);
        QVERIFY(after->at(1).kept);
        QCOMPARE(after->at(1).additions, 2);
        QCOMPARE(after->at(1).worktree, kept->worktree);
        QVERIFY(after->at(0).archived && after->at(2).archived);
        QCOMPARE(test::waitForFuture(attempts.keep(taskId, 2)).error(), s("attempt 2 was kept already"));

        // The kept attempt's session goes on in the task, in its worktree.
        const auto resumed = test::waitForFuture(runner.resume(sessions.first().id, s("fs more.txt")), 60'000);
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 60'000);
        QCOMPARE(read(kept->worktree + s("/more.txt")), QByteArray("line 1\nline 2\n"));
        QVERIFY(test::waitForFuture(runner.stop(sessions.first().id)).ok());
    }
};

QTEST_GUILESS_MAIN(TestTaskAttempts)
#include "tst_taskattempts.moc"
