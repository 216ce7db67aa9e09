// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/checkpoints.h"
#include "models/expected.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Database;
class Stores;
class TaskRunner;

// Checkpoints before each agent turn, and turning a task's workspace back to one (lifecycle/git/
// checkpoints.h keeps them as git refs of the task). The runner keeps one before every turn of a
// session that works in a checkout on this machine (local and worktree executors).

// Keeps the checkpoint of workspace before the session's turn; a failure is said in the
// session's transcript and the turn goes on. Blocking: the runner's pool threads.
void keepCheckpointBeforeTurn(TaskRunner &runner, const QString &workspace, const QString &taskId, const QString &sessionId, int turn);

// What the agent is told, with its next prompt, about a restore the user made since its last turn
// (kept in Settings until that prompt takes it). Blocking: pool threads.
QString takeRestoreNote(Database &database, const QString &sessionId);

// A checkpoint as a task shows it.
struct TaskCheckpoint {
    git::Checkpoint checkpoint;
    QString workspace; // the checkout it belongs to
    QString prompt;    // the prompt of the turn it comes before, as the transcript keeps it
};

// The task's checkpoints, what restoring one would change, the restore. Work runs on the service's
// own thread; the futures return at once.
class TaskCheckpoints final
{
public:
    TaskCheckpoints(Stores &stores, TaskRunner *runner);
    ~TaskCheckpoints();
    TaskCheckpoints(const TaskCheckpoints &) = delete;
    TaskCheckpoints &operator=(const TaskCheckpoints &) = delete;

    // Oldest first, in the checkout of the task's newest session that has one on this machine.
    QFuture<Expected<QList<TaskCheckpoint>>> list(const QString &taskId);
    QFuture<Expected<git::RestorePreview>> preview(const QString &taskId, int number);
    // Refused while one of the task's agents is in a turn. Afterwards the session's transcript says
    // what was undone, and the agent hears it with its next prompt.
    QFuture<Expected<git::RestorePreview>> restore(const QString &taskId, int number);

private:
    Stores &m_stores;
    TaskRunner *m_runner;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
