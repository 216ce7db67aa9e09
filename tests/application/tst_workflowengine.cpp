// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Workflows run: tasks of a real database move through their steps with a real agentctl and real
// agents (the stub, and the ACP SDK's example agent). A card moved by hand is handed to the engine
// as the window hands it (TaskMoves, then WorkflowEngine::stepEntered); turns drive the rest. Plan
// & Build plans in plan mode with the step's prompt, waits, implements in the same session with the
// next step's prompt and goes on to Review by itself; a profile the step names that is not here is
// said and nothing starts; a workflow that loops stops; a restart runs no action again. Tasks wait:
// for the tasks they depend on to be Done (then start once), and in a step's queue while its limit
// of agents is at work (two of five at most, first come first). Review writes its agent's findings
// as review comments. A card moved where the steps are left to the window runs them there once.
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/taskmoves.h"
#include "application/workflows/workflowengine.h"
#include "application/workflows/workflowlibrary.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/reviewcommentstore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workflowstore.h"

#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/sdkagent.h"
#include "support/testhome.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kandesk;

namespace {

// A step that lets two agents work at once.
const QByteArray kTwoAtATime = QByteArrayLiteral(R"(version: 1
type: kandev_workflow
workflows:
  - name: Two at a time
    steps:
      - name: Todo
        position: 0
        is_start_step: true
        events: {}
      - name: Work
        position: 1
        wip_limit: 2
        prompt: "{{task_prompt}}"
        events:
          on_enter:
            - type: auto_start_agent
      - name: Done
        position: 2
        events: {}
)");

} // namespace

