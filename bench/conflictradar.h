// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// `branches` open tasks on one repository of 400 source files, each branch editing three files
// (neighbouring tasks share one: some pairs conflict). Measured through the application's
// ConflictRadar::scan: a cold scan (every pair and base probed), a scan with nothing moved, and a
// scan after one branch moved, each with the git merge-tree runs and the CPU time it cost (ours and
// git's). Baseline: one `git merge-tree` of two of the branches.
QJsonObject measureConflictRadar(int branches, int runs);

} // namespace kandesk::bench
