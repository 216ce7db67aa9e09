// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QThreadPool;

namespace kandesk {

// Where Kandesk's own background work runs (database reads, git, npm, SSH scans), never on
// QThreadPool::globalInstance(): Qt's raster painter and image conversions split large fills into
// jobs on the global pool and wait for them on the GUI thread, so work of ours queued there would
// freeze painting until it ends. At least four threads: much of this work waits on processes.
QThreadPool &backgroundPool();

} // namespace kandesk
