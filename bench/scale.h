// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>

namespace kandesk::bench {

// For each count: that many sessions open at once in the window (each ran a turn of the stub
// agent and waits for the next prompt). Measured: the machine's memory by process kind (PSS of the
// window, every agentctl, every agent process) and what each session adds, Kandesk's CPU and
// wake-ups over idleMs, the GUI's longest stall while the user switches between the sessions, and
// `kandesk --self-test` on that home afterwards. Baseline: the same window with the same tasks
// before any session started, measured the same way in the same run. What a finished turn leaves
// behind (renders, the recorder's last write, the workspace scan) gets settleMs before anything is
// measured.
QJsonObject measureScale(const QList<int> &counts, int idleMs, int settleMs);

} // namespace kandesk::bench
