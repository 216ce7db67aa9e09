// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QFuture>

#include <memory>
#include <optional>

class QThreadPool;

namespace kandesk {

class Stores;
class TaskRunner;

// What Start Agent does for a task.
struct TaskStartPlan {
    enum class Kind {
        Show,  // its newest session's agent runs: show it, start nothing
        Retry, // its newest session stopped before its work was done: send its unanswered prompt again
        Start, // anything else: a new session with the task's first prompt
    };
    Kind kind = Kind::Start;
    QString sessionId; // Show and Retry: that session
};

// The rule, from the task's newest session and whether its agent runs: a session that failed, or
// was interrupted with a reason, stopped short and is retried.
TaskStartPlan planTaskStart(const std::optional<TaskSession> &newest, bool newestRuns);

// Start Agent's plan for a task (the board's Start Agent, a card moved into a step that starts
// agents, the task view's Ctrl+R), its newest session read on the service's own thread. The
// service outlives its work (its destructor waits).
class TaskStarts final
{
public:
    TaskStarts(Stores &stores, const TaskRunner &runner);
    ~TaskStarts();
    TaskStarts(const TaskStarts &) = delete;
    TaskStarts &operator=(const TaskStarts &) = delete;

    QFuture<Expected<TaskStartPlan>> plan(const QString &taskId);

private:
    Stores &m_stores;
    const TaskRunner &m_runner;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
