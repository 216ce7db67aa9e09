// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskstarts.h"

#include "application/stores.h"
#include "application/taskrunner.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

TaskStartPlan planTaskStart(const std::optional<TaskSession> &newest, bool newestRuns)
{
    if (!newest)
        return {};
    if (newestRuns)
        return {TaskStartPlan::Kind::Show, newest->id};
    const bool stoppedShort = newest->state == SessionState::Failed
        || (newest->state == SessionState::WaitingForInput && !newest->errorMessage.isEmpty());
    if (stoppedShort)
        return {TaskStartPlan::Kind::Retry, newest->id};
    return {};
}

TaskStarts::TaskStarts(Stores &stores, const TaskRunner &runner)
    : m_stores(stores)
    , m_runner(runner)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-task-starts"));
    m_pool->setMaxThreadCount(1);
}

TaskStarts::~TaskStarts()
{
    m_pool->waitForDone();
}

QFuture<Expected<TaskStartPlan>> TaskStarts::plan(const QString &taskId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, &runner = m_runner, taskId]() -> Expected<TaskStartPlan> {
        if (auto task = stores.tasks().get(taskId); !task)
            return Error{task.error()};
        auto sessions = stores.sessions().listForTask(taskId);
        if (!sessions)
            return Error{sessions.error()};
        if (sessions->isEmpty())
            return planTaskStart(std::nullopt, false);
        const TaskSession &newest = sessions->constLast();
        return planTaskStart(newest, runner.isRunning(newest.id)); // the runner's executions are read under a lock
    });
}

} // namespace kandesk
