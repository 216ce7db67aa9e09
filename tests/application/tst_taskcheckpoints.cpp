// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Checkpoints before each agent turn (application/tasks/taskcheckpoints.h) through the real runner,
// agentctl and the stub agent in a real worktree: one per turn (a start's and a prompt's), what a
// restore would change, the restore said in the transcript and told to the agent with its next
// prompt, refused while an agent works, and gone with the deleted task.
#include "application/tasks/taskcheckpoints.h"
#include "application/tasks/taskdeletion.h"
#include "lifecycle/git/gitcommand.h"
#include "models/stores/sessionstore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/stubtasks.h"
#include "support/testhome.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestTaskCheckpoints : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachTurnKeepsOneAndARestoreUndoesWhatFollowed()
    {
        test::TestHome home;
        auto runtime = home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        TaskRunner &runner = runtime.value()->runner();
        const QString prompts = home.filePath(s("prompts.jsonl"));
        AgentProfile profile;
        profile.id = s("stub");
        profile.name = s("Stub");
        profile.agentId = s("stub-agent");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --record '%1'").arg(prompts);
        const QString taskId = test::makeTaskForProfile(home.database, s("default"), home.filePath(s("repo")), profile,
                                                        s("Write notes"), s("fs notes/first.txt"));
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        const auto started = test::waitForFuture(runner.startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QVERIFY(test::waitForFuture(runner.prompt(*started, s("fs second.txt"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        const QString worktree = SessionStore(home.database).get(*started)->workspacePath;
        QVERIFY(QFile::exists(worktree + s("/notes/first.txt")));
        QVERIFY(QFile::exists(worktree + s("/second.txt")));

        TaskCheckpoints checkpoints(runtime.value()->stores(), &runner);
        const auto listed = test::waitForFuture(checkpoints.list(taskId));
        QVERIFY2(listed.ok(), qPrintable(listed.error()));
        QCOMPARE(listed->size(), 2);
        QCOMPARE(listed->at(0).checkpoint.turn, 1);
        QCOMPARE(listed->at(1).checkpoint.turn, 2);
        QCOMPARE(listed->at(1).checkpoint.sessionId, *started);
        QCOMPARE(listed->at(1).workspace, worktree);

        const auto preview = test::waitForFuture(checkpoints.preview(taskId, 1));
        QVERIFY2(preview.ok(), qPrintable(preview.error()));
        QCOMPARE(preview->files, (QStringList{s("D notes/first.txt"), s("D second.txt")}));

        // Refused while an agent works.
        QVERIFY(SessionStore(home.database).setState(*started, SessionState::Running).ok());
        const auto refused = test::waitForFuture(checkpoints.restore(taskId, 2));
        QCOMPARE(refused.error(), s("an agent of the task is at work: cancel its turn or let it end first"));
        QVERIFY(QFile::exists(worktree + s("/second.txt")));
        QVERIFY(SessionStore(home.database).setState(*started, SessionState::WaitingForInput).ok());

        const auto restored = test::waitForFuture(checkpoints.restore(taskId, 2));
        QVERIFY2(restored.ok(), qPrintable(restored.error()));
        QVERIFY(!QFile::exists(worktree + s("/second.txt")));
        QVERIFY(QFile::exists(worktree + s("/notes/first.txt")));
        QString said;
        for (const Message &message : test::storedTranscript(runner, home.database, *started))
            said += message.event.text + QLatin1Char('\n');
        QVERIFY2(said.contains(s("Restored the workspace to before turn 2 (checkpoint 2): 1 file put back.")), qPrintable(said));

        // The agent hears of it with its next prompt, once.
        QVERIFY(test::waitForFuture(runner.prompt(*started, s("stream 1"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 30'000);
        QVERIFY(test::waitForFuture(runner.prompt(*started, s("stream 1"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 30'000);
        QFile recorded(prompts);
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = recorded.readAll().split('\n');
        QVERIFY2(lines.size() >= 4 && lines.at(2).contains("Note from Kandesk: the user restored the workspace to how it was before turn 2")
                     && !lines.at(3).contains("Note from Kandesk"),
                 lines.join('\n').constData());
        QCOMPARE(test::waitForFuture(checkpoints.list(taskId))->size(), 4);
        QVERIFY(test::waitForFuture(runner.stop(*started)).ok());

        // Deleted with the task (its worktree goes too; the repository keeps no checkpoint of it).
        const QString repository = home.filePath(s("repo"));
        TaskDeletion deletion(runtime.value()->stores(), &runner, runtime.value()->activity(), nullptr);
        const auto plan = test::waitForFuture(deletion.plan(taskId));
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        TaskDeletionOptions options;
        options.loseWork = true;
        const auto deleted = test::waitForFuture(deletion.remove(*plan, options));
        QVERIFY2(deleted.ok(), qPrintable(deleted.error()));
        QCOMPARE(git::listCheckpoints(repository, taskId)->size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTaskCheckpoints)
#include "tst_taskcheckpoints.moc"
