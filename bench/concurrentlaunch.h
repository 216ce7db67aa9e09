// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// `launches` launches started at once (local executor, stub agent, to the first prompt's complete
// event): all must complete; the wall time, each launch's time and the longest GUI event-loop
// stall meanwhile. Baseline: the same launches one after the other, and one launch alone.
QJsonObject measureConcurrentLaunch(int launches);

} // namespace kandesk::bench
