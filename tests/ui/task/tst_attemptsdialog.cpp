// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Best of N in the window's dialogs (ui/task/trywithdialog.h, ui/task/attemptsdialog.h) against the
// real runtime, agentctl and three stub agents that answer one prompt differently: Try With starts
// the picked agents, Compare Attempts shows their figures side by side and one attempt's diff against
// another (screenshot), and Keep This One keeps the picked attempt.
#include "ui/task/attemptsdialog.h"
#include "ui/task/trywithdialog.h"

#include "application/taskrunner.h"
#include "lifecycle/git/gitcommand.h"
#include "models/stores/taskstore.h"
#include "support/runnerwaits.h"
#include "support/stubtasks.h"
#include "support/testhome.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

void saveShot(QWidget *widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

} // namespace

class TestAttemptsDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void attemptsAreStartedComparedAndOneKept()
    {
        test::TestHome home;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        const QString taskId = test::makeTaskForProfile(home.database, s("default"), home.filePath(s("repo")), test::stubProfileAnswering(1),
                                                        s("Answer the question"), s("fs answer.txt"));
        for (int lines : {2, 3})
            QVERIFY(ProfileStore(home.database).saveAgentProfile(test::stubProfileAnswering(lines)).ok());
        const Task task = TaskStore(home.database).get(taskId).value();
        TaskAttempts attempts(runtime.value()->stores(), &runner);

        // Try With: the task's prompt, its own profile and the next one picked; a third added.
        ui::TryWithDialog tryWith(attempts, task, {test::stubProfileAnswering(1), test::stubProfileAnswering(2), test::stubProfileAnswering(3)});
        QCOMPARE(tryWith.prompt()->toPlainText(), s("fs answer.txt"));
        QVERIFY(tryWith.picks().at(0)->isChecked() && tryWith.picks().at(1)->isChecked() && !tryWith.picks().at(2)->isChecked());
        QCOMPARE(tryWith.profiles().at(1)->currentData().toString(), s("stub-2"));
        tryWith.picks().at(2)->setChecked(true);
        QCOMPARE(tryWith.profiles().at(2)->currentData().toString(), s("stub-3"));
        QSignalSpy started(&tryWith, &ui::TryWithDialog::started);
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        tryWith.startButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, 60'000);
        QCOMPARE(started.first().first().toStringList().size(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 60'000);
        runner.flush();

        ui::AttemptsDialog dialog(attempts, taskId, task.title);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_COMPARE_WITH_TIMEOUT(dialog.table()->rowCount(), 3, 30'000);
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(dialog.table()->item(row, 1)->text(), QStringLiteral("Stub %1").arg(row + 1));
            QCOMPARE(dialog.table()->item(row, 2)->text(), s("turn done"));
            QCOMPARE(dialog.table()->item(row, 3)->text(), s("1"));
            QCOMPARE(dialog.table()->item(row, 4)->text(), QStringLiteral("+%1 −0").arg(row + 1));
            QVERIFY(dialog.table()->item(row, 5)->text().startsWith(s("read back: line 1")));
        }
        // Attempt 3 against attempt 1: the lines only it wrote.
        dialog.table()->setCurrentCell(2, 0);
        QCOMPARE(dialog.against()->count(), 2);
        QCOMPARE(dialog.against()->currentData().toInt(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.diff()->toPlainText().contains(s("+line 2\n+line 3")), 30'000);
        QVERIFY(dialog.keepButton()->isEnabled());
        saveShot(&dialog, s("attempts-comparison.png"));

        // The others' answers committed, nothing is lost by archiving them: Keep asks nothing.
        const auto compared = test::waitForFuture(attempts.compare(taskId));
        QVERIFY2(compared.ok(), qPrintable(compared.error()));
        for (int other : {0, 1}) {
            const QString worktree = compared->at(other).worktree;
            QVERIFY(git::runGitChecked(worktree, {s("add"), s("-A")}));
            QVERIFY(git::runGitCheckedWith(worktree, {s("commit"), s("-q"), s("-m"), s("answer")},
                                           {s("GIT_AUTHOR_NAME=a"), s("GIT_AUTHOR_EMAIL=a@b"), s("GIT_COMMITTER_NAME=a"), s("GIT_COMMITTER_EMAIL=a@b")}));
        }
        QSignalSpy kept(&dialog, &ui::AttemptsDialog::kept);
        dialog.keepButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(kept.size(), 1, 60'000);
        QVERIFY2(kept.first().first().toString().startsWith(s("Kept attempt 3")), qPrintable(kept.first().first().toString()));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(TaskStore(home.database).get(taskId)->branch.isEmpty(), false);
    }
};

QTEST_MAIN(TestAttemptsDialog)
#include "tst_attemptsdialog.moc"
