// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace kandesk::agentctl {

// Makes this process receive SIGTERM when its parent dies (Linux), and exits at once when the
// parent is already gone, so that no agentctl outlives the Kandesk that started it.
void exitWithParent();

} // namespace kandesk::agentctl
