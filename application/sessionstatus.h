// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/stores/sessionrecovery.h"

namespace kandesk {

class Database;

// Recovery and stopping for the sessions of other processes (a `kandesk run`, another window).

// SessionRecovery for one task with the agentctl /health probe (lifecycle/startuprecovery.h): an
// execution whose agentctl no longer answers (its `kandesk run` was killed, its window closed)
// becomes resumable ("interrupted"); live ones, in this or another process, are reported.
Expected<RecoveryReport> recoverTaskSessions(Database &database, const QString &home, const QString &taskId);

// recoverTaskSessions for the tasks whose sessions are still marked starting or running (the
// only ones a killed process leaves wrong), with one short health probe per registered execution.
Expected<RecoveryReport> recoverLiveSessions(Database &database, const QString &home);

// Stops the live executions of the report (they may belong to another Kandesk process: their
// agentctl is signalled, and it ends its agent first) and marks each session stopped: its
// registration stays, resumable, and the session waits for input with the note. Returns the
// stopped session ids, or the first failure.
Expected<QStringList> stopLiveExecutions(Database &database, const RecoveryReport &report, const QString &note);

// Makes a live session of a report resumable when its runtime outlived the Kandesk that ran it
// (a container, a remote agentctl, its Kandesk killed), so that resuming it replaces that runtime
// on the same worktree. Returns whether it did; a session another running Kandesk drives is left
// to it.
Expected<bool> releaseOrphanedRuntime(Database &database, const ExecutorRunning &live);

} // namespace kandesk
