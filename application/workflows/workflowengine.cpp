// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowengine.h"

#include "application/sessions/sessionhistory.h"
#include "application/taskrunner.h"
#include "application/workflows/steprules.h"
#include "models/database.h"
#include "models/stores/profilestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workflowstore.h"
#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowsteps.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QPointer>
#include <QThreadPool>

#include <algorithm>

namespace kandesk {

Q_LOGGING_CATEGORY(lcWorkflow, "kandesk.workflow")

namespace {

const WorkflowStep *stepOf(const Workflow &workflow, const QString &stepId)
{
    const auto found = std::find_if(workflow.steps.cbegin(), workflow.steps.cend(),
                                    [&](const WorkflowStep &step) { return step.id == stepId; });
    return found == workflow.steps.cend() ? nullptr : &*found;
}

// Whether this thread runs the engine's work now (its pool's one thread, inside a job).
thread_local bool t_onEngineThread = false;

QString because(const QString &trigger)
{
    if (trigger == workflow::trigger::OnTurnStart)
        return WorkflowEngine::tr("a turn started");
    if (trigger == workflow::trigger::OnTurnComplete)
        return WorkflowEngine::tr("the turn completed");
    return trigger;
}

} // namespace

struct WorkflowEngine::Entry {
    QString taskId;
    QString fromStepId;
};

WorkflowEngine::WorkflowEngine(Database &database, TaskRunner &runner)
    : m_database(database)
    , m_runner(runner)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-workflow"));
    m_pool->setMaxThreadCount(1); // triggers run in the order they fired
    connect(&runner, &TaskRunner::agentEvent, this, [this](const QString &taskId, const QString &, const SessionEvent &event) {
        if (event.kind == SessionEvent::Kind::MessageChunk) {
            QString &said = m_turnText[taskId];
            if (said.size() < kMaxTurnText)
                said.append(event.text);
            return;
        }
        if (event.kind == SessionEvent::Kind::Error) {
            m_turnText.remove(taskId); // the turn failed: no step reads what it said
            return;
        }
        if (event.kind != SessionEvent::Kind::SessionMode)
            return;
        QStringList offered;
        for (const QJsonValue &mode : event.availableModes)
            offered.append(mode.toObject().value(QStringLiteral("id")).toString());
        onEngineThread([this, taskId, current = event.currentModeId, offered] {
            Modes &modes = m_modes[taskId];
            modes.current = current;
            if (!offered.isEmpty())
                modes.offered = offered;
        });
    });
    // A session that stops working frees its place in a limited step.
    connect(&runner, &TaskRunner::sessionStateChanged, this, [this](const QString &taskId, const QString &, SessionState state) {
        if (state != SessionState::Starting && state != SessionState::Running)
            onEngineThread([this, taskId] { releaseSlotsOfTask(taskId); });
    });
}

WorkflowEngine::~WorkflowEngine()
{
    m_pool->waitForDone();
}

void WorkflowEngine::flush()
{
    m_pool->waitForDone();
}

void WorkflowEngine::onEngineThread(std::function<void()> work)
{
    m_pool->start([work = std::move(work)] {
        t_onEngineThread = true;
        work();
        t_onEngineThread = false;
    });
}

void WorkflowEngine::onRunnerThread(std::function<void()> work)
{
    QMetaObject::invokeMethod(this, std::move(work), Qt::QueuedConnection);
}

template<typename T>
void WorkflowEngine::whenDone(QFuture<T> future, std::type_identity_t<std::function<void(const T &)>> then)
{
    // The application, not the engine, is the continuation's context: a runner's future may end
    // while the runner takes the engine down, and Qt asserts that a context is alive.
    future.then(QCoreApplication::instance(), [self = QPointer<WorkflowEngine>(this), then = std::move(then)](const T &result) {
        if (self)
            then(result);
    });
}

void WorkflowEngine::turnStarted(const QString &taskId, const QString &sessionId)
{
    // Posted: a start calls this off the runner's thread; the turn's first words come after.
    onRunnerThread([this, taskId] { m_turnText.remove(taskId); });
    onEngineThread([this, taskId, sessionId] {
        if (m_ownTurns.remove(taskId))
            return; // the engine started this turn: its step's start is not a person's
        m_automaticMoves.remove(taskId);
        handleTurn(taskId, sessionId, workflow::trigger::OnTurnStart);
    });
}

