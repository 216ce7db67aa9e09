// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// Wall time and peak RSS of `kandesk --self-test` (database, window with its board, syntax
// definitions, agentctl) on a fresh home and on a home with `tasks` tasks and `messages` messages,
// against `kandesk --version` (process start, Qt and QApplication, nothing of ours) as the baseline.
QJsonObject measureColdStart(int runs, int tasks = 5'000, int messages = 50'000);

} // namespace kandesk::bench
