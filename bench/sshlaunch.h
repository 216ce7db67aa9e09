// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// A launch on an SSH executor to an sshd on loopback (the test fixture's, with its own keys), from
// LifecycleController::launch to the first prompt's complete event, next to a local worktree launch
// in the same run, with the p50 of each step (connect, check, upload, mirror, worktree, start
// agentctl, forward, instance, agent start). The first launch (upload, new control connection) is
// reported on its own. Skipped with the reason when sshd cannot run here.
QJsonObject measureSshLaunchOverhead(int runs);

} // namespace kandesk::bench