void WorkflowEngine::turnCompleted(const QString &taskId, const QString &sessionId, const QString &workspace)
{
    onEngineThread([this, taskId, sessionId, workspace, said = m_turnText.take(taskId)] {
        const bool agentAsked = handleTurn(taskId, sessionId, workflow::trigger::OnTurnComplete, said, workspace);
        onRunnerThread([this, taskId, agentAsked] { Q_EMIT acted(taskId, agentAsked); });
    });
}

void WorkflowEngine::stepEntered(const QString &taskId, const QString &fromStepId)
{
    onEngineThread([this, entry = Entry{taskId, fromStepId}] {
        m_automaticMoves.remove(entry.taskId);
        const bool agentAsked = handleEntry(entry);
        onRunnerThread([this, taskId = entry.taskId, agentAsked] { Q_EMIT acted(taskId, agentAsked); });
    });
}

void WorkflowEngine::runDueStepActions()
{
    onEngineThread([this] {
        const auto due = TaskStore(m_database).claimDueStepActions();
        if (!due) {
            qCWarning(lcWorkflow).noquote() << "steps' actions left due:" << due.error();
            return;
        }
        for (const auto &task : *due) {
            const QString taskId = task.first;
            m_automaticMoves.remove(taskId);
            const bool agentAsked = handleEntry(Entry{taskId, task.second});
            onRunnerThread([this, taskId, agentAsked] { Q_EMIT acted(taskId, agentAsked); });
        }
    });
}

bool WorkflowEngine::handleTurn(const QString &taskId, const QString &sessionId, const QString &trigger,
                                const QString &agentText, const QString &workspace)
{
    auto task = TaskStore(m_database).get(taskId);
    if (!task || task->ephemeral || task->archived || task->workflowStepId.isEmpty())
        return false; // a quick chat is on no board
    if (trigger == workflow::trigger::OnTurnStart && task->queuedAt.isValid())
        setQueued(taskId, false); // a person started it: it waits in no queue
    auto workflow = WorkflowStore(m_database).ofStep(task->workflowStepId);
    if (!workflow) {
        qCWarning(lcWorkflow).noquote() << "task" << taskId << "workflow:" << workflow.error();
        return false;
    }
    const WorkflowStep *step = stepOf(*workflow, task->workflowStepId);
    if (!step)
        return false;
    if (trigger == workflow::trigger::OnTurnComplete && workflowsteps::writesReviewComments(*step))
        writeReviewFindings(*task, *step, sessionId, agentText, workspace);
    for (const steprules::Action &action : steprules::resolve(*workflow, *step, trigger)) {
        using Kind = steprules::Action::Kind;
        if (action.kind == Kind::Move) {
            // The task is elsewhere now: the rest of this step's list is not its own.
            return move(*task, *workflow, *step, action, because(trigger), trigger == workflow::trigger::OnTurnStart);
        }
        if (action.kind == Kind::PlanMode && !action.on) {
            applyMode(taskId, {}, tr("Plan mode off"));
        } else if (action.kind == Kind::NotRun) {
            complain(taskId, QStringLiteral("“%1”, %2: %3.").arg(step->name, trigger, action.problem));
        }
    }
    return false;
}

bool WorkflowEngine::handleEntry(const Entry &entry)
{
    auto task = TaskStore(m_database).get(entry.taskId);
    if (!task || task->ephemeral || task->archived || task->workflowStepId == entry.fromStepId)
        return false;
    auto workflow = WorkflowStore(m_database).ofStep(task->workflowStepId);
    if (!workflow)
        return false;
    const WorkflowStep *to = stepOf(*workflow, task->workflowStepId);
    const WorkflowStep *from = stepOf(*workflow, entry.fromStepId);
    if (!to)
        return false;
    return entered(*task, *workflow, from ? *from : WorkflowStep{}, *to, false);
}

bool WorkflowEngine::entered(Task task, const Workflow &workflow, const WorkflowStep &from, const WorkflowStep &to, bool turnUnderWay)
{
    if (task.queuedAt.isValid()) {
        setQueued(task.id, false); // the queue of the step it left
        task.queuedAt = {};
    }
    const bool agentAsked = runEntryActions(task, workflow, from, to, turnUnderWay);
    if (const WorkflowStep *done = workflowsteps::doneStep(workflow.steps); done && done->id == to.id)
        releaseDependents(task);
    releaseSlots(workflow.id); // the step it left may have a place now
    return agentAsked;
}

