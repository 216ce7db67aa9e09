// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QFuture>
#include <QHash>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;

// Tasks moved to a step of their board's workflow, together and in this order.
struct TaskMove {
    QStringList taskIds;
    QString stepId;       // the step's id, or its name (in any case) on the tasks' board
    QString beforeTaskId; // the card they go in front of; empty (or not in that step): the step's end
    // Whether the caller runs the steps' actions (hands leftStep to its workflow engine). When not
    // (`kandesk task move` without --run), they are kept as due in the database for the window's
    // engine (WorkflowEngine::runDueStepActions), now if it runs, else when it starts.
    bool actionsRunHere = true;
};

struct TaskMoveResult {
    WorkflowStep step;
    QStringList changedIds; // every task whose step or place changed (the column may be numbered afresh)
    // Each task that changed step, with the step it left: the caller that runs agents hands these to
    // the workflow (WorkflowEngine::stepEntered), which runs the steps' on_exit and on_enter.
    QHash<QString, QString> leftStep;
    // Moved into a step that starts its agent, from another step, with no session of theirs at work
    // (what `kandesk task move` says will start).
    QStringList toStart;
    // Moved into the workflow's Done step from another step: their work landed (a task made from an
    // issue tells it: IssueIntake::reportLanded).
    QStringList toDone;
};

// Moving tasks between and within the steps of a workflow: one rule for a card dragged or moved
// with the keyboard in the window and for `kandesk task move`. Written on the service's own thread,
// in the order asked; the future returns at once. The service outlives its work (its destructor waits).
class TaskMoves final
{
public:
    explicit TaskMoves(Stores &stores);
    ~TaskMoves();
    TaskMoves(const TaskMoves &) = delete;
    TaskMoves &operator=(const TaskMoves &) = delete;

    QFuture<Expected<TaskMoveResult>> move(const TaskMove &move);

private:
    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
