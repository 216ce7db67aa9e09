// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// Kandesk's CPU (window process plus agentctls) over seconds with sessions idle sessions open: each
// ran a turn and waits for the next prompt, one shown in the task view, all on the board. Baseline:
// the same window with the same tasks and no session, over the same time.
QJsonObject measureIdle(int sessions, int seconds);

} // namespace kandesk::bench