bool WorkflowEngine::move(const Task &task, const Workflow &workflow, const WorkflowStep &from, const steprules::Action &to,
                          const QString &reason, bool turnUnderWay)
{
    int &moves = m_automaticMoves[task.id];
    if (++moves > kMaxAutomaticMoves) {
        complain(task.id,
            tr("Stayed in “%1”: %2 automatic moves in a row without a prompt of yours; the workflow "
               "may loop (move the task by hand to go on).")
                .arg(from.name)
                .arg(kMaxAutomaticMoves));
        return false;
    }
    if (const Status moved = TaskStore(m_database).move(task.id, to.stepId, -1); !moved) {
        complain(task.id, tr("Could not move to “%1”: %2").arg(to.stepName, moved.error()));
        return false;
    }
    const QString taskId = task.id;
    onRunnerThread([this, taskId] { Q_EMIT taskChanged(taskId); });
    say(task.id, tr("Moved to %1: %2.").arg(to.stepName, reason));
    Task moved = task;
    moved.workflowStepId = to.stepId;
    const WorkflowStep *into = stepOf(workflow, to.stepId);
    return into && entered(moved, workflow, from, *into, turnUnderWay);
}

bool WorkflowEngine::runEntryActions(const Task &task, const Workflow &workflow, const WorkflowStep &from,
                                     const WorkflowStep &to, bool turnUnderWay)
{
    bool agentAsked = false;
    using Kind = steprules::Action::Kind;
    QList<steprules::Action> actions;
    if (!from.id.isEmpty())
        actions = steprules::resolve(workflow, from, workflow::trigger::OnExit);
    actions.append(steprules::resolve(workflow, to, workflow::trigger::OnEnter));
    const QString taskId = task.id;
    for (const steprules::Action &action : std::as_const(actions)) {
        switch (action.kind) {
        case Kind::PlanMode:
            applyMode(taskId, action.on ? QStringLiteral("plan") : QString(),
                action.on ? tr("Plan mode on") : tr("Plan mode off"));
            break;
        case Kind::SessionMode:
            applyMode(taskId, action.mode, tr("Mode %1").arg(action.mode));
            break;
        case Kind::ResetContext:
            if (!turnUnderWay)
                m_freshContext.insert(taskId);
            break;
        case Kind::StartAgent: {
            if (turnUnderWay)
                break; // the turn that moved the task is the agent's work here
            const steprules::Profile profile = steprules::profile(workflow, to, task);
            if (!profile.problem.isEmpty()) {
                const QString why = tr("“%1” did not start the agent: %2. The task stays here; add that profile, "
                                       "or start the agent yourself.")
                                        .arg(to.name, profile.problem);
                complain(taskId, why);
                onRunnerThread([this, taskId, why] { Q_EMIT agentNotStarted(taskId, why); });
                return agentAsked;
            }
            if (!mayStart(task, to))
                return agentAsked;
            m_ownTurns.insert(taskId);
            agentAsked = startAgent(task, steprules::prompt(workflow, to, task), profile.id, m_freshContext.remove(taskId)) || agentAsked;
            break;
        }
        case Kind::NotRun:
            complain(taskId, QStringLiteral("“%1”: %2.").arg(to.name, action.problem));
            break;
        case Kind::Move:
            break; // on_enter and on_exit move nothing
        }
    }
    return agentAsked;
}

