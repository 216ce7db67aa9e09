// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// agents stub agents streaming chunks each at once into the window: one session shown in the task
// view, all of them on the board, every chunk recorded. Longest GUI stall, chunks/s, Kandesk's CPU.
// Baseline: one of them streaming the same chunks alone in the same window.
QJsonObject measureConcurrentStream(int agents, int chunks);

} // namespace kandesk::bench