class TestWorkflowEngine : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::TestHome> m_home;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    std::unique_ptr<TaskMoves> m_moves;
    QString m_profileId;
    int m_tasks = 0;

    template<typename T>
    T waitFor(QFuture<T> future)
    {
        return test::waitForFuture(std::move(future));
    }

    TaskRunner &runner() { return m_runtime->runner(); }

    void startRuntime()
    {
        auto runtime = m_home->startRuntime();
        if (!runtime)
            qFatal("%s", qPrintable(runtime.error()));
        m_runtime = std::move(*runtime);
    }

    // Adds the workflow of the yaml file (or the template) to the home.
    void addWorkflow(const QByteArray &yaml, const QString &templateName = {})
    {
        WorkflowLibrary library(m_home->stores);
        const auto added = waitFor(templateName.isEmpty() ? library.importFile(yaml) : library.addTemplate(templateName));
        if (!added || added->created.isEmpty())
            qFatal("workflow not added: %s", added ? "skipped" : qPrintable(added.error()));
    }

    QString stepId(const QString &workflowName, const QString &stepName)
    {
        const auto workflow = WorkflowStore(m_home->database).find(QStringLiteral("default"), workflowName);
        for (const WorkflowStep &step : workflow.value().steps) {
            if (step.name == stepName)
                return step.id;
        }
        qFatal("no step %s", qPrintable(stepName));
    }

    // A task on a fresh repository in the workflow's first step.
    QString makeTask(const QString &workflowName, const QString &description, const QString &profileId = {})
    {
        const QString n = QString::number(++m_tasks);
        const QString path = test::makeGitRepository(m_home->filePath(QStringLiteral("src-") + n));
        Repository repository;
        repository.workspaceId = QStringLiteral("default");
        repository.name = QStringLiteral("app");
        repository.path = path;
        repository.defaultBranch = QStringLiteral("main");
        auto added = RepositoryStore(m_home->database).add(repository);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        const auto workflow = WorkflowStore(m_home->database).find(QStringLiteral("default"), workflowName);
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Task ") + n;
        task.description = description;
        task.agentProfileId = profileId.isEmpty() ? m_profileId : profileId;
        task.workflowStepId = workflow.value().steps.constFirst().id;
        task.repositories = {TaskRepository{added->id, QStringLiteral("main"), 0}};
        auto created = TaskStore(m_home->database).create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

    // As the window does when a card is dropped on a step.
    void moveByHand(const QString &taskId, const QString &stepName)
    {
        const auto moved = waitFor(m_moves->move({{taskId}, stepName, {}}));
        QVERIFY2(moved.ok(), qPrintable(moved.error()));
        for (auto left = moved->leftStep.cbegin(); left != moved->leftStep.cend(); ++left)
            runner().workflow().stepEntered(left.key(), left.value());
    }

    QString stepNameOf(const QString &taskId)
    {
        runner().flush();
        const auto task = TaskStore(m_home->database).get(taskId);
        const auto step = WorkflowStore(m_home->database).ofStep(task->workflowStepId);
        for (const WorkflowStep &s : step.value().steps) {
            if (s.id == task->workflowStepId)
                return s.name;
        }
        return {};
    }

    QList<TaskSession> sessionsOf(const QString &taskId)
    {
        runner().flush();
        return SessionStore(m_home->database).listForTask(taskId).value();
    }

    // The texts of the session's messages of one kind, in order.
    QStringList texts(const QString &sessionId, SessionEvent::Kind kind)
    {
        QStringList found;
        for (const Message &message : test::storedTranscript(runner(), m_home->database, sessionId)) {
            if (message.event.kind == kind)
                found.append(message.event.text);
        }
        return found;
    }

    bool idle(const QString &sessionId)
    {
        return test::storedState(runner(), m_home->database, sessionId) == SessionState::WaitingForInput;
    }

private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_home = std::make_unique<test::TestHome>();
        QVERIFY(m_home->open().ok());
        AgentProfile stub;
        stub.name = QStringLiteral("Stub");
        stub.agentId = QStringLiteral("stub");
        stub.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --modes code,plan");
        auto saved = ProfileStore(m_home->database).saveAgentProfile(stub);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        m_profileId = saved->id;
        m_moves = std::make_unique<TaskMoves>(m_home->stores);
        startRuntime();
    }

    void cleanup()
    {
        for (const TaskSession &session : SessionStore(m_home->database).listInStates({SessionState::Starting, SessionState::Running, SessionState::WaitingForInput}).value()) {
            if (runner().isRunning(session.id))
                QVERIFY(waitFor(runner().stop(session.id)).ok());
        }
        m_runtime.reset();
        m_moves.reset();
        m_home.reset();
    }

    // Plan (plan mode, the step's prompt), a wait for the person, Implementation in the same
    // session with its own prompt, then Review by itself.
    void planAndBuildRunsItsSteps()
    {
        addWorkflow({}, QStringLiteral("Plan & Build"));
        const QString taskId = makeTask(QStringLiteral("Plan & Build"), QStringLiteral("Add a login page"));
        QSignalSpy problems(&runner().workflow(), &WorkflowEngine::problem);

        moveByHand(taskId, QStringLiteral("Plan"));
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(taskId).size(), 1, 30'000);
        const QString sessionId = sessionsOf(taskId).constFirst().id;
        QTRY_VERIFY_WITH_TIMEOUT(idle(sessionId), 30'000);
        const QStringList prompts = texts(sessionId, SessionEvent::Kind::UserPrompt);
        QCOMPARE(prompts.size(), 1);
        QVERIFY2(prompts.constFirst().startsWith(QStringLiteral("Plan this task; do not change any file yet.")), qPrintable(prompts.constFirst()));
        QVERIFY2(prompts.constFirst().contains(QStringLiteral("Add a login page")), qPrintable(prompts.constFirst()));
        QCOMPARE(stepNameOf(taskId), QStringLiteral("Plan")); // it waits for the plan to be read
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(1).toString()));

        moveByHand(taskId, QStringLiteral("Implementation"));
        QTRY_COMPARE_WITH_TIMEOUT(stepNameOf(taskId), QStringLiteral("Review"), 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(idle(sessionId), 30'000);
        QCOMPARE(sessionsOf(taskId).size(), 1); // the plan's session implements it
        const QStringList all = texts(sessionId, SessionEvent::Kind::UserPrompt);
        QCOMPARE(all.size(), 2);
        QVERIFY2(all.constLast().startsWith(QStringLiteral("The plan is approved.")), qPrintable(all.constLast()));
        QTRY_VERIFY(texts(sessionId, SessionEvent::Kind::WorkflowStep).contains(QStringLiteral("Moved to Review: the turn completed.")));
        const QStringList notices = texts(sessionId, SessionEvent::Kind::WorkflowStep);
        QVERIFY2(notices.contains(QStringLiteral("Plan mode off.")), qPrintable(notices.join(QLatin1Char('\n'))));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(1).toString()));
    }

    // Review: the agent builds, a fresh session reviews and its `path:line: …` findings become the
    // task's review comments (with the lines they are about), said in that session's transcript.
    void theReviewTemplateWritesTheFindingsAsReviewComments()
    {
        addWorkflow({}, QStringLiteral("Review"));
        const QString taskId = makeTask(QStringLiteral("Review"), QStringLiteral("Add a login page"));
        QSignalSpy problems(&runner().workflow(), &WorkflowEngine::problem);
        QSignalSpy written(&runner().workflow(), &WorkflowEngine::reviewCommentsWritten);

        moveByHand(taskId, QStringLiteral("In Progress"));
        QTRY_COMPARE_WITH_TIMEOUT(stepNameOf(taskId), QStringLiteral("Review"), 60'000);
        QTRY_COMPARE(written.size(), 1);
        QCOMPARE(written.constFirst().value(0).toString(), taskId);
        QCOMPARE(written.constFirst().value(1).toInt(), 2);
        const QList<TaskSession> sessions = sessionsOf(taskId);
        QCOMPARE(sessions.size(), 2); // the review's context is its own
        const QStringList reviewPrompts = texts(sessions.constLast().id, SessionEvent::Kind::UserPrompt);
        QCOMPARE(reviewPrompts.size(), 1);
        QVERIFY2(reviewPrompts.constFirst().contains(QStringLiteral("Add a login page")), qPrintable(reviewPrompts.constFirst()));

        const QList<ReviewComment> comments = ReviewCommentStore(m_home->database).forTask(taskId).value();
        QCOMPARE(comments.size(), 2);
        QCOMPARE(comments.at(0).location(), QStringLiteral("README.md:1"));
        QCOMPARE(comments.at(0).body, QStringLiteral("say what the project is for"));
        QCOMPARE(comments.at(0).code, QStringLiteral("# app"));
        QVERIFY(!comments.at(0).isSent()); // a person reads them before they go to the agent
        QCOMPARE(comments.at(1).location(), QStringLiteral("src/app.cpp:3-4"));
        QCOMPARE(comments.at(1).code, QString()); // no such file: the finding stays, without code
        QTRY_VERIFY(texts(sessions.constLast().id, SessionEvent::Kind::WorkflowStep)
                        .contains(QStringLiteral("“Agent Review”: the agent's 2 findings are review comments now.")));
        // The building turn's answer had none, and its step writes none.
        QCOMPARE(texts(sessions.constFirst().id, SessionEvent::Kind::WorkflowStep).filter(QStringLiteral("review comment")), QStringList());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(1).toString()));
    }

    // A card moved by a process that leaves the steps to the window (`kandesk task move` without
    // --run) starts nothing there; the window's engine runs the steps when told of the change, once
    // however often it is told.
    void aMoveLeftToTheWindowRunsItsStepsThereOnce()
    {
        const QString taskId = makeTask(QStringLiteral("Kanban"), QStringLiteral("Tidy the logs"));
        const auto moved = waitFor(m_moves->move({{taskId}, QStringLiteral("In Progress"), {}, false}));
        QVERIFY2(moved.ok(), qPrintable(moved.error()));
        QVERIFY(moved->leftStep.contains(taskId));
        runner().workflow().flush();
        QCOMPARE(sessionsOf(taskId).size(), 0);

        runner().workflow().runDueStepActions();
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(taskId).size(), 1, 30'000);
        const QString sessionId = sessionsOf(taskId).constFirst().id;
        QTRY_VERIFY_WITH_TIMEOUT(idle(sessionId), 30'000);
        runner().workflow().runDueStepActions(); // a second notice of the same change
        runner().workflow().flush();
        QCOMPARE(sessionsOf(taskId).size(), 1);
        QCOMPARE(texts(sessionId, SessionEvent::Kind::UserPrompt).size(), 1);
    }

    // A step whose profile is not in this home says so, starts nothing and keeps the task.
    void aStepWithAMissingProfileSaysSoAndStays()
    {
        addWorkflow(QByteArrayLiteral(R"(version: 1
type: kandev_workflow
workflows:
  - name: Needs Claude
    steps:
      - name: Todo
        position: 0
        color: bg-neutral-400
        is_start_step: false
        show_in_command_panel: false
        allow_manual_move: true
        events: {}
      - name: Work
        position: 1
        color: bg-blue-500
        is_start_step: true
        show_in_command_panel: true
        allow_manual_move: true
        agent_profile:
          agent_name: Claude Code
          model: claude-opus-4-7
        events:
          on_enter:
            - type: auto_start_agent
)"));
        const QString taskId = makeTask(QStringLiteral("Needs Claude"), QStringLiteral("anything"));
        QSignalSpy problems(&runner().workflow(), &WorkflowEngine::problem);
        moveByHand(taskId, QStringLiteral("Work"));
        QTRY_COMPARE(problems.size(), 1);
        const QString said = problems.constFirst().at(1).toString();
        QVERIFY2(said.contains(QStringLiteral("no agent profile here is Claude Code, claude-opus-4-7")), qPrintable(said));
        QCOMPARE(problems.constFirst().at(0).toString(), taskId);
        QVERIFY(sessionsOf(taskId).isEmpty());
        QCOMPARE(stepNameOf(taskId), QStringLiteral("Work"));
    }

    // Two steps that send the task to each other as their turns complete stop after a dozen moves.
    void aWorkflowThatLoopsStops()
    {
        addWorkflow(QByteArrayLiteral(R"(version: 1
type: kandev_workflow
workflows:
  - name: Ping Pong
    steps:
      - name: Ping
        position: 0
        color: bg-blue-500
        is_start_step: true
        show_in_command_panel: true
        allow_manual_move: true
        prompt: ping
        events:
          on_enter:
            - type: auto_start_agent
          on_turn_complete:
            - type: move_to_next
      - name: Pong
        position: 1
        color: bg-green-500
        is_start_step: false
        show_in_command_panel: true
        allow_manual_move: true
        prompt: pong
        events:
          on_enter:
            - type: auto_start_agent
          on_turn_complete:
            - type: move_to_previous
)"));
        const QString taskId = makeTask(QStringLiteral("Ping Pong"), QStringLiteral("anything"));
        QSignalSpy problems(&runner().workflow(), &WorkflowEngine::problem);
        // Into Pong by hand; the turns do the rest until the engine stops them.
        moveByHand(taskId, QStringLiteral("Pong"));
        QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, 60'000);
        QVERIFY2(problems.constFirst().at(1).toString().contains(QStringLiteral("automatic moves in a row")),
                 qPrintable(problems.constFirst().at(1).toString()));
        const QString sessionId = sessionsOf(taskId).constFirst().id;
        QTRY_VERIFY_WITH_TIMEOUT(idle(sessionId), 30'000);
        QCOMPARE(sessionsOf(taskId).size(), 1);
        // The hand's start, then one prompt per automatic move.
        QCOMPARE(texts(sessionId, SessionEvent::Kind::UserPrompt).size(), 1 + WorkflowEngine::kMaxAutomaticMoves);
    }

    // Kandesk restarts between Plan and Implementation: nothing runs again, and the person's move
    // resumes the plan's session with the next step's prompt.
    void aRestartRunsNoActionTwice()
    {
        addWorkflow({}, QStringLiteral("Plan & Build"));
        const QString taskId = makeTask(QStringLiteral("Plan & Build"), QStringLiteral("Rename the config key"));
        moveByHand(taskId, QStringLiteral("Plan"));
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(taskId).size(), 1, 30'000);
        const QString sessionId = sessionsOf(taskId).constFirst().id;
        QTRY_VERIFY_WITH_TIMEOUT(idle(sessionId), 30'000);

        QVERIFY(waitFor(runner().stop(sessionId)).ok());
        m_runtime.reset();
        startRuntime();

        moveByHand(taskId, QStringLiteral("Implementation"));
        QTRY_COMPARE_WITH_TIMEOUT(stepNameOf(taskId), QStringLiteral("Review"), 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(idle(sessionId), 30'000);
        QCOMPARE(sessionsOf(taskId).size(), 1);
        const QStringList prompts = texts(sessionId, SessionEvent::Kind::UserPrompt);
        QCOMPARE(prompts.size(), 2);
        QVERIFY(prompts.at(0).startsWith(QStringLiteral("Plan this task")));
        QVERIFY(prompts.at(1).startsWith(QStringLiteral("The plan is approved.")));
    }

    // Two tasks wait for a third: one already in the step that starts agents, one in Backlog. The
    // third going Done starts each once (the one in Backlog moves on to In Progress first); going
    // Done again starts nothing more.
    void aDependencyStartsItsDependentOnce()
    {
        const QString first = makeTask(QStringLiteral("Kanban"), QStringLiteral("Make the schema"));
        const QString inStep = makeTask(QStringLiteral("Kanban"), QStringLiteral("Build the API"));
        const QString inBacklog = makeTask(QStringLiteral("Kanban"), QStringLiteral("Build the UI"));
        for (const QString &id : {inStep, inBacklog}) {
            Task task = TaskStore(m_home->database).get(id).value();
            task.dependsOn = {first};
            QVERIFY(TaskStore(m_home->database).update(task).ok());
        }
        QSignalSpy problems(&runner().workflow(), &WorkflowEngine::problem);
        moveByHand(inStep, QStringLiteral("In Progress"));
        runner().workflow().flush();
        QVERIFY(sessionsOf(inStep).isEmpty()); // it waits
        QCOMPARE(stepNameOf(inStep), QStringLiteral("In Progress"));

        moveByHand(first, QStringLiteral("Done"));
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(inStep).size(), 1, 30'000);
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(inBacklog).size(), 1, 30'000);
        QTRY_COMPARE_WITH_TIMEOUT(stepNameOf(inStep), QStringLiteral("Review"), 30'000);
        QTRY_COMPARE_WITH_TIMEOUT(stepNameOf(inBacklog), QStringLiteral("Review"), 30'000);
        const QString uiSession = sessionsOf(inBacklog).constFirst().id;
        QTRY_VERIFY(texts(uiSession, SessionEvent::Kind::WorkflowStep).contains(QStringLiteral("Moved to Review: the turn completed.")));
        const QStringList notes = texts(uiSession, SessionEvent::Kind::WorkflowStep);
        QVERIFY2(notes.contains(QStringLiteral("Moved to In Progress: the tasks it waited for are done.")), qPrintable(notes.join(QLatin1Char('\n'))));

        moveByHand(first, QStringLiteral("Review"));
        moveByHand(first, QStringLiteral("Done"));
        runner().workflow().flush();
        for (const QString &id : {inStep, inBacklog}) {
            const QList<TaskSession> sessions = sessionsOf(id);
            QCOMPARE(sessions.size(), 1);
            QTRY_VERIFY_WITH_TIMEOUT(idle(sessions.constFirst().id), 30'000);
            QCOMPARE(texts(sessions.constFirst().id, SessionEvent::Kind::UserPrompt).size(), 1);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(1).toString()));
    }

    // Five tasks enter a step that lets two agents work at once: two run, three queue in the order
    // they came, and each starts as a place frees; never three at once.
    void aLimitOfTwoAgentsNeverRunsThree()
    {
        addWorkflow(kTwoAtATime);
        QTemporaryDir gates;
        QStringList ids;
        for (int n = 0; n < 5; ++n)
            ids.append(makeTask(QStringLiteral("Two at a time"), QStringLiteral("gate ") + gates.filePath(QStringLiteral("gate-%1").arg(n))));
        QSet<QString> working;
        qsizetype most = 0;
        QObject watching; // the counts are this function's: so is the connection
        connect(&runner(), &TaskRunner::sessionStateChanged, &watching,
                [&](const QString &taskId, const QString &, SessionState state) {
                    if (state == SessionState::Starting || state == SessionState::Running)
                        working.insert(taskId);
                    else
                        working.remove(taskId);
                    most = std::max(most, working.size());
                });
        for (const QString &id : std::as_const(ids))
            moveByHand(id, QStringLiteral("Work"));
        QTRY_COMPARE_WITH_TIMEOUT(working.size(), 2, 30'000);
        runner().workflow().flush();
        QStringList queued;
        for (const QString &id : std::as_const(ids)) {
            if (TaskStore(m_home->database).get(id)->queuedAt.isValid())
                queued.append(id);
        }
        QCOMPARE(queued, ids.mid(2));

        const auto open = [&](int n) {
            QFile gate(gates.filePath(QStringLiteral("gate-%1").arg(n)));
            return gate.open(QIODevice::WriteOnly);
        };
        const auto queuedNow = [&](const QString &id) { return TaskStore(m_home->database).get(id)->queuedAt.isValid(); };
        // One place frees at a time: the queue's first takes it, the others stay in line.
        QVERIFY(open(0));
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(ids.at(2)).size(), 1, 30'000);
        QVERIFY(queuedNow(ids.at(3)) && queuedNow(ids.at(4)));
        QVERIFY(open(1));
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(ids.at(3)).size(), 1, 30'000);
        QVERIFY(queuedNow(ids.at(4)));
        for (int n = 2; n < 5; ++n)
            QVERIFY(open(n));
        for (const QString &id : std::as_const(ids)) {
            QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(id).size(), 1, 60'000);
            QTRY_VERIFY_WITH_TIMEOUT(idle(sessionsOf(id).constFirst().id), 60'000);
            QVERIFY(!TaskStore(m_home->database).get(id)->queuedAt.isValid());
        }
        QCOMPARE(most, 2);
    }

    // A task queued when Kandesk stopped starts when the window resumes the queues.
    void aQueuedTaskStartsAfterARestart()
    {
        addWorkflow(kTwoAtATime);
        const QString taskId = makeTask(QStringLiteral("Two at a time"), QStringLiteral("Queue me"));
        QVERIFY(TaskStore(m_home->database).move(taskId, stepId(QStringLiteral("Two at a time"), QStringLiteral("Work")), -1).ok());
        QVERIFY(TaskStore(m_home->database).setQueued(taskId, true).ok());
        m_runtime.reset();
        startRuntime();
        runner().workflow().flush();
        QVERIFY(sessionsOf(taskId).isEmpty()); // a runtime alone (the command line's) leaves it
        runner().workflow().resumeQueues();
        QTRY_COMPARE_WITH_TIMEOUT(sessionsOf(taskId).size(), 1, 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(idle(sessionsOf(taskId).constFirst().id), 30'000);
        QVERIFY(!TaskStore(m_home->database).get(taskId)->queuedAt.isValid());
        const QStringList notes = texts(sessionsOf(taskId).constFirst().id, SessionEvent::Kind::WorkflowStep);
        QVERIFY2(notes.contains(QStringLiteral("A place in Work is free: its agent starts.")), qPrintable(notes.join(QLatin1Char('\n'))));
    }

    // The Kanban board with the ACP SDK's example agent: a turn started in Backlog moves the card to
    // In Progress (and starts nothing more); its end moves it to Review.
    void kanbanWithTheSdkAgent()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK example agent cannot run here");
        AgentProfile sdk;
        sdk.name = QStringLiteral("SDK example");
        sdk.agentId = QStringLiteral("sdk-example");
        sdk.customCommand = test::quickSdkAgentCommand(node);
        sdk.autoApprove = true; // it asks permission once a turn
        auto saved = ProfileStore(m_home->database).saveAgentProfile(sdk);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QVERIFY(runner().syncCustomAgents().isEmpty());
        const QString taskId = makeTask(QStringLiteral("Kanban"), QStringLiteral("Tidy the readme"), saved->id);
        QCOMPARE(stepNameOf(taskId), QStringLiteral("Backlog"));
        const auto started = waitFor(runner().startTask(taskId));
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QTRY_COMPARE_WITH_TIMEOUT(stepNameOf(taskId), QStringLiteral("In Progress"), 30'000);
        QTRY_COMPARE_WITH_TIMEOUT(stepNameOf(taskId), QStringLiteral("Review"), 60'000);
        QCOMPARE(sessionsOf(taskId).size(), 1);
        const QStringList notices = texts(*started, SessionEvent::Kind::WorkflowStep);
        QVERIFY2(notices.contains(QStringLiteral("Moved to In Progress: a turn started.")), qPrintable(notices.join(QLatin1Char('\n'))));
        QTRY_VERIFY(texts(*started, SessionEvent::Kind::WorkflowStep).contains(QStringLiteral("Moved to Review: the turn completed.")));
    }
};

QTEST_MAIN(TestWorkflowEngine)
#include "tst_workflowengine.moc"
