// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>
#include <type_traits>

class QThreadPool;

namespace kandesk {

class Database;
class TaskRunner;
namespace steprules {
struct Action;
}

// Runs a workflow's triggers as a task's turns start and complete and as it enters and leaves
// steps: moves it (on_turn_start, on_turn_complete), starts or prompts its agent with the step's
// prompt and profile (on_enter auto_start_agent), switches plan mode and the session's mode, and
// says in the task's transcript what it did and why ("Moved to Review: the turn completed."). An
// action that cannot run is a notice on the task, never a silent skip. Automatic moves stop after
// kMaxAutomaticMoves in a row without a person's prompt, so a workflow that loops cannot run away.
//
// Tasks wait: a step's start of the agent waits until the tasks the task depends on are Done (and
// the task goes on by itself when they are: its step's start runs, or a task in its workflow's
// first step moves to the next), and a step with a limit of agents at work queues the tasks beyond
// it, in order, starting each when a place frees (a session of the workflow stops working).
//
// Made by the TaskRunner and living on its thread; reads and moves run on the engine's own thread,
// in the order asked; agents are started and prompted through the runner.
class WorkflowEngine final : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxAutomaticMoves = 12;

    WorkflowEngine(Database &database, TaskRunner &runner);
    ~WorkflowEngine() override;

    // A turn of the task's session started (a person's prompt, a new session's first) or completed.
    void turnStarted(const QString &taskId, const QString &sessionId);
    // workspace: where the session's agent works (empty: as its stored session says).
    void turnCompleted(const QString &taskId, const QString &sessionId, const QString &workspace = {});
    // The task was moved by hand out of fromStepId (a drag, `kandesk task move`): that step's
    // on_exit, then the on_enter of the step it is in now.
    void stepEntered(const QString &taskId, const QString &fromStepId);

    // Starts the queued tasks of every workflow that have a place (the window, once its sessions
    // are recovered at start-up; the command line leaves other tasks' queues alone).
    void resumeQueues();
    // Runs the steps' actions that moves made elsewhere left due (`kandesk task move` without --run),
    // each task's once, as stepEntered would have: the window, at start-up and when another
    // process changed the tasks.
    void runDueStepActions();

    // Waits for the engine's reads and moves (tests, shutdown).
    void flush();

Q_SIGNALS:
    void taskChanged(const QString &taskId);
    // An action that could not run, in plain words (also in the task's transcript when it has a
    // session; what the engine did is said there only).
    void problem(const QString &taskId, const QString &text);
    // The workflow has acted on a turn's completion or a hand move: agentAsked when it started,
    // resumed or prompted the agent (another turn follows), false when the task now waits.
    void acted(const QString &taskId, bool agentAsked);
    // A start or prompt the workflow asked for failed: no turn follows.
    void agentNotStarted(const QString &taskId, const QString &why);
    // A reviewing step wrote the findings of its agent's turn as the task's review comments.
    void reviewCommentsWritten(const QString &taskId, int count);

private:
    struct Entry;
    // These return whether the agent was asked for another turn (started, resumed or prompted).
    bool handleTurn(const QString &taskId, const QString &sessionId, const QString &trigger,
                    const QString &agentText = {}, const QString &workspace = {});
    bool handleEntry(const Entry &entry);
    // On the engine's thread: moves the task and runs what leaving and entering do.
    bool move(const Task &task, const Workflow &workflow, const WorkflowStep &from, const steprules::Action &to,
              const QString &reason, bool turnUnderWay);
    // The task is in `to` now: leaves its old queue, runs what leaving and entering do, and lets
    // go what waited for a place or for the task to be Done.
    bool entered(Task task, const Workflow &workflow, const WorkflowStep &from, const WorkflowStep &to, bool turnUnderWay);
    bool runEntryActions(const Task &task, const Workflow &workflow, const WorkflowStep &from, const WorkflowStep &to,
                         bool turnUnderWay);
    // On the engine's thread; what they ask of the runner runs on the runner's.
    bool startAgent(const Task &task, const QString &prompt, const QString &profileId, bool newSession);
    // On the engine's thread. Whether the task's agent may start in the step now; when not, says
    // what it waits for and queues it (the step's limit is reached).
    bool mayStart(const Task &task, const WorkflowStep &step);
    // Starts the queued tasks of the workflow's limited steps that have a place now, in order.
    void releaseSlots(const QString &workflowId);
    void releaseSlotsOfTask(const QString &taskId);
    // The task is Done: the tasks that waited only for it (and others Done) go on.
    void releaseDependents(const Task &done);
    void setQueued(const QString &taskId, bool queued);
    // On the engine's thread: the findings in the text of the step's turn, as review comments.
    void writeReviewFindings(const Task &task, const WorkflowStep &step, const QString &sessionId, const QString &agentText,
                             const QString &workspace);
    void applyMode(const QString &taskId, const QString &modeId, const QString &what);
    // The mode plan mode off returns to: the one before it, the profile's, else the first the agent
    // offers that is not plan.
    QString modeAfterPlan(const QString &taskId, const QString &profileId);
    // Any thread: in the task's transcript; a complaint is also announced as a problem.
    void say(const QString &taskId, const QString &text);
    void complain(const QString &taskId, const QString &text);
    void onRunnerThread(std::function<void()> work);
    // then(result) on the runner's thread once the runner's future ends, unless the engine is gone.
    template<typename T>
    void whenDone(QFuture<T> future, std::type_identity_t<std::function<void(const T &)>> then);
    void onEngineThread(std::function<void()> work);

    Database &m_database;
    TaskRunner &m_runner;
    std::unique_ptr<QThreadPool> m_pool;
    // Per task, on the engine's thread: the mode its next start asks for (plan mode turned on
    // before the agent runs), whether that start opens a new session, turns the engine itself
    // started (their start moves nothing) and automatic moves since a person's last prompt.
    QHash<QString, QString> m_pendingMode;
    QSet<QString> m_freshContext;
    // The modes the task's agent offers and the one it is in (from its SessionMode events), and the
    // one to go back to when plan mode goes off.
    struct Modes {
        QString current;
        QStringList offered;
    };
    QHash<QString, Modes> m_modes;
    QHash<QString, QString> m_modeBeforePlan;
    QSet<QString> m_ownTurns;
    // Tasks whose start the engine asked for and that has not ended yet: they hold a place in a
    // limited step before their session says it runs.
    QSet<QString> m_launching;
    // What was said of tasks with no session yet, for their first session's transcript.
    QHash<QString, QStringList> m_unsaid;
    QHash<QString, int> m_automaticMoves;
    // On the runner's thread: what the agent has said in the turn under way, per task (a reviewing
    // step reads its findings from it), up to kMaxTurnText.
    static constexpr qsizetype kMaxTurnText = 1 << 20;
    QHash<QString, QString> m_turnText;
};

} // namespace kandesk
