// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/remoteworkspaces.h"
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
// checkpoints.h keeps them as git refs of the task). The runner keeps one before every turn, in a
// checkout on this machine or through the agentctl of a workspace on another host (SSH, a remote
// engine), where the git there keeps them.

// Where a session's checkpoints are kept: a checkout on this machine, or the workspace behind an
// execution's agentctl; neither when it has no git checkout Kandesk can reach.
struct CheckpointSite {
    QString checkout;
    std::optional<WorkspaceEndpoint> remote;
};

// Keeps the checkpoint of the site before the session's turn (nothing outside a git checkout); a
// failure is said in the session's transcript and the turn goes on. Blocking: the runner's pool threads.
void keepCheckpointBeforeTurn(TaskRunner &runner, const CheckpointSite &site, const QString &taskId, const QString &sessionId, int turn);

// What the agent is told, with its next prompt, about a restore the user made since its last turn
// (kept in Settings until that prompt takes it). Blocking: pool threads.
QString takeRestoreNote(Database &database, const QString &sessionId);

// A checkpoint as a task shows it.
struct TaskCheckpoint {
    git::Checkpoint checkpoint;
    QString workspace; // the checkout it belongs to (on the host the task's agent works on)
    QString prompt;    // the prompt of the turn it comes before, as the transcript keeps it
};

// The task's checkpoints, what restoring one would change, the restore. Work runs on the service's
// own thread; the futures return at once.
class TaskCheckpoints final
{
public:
    TaskCheckpoints(Stores &stores, TaskRunner *runner);
    // Where the workspaces of sessions that work on another host are reached; without it only
    // checkouts on this machine have checkpoints.
    void setRemoteWorkspaces(RemoteWorkspaceLookup remote);
    ~TaskCheckpoints();
    TaskCheckpoints(const TaskCheckpoints &) = delete;
    TaskCheckpoints &operator=(const TaskCheckpoints &) = delete;

    // Oldest first, in the workspace of the task's newest session that has a reachable one (on this
    // machine, or on another host while its agent runs).
    QFuture<Expected<QList<TaskCheckpoint>>> list(const QString &taskId);
    QFuture<Expected<git::RestorePreview>> preview(const QString &taskId, int number);
    // Refused while one of the task's agents is in a turn. Afterwards the session's transcript says
    // what was undone, and the agent hears it with its next prompt.
    QFuture<Expected<git::RestorePreview>> restore(const QString &taskId, int number);

private:
    Stores &m_stores;
    TaskRunner *m_runner;
    RemoteWorkspaceLookup m_remote;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
