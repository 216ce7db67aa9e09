// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The engine's waits: dependencies that hold a task's start back, and steps' limits of agents at
// work that queue it.
#include "workflowengine.h"

#include "application/workflows/steprules.h"
#include "models/database.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workflowstore.h"
#include "models/stores/workspacestore.h"
#include "models/workflows/taskwaits.h"
#include "models/workflows/workflowsteps.h"

#include <QLoggingCategory>

namespace kandesk {

namespace {

// The tasks with a session whose agent is at work (starting, or in a turn).
QSet<QString> tasksAtWork(Database &database)
{
    QSet<QString> working;
    if (auto sessions = SessionStore(database).listInStates({SessionState::Starting, SessionState::Running})) {
        for (const TaskSession &session : std::as_const(*sessions))
            working.insert(session.taskId);
    }
    return working;
}

int agentsAtWork(const QString &stepId, const QList<Task> &tasks, const QSet<QString> &working)
{
    return int(std::count_if(tasks.cbegin(), tasks.cend(),
                             [&](const Task &task) { return task.workflowStepId == stepId && working.contains(task.id); }));
}

} // namespace

bool WorkflowEngine::mayStart(const Task &task, const WorkflowStep &step)
{
    const auto tasks = TaskStore(m_database).list(task.workspaceId, true);
    const auto done = TaskStore(m_database).doneStepIds(task.workspaceId);
    if (!tasks || !done)
        return true; // nothing to wait for can be read: the step's start is not held back by it
    if (const QList<Task> waiting = taskwaits::Index(*tasks, *done).unfinishedDependencies(task); !waiting.isEmpty()) {
        say(task.id, tr("Waits for %1 to be done before its agent starts.").arg(taskwaits::titles(waiting)));
        return false;
    }
    QSet<QString> working = tasksAtWork(m_database) + m_launching;
    if (step.wipLimit <= 0 || working.contains(task.id))
        return true;
    if (const int atWork = agentsAtWork(step.id, *tasks, working); atWork >= step.wipLimit) {
        if (!task.queuedAt.isValid()) {
            setQueued(task.id, true);
            say(task.id,
                tr("Queued in %1: %2 of its %n agent(s) are at work.", nullptr, step.wipLimit)
                    .arg(step.name)
                    .arg(atWork));
        }
        return false;
    }
    if (task.queuedAt.isValid())
        setQueued(task.id, false);
    return true;
}

void WorkflowEngine::setQueued(const QString &taskId, bool queued)
{
    if (const Status set = TaskStore(m_database).setQueued(taskId, queued); !set) {
        complain(taskId,
            (queued ? tr("Could not join the queue: %1") : tr("Could not leave the queue: %1")).arg(set.error()));
        return;
    }
    onRunnerThread([this, taskId] { Q_EMIT taskChanged(taskId); });
}

void WorkflowEngine::resumeQueues()
{
    onEngineThread([this] {
        const auto workspaces = WorkspaceStore(m_database).list();
        for (const Workspace &workspace : workspaces ? *workspaces : QList<Workspace>()) {
            const auto workflows = WorkflowStore(m_database).list(workspace.id);
            for (const Workflow &workflow : workflows ? *workflows : QList<Workflow>())
                releaseSlots(workflow.id);
        }
    });
}

void WorkflowEngine::releaseSlotsOfTask(const QString &taskId)
{
    const auto task = TaskStore(m_database).find(taskId);
    if (!task || !*task || (*task)->workflowStepId.isEmpty())
        return;
    if (const auto workflow = WorkflowStore(m_database).ofStep((*task)->workflowStepId))
        releaseSlots(workflow->id);
}

void WorkflowEngine::releaseSlots(const QString &workflowId)
{
    const auto workflow = WorkflowStore(m_database).get(workflowId);
    if (!workflow)
        return;
    for (const WorkflowStep &step : workflow->steps) {
        if (step.wipLimit <= 0)
            continue;
        const auto tasks = TaskStore(m_database).list(workflow->workspaceId, true);
        if (!tasks)
            return;
        // Each start is counted by mayStart (through m_launching) before the next is tried.
        for (const Task &queued : taskwaits::queueOf(step.id, *tasks)) {
            if (agentsAtWork(step.id, *tasks, tasksAtWork(m_database) + m_launching) >= step.wipLimit)
                break;
            say(queued.id, tr("A place in %1 is free: its agent starts.").arg(step.name));
            runEntryActions(queued, *workflow, WorkflowStep{}, step, false);
        }
    }
}

void WorkflowEngine::releaseDependents(const Task &done)
{
    const auto tasks = TaskStore(m_database).list(done.workspaceId, true);
    const auto doneSteps = TaskStore(m_database).doneStepIds(done.workspaceId);
    if (!tasks || !doneSteps)
        return;
    const QSet<QString> working = tasksAtWork(m_database) + m_launching;
    const taskwaits::Index index(*tasks, *doneSteps);
    for (const Task &task : std::as_const(*tasks)) {
        if (!task.dependsOn.contains(done.id) || task.archived || working.contains(task.id)
            || !index.unfinishedDependencies(task).isEmpty())
            continue;
        const auto workflow = WorkflowStore(m_database).ofStep(task.workflowStepId);
        if (!workflow)
            continue;
        const WorkflowStep *step = workflowsteps::named(workflow->steps, task.workflowStepId);
        if (!step || doneSteps->contains(step->id))
            continue;
        const QString reason = tr("the tasks it waited for are done");
        if (step->startsAgent()) {
            say(task.id, tr("Goes on: %1.").arg(reason));
            runEntryActions(task, *workflow, WorkflowStep{}, *step, false);
        } else if (step == &workflow->steps.constFirst() && workflow->steps.size() > 1) {
            // Waiting in the first step (Backlog): on to the next, where the work begins.
            const WorkflowStep &next = workflow->steps.at(1);
            steprules::Action to;
            to.kind = steprules::Action::Kind::Move;
            to.stepId = next.id;
            to.stepName = next.name;
            move(task, *workflow, *step, to, reason, false);
        }
    }
}

} // namespace kandesk
