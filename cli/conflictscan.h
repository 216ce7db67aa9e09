// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/review/conflictradar.h"

namespace kandesk::cli {

// The conflict radar's scan of one workspace for `task list` and `task show` (probes other runs
// made are reused); a repository it cannot read is said on stderr and the rest still listed.
// Also how far each branch is behind its base.
ConflictScan scanConflicts(Stores &stores, const QString &workspaceId, const QString &command);

// {"base": "main", "behind": 2}, or null when the branch has all of its base.
QJsonValue baseLagJson(const ConflictScan &scan, const QString &taskId);

// "conflicts with “Add login” (feature/add-login-1a2b) in src/login.ts, a.txt", one line per other branch.
QStringList conflictLines(const QList<TaskConflict> &conflicts);

} // namespace kandesk::cli
