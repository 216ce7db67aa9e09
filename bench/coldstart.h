// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// Wall time and peak RSS of `kandesk --self-test` (window, database, syntax definitions, agentctl),
// against `kandesk --version` (process start, Qt and QApplication, nothing of ours) as the baseline.
QJsonObject measureColdStart(int runs);

} // namespace kandesk::bench
