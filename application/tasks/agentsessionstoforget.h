// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QList>
#include <QString>

namespace kandesk {

class Database;

// A session an agent keeps itself for a task that is deleted: forgotten with the task.
struct AgentSessionToForget {
    QString agentProfileId;
    QString acpSessionId;
};

// The task's sessions that ran on this machine (a local or worktree executor: an SSH host or a
// container keeps its agents' sessions there) with an agent that said, the last time it started
// for the session, that it deletes sessions (sessionCapabilities.delete). Blocking: pool threads.
Expected<QList<AgentSessionToForget>> agentSessionsToForget(Database &database, const QString &taskId);

} // namespace kandesk
