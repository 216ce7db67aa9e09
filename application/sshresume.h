// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QVariantMap>

#include <optional>

namespace kandesk {

class Database;

// The last registration of a session that ran over SSH (its executors_running row), if it did.
std::optional<ExecutorRunning> previousSshExecution(Database &database, const QString &sessionId);

// What a resumed launch of that session tells the SSH backend: go on in the remote worktree the
// session worked in (sessionWorkspace when the registration names none), and end the agentctl that
// served it if it still runs.
void addSshResumeMetadata(QVariantMap &metadata, const ExecutorRunning &previous, const QString &sessionWorkspace);

} // namespace kandesk
