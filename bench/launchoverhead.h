// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// From LifecycleController::launch to the end of the first prompt, with the stub ACP agent
// answering at once, for the local and the worktree executor; against spawning the same agent
// directly and doing initialize + session/new + prompt over its stdio.
QJsonObject measureLaunchOverhead(int runs, int minimumRuns = 30);

} // namespace kandesk::bench
