// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Review comments: kept per task in SQLite across restarts, refused when malformed, handed to a real
// agent (the stub, recording every prompt it is sent) in one prompt by the window's door and by
// `kandesk task comment` / `task comments --send`, then marked sent. The commit dialog's "ask the
// agent for a message" gets the message the agent answers with.
#include "application/review/commitmessage.h"
#include "application/review/reviewcomments.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/reviewcommentstore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"
#include "support/runnerwaits.h"
#include "support/stubrecord.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

constexpr int kTimeout = 30'000;

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

ReviewComment commentOn(const QString &taskId, const QString &path, int first, int last, const QString &body)
{
    ReviewComment comment;
    comment.taskId = taskId;
    comment.path = path;
    comment.startLine = first;
    comment.endLine = last;
    comment.body = body;
    return comment;
}

} // namespace

class TestReviewComments : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    QString m_record;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    QString m_workspaceId;
    int m_tasks = 0;

    QString makeTask(const QString &description)
    {
        const QString n = QString::number(++m_tasks);
        Repository repository;
        repository.workspaceId = m_workspaceId;
        repository.name = s("app");
        repository.path = makeGitRepository(m_home.filePath(s("src-%1/app").arg(n)),
                                            {{s("login.cpp"), "int retries = 3;\nint delay = 10;\nint limit = 5;\n"}});
        repository.defaultBranch = s("main");
        auto added = m_stores->repositories().add(repository);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        Task task;
        task.workspaceId = m_workspaceId;
        task.title = s("Task ") + n;
        task.description = description;
        task.agentProfileId = s("recording-stub");
        task.repositories = {TaskRepository{added->id, s("main"), 0}};
        auto created = m_stores->tasks().create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_home.isValid());
        m_record = m_home.filePath(s("prompts.jsonl"));
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_home.path(), s("KandeskCommentsTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);
        auto workspace = m_stores->workspaces().create(s("Test"));
        QVERIFY2(workspace.ok(), qPrintable(workspace.error()));
        m_workspaceId = workspace->id;
        AgentProfile profile;
        profile.id = s("recording-stub");
        profile.name = s("Recording stub");
        profile.agentId = s("stub");
        profile.customCommand = s("'" KANDESK_STUBAGENT_PATH "' --record '%1'").arg(m_record);
        QVERIFY(m_stores->profiles().saveAgentProfile(profile).ok());
    }

    void cleanupTestCase()
    {
        m_stores.reset();
        m_database.reset();
    }

    // Comments outlive the process that wrote them, come back oldest first, and leave with their task.
    void commentsSurviveARestartAndLeaveWithTheirTask()
    {
        const QString taskId = makeTask(s("nothing"));
        const QString path = databasePath(m_home.path());
        {
            Database database(path);
            QVERIFY(database.open().ok());
            ReviewCommentStore comments(database);
            QVERIFY(comments.add(commentOn(taskId, s("login.cpp"), 1, 2, s("Why three?"))).ok());
            ReviewComment old = commentOn(taskId, s("login.cpp"), 3, 3, s("Keep the old limit."));
            old.side = ReviewComment::Side::Old;
            old.code = s("int limit = 5;");
            QVERIFY(comments.add(old).ok());
        }
        Database reopened(path);
        QVERIFY(reopened.open().ok());
        ReviewCommentStore comments(reopened);
        auto stored = comments.forTask(taskId);
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->size(), 2);
        QCOMPARE(stored->at(0).body, s("Why three?"));
        QCOMPARE(stored->at(0).location(), s("login.cpp:1-2"));
        QCOMPARE(stored->at(1).side, ReviewComment::Side::Old);
        QCOMPARE(stored->at(1).code, s("int limit = 5;"));
        QCOMPARE(stored->at(1).location(), s("login.cpp:3"));
        QVERIFY(!stored->at(0).isSent());

        QVERIFY(comments.markSent({stored->at(0).id}, QDateTime::currentDateTimeUtc()).ok());
        QCOMPARE(comments.forTask(taskId, true)->size(), 1);
        QVERIFY(comments.forTask(taskId)->at(0).isSent());

        QVERIFY(m_stores->tasks().remove(taskId).ok());
        QCOMPARE(comments.forTask(taskId)->size(), 0);
    }

    void malformedCommentsAreRefusedSayingWhy()
    {
        ReviewCommentStore &comments = m_stores->comments();
        const QString taskId = makeTask(s("nothing"));
        auto noPath = comments.add(commentOn(taskId, s(" "), 1, 1, s("text")));
        QVERIFY(!noPath.ok());
        QVERIFY2(noPath.error().contains(s("file")), qPrintable(noPath.error()));
        auto noText = comments.add(commentOn(taskId, s("a.cpp"), 1, 1, s("  ")));
        QVERIFY(!noText.ok());
        QVERIFY2(noText.error().contains(s("text")), qPrintable(noText.error()));
        auto backwards = comments.add(commentOn(taskId, s("a.cpp"), 5, 2, s("text")));
        QVERIFY(!backwards.ok());
        QVERIFY2(backwards.error().contains(s("5-2")), qPrintable(backwards.error()));
        QVERIFY(!comments.add(commentOn(taskId, s("a.cpp"), 0, 0, s("text"))).ok());
        QVERIFY(!comments.add(commentOn(s("no-such-task"), s("a.cpp"), 1, 1, s("text"))).ok());
        QCOMPARE(comments.forTask(taskId)->size(), 0);
    }

    // The prompt names each file and its lines, quotes the code (in a fence its backticks cannot
    // close) and gives the comment.
    void thePromptQuotesEveryComment()
    {
        ReviewComment first = commentOn(s("t"), s("src/a.cpp"), 4, 6, s("Use a constant here."));
        first.code = s("int a = 1;\nint b = 2;\nint c = 3;");
        ReviewComment second = commentOn(s("t"), s("README.md"), 2, 2, s("Say how to run it."));
        second.code = s("Run ```make``` first");
        ReviewComment removed = commentOn(s("t"), s("old.cpp"), 9, 9, s("This was needed."));
        removed.side = ReviewComment::Side::Old;
        const QString prompt = reviewCommentsPrompt({first, second, removed});
        QVERIFY(prompt.contains(s("3 comments")));
        QVERIFY(prompt.contains(s("1. src/a.cpp:4-6\n```\nint a = 1;\nint b = 2;\nint c = 3;\n```\nUse a constant here.")));
        QVERIFY(prompt.contains(s("2. README.md:2\n````\nRun ```make``` first\n````\nSay how to run it.")));
        QVERIFY(prompt.contains(s("3. old.cpp:9 (lines of the version before your change)\nThis was needed.")));
        QVERIFY(prompt.indexOf(s("src/a.cpp")) < prompt.indexOf(s("README.md")));
    }

    void theCommitMessageIsTheAnswerWithoutItsFence()
    {
        QCOMPARE(commitMessageFromReply(s("\n```\nFix it\n\nBecause.\n```\n")), s("Fix it\n\nBecause."));
        QCOMPARE(commitMessageFromReply(s("```text\nFix it\n```")), s("Fix it"));
        QCOMPARE(commitMessageFromReply(s("  Fix it\n\nBecause.  ")), s("Fix it\n\nBecause."));
        QCOMPARE(commitMessageFromReply(s("```\nnot closed")), s("```\nnot closed"));
        QCOMPARE(commitMessageFromReply(s("```\na\n```\nand more")), s("```\na\n```\nand more"));
        QCOMPARE(commitMessageFromReply(s("")), QString());
    }

    // "Ask the agent for a message": a task that never ran gets a session for the question, one
    // that ran is resumed with it; either way the answer is the message, sent in one prompt.
    void theAgentWritesTheCommitMessage()
    {
        auto created = TaskRunnerRuntime::create(*m_stores, {m_home.path(), s(KANDESK_AGENTCTL_PATH), {}});
        QVERIFY2(created.ok(), qPrintable(created.error()));
        TaskRunner &runner = created.value()->runner();
        const QString taskId = makeTask(s("first turn"));
        const qsizetype before = recordedPrompts(m_record).size();

        auto fresh = waitForFuture(askForCommitMessage(runner, *m_stores, taskId), kTimeout);
        QVERIFY2(fresh.ok(), qPrintable(fresh.error()));
        QCOMPARE(fresh.value(), s("Teach the login to retry\n\nRetries now back off between attempts."));
        QCOMPARE(recordedPrompts(m_record).size(), before + 1);
        QCOMPARE(recordedPrompts(m_record).constLast(), commitMessagePrompt());

        auto session = m_stores->sessions().latestForTask(taskId);
        QVERIFY(session.ok());
        QVERIFY(waitForFuture(runner.stop(session->id), kTimeout).ok());
        auto resumed = waitForFuture(askForCommitMessage(runner, *m_stores, taskId), kTimeout);
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QCOMPARE(resumed.value(), fresh.value());
        QCOMPARE(m_stores->sessions().latestForTask(taskId)->id, session->id);
        QVERIFY(waitForFuture(runner.stop(session->id), kTimeout).ok());
    }

    // An agent whose turn fails gives no message, and says why.
    void aFailedTurnGivesNoMessage()
    {
        auto created = TaskRunnerRuntime::create(*m_stores, {m_home.path(), s(KANDESK_AGENTCTL_PATH), {}});
        QVERIFY2(created.ok(), qPrintable(created.error()));
        TaskRunner &runner = created.value()->runner();
        const QString taskId = makeTask(s("first turn"));
        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto started = waitForFuture(runner.startTask(taskId), kTimeout);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
        QVERIFY(waitForFuture(runner.prompt(started.value(), s("slow")), kTimeout).ok());
        auto busy = waitForFuture(askForCommitMessage(runner, *m_stores, taskId), kTimeout);
        QVERIFY(!busy.ok()); // a turn runs: the question is refused, not mixed into its answer
        QVERIFY2(!busy.error().isEmpty(), qPrintable(busy.error()));
        QVERIFY(waitForFuture(runner.stop(started.value()), kTimeout).ok());
    }

    // The window's door: comments written while the agent waits go to it in one prompt and are
    // marked sent; with none waiting nothing is sent.
    void theDoorSendsWaitingCommentsInOnePrompt()
    {
        auto created = TaskRunnerRuntime::create(*m_stores, {m_home.path(), s(KANDESK_AGENTCTL_PATH), {}});
        QVERIFY2(created.ok(), qPrintable(created.error()));
        TaskRunner &runner = created.value()->runner();
        const QString taskId = makeTask(s("first turn"));

        auto nothing = waitForFuture(sendReviewComments(runner, *m_stores, taskId), kTimeout);
        QVERIFY(!nothing.ok());
        QVERIFY2(nothing.error().contains(s("no review comment")), qPrintable(nothing.error()));

        QSignalSpy finished(&runner, &TaskRunner::turnFinished);
        auto started = waitForFuture(runner.startTask(taskId), kTimeout);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
        const qsizetype before = recordedPrompts(m_record).size();

        QVERIFY(m_stores->comments().add(commentOn(taskId, s("login.cpp"), 1, 1, s("Retry five times."))).ok());
        QVERIFY(m_stores->comments().add(commentOn(taskId, s("login.cpp"), 2, 3, s("Name these."))).ok());
        QSignalSpy shown(runner.sessionEvents(started.value()), &SessionEventSource::eventArrived);
        auto sent = waitForFuture(sendReviewComments(runner, *m_stores, taskId), kTimeout);
        QVERIFY2(sent.ok(), qPrintable(sent.error()));
        QCOMPARE(sent.value(), started.value()); // the running session took it
        // The window showing the session hears the prompt sent for the user, as it goes.
        // (The workflow's note on the first turn, "Moved to Review", may come before it.)
        SessionEvent prompt;
        for (const QList<QVariant> &arrived : std::as_const(shown)) {
            prompt = arrived.at(0).value<SessionEvent>();
            if (prompt.kind != SessionEvent::Kind::WorkflowStep)
                break;
        }
        QCOMPARE(prompt.kind, SessionEvent::Kind::UserPrompt);
        QVERIFY2(prompt.text.contains(s("Retry five times.")), qPrintable(prompt.text));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kTimeout);

        const QStringList prompts = recordedPrompts(m_record);
        QCOMPARE(prompts.size(), before + 1);
        QVERIFY(prompts.constLast().contains(s("1. login.cpp:1\nRetry five times.")));
        QVERIFY(prompts.constLast().contains(s("2. login.cpp:2-3\nName these.")));
        QTRY_COMPARE_WITH_TIMEOUT(m_stores->comments().forTask(taskId, true)->size(), 0, kTimeout);
        QCOMPARE(m_stores->comments().forTask(taskId)->size(), 2);
        QVERIFY(waitForFuture(runner.stop(sent.value()), kTimeout).ok());
    }

    // The command line: comments quote the worktree's lines, bad ones are refused with the usage,
    // `--send` resumes the task's session with all of them in one prompt and marks them sent.
    void theCommandLineKeepsAndSendsComments()
    {
        const QString repo = makeGitRepository(m_home.filePath(s("cli-repo")),
                                               {{s("login.cpp"), "int retries = 3;\nint delay = 10;\nint limit = 5;\n"}});
        const QString home = m_home.filePath(s("cli-home"));
        const QString record = m_home.filePath(s("cli-prompts.jsonl"));
        const QString agent = s("'" KANDESK_STUBAGENT_PATH "' --record '%1'").arg(record);
        const CliRun run = runCli({s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"), agent,
                                   s("first turn")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString taskId = run.first(s("task_created")).value(s("task_id")).toString();
        QVERIFY(!taskId.isEmpty());

        const CliRun added = runCli({s("task"), s("comment"), taskId, s("login.cpp:1-2"), s("Why"), s("these?"),
                                     s("--json"), s("--data-dir"), home});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QJsonObject comment = added.lines.value(0);
        QCOMPARE(comment.value(s("text")).toString(), s("Why these?"));
        QCOMPARE(comment.value(s("code")).toString(), s("int retries = 3;\nint delay = 10;"));
        QCOMPARE(comment.value(s("sent")).toBool(), false);
        QCOMPARE(runCli({s("task"), s("comment"), taskId, s("login.cpp:3"), s("Keep"), s("--old"), s("--data-dir"), home}).exitCode, 0);

        const CliRun badLines = runCli({s("task"), s("comment"), taskId, s("login.cpp:x"), s("text"), s("--data-dir"), home});
        QCOMPARE(badLines.exitCode, 2);
        QVERIFY2(badLines.err.contains(s("FILE:LINE")), qPrintable(badLines.err));
        const CliRun outside = runCli({s("task"), s("comment"), taskId, s("../secret:1"), s("text"), s("--data-dir"), home});
        QCOMPARE(outside.exitCode, 2);
        QVERIFY2(outside.err.contains(s("inside the task's worktree")), qPrintable(outside.err));
        const CliRun pastTheEnd = runCli({s("task"), s("comment"), taskId, s("login.cpp:3-9"), s("text"), s("--data-dir"), home});
        QCOMPARE(pastTheEnd.exitCode, 1);
        QVERIFY2(pastTheEnd.err.contains(s("has 3 lines")), qPrintable(pastTheEnd.err));

        const CliRun listed = runCli({s("task"), s("comments"), taskId, s("--json"), s("--data-dir"), home});
        QCOMPARE(listed.exitCode, 0);
        QCOMPARE(listed.lines.value(0).value(s("comments")).toArray().size(), 2);

        const CliRun sent = runCli({s("task"), s("comments"), taskId, s("--send"), s("--json"), s("--data-dir"), home});
        QVERIFY2(sent.exitCode == 0, qPrintable(sent.err));
        const QStringList prompts = recordedPrompts(record);
        QCOMPARE(prompts.size(), 2); // the first turn, then every comment at once
        QVERIFY(prompts.at(1).contains(s("1. login.cpp:1-2\n```\nint retries = 3;\nint delay = 10;\n```\nWhy these?")));
        QVERIFY(prompts.at(1).contains(s("2. login.cpp:3 (lines of the version before your change)\nKeep")));

        const CliRun after = runCli({s("task"), s("comments"), taskId, s("--json"), s("--data-dir"), home});
        for (const QJsonValue &row : after.lines.value(0).value(s("comments")).toArray())
            QVERIFY2(row.toObject().value(s("sent")).toBool(), qPrintable(sent.err));
        const CliRun again = runCli({s("task"), s("comments"), taskId, s("--send"), s("--data-dir"), home});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(s("no review comment waits")), qPrintable(again.err));
        QCOMPARE(recordedPrompts(record).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestReviewComments)
#include "tst_reviewcomments.moc"
