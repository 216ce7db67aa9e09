// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace kandesk::agentctl {

// Makes this process receive SIGTERM when its parent dies (Linux), and exits at once when the
// parent is already gone, so that no agentctl outlives the Kandesk that started it. A parent that
// sets AGENTCTL_PARENT_PID to its own pid closes the window between its fork and this call.
void exitWithParent();

} // namespace kandesk::agentctl
