// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskmoves.h"

#include "application/stores.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workflowstore.h"
#include "models/stores/workspacestore.h"
#include "models/workflows/workflowsteps.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>
#include <optional>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskMoves".
struct TaskMovesWords {
    Q_DECLARE_TR_FUNCTIONS(TaskMoves)
};

// Below this gap between two neighbours the column is numbered afresh (halving it again and again
// would run out of a double's precision).
constexpr double kSmallestGap = 1e-6;

bool sessionAtWork(const Stores &stores, const QString &taskId)
{
    auto latest = stores.sessions().latestForTask(taskId);
    if (!latest)
        return false;
    return latest->state == SessionState::Starting || latest->state == SessionState::Running
        || latest->state == SessionState::WaitingForInput;
}

// The places of count tasks put between the neighbours at insertAt of others (the other cards'
// places, in order); empty when the gap is too small and the column must be numbered afresh.
QList<double> placesBetween(const QList<double> &others, qsizetype insertAt, qsizetype count)
{
    QList<double> places;
    if (others.isEmpty()) {
        for (qsizetype i = 0; i < count; ++i)
            places.append(double(i));
    } else if (insertAt == 0) {
        for (qsizetype i = 0; i < count; ++i)
            places.append(others.first() - double(count - i));
    } else if (insertAt >= others.size()) {
        for (qsizetype i = 0; i < count; ++i)
            places.append(others.last() + double(i + 1));
    } else {
        const double low = others.at(insertAt - 1);
        const double gap = (others.at(insertAt) - low) / double(count + 1);
        if (gap < kSmallestGap)
            return {};
        for (qsizetype i = 0; i < count; ++i)
            places.append(low + gap * double(i + 1));
    }
    return places;
}

Expected<TaskMoveResult> moveTasks(Stores &stores, const TaskMove &wanted)
{
    if (wanted.taskIds.isEmpty())
        return Error { TaskMovesWords::tr("no task to move") };
    QList<Task> moving;
    std::optional<WorkflowStep> step;
    bool intoDone = false;
    for (const QString &id : wanted.taskIds) {
        auto task = stores.tasks().get(id);
        if (!task)
            return Error { TaskMovesWords::tr("no task \"%1\"").arg(id) };
        // The task's own workflow (a task on no step yet: the board's).
        Expected<QList<WorkflowStep>> steps = stores.workspaces().steps(task->workspaceId);
        if (!task->workflowStepId.isEmpty()) {
            auto workflow = stores.workflows().ofStep(task->workflowStepId);
            steps = workflow ? Expected<QList<WorkflowStep>>(workflow->steps) : Expected<QList<WorkflowStep>>(workflow.failure());
        }
        if (!steps)
            return Error{steps.error()};
        const WorkflowStep *found = workflowsteps::named(*steps, wanted.stepId);
        if (!found) {
            QStringList names;
            for (const WorkflowStep &s : std::as_const(*steps))
                names.append(s.name);
            return Error { TaskMovesWords::tr("no step “%1” on the board of “%2” (its steps: %3)")
                               .arg(wanted.stepId, task->title, names.join(QStringLiteral(", "))) };
        }
        if (step && step->id != found->id)
            return Error { TaskMovesWords::tr("the tasks are on different boards") };
        if (!found->allowManualMove && task->workflowStepId != found->id)
            return Error {
                TaskMovesWords::tr("“%1” takes no task moved by hand: its workflow brings tasks there").arg(found->name)
            };
        step = *found;
        const WorkflowStep *done = workflowsteps::doneStep(*steps);
        intoDone = done && done->id == found->id;
        moving.append(*task);
    }
    auto all = stores.tasks().list(moving.constFirst().workspaceId, true);
    if (!all)
        return Error{all.error()};
    QList<Task> column;
    for (const Task &task : std::as_const(*all)) {
        if (task.workflowStepId == step->id)
            column.append(task);
    }
    std::stable_sort(column.begin(), column.end(), [](const Task &a, const Task &b) { return a.position < b.position; });

    // The other cards in order, and where the moved ones go among them.
    QStringList otherIds;
    QList<double> others;
    qsizetype insertAt = -1;
    for (const Task &task : std::as_const(column)) {
        if (task.id == wanted.beforeTaskId && insertAt < 0)
            insertAt = otherIds.size();
        if (wanted.taskIds.contains(task.id))
            continue;
        otherIds.append(task.id);
        others.append(task.position);
    }
    if (insertAt < 0)
        insertAt = otherIds.size();

    TaskMoveResult result;
    result.step = *step;
    // Where they already are, in this order: nothing to write.
    QStringList order = otherIds;
    for (qsizetype i = 0; i < wanted.taskIds.size(); ++i)
        order.insert(insertAt + i, wanted.taskIds.at(i));
    QStringList current;
    for (const Task &task : std::as_const(column))
        current.append(task.id);
    if (order == current)
        return result;

    QList<double> places = placesBetween(others, insertAt, wanted.taskIds.size());
    QStringList written = wanted.taskIds;
    if (places.isEmpty()) {
        written = order;
        for (qsizetype i = 0; i < order.size(); ++i)
            places.append(double(i));
    }
    for (qsizetype i = 0; i < written.size(); ++i) {
        if (Status moved = stores.tasks().move(written.at(i), step->id, places.at(i)); !moved)
            return Error { TaskMovesWords::tr("could not move “%1”: %2").arg(written.at(i), moved.error()) };
    }
    result.changedIds = written;
    for (const Task &task : std::as_const(moving)) {
        if (task.workflowStepId == step->id)
            continue;
        result.leftStep.insert(task.id, task.workflowStepId);
        if (intoDone)
            result.toDone.append(task.id);
        if (Status due = stores.tasks().setStepActionsDue(task.id, wanted.actionsRunHere ? QString() : task.workflowStepId); !due)
            return Error {
                TaskMovesWords::tr("“%1” moved, but what its steps do is not kept: %2").arg(task.title, due.error())
            };
    }
    if (step->startsAgent()) {
        for (const Task &task : std::as_const(moving)) {
            if (task.workflowStepId != step->id && !task.archived && !sessionAtWork(stores, task.id))
                result.toStart.append(task.id);
        }
    }
    return result;
}

} // namespace

TaskMoves::TaskMoves(Stores &stores)
    : m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-task-moves"));
    m_pool->setMaxThreadCount(1); // moves land in the order asked
}

TaskMoves::~TaskMoves()
{
    m_pool->waitForDone();
}

QFuture<Expected<TaskMoveResult>> TaskMoves::move(const TaskMove &wanted)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, wanted] { return moveTasks(stores, wanted); });
}

} // namespace kandesk
