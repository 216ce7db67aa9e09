// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// TaskRunner end to end: tasks of the SQLite store run through the real runtime (agentctl and the
// stub agent) in worktrees of a temporary repository; states and transcripts land in the database.
#include "application/settings/worktreesfolder.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/taskdeletion.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/sessionrecovery.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include "support/gitrepository.h"
#include "support/runnerwaits.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace kandesk;

namespace {

QString makeRepository(const QString &parent)
{
    return kandesk::test::makeGitRepository(QDir(parent).filePath(QStringLiteral("app")));
}

} // namespace

class TestTaskRunner : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_workspaceId;
    int m_tasks = 0;

    template<typename T>
    T waitFor(QFuture<T> future, int timeoutMs = 60'000)
    {
        return test::waitForFuture(std::move(future), timeoutMs);
    }

    TaskRunner &runner() { return m_runtime->runner(); }

    // A task of a fresh repository (or of repositoryPath as given) whose description is the stub's script.
    QString makeTask(const QString &description, QString repositoryPath = {})
    {
        const QString n = QString::number(++m_tasks);
        if (repositoryPath.isEmpty())
            repositoryPath = makeRepository(m_home.filePath(QStringLiteral("src-") + n));
        Repository repository;
        repository.workspaceId = m_workspaceId;
        repository.name = QStringLiteral("app");
        repository.path = repositoryPath;
        repository.defaultBranch = QStringLiteral("main");
        auto added = RepositoryStore(*m_database).add(repository);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        Task task;
        task.workspaceId = m_workspaceId;
        task.title = QStringLiteral("Task ") + n;
        task.description = description;
        task.agentProfileId = QStringLiteral("stub-profile");
        task.repositories = {TaskRepository{added->id, QStringLiteral("main"), 0}};
        auto created = TaskStore(*m_database).create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

    // The same, run by profile (saved first) instead of the stub's profile.
    QString makeTaskOf(const AgentProfile &profile, const QString &description)
    {
        if (auto saved = ProfileStore(*m_database).saveAgentProfile(profile); !saved)
            qFatal("%s", qPrintable(saved.error()));
        const QString taskId = makeTask(description);
        auto task = TaskStore(*m_database).get(taskId);
        task->agentProfileId = profile.id;
        if (auto updated = TaskStore(*m_database).update(*task); !updated)
            qFatal("%s", qPrintable(updated.error()));
        return taskId;
    }

    SessionState stateOf(const QString &sessionId) { return test::storedState(runner(), *m_database, sessionId); }

    QList<Message> transcript(const QString &sessionId) { return test::storedTranscript(runner(), *m_database, sessionId, 1000); }

    static QStringList kinds(const QList<Message> &messages)
    {
        QStringList out;
        for (const Message &message : messages)
            out.append(QString(sessionevent::name(message.event.kind)));
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        auto workspace = WorkspaceStore(*m_database).create(QStringLiteral("Test"));
        QVERIFY2(workspace.ok(), qPrintable(workspace.error()));
        m_workspaceId = workspace->id;
        AgentProfile profile;
        profile.id = QStringLiteral("stub-profile");
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        QVERIFY(ProfileStore(*m_database).saveAgentProfile(profile).ok());

        auto runtime = TaskRunnerRuntime::create(*m_database, {m_home.path(), QStringLiteral(KANDESK_AGENTCTL_PATH), {}});
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime.value());
    }

    // A failed test leaves nothing running for the next one.
    void cleanup()
    {
        const QList<TaskSession> running = SessionStore(*m_database).listInStates({SessionState::Starting, SessionState::Running, SessionState::WaitingForInput}).value();
        for (const TaskSession &session : running) {
            if (runner().isRunning(session.id))
                QVERIFY(waitFor(runner().stop(session.id)).ok());
        }
    }

    void cleanupTestCase()
    {
        m_runtime.reset();
        m_database.reset();
    }

    void aTaskRunsAndItsTranscriptIsStoredInOrder()
    {
        const QString taskId = makeTask(QStringLiteral("stream 3"));
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        QSignalSpy states(&runner(), &TaskRunner::sessionStateChanged);
        QSignalSpy prepared(&runner(), &TaskRunner::prepareCompleted);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const QString sessionId = started.value();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QCOMPARE(finished.at(0).at(0).toString(), taskId);
        QCOMPARE(finished.at(0).at(1).toString(), sessionId);
        QCOMPARE(prepared.size(), 1);
        QTRY_COMPARE(stateOf(sessionId), SessionState::WaitingForInput);

        // How the preparation went is kept with the session, every step with its times.
        runner().flush();
        const auto kept = SessionStore(*m_database).lastPrepare(sessionId);
        QVERIFY2(kept.ok() && kept->has_value(), kept.ok() ? "nothing kept" : qPrintable(kept.error()));
        const PrepareCompletedEvent &reread = **kept;
        QCOMPARE(reread.taskId, taskId);
        QCOMPARE(reread.sessionId, sessionId);
        const auto live = prepared.at(0).at(0).value<PrepareCompletedEvent>();
        QVERIFY(reread.success);
        QCOMPARE(reread.workspacePath, live.workspacePath);
        QCOMPARE(reread.durationMs, live.durationMs);
        QCOMPARE(reread.steps.size(), live.steps.size());
        for (qsizetype i = 0; i < live.steps.size(); ++i) {
            QCOMPARE(reread.steps.at(i).name, live.steps.at(i).name);
            QCOMPARE(reread.steps.at(i).status, live.steps.at(i).status);
            QCOMPARE(reread.steps.at(i).command, live.steps.at(i).command);
            QCOMPARE(reread.steps.at(i).output, live.steps.at(i).output);
            QCOMPARE(reread.steps.at(i).startedAt, live.steps.at(i).startedAt);
            QCOMPARE(reread.steps.at(i).endedAt, live.steps.at(i).endedAt);
        }
        QVERIFY((*kept)->finishedAt.isValid());

        auto session = SessionStore(*m_database).get(sessionId);
        QVERIFY(session.ok());
        QVERIFY(!session->acpSessionId.isEmpty());
        QVERIFY2(session->workspacePath.startsWith(m_home.filePath(QStringLiteral("tasks"))), qPrintable(session->workspacePath));
        QVERIFY(!session->branch.isEmpty());
        QVERIFY(QDir(session->workspacePath).exists());

        // The workflow's notes ("Moved to In Progress: a turn started.", "Moved to Review: …") sit beside the turn.
        QTRY_COMPARE(kinds(transcript(sessionId)).count(QStringLiteral("workflow_step")), 2);
        const QList<Message> stored = transcript(sessionId);
        QStringList seen = kinds(stored);
        seen.removeAll(QStringLiteral("workflow_step"));
        QCOMPARE(seen.constFirst(), QStringLiteral("user_prompt"));
        QString answer; // chunks the agent wrote together arrive joined
        for (const Message &message : stored) {
            if (message.event.kind == SessionEvent::Kind::MessageChunk)
                answer += message.event.text;
        }
        QCOMPARE(answer, QStringLiteral("chunk 0 chunk 1 chunk 2 "));
        QVERIFY2(seen.indexOf(QStringLiteral("message_chunk")) > 0, qPrintable(seen.join(QLatin1Char(','))));
        QCOMPARE(seen.constLast(), QStringLiteral("complete"));

        // Announced once stored, so the signal may trail the row by an event loop turn.
        auto order = [&states] {
            QList<SessionState> announced;
            for (const auto &args : std::as_const(states))
                announced.append(args.at(2).value<SessionState>());
            return announced;
        };
        QTRY_COMPARE(order(), (QList<SessionState>{SessionState::Starting, SessionState::Running, SessionState::WaitingForInput}));

        // A follow-up prompt continues the same session as the next turn.
        QVERIFY(waitFor(runner().prompt(sessionId, QStringLiteral("stream 2"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        QTRY_COMPARE(stateOf(sessionId), SessionState::WaitingForInput);
        const QList<Message> messages = transcript(sessionId);
        QCOMPARE(kinds(messages).count(QStringLiteral("user_prompt")), 2);
        QCOMPARE(kinds(messages).count(QStringLiteral("complete")), 2);
        QCOMPARE(messages.constLast().turn, 2);
        QCOMPARE(messages.at(kinds(messages).lastIndexOf(QStringLiteral("user_prompt"))).event.text, QStringLiteral("stream 2"));

        // Stopping leaves nothing running and the session resumable; resume continues it.
        QVERIFY(waitFor(runner().stop(sessionId)).ok());
        QCOMPARE(m_runtime->processes().runningCount(), 0);
        QVERIFY(!runner().isRunning(sessionId));
        QTRY_COMPARE(stateOf(sessionId), SessionState::WaitingForInput);

        auto resumed = waitFor(runner().resume(sessionId, QStringLiteral("stream 1")));
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 30'000);
        auto again = SessionStore(*m_database).get(sessionId);
        QCOMPARE(again->workspacePath, session->workspacePath);
        QCOMPARE(again->acpSessionId, session->acpSessionId); // the stub loads its earlier session
        QCOMPARE(transcript(sessionId).constLast().turn, 3);
        QVERIFY(waitFor(runner().stop(sessionId, SessionState::Cancelled)).ok());
        QTRY_COMPARE(stateOf(sessionId), SessionState::Cancelled);
        QCOMPARE(m_runtime->processes().runningCount(), 0);
    }

    // Every front end gets the same step moves: In Progress while a turn runs, Review after it.
    // While a session runs, the app keeps an agentctl started ahead of need: the next task's launch
    // adopts it (its prepare log says so) and runs as any other; when the last session stops,
    // no agentctl is left.
    void aSecondTaskAdoptsTheAgentctlStartedAheadOfNeed()
    {
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        QSignalSpy prepared(&runner(), &TaskRunner::prepareCompleted);
        auto first = waitFor(runner().startTask(makeTask(QStringLiteral("stream 1"))));
        QVERIFY2(first.ok(), qPrintable(first.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QTRY_COMPARE(m_runtime->processes().runningCount(), 2); // its agentctl and the spare
        // A launch adopts the spare only once it answers (one still warming is left to finish).
        QTRY_VERIFY_WITH_TIMEOUT(m_runtime->spareAgentctlPid() != 0, 30'000);

        auto second = waitFor(runner().startTask(makeTask(QStringLiteral("stream 2"))));
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        QCOMPARE(prepared.size(), 2);
        QString startStep;
        for (const PrepareStep &step : prepared.at(1).at(0).value<PrepareCompletedEvent>().steps) {
            if (step.name == QLatin1String("Start agentctl"))
                startStep = step.output;
        }
        QVERIFY2(startStep.contains(QStringLiteral("spare agentctl started in advance")), qPrintable(startStep));
        const QList<Message> messages = transcript(second.value());
        QVERIFY(std::any_of(messages.cbegin(), messages.cend(),
                            [](const Message &message) { return message.event.text.contains(QStringLiteral("chunk 1")); }));
        QTRY_COMPARE(m_runtime->processes().runningCount(), 3); // the next spare

        QVERIFY(waitFor(runner().stop(first.value())).ok());
        QVERIFY(waitFor(runner().stop(second.value())).ok());
        QCOMPARE(m_runtime->processes().runningCount(), 0);
    }

    void aTaskMovesToItsWorkspacesStepsAsItsTurnsGo()
    {
        const QString taskId = makeTask(QStringLiteral("stream 1"));
        const auto steps = WorkspaceStore(*m_database).agentSteps(m_workspaceId);
        QVERIFY(steps.ok() && !steps->start.isEmpty() && !steps->review.isEmpty());
        auto stepOf = [this, &taskId] {
            runner().flush();
            return TaskStore(*m_database).get(taskId)->workflowStepId;
        };
        QVERIFY(stepOf() != steps->start);
        QSignalSpy changed(&runner(), &TaskRunner::taskChanged);
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QTRY_COMPARE(stepOf(), steps->review);
        QVERIFY(!changed.isEmpty()); // the board reads the task again

        // A follow-up prompt brings it back to In Progress until that turn ends.
        QVERIFY(waitFor(runner().prompt(started.value(), QStringLiteral("slow"))).ok());
        QTRY_COMPARE(stepOf(), steps->start);
        QVERIFY(waitFor(runner().cancel(started.value())).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        QTRY_COMPARE(stepOf(), steps->review);
        QVERIFY(waitFor(runner().stop(started.value())).ok());
    }

    // A view of one session hears that session's events only; agentEvent() still carries all.
    void aSessionsSubscribersHearOnlyItsEvents()
    {
        const QString first = makeTask(QStringLiteral("stream 2"));
        const QString second = makeTask(QStringLiteral("stream 4"));
        QSignalSpy all(&runner(), &TaskRunner::agentEvent);
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto a = waitFor(runner().startTask(first));
        QVERIFY2(a.ok(), qPrintable(a.error()));
        // Subscribed once the session exists, as the window does when it shows it.
        QSignalSpy mine(runner().sessionEvents(a.value()), &SessionEventSource::eventArrived);
        const qsizetype subscribedAt = all.size();
        auto b = waitFor(runner().startTask(second));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        QVERIFY(waitFor(runner().prompt(a.value(), QStringLiteral("stream 3"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 30'000);
        QVERIFY(!mine.isEmpty());
        qsizetype firstsSince = 0;
        qsizetype secondsSince = 0;
        for (qsizetype i = subscribedAt; i < all.size(); ++i)
            (all.at(i).at(1).toString() == a.value() ? firstsSince : secondsSince) += 1;
        QVERIFY(secondsSince > 0); // the other session spoke meanwhile…
        // …and none of it reached this subscriber, who also hears the prompt it was sent (the
        // agent's stream, agentEvent, does not carry prompts).
        qsizetype prompts = 0;
        for (const QList<QVariant> &heard : std::as_const(mine)) {
            if (heard.at(0).value<SessionEvent>().kind == SessionEvent::Kind::UserPrompt) {
                QCOMPARE(heard.at(0).value<SessionEvent>().text, QStringLiteral("stream 3"));
                ++prompts;
            }
        }
        QCOMPARE(prompts, 1);
        QCOMPARE(mine.size(), firstsSince + prompts);
        QVERIFY(waitFor(runner().stop(a.value())).ok());
        QVERIFY(waitFor(runner().stop(b.value())).ok());
    }

    void theTaskCardLearnsItsBranchAndChangedFiles()
    {
        const QString taskId = makeTask(QStringLiteral("fs notes/todo.txt"));
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        QSignalSpy changed(&runner(), &TaskRunner::taskChanged);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        // The agent wrote one new file through ACP: the card says so, with the session's branch
        // (both written by the runner's writer, after the turn's end is announced).
        QTRY_COMPARE_WITH_TIMEOUT(TaskStore(*m_database).get(taskId)->changedFileCount, 1, 15'000);
        QTRY_VERIFY_WITH_TIMEOUT(!SessionStore(*m_database).get(started.value())->branch.isEmpty(), 15'000);
        auto session = SessionStore(*m_database).get(started.value());
        QVERIFY(session.ok());
        QCOMPARE(TaskStore(*m_database).get(taskId)->branch, session->branch);
        QTRY_VERIFY(changed.size() >= 2);
        QCOMPARE(changed.constLast().at(0).toString(), taskId);
        QVERIFY(waitFor(runner().stop(started.value())).ok());
        QTRY_COMPARE(stateOf(started.value()), SessionState::WaitingForInput);

        // Stopped on purpose between turns: the next start finds nothing interrupted.
        auto report = SessionRecovery(*m_database, m_home.path()).recover([](const ExecutorRunning &) { return false; });
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QVERIFY(!report->interruptedSessions.contains(started.value()));
        QVERIFY(SessionStore(*m_database).get(started.value())->errorMessage.isEmpty());
    }

    void aMalformedFlagIsLeftOutAndSaidSo()
    {
        AgentProfile profile;
        profile.id = QStringLiteral("stub-bad-flag");
        profile.name = QStringLiteral("Stub with a typo");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        profile.cliFlags = {{QStringLiteral("--note \"unclosed"), true}};
        QVERIFY(ProfileStore(*m_database).saveAgentProfile(profile).ok());
        const QString taskId = makeTask(QStringLiteral("stream 1"));
        auto task = TaskStore(*m_database).get(taskId);
        task->agentProfileId = profile.id;
        QVERIFY(TaskStore(*m_database).update(*task).ok());

        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        const QList<Message> messages = transcript(started.value());
        const qsizetype at = kinds(messages).indexOf(QStringLiteral("launch_notice"));
        QVERIFY2(at >= 0, qPrintable(kinds(messages).join(QLatin1Char(','))));
        QVERIFY2(messages.at(at).event.text.contains(QStringLiteral("--note")), qPrintable(messages.at(at).event.text));
        QVERIFY(waitFor(runner().stop(started.value())).ok());
    }

    // Settings ▸ Agents: the command of a custom agent that failed is fixed, then Retry.
    void aCustomAgentsEditedCommandRunsOnTheNextStart()
    {
        AgentProfile profile;
        profile.id = QStringLiteral("stub-edited");
        profile.name = QStringLiteral("Stub, edited later");
        profile.agentId = QStringLiteral("stub-edited");
        profile.customCommand = QStringLiteral("'%1'").arg(m_home.filePath(QStringLiteral("no-such-agent")));
        const QString taskId = makeTaskOf(profile, QStringLiteral("stream 1"));
        auto failed = waitFor(runner().startTask(taskId));
        QVERIFY(!failed.ok());
        QVERIFY2(failed.error().contains(QStringLiteral("no-such-agent")), qPrintable(failed.error()));

        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        QVERIFY(ProfileStore(*m_database).saveAgentProfile(profile).ok());
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QVERIFY(waitFor(runner().stop(started.value())).ok());
    }

    void anExecutorProfileShapesTheWorkspace()
    {
        ProfileStore profiles(*m_database);
        ExecutorProfile custom;
        custom.name = QStringLiteral("Team worktrees");
        custom.executorType = QStringLiteral("worktree");
        custom.configJson = QStringLiteral(R"({"branch_template":"team/{title}","copy_globs":[".env.local"],"other":1})");
        auto saved = profiles.saveExecutorProfile(custom);
        QVERIFY(saved.ok());

        const QString repositoryPath = kandesk::test::makeGitRepository(m_home.filePath(QStringLiteral("src-profile/app")),
                                                                        {{QStringLiteral(".gitignore"), ".env.local\n"}});
        kandesk::test::writeTestFile(repositoryPath + QStringLiteral("/.env.local"), "TOKEN=dev\n");
        const QString taskId = makeTask(QStringLiteral("stream 1"), repositoryPath);
        auto task = TaskStore(*m_database).get(taskId);
        task->executorProfileId = saved->id;
        QVERIFY(TaskStore(*m_database).update(*task).ok());

        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        runner().flush(); // the branch is written behind the turn; a busy machine writes it late
        auto session = SessionStore(*m_database).get(started.value());
        QVERIFY(session.ok());
        QVERIFY2(session->branch.startsWith(QStringLiteral("team/task-")), qPrintable(session->branch));
        QVERIFY2(QFile::exists(session->workspacePath + QStringLiteral("/.env.local")), qPrintable(session->workspacePath));
        QVERIFY(waitFor(runner().stop(started.value())).ok());

        // The built-in Local profile runs the agent in the repository folder itself.
        const QString localTask = makeTask(QStringLiteral("stream 1"));
        auto local = TaskStore(*m_database).get(localTask);
        local->executorProfileId = QStringLiteral("local");
        QVERIFY(TaskStore(*m_database).update(*local).ok());
        auto localStarted = waitFor(runner().startTask(localTask));
        QVERIFY2(localStarted.ok(), qPrintable(localStarted.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        auto localSession = SessionStore(*m_database).get(localStarted.value());
        QVERIFY2(!localSession->workspacePath.startsWith(m_home.filePath(QStringLiteral("tasks"))), qPrintable(localSession->workspacePath));
        QVERIFY(waitFor(runner().stop(localStarted.value())).ok());
    }

    void aNewTaskWorktreeGoesInTheChosenFolder()
    {
        const QString chosen = m_home.filePath(QStringLiteral("chosen-worktrees"));
        QVERIFY(setWorktreesFolder(m_runtime->stores(), chosen).ok());
        auto backToDefault = qScopeGuard([this] { QVERIFY(setWorktreesFolder(m_runtime->stores(), {}).ok()); });
        const QString repositoryPath = kandesk::test::makeGitRepository(m_home.filePath(QStringLiteral("src-chosen/app")));
        const QString taskId = makeTask(QStringLiteral("stream 1"), repositoryPath);

        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        auto session = SessionStore(*m_database).get(started.value());
        QVERIFY2(session->workspacePath.startsWith(chosen + QLatin1Char('/')), qPrintable(session->workspacePath));
        QVERIFY(waitFor(runner().stop(started.value())).ok());

        // The door finds it there: deleting the task would take it.
        auto plan = planTaskDeletion(m_runtime->stores(), taskId);
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QCOMPARE(plan->worktrees.worktrees.size(), 1);
        QCOMPARE(plan->worktrees.worktrees.constFirst().path, session->workspacePath);
    }

    void aPermissionIsAskedAndTheAnswerRecorded()
    {
        const QString taskId = makeTask(QStringLiteral("permission"));
        QSignalSpy asked(&runner(), &TaskRunner::permissionRequested);
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, 30'000);
        QTRY_COMPARE(stateOf(started.value()), SessionState::Running);
        const QJsonObject request = asked.at(0).at(2).value<kandesk::SessionEvent>().toJson();
        const QString option = request.value(QStringLiteral("permission_options")).toArray().at(0).toObject().value(QStringLiteral("option_id")).toString();
        QVERIFY(waitFor(runner().respondToPermission(started.value(), request.value(QStringLiteral("pending_id")).toString(), option)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        const QList<Message> messages = transcript(started.value());
        const QStringList seen = kinds(messages);
        QVERIFY2(seen.indexOf(QStringLiteral("permission_request")) < seen.indexOf(QStringLiteral("permission_answered")),
                 qPrintable(seen.join(QLatin1Char(','))));
        bool reported = false;
        for (const Message &message : messages)
            reported = reported || MessageStore::payloadOf(message.event).contains(QStringLiteral("permission: selected ") + option);
        QVERIFY(reported);
        QVERIFY(waitFor(runner().stop(started.value())).ok());
        QCOMPARE(m_runtime->processes().runningCount(), 0);
    }

    // Auto-approve turned on while the session runs reaches it: the next request is answered.
    void aProfileSetToApproveEverythingAnswersTheRunningSession()
    {
        AgentProfile profile;
        profile.id = QStringLiteral("stub-approves-later");
        profile.name = QStringLiteral("Stub, approving later");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "'");
        const QString taskId = makeTaskOf(profile, QStringLiteral("stream 1"));
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);

        profile.autoApprove = true; // as Settings or `kandesk profile edit` saves it
        QVERIFY(ProfileStore(*m_database).saveAgentProfile(profile).ok());
        QSignalSpy heard(runner().sessionEvents(started.value()), &SessionEventSource::eventArrived);
        QVERIFY(waitFor(runner().prompt(started.value(), QStringLiteral("permission"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30'000);
        const QList<Message> messages = transcript(started.value());
        QString said;
        for (const Message &message : messages)
            said += MessageStore::payloadOf(message.event) + QLatin1Char('\n');
        QVERIFY2(said.contains(QStringLiteral("permission: selected proceed_once")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Allowed: the profile “Stub, approving later” now approves every request")), qPrintable(said));
        QVERIFY(kinds(messages).contains(QStringLiteral("permission_answered")));
        // The window hears the answer as it is given (it marks the request answered).
        bool answeredHeard = false;
        for (const QList<QVariant> &event : std::as_const(heard))
            answeredHeard = answeredHeard || event.at(0).value<kandesk::SessionEvent>().kind == SessionEvent::Kind::PermissionAnswered;
        QVERIFY(answeredHeard);
        QVERIFY(waitFor(runner().stop(started.value())).ok());
    }

    void aFailedTurnKeepsTheSessionResumableWithTheError_data()
    {
        QTest::addColumn<QString>("script");
        QTest::newRow("the prompt is answered with an error") << QStringLiteral("error");
        QTest::newRow("the agent crashes mid-turn") << QStringLiteral("crash");
    }
    void aFailedTurnKeepsTheSessionResumableWithTheError()
    {
        QFETCH(QString, script);
        const QString taskId = makeTask(script);
        QSignalSpy failed(&runner(), &TaskRunner::turnFailed);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error())); // the prompt is accepted; the turn fails later
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30'000);
        QVERIFY(!failed.at(0).at(2).toString().isEmpty());
        QTRY_COMPARE(stateOf(started.value()), SessionState::WaitingForInput);
        QVERIFY(!SessionStore(*m_database).get(started.value())->errorMessage.isEmpty());
        QVERIFY(kinds(transcript(started.value())).contains(QStringLiteral("error")));
        QVERIFY(waitFor(runner().stop(started.value())).ok());
        QCOMPARE(m_runtime->processes().runningCount(), 0);
    }

    // Another process stops the session's agentctl (`kandesk task stop`): the turn fails once the
    // stream is given up, the execution goes, and the session resumes on the next prompt.
    void aRunStoppedElsewhereFailsItsTurnAndResumes()
    {
        const QString taskId = makeTask(QStringLiteral("slow"));
        QSignalSpy failed(&runner(), &TaskRunner::turnFailed);
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const QString sessionId = started.value();
        QTRY_VERIFY_WITH_TIMEOUT(ExecutorsRunningTable(*m_database).get(sessionId).ok(), 10'000);
        const qint64 pid = ExecutorsRunningTable(*m_database).get(sessionId)->pid;
        QVERIFY(pid > 0);
        QVERIFY(::kill(pid_t(pid), SIGTERM) == 0);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(!runner().isRunning(sessionId), 10'000);
        QCOMPARE(stateOf(sessionId), SessionState::WaitingForInput);

        auto resumed = waitFor(runner().resume(sessionId, QStringLiteral("stream 1")));
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QVERIFY(waitFor(runner().stop(sessionId)).ok());
        QCOMPARE(m_runtime->processes().runningCount(), 0);
    }

    // A task deleted while its launch is still preparing (its setup script holds it): the launch
    // rolls back at registration; no execution is registered, no agentctl is left running, and the
    // deletion then goes through.
    void deletingATaskDuringItsLaunchRegistersNothing()
    {
        const QString repositoryPath = makeRepository(m_home.filePath(QStringLiteral("src-deleted-during-launch")));
        const QString taskId = makeTask(QStringLiteral("stream 1"), repositoryPath);
        const QString gate = m_home.filePath(QStringLiteral("launch-gate"));
        const QString reached = m_home.filePath(QStringLiteral("launch-reached"));
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {gate}), 0);
        auto repositories = RepositoryStore(*m_database).list(m_workspaceId);
        QVERIFY(repositories.ok());
        for (Repository repository : repositories.value()) {
            if (repository.path != repositoryPath)
                continue;
            repository.setupScript = QStringLiteral("touch '%1'; cat '%2' >/dev/null").arg(reached, gate);
            QVERIFY(RepositoryStore(*m_database).update(repository).ok());
        }
        const int agentctlsBefore = m_runtime->processes().runningCount();
        auto started = runner().startTask(taskId);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(reached), 30'000);

        auto plan = planTaskDeletion(m_runtime->stores(), taskId);
        QVERIFY2(plan.ok(), qPrintable(plan.error()));
        QVERIFY(beginTaskDeletion(*m_database, taskId).ok());
        QFile release(gate); // opening the fifo for writing lets the setup script go on
        QVERIFY(release.open(QIODevice::WriteOnly));
        release.close();

        const Expected<QString> outcome = waitFor(started);
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error().contains(QStringLiteral("task cleanup is active")), qPrintable(outcome.error()));
        QVERIFY(m_runtime->controller().executions().list().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(m_runtime->processes().runningCount(), agentctlsBefore, 10'000);
        const auto sessions = SessionStore(*m_database).listForTask(taskId);
        QVERIFY(sessions.ok());
        for (const TaskSession &session : sessions.value())
            QVERIFY2(!ExecutorsRunningTable(*m_database).exists(session.id).value(), "no registration may be left behind");

        auto deleted = deleteTask(*m_database, plan.value(), {true, true}, m_runtime->activity().get());
        QVERIFY2(deleted.ok(), qPrintable(deleted.error()));
        QVERIFY(!TaskStore(*m_database).find(taskId).value().has_value());
    }

    // Stopping a session while its launch still prepares (its setup script holds it) cancels the
    // launch: it rolls back at its next phase, no execution registers, no agentctl is left running.
    void stoppingDuringTheLaunchRollsItBack()
    {
        const QString repositoryPath = makeRepository(m_home.filePath(QStringLiteral("src-stopped-during-launch")));
        const QString taskId = makeTask(QStringLiteral("stream 1"), repositoryPath);
        const QString gate = m_home.filePath(QStringLiteral("stop-gate"));
        const QString reached = m_home.filePath(QStringLiteral("stop-reached"));
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {gate}), 0);
        auto repositories = RepositoryStore(*m_database).list(m_workspaceId);
        QVERIFY(repositories.ok());
        for (Repository repository : repositories.value()) {
            if (repository.path != repositoryPath)
                continue;
            repository.setupScript = QStringLiteral("touch '%1'; cat '%2' >/dev/null").arg(reached, gate);
            QVERIFY(RepositoryStore(*m_database).update(repository).ok());
        }
        const int agentctlsBefore = m_runtime->processes().runningCount();
        QSignalSpy registered(&m_runtime->controller(), &LifecycleController::executionStarted);
        auto started = runner().startTask(taskId);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(reached), 30'000);
        const auto sessions = SessionStore(*m_database).listForTask(taskId);
        QVERIFY(sessions.ok());
        QCOMPARE(sessions->size(), 1);
        const QString sessionId = sessions->constFirst().id;
        auto stopping = runner().stop(sessionId);
        QFile release(gate);
        QVERIFY(release.open(QIODevice::WriteOnly));
        release.close();
        QVERIFY(waitFor(stopping).ok());
        QVERIFY(!waitFor(started).ok());
        QVERIFY(m_runtime->controller().executions().list().isEmpty());
        QCOMPARE(m_runtime->processes().runningCount(), agentctlsBefore);
        QVERIFY2(!ExecutorsRunningTable(*m_database).exists(sessionId).value(), "no registration may be left behind");
        QCoreApplication::processEvents();
        QCOMPARE(registered.count(), 0); // rolled back before registration, not registered and stopped
    }

    // A managed npm runtime whose cached npm metadata cannot resolve its package (npx
    // --prefer-offline fails with ETARGET) is started once more with fresh metadata, and the
    // prepare log says so.
    void aManagedRuntimeIsRetriedOnceWithFreshNpmMetadata()
    {
        const QString calls = m_home.filePath(QStringLiteral("fake-npx-calls"));
        const QString script = m_home.filePath(QStringLiteral("fake-npx"));
        kandesk::test::writeTestFile(script, QStringLiteral(
            "#!/bin/sh\n"
            "echo \"$*\" >> '%1'\n"
            "case \" $* \" in *\" --prefer-offline \"*)\n"
            "  echo 'npm error code ETARGET' >&2\n"
            "  echo 'npm error notarget No matching version found for @example/agent@9.9.9.' >&2\n"
            "  exit 1;;\n"
            "esac\n"
            "exec '" KANDESK_STUBAGENT_PATH "'\n").arg(calls).toUtf8());
        QVERIFY(QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        AgentProfile profile;
        profile.id = QStringLiteral("managed-profile");
        profile.name = QStringLiteral("Managed");
        profile.agentId = QStringLiteral("managed");
        profile.customCommand = QStringLiteral("'%1' -y --prefer-offline @example/agent@9.9.9").arg(script);
        QVERIFY(ProfileStore(*m_database).saveAgentProfile(profile).ok());
        const QString taskId = makeTask(QStringLiteral("stream 1"));
        auto task = TaskStore(*m_database).get(taskId);
        task->agentProfileId = profile.id;
        QVERIFY(TaskStore(*m_database).update(*task).ok());

        QList<PrepareStep> steps;
        QObject context;
        connect(&m_runtime->controller(), &LifecycleController::prepareProgress, &context,
                [&steps](const PrepareProgressEvent &event) { steps.append(event.step); });
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        QSignalSpy states(&runner(), &TaskRunner::sessionStateChanged);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        const auto whatHappened = [&steps, &calls, &states] {
            QFile called(calls);
            QStringList lines{QStringLiteral("npx calls:"),
                              called.open(QIODevice::ReadOnly) ? QString::fromUtf8(called.readAll()) : called.errorString(),
                              QStringLiteral("steps:")};
            for (const PrepareStep &step : std::as_const(steps))
                lines.append(QStringLiteral("%1 %2 %3").arg(step.name).arg(int(step.status)).arg(step.error));
            lines.append(QStringLiteral("states:"));
            for (const QList<QVariant> &state : std::as_const(states))
                lines.append(sessionStateName(state.at(2).value<SessionState>()) + QLatin1Char(' ') + state.at(3).toString());
            return lines.join(QLatin1Char('\n'));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(finished.size() == 1, qPrintable(whatHappened()), 30'000);
        QFile log(calls);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QStringList invocations = QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(invocations.size(), 2);
        QVERIFY2(invocations.at(0).contains(QStringLiteral("--prefer-offline")), qPrintable(invocations.at(0)));
        QVERIFY2(invocations.at(1).contains(QStringLiteral("--prefer-online")), qPrintable(invocations.at(1)));
        QTRY_VERIFY(std::any_of(steps.cbegin(), steps.cend(), [](const PrepareStep &step) {
            return step.name.contains(QStringLiteral("fresh npm metadata")) && step.status == PrepareStepStatus::Completed;
        }));
        QVERIFY(waitFor(runner().stop(started.value())).ok());
    }

    void aLaunchFailureLeavesTheSessionFailedWithTheReason()
    {
        const QString taskId = makeTask(QStringLiteral("stream 1"), m_home.filePath(QStringLiteral("moved-away/app")));
        QSignalSpy states(&runner(), &TaskRunner::sessionStateChanged);
        auto started = waitFor(runner().startTask(taskId));
        QVERIFY(!started.ok());
        QVERIFY2(started.error().contains(QStringLiteral("Repository not found at")), qPrintable(started.error()));
        auto sessions = SessionStore(*m_database).listForTask(taskId);
        QVERIFY(sessions.ok());
        QCOMPARE(sessions->size(), 1);
        const QString sessionId = sessions->constFirst().id;
        QTRY_COMPARE(stateOf(sessionId), SessionState::Failed);
        QVERIFY(SessionStore(*m_database).get(sessionId)->errorMessage.contains(QStringLiteral("Repository not found at")));
        // The failed preparation is kept for the session's Prepare tab.
        runner().flush();
        const auto kept = SessionStore(*m_database).lastPrepare(sessionId);
        QVERIFY(kept.ok() && kept->has_value());
        QVERIFY(!(*kept)->success);
        QVERIFY2((*kept)->errorMessage.contains(QStringLiteral("Repository not found at")), qPrintable((*kept)->errorMessage));
        QTRY_VERIFY(!states.isEmpty() && states.constLast().at(2).value<SessionState>() == SessionState::Failed);
        QCOMPARE(m_runtime->processes().runningCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTaskRunner)
#include "tst_taskrunner.moc"