bool WorkflowEngine::startAgent(const Task &task, const QString &stepPrompt, const QString &profileId, bool newSession)
{
    const QString taskId = task.id;
    const auto newest = SessionStore(m_database).latestForTask(taskId);
    const bool sameProfile = newest && (profileId.isEmpty() || newest->agentProfileId == profileId);
    const QString mode = m_pendingMode.take(taskId);
    // A start that failed started no turn: the next turn of the task is a person's again. Either
    // way the start no longer holds a place of its own: its session does, while it works.
    m_launching.insert(taskId);
    const auto sayIfFailed = [this, taskId](const QString &what, const QString &why) {
        onEngineThread([this, taskId] {
            m_launching.remove(taskId);
            releaseSlotsOfTask(taskId);
        });
        if (why.isEmpty())
            return;
        onEngineThread([this, taskId] { m_ownTurns.remove(taskId); });
        complain(taskId, QStringLiteral("%1: %2").arg(what, why));
        onRunnerThread([this, taskId, why] { Q_EMIT agentNotStarted(taskId, why); });
    };
    if (newest && sameProfile && !newSession) {
        if (m_runner.isRunning(newest->id)) {
            if (stepPrompt.isEmpty()) {
                m_ownTurns.remove(taskId);
                m_launching.remove(taskId);
                return false; // its agent runs already: nothing new to ask
            }
            onRunnerThread([this, sessionId = newest->id, stepPrompt, sayIfFailed] {
                whenDone(m_runner.prompt(sessionId, stepPrompt), [sayIfFailed](const Status &sent) {
                    sayIfFailed(tr("The step's prompt was not sent"), sent ? QString() : sent.error());
                });
            });
            return true;
        }
        if (!stepPrompt.isEmpty()) {
            TaskStartOptions options;
            options.modeId = mode;
            options.modeOptional = true;
            onRunnerThread([this, sessionId = newest->id, stepPrompt, options, sayIfFailed] {
                whenDone(
                    m_runner.resume(sessionId, stepPrompt, options), [sayIfFailed](const Expected<QString> &resumed) {
                        sayIfFailed(tr("The agent did not start"), resumed ? QString() : resumed.error());
                    });
            });
            return true;
        }
    }
    TaskStartOptions options;
    options.workflowNotes = m_unsaid.take(taskId);
    options.prompt = stepPrompt.isEmpty() ? firstPrompt(task) : stepPrompt;
    options.agentProfileId = profileId;
    options.modeId = mode;
    options.modeOptional = true;
    onRunnerThread([this, taskId, options, sayIfFailed] {
        whenDone(m_runner.startTask(taskId, options), [sayIfFailed](const Expected<QString> &started) {
            sayIfFailed(tr("The agent did not start"), started ? QString() : started.error());
        });
    });
    return true;
}

void WorkflowEngine::applyMode(const QString &taskId, const QString &modeId, const QString &what)
{
    const auto newest = SessionStore(m_database).latestForTask(taskId);
    if (!newest || !m_runner.isRunning(newest->id)) {
        // No agent runs: the next start asks for it (and there is none to turn off).
        if (modeId.isEmpty())
            m_pendingMode.remove(taskId);
        else
            m_pendingMode.insert(taskId, modeId);
        return;
    }
    const QString wanted = modeId.isEmpty() ? modeAfterPlan(taskId, newest->agentProfileId) : modeId;
    if (modeId == QLatin1String("plan") && m_modes.value(taskId).current != modeId)
        m_modeBeforePlan.insert(taskId, m_modes.value(taskId).current);
    onRunnerThread([this, taskId, sessionId = newest->id, what, wanted] {
        whenDone(m_runner.setMode(sessionId, wanted), [this, taskId, what, wanted](const Status &set) {
            if (set)
                say(taskId, QStringLiteral("%1.").arg(what));
            else
                complain(
                    taskId, tr("%1 could not be applied (the agent's mode “%2”): %3").arg(what, wanted, set.error()));
        });
    });
}

QString WorkflowEngine::modeAfterPlan(const QString &taskId, const QString &profileId)
{
    if (const QString before = m_modeBeforePlan.take(taskId); !before.isEmpty())
        return before;
    if (auto profile = ProfileStore(m_database).agentProfile(profileId); profile && !profile->mode.isEmpty())
        return profile->mode;
    for (const QString &offered : m_modes.value(taskId).offered) {
        if (offered != QLatin1String("plan"))
            return offered;
    }
    return QStringLiteral("default");
}

void WorkflowEngine::say(const QString &taskId, const QString &text)
{
    const auto work = [this, taskId, text] {
        qCInfo(lcWorkflow).noquote() << "task" << taskId << text;
        if (const auto newest = SessionStore(m_database).latestForTask(taskId)) {
            m_runner.addWorkflowNote(taskId, newest->id, text);
            return;
        }
        // No session yet: its first one says it.
        QStringList &unsaid = m_unsaid[taskId];
        unsaid.append(text);
        if (unsaid.size() > kMaxAutomaticMoves)
            unsaid.removeFirst();
    };
    // On the engine's thread at once, so that a start that follows in the same job carries it.
    if (t_onEngineThread)
        work();
    else
        onEngineThread(work);
}

void WorkflowEngine::complain(const QString &taskId, const QString &text)
{
    say(taskId, text);
    onRunnerThread([this, taskId, text] { Q_EMIT problem(taskId, text); });
}

} // namespace kandesk
